import DBus
import Synchronization

/// The tray item's current state, shared by the command's loop (which updates it) and the
/// D-Bus handlers (which read it): the properties, and the menu with the ids of its items.
///
/// Menu ids follow the items' keys: an item keeps its id from one layout revision to the
/// next, a new item gets an id never used before, and an id whose item is gone names nothing.
/// So a click on an id of an old revision runs that item's action or none, never another's.
final class TrayModel: Sendable {
  private struct Menu {
    var revision: UInt32 = 0
    var ids: [String: Int32] = [:]
    var nextID: Int32 = 1
    var items: [(id: Int32, item: TrayMenuItem)] = []
  }

  private struct State {
    var shown: TrayState
    var menu = Menu()
  }

  private let state: Mutex<State>

  /// A model showing `initial`.
  init(_ initial: TrayState) {
    var menu = Menu()
    Self.layOut(initial.menu, into: &menu)
    state = Mutex(State(shown: initial, menu: menu))
  }

  /// What the item shows now.
  var shown: TrayState {
    state.withLock { $0.shown }
  }

  /// The menu's layout revision now.
  var revision: UInt32 {
    state.withLock { $0.menu.revision }
  }

  /// Shows `new`; returns the signals that announce what changed (none when nothing did).
  func update(to new: TrayState) -> [DBusMessage] {
    let (old, revision) = state.withLock { state -> (TrayState, UInt32?) in
      let old = state.shown
      state.shown = new
      guard old.menu != new.menu else { return (old, nil) }
      Self.layOut(new.menu, into: &state.menu)
      return (old, state.menu.revision)
    }
    let path = TrayInterfaces.itemPath
    let item = TrayInterfaces.item
    var signals: [DBusMessage] = []
    func signal(_ member: String, _ body: [DBusValue] = []) {
      signals.append(.signal(path: path, interface: item, member: member, body: body))
    }
    if old.title != new.title { signal("NewTitle") }
    if old.iconName != new.iconName || old.icon != new.icon { signal("NewIcon") }
    if old.tooltipTitle != new.tooltipTitle || old.tooltipBody != new.tooltipBody {
      signal("NewToolTip")
    }
    if old.status != new.status { signal("NewStatus", [.string(new.status)]) }
    if old.label != new.label {
      signal("XAyatanaNewLabel", [.string(new.label), .string(new.label)])
    }
    if let revision {
      signals.append(
        .signal(
          path: TrayInterfaces.menuPath, interface: TrayInterfaces.menu, member: "LayoutUpdated",
          body: [.uint32(revision), .int32(0)]))
    }
    return signals
  }

  /// Gives the items of `items` their ids and starts a new revision.
  private static func layOut(_ items: [TrayMenuItem], into menu: inout Menu) {
    var ids: [String: Int32] = [:]
    menu.items = items.enumerated().map { index, item in
      // Two items of one key (a server that sends one todo twice) get two ids.
      let key = ids[item.key] == nil ? item.key : "\(item.key) #\(index)"
      let id = menu.ids[key] ?? menu.nextID
      if id == menu.nextID { menu.nextID += 1 }
      ids[key] = id
      return (id, item)
    }
    menu.ids = ids
    menu.revision &+= 1
  }

  /// The action of the item `id` in the current layout; `nil` for an id it does not have
  /// (one of an item that is gone) or a disabled item.
  func action(of id: Int32) -> TrayMenuItem.Action? {
    state.withLock { state in
      state.menu.items.first { $0.id == id }.flatMap { $0.item.enabled ? $0.item.action : nil }
    }
  }

  /// The ids of the current layout's items, in order.
  func layoutIDs() -> [Int32] {
    state.withLock { $0.menu.items.map(\.id) }
  }

  /// Whether the current layout has an item `id` (0 is the root).
  func hasItem(_ id: Int32) -> Bool {
    id == 0 || state.withLock { $0.menu.items.contains { $0.id == id } }
  }

  /// `GetLayout`'s answer: the revision and the item `parent` (0, the root, or one of its
  /// items) with its children to `depth` levels (-1 all), each with the properties `names`
  /// (all when empty).
  func layout(parent: Int32, depth: Int32, names: [String]) -> (UInt32, DBusValue)? {
    state.withLock { state in
      let children = state.menu.items.map { entry in
        DBusValue.variant(Self.node(entry.id, Self.properties(of: entry.item, names), []))
      }
      if parent == 0 {
        let root = Self.filter([("children-display", .string("submenu"))], names)
        return (state.menu.revision, Self.node(0, root, depth == 0 ? [] : children))
      }
      guard let entry = state.menu.items.first(where: { $0.id == parent }) else { return nil }
      return (state.menu.revision, Self.node(entry.id, Self.properties(of: entry.item, names), []))
    }
  }

  /// The properties `names` (all when empty) of each item of `ids` the layout has.
  func groupProperties(ids: [Int32], names: [String]) -> [DBusValue] {
    state.withLock { state in
      ids.compactMap { id in
        if id == 0 {
          let root = Self.filter([("children-display", .string("submenu"))], names)
          return .structure([.int32(0), .variantDictionary(root)])
        }
        guard let entry = state.menu.items.first(where: { $0.id == id }) else { return nil }
        return .structure([.int32(id), .variantDictionary(Self.properties(of: entry.item, names))])
      }
    }
  }

  /// One property of one item; `nil` when the item or the property is not there.
  func property(of id: Int32, _ name: String) -> DBusValue? {
    state.withLock { state in
      guard let entry = state.menu.items.first(where: { $0.id == id }) else { return nil }
      return Self.properties(of: entry.item, [name]).first?.1
    }
  }

  private static func node(
    _ id: Int32, _ properties: [(String, DBusValue)], _ children: [DBusValue]
  )
    -> DBusValue
  {
    .structure([.int32(id), .variantDictionary(properties), .array(.variant, children)])
  }

  /// dbusmenu's properties of `item`, those of `names` only when it is not empty.
  static func properties(of item: TrayMenuItem, _ names: [String]) -> [(String, DBusValue)] {
    var all: [(String, DBusValue)] = []
    if item.isSeparator {
      all.append(("type", .string("separator")))
    } else {
      all.append(("label", .string(item.label)))
      all.append(("enabled", .boolean(item.enabled)))
    }
    all.append(("visible", .boolean(true)))
    if let checked = item.checked {
      all.append(("toggle-type", .string("checkmark")))
      all.append(("toggle-state", .int32(checked ? 1 : 0)))
    }
    return filter(all, names)
  }

  private static func filter(_ properties: [(String, DBusValue)], _ names: [String])
    -> [(String, DBusValue)]
  {
    names.isEmpty ? properties : properties.filter { names.contains($0.0) }
  }
}

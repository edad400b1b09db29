import DBus

/// What the tray item does when a host calls it; each runs its work elsewhere and returns at
/// once (the handlers are called on the event loop's thread).
struct TrayHandlers: Sendable {
  /// `Activate` (a left click): open the entry's link.
  var activate: @Sendable () -> Void
  /// `SecondaryActivate` (a middle click): press the widget's button.
  var secondaryActivate: @Sendable () -> Void
  /// A menu item's click.
  var run: @Sendable (TrayMenuItem.Action) -> Void
  /// `ProvideXdgActivationToken`: the token for the next window opened.
  var activationToken: @Sendable (String) -> Void
}

/// The objects a tray item exports, over one ``TrayModel``.
enum TrayObjects {
  /// `org.kde.StatusNotifierItem`.
  static func item(_ model: TrayModel, _ handlers: TrayHandlers) -> DBusExportedObject {
    DBusExportedObject(
      interfaces: [TrayInterfaces.itemInterface],
      properties: { _, name in itemProperty(name, of: model.shown) },
      methods: { (call) throws(DBusError) -> [DBusValue] in
        switch call.member {
        case "Activate": handlers.activate()
        case "SecondaryActivate": handlers.secondaryActivate()
        case "ProvideXdgActivationToken":
          if let token = call.arguments.first?.stringValue { handlers.activationToken(token) }
        // The host shows the menu (`Menu`); scrolling changes nothing.
        case "ContextMenu", "Scroll": break
        default: throw .unknownMethod("no method \(call.member)")
        }
        return []
      })
  }

  /// One property of the item showing `shown`.
  static func itemProperty(_ name: String, of shown: TrayState) -> DBusValue? {
    switch name {
    case "Category": .string("ApplicationStatus")
    case "Id": .string(shown.id)
    case "Title": .string(shown.title)
    case "Status": .string(shown.status)
    case "WindowId": .int32(0)
    case "IconThemePath", "OverlayIconName", "AttentionMovieName": .string("")
    case "IconName": .string(shown.iconName)
    case "IconPixmap": TrayIcon.pixmaps(shown.icon)
    case "OverlayIconPixmap": .array(.structure([.int32, .int32, .array(.byte)]), [])
    case "AttentionIconName": .string(TrayState.attentionIcon)
    case "AttentionIconPixmap": TrayIcon.pixmaps(.stale)
    case "ToolTip":
      .structure([
        .string(shown.iconName), .array(.structure([.int32, .int32, .array(.byte)]), []),
        .string(shown.tooltipTitle), .string(shown.tooltipBody),
      ])
    case "ItemIsMenu": .boolean(false)
    case "Menu": .objectPath(TrayInterfaces.menuPath)
    case "XAyatanaLabel", "XAyatanaLabelGuide": .string(shown.label)
    case "XAyatanaOrderingIndex": .uint32(0)
    default: nil
    }
  }

  /// `com.canonical.dbusmenu`.
  static func menu(_ model: TrayModel, _ handlers: TrayHandlers) -> DBusExportedObject {
    DBusExportedObject(
      interfaces: [TrayInterfaces.menuInterface],
      properties: { _, name in
        switch name {
        case "Version": .uint32(3)
        case "TextDirection": .string("ltr")
        case "Status": .string("normal")
        case "IconThemePath": .strings([])
        default: nil
        }
      },
      methods: { (call) throws(DBusError) -> [DBusValue] in
        try menuMethod(call, model, handlers)
      })
  }

  private static func menuMethod(
    _ call: DBusMethodCall, _ model: TrayModel, _ handlers: TrayHandlers
  ) throws(DBusError) -> [DBusValue] {
    let arguments = call.arguments
    switch call.member {
    case "GetLayout":
      guard case .int32(let parent) = arguments[0], case .int32(let depth) = arguments[1],
        let names = arguments[2].stringArrayValue,
        let (revision, layout) = model.layout(parent: parent, depth: depth, names: names)
      else { throw .invalidArgs("no menu item \(arguments[0].int64Value ?? -1)") }
      return [.uint32(revision), layout]
    case "GetGroupProperties":
      let ids = (arguments[0].arrayValue ?? []).compactMap(\.int64Value).map { Int32(clamping: $0) }
      let names = arguments[1].stringArrayValue ?? []
      return [
        .array(
          .structure([.int32, .dictionary(key: .string, value: .variant)]),
          model.groupProperties(ids: ids, names: names))
      ]
    case "GetProperty":
      guard case .int32(let id) = arguments[0], let name = arguments[1].stringValue,
        let value = model.property(of: id, name)
      else { throw .invalidArgs("no such menu item or property") }
      return [.variant(value)]
    case "Event":
      guard case .int32(let id) = arguments[0], let event = arguments[1].stringValue else {
        return []
      }
      guard click(id, event, model, handlers) else {
        throw .invalidArgs("no menu item \(id) in layout revision \(model.revision)")
      }
      return []
    case "EventGroup":
      var errors: [DBusValue] = []
      for event in arguments[0].arrayValue ?? [] {
        guard let fields = event.structureValue, case .int32(let id) = fields[0],
          let name = fields[1].stringValue
        else { continue }
        if !click(id, name, model, handlers) { errors.append(.int32(id)) }
      }
      return [.array(.int32, errors)]
    case "AboutToShow":
      return [.boolean(false)]
    case "AboutToShowGroup":
      let ids = (arguments[0].arrayValue ?? []).compactMap(\.int64Value).map { Int32(clamping: $0) }
      return [
        .array(.int32, []), .array(.int32, ids.filter { !model.hasItem($0) }.map(DBusValue.int32)),
      ]
    default:
      throw .unknownMethod("no method \(call.member)")
    }
  }

  /// Runs the action of item `id` for a `clicked` event (other events do nothing); false when
  /// the current layout has no item `id`.
  private static func click(
    _ id: Int32, _ event: String, _ model: TrayModel, _ handlers: TrayHandlers
  ) -> Bool {
    guard model.hasItem(id) else { return false }
    if event == "clicked", let action = model.action(of: id), action != .none {
      handlers.run(action)
    }
    return true
  }
}

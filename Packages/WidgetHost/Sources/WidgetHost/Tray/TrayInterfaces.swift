import DBus

/// The D-Bus names and interfaces of a tray item: `org.kde.StatusNotifierItem` at
/// ``itemPath`` and `com.canonical.dbusmenu` (version 3) at ``menuPath``, registered with
/// `org.kde.StatusNotifierWatcher`.
enum TrayInterfaces {
  /// The item's interface.
  static let item = "org.kde.StatusNotifierItem"
  /// The menu's interface.
  static let menu = "com.canonical.dbusmenu"
  /// The watcher's bus name and interface.
  static let watcher = "org.kde.StatusNotifierWatcher"
  /// The path of the item.
  static let itemPath = path("/StatusNotifierItem")
  /// The path of the menu.
  static let menuPath = path("/MenuBar")
  /// The path of the watcher.
  static let watcherPath = path("/StatusNotifierWatcher")

  /// The bus name the item owns: `org.kde.StatusNotifierItem-PID-1`.
  static func busName(pid: Int32) -> String {
    "\(item)-\(pid)-1"
  }

  /// The paths above are constants that are valid paths.
  private static func path(_ text: String) -> ObjectPath {
    (try? ObjectPath(text)) ?? .root
  }

  private static let pixmaps = DBusType.array(.structure([.int32, .int32, .array(.byte)]))
  private static let position = [DBusArgument("x", .int32), DBusArgument("y", .int32)]

  /// `org.kde.StatusNotifierItem` with Ayatana's label.
  static let itemInterface = DBusInterfaceDescription(
    item,
    methods: [
      DBusMethodDescription("ContextMenu", arguments: position),
      DBusMethodDescription("Activate", arguments: position),
      DBusMethodDescription("SecondaryActivate", arguments: position),
      DBusMethodDescription(
        "Scroll", arguments: [DBusArgument("delta", .int32), DBusArgument("orientation", .string)]),
      DBusMethodDescription(
        "ProvideXdgActivationToken", arguments: [DBusArgument("token", .string)]),
    ],
    signals: [
      DBusSignalDescription("NewTitle"), DBusSignalDescription("NewIcon"),
      DBusSignalDescription("NewAttentionIcon"), DBusSignalDescription("NewOverlayIcon"),
      DBusSignalDescription("NewToolTip"),
      DBusSignalDescription("NewStatus", arguments: [DBusArgument("status", .string)]),
      DBusSignalDescription(
        "XAyatanaNewLabel",
        arguments: [DBusArgument("label", .string), DBusArgument("guide", .string)]),
    ],
    properties: [
      DBusPropertyDescription("Category", .string), DBusPropertyDescription("Id", .string),
      DBusPropertyDescription("Title", .string), DBusPropertyDescription("Status", .string),
      DBusPropertyDescription("WindowId", .int32),
      DBusPropertyDescription("IconThemePath", .string),
      DBusPropertyDescription("IconName", .string), DBusPropertyDescription("IconPixmap", pixmaps),
      DBusPropertyDescription("OverlayIconName", .string),
      DBusPropertyDescription("OverlayIconPixmap", pixmaps),
      DBusPropertyDescription("AttentionIconName", .string),
      DBusPropertyDescription("AttentionIconPixmap", pixmaps),
      DBusPropertyDescription("AttentionMovieName", .string),
      DBusPropertyDescription(
        "ToolTip", .structure([.string, pixmaps, .string, .string])),
      DBusPropertyDescription("ItemIsMenu", .boolean),
      DBusPropertyDescription("Menu", .objectPath),
      DBusPropertyDescription("XAyatanaLabel", .string),
      DBusPropertyDescription("XAyatanaLabelGuide", .string),
      DBusPropertyDescription("XAyatanaOrderingIndex", .uint32),
    ])

  /// The type of one menu item with its children: `(ia{sv}av)`.
  static let layoutType = DBusType.structure([
    .int32, .dictionary(key: .string, value: .variant), .array(.variant),
  ])
  private static let itemProperties = DBusType.array(
    .structure([.int32, .dictionary(key: .string, value: .variant)]))

  /// `com.canonical.dbusmenu`, version 3.
  static let menuInterface = DBusInterfaceDescription(
    menu,
    methods: [
      DBusMethodDescription(
        "GetLayout",
        arguments: [
          DBusArgument("parentId", .int32), DBusArgument("recursionDepth", .int32),
          DBusArgument("propertyNames", .array(.string)),
        ],
        results: [DBusArgument("revision", .uint32), DBusArgument("layout", layoutType)]),
      DBusMethodDescription(
        "GetGroupProperties",
        arguments: [
          DBusArgument("ids", .array(.int32)), DBusArgument("propertyNames", .array(.string)),
        ],
        results: [DBusArgument("properties", itemProperties)]),
      DBusMethodDescription(
        "GetProperty", arguments: [DBusArgument("id", .int32), DBusArgument("name", .string)],
        results: [DBusArgument("value", .variant)]),
      DBusMethodDescription(
        "Event",
        arguments: [
          DBusArgument("id", .int32), DBusArgument("eventId", .string),
          DBusArgument("data", .variant), DBusArgument("timestamp", .uint32),
        ]),
      DBusMethodDescription(
        "EventGroup",
        arguments: [
          DBusArgument("events", .array(.structure([.int32, .string, .variant, .uint32])))
        ],
        results: [DBusArgument("idErrors", .array(.int32))]),
      DBusMethodDescription(
        "AboutToShow", arguments: [DBusArgument("id", .int32)],
        results: [DBusArgument("needUpdate", .boolean)]),
      DBusMethodDescription(
        "AboutToShowGroup", arguments: [DBusArgument("ids", .array(.int32))],
        results: [
          DBusArgument("updatesNeeded", .array(.int32)), DBusArgument("idErrors", .array(.int32)),
        ]),
    ],
    signals: [
      DBusSignalDescription(
        "ItemsPropertiesUpdated",
        arguments: [
          DBusArgument("updatedProps", itemProperties),
          DBusArgument("removedProps", .array(.structure([.int32, .array(.string)]))),
        ]),
      DBusSignalDescription(
        "LayoutUpdated",
        arguments: [DBusArgument("revision", .uint32), DBusArgument("parent", .int32)]),
      DBusSignalDescription(
        "ItemActivationRequested",
        arguments: [DBusArgument("id", .int32), DBusArgument("timestamp", .uint32)]),
    ],
    properties: [
      DBusPropertyDescription("Version", .uint32),
      DBusPropertyDescription("TextDirection", .string),
      DBusPropertyDescription("Status", .string),
      DBusPropertyDescription("IconThemePath", .array(.string)),
    ])
}

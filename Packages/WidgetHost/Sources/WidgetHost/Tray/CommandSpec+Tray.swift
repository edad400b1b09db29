import AppCommandLine
import Timelines

extension CommandSpec {
  /// `tray`: the widget as an item in the desktop's tray (StatusNotifierItem and dbusmenu).
  ///
  /// - Parameters:
  ///   - families: the families the app's widget comes in.
  ///   - configuration: the options that configure the app's widget, such as `--type`.
  public static func tray(families: [WidgetFamily], configuration: [OptionSpec] = [])
    -> CommandSpec
  {
    let names = families.map(\.argumentName).joined(separator: "|")
    return CommandSpec(
      "tray",
      summary: "Show the widget in the desktop's tray, with a menu of its lines and buttons.",
      options: [
        OptionKey.family.declared(names, help: "Which placed widget (default: medium).")
      ] + configuration,
      examples: ["tray", "tray --family large"],
      discussion: """
        Runs a StatusNotifierItem on the session bus (bus name
        org.kde.StatusNotifierItem-PID-1, object /StatusNotifierItem, menu /MenuBar over
        com.canonical.dbusmenu) and registers it with org.kde.StatusNotifierWatcher: KDE
        Plasma, XFCE, LXQt, MATE, Cinnamon, Budgie, waybar's and swaybar's trays and GNOME
        with the AppIndicator extension show it. With no tray host yet it says so once and
        waits for one (the bus's NameOwnerChanged, no polling); when the host restarts, it
        registers again. Its title, tooltip and label (XAyatanaLabel, shown beside the icon
        by GNOME's AppIndicator) are the widget's line and detail, every string from the
        network escaped; its status is NeedsAttention while the data is stale.

        A left click opens the entry's link (with xdg-open); a middle click presses the
        widget's button. The menu lists the entry's lines, the widget's buttons (each shown
        todo to toggle, another joke, the older or newer roll call; run as `open LINK` does,
        through the service when one is up), "Open widget" (a terminal with `widget --watch`,
        through xdg-terminal-exec, $TERMINAL or x-terminal-emulator), "Refresh now" (as
        `refresh --force`) and "Quit". Each change of the store is pushed within a second;
        idle, it never wakes. SIGTERM or SIGINT ends it with status 0 within a second. No
        session bus (DBUS_SESSION_BUS_ADDRESS unset or unreachable): exit 69.
        """)
  }
}

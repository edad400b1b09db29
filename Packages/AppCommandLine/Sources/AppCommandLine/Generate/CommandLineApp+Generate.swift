import Foundation

extension CommandLineApp {
  /// `APP generate completions SHELL | man | desktop-entry | systemd [--timer|--service]`.
  ///
  /// - Throws: ``CommandFailure`` (usage) naming the artefacts, shells or flags allowed.
  public func generate() throws {
    let what = try arguments.positional(0, named: "WHAT")
    let shell = arguments.positionals.count > 1 ? arguments.positionals[1] : nil
    guard what == "completions" || shell == nil else {
      throw CommandFailure.usage("only completions take a SHELL; usage: \(arguments.usageLine)")
    }
    switch what {
    case "completions":
      try printCompletions(shell: shell)
    case "man":
      console.write(manPage.render())
    case "desktop-entry":
      let path = try executable()
      guard DesktopEntry.canRun(path) else {
        throw CommandFailure.usage(
          "a desktop entry cannot run \(path): xdg-open runs the first word of Exec as it "
            + "stands, so its name may hold no space, quote, tab, line break, %, $, \\ or other "
            + "character the entry would quote; install the app elsewhere or pass --exec")
      }
      console.write(DesktopEntry.render(app: Self.name, summary: Self.summary, executable: path))
    case "systemd":
      guard !(arguments[.timer] && arguments[.serviceUnit]) else {
        throw CommandFailure.usage("--timer and --service exclude each other")
      }
      let refresher: SystemdUnits.Refresher = arguments[.serviceUnit] ? .daemon : .timer
      let path = try executable()
      guard SystemdUnits.canRun(path) else {
        throw CommandFailure.usage(
          "systemd cannot run \(path): its name holds a quote or a backslash; "
            + "install the app elsewhere or pass --exec")
      }
      let units = SystemdUnits.render(app: Self.name, executable: path, refresher: refresher)
      console.write(
        units.map { "# ~/.config/systemd/user/\($0.name)\n\($0.contents)" }
          .joined(separator: "\n"))
    default:
      throw CommandFailure.usage(
        "cannot generate '\(ParsedArguments.quoted(what))'; "
          + "use completions, man, desktop-entry or systemd")
    }
  }

  /// The executable the entry or units run: `--exec`, else this one, as an absolute path.
  ///
  /// - Throws: ``CommandFailure`` (usage) for a relative `--exec` or one with a control
  ///   character (a tab, a line break).
  func executable() throws -> String {
    if let path = try arguments[.exec] {
      let controls = path.unicodeScalars.contains {
        $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}"
      }
      guard path.hasPrefix("/"), !controls else {
        throw CommandFailure.usage(
          "--exec must be an absolute path without control characters (tab, line break)")
      }
      return path
    }
    guard let path = ProgramPath.command(for: Self.name) else {
      throw CommandFailure.usage(
        "cannot tell which path runs \(Self.name) by itself (this program holds several apps): "
          + "run it by its link, or pass --exec PATH")
    }
    return path
  }

  /// The man page, with the app's files and the status-bar recipes.
  var manPage: ManPage {
    let name = Self.name
    let files: [(path: String, help: String)] = [
      (
        "$XDG_STATE_HOME/\(name)/ (~/.local/state/\(name)/)",
        "Stored widget timelines, placed widgets (placed/) and refresher locks (locks/)."
      ),
      ("$XDG_CACHE_HOME/\(name)/ (~/.cache/\(name)/)", "The HTTP cache (http/)."),
      (
        "$XDG_RUNTIME_DIR/\(name)/refresh.sock",
        "The socket a running service answers refresh on (in the state folder when "
          + "\(environment.variablePrefix)_STATE_DIR is set or XDG_RUNTIME_DIR is not)."
      ),
    ]
    let recipes: [(title: String, lines: [String])] = [
      (
        "Keep the widgets fresh with a systemd timer:",
        [
          "\(name) generate systemd --timer", "systemctl --user enable --now \(name)-refresh.timer",
        ]
      ),
      ("A tmux status line:", ["set -g status-right '#(\(name) status --format tmux)'"]),
      (
        "A waybar module:",
        [
          "\"custom/\(name)\": {", "  \"exec\": \"\(name) status --format waybar --follow\",",
          "  \"return-type\": \"json\"", "}",
        ]
      ),
      ("i3bar or swaybar:", ["bar { status_command \(name) status --format i3bar --follow }"]),
    ]
    let date = ISO8601DateFormatter.string(
      from: Date(), timeZone: TimeZone(secondsFromGMT: 0) ?? .current,
      formatOptions: [.withFullDate])
    return ManPage(app: Self.spec, files: files, recipes: recipes, date: date)
  }
}

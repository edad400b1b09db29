import Foundation

/// The switches every app's shared commands read, each declared and read through its key.
extension OptionKey where Value == Bool {
  /// `--json`: print the command's result as JSON.
  public static let json = flag("json")
  /// `--no-cache`: ask the server, not the cache.
  public static let noCache = flag("no-cache")
  /// `--verbose`: say on stderr why the widget draws what it draws.
  public static let verbose = flag("verbose")
  /// `--no-color`: the same as `--color never`.
  public static let noColor = flag("no-color")
  /// `widget --watch`: keep the widget on screen.
  public static let watch = flag("watch")
  /// `widget --reload`: reload the timeline first.
  public static let reload = flag("reload")
  /// `widget --preview`: draw the placeholder.
  public static let preview = flag("preview")
  /// `widget --no-frame`: leave out the widget's frame.
  public static let noFrame = flag("no-frame")
  /// `status --follow`: keep printing.
  public static let follow = flag("follow")
  /// `status --click`: polybar's click action.
  public static let click = flag("click")
  /// `status --press`: press the widget's button (its primary intent) first.
  public static let press = flag("press")
  /// `refresh --force`: reload whatever the budget says.
  public static let force = flag("force")
  /// `refresh --if-due`: only what is due.
  public static let ifDue = flag("if-due")
  /// `refresh --notify` and `service --notify`: announce news.
  public static let notify = flag("notify")
  /// `widgets --remove-all`: forget every placed widget.
  public static let removeAll = flag("remove-all")
  /// `generate systemd --timer`.
  public static let timer = flag("timer")
  /// `generate systemd --service`.
  public static let serviceUnit = flag("service")
}

/// The options with a value every app's shared commands read.
extension OptionKey where Value == String? {
  /// `--base-url URL`: where the app's service lives.
  public static let baseURL = text("base-url")
  /// `--color WHEN`.
  public static let color = text("color")
  /// `refresh --kind KIND`.
  public static let kind = text("kind")
  /// `generate --exec PATH`.
  public static let exec = text("exec")
  /// `--family NAME`, as typed: an app checks it against the families its widget has.
  public static let family = text("family")
}

extension OptionKey where Value == [String] {
  /// `widgets --remove ID`: forget the placed widget with this id (repeatable).
  public static let remove = repeated("remove")
}

extension OptionKey where Value == Duration? {
  /// `--timeout SECONDS`: the deadline of the whole command, 0.1 to 600 s.
  public static let timeout = seconds("timeout", in: 0.1...600)
}

extension OptionKey where Value == Int? {
  /// `status --max-width N`, 8 to 1000 cells.
  public static let maxWidth = integer("max-width", in: 8...1000)
}

import Foundation

/// Reads i3bar's click events from stdin and opens the clicked block's deep link (button 1)
/// with `xdg-open`, as a click in a bar should: through the desktop's scheme handler, never
/// on the bar's own stdout.
///
/// The events arrive as an endless JSON array, one object per line (`[`, `{…}`, `,{…}`). Only
/// a link of the app's own scheme is opened, and `xdg-open` gets it as one argument, without
/// a shell.
enum BarClicks {
  /// One click, as i3bar and swaybar send it; other fields are ignored.
  struct Event: Decodable {
    let button: Int?
    let instance: String?
  }

  /// Starts reading stdin on a thread of its own; `note` reports what could not be opened.
  static func start(scheme: String, note: @escaping @Sendable (String) -> Void) {
    Thread.detachNewThread {
      while let line = readLine(strippingNewline: true) {
        guard let url = link(in: line, scheme: scheme) else { continue }
        open(url, note: note)
      }
    }
  }

  /// The link a click event line asks to open: a button-1 click on a block whose instance is
  /// a URL of `scheme`.
  static func link(in line: String, scheme: String) -> String? {
    let trimmed = line.drop { $0 == "," || $0 == "[" || $0 == " " }
    guard let data = trimmed.data(using: .utf8),
      let event = try? JSONDecoder().decode(Event.self, from: data), event.button == 1,
      let instance = event.instance, let url = URL(string: instance),
      url.scheme?.lowercased() == scheme.lowercased()
    else { return nil }
    return instance
  }

  private static func open(_ url: String, note: @escaping @Sendable (String) -> Void) {
    guard let opener = ExternalProgram.find("xdg-open") else {
      note("cannot open \(url): xdg-open is not installed")
      return
    }
    Thread.detachNewThread {
      if ExternalProgram.run(opener, [url])?.status != 0 {
        note("cannot open \(url): xdg-open failed")
      }
    }
  }
}

import AppCommandLine

extension StatusEncoder {
  /// The parameters on every `xbar` line that shows text: Argos reads text as Pango markup,
  /// with backslash escapes and `:emoji:` names, unless told not to.
  static let xbarTextParameters = "useMarkup=false unescape=false emojize=false"

  /// The `xbar` lines of one update: the text for the bar, then `---` and the dropdown: the
  /// app's detail items (else the tooltip's lines), each with `href=` its link; for stale or
  /// placeholder data, `color=` on the bar's line and a last line saying how old it is.
  func xbar(_ text: StatusText, _ status: StatusLine) -> [String] {
    let dim = Self.isDim(status.state) ? " color=\(StatusText.dimColor)" : ""
    var lines = [Self.xbarLine(text.full, url: nil, app: text.app, extra: dim), "---"]
    let width = max(maxWidth, 40)
    if status.details.isEmpty {
      for line in text.detailLines {
        let cut = StatusText.oneLine(line).truncated(toWidth: width)
        lines.append(Self.xbarLine(cut, url: text.url, app: text.app))
      }
    } else {
      for detail in status.details {
        let words = StatusText.oneLine(detail.text).truncated(toWidth: width)
        lines.append(
          Self.xbarLine(
            words.isEmpty ? StatusText.emptyMarker : words,
            url: StatusText.oneLine(detail.url ?? ""), app: text.app))
      }
    }
    if let age = text.ageLine {
      lines += ["---", Self.xbarLine(age, url: nil, app: text.app, extra: dim)]
    }
    return lines
  }

  /// One line: `title | href=URL useMarkup=false …`, the title escaped with
  /// ``BarEscaping/xbar(_:)`` and the link only when it is one of the app's own (`todos://`)
  /// or a web page, percent-encoded so that no space, quote or `|` is left in it.
  static func xbarLine(_ title: String, url: String?, app: String, extra: String = "") -> String {
    var parameters = xbarTextParameters + extra
    if let url, !url.isEmpty, isXbarLink(url, app: app) {
      parameters = "href=\(BarEscaping.percentEncoded(url)) " + parameters
    }
    return BarEscaping.xbar(title) + " | " + parameters
  }

  /// Whether `url` may be a dropdown item's `href`: the app's own scheme or `https`.
  static func isXbarLink(_ url: String, app: String) -> Bool {
    isOwnLink(url, app: app) || url.lowercased().hasPrefix("https://")
  }
}

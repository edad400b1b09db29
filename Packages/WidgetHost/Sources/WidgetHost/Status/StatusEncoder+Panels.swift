import AppCommandLine

extension StatusEncoder {
  /// The most tooltip lines `genmon` writes, each cut to ``panelLineWidth`` cells: genmon reads
  /// the whole output on the panel's main thread, so it stays small.
  static let panelTooltipLines = 12
  /// The widest a tooltip line of `genmon` is, in terminal cells.
  static let panelLineWidth = 80
  /// The most bytes of one value a panel gets (a line of genmon's, a tag's of yambar's): a
  /// width in cells does not bound bytes (combining marks take none), and yambar's reader
  /// keeps an update under a few KiB. A longer link is left out rather than cut.
  static let panelValueBytes = 240

  /// xfce4-genmon-plugin's tags: `<txt>` (Pango markup: the escaped text, dim for old data),
  /// `<tool>` (the escaped tooltip, bounded), `<bar>` when there is a share, and with `click`
  /// a `<txtclick>` that opens the entry's link (one of the app's own scheme) with `xdg-open`.
  ///
  /// genmon finds each tag as a substring, the first one winning, so every `<` from the network
  /// is an entity: no text can close a tag or add a `<txtclick>` command. The command is run
  /// without a shell (GLib's argument parser): the link is single-quoted and percent-encoded,
  /// with no quote, space or `<` left in it.
  func genmon(_ text: StatusText, _ status: StatusLine) -> String {
    let escaped = BarEscaping.pango(Self.bounded(text.full))
    let shown =
      Self.isDim(status.state)
      ? "<span foreground=\"\(StatusText.dimColor)\">\(escaped)</span>" : escaped
    var tooltip = text.detailLines.prefix(Self.panelTooltipLines).map {
      Self.bounded(StatusText.oneLine($0).truncated(toWidth: Self.panelLineWidth))
    }
    if text.detailLines.count > Self.panelTooltipLines { tooltip.append("…") }
    if let age = text.ageLine { tooltip.append(age) }
    var output =
      "<txt>\(shown)</txt><tool>\(BarEscaping.pango(tooltip.joined(separator: "\n")))</tool>"
    if let percentage = status.percentage {
      output += "<bar>\(min(100, max(0, percentage)))</bar>"
    }
    if click, let url = text.url, Self.isOwnLink(url, app: text.app),
      BarEscaping.percentEncoded(url).utf8.count <= Self.panelValueBytes
    {
      output += "<txtclick>xdg-open '\(BarEscaping.percentEncoded(url))'</txtclick>"
    }
    return output
  }

  /// yambar's script module: one `name|type|value` line per tag, then a blank line that ends
  /// the update. The tags are the same in every update (yambar declares them once): `app`,
  /// `text`, `tooltip` (its first line), `url` (empty when none, or too long), `state` (fresh,
  /// stale or placeholder), `stale` (a bool, for `map` conditions: true for old data and for
  /// the placeholder, which the other formats draw dim too), `percentage` (`range:0-100`, 0
  /// when none) and `has-percentage`. Values are sanitised onto one line and bounded in
  /// bytes (``panelValueBytes``), so an update stays under 1 KiB.
  func yambar(_ text: StatusText, _ status: StatusLine) -> String {
    let first = text.detailLines.first.map {
      StatusText.oneLine($0).truncated(toWidth: Self.panelLineWidth)
    }
    let url = text.url.flatMap { $0.utf8.count <= Self.panelValueBytes ? $0 : nil }
    let tags = [
      "app|string|\(Self.bounded(text.app))",
      "text|string|\(Self.bounded(text.full))",
      "tooltip|string|\(Self.bounded(first ?? text.full))",
      "url|string|\(url ?? "")",
      "state|string|\(status.state.rawValue)",
      "stale|bool|\(Self.isDim(status.state))",
      "percentage|range:0-100|\(min(100, max(0, status.percentage ?? 0)))",
      "has-percentage|bool|\(status.percentage != nil)",
    ]
    return tags.joined(separator: "\n") + "\n"
  }

  /// `value` cut to at most ``panelValueBytes`` UTF-8 bytes, between characters, with `…`
  /// when it was cut.
  static func bounded(_ value: String) -> String {
    guard value.utf8.count > panelValueBytes else { return value }
    var kept = ""
    var bytes = 3  // the ellipsis
    for character in value {
      bytes += character.utf8.count
      guard bytes <= panelValueBytes else { break }
      kept.append(character)
    }
    return kept + "…"
  }
}

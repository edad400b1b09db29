import AppCommandLine

extension StatusEncoder {
  /// The most tooltip lines `genmon` writes, each cut to ``panelLineWidth`` cells: genmon reads
  /// the whole output on the panel's main thread, so it stays small.
  static let panelTooltipLines = 12
  /// The widest a tooltip line of `genmon` is, in terminal cells.
  static let panelLineWidth = 80

  /// xfce4-genmon-plugin's tags: `<txt>` (Pango markup: the escaped text, dim for old data),
  /// `<tool>` (the escaped tooltip, bounded), `<bar>` when there is a share, and with `click`
  /// a `<txtclick>` that opens the entry's link (one of the app's own scheme) with `xdg-open`.
  ///
  /// genmon finds each tag as a substring, the first one winning, so every `<` from the network
  /// is an entity: no text can close a tag or add a `<txtclick>` command. The command is run
  /// without a shell (GLib's argument parser): the link is single-quoted and percent-encoded,
  /// with no quote, space or `<` left in it.
  func genmon(_ text: StatusText, _ status: StatusLine) -> String {
    let escaped = BarEscaping.pango(text.full)
    let shown =
      Self.isDim(status.state)
      ? "<span foreground=\"\(StatusText.dimColor)\">\(escaped)</span>" : escaped
    var tooltip = text.detailLines.prefix(Self.panelTooltipLines).map {
      StatusText.oneLine($0).truncated(toWidth: Self.panelLineWidth)
    }
    if text.detailLines.count > Self.panelTooltipLines { tooltip.append("…") }
    if let age = text.ageLine { tooltip.append(age) }
    var output =
      "<txt>\(shown)</txt><tool>\(BarEscaping.pango(tooltip.joined(separator: "\n")))</tool>"
    if let percentage = status.percentage {
      output += "<bar>\(min(100, max(0, percentage)))</bar>"
    }
    let scheme = BarEscaping.identifier(text.app).lowercased()
    if click, !scheme.isEmpty, let url = text.url, url.lowercased().hasPrefix(scheme + "://") {
      output += "<txtclick>xdg-open '\(BarEscaping.percentEncoded(url))'</txtclick>"
    }
    return output
  }

  /// yambar's script module: one `name|type|value` line per tag, then a blank line that ends
  /// the update. The tags are the same in every update (yambar declares them once): `app`,
  /// `text`, `tooltip` (its first line), `url` (empty when none), `state` (fresh, stale or
  /// placeholder), `stale` (a bool, for `map` conditions), `percentage` (`range:0-100`, 0
  /// when none) and `has-percentage`. Values are sanitised onto one line.
  func yambar(_ text: StatusText, _ status: StatusLine) -> String {
    let state =
      switch status.state {
      case .fresh: "fresh"
      case .stale: "stale"
      case .placeholder: "placeholder"
      }
    let first = text.detailLines.first.map {
      StatusText.oneLine($0).truncated(toWidth: Self.panelLineWidth)
    }
    let tags = [
      "app|string|\(text.app)",
      "text|string|\(text.full)",
      "tooltip|string|\(first ?? text.full)",
      "url|string|\(text.url ?? "")",
      "state|string|\(state)",
      "stale|bool|\(Self.isDim(status.state))",
      "percentage|range:0-100|\(min(100, max(0, status.percentage ?? 0)))",
      "has-percentage|bool|\(status.percentage != nil)",
    ]
    return tags.joined(separator: "\n") + "\n"
  }
}

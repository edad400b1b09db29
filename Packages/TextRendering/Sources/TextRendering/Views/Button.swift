import Foundation

/// WidgetKit's `Button(intent:)`: a label whose cells run an intent when pressed. The intent is
/// given as its deep link (`todos://intent/toggle?id=7`, built from the app's declaration), so
/// it works wherever a link does: an OSC 8 terminal or the desktop entry opens it with
/// `APP open`, and `widget --watch` runs it for a mouse click on its cells or its key
/// (``ButtonRegions`` finds them in a drawn frame).
///
/// ```swift
/// Button(intent: "todos://intent/toggle?id=7") {
///   Image(systemName: todo.completed ? "checkmark.circle" : "circle")
/// }
/// ```
///
/// A link that ``LinkValidator`` refuses, or a canvas without link regions (the small family),
/// leaves the label alone, as a plain view. A widget holds a handful of buttons at most; the
/// layout places them like any view.
public struct Button: View, PrimitiveView, Sendable {
  let node: ViewNode

  /// A button that runs the intent at `link`, drawn as `label`.
  public init(intent link: String, @ViewBuilder label: () -> AnyView) {
    let content = label().node
    if let target = LinkValidator.validatedTarget(link) {
      node = .link(target, content)
    } else {
      node = content
    }
  }

  /// A button titled `title`: drawn as `[title]` on a terminal, and in a picture as its title
  /// on one line in iOS's tint colour.
  public init(_ title: String, intent link: String) {
    self.init(intent: link) {
      SurfaceSwitch {
        Text("[\(title)]")
      } picture: {
        Text(title).lineLimit(1).foregroundColor(Color(hex: 0x007AFF))
      }
    }
  }

  /// Never read: a button is a primitive view.
  public var body: EmptyView { return EmptyView() }
}

/// Where a drawn frame's buttons (and links) are: the cells of each link target, found in what
/// ``ANSIWriter`` wrote (its OSC 8 sequences), so a terminal's mouse click at a cell can be
/// turned back into the intent it runs.
public struct ButtonRegions: Sendable, Hashable {
  /// One run of cells on one row that carries a link.
  public struct Region: Sendable, Hashable {
    /// The row, from 0 at the top of the frame.
    public var row: Int
    /// The columns, from 0 at the left.
    public var columns: Range<Int>
    /// The link's target.
    public var target: String
  }

  /// Every region, top to bottom, left to right.
  public let regions: [Region]

  /// The regions of `frame`, a string of rows written by ``ANSIWriter`` (OSC 8 links, SGR
  /// styles); other escape sequences are skipped without taking cells.
  public init(frame: String) {
    var regions: [Region] = []
    for (row, line) in frame.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var column = 0
      var open: (start: Int, target: String)?
      var scalars = Substring(line).unicodeScalars[...]
      func close() {
        if let current = open, column > current.start {
          regions.append(Region(row: row, columns: current.start..<column, target: current.target))
        }
        open = nil
      }
      var pending = ""
      func flushText() {
        column += pending.terminalWidth
        pending = ""
      }
      while let scalar = scalars.first {
        if scalar == "\u{1B}" {
          flushText()
          scalars = scalars.dropFirst()
          guard let kind = scalars.first else { break }
          scalars = scalars.dropFirst()
          if kind == "]" {
            // OSC … ST (ESC \) or BEL.
            var body = ""
            while let next = scalars.first {
              scalars = scalars.dropFirst()
              if next == "\u{07}" { break }
              if next == "\u{1B}" {
                if scalars.first == "\\" { scalars = scalars.dropFirst() }
                break
              }
              body.unicodeScalars.append(next)
            }
            if body.hasPrefix("8;") {
              let parts = body.split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false)
              let target = parts.count == 3 ? String(parts[2]) : ""
              close()
              if !target.isEmpty { open = (column, target) }
            }
          } else if kind == "[" {
            while let next = scalars.first {
              scalars = scalars.dropFirst()
              if (0x40...0x7E).contains(next.value) { break }
            }
          }
          continue
        }
        pending.unicodeScalars.append(scalar)
        scalars = scalars.dropFirst()
      }
      flushText()
      close()
    }
    self.regions = regions
  }

  /// The target of the link at `column`, `row` (from 0), if any.
  public func target(atColumn column: Int, row: Int) -> String? {
    regions.first { $0.row == row && $0.columns.contains(column) }?.target
  }

  /// The distinct targets, in reading order, that `accept` accepts (an app's intent links).
  public func targets(where accept: (String) -> Bool) -> [String] {
    var seen: Set<String> = []
    return regions.map(\.target).filter { accept($0) && seen.insert($0).inserted }
  }
}

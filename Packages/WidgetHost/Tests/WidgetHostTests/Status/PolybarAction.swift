/// A Polybar line read the way Polybar's tag parser reads it: `%{A1:command:}label%{A}`, the
/// command's `\:` unescaped. `nil` unless the line is exactly one action around plain text.
struct PolybarAction {
  var command: String
  var label: String

  init?(_ line: String) {
    var rest = line.unicodeScalars[...]
    guard rest.starts(with: "%{A1:".unicodeScalars) else { return nil }
    rest = rest.dropFirst(5)
    var command = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    while let scalar = rest.popFirst() {
      if scalar == ":" {
        if previous == "\\" {
          command.removeLast()
          command.append(scalar)
        } else {
          break
        }
      } else {
        command.append(scalar)
      }
      previous = scalar
    }
    guard rest.popFirst() == "}", rest.count >= 4 else { return nil }
    let label = rest.dropLast(4)
    guard String(String.UnicodeScalarView(rest.suffix(4))) == "%{A}" else { return nil }
    guard !Self.opensTag(label) else { return nil }
    self.command = String(command)
    self.label = String(String.UnicodeScalarView(label))
  }

  /// Whether Polybar would start a tag anywhere in `text`: a `%` right before a `{`.
  static func opensTag(_ text: Substring.UnicodeScalarView) -> Bool {
    zip(text, text.dropFirst()).contains { $0 == "%" && $1 == "{" }
  }
}

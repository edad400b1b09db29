#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Decides how to write for the terminal at hand, as a pure function of the `--color` choice,
/// the environment and whether stdout is a TTY. The first rule that applies wins:
///
/// 1. `--color=never` → plain text; `--color=always` → ANSI, at the depth rule 6 finds
///    (at least 16 colours).
/// 2. `NO_COLOR` set and not empty → no colour: ANSI without colours on a TTY, else plain.
/// 3. `FORCE_COLOR` set → `0` or `false`: plain; `1`: 16 colours; `2`: 256; `3`: 24-bit;
///    anything else (including empty): the depth rule 6 finds.
/// 4. `TERM=dumb` → plain.
/// 5. stdout is not a TTY → plain.
/// 6. Depth: `COLORTERM` of `truecolor` or `24bit` → 24-bit; a `TERM` containing
///    `256color` → 256 colours; otherwise 16 colours.
public enum TerminalCapabilities {
  /// The output style for `choice` in `environment` with stdout a TTY or not.
  public static func resolve(
    choice: ColorChoice, environment: [String: String], isTTY: Bool
  ) -> OutputStyle {
    switch choice {
    case .never: return .plain
    case .always: return .ansi(detectedDepth(environment))
    case .auto: break
    }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
      return isTTY ? .ansi(.none) : .plain
    }
    if let force = environment["FORCE_COLOR"] {
      switch force.lowercased() {
      case "0", "false": return .plain
      case "1": return .ansi(.ansi16)
      case "2": return .ansi(.ansi256)
      case "3": return .ansi(.trueColor)
      default: return .ansi(detectedDepth(environment))
      }
    }
    if environment["TERM"] == "dumb" { return .plain }
    guard isTTY else { return .plain }
    return .ansi(detectedDepth(environment))
  }

  /// ``resolve(choice:environment:isTTY:)`` for this process: its environment and whether its
  /// standard output is a terminal.
  public static func current(choice: ColorChoice, environment: [String: String]) -> OutputStyle {
    resolve(choice: choice, environment: environment, isTTY: isatty(STDOUT_FILENO) == 1)
  }

  /// The colour depth the environment advertises.
  static func detectedDepth(_ environment: [String: String]) -> ColorDepth {
    let colorTerm = environment["COLORTERM"]?.lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    if environment["TERM"]?.contains("256color") == true { return .ansi256 }
    return .ansi16
  }
}

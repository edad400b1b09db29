import Escaping
import Foundation

/// An app's manual page in man(7) format, section 1 (`APP generate man`), written from the same
/// ``AppSpec`` as `--help`: every command with its usage, arguments and options, the global
/// options, the environment, the files, every exit status and the examples.
public struct ManPage: Sendable {
  /// The app described.
  public var app: AppSpec
  /// The files the app keeps, with what each holds: `~/.local/state/todos` …
  public var files: [(path: String, help: String)]
  /// Further examples for the EXAMPLES section, each a title and the lines to type.
  public var recipes: [(title: String, lines: [String])]
  /// The date shown in the footer (`2026-11-23`).
  public var date: String

  /// Creates the page of `app`.
  public init(
    app: AppSpec, files: [(path: String, help: String)],
    recipes: [(title: String, lines: [String])] = [], date: String
  ) {
    self.app = app
    self.files = files
    self.recipes = recipes
    self.date = date
  }

  /// The page, ready for `man -l` or `groff -man`.
  public func render() -> String {
    let help = HelpFormatter(app: app)
    let name = app.name.uppercased()
    var lines = [
      ".TH \(Self.escaped(name)) 1 \(Self.quoted(date)) \(Self.quoted("\(app.name) \(app.version)"))"
        + " \(Self.quoted("User Commands"))",
      ".SH NAME", "\(Self.escaped(app.name)) \\- \(Self.escaped(app.summary))",
      ".SH SYNOPSIS", ".B \(Self.escaped(app.name))", "[\\fIglobal options\\fR]",
      "\\fIcommand\\fR [\\fIoptions\\fR] [\\fIarguments\\fR]",
      ".SH DESCRIPTION",
      Self.escaped(
        "\(app.name) is \(app.summary). Every command prints its result on standard output and "
          + "one line on standard error when it fails; `\(app.name) COMMAND --help` describes a "
          + "command."),
      ".SH COMMANDS",
    ]
    for command in HelpFormatter.listedCommands(of: app) {
      lines += [
        ".TP", "\\fB\(Self.escaped(help.usageLine(command)))\\fR", Self.escaped(command.summary),
      ]
      if let discussion = command.discussion {
        lines += [".RS", Self.escaped(Self.paragraph(discussion)), ".RE"]
      }
      for argument in command.arguments {
        lines += [
          ".RS", ".TP", "\\fI\(Self.escaped(argument.name))\\fR", Self.escaped(argument.help),
          ".RE",
        ]
      }
      for option in command.options {
        lines += [".RS"] + Self.option(option) + [".RE"]
      }
    }
    lines.append(".SH OPTIONS")
    for option in app.globalOptions + HelpFormatter.appBuiltIns { lines += Self.option(option) }
    if !app.environment.isEmpty {
      lines.append(".SH ENVIRONMENT")
      for variable in app.environment {
        lines += [".TP", "\\fB\(Self.escaped(variable.name))\\fR", Self.escaped(variable.help)]
      }
    }
    if !files.isEmpty {
      lines.append(".SH FILES")
      for file in files {
        lines += [".TP", "\\fI\(Self.escaped(file.path))\\fR", Self.escaped(file.help)]
      }
    }
    lines.append(".SH \"EXIT STATUS\"")
    for row in ExitCode.helpSection.split(separator: "\n").dropFirst() {
      let parts = row.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
      guard parts.count == 2 else { continue }
      lines += [
        ".TP", "\\fB\(parts[0])\\fR", Self.escaped(parts[1].trimmingCharacters(in: .whitespaces)),
      ]
    }
    lines.append(".SH EXAMPLES")
    for example in app.examples {
      lines += [".TP", ".B \(Self.escaped("\(app.name) \(example)"))"]
    }
    for recipe in recipes {
      lines += [".PP", Self.escaped(recipe.title), ".PP", ".nf", ".RS"]
      lines += recipe.lines.map { "\\&" + Self.escaped($0) }
      lines += [".RE", ".fi"]
    }
    lines += [
      ".SH \"SEE ALSO\"",
      "\\fBsystemd.timer\\fR(5), \\fBxdg\\-open\\fR(1), \\fBtmux\\fR(1), \\fBwaybar\\fR(5), "
        + "\\fBi3bar\\fR(1), \\fBpolybar\\fR(1)",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// An option as a tagged paragraph: its synopsis in bold, its help.
  static func option(_ option: OptionSpec) -> [String] {
    let short = option.short.map { "\\fB\\-\($0)\\fR, " } ?? ""
    let synopsis: String
    switch option.kind {
    case .flag:
      synopsis = "\\fB\\-\\-\(escaped(option.name))\\fR"
    case .value(let placeholder), .repeatedValue(let placeholder):
      synopsis = "\\fB\\-\\-\(escaped(option.name))\\fR \\fI\(escaped(placeholder))\\fR"
    }
    return [".TP", short + synopsis, escaped(option.help)]
  }

  /// `text` safe as roff text on one line: a backslash is `\e`, a leading `.` or `'` cannot
  /// start a request, hyphens are real minus signs where options are written, controls are
  /// dropped, and other characters than ASCII are `\[uXXXX]`.
  static func escaped(_ text: String) -> String {
    let flat = ScalarEscaping.escaped(paragraph(text)) { scalar in
      switch scalar {
      case "\\": return "\\e"
      case "-": return "\\-"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: return ""
      case _ where !scalar.isASCII:
        // Non-ASCII as a groff escape, so the page reads the same without preconv.
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      default: return nil
      }
    }
    return flat.hasPrefix(".") || flat.hasPrefix("'") ? "\\&" + flat : flat
  }

  /// A macro argument in double quotes.
  static func quoted(_ text: String) -> String {
    "\"" + escaped(text).replacingOccurrences(of: "\"", with: "\\(dq") + "\""
  }

  /// Lines joined into one paragraph.
  static func paragraph(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
  }
}

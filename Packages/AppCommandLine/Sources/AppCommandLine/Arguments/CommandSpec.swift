/// One subcommand of an app, such as `todos list`, with what its help text says.
public struct CommandSpec: Sendable {
  /// A positional argument such as `ID` or `URL`.
  public struct Argument: Sendable, Hashable {
    /// The placeholder shown in usage lines: `ID`.
    public var name: String
    /// What the argument is, for the help text.
    public var help: String
    /// Whether it may be left out (only after every required argument).
    public var isOptional: Bool
    /// The values shell completions offer for it (`generate`'s `WHAT`: `completions`, `man`…);
    /// empty for an argument that takes any value, such as `ID`.
    public var values: [String]

    /// Declares a positional argument, required unless `optional`, whose completions offer
    /// `values`.
    public init(_ name: String, help: String, optional: Bool = false, values: [String] = []) {
      self.name = name
      self.help = help
      self.isOptional = optional
      self.values = values
    }
  }

  /// The word that selects the command: `list`.
  public var name: String
  /// One line that says what the command does.
  public var summary: String
  /// Required positional arguments, in order.
  public var arguments: [Argument]
  /// The command's own options (global options are added by the app).
  public var options: [OptionSpec]
  /// Example invocations, without the app name: `list --user 1 --status open`.
  public var examples: [String]
  /// Extra paragraphs for the help text, if any.
  public var discussion: String?

  /// Declares a command.
  public init(
    _ name: String,
    summary: String,
    arguments: [Argument] = [],
    options: [OptionSpec] = [],
    examples: [String] = [],
    discussion: String? = nil
  ) {
    self.name = name
    self.summary = summary
    self.arguments = arguments
    self.options = options
    self.examples = examples
    self.discussion = discussion
  }
}

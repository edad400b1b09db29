/// Writes an app's fish completion: `complete -c <app>` lines, and a function that reads the
/// command line as ``CommandLineParser`` does, so a global option's value before the command
/// is not taken for the command (fish's `__fish_use_subcommand` would take it).
struct FishCompletionScript {
  var model: CompletionModel

  func render() -> String {
    let prefix = "__\(model.identifier)"
    let name = CompletionModel.oneLine(model.appName)
    let complete = "complete -c \(ShellQuote.fish(model.appName))"
    let atTop = ShellQuote.fish("not \(prefix)_position")
    var lines = ["\(complete) -f"]
    lines += model.everywhere.map { optionLine($0, "") }
    lines += model.topLevelOnly.map { optionLine($0, " -n \(atTop)") }
    lines += model.commands.map { command in
      "\(complete) -n \(atTop) -a \(ShellQuote.fish(ShellQuote.fish(command.name)))"
        + " -d \(ShellQuote.fish(command.summary))"
    }
    for command in model.commands {
      let condition = ShellQuote.fish("\(prefix)_command_is \(ShellQuote.fish(command.name))")
      lines += command.ownOptions.map { optionLine($0, " -n \(condition)") }
      for (index, values) in command.argumentValues.enumerated() {
        let offered = index == 0 && !command.deepLinks.isEmpty ? command.deepLinks : values
        guard !offered.isEmpty else { continue }
        let argument = ShellQuote.fish(
          "\(prefix)_argument_is \(ShellQuote.fish(command.name)) \(index)")
        lines.append("\(complete) -n \(argument) -a \(candidates(offered))")
      }
    }
    return """
      # fish completion for \(name), written from the description that also writes its help.
      # Install it as ~/.config/fish/completions/\(name).fish.

      \(positionFunction(prefix))

      function \(prefix)_command_is --description 'Whether the line being completed runs this command'
          set -l position (\(prefix)_position); or return 1
          test "$position[1]" = "$argv[1]"
      end

      function \(prefix)_argument_is --description 'Whether this argument of this command is being completed'
          set -l position (\(prefix)_position); or return 1
          test "$position[1]" = "$argv[1]" -a "$position[2]" = "$argv[2]"
      end

      \(lines.joined(separator: "\n"))

      """
  }

  /// A function that prints the command of the line being completed and how many arguments
  /// follow it, or fails before the command; global options' values are skipped.
  private func positionFunction(_ prefix: String) -> String {
    let cases = model.commands.enumerated().map { index, command in
      let keyword = index == 0 ? "if" : "else if"
      return """
                    \(keyword) test "$command" = \(ShellQuote.fish(command.name))
                        set takes_value \(valueSpellings(command.options))
        """
    }
    let chooseCommand =
      cases.isEmpty ? "" : cases.joined(separator: "\n") + "\n            end"
    return """
      function \(prefix)_position --description 'Print the command being completed and its argument count'
          set -l words (commandline -opc)
          set -e words[1]
          set -l takes_value \(valueSpellings(model.globalOptions))
          set -l command
          set -l arguments 0
          set -l skip 0
          set -l ended 0
          for word in $words
              if test $skip = 1
                  set skip 0
              else if test $ended = 0 -a "x$word" = x--
                  set ended 1
              else if test $ended = 0; and string match -q -- '-?*' "$word"
                  if not string match -q -- '--*=*' "$word"; and contains -- "$word" $takes_value
                      set skip 1
                  end
              else if test -z "$command"
                  set command "$word"
      \(chooseCommand)
              else
                  set arguments (math $arguments + 1)
              end
          end
          test -n "$command"; or return 1
          printf '%s\\n' "$command" $arguments
      end
      """
  }

  /// `complete` for one option: its spellings, what its value takes, its help.
  private func optionLine(_ option: OptionSpec, _ condition: String) -> String {
    var line = "complete -c \(ShellQuote.fish(model.appName))\(condition)"
    if let short = option.short { line += " -s \(ShellQuote.fish(String(short)))" }
    line += " -l \(ShellQuote.fish(option.name))"
    if option.completesPaths {
      line += " -r -F"
    } else if option.takesValue {
      line += " -x"
      if !option.values.isEmpty { line += " -a \(candidates(option.values))" }
    }
    return line + " -d \(ShellQuote.fish(CompletionModel.oneLine(option.help)))"
  }

  /// The argument of `-a`, which fish expands when it completes: each word quoted and
  /// followed by a tab (an empty description of its own, so fish does not repeat the option's
  /// description for every value), then the list quoted again.
  private func candidates(_ words: [String]) -> String {
    ShellQuote.fish(words.map { ShellQuote.fish($0) + #"\t"# }.joined(separator: " "))
  }

  /// The spellings of the options that take a value, quoted: `'--limit' '-n'`.
  private func valueSpellings(_ options: [OptionSpec]) -> String {
    options.filter(\.takesValue).flatMap(\.spellings).map(ShellQuote.fish)
      .joined(separator: " ")
  }
}

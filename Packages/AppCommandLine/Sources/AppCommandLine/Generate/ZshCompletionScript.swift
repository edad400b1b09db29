import Escaping

/// Writes an app's zsh completion: a `#compdef` file that defines `_<app>` with `_arguments`
/// and `_describe`, for a folder in `fpath` (or to be sourced after `compinit`).
///
/// The global options are offered before the command and after it, as the parser takes them
/// there; `--name=` specs accept `--name value` and `--name=value`, as the parser does.
struct ZshCompletionScript {
  var model: CompletionModel

  func render() -> String {
    let function = "_\(model.identifier)"
    let name = CompletionModel.oneLine(model.appName)
    var arrays = ValueArrays()
    let globals = specs(model.everywhere, arrays: &arrays)
    let top = specs(model.topLevelOnly, arrays: &arrays)
    let cases = model.commands.map { commandCase($0, arrays: &arrays) }
    let commands = model.commands.map { command in
      ShellQuote.posix(escaped(command.name, ":\\") + ":" + escaped(command.summary, "\\"))
    }
    return """
      #compdef \(name)
      # zsh completion for \(name), written from the description that also writes its help.
      # Install it as \(function) in a folder of $fpath before compinit runs, or source it after.

      \(function)() {
        local curcontext=$curcontext state state_descr line ret=1
        typeset -A opt_args
        local -a globals commands deep_links\(arrays.names.map { " " + $0 }.joined())
      \(arrays.assignments.map { "  " + $0 }.joined(separator: "\n"))
        deep_links=(\(model.deepLinkPrefixes.map(ShellQuote.posix).joined(separator: " ")))
        globals=(
      \(globals.map { "    " + $0 }.joined(separator: "\n"))
        )
        commands=(
      \(commands.map { "    " + $0 }.joined(separator: "\n"))
        )
        _arguments -C -S \\
          "${globals[@]}" \\
      \(top.map { "    " + $0 + " \\" }.joined(separator: "\n"))
          ': :->command' \\
          '*:: :->argument' && ret=0
        case $state in
          (command)
            _describe -t commands \(ShellQuote.posix(name + " command")) commands && ret=0
            ;;
          (argument)
            curcontext=${curcontext%:*:*}:\(model.identifier)-$words[1]:
            case $words[1] in
      \(cases.joined(separator: "\n"))
            esac
            ;;
        esac
        return ret
      }

      if [[ ${funcstack[1]-} == \(function) ]]; then
        \(function) "$@"
      else
        compdef \(function) \(ShellQuote.posix(model.appName))
      fi

      """
  }

  /// `('list') _arguments ... ;;`: the command's options (global ones included) and arguments.
  private func commandCase(_ command: CompletionModel.Command, arrays: inout ValueArrays)
    -> String
  {
    let options = specs(command.ownOptions, arrays: &arrays)
    let words = [#""${globals[@]}""#] + options + commandArguments(command, arrays: &arrays)
    let lines = ["_arguments -S \\"] + words.map { "  " + $0 + " \\" } + ["  && ret=0"]
    return """
              (\(ShellQuote.posix(command.name)))
      \(lines.map { "          " + $0 }.joined(separator: "\n"))
                ;;
      """
  }

  /// The command's positional arguments: deep links for `open`, the values an argument lists
  /// (from an array), a message for the others.
  private func commandArguments(
    _ command: CompletionModel.Command, arrays: inout ValueArrays
  ) -> [String] {
    command.arguments.enumerated().map { index, argument in
      let message = escaped(CompletionModel.oneLine(argument), ":\\")
      let values = index < command.argumentValues.count ? command.argumentValues[index] : []
      let action =
        if index == 0 && !command.deepLinks.isEmpty {
          "{compadd -S \"\" -a deep_links}"
        } else if !values.isEmpty {
          "{compadd -a \(arrays.add(values))}"
        } else {
          " "
        }
      return ShellQuote.posix(":\(message):\(action)")
    }
  }

  /// The `_arguments` specs of options, each one quoted word: `'--limit=[At most N.]:N: '`.
  private func specs(_ options: [OptionSpec], arrays: inout ValueArrays) -> [String] {
    options.flatMap { option in
      let exclusions =
        option.spellings.count > 1 ? "(\(option.spellings.joined(separator: " ")))" : ""
      let repeats = if case .repeatedValue = option.kind { "*" } else { "" }
      let help = "[" + escaped(CompletionModel.oneLine(option.help), "[]\\") + "]"
      return option.spellings.map { spelling in
        var spec = (repeats.isEmpty ? exclusions : repeats) + spelling
        if option.takesValue {
          let message = escaped(CompletionModel.oneLine(option.placeholder ?? ""), ":\\")
          spec += (spelling.hasPrefix("--") ? "=" : "") + help + ":" + message + ":"
          spec += action(for: option, arrays: &arrays)
        } else {
          spec += help
        }
        return ShellQuote.posix(spec)
      }
    }
  }

  /// What completes an option's value: files, its values (from an array), or nothing.
  private func action(for option: OptionSpec, arrays: inout ValueArrays) -> String {
    if option.completesPaths { return "_files" }
    guard !option.values.isEmpty else { return " " }
    return "{compadd -a \(arrays.add(option.values))}"
  }

  /// Each of `characters` in `text` with a backslash before it (found by Unicode scalar: zsh
  /// reads bytes, so a combining mark after one must not hide it).
  private func escaped(_ text: String, _ characters: String) -> String {
    ScalarEscaping.escaped(text) { scalar in
      characters.unicodeScalars.contains(scalar) ? "\\" + String(scalar) : nil
    }
  }
}

extension ZshCompletionScript {
  /// The arrays of option values the script declares, so that no value is ever parsed as part
  /// of an `_arguments` spec: `values_1=('auto' 'always' 'never')`.
  struct ValueArrays {
    var names: [String] = []
    var lists: [[String]] = []
    var assignments: [String] = []

    /// Declares an array of these values, unless one has them, and returns its name.
    mutating func add(_ values: [String]) -> String {
      if let index = lists.firstIndex(of: values) { return names[index] }
      lists.append(values)
      let name = "values_\(names.count + 1)"
      names.append(name)
      assignments.append("\(name)=(\(values.map(ShellQuote.posix).joined(separator: " ")))")
      return name
    }
  }
}

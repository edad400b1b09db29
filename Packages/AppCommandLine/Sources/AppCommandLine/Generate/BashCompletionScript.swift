/// Writes an app's bash completion: one function, `_<app>`, registered with `complete -F`.
///
/// It reads the line the way ``CommandLineParser`` does: global options (and their values)
/// before the command, the command, then its options, global options and arguments in any
/// order, `--name value` or `--name=value`, and `--` ending the options.
struct BashCompletionScript {
  var model: CompletionModel

  func render() -> String {
    let function = "_\(model.identifier)"
    let name = CompletionModel.oneLine(model.appName)
    return """
      # bash completion for \(name), written from the description that also writes its help.
      # Load it with `source`, or install it as ~/.local/share/bash-completion/completions/\(name).

      \(function)() {
        local -a words=() candidates=() options=()
        local cword=0 i word rest=${COMP_LINE-} trimmed
        # bash splits `--name=value` and `scheme://` at = and :; put such words back together.
        for ((i = 0; i < ${#COMP_WORDS[@]}; i++)); do
          word=${COMP_WORDS[i]}
          trimmed=${rest#"${rest%%[![:space:]]*}"}
          if ((i > 0 && ${#trimmed} == ${#rest})) &&
            [[ $word == [:=]* || ${words[${#words[@]}-1]} == *[:=] ]]; then
            words[${#words[@]}-1]+=$word
          else
            words+=("$word")
          fi
          rest=${trimmed#"$word"}
          ((i == COMP_CWORD)) && cword=$((${#words[@]} - 1))
        done

        local cur=${words[cword]} command= ended=0 skip=0 arguments=0 option= head=
        local takes_value=\(ShellQuote.posix(valueSpellings(model.globalOptions)))
        options=(\(words(model.topLevelOptions.flatMap(\.spellings))))
        for ((i = 1; i < cword; i++)); do
          word=${words[i]}
          if ((skip)); then
            skip=0
          elif ((!ended)) && [[ $word == -- ]]; then
            ended=1
          elif ((!ended)) && [[ $word == -?* ]]; then
            [[ $word != --*=* && $takes_value == *" $word "* ]] && skip=1
          elif [[ -z $command ]]; then
            command=$word
            case $command in
      \(commandCases)
              *) options=() ;;
            esac
          else
            ((arguments += 1))
          fi
        done

        if ((skip)); then
          option=${words[cword-1]}
        elif ((!ended)) && [[ $cur == --*=* ]]; then
          option=${cur%%=*}
          head=$option=
          [[ $takes_value == *" $option "* ]] || option=-
        fi
        if [[ -n $option ]]; then
          case $command/$option in
      \(valueCases)
          esac
        elif ((!ended)) && [[ $cur == -* ]]; then
          candidates=("${options[@]}")
        elif [[ -z $command ]]; then
          candidates=(\(words(model.commands.map(\.name))))
        else
          case $command/$arguments in
      \(argumentCases)
          esac
        fi

        COMPREPLY=()
        for word in "${candidates[@]}"; do
          [[ $head$word == "$cur"* ]] && COMPREPLY+=("$head$word")
        done
        # Readline replaces only the part of the word after its last = or :.
        local typed=${COMP_WORDS[COMP_CWORD]}
        [[ -z ${typed//[:=]/} ]] && typed=
        for ((i = 0; i < ${#COMPREPLY[@]}; i++)); do
          COMPREPLY[i]=${COMPREPLY[i]:${#cur}-${#typed}}
        done
        return 0
      }

      complete -F \(function) \(ShellQuote.posix(model.appName))

      """
  }

  /// ` --limit --type -t `: the spellings of the options that take a value, each between
  /// spaces, to be matched with `*" $word "*`.
  private func valueSpellings(_ options: [OptionSpec]) -> String {
    " " + options.filter(\.takesValue).flatMap(\.spellings).map { "\($0) " }.joined()
  }

  /// Quoted words for an array: `'list' 'show'`.
  private func words(_ words: [String]) -> String {
    words.map(ShellQuote.posix).joined(separator: " ")
  }

  /// Per command: the options that take a value and the options offered after it.
  private var commandCases: String {
    model.commands.map { command in
      """
              \(ShellQuote.posix(command.name)))
                takes_value=\(ShellQuote.posix(valueSpellings(command.options)))
                options=(\(words(command.options.flatMap(\.spellings))))
                ;;
      """
    }.joined(separator: "\n")
  }

  /// Per `command/option`: the option's values, or file names for a path. Global options come
  /// first, as the parser looks them up before a command's own.
  private var valueCases: String {
    let global = model.globalOptions.compactMap { valueCase(command: "*", $0) }
    let own = model.commands.flatMap { command in
      command.options.filter { option in
        !model.globalOptions.contains { $0.name == option.name }
      }.compactMap { valueCase(command: ShellQuote.posix(command.name), $0) }
    }
    return (global + own).joined(separator: "\n")
  }

  /// `'list'/'--type'|'list'/'-t') candidates=(...) ;;`, or nil for an option without values.
  private func valueCase(command: String, _ option: OptionSpec) -> String? {
    guard option.takesValue else { return nil }
    let pattern = option.spellings.map { command + "/" + ShellQuote.posix($0) }
      .joined(separator: "|")
    if option.completesPaths {
      return "      \(pattern)) compopt -o default 2>/dev/null ;;"
    }
    guard !option.values.isEmpty else { return nil }
    return "      \(pattern)) candidates=(\(words(option.values))) ;;"
  }

  /// The positional arguments with candidates: the deep-link prefixes for the first argument
  /// of `open` (without a space after them), and the values an argument lists (`generate`'s
  /// `WHAT`, `help`'s `COMMAND`).
  private var argumentCases: String {
    model.commands.flatMap { command in
      let name = ShellQuote.posix(command.name)
      let links =
        command.deepLinks.isEmpty
        ? []
        : [
          """
                \(name)/0)
                  candidates=(\(words(command.deepLinks)))
                  compopt -o nospace 2>/dev/null
                  ;;
          """
        ]
      let values = command.argumentValues.enumerated().filter { index, values in
        !values.isEmpty && !(index == 0 && !command.deepLinks.isEmpty)
      }.map { index, values in
        "      \(name)/\(index)) candidates=(\(words(values))) ;;"
      }
      return links + values
    }.joined(separator: "\n")
  }
}

/// Shell completions for an app, written from the ``AppSpec`` that also drives its parser and
/// `--help`: commands with their summaries (and `help`, which takes a command), options with
/// their help, option values, the values a positional argument lists (`generate`'s `WHAT` and
/// `SHELL`), and deep links for `open`.
///
/// The scripts are static: completing never runs the app. Every word of the spec in them is
/// quoted for its shell, so no help text is ever run as code.
public struct CompletionScript {
  /// The completion script of an app for a shell.
  ///
  /// `<fn>` below is the app's name with every character other than a letter or digit as `_`:
  /// `sample_app` for `sample-app`.
  ///
  /// - bash: defines `_<fn>` and registers it with `complete -F`; `source` it.
  /// - zsh: a `#compdef <app>` file to install as `_<fn>` in a folder of `fpath` before
  ///   `compinit` runs; sourcing it after `compinit` also works.
  /// - fish: `complete -c <app>` lines, for `~/.config/fish/completions/<app>.fish`.
  public static func render(_ spec: AppSpec, for shell: CompletionShell) -> String {
    let model = CompletionModel(spec)
    return switch shell {
    case .bash: BashCompletionScript(model: model).render()
    case .zsh: ZshCompletionScript(model: model).render()
    case .fish: FishCompletionScript(model: model).render()
    }
  }
}

// `widgets-for-linux`: every app in one program (what Tools/install.sh installs), run by a link
// named after the app (`todos`, `dadjokes`, `votes`) or with the app's name first. Each app's
// own executable (Apps/APP) stays, for `swift run APP`. Tools/new-app adds a line for a new app.
import AppCommandLine
import Foundation
import JokesApp
import TodoApp
import VotesApp

let program = MultiCallProgram(
  name: "widgets-for-linux",
  apps: [
    ("todos", { await TodosCommandLine.main(arguments: $0, isolation: $1) }),
    ("dadjokes", { await DadJokesCommandLine.main(arguments: $0, isolation: $1) }),
    ("votes", { await VotesCommandLine.main(arguments: $0, isolation: $1) }),
  ])
exit(await program.run(CommandLine.arguments))

// `widgets-for-linux`: every app in one program (what Tools/install.sh installs), run by a link
// named after the app (`todos`, `dadjokes`, `votes`) or with the app's name first. Each app's
// own executable (Apps/APP) stays, for `swift run APP`. Tools/new-app adds a line for a new app.
import AppCommandLine
import JokesApp
import TodoApp
import VotesApp

await MultiCallProgram(
  name: "widgets-for-linux",
  apps: [
    TodosCommandLine.self,
    DadJokesCommandLine.self,
    VotesCommandLine.self,
  ]
).main()

// The `todos` command: everything it does lives in the TodoApp library.
import Foundation
import TodoApp

exit(await TodosApp.main(arguments: Array(CommandLine.arguments.dropFirst())))

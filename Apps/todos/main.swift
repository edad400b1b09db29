// The `todos` command: everything it does lives in the TodoApp library.
import Foundation
import TodoApp

exit(await TodosCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))

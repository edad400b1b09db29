// The `votes` command: everything it does lives in the VotesApp library.
import Foundation
import VotesApp

exit(await VotesApp.main(arguments: Array(CommandLine.arguments.dropFirst())))

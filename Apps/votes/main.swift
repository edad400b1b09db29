// The `votes` command: everything it does lives in the VotesApp library.
import Foundation
import VotesApp

exit(await VotesCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))

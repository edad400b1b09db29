// The `dadjokes` command: everything it does lives in the JokesApp library.
import Foundation
import JokesApp

exit(await DadJokesCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))

// The `__name__` command: everything it does lives in the __Name__CommandLine library.
import Foundation
import __Name__App

exit(await __Name__CommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))

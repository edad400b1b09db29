// The `__name__` command: everything it does lives in the __Name__App library.
import Foundation
import __Name__App

exit(await __Name__App.main(arguments: Array(CommandLine.arguments.dropFirst())))

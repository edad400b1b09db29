// The `todos` command. A shell until its own issue.
import Foundation

FileHandle.standardError.write(Data("todos: not yet implemented\n".utf8))
exit(70)

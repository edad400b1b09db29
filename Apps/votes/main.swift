// The `votes` command. A shell until its own issue.
import Foundation

FileHandle.standardError.write(Data("votes: not yet implemented\n".utf8))
exit(70)

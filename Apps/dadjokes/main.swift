// The `dadjokes` command. A shell until its own issue.
import Foundation

FileHandle.standardError.write(Data("dadjokes: not yet implemented\n".utf8))
exit(70)

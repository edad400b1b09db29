// The fixture server. A shell until the Networking issue fills it in.
import Foundation

FileHandle.standardError.write(Data("fixture-server: not yet implemented\n".utf8))
exit(70)

/// The codes of the header fields, in the header's `a(yv)`.
enum HeaderField: UInt8, CaseIterable {
  case path = 1
  case interface = 2
  case member = 3
  case errorName = 4
  case replySerial = 5
  case destination = 6
  case sender = 7
  case signature = 8
  case unixFDs = 9

  /// The type a field's variant must hold.
  var type: DBusType {
    switch self {
    case .path: .objectPath
    case .interface, .member, .errorName, .destination, .sender: .string
    case .replySerial, .unixFDs: .uint32
    case .signature: .signature
    }
  }

  /// The header's type, `a(yv)`.
  static let arrayType = DBusType.array(.structure([.byte, .variant]))
}

extension DBusMessage.Kind {
  /// The header fields a message of this kind must have.
  var requiredFields: [HeaderField] {
    switch self {
    case .methodCall: [.path, .member]
    case .methodReturn: [.replySerial]
    case .error: [.errorName, .replySerial]
    case .signal: [.path, .interface, .member]
    }
  }
}

import DeepLinks

/// The case of a ``DeepLinkError/Reason`` without its payload, to count which reasons a test
/// reached. The switch is exhaustive, so a new reason must be added here, and to the tables.
enum ReasonKind: String, CaseIterable, Hashable, Sendable {
  case empty, tooLong, invalidCharacter, malformed, wrongScheme, userInfoNotAllowed
  case portNotAllowed, unknownHost, encodedSeparator, fragmentNotAllowed, emptySegment
  case dotSegment, missingSegment, extraSegment, unexpectedSegment, notAnInteger, outOfRange
  case wrongLength, notAllowedValue, unknownQueryItem, missingQueryItem, duplicateQueryItem
  case undeclaredParameter

  init(_ reason: DeepLinkError.Reason) {
    self =
      switch reason {
      case .empty: .empty
      case .tooLong: .tooLong
      case .invalidCharacter: .invalidCharacter
      case .malformed: .malformed
      case .wrongScheme: .wrongScheme
      case .userInfoNotAllowed: .userInfoNotAllowed
      case .portNotAllowed: .portNotAllowed
      case .unknownHost: .unknownHost
      case .encodedSeparator: .encodedSeparator
      case .fragmentNotAllowed: .fragmentNotAllowed
      case .emptySegment: .emptySegment
      case .dotSegment: .dotSegment
      case .missingSegment: .missingSegment
      case .extraSegment: .extraSegment
      case .unexpectedSegment: .unexpectedSegment
      case .notAnInteger: .notAnInteger
      case .outOfRange: .outOfRange
      case .wrongLength: .wrongLength
      case .notAllowedValue: .notAllowedValue
      case .unknownQueryItem: .unknownQueryItem
      case .missingQueryItem: .missingQueryItem
      case .duplicateQueryItem: .duplicateQueryItem
      case .undeclaredParameter: .undeclaredParameter
      }
  }
}

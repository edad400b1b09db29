import DBus
import Testing

/// Signatures, object paths and the values' types.
@Suite struct SignatureTests {
  @Test(arguments: [
    ("", [] as [DBusType]),
    ("a{sv}", [.dictionary(key: .string, value: .variant)]),
    ("a(iiay)", [.array(.structure([.int32, .int32, .array(.byte)]))]),
    (
      "(sa(iiay)ss)",
      [
        .structure([
          .string, .array(.structure([.int32, .int32, .array(.byte)])), .string, .string,
        ])
      ]
    ),
    (
      "ybnqiuxtdsogvh",
      [
        .byte, .boolean, .int16, .uint16, .int32, .uint32, .int64, .uint64, .double, .string,
        .objectPath, .signature, .variant, .unixFD,
      ]
    ),
    (
      "aa{oa{sa{sv}}}",
      [
        .array(
          .dictionary(
            key: .objectPath,
            value: .dictionary(key: .string, value: .dictionary(key: .string, value: .variant))))
      ]
    ),
  ])
  func validSignaturesParseToTheirTypes(text: String, types: [DBusType]) throws {
    let signature = try Signature(text)
    #expect(signature.types == types)
    #expect(signature.description == text)
    #expect(try Signature(types) == signature)
  }

  @Test(arguments: [
    ("a", "ends inside a container"),
    ("(", "struct is not closed"),
    ("(i", "struct is not closed"),
    (")", "unexpected \")\""),
    ("{sv}", "unexpected \"{\""),
    ("a{vs}", "key v is not a basic type"),
    ("a{sss}", "does not hold exactly a key and a value"),
    ("a{s}", "unexpected \"}\""),
    ("()", "empty struct"),
    ("z", "unknown type code \"z\""),
    ("i\u{0}", "unknown type code 0x0"),
    (String(repeating: "a", count: 33) + "y", "more than 32 nested arrays"),
    (
      String(repeating: "(", count: 33) + "y" + String(repeating: ")", count: 33),
      "more than 32 nested structs"
    ),
    (String(repeating: "y", count: 256), "256 bytes long (at most 255)"),
  ])
  func invalidSignaturesThrowWithTheirReason(text: String, reason: String) {
    let error = #expect(throws: DBusError.self) { try Signature(text) }
    #expect(error?.description.contains(reason) == true, "\(error?.description ?? "")")
  }

  @Test func theDeepestAllowedNestingParses() throws {
    _ = try Signature(String(repeating: "a", count: 32) + "y")
    _ = try Signature(String(repeating: "(", count: 32) + "y" + String(repeating: ")", count: 32))
    _ = try Signature(String(repeating: "y", count: 255))
  }

  @Test func aSingleTypeParsesAndMoreThrow() throws {
    #expect(try DBusType("a{sv}") == .dictionary(key: .string, value: .variant))
    #expect(throws: DBusError.self) { try DBusType("ss") }
    #expect(throws: DBusError.self) { try DBusType("") }
  }

  @Test(arguments: ["/", "/a", "/org/example/Item_2", "/_/0"])
  func validObjectPaths(text: String) throws {
    #expect(try ObjectPath(text).description == text)
  }

  @Test(arguments: ["", "a", "/a/", "//", "/a//b", "/a-b", "/ä", "/a.b"])
  func invalidObjectPathsThrow(text: String) {
    #expect(throws: DBusError.self) { try ObjectPath(text) }
  }

  @Test func pathsKnowTheirAncestors() throws {
    let item = try ObjectPath("/org/example/Item")
    #expect(item.isWithin(.root))
    #expect(item.isWithin(try ObjectPath("/org")))
    #expect(!item.isWithin(try ObjectPath("/or")))
    #expect(item.isWithin(item))
  }

  @Test func valuesTellTheirTypeAndContents() {
    let properties = DBusValue.variantDictionary([("Status", .string("Active")), ("N", .int32(2))])
    #expect(properties.type.description == "a{sv}")
    #expect(properties.dictionaryValue == ["Status": .string("Active"), "N": .int32(2)])
    #expect(DBusValue.strings(["a", "b"]).stringArrayValue == ["a", "b"])
    #expect(DBusValue.uint64(UInt64.max).int64Value == nil)
    #expect(DBusValue.bytes([1]).arrayValue == [.byte(1)])
    #expect(DBusValue.structure([.int32(1), .bytes([])]).type.description == "(iay)")
    #expect(DBusValue.variant(.boolean(true)).variantValue?.boolValue == true)
  }
}

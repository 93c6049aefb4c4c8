import Foundation
import Testing

@testable import GemCore

/// Feeds the same texts, good and bad, to raygem's JSON path (``StrictJSON``
/// then ``JSONReader``) and to Foundation's `JSONSerialization`, and checks
/// that they agree: on which texts are JSON, and on the values read.
///
/// raygem is stricter in one documented way: it refuses trailing commas,
/// which Foundation on Linux lets through. And it rounds long decimals
/// correctly where JSONSerialization does not.
@Suite("JSON agreement with Foundation")
struct JSONAgreementTests {
  /// A JSON value in a form both parsers can be compared in.
  indirect enum Value: Equatable {
    case null, bool(Bool), number(Double), string(String), array([Value]), object([String: Value])
  }

  /// What raygem reads from `bytes`, or `nil` when it refuses them.
  static func raygemValue(_ bytes: [UInt8]) -> Value? {
    guard String(validating: bytes, as: UTF8.self) != nil, (try? StrictJSON.check(bytes)) != nil else { return nil }
    var reader = JSONReader(bytes)
    return read(&reader)
  }

  private static func read(_ reader: inout JSONReader) -> Value {
    if reader.readNull() { return .null }
    if let string = reader.readString() { return .string(string) }
    if let number = reader.readNumber() { return .number(number) }
    var object: [String: Value] = [:]
    let bytes = reader.bytes
    let isObject = reader.forEachMember { key, value in
      var memberReader = JSONReader(bytes, at: value.lowerBound)
      // The last of repeated keys wins, as in Foundation.
      object[JSONReader.string(in: bytes, key)] = read(&memberReader)
    }
    if isObject { return .object(object) }
    if reader.enterArray() {
      var array: [Value] = []
      while reader.nextElement() { array.append(read(&reader)) }
      return .array(array)
    }
    let isTrue = reader.peek() == UInt8(ascii: "t")
    reader.skipValue()
    return .bool(isTrue)
  }

  /// What Foundation reads from `bytes`, or `nil` when it refuses them.
  static func foundationValue(_ bytes: [UInt8]) -> Value? {
    guard let object = try? JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed) else {
      return nil
    }
    return convert(object)
  }

  private static func convert(_ object: Any) -> Value {
    switch object {
    case is NSNull: return .null
    case let string as String: return .string(string)
    case let array as [Any]: return .array(array.map(convert))
    case let dictionary as [String: Any]: return .object(dictionary.mapValues(convert))
    case let number as NSNumber:
      // Foundation gives booleans as NSNumber too, of its own subclass.
      if String(describing: type(of: number)).contains("Boolean") { return .bool(number.boolValue) }
      return .number(number.doubleValue)
    default:
      Issue.record("unexpected Foundation value \(object)")
      return .null
    }
  }

  static let seeds = [
    #"{"schemaVersion": 1, "gems": [{"name": "Ruby", "hardness": 9, "aliases": ["a\"b", "c\\d"]}]}"#,
    #"{"a": [true, false, null, -0.5e-3, 12E+2, 0, "\u00e9\t\ud83d\udc8e"], "b": {"c": {}}, "d": []}"#,
    "[1.25, \"caf\u{E9} \u{1F48E}\", {\"k\": \"v\", \"n\": -7}, [[], [null]]]",
    " \r\n\t{ \"x\" : 1 ,\"y\":[ 2 , 3 ] } \n",
  ]

  static let replacements: [UInt8] = Array(#",]}[{":\0-e.tn u/ "#.utf8).filter { $0 != 0 } + [0x01, 0xC3, 0x7F]

  /// Every text one edit away from a seed: a byte removed, replaced or inserted.
  static func mutations(of seed: String) -> [[UInt8]] {
    let bytes = Array(seed.utf8)
    var texts: [[UInt8]] = []
    for index in bytes.indices {
      var removed = bytes
      removed.remove(at: index)
      texts.append(removed)
      for replacement in replacements {
        var replaced = bytes
        replaced[index] = replacement
        texts.append(replaced)
        var inserted = bytes
        inserted.insert(replacement, at: index)
        texts.append(inserted)
      }
    }
    return texts
  }

  /// A comma that only white space separates from a closing bracket.
  static func hasTrailingComma(_ bytes: [UInt8]) -> Bool {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.range(of: #",[ \t\r\n]*[\]}]"#, options: .regularExpression) != nil
  }

  @Test(arguments: seeds)
  func everyOneByteEditIsReadAlikeOrRefusedByBoth(seed: String) {
    #expect(Self.raygemValue(Array(seed.utf8)) != nil)
    var disagreements: [String] = []
    let texts = Self.mutations(of: seed)
    var accepted = 0
    for bytes in texts {
      let ours = Self.raygemValue(bytes)
      let theirs = Self.foundationValue(bytes)
      if ours != nil { accepted += 1 }
      if ours == theirs { continue }
      if ours == nil, Self.hasTrailingComma(bytes) { continue }
      disagreements.append(String(decoding: bytes, as: UTF8.self))
    }
    #expect(disagreements.isEmpty, "\(disagreements.count) texts read differently: \(disagreements.prefix(5))")
    // Both kinds are exercised: some edits keep the text JSON, most do not.
    #expect(accepted > 20)
    #expect(accepted < texts.count / 2)
  }

  @Test func hardCasesAgree() {
    let texts = [
      "", " ", "nul", "tru", "[01]", "[-]", "[1.]", "[.5]", "[+1]", "[1e]", "[1e+]", "[0x10]", "[Infinity]", "[NaN]",
      "['a']", #"["\x"]"#, #"["\u12"]"#, #"["\uD800"]"#, #"["\uDC00\uD800"]"#, "[\"tab\there\"]", "{\"a\" 1}",
      "{1: 2}", "[1 2]", "[] []", "/* c */ []", "[1] // c", "\"\\u0000\"", "1.7976931348623157e308", "5e-324",
      "[1,2", #"{"a":1,"a":2}"#, "-0", "[true,false,null]",
    ]
    for text in texts {
      let bytes = Array(text.utf8)
      #expect(Self.raygemValue(bytes) == Self.foundationValue(bytes), "\(text)")
    }
  }

  /// JSONSerialization on Linux reads this long decimal as 0.10000000000000005
  /// (Swift 6.3); the nearest double is 0.1 itself, which raygem reads.
  @Test func longDecimalsRoundToTheNearestDouble() {
    #expect(Self.raygemValue(Array("0.1000000000000000055511151231257827".utf8)) == .number(0.1))
    #expect(Self.raygemValue(Array("2.6000000000000000888".utf8)) == .number(2.6))
  }
}

import AudioGraphTestSupport
import Testing

@testable import ChartAccessibility

@Suite struct JSONParserTests {
  @Test func parsesEveryKindOfValueKeepingKeyOrder() throws {
    let value = try JSONParser.parse(
      Array(#"{"b": [1, -2.5e3, true, false, null], "a": "x\u00e9\n\ud83d\ude00"}"#.utf8))
    guard case .object(let object) = value else {
      Issue.record("not an object")
      return
    }
    #expect(object.keys == ["b", "a"])
    #expect(object["b"] == .array([.number(1), .number(-2500), .bool(true), .bool(false), .null]))
    #expect(object["a"] == .string("xé\n😀"))
  }

  @Test(arguments: [
    ("", 1, 1, "the file is empty"),
    ("{\"a\": 1,}", 1, 9, "a comma before '}' is not allowed in JSON (trailing comma)"),
    ("[1, 2,]", 1, 7, "a comma before ']' is not allowed in JSON (trailing comma)"),
    ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key \"a\""),
    ("[NaN]", 1, 2, "NaN and Infinity are not JSON numbers; every number must be finite"),
    ("[Infinity]", 1, 2, "NaN and Infinity are not JSON numbers; every number must be finite"),
    ("[1e999]", 1, 2, "the number 1e999 is too large"),
    ("[01]", 1, 3, "numbers must not have leading zeros"),
    ("[1.]", 1, 4, "expected a digit after the decimal point"),
    ("{\n  \"a\": tru }", 2, 8, "unexpected text, expected true"),
    ("\"\\ud800\"", 1, 8, "unpaired surrogate \\uD800 in a string"),
    ("\"a\\qb\"", 1, 3, "invalid escape \\'q' in a string"),
    ("[1] 2", 1, 5, "unexpected text after the end of the JSON value"),
    ("\"abc", 1, 1, "unterminated string"),
    ("{\"é\" 1}", 1, 6, "expected ':' after the key \"é\""),
    ("[\"a\\u002fé\nb\"]", 1, 11, "a line break inside a string; is a closing double quote missing?"),
    ("[\"é\\n\u{01}\"]", 1, 6, "control character 0x1 must be escaped inside a string"),
    ("[\"\\/ab", 1, 2, "unterminated string"),
    // Strings whose text runs to the end of the file after an escape.
    ("[\"ab\\", 1, 6, "unterminated string"),
    ("[\"ab\\u00", 1, 9, "unterminated \\u escape"),
    ("\"\\u00e9\\", 1, 9, "unterminated string"),
    ("\"\\u00e9é\\\"", 1, 1, "unterminated string"),
  ])
  func reportsTheLineAndColumnOfSyntaxErrors(text: String, line: Int, column: Int, message: String) {
    #expect(throws: JSONParser.SyntaxError(line: line, column: column, message: message)) {
      try JSONParser.parse(Array(text.utf8))
    }
  }

  @Test func refusesNestingDeeperThanTheLimitWithoutCrashing() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(Array(deep.utf8)) }
    let allowed =
      String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
    #expect(throws: Never.self) { try JSONParser.parse(Array(allowed.utf8)) }
  }

  @Test func readsEscapesAndOtherScriptsInLongStrings() throws {
    // A long string with an escape every 64 characters, as plotly writes a typed array's
    // base64 with each `/` as `\u002f`, and escapes next to multi-byte characters.
    let run = String(repeating: "Ab+9", count: 16)
    let written = (0..<2_000).map { _ in run }.joined(separator: "\\u002f")
    #expect(
      try JSONParser.parse(Array("\"\(written)\"".utf8)) == .string((0..<2_000).map { _ in run }.joined(separator: "/"))
    )
    #expect(
      try JSONParser.parse(Array(#""\/é\u00e9\t€\ud83d\ude00😀\"x\\""#.utf8)) == .string("/éé\t€😀😀\"x\\"))
  }

  /// Strings are scanned eight bytes at a time: each byte that ends a plain run (quote,
  /// backslash, control character, multi-byte UTF-8) is found at every offset in and across the
  /// words, and the printable bytes next to the limits (space, `!`, `#`, `[`, `]`, DEL) do not
  /// end it.
  @Test func findsWhatEndsAPlainRunAtEveryOffset() throws {
    let plain = " !#[]\u{7F}~AZaz09"
    for offset in 0..<24 {
      let head = String(repeating: "a", count: offset)
      let tail = String(repeating: plain, count: 2)
      #expect(try JSONParser.parse(Array("\"\(head)\(tail)\"".utf8)) == .string(head + tail))
      #expect(try JSONParser.parse(Array("\"\(head)é\(tail)\"".utf8)) == .string(head + "é" + tail))
      #expect(try JSONParser.parse(Array("\"\(head)\\n\(tail)\"".utf8)) == .string(head + "\n" + tail))
      #expect(try JSONParser.parse(Array("[\"\(head)\", \"\(tail)\"]".utf8)) == .array([.string(head), .string(tail)]))
      #expect(
        throws: JSONParser.SyntaxError(
          line: 1, column: offset + 2, message: "control character 0x1F must be escaped inside a string")
      ) {
        try JSONParser.parse(Array("\"\(head)\u{1F}\(tail)\"".utf8))
      }
      #expect(throws: JSONParser.SyntaxError(line: 1, column: 1, message: "unterminated string")) {
        try JSONParser.parse(Array("\"\(head)\(tail)".utf8))
      }
    }
  }

  /// Numbers read exactly as Swift's own conversion reads them: short ones by the fast path,
  /// long mantissas and large exponents by the full conversion.
  @Test(arguments: [
    "0", "-0", "1.5", "-2.5E-3", "0.1", "123456789012345", "1234567890123456789", "0.000000000000000000000001",
    "1e22", "1e23", "0e500", "-0e500", "1e-400", "9007199254740993", "3.14159265358979323846", "100.000000000000000001",
    "0.0000000000000000000000000000000000001", "12345678901234.5", "4.9e-324", "1.7976931348623157e308",
  ])
  func readsNumbersExactly(text: String) throws {
    let value = try JSONParser.parse(Array(text.utf8))
    #expect(value == .number(Double(text)!), "\(text)")
    if case .number(let number) = value { #expect(number.sign == Double(text)!.sign, "\(text)") }
  }

  @Test func refusesInvalidUTF8() {
    for bytes: [UInt8] in [
      [0x22, 0xFF, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xE2, 0x82],
    ] {
      #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(bytes) }
    }
    // After an escape: located at the bad byte (column 5, after `"`, `\`, `n` and `é`).
    #expect(throws: JSONParser.SyntaxError(line: 1, column: 5, message: "the file is not valid UTF-8")) {
      try JSONParser.parse([0x22, 0x5C, 0x6E, 0xC3, 0xA9, 0xF5, 0x80, 0x22])
    }
  }

  @Test func skipsAByteOrderMark() throws {
    #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number(1)]))
  }
}

@Suite struct JSONWriterTests {
  @Test(arguments: [
    (105.0, "105"), (0.1, "0.1"), (-0.0, "0"), (1e20, "1e+20"), (1e-7, "1e-07"),
    (2.5e300, "2.5e+300"), (9_007_199_254_740_992, "9007199254740992"),
  ])
  func writesNumbersInTheirShortestExactForm(number: Double, text: String) throws {
    #expect(JSONWriter.numberText(number) == text)
    #expect(try JSONParser.parse(Array(text.utf8)) == .number(number == 0 ? 0 : number))
  }

  @Test func escapesStrings() {
    #expect(JSONWriter.quoted("a\"b\\c\n\u{01}é") == #""a\"b\\c\n\u0001é""#)
  }

  /// The one-line limit (100) counts characters, not bytes or scalars: "é" is two bytes, "e"
  /// and a combining acute accent two scalars, each one character.
  @Test func keepsALineOfAHundredCharactersOnOneLineWhateverTheirBytes() {
    let text = String(repeating: "é", count: 48) + String(repeating: "e\u{301}", count: 48)
    #expect(JSONWriter.string(.array([.string(text)])) == "[\"\(text)\"]\n")
    #expect(JSONWriter.string(.array([.string(text + "x")])) == "[\n  \"\(text)x\"\n]\n")
    let key = String(text.prefix(89))
    #expect(JSONWriter.string(.object(JSONObject([("k", .string(key))]))) == "{ \"k\": \"\(key)\" }\n")
    #expect(
      JSONWriter.string(.object(JSONObject([("k", .string(key + "x"))]))) == "{\n  \"k\": \"\(key)x\"\n}\n")
  }

  @Test func writtenValuesParseBackEqual() throws {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<300 {
      let value = randomValue(depth: 0, using: &generator)
      #expect(try JSONParser.parse(Array(JSONWriter.string(value).utf8)) == value)
    }
  }

  private func randomValue(depth: Int, using generator: inout SplitMix64) -> JSONValue {
    switch Int.random(in: depth > 3 ? 0...3 : 0...5, using: &generator) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &generator))
    case 2:
      return .number(
        Double.random(in: -1e6...1e6, using: &generator).rounded(.towardZero)
          / Double([1, 10, 1000][Int.random(in: 0...2, using: &generator)]))
    case 3:
      return .string(
        String(
          (0..<Int.random(in: 0...8, using: &generator)).map { _ in "aé\"\\\n😀 x".randomElement(using: &generator)! }))
    case 4:
      return .array(
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in randomValue(depth: depth + 1, using: &generator) })
    default:
      return .object(
        JSONObject(
          (0..<Int.random(in: 0...4, using: &generator)).map { index in
            ("k\(index)", randomValue(depth: depth + 1, using: &generator))
          }))
    }
  }
}

@Suite struct ISO8601DateTests {
  @Test(arguments: [
    ("1970-01-01", 0.0), ("2025-12-05", 1_764_892_800), ("2024-02-29", 1_709_164_800),
    ("2025-12-05T14:30:15Z", 1_764_945_015), ("2025-12-05T14:30", 1_764_945_000),
    ("2025-12-05T16:30:15+02:00", 1_764_945_015), ("2025-12-05T14:30:15.250Z", 1_764_945_015.25),
    ("2024", 1_704_067_200), ("2024-03", 1_709_251_200), ("1969-12-31", -86_400),
  ])
  func parses(text: String, seconds: Double) {
    #expect(ISO8601Date.seconds(from: text) == seconds)
  }

  @Test(arguments: [
    "2025-02-29", "2025-13-01", "2025-00-10", "2025-12-32", "2025-12-05T24:00", "12/05/2025", "2025-1-5",
    "2025-12-05T14:30:15+2", "", "2025-12-05T14:30:15.Z",
  ])
  func refuses(text: String) {
    #expect(ISO8601Date.seconds(from: text) == nil)
  }

  @Test func writesTheCanonicalFormAndReadsItBack() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<1000 {
      let seconds = Double(Int64.random(in: -5_000_000_000...5_000_000_000, using: &generator))
      let text = ISO8601Date.string(from: seconds)
      #expect(ISO8601Date.seconds(from: text) == seconds, "\(text)")
    }
    #expect(ISO8601Date.string(from: 1_764_892_800) == "2025-12-05")
    #expect(ISO8601Date.string(from: 1_764_945_015.25) == "2025-12-05T14:30:15.250Z")
  }
}

@Suite struct JSONNumberTests {
  /// The parser's fast path for short decimals must give exactly what the full conversion gives.
  @Test func everyNumberParsesExactlyAsTheStandardLibraryDoes() throws {
    var generator = SplitMix64(seed: 99)
    for _ in 0..<20_000 {
      let integerDigits = Int.random(in: 1...12, using: &generator)
      let fractionDigits = Int.random(in: 0...9, using: &generator)
      var text = Bool.random(using: &generator) ? "-" : ""
      text += String(Int.random(in: 1...9, using: &generator))
      for _ in 1..<integerDigits { text += String(Int.random(in: 0...9, using: &generator)) }
      if fractionDigits > 0 {
        text += "."
        for _ in 0..<fractionDigits { text += String(Int.random(in: 0...9, using: &generator)) }
      }
      if Int.random(in: 0...3, using: &generator) == 0 {
        text += "e" + String(Int.random(in: -30...30, using: &generator))
      }
      let parsed = try JSONParser.parse(Array("[\(text)]".utf8))
      #expect(parsed == .array([.number(Double(text)!)]), "\(text)")
    }
    #expect(
      try JSONParser.parse(Array("[0.1, 0.30000000000000004, 123456789012345678, 1e-22, 5e-324]".utf8))
        == .array([
          .number(0.1), .number(0.30000000000000004), .number(123_456_789_012_345_680), .number(1e-22),
          .number(.leastNonzeroMagnitude),
        ]))
  }
}

/// The characters that let a string from a chart (a title, a label, a series name, a file
/// name) change how the output around it reads: control characters (C0 except the tab, DEL and
/// C1), which can end a line, move the cursor or retitle a terminal (`ESC ] 0 ; … BEL`), and the
/// Unicode bidirectional embeddings, overrides and isolates (U+202A…U+202E, U+2066…U+2069),
/// which make a line display in an order other than the one it holds.
///
/// One rule per output format uses this set: plain text and Markdown show them as escapes
/// (``visible(_:keepingLineBreaks:)``), CSV quotes the field and shows them the same way, JSON
/// and SARIF write them as `\u` escapes, HTML replaces them with U+FFFD.
public enum UnsafeCharacters {
  /// Whether `scalar` is in the set (the tab is not).
  public static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: false
    case 0x00..<0x20, 0x7F..<0xA0: true
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `text` with each unsafe character shown as an escape, so one line stays one line and
  /// reads as it holds: "\n", "\r", or "\u{1B}" (hexadecimal, upper case). With
  /// `keepingLineBreaks`, "\n" stays a line break (for text that is already several lines).
  public static func visible(_ text: String, keepingLineBreaks: Bool = false) -> String {
    func escapes(_ scalar: Unicode.Scalar) -> Bool { contains(scalar) && !(keepingLineBreaks && scalar == "\n") }
    guard text.unicodeScalars.contains(where: escapes) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      guard escapes(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return result
  }
}

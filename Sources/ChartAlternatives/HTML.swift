import ChartAccessibility

/// Escaping text for HTML.
enum HTML {
  /// `text` safe in element content and in a double- or single-quoted attribute value: `&`, `<`,
  /// `>`, `"`, `'` and the carriage return become character references; U+0000 and the other C0 controls but tab,
  /// line feed and carriage return (not allowed in HTML), DEL, the C1 controls and the
  /// bidirectional controls (``UnsafeCharacters``: a U+202E would reorder what the page shows)
  /// become U+FFFD.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      case "\r": result += "&#13;"  // the same character to a parser, no raw carriage return
      default:
        if UnsafeCharacters.contains(scalar) {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}

/// Writes JSON deterministically: two-space indentation, keys in their stored order, containers
/// that hold only scalars (or only short scalar containers) on one line when that line is short,
/// whole numbers without a fraction, other numbers in the shortest form that reads back exactly.
enum JSONWriter {
  /// Lines longer than this are broken up.
  static let lineWidth = 100

  /// The text of `value`. `numberTexts` gives, by JSON pointer, the text to write for a number
  /// instead of its shortest form (a chart file's `extensions` keep the numbers as written:
  /// integers beyond 2⁵³, `-0`, `1.50`).
  static func string(_ value: JSONValue, numberTexts: [String: String] = [:]) -> String {
    var output = ""
    Writer(numberTexts: numberTexts).write(value, indent: 0, pointer: .root, into: &output)
    output += "\n"
    return output
  }

  /// A writer with the number texts to keep; tracks JSON pointers only when there are some.
  private struct Writer {
    let numberTexts: [String: String]

    func child(_ pointer: JSONPointer?, _ key: String) -> JSONPointer? {
      numberTexts.isEmpty ? nil : pointer.map { $0 / key }
    }

    func write(_ value: JSONValue, indent: Int, pointer: JSONPointer?, into output: inout String) {
      // A scalar is written the same way on one line or not: no inline attempt (which would
      // quote a string and count its characters only to write the same text).
      switch value {
      case .array, .object: break
      default:
        output += scalarText(value, pointer: pointer)
        return
      }
      if let inline = inlineText(value, pointer: pointer, budget: lineWidth - indent * 2) {
        output += inline.text
        return
      }
      let padding = String(repeating: "  ", count: indent + 1)
      switch value {
      case .array(let elements):
        output += "[\n"
        for (index, element) in elements.enumerated() {
          output += padding
          write(element, indent: indent + 1, pointer: child(pointer, String(index)), into: &output)
          output += index < elements.count - 1 ? ",\n" : "\n"
        }
        output += String(repeating: "  ", count: indent) + "]"
      case .object(let object):
        output += "{\n"
        for (index, member) in object.members.enumerated() {
          output += padding + quoted(member.key) + ": "
          write(member.value, indent: indent + 1, pointer: child(pointer, member.key), into: &output)
          output += index < object.members.count - 1 ? ",\n" : "\n"
        }
        output += String(repeating: "  ", count: indent) + "}"
      default:
        output += scalarText(value, pointer: pointer)
      }
    }

    /// The one-line form of a value and its length in characters, or `nil` when it holds objects
    /// or arrays that hold containers, or when it is longer than `budget` characters. Building
    /// stops as soon as the budget is passed, so a long array is not written out whole only to
    /// be thrown away. (Lengths add up across the joins: each part starts and ends with an ASCII
    /// character that no grapheme cluster joins to its neighbour.)
    func inlineText(
      _ value: JSONValue, pointer: JSONPointer?, nested: Bool = false, budget: Int
    ) -> (text: String, count: Int)? {
      switch value {
      case .array(let elements):
        if elements.isEmpty { return budget >= 2 ? ("[]", 2) : nil }
        var length = 2 + 2 * (elements.count - 1)
        guard length <= budget else { return nil }
        var parts: [String] = []
        for (index, element) in elements.enumerated() {
          guard
            let part = inlineChild(
              element, pointer: child(pointer, String(index)), nested: nested, budget: budget - length)
          else { return nil }
          length += part.count
          parts.append(part.text)
        }
        return ("[" + parts.joined(separator: ", ") + "]", length)
      case .object(let object):
        if object.members.isEmpty { return budget >= 2 ? ("{}", 2) : nil }
        var length = 4 + 2 * (object.members.count - 1)
        guard length <= budget else { return nil }
        var parts: [String] = []
        for member in object.members {
          let key = quoted(member.key) + ": "
          guard let keyCount = characterCount(of: key, atMost: budget - length) else { return nil }
          length += keyCount
          guard
            let part = inlineChild(
              member.value, pointer: child(pointer, member.key), nested: nested, budget: budget - length)
          else { return nil }
          length += part.count
          parts.append(key + part.text)
        }
        return ("{ " + parts.joined(separator: ", ") + " }", length)
      default:
        // A string with more characters than the budget is rejected before it is quoted: its
        // quoted form has at least as many (an escape only lengthens what it replaces, and the
        // quotes add characters or join one at each end).
        if case .string(let string) = value, characterCount(of: string, atMost: budget) == nil { return nil }
        let text = scalarText(value, pointer: pointer)
        return characterCount(of: text, atMost: budget).map { (text, $0) }
      }
    }

    /// The number of characters of `text` when it is at most `limit`, else `nil`, found without
    /// counting past `limit` (a long message is not counted to its end only to be rejected).
    func characterCount(of text: String, atMost limit: Int) -> Int? {
      guard limit >= 0 else { return nil }
      var count = 0
      for _ in text {
        count += 1
        if count > limit { return nil }
      }
      return count
    }

    /// The one-line form of a container's member within `budget` characters: a scalar, or (when
    /// not `nested`) a container of scalars.
    func inlineChild(
      _ value: JSONValue, pointer: JSONPointer?, nested: Bool, budget: Int
    ) -> (text: String, count: Int)? {
      switch value {
      case .array, .object: nested ? nil : inlineText(value, pointer: pointer, nested: true, budget: budget)
      default: inlineText(value, pointer: pointer, budget: budget)
      }
    }

    func scalarText(_ value: JSONValue, pointer: JSONPointer?) -> String {
      switch value {
      case .null: "null"
      case .bool(let flag): flag ? "true" : "false"
      case .number(let number): pointer.flatMap { numberTexts[$0.description] } ?? numberText(number)
      case .string(let string): quoted(string)
      case .array, .object: ""
      }
    }
  }

  /// `105` for whole numbers up to 2⁵³, otherwise Swift's shortest round-trip form.
  static func numberText(_ number: Double) -> String {
    if number == 0 { return "0" }
    if number.rounded() == number, number.magnitude <= 9_007_199_254_740_992 {
      return String(Int64(number))
    }
    return "\(number)"
  }

  static func quoted(_ string: String) -> String {
    // Printable ASCII without a quote or a backslash is written as it is (most keys and texts).
    if string.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
      return "\"" + string + "\""
    }
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case _
      where scalar.value < 0x20 || UnsafeCharacters.contains(scalar) || scalar.value == 0x2028
        || scalar.value == 0x2029:
        // Control characters, bidirectional controls and line separators as \u escapes: the
        // same string to a parser, nothing that moves or reorders the text around it.
        let digits = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

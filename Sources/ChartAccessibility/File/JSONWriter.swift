/// Writes JSON deterministically: two-space indentation, keys in their stored order, containers
/// that hold only scalars (or only short scalar containers) on one line when that line is short,
/// whole numbers without a fraction, other numbers in the shortest form that reads back exactly.
enum JSONWriter {
  /// Lines longer than this are broken up.
  static let lineWidth = 100

  static func string(_ value: JSONValue) -> String {
    var output = ""
    write(value, indent: 0, into: &output)
    output += "\n"
    return output
  }

  private static func write(_ value: JSONValue, indent: Int, into output: inout String) {
    if let inline = inlineText(value), indent * 2 + inline.count <= lineWidth {
      output += inline
      return
    }
    let padding = String(repeating: "  ", count: indent + 1)
    switch value {
    case .array(let elements):
      output += "[\n"
      for (index, element) in elements.enumerated() {
        output += padding
        write(element, indent: indent + 1, into: &output)
        output += index < elements.count - 1 ? ",\n" : "\n"
      }
      output += String(repeating: "  ", count: indent) + "]"
    case .object(let object):
      output += "{\n"
      for (index, member) in object.members.enumerated() {
        output += padding + quoted(member.key) + ": "
        write(member.value, indent: indent + 1, into: &output)
        output += index < object.members.count - 1 ? ",\n" : "\n"
      }
      output += String(repeating: "  ", count: indent) + "}"
    default:
      output += scalarText(value)
    }
  }

  /// The one-line form of a value, or `nil` when it holds objects or arrays that hold containers.
  private static func inlineText(_ value: JSONValue, nested: Bool = false) -> String? {
    switch value {
    case .array(let elements):
      if elements.isEmpty { return "[]" }
      var parts: [String] = []
      for element in elements {
        guard let part = inlineChild(element, nested: nested) else { return nil }
        parts.append(part)
      }
      return "[" + parts.joined(separator: ", ") + "]"
    case .object(let object):
      if object.members.isEmpty { return "{}" }
      var parts: [String] = []
      for member in object.members {
        guard let part = inlineChild(member.value, nested: nested) else { return nil }
        parts.append(quoted(member.key) + ": " + part)
      }
      return "{ " + parts.joined(separator: ", ") + " }"
    default:
      return scalarText(value)
    }
  }

  private static func inlineChild(_ value: JSONValue, nested: Bool) -> String? {
    switch value {
    case .array, .object: nested ? nil : inlineText(value, nested: true)
    default: scalarText(value)
    }
  }

  private static func scalarText(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number): numberText(number)
    case .string(let string): quoted(string)
    case .array, .object: ""
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
      case _ where scalar.value < 0x20:
        let digits = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

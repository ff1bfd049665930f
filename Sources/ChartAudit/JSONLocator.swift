/// Finds where a JSON pointer's value starts in a JSON text, as a 1-based line and column, so
/// that reports can point at the line of a chart file. Reads only as far as it needs to.
///
/// For an object member, the position is that of its key; for an array element, of the
/// element. A pointer to a key the document lacks gives the position of the deepest value that
/// exists on its way (the object the key would go into); "" gives line 1, column 1. Columns
/// count Unicode code points. The text is assumed to be valid JSON (a chart file that read).
public struct JSONLocator: Sendable {
  let bytes: [UInt8]

  public init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The line and column of `pointer`, or `nil` when the text is not JSON.
  public func position(of pointer: String) -> (line: Int, column: Int)? {
    let tokens =
      pointer.isEmpty
      ? []
      : pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
        String($0).replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
      }
    var index = skipSpace(0)
    guard index < bytes.count else { return nil }
    var found = index
    for token in tokens {
      guard index < bytes.count else { break }
      if bytes[index] == UInt8(ascii: "{") {
        guard let (keyStart, valueStart) = member(token, inObjectAt: index) else { break }
        found = keyStart
        index = valueStart
      } else if bytes[index] == UInt8(ascii: "["), let wanted = Int(token) {
        guard let start = element(wanted, inArrayAt: index) else { break }
        found = start
        index = start
      } else {
        break
      }
    }
    return lineColumn(of: found)
  }

  func lineColumn(of offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[0..<min(offset, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  func skipSpace(_ start: Int) -> Int {
    var index = start
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    return index
  }

  /// The offsets of the key and of the value of member `key` of the object at `start`.
  func member(_ key: String, inObjectAt start: Int) -> (Int, Int)? {
    var index = skipSpace(start + 1)
    while index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
      let keyStart = index
      let (text, afterKey) = string(at: index)
      index = skipSpace(afterKey)
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
      let valueStart = skipSpace(index + 1)
      if text == key { return (keyStart, valueStart) }
      index = skipSpace(skipValue(valueStart))
      if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index = skipSpace(index + 1) }
    }
    return nil
  }

  /// The offset of element `wanted` of the array at `start`.
  func element(_ wanted: Int, inArrayAt start: Int) -> Int? {
    var index = skipSpace(start + 1)
    var count = 0
    while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
      if count == wanted { return index }
      index = skipSpace(skipValue(index))
      if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index = skipSpace(index + 1) }
      count += 1
    }
    return nil
  }

  /// A string's text (common escapes decoded) and the offset after its closing quote.
  func string(at start: Int) -> (String, Int) {
    var index = start + 1
    var scalars: [UInt8] = []
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
        let escaped = bytes[index + 1]
        switch escaped {
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "t"): scalars.append(0x09)
        default: scalars.append(escaped)
        }
        index += 2
      } else {
        scalars.append(bytes[index])
        index += 1
      }
    }
    return (String(decoding: scalars, as: UTF8.self), index + 1)
  }

  /// The offset just after the value at `start`.
  func skipValue(_ start: Int) -> Int {
    guard start < bytes.count else { return start }
    switch bytes[start] {
    case UInt8(ascii: "\""):
      return string(at: start).1
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      var depth = 0
      var index = start
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          index = string(at: index).1
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 0 { return index + 1 }
        default: break
        }
        index += 1
      }
      return index
    default:
      var index = start
      while index < bytes.count,
        ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D]
          .contains(bytes[index])
      {
        index += 1
      }
      return index
    }
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}

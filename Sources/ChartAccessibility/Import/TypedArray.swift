/// Plotly's typed arrays: `{"dtype": "f8", "bdata": "<base64>", "shape": "3"}`, which Plotly 6
/// and later writes for NumPy arrays instead of JSON lists.
///
/// The bytes are little-endian values of `dtype`: `i1`, `u1`, `i2`, `u2`, `i4`, `u4` (integers of
/// 1, 2 and 4 bytes, signed and unsigned), `f4`, `f8` (IEEE 754 single and double). `shape` is
/// optional; a typed array of two dimensions (`"shape": "12, 7"`, rows first) is read only where
/// a matrix belongs (a heatmap's `z`, ``matrix(_:at:)``) and refused elsewhere.
enum TypedArray {
  /// Whether `object` is a typed array (has `bdata`).
  static func isTypedArray(_ object: JSONObject) -> Bool { object["bdata"] != nil }

  /// The values of the typed array `object` at `pointer`, as Doubles.
  static func numbers(_ object: JSONObject, at pointer: JSONPointer) throws(ImportProblem) -> [Double] {
    try decode(object, at: pointer, matrix: false).values
  }

  /// The values of a matrix (`"shape": "rows, columns"`), row after row, and its shape; a typed
  /// array of one dimension is one row.
  static func matrix(
    _ object: JSONObject, at pointer: JSONPointer
  ) throws(ImportProblem) -> (values: [Double], rows: Int, columns: Int) {
    try decode(object, at: pointer, matrix: true)
  }

  private static func decode(
    _ object: JSONObject, at pointer: JSONPointer, matrix: Bool
  ) throws(ImportProblem) -> (values: [Double], rows: Int, columns: Int) {
    guard case .string(let dtype)? = object["dtype"] else {
      throw ImportProblem(pointer / "dtype", "a typed array needs a dtype such as \"f8\"")
    }
    guard case .string(let text)? = object["bdata"] else {
      throw ImportProblem(pointer / "bdata", "expected the base64 text of the array")
    }
    let width: Int
    switch dtype {
    case "i1", "u1": width = 1
    case "i2", "u2": width = 2
    case "i4", "u4", "f4": width = 4
    case "f8": width = 8
    default:
      throw ImportProblem(pointer / "dtype", "unknown dtype \"\(dtype)\"; expected i1, u1, i2, u2, i4, u4, f4 or f8")
    }
    guard let bytes = Base64.decode(text) else {
      throw ImportProblem(pointer / "bdata", "the text is not base64")
    }
    guard bytes.count % width == 0 else {
      throw ImportProblem(
        pointer / "bdata", "\(bytes.count) bytes are not a whole number of \(dtype) values (\(width) bytes each)")
    }
    let count = bytes.count / width
    var shape = (rows: 1, columns: count)
    if let given = object["shape"] {
      let dimensions: [Int]
      switch given {
      case .string(let text):
        dimensions = text.split(separator: ",").compactMap { Int(String($0).trimmingSpaces) }
      case .number(let number): dimensions = [Int(number)]
      case .array(let values):
        dimensions = values.compactMap { if case .number(let n) = $0 { Int(n) } else { nil } }
      default: dimensions = []
      }
      if dimensions.count > (matrix ? 2 : 1) {
        throw ImportProblem.notSupported(pointer / "shape", "a typed array of \(dimensions.count) dimensions here")
      }
      let length = dimensions.reduce(1, *)
      if !dimensions.isEmpty, length != count {
        throw ImportProblem(pointer / "shape", "the shape says \(length) values, the data holds \(count)")
      }
      if dimensions.count == 2 {
        shape = (dimensions[0], dimensions[1])
      }
    }
    let values = bytes.withUnsafeBytes { raw -> [Double] in
      switch dtype {
      case "i1": return raw.bindMemory(to: Int8.self).map { Double($0) }
      case "u1": return raw.bindMemory(to: UInt8.self).map { Double($0) }
      case "i2":
        return (0..<count).map {
          Double(Int16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: Int16.self)))
        }
      case "u2":
        return (0..<count).map {
          Double(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: UInt16.self)))
        }
      case "i4":
        return (0..<count).map {
          Double(Int32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: Int32.self)))
        }
      case "u4":
        return (0..<count).map {
          Double(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self)))
        }
      case "f4":
        return (0..<count).map {
          Double(Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self))))
        }
      default:
        return (0..<count).map {
          Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self)))
        }
      }
    }
    return (values, shape.rows, shape.columns)
  }
}

/// Base64 (RFC 4648, standard alphabet, with or without `=` padding).
enum Base64 {
  private static let values: [UInt8] = {
    var table = [UInt8](repeating: 0xFF, count: 256)
    for (index, byte) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
      table[Int(byte)] = UInt8(index)
    }
    return table
  }()

  /// The bytes of `text`, or `nil` when it is not base64.
  static func decode(_ text: String) -> [UInt8]? {
    var text = text
    return text.withUTF8 { input -> [UInt8]? in
      var end = input.count
      while end > 0, input[end - 1] == UInt8(ascii: "=") { end -= 1 }
      guard input.count - end <= 2, end % 4 != 1 else { return nil }
      var output = [UInt8]()
      output.reserveCapacity(end / 4 * 3 + 2)
      var accumulator: UInt32 = 0
      var bits = 0
      let table = values
      for index in 0..<end {
        let value = table[Int(input[index])]
        guard value != 0xFF else { return nil }
        accumulator = accumulator << 6 | UInt32(value)
        bits += 6
        if bits >= 8 {
          bits -= 8
          output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
        }
      }
      return output
    }
  }
}

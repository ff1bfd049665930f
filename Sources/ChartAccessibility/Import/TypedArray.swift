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
    var base64 = text
    guard let byteCount = base64.withUTF8({ Base64.decodedCount($0) }) else {
      throw ImportProblem(
        pointer / "bdata",
        "the text is not base64: \(text.count) characters cannot be (base64 comes in groups of 4 characters)")
    }
    guard byteCount % width == 0 else {
      throw ImportProblem(
        pointer / "bdata", "\(byteCount) bytes are not a whole number of \(dtype) values (\(width) bytes each)")
    }
    let count = byteCount / width
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
    guard let values = base64.withUTF8({ Self.values(base64: $0, dtype: dtype, count: count) }) else {
      let (offset, character) = Base64.firstInvalidCharacter(text) ?? (0, "?")
      throw ImportProblem(
        pointer / "bdata",
        "the text is not base64: character \(offset + 1) is '\(character)' (expected A–Z, a–z, 0–9, + or /)")
    }
    return (values, shape.rows, shape.columns)
  }
}

extension TypedArray {
  /// The `count` values of `dtype` whose little-endian bytes `base64` holds, as Doubles; `nil`
  /// when a character is not base64. `base64`'s length must give `count` values
  /// (``Base64/decodedCount(_:)``). An `f8` array is decoded straight into the result's
  /// storage; the other types through one buffer of their bytes.
  static func values(base64: UnsafeBufferPointer<UInt8>, dtype: String, count: Int) -> [Double]? {
    if dtype == "f8" {
      var valid = true
      let values = [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
        valid = Base64.decode(base64, into: UnsafeMutableRawBufferPointer(buffer))
        if !valid { UnsafeMutableRawBufferPointer(buffer).initializeMemory(as: UInt8.self, repeating: 0) }
        #if _endian(big)
          for index in 0..<count { buffer[index] = Double(bitPattern: UInt64(littleEndian: buffer[index].bitPattern)) }
        #endif
        initialized = count
      }
      return valid ? values : nil
    }
    let width = dtype == "i1" || dtype == "u1" ? 1 : dtype == "i2" || dtype == "u2" ? 2 : 4
    let raw = UnsafeMutableRawBufferPointer.allocate(byteCount: count * width, alignment: 8)
    defer { raw.deallocate() }
    guard Base64.decode(base64, into: raw) else { return nil }
    let bytes = UnsafeRawBufferPointer(raw)
    return [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
      switch dtype {
      case "i1":
        for index in 0..<count { buffer[index] = Double(Int8(bitPattern: bytes[index])) }
      case "u1":
        for index in 0..<count { buffer[index] = Double(bytes[index]) }
      case "i2":
        for index in 0..<count {
          buffer[index] = Double(Int16(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 2, as: Int16.self)))
        }
      case "u2":
        for index in 0..<count {
          buffer[index] = Double(UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 2, as: UInt16.self)))
        }
      case "i4":
        for index in 0..<count {
          buffer[index] = Double(Int32(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 4, as: Int32.self)))
        }
      case "u4":
        for index in 0..<count {
          buffer[index] = Double(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)))
        }
      default:  // f4
        for index in 0..<count {
          buffer[index] = Double(
            Float(bitPattern: UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))))
        }
      }
      initialized = count
    }
  }
}

/// Base64 (RFC 4648, standard alphabet, with or without `=` padding).
enum Base64 {
  /// Each byte's 6-bit value, 0xFF for bytes outside the alphabet.
  private static let values: [UInt8] = {
    var table = [UInt8](repeating: 0xFF, count: 256)
    for (index, byte) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
      table[Int(byte)] = UInt8(index)
    }
    return table
  }()

  /// How many characters of `input` are data (the text without its `=` padding).
  private static func dataLength(_ input: UnsafeBufferPointer<UInt8>) -> Int {
    var end = input.count
    while end > 0, input[end - 1] == UInt8(ascii: "=") { end -= 1 }
    return end
  }

  /// The number of bytes `input` decodes to; `nil` when its length or padding cannot be base64
  /// (more than two `=`, or a length that leaves a single character over).
  static func decodedCount(_ input: UnsafeBufferPointer<UInt8>) -> Int? {
    let end = dataLength(input)
    guard input.count - end <= 2, end % 4 != 1 else { return nil }
    return end / 4 * 3 + max(0, end % 4 - 1)
  }

  /// Each byte's 6-bit value placed for each position of a group of four characters (shifted
  /// left by 18, 12, 6 and 0 bits, one table after the other, 256 entries each), with bit 31
  /// set for bytes outside the alphabet: a group's 24 bits are the OR of four entries.
  private static let placedValues: [UInt32] = (0..<4).flatMap { position in
    values.map { value in value == 0xFF ? 1 << 31 : UInt32(value) << (18 - 6 * position) }
  }

  /// Decodes `input` into `output`, which holds exactly ``decodedCount(_:)`` bytes, four
  /// characters to three bytes at a time (each group's bytes stored as one 4-byte word while a
  /// byte of room is left after them); false when a character is not base64 (`output` is then
  /// partly written).
  static func decode(_ input: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableRawBufferPointer) -> Bool {
    let end = dataLength(input)
    let (invalidGroups, index, groupBytes) = placedValues.withUnsafeBufferPointer { placed in
      var invalid: UInt32 = 0
      var written = 0
      var index = 0
      while index + 4 <= end && written + 4 <= output.count {
        let group =
          placed[Int(input[index])] | placed[256 + Int(input[index + 1])]
          | placed[512 + Int(input[index + 2])] | placed[768 + Int(input[index + 3])]
        invalid |= group
        // Bytes 2, 1, 0 of the group, in that order in memory, then one that the next group
        // overwrites.
        output.storeBytes(of: (group << 8).bigEndian, toByteOffset: written, as: UInt32.self)
        written += 3
        index += 4
      }
      return (invalid & 1 << 31 != 0, index, written)
    }
    if invalidGroups { return false }
    return values.withUnsafeBufferPointer { table -> Bool in
      var invalid: UInt8 = 0
      var written = groupBytes
      var index = index
      while index + 4 <= end {
        let a = table[Int(input[index])]
        let b = table[Int(input[index + 1])]
        let c = table[Int(input[index + 2])]
        let d = table[Int(input[index + 3])]
        invalid |= (a | b | c | d) & 0xC0
        let group = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
        output[written] = UInt8(truncatingIfNeeded: group >> 16)
        output[written + 1] = UInt8(truncatingIfNeeded: group >> 8)
        output[written + 2] = UInt8(truncatingIfNeeded: group)
        written += 3
        index += 4
      }
      // The last two or three characters: one or two bytes.
      var accumulator: UInt32 = 0
      var bits = 0
      while index < end {
        let value = table[Int(input[index])]
        invalid |= value & 0xC0
        accumulator = accumulator << 6 | UInt32(value & 0x3F)
        bits += 6
        if bits >= 8 {
          bits -= 8
          output[written] = UInt8(truncatingIfNeeded: accumulator >> UInt32(bits))
          written += 1
        }
        index += 1
      }
      return invalid == 0
    }
  }

  /// The first character of `text` (its 0-based offset in characters, and itself) that base64
  /// does not allow there: outside the alphabet, or `=` before the padding at the end.
  static func firstInvalidCharacter(_ text: String) -> (offset: Int, character: Character)? {
    let dataEnd = text.count - text.reversed().prefix { $0 == "=" }.count
    for (offset, character) in text.enumerated() where offset < dataEnd {
      guard let ascii = character.asciiValue, values[Int(ascii)] != 0xFF else { return (offset, character) }
    }
    return nil
  }

  /// The bytes of `text`, or `nil` when it is not base64.
  static func decode(_ text: String) -> [UInt8]? {
    var text = text
    return text.withUTF8 { input -> [UInt8]? in
      guard let count = decodedCount(input) else { return nil }
      var valid = true
      let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
        valid = decode(input, into: UnsafeMutableRawBufferPointer(buffer))
        initialized = count
      }
      return valid ? bytes : nil
    }
  }
}

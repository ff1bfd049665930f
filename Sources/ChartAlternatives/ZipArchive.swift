import CZlib

/// A ZIP file holding one file, compressed with DEFLATE (zlib), as every operating system's
/// file manager opens it (PKWARE APPNOTE 6.3.10: one local header, the data, one central
/// directory entry, the end record; no ZIP64, so the file stays under 4 GiB).
///
/// The file's date is fixed at 1980-01-01 00:00 (the first date ZIP can say), so the same
/// contents always give the same bytes: a page written twice is byte for byte the same.
enum ZipArchive {
  /// The ZIP file of `contents` named `name` (UTF-8, flagged as such), compressed at zlib's
  /// default level; `contents` is stored uncompressed when DEFLATE would not make it smaller.
  /// Returns `nil` when `contents` or the archive would not fit in ZIP's 32-bit sizes (4 GiB).
  static func single(name: String, contents: [UInt8]) -> [UInt8]? {
    guard contents.count < Int(UInt32.max) / 2 else { return nil }
    let crc = contents.withUnsafeBufferPointer { buffer in
      UInt32(crc32(0, buffer.baseAddress, uInt(buffer.count)))
    }
    var method: UInt16 = 8
    var data = deflated(contents) ?? contents
    if data.count >= contents.count {
      method = 0
      data = contents
    }
    let fileName = Array(name.utf8)
    var zip: [UInt8] = []
    zip.reserveCapacity(data.count + 2 * fileName.count + 100)
    func u16(_ value: UInt16) { zip += [UInt8(value & 0xFF), UInt8(value >> 8)] }
    func u32(_ value: UInt32) {
      for shift in stride(from: 0, to: 32, by: 8) { zip.append(UInt8((value >> UInt32(shift)) & 0xFF)) }
    }
    let utf8Flag: UInt16 = 1 << 11
    let dosTime: UInt16 = 0
    let dosDate: UInt16 = (0 << 9) | (1 << 5) | 1  // 1980-01-01
    // Local file header.
    u32(0x0403_4B50)
    u16(20)
    u16(utf8Flag)
    u16(method)
    u16(dosTime)
    u16(dosDate)
    u32(crc)
    u32(UInt32(data.count))
    u32(UInt32(contents.count))
    u16(UInt16(fileName.count))
    u16(0)
    zip += fileName
    zip += data
    // Central directory.
    let directoryOffset = zip.count
    u32(0x0201_4B50)
    u16(20)  // made by: MS-DOS attributes, version 2.0
    u16(20)
    u16(utf8Flag)
    u16(method)
    u16(dosTime)
    u16(dosDate)
    u32(crc)
    u32(UInt32(data.count))
    u32(UInt32(contents.count))
    u16(UInt16(fileName.count))
    u16(0)  // extra field
    u16(0)  // comment
    u16(0)  // disk
    u16(0)  // internal attributes
    u32(0)  // external attributes
    u32(0)  // the local header's offset
    zip += fileName
    let directorySize = zip.count - directoryOffset
    // End of central directory.
    u32(0x0605_4B50)
    u16(0)
    u16(0)
    u16(1)
    u16(1)
    u32(UInt32(directorySize))
    u32(UInt32(directoryOffset))
    u16(0)
    guard zip.count < Int(UInt32.max) else { return nil }
    return zip
  }

  /// `bytes` as raw DEFLATE data (no zlib or gzip wrapper), zlib's default level, or `nil` when
  /// zlib fails (out of memory).
  static func deflated(_ bytes: [UInt8]) -> [UInt8]? {
    var stream = z_stream()
    // Raw DEFLATE: negative window bits; 8 is zlib's default memory level.
    guard
      deflateInit2_(
        &stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
        Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { return nil }
    defer { deflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))))
    var input = bytes
    let status = input.withUnsafeMutableBufferPointer { inBuffer in
      output.withUnsafeMutableBufferPointer { outBuffer in
        stream.next_in = inBuffer.baseAddress
        stream.avail_in = uInt(inBuffer.count)
        stream.next_out = outBuffer.baseAddress
        stream.avail_out = uInt(outBuffer.count)
        return deflate(&stream, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END else { return nil }
    output.removeSubrange(Int(stream.total_out)...)
    return output
  }
}

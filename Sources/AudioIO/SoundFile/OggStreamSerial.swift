import Glibc
import OutputFiles

/// Gives every page of an Ogg file one fixed stream serial number, so the same sound gives the
/// same bytes on every run.
///
/// libsndfile starts an Ogg stream with a serial number drawn from the time of day; the Vorbis
/// encoder itself is deterministic. An Ogg file of one logical stream may carry any serial
/// number (RFC 3533, section 6), so ``fix(in:)`` rewrites it to ``serial`` in each page
/// header and recomputes the page's CRC.
enum OggStreamSerial {
  /// "AGph" read as a little-endian number.
  static let serial: UInt32 = 0x6870_4741

  /// Rewrites the serial number of every page of the finished Ogg file in `file`.
  ///
  /// - Throws: ``OutputFileError`` (`.io`) when reading or writing fails, or the file is not a
  ///   sequence of Ogg pages.
  static func fix(in file: OutputFile) throws(OutputFileError) {
    let descriptor = file.descriptor
    func failure(_ function: String, _ reason: String) -> OutputFileError {
      OutputFileError(path: file.destinationPath, category: .io, function: function, reason: reason)
    }
    var offset: off_t = 0
    var page = [UInt8](repeating: 0, count: 27 + 255 + 255 * 255)
    while true {
      let headerCount = page.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, 27, offset) }
      if headerCount == 0 { return }
      guard headerCount == 27, page[0] == 0x4F, page[1] == 0x67, page[2] == 0x67, page[3] == 0x53 else {
        throw failure("pread", "not an Ogg page at byte \(offset)")
      }
      let segmentCount = Int(page[26])
      let tableCount = page.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + 27, segmentCount, offset + 27)
      }
      guard tableCount == segmentCount else { throw failure("pread", "a truncated Ogg page at byte \(offset)") }
      let bodyCount = page[27..<(27 + segmentCount)].reduce(0) { $0 + Int($1) }
      let pageCount = 27 + segmentCount + bodyCount
      let bodyRead = page.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + 27 + segmentCount, bodyCount, offset + 27 + off_t(segmentCount))
      }
      guard bodyRead == bodyCount else { throw failure("pread", "a truncated Ogg page at byte \(offset)") }
      for index in 0..<4 {
        page[14 + index] = UInt8(truncatingIfNeeded: serial >> (8 * UInt32(index)))
        page[22 + index] = 0
      }
      let crc = checksum(page[..<pageCount])
      for index in 0..<4 { page[22 + index] = UInt8(truncatingIfNeeded: crc >> (8 * UInt32(index))) }
      let written = page.withUnsafeBytes { pwrite(descriptor, $0.baseAddress!, 27, offset) }
      guard written == 27 else { throw failure("pwrite", String(cString: strerror(errno))) }
      offset += off_t(pageCount)
    }
  }

  /// The Ogg CRC-32: polynomial 0x04C11DB7, initial value 0, no reflection, no final XOR.
  static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0
    for byte in bytes { crc = (crc << 8) ^ table[Int(((crc >> 24) ^ UInt32(byte)) & 0xFF)] }
    return crc
  }

  static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index) << 24
    for _ in 0..<8 { value = value & 0x8000_0000 != 0 ? (value << 1) ^ 0x04C1_1DB7 : value << 1 }
    return value
  }
}

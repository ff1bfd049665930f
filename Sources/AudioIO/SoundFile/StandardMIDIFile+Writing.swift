public import SonificationCore

extension StandardMIDIFile {
  /// Writes the file's `bytes()` to `path` so that it appears complete or not
  /// at all, by the rules of ``AtomicFile/write(_:to:)`` (a regular file is replaced by rename,
  /// a device, FIFO or `-` for standard output is written into).
  ///
  /// - Throws: ``SoundFileError`` (`cannotCreate` when the file cannot be created, `closeFailed`
  ///   or `renameFailed` when writing fails); the destination is then untouched.
  public func write(to path: String) throws(SoundFileError) {
    try AtomicFile.write(bytes(), to: path)
  }
}

import OutputFiles
public import SonificationCore

extension StandardMIDIFile {
  /// Writes the file's `bytes()` to `path` so that it appears complete or not at all, by the
  /// rules every sound file follows (``AtomicSoundFileOutput``): a regular file is replaced by
  /// rename keeping its permissions, a symbolic link is followed, a device, a FIFO or `-` for
  /// standard output is written into and never replaced.
  ///
  /// - Throws: ``SoundFileError`` (`cannotCreate` when the file cannot be created, `closeFailed`
  ///   when writing, flushing or renaming fails); the destination is then untouched.
  public func write(to path: String) throws(SoundFileError) {
    do throws(OutputFileError) {
      try OutputFile.write(bytes(), to: path)
    } catch {
      throw SoundFileError(error)
    }
  }
}

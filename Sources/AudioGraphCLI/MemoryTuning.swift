#if canImport(CMalloc)
  import CMalloc
#endif

/// Tells glibc's allocator to keep memory it has been given instead of handing it back to the
/// kernel at every free: a 10,000,000-point chart allocates and frees arrays of tens of
/// megabytes in turn (the parsed JSON, the points, each statistic's working copies), and every
/// fresh page costs a page fault and zeroing. Measured on a 10,000,000-point summary: 17 to 19 s
/// with glibc's defaults, 11.5 to 12.5 s with these settings (`Scripts/bench-summarize`).
///
/// - No block gets its own `mmap` (which is unmapped, and its pages lost, when freed): all come
///   from the heap.
/// - The heap is never trimmed, and grows 256 MB at a time.
///
/// Only the command-line tool does this; the libraries leave the allocator alone. The memory is
/// returned when the process ends, which for `audiograph` is right after its output.
enum MemoryTuning {
  static func keepFreedMemory() {
    #if canImport(CMalloc)
      _ = mallopt(M_MMAP_MAX, 0)
      _ = mallopt(M_TRIM_THRESHOLD, Int32.max)
      _ = mallopt(M_TOP_PAD, 256 << 20)
    #endif
  }
}

#ifndef CSNDFILE_SHIM_H
#define CSNDFILE_SHIM_H
#include <sndfile.h>
#include <sys/types.h>

/// Starts writeback of every dirty page of the file open at `fd` and returns without waiting
/// for it (Linux `sync_file_range(fd, 0, 0, SYNC_FILE_RANGE_WRITE)`), so that a later `fsync`
/// has little left to flush. Returns 0, or -1 with `errno` set.
/// glibc declares `sync_file_range` only under `_GNU_SOURCE`, hence the local declaration.
static inline int csndfile_start_writeback(int fd) {
  extern int sync_file_range(int, __off64_t, __off64_t, unsigned int);
  return sync_file_range(fd, 0, 0, 2 /* SYNC_FILE_RANGE_WRITE */);
}
#endif

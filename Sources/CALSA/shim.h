#ifndef CALSA_SHIM_H
#define CALSA_SHIM_H
#include <alsa/asoundlib.h>

/// libasound reports errors (for example "Unknown PCM default") by calling a variadic
/// handler that prints to stderr. Swift cannot implement a C variadic function, so the
/// no-op handler lives here. Errors still reach Swift as negative return codes.
static void calsa_quiet_handler(const char *file, int line, const char *function,
                                int err, const char *fmt, ...) {
  (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

/// Installs `calsa_quiet_handler` as libasound's process-wide error handler.
/// Returns 0 on success or a negative error code.
static inline int calsa_silence_library_errors(void) {
  return snd_lib_error_set_handler(calsa_quiet_handler);
}
#endif

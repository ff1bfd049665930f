// glibc's allocator settings (mallopt), for the command-line tool only.
#include <malloc.h>

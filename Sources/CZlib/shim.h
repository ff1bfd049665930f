// zlib (Debian's zlib1g-dev): DEFLATE and CRC-32 for the ZIP file of an HTML page's data download.
#include <zlib.h>

#ifndef CSNDFILE_SHIM_H
#define CSNDFILE_SHIM_H
#include <sndfile.h>
#endif

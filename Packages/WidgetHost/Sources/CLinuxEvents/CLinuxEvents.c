// The GNU calls Swift cannot see (the Glibc module is built without _GNU_SOURCE).
#define _GNU_SOURCE
#include <stddef.h>
#include <sys/socket.h>
#include <unistd.h>

#include "CLinuxEvents.h"

#ifdef __linux__
int clinux_pipe2(int ends[2], int flags) { return pipe2(ends, flags); }

int clinux_accept4(int descriptor, int flags) { return accept4(descriptor, NULL, NULL, flags); }
#endif

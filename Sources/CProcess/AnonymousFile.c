// memfd_create, which Swift's Glibc module hides behind _GNU_SOURCE.
#define _GNU_SOURCE
#include "CProcess.h"
#include <errno.h>
#include <stdlib.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

int raygem_anonymous_file(const char *name) {
#if defined(__linux__) && defined(MFD_CLOEXEC)
  return memfd_create(name, MFD_CLOEXEC);
#else
  (void)name;
  errno = ENOSYS;
  return -1;
#endif
}

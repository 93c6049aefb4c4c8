// The C library's allocator settings, which Swift cannot reach: malloc.h
// is not part of the Glibc module.
#include "CProcess.h"
// Any C library header defines __GLIBC__ under glibc; the compiler's own do not.
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void raygem_return_large_blocks_at_once(void) {
#if defined(__GLIBC__)
  // Setting the threshold by hand turns off glibc's raising of it after
  // the first large block is freed.
  mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
}

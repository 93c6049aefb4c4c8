// The cores this process may run on, which Swift cannot ask for:
// sched_getaffinity needs _GNU_SOURCE, and CPU_COUNT is a macro.
#define _GNU_SOURCE
#include "CProcess.h"
#include <sched.h>
#include <unistd.h>

int raygem_available_cores(void) {
  int cores = 0;
#if defined(__linux__)
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0) cores = CPU_COUNT(&set);
#endif
  if (cores < 1) cores = (int)sysconf(_SC_NPROCESSORS_ONLN);
  return cores < 1 ? 1 : cores;
}

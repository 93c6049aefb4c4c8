// Which signals end a process by default, in one place, for every part of
// raygem that must tidy up before a signal ends it.
#define _GNU_SOURCE
#include "CProcess.h"
#include <signal.h>

static const int fixed_signals[] = {
    SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV, SIGUSR2, SIGPIPE,
    SIGALRM, SIGTERM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS,
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
#ifdef SIGPWR
    SIGPWR,
#endif
#if defined(SIGIO) && defined(__linux__)
    // Linux ends a process on SIGIO (SIGPOLL); macOS ignores it.
    SIGIO,
#endif
#ifdef SIGEMT
    SIGEMT,
#endif
};

int raygem_terminating_signals(int *signals, int capacity) {
  int count = 0;
  for (size_t index = 0; index < sizeof fixed_signals / sizeof fixed_signals[0]; index++) {
    if (count < capacity) signals[count] = fixed_signals[index];
    count++;
  }
#ifdef SIGRTMIN
  // The real-time range is known only at run time: the C library keeps
  // the first few for itself.
  for (int number = SIGRTMIN; number <= SIGRTMAX; number++) {
    if (count < capacity) signals[count] = number;
    count++;
  }
#endif
  return count;
}

void raygem_quit_by_default(void) {
  struct sigaction current;
  if (sigaction(SIGQUIT, NULL, &current) == 0 && current.sa_handler == SIG_IGN) return;
  signal(SIGQUIT, SIG_DFL);
}

// Removal of a temporary file when a signal ends raygem while it writes
// one, kept in C because a signal handler may only call async-signal-safe
// functions (unlink, sigaction, raise), which Swift code cannot promise.
#define _GNU_SOURCE
#include "CProcess.h"
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

enum { most_signals = 128 };

static char kept_path[PATH_MAX];
static volatile sig_atomic_t is_kept = 0;
static int handled[most_signals];
static int handled_count = 0;
static struct sigaction previous[most_signals];

static void on_terminating(int signal_number) {
  int saved_errno = errno;
  if (is_kept) unlink(kept_path);
  is_kept = 0;
  if (signal_number > 0 && signal_number < most_signals) sigaction(signal_number, &previous[signal_number], NULL);
  // Delivered once this handler returns, to the action put back.
  raise(signal_number);
  errno = saved_errno;
}

int raygem_remove_file_on_signal(const char *path) {
  size_t length = strlen(path);
  if (is_kept || length >= sizeof kept_path) return -1;
  memcpy(kept_path, path, length + 1);
  int signals[most_signals];
  int count = raygem_terminating_signals(signals, most_signals);
  if (count > most_signals) count = most_signals;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_terminating;
  sigfillset(&action.sa_mask);
  handled_count = 0;
  is_kept = 1;
  for (int index = 0; index < count; index++) {
    int number = signals[index];
    if (number <= 0 || number >= most_signals) continue;
    struct sigaction old;
    if (sigaction(number, NULL, &old) != 0 || old.sa_handler == SIG_IGN) continue;
    previous[number] = old;
    if (sigaction(number, &action, NULL) == 0) handled[handled_count++] = number;
  }
  return 0;
}

void raygem_keep_file_on_signal(void) {
  for (int index = 0; index < handled_count; index++) {
    sigaction(handled[index], &previous[handled[index]], NULL);
  }
  handled_count = 0;
  is_kept = 0;
}

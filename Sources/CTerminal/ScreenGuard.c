// The full-screen browser's hold on the terminal, kept in C because its
// signal handlers may only call async-signal-safe functions (write,
// tcsetattr, tcgetpgrp, getpgrp, sigaction, sigprocmask, raise), which
// Swift code cannot promise.
//
// One screen at a time: the modes saved when it opens and the bytes that
// undo its escape sequences live in static storage, so a handler can put
// the terminal back without allocating or locking anything.
#define _GNU_SOURCE
#include "CTerminal.h"
#include "CProcess.h"
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static struct termios saved_modes;
static struct termios raw_modes;
static int terminal_fd = -1;
static int wake_fd = -1;
static char enter_bytes[256];
static size_t enter_length = 0;
static char leave_bytes[256];
static size_t leave_length = 0;
static volatile sig_atomic_t is_open = 0;

// Every signal whose default action ends the process (SIGKILL cannot be
// caught) and that is not ignored, such as SIGPIPE, which raygem ignores,
// or SIGHUP under nohup: gathered when a screen opens, with the actions
// they had then, which closing the screen puts back.
static sigset_t guarded;
static struct sigaction previous[NSIG];

static void gather_guarded(void) {
  int signals[NSIG];
  int count = raygem_terminating_signals(signals, NSIG);
  if (count > NSIG) count = NSIG;
  sigemptyset(&guarded);
  for (int index = 0; index < count; index++) {
    int number = signals[index];
    if (number <= 0 || number >= NSIG) continue;
    if (sigaction(number, NULL, &previous[number]) != 0 || previous[number].sa_handler == SIG_IGN) continue;
    sigaddset(&guarded, number);
  }
}

// The signals whose default action stops the process: Ctrl-Z's SIGTSTP,
// and SIGTTIN and SIGTTOU, which stop a background process that touches
// the terminal. Those not ignored are gathered when a screen opens, with
// the actions they had then (which closing the screen puts back), and
// given on_stop meanwhile; an ignored one (no job control to come back
// to) stays ignored.
static const int stops[] = {SIGTSTP, SIGTTIN, SIGTTOU};
static const size_t stop_count = sizeof stops / sizeof stops[0];
static sigset_t stopping;

static void gather_stopping(void) {
  sigemptyset(&stopping);
  for (size_t index = 0; index < stop_count; index++) {
    int number = stops[index];
    if (sigaction(number, NULL, &previous[number]) != 0 || previous[number].sa_handler == SIG_IGN) continue;
    sigaddset(&stopping, number);
  }
}

// Calls `each` for every guarded signal.
static void for_each_guarded(void (*each)(int)) {
  for (int number = 1; number < NSIG; number++) {
    if (sigismember(&guarded, number) == 1) each(number);
  }
}

// Calls `each` for every stop signal gathered.
static void for_each_stopping(void (*each)(int)) {
  for (size_t index = 0; index < stop_count; index++) {
    if (sigismember(&stopping, stops[index]) == 1) each(stops[index]);
  }
}

static void write_all(int fd, const char *bytes, size_t length) {
  while (length > 0) {
    ssize_t written = write(fd, bytes, length);
    if (written < 0) {
      if (errno == EINTR) continue;
      return;
    }
    bytes += written;
    length -= (size_t)written;
  }
}

static void put_back(int when) {
  write_all(terminal_fd, leave_bytes, leave_length);
  tcsetattr(terminal_fd, when, &saved_modes);
}

// Whether this process is in the terminal's foreground: a stopped or
// backgrounded browser has given the terminal back already, and touching
// it from the background would stop the process again (SIGTTOU) instead of
// letting a signal end it.
static int owns_terminal(void) {
  pid_t group = tcgetpgrp(terminal_fd);
  // Not the controlling terminal (under setsid): no job control takes it
  // away, so it is always ours to put back.
  return group == -1 || group == getpgrp();
}

static void install(int signal_number, void (*handler)(int), int flags) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  action.sa_flags = flags;
  sigemptyset(&action.sa_mask);
  sigaction(signal_number, &action, NULL);
}

// SA_RESETHAND has put the default action back: raising the signal again
// ends the process as the signal would have, for the parent to see.
static void on_fatal(int signal_number) {
  int saved_errno = errno;
  if (is_open && owns_terminal()) put_back(TCSANOW);
  raise(signal_number);
  errno = saved_errno;
}

static void guard_signal(int signal_number) {
  install(signal_number, on_fatal, SA_RESETHAND | SA_NODEFER);
}

static void release_signal(int signal_number) {
  sigaction(signal_number, &previous[signal_number], NULL);
}

static void guard_stop(int signal_number);

// Ctrl-Z, or SIGTTIN and SIGTTOU, which stop a process too: give the shell
// a sane terminal (from the foreground only; see owns_terminal), then stop
// as the default action would; SIGCONT's handler asks the loop to take the
// screen again.
static void on_stop(int signal_number) {
  int saved_errno = errno;
  if (is_open && owns_terminal()) put_back(TCSANOW);
  install(signal_number, SIG_DFL, 0);
  sigset_t stop;
  sigemptyset(&stop);
  sigaddset(&stop, signal_number);
  sigprocmask(SIG_UNBLOCK, &stop, NULL);
  raise(signal_number);
  // Continued: catch the next stop too.
  install(signal_number, on_stop, SA_RESTART);
  errno = saved_errno;
}

static void guard_stop(int signal_number) {
  install(signal_number, on_stop, SA_RESTART);
}

static void on_wake(int signal_number) {
  int saved_errno = errno;
  char byte = signal_number == SIGWINCH ? 'w' : 'c';
  if (wake_fd >= 0) (void)write(wake_fd, &byte, 1);
  errno = saved_errno;
}

int raygem_screen_open(int fd, int wake, const char *enter, const char *leave) {
  if (is_open) return -1;
  size_t enter_size = strlen(enter), leave_size = strlen(leave);
  if (enter_size >= sizeof enter_bytes || leave_size >= sizeof leave_bytes) return -1;
  if (tcgetattr(fd, &saved_modes) != 0) return -1;
  memcpy(enter_bytes, enter, enter_size);
  enter_length = enter_size;
  memcpy(leave_bytes, leave, leave_size);
  leave_length = leave_size;
  terminal_fd = fd;
  wake_fd = wake;
  raw_modes = saved_modes;
  cfmakeraw(&raw_modes);
  raw_modes.c_cc[VMIN] = 1;
  raw_modes.c_cc[VTIME] = 0;
  gather_guarded();
  for_each_guarded(guard_signal);
  gather_stopping();
  for_each_stopping(guard_stop);
  install(SIGCONT, on_wake, SA_RESTART);
  install(SIGWINCH, on_wake, SA_RESTART);
  // A parent may have started raygem with these blocked (the mask is
  // inherited through exec); blocked, Ctrl-Z would never stop it.
  sigset_t handled = guarded;
  for (size_t index = 0; index < stop_count; index++) {
    if (sigismember(&stopping, stops[index]) == 1) sigaddset(&handled, stops[index]);
  }
  sigaddset(&handled, SIGCONT);
  sigaddset(&handled, SIGWINCH);
  sigprocmask(SIG_UNBLOCK, &handled, NULL);
  is_open = 1;
  return raygem_screen_resume();
}

int raygem_screen_resume(void) {
  if (!is_open) return -1;
  if (tcsetattr(terminal_fd, TCSADRAIN, &raw_modes) != 0) return -1;
  write_all(terminal_fd, enter_bytes, enter_length);
  return 0;
}

void raygem_screen_close(void) {
  if (!is_open) return;
  put_back(TCSADRAIN);
  is_open = 0;
  for_each_guarded(release_signal);
  for_each_stopping(release_signal);
  install(SIGCONT, SIG_DFL, 0);
  install(SIGWINCH, SIG_DFL, 0);
}

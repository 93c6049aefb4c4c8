#ifndef RAYGEM_CSIGNALS_H
#define RAYGEM_CSIGNALS_H

#include <stddef.h>

/// Fills `signals` with every signal whose default action ends the
/// process, except SIGKILL, which no program can catch: the hang-up,
/// interrupt and termination signals, the crash signals, the timer, I/O,
/// power and user signals, and every real-time signal. Returns how many
/// there are, writing at most `capacity` of them.
int raygem_terminating_signals(int *signals, int capacity);

/// Gives SIGQUIT (Ctrl-\) its default action, ending the process, unless
/// the parent ignores it (a shell does for a script's background jobs):
/// the Swift runtime's crash handler takes it otherwise, prints a report
/// and lets the program carry on.
void raygem_quit_by_default(void);

/// Removes the file at `path` if a signal ends the process before
/// raygem_keep_file_on_signal() is called: installs a handler for every
/// terminating signal that is not ignored, which removes the file, puts the
/// previous action back and raises the signal again, so that an earlier
/// handler (the full-screen browser's) still runs and the process still
/// ends as the signal would have ended it. Returns 0, or -1 when the path
/// is too long to keep (nothing is installed then) or a file is already kept.
int raygem_remove_file_on_signal(const char *path);

/// Forgets the file and puts back the actions that were in place before
/// raygem_remove_file_on_signal().
void raygem_keep_file_on_signal(void);

/// Makes the C library give every large block (128 KiB or more) back to
/// the system as soon as it is freed, so that peak memory follows what is
/// live: glibc otherwise keeps later large blocks in its heap once one has
/// been freed. Does nothing with other C libraries.
void raygem_return_large_blocks_at_once(void);

/// Opens a new file that lives in memory and has no name in any folder,
/// close-on-exec, for reading and writing; it is gone once closed. Returns
/// the descriptor, or -1 with errno set (ENOSYS where the system has none).
int raygem_anonymous_file(const char *name);

/// How many cores the process may run on: those of its CPU affinity
/// (`taskset`, a container's cpuset), else every core online; at least 1.
int raygem_available_cores(void);

#endif

#ifndef RAYGEM_CTERMINAL_H
#define RAYGEM_CTERMINAL_H

#include <stdint.h>

/// The number of terminal columns a Unicode scalar occupies under the
/// C.UTF-8 locale: 0 for combining marks, 2 for wide and fullwidth
/// characters, 1 otherwise, and -1 for control characters.
int raygem_scalar_width(uint32_t scalar);

/// Takes the terminal `fd` for a full screen: saves its modes, installs
/// signal handlers that put it back (for every signal whose default action
/// ends the process and that is not ignored, then raised again: the
/// real-time ones included, but not SIGKILL, which cannot be caught;
/// for SIGTSTP, which then stops the process), switches to raw mode and
/// writes `enter`. SIGCONT and SIGWINCH each write one byte to `wake`
/// ('c' and 'w') so that a poll(2) loop wakes. `leave` is written whenever the terminal is put
/// back. Both sequences must be under 256 bytes.
/// Returns 0, or -1 (with errno) when the terminal's modes cannot be read
/// or set, or a screen is already open.
int raygem_screen_open(int fd, int wake, const char *enter, const char *leave);

/// After a stop: raw mode again and the `enter` sequence. Returns 0 or -1.
int raygem_screen_resume(void);

/// Writes `leave`, restores the saved modes, the terminating signals'
/// actions as they were when the screen opened, and the default actions of
/// SIGTSTP, SIGCONT and SIGWINCH.
void raygem_screen_close(void);

#endif

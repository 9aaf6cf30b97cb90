#ifndef CTERMINALGUARD_H
#define CTERMINALGUARD_H

#include <stddef.h>
#include <termios.h>

/// Gives the terminal back when the process crashes while a full-screen program owns it.
///
/// After `terminal_guard_arm`, a SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE or SIGABRT (a Swift
/// trap is a SIGILL or SIGTRAP) first writes `restore` to `fd` and sets the terminal's modes back
/// to `modes`, then goes on to whatever handled the signal before (Swift's backtracer, or the
/// default: the process ends). This is C because a signal handler may only call
/// async-signal-safe functions, which Swift code cannot promise.
///
/// Returns 0, or -1 with errno set when a handler could not be installed (nothing is armed then).
int terminal_guard_arm(int fd, const struct termios *modes, const char *restore, size_t length);

/// Puts back the handlers that were there before `terminal_guard_arm`.
void terminal_guard_disarm(void);

#endif

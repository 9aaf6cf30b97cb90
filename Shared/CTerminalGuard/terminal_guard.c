#include "CTerminalGuard.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static const int guarded_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT };
enum { guarded_count = sizeof guarded_signals / sizeof guarded_signals[0] };

// Written before `armed` is set and only read by the handler, which checks `armed` first.
static struct sigaction previous_actions[guarded_count];
static struct termios saved_modes;
static char restore_bytes[512];
static size_t restore_length;
static int terminal_fd = -1;
static volatile sig_atomic_t armed = 0;

static int guarded_index(int signal_number) {
    for (int index = 0; index < guarded_count; index++) {
        if (guarded_signals[index] == signal_number) return index;
    }
    return -1;
}

static void give_the_terminal_back(void) {
    size_t written = 0;
    while (written < restore_length) {
        ssize_t result = write(terminal_fd, restore_bytes + written, restore_length - written);
        if (result > 0) {
            written += (size_t)result;
        } else if (result < 0 && errno == EINTR) {
            continue;
        } else {
            break;
        }
    }
    tcsetattr(terminal_fd, TCSADRAIN, &saved_modes);
}

static void on_crash(int signal_number, siginfo_t *info, void *context) {
    (void)context;
    int saved_errno = errno;
    if (armed) {
        armed = 0;
        give_the_terminal_back();
    }
    int index = guarded_index(signal_number);
    if (index >= 0) sigaction(signal_number, &previous_actions[index], NULL);
    // A fault raised by an instruction happens again when the handler returns, now reaching the
    // previous handler; a signal that was sent (kill, abort) has to be sent again.
    if (info == NULL || info->si_code <= 0) raise(signal_number);
    errno = saved_errno;
}

int terminal_guard_arm(int fd, const struct termios *modes, const char *restore, size_t length) {
    if (modes == NULL || (restore == NULL && length > 0) || length > sizeof restore_bytes) {
        errno = EINVAL;
        return -1;
    }
    terminal_guard_disarm();
    saved_modes = *modes;
    if (length > 0) memcpy(restore_bytes, restore, length);
    restore_length = length;
    terminal_fd = fd;

    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_crash;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (int index = 0; index < guarded_count; index++) {
        if (sigaction(guarded_signals[index], &action, &previous_actions[index]) != 0) {
            int failure = errno;
            while (--index >= 0) sigaction(guarded_signals[index], &previous_actions[index], NULL);
            errno = failure;
            return -1;
        }
    }
    armed = 1;
    return 0;
}

void terminal_guard_disarm(void) {
    if (terminal_fd < 0) return;
    armed = 0;
    for (int index = 0; index < guarded_count; index++) {
        sigaction(guarded_signals[index], &previous_actions[index], NULL);
    }
    terminal_fd = -1;
}

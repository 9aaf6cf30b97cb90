#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

// SwiftPM drops pkg-config's -D flags: ask for the wide-character API here.
#define _XOPEN_SOURCE 700
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <ncurses.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>

// Swift 6 cannot use C globals or function-like macros: these wrap the ones the backend needs.

static inline WINDOW *cnc_stdscr(void) { return stdscr; }
static inline int cnc_colors(void) { return COLORS; }
static inline attr_t cnc_bold(void) { return A_BOLD; }
static inline attr_t cnc_dim(void) { return A_DIM; }
static inline attr_t cnc_reverse(void) { return A_REVERSE; }
static inline attr_t cnc_underline(void) { return A_UNDERLINE; }

/// Draws one character cell: `text` is one grapheme (a few code points) in colour pair `pair`,
/// which may be above 32767 (extended pairs are passed through setcchar's last argument).
static inline int cnc_put(int y, int x, const wchar_t *text, attr_t attributes, int pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attributes, 0, &pair) != OK) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
}

/// How many cells a code point takes in the current (UTF-8) locale: 2 for wide, 0 for combining, -1 for controls.
static inline int cnc_wcwidth(wchar_t character) { return wcwidth(character); }

/// The terminal's size from the kernel, which knows it before ncurses does after a resize.
static inline int cnc_window_size(int *rows, int *columns) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return -1;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return 0;
}

#endif

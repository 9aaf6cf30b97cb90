/// The xterm modes an app turns on while it owns the terminal, and off when it gives it back:
/// SGR mouse reports (clicks anywhere, with columns past 223) and bracketed paste (pasted text
/// comes between markers, so it arrives as one insertion and never as keys).
enum TerminalModes {
    static let on = "\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h"
    static let off = "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l"
}

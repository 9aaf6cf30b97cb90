/// The xterm control sequences for SGR mouse reports: clicks anywhere, with columns past 223.
enum MouseReporting {
    static let on = "\u{1B}[?1000h\u{1B}[?1006h"
    static let off = "\u{1B}[?1006l\u{1B}[?1000l"
}

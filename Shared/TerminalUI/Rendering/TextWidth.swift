import CNcursesw
import Foundation

/// How many cells text takes: 2 for wide characters (CJK, emoji), 0 for combining marks and
/// controls, 1 otherwise — the terminal's own measure, so layouts stay aligned.
public enum TextWidth {
    /// The width ncurses itself assumes (wcwidth of the first code point), so that what the
    /// canvas lays out and what the terminal is told agree: "🎉" is 2, "❤️" (a text-style heart
    /// with a variation selector) is 1.
    public static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        _ = utf8Locale
        return max(Int(cnc_wcwidth(wchar_t(bitPattern: first.value))), 0)
    }

    /// What of a cell's character is written to the terminal: its first scalar and the marks
    /// that combine with it (four scalars at most, what ncurses keeps). Joined emoji (👨‍👩‍👧), flags
    /// (🇧🇷) and emoji presentation selectors are drawn from their first scalar alone: terminals
    /// disagree on how wide such sequences are, and a cell the terminal draws wider than the
    /// layout measured pushes the rest of the row out of place. The text itself keeps them whole.
    public static func terminalScalars(of text: String) -> [Unicode.Scalar] {
        guard let first = text.unicodeScalars.first else { return [] }
        let marks = text.unicodeScalars.dropFirst().prefix { scalar in
            let category = scalar.properties.generalCategory
            return (category == .nonspacingMark || category == .enclosingMark) && !scalar.properties.isVariationSelector
        }
        return [first] + marks.prefix(3)
    }

    public static func of(_ text: String) -> Int {
        // Printable ASCII is one cell a character, with no need to ask wcwidth: most text is,
        // and a list of 10 000 players measures every name.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// `text` cut to at most `width` cells, ending in "…" when something was cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard of(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let next = of(character)
            if used + next > width - 1 { break }
            result.append(character)
            used += next
        }
        return result + "…"
    }

    /// Splits text into lines of at most `width` cells, breaking at spaces where it can.
    public static func wrap(_ text: String, to width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                let candidate = line.isEmpty ? word : line + " " + word
                if of(candidate) <= width {
                    line = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                line = word
                while of(line) > width {
                    let head = truncateHard(line, to: width)
                    lines.append(head)
                    line = String(line.dropFirst(head.count))
                }
            }
            lines.append(line)
        }
        return lines
    }

    private static func truncateHard(_ text: String, to width: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let next = of(character)
            if used + next > width { break }
            result.append(character)
            used += next
        }
        return result.isEmpty ? String(text.prefix(1)) : result
    }

    /// wcwidth needs a UTF-8 locale; a process started under "C" gets C.UTF-8 for character types.
    private static let utf8Locale: Bool = {
        if let current = setlocale(LC_CTYPE, nil), String(cString: current).uppercased().contains("UTF-8") {
            return true
        }
        return setlocale(LC_CTYPE, "C.UTF-8") != nil
    }()
}

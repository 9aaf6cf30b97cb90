/// Output a teacher projects fits the terminal: a line longer than the width is cut into lines
/// that fit, each continuation marked so a diff still reads as one.
public enum TextWrapping {
    /// `text` with every line of more than `width` characters cut, at a space where one falls in
    /// the line's last third. A continuation starts with the line's first character (a diff's
    /// " ", "+" or "-") and "  ↳ ".
    public static func wrapped(_ text: String, width: Int) -> String {
        let width = max(width, 20)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var rest = Substring(line)
            guard rest.count > width else { return String(line) }
            let marker = rest.first.map { "-+ ".contains($0) ? String($0) : " " } ?? " "
            let continuation = marker + "  ↳ "
            var pieces: [String] = []
            var room = width
            while rest.count > room {
                let cut = rest.index(rest.startIndex, offsetBy: room)
                let lastThird = rest.index(rest.startIndex, offsetBy: room * 2 / 3)
                let at = rest[lastThird..<cut].lastIndex(of: " ").map { rest.index(after: $0) } ?? cut
                pieces.append(String(rest[..<at]))
                rest = rest[at...]
                room = width - continuation.count
            }
            pieces.append(String(rest))
            return pieces.enumerated().map { $0.offset == 0 ? $0.element : continuation + $0.element }.joined(
                separator: "\n")
        }.joined(separator: "\n")
    }
}

/// Two screens compared row by row, for a failure read on a projector: only the rows that
/// differ, numbered as on the screen (row 1 is the title bar), expected above actual.
public enum ScreenDiff {
    public static func rows(expected: String, actual: String) -> String {
        let want = expected.components(separatedBy: "\n")
        let got = actual.components(separatedBy: "\n")
        var lines: [String] = []
        for row in 0..<max(want.count, got.count) {
            let wanted = row < want.count ? want[row] : ""
            let seen = row < got.count ? got[row] : ""
            guard wanted != seen else { continue }
            let number = String(row + 1).leftPadded(to: 2)
            lines.append("\(number) − │\(wanted)")
            lines.append("\(number) + │\(seen)")
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}

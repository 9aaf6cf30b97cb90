/// Two values as `dump` writes them, line by line, with what differs marked: `−` for a line only
/// the expected value has, `+` for one only the actual has. What a test store prints when a state
/// changed otherwise than the test said.
public enum StateDifference {
    public static func lines<Value>(expected: Value, actual: Value) -> String {
        let old = dumped(expected)
        let new = dumped(actual)
        // The longest common run of lines, by dynamic programming: states are small.
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [String] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                result.append("  \(old[i])")
                i += 1
                j += 1
            } else if j < new.count, i == old.count || common[i][j + 1] >= common[i + 1][j] {
                result.append("+ \(new[j])")
                j += 1
            } else {
                result.append("− \(old[i])")
                i += 1
            }
        }
        return result.joined(separator: "\n")
    }

    private static func dumped<Value>(_ value: Value) -> [String] {
        var text = ""
        dump(value, to: &text)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }
}

/// The original iOS projects' figures (metrics/README.md says where from), shown beside ours as
/// proportions of their own MVC: comparable in proportion, not in absolute value.
public enum ReferenceMetrics {
    public struct Row: Hashable, Sendable {
        public let pattern: String
        public let files: Int
        public let codeLines: Int
        public let testLines: Int
        public let unitTests: Int
    }

    /// Football Gather iOS, one Xcode project per pattern.
    public static let footballGather: [Row] = [
        Row(pattern: "MVC", files: 42, codeLines: 2189, testLines: 2297, unitTests: 117),
        Row(pattern: "MVVM", files: 49, codeLines: 2514, testLines: 2462, unitTests: 121),
        Row(pattern: "MVP", files: 58, codeLines: 2926, testLines: 2474, unitTests: 121),
        Row(pattern: "MVPC", files: 67, codeLines: 3145, testLines: 2474, unitTests: 121),
        Row(pattern: "VIPER", files: 87, codeLines: 3831, testLines: 2841, unitTests: 133),
        Row(pattern: "VIP", files: 90, codeLines: 4701, testLines: 3081, unitTests: 141),
    ]

    /// My Cards iOS, MVC only: 1899 code lines in 47 files, 2 unit tests.
    public static let myCardsMVC = Row(pattern: "MVC", files: 47, codeLines: 1899, testLines: 0, unitTests: 2)
}

import Foundation

/// One mutation run's outcomes and what they add up to: the mutation score, killed among the
/// mutants a test reaches, in all and per layer.
public struct MutationSummary: Codable, Sendable {
    public let pattern: String
    /// The app's folder: "Gather" or "MyCards".
    public let app: String
    /// When the run ended, as the report dates it: "2026-11-27".
    public let date: String
    /// How long the whole run took.
    public let seconds: Int
    /// The commit whose code the run mutated ("+ changes" when the tree had some); `nil` in a
    /// run kept before commits were recorded.
    public var commit: String?
    public internal(set) var outcomes: [MutationRun.Outcome]

    public init(
        pattern: String, app: String, outcomes: [MutationRun.Outcome], seconds: Int, date: Date = Date(),
        commit: String? = nil
    ) {
        self.pattern = pattern
        self.app = app
        self.outcomes = outcomes
        self.seconds = seconds
        self.commit = commit
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.dateFormat = "yyyy-MM-dd"
        self.date = format.string(from: date)
    }

    /// Killed (a test failed, or hung) and survived, among the mutants some test reaches.
    public struct Score: Equatable, Sendable {
        public let killed: Int
        public let survived: Int
        public var scored: Int { killed + survived }
        /// Percent killed; `nil` with nothing to score.
        public var percent: Double? { scored == 0 ? nil : Double(killed) * 100 / Double(scored) }
    }

    public func score(in layer: Layer? = nil) -> Score {
        let counted = outcomes.filter { layer == nil || self.layer(of: $0.mutant) == layer }
        return Score(
            killed: counted.filter { $0.status == .killed || $0.status == .timedOut }.count,
            survived: counted.filter { $0.status == .survived }.count
        )
    }

    public func count(_ status: MutationRun.Status) -> Int {
        outcomes.filter { $0.status == status }.count
    }

    public func layer(of mutant: Mutant) -> Layer? {
        guard case .variant(let pattern, _, let role) = SourceRole(path: mutant.path) else { return nil }
        return Layer.of(role: role, in: pattern)
    }

    /// What the run prints at its end.
    public var text: String {
        let all = score()
        var lines = [
            "\(pattern) · \(app): \(outcomes.count) mutants in \(seconds) s — \(Self.percent(all)) killed (\(all.killed) of \(all.scored) reached);"
                + " \(count(.timedOut)) of the killed by timeout, \(count(.notReached)) not reached by a test, \(count(.doesNotCompile)) do not compile."
        ]
        for layer in Layer.allCases {
            let score = score(in: layer)
            guard score.scored > 0 else { continue }
            lines.append("  \(layer.rawValue): \(Self.percent(score)) (\(score.killed) of \(score.scored))")
        }
        let survivors = outcomes.filter { $0.status == .survived }
        if !survivors.isEmpty {
            lines.append("Survivors:")
            lines += survivors.map { "  \($0.mutant.description)" }
        }
        return lines.joined(separator: "\n")
    }

    /// Writes `<pattern>-<app>.json` into `folder`.
    public func write(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(
            to: folder.appendingPathComponent("\(pattern.lowercased())-\(app.lowercased()).json"))
    }

    private static func percent(_ score: Score) -> String {
        score.percent.map { "\(Int($0.rounded())) %" } ?? "–"
    }
}

import Domain
import Foundation
import MetricsKit

/// What the board holds: every pair's latest row per exercise and pattern, the reference
/// solutions' rows, the patterns it has columns for, and a version that grows with each change —
/// what a page waiting for news waits on (`rows(after:)`).
///
/// A pair's name is its own: the first row under a name gets a secret back, and a later row
/// under that name (case aside) is taken only with it. A room has at most 20 pairs; the board
/// takes at most `maximumPairs`, so a flood of names cannot fill it.
public actor BoardState {
    public struct Snapshot: Codable, Sendable, Equatable {
        public var version: Int
        /// The columns, in order: each pattern's folder name and the name a reader knows it by.
        public var patterns: [Pattern]
        public var rows: [BoardRow]
        public var references: [BoardRow]
        /// Pages whose request for news is held now: what a check reads to know a page is open.
        public var watching: Int
    }

    public struct Pattern: Codable, Sendable, Equatable {
        public let name: String
        public let shown: String
    }

    /// What became of a row sent.
    public enum Outcome: Equatable, Sendable {
        /// On the board; `secret` is the pair's, for its next rows, when this was its first.
        case taken(secret: String?)
        case refused(reason: String)
    }

    public static let maximumPairs = 40

    private var rows: [BoardRow] = []
    private let references: [BoardRow]
    private let patterns: [Pattern]
    /// Each pair's secret, under its name folded to lower case: "alice+bob" is Alice+Bob's.
    private var secrets: [String: String] = [:]
    private var version = 0
    private var waiting: [UUID: CheckedContinuation<Void, Never>] = [:]

    /// - Parameter patterns: the patterns' folder names in the order of the columns (the one list
    ///   of variants, `Layer.patterns`), each shown by its spoken name (MVP-C, MVC-Composition).
    public init(references: [BoardRow], patterns: [String]) {
        self.references = references
        self.patterns = patterns.map { Pattern(name: $0, shown: Layer.spokenName(of: $0)) }
    }

    public var snapshot: Snapshot {
        Snapshot(version: version, patterns: patterns, rows: rows, references: references, watching: waiting.count)
    }

    /// Takes `row` (its name kept trimmed, its secret kept off the board): a pair's row for an
    /// exercise and pattern replaces the one it sent before (a pair runs `make cost` again after
    /// more work). A name taken by another pair, or one more pair than the board holds, is refused.
    public func take(_ row: BoardRow) -> Outcome {
        let name = row.keptPair
        let owner = name.lowercased()
        var newSecret: String?
        if let secret = secrets[owner] {
            guard row.secret == secret else {
                return .refused(
                    reason:
                        "The pair name \"\(name)\" is taken on this board: choose another, or send from the checkout that sent it first."
                )
            }
        } else {
            guard secrets.count < Self.maximumPairs else {
                return .refused(
                    reason:
                        "The board holds \(Self.maximumPairs) pairs already, more than a room has: ask the teacher to remove one (make board-remove PAIR=<names>)."
                )
            }
            newSecret = UUID().uuidString
            secrets[owner] = newSecret
        }
        var kept = row
        kept.pair = name
        kept.secret = nil
        rows.removeAll { $0.pair.lowercased() == owner && $0.exercise == row.exercise && $0.pattern == row.pattern }
        rows.append(kept)
        changed()
        return .taken(secret: newSecret)
    }

    /// The teacher's: takes the pair's rows off the board — of one exercise and pattern, or all of
    /// them — and frees its name once none is left. How many rows went.
    public func remove(pair: String, exercise: String? = nil, pattern: String? = nil) -> Int {
        let owner = NameRules.normalized(pair).lowercased()
        let before = rows.count
        rows.removeAll { row in
            row.pair.lowercased() == owner && (exercise.map { $0 == row.exercise } ?? true)
                && (pattern.map { $0.lowercased() == row.pattern.lowercased() } ?? true)
        }
        if !rows.contains(where: { $0.pair.lowercased() == owner }) { secrets[owner] = nil }
        if rows.count != before { changed() }
        return before - rows.count
    }

    /// The board once its version is past `after`, or as it is after `hold` (a long poll: the page
    /// asks again at once, so a row shows up as soon as it arrives, without polling every second).
    public func rows(after: Int, hold: Duration) async -> Snapshot {
        guard version <= after else { return snapshot }
        let id = UUID()
        let timeout = Task {
            try? await Task.sleep(for: hold)
            self.wake(id)
        }
        await withCheckedContinuation { continuation in
            waiting[id] = continuation
        }
        timeout.cancel()
        return snapshot
    }

    private func changed() {
        version += 1
        let woken = waiting.values
        waiting.removeAll()
        for continuation in woken { continuation.resume() }
    }

    private func wake(_ id: UUID) {
        waiting.removeValue(forKey: id)?.resume()
    }
}

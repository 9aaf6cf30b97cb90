import Foundation
import MetricsKit

/// What the board holds: every pair's latest row per exercise and pattern, the reference
/// solutions' rows, and a version that grows with each row taken — what a page waiting for news
/// waits on (`rows(after:)`).
public actor BoardState {
    public struct Snapshot: Codable, Sendable, Equatable {
        public var version: Int
        public var rows: [BoardRow]
        public var references: [BoardRow]
        /// Pages whose request for news is held now: what a check reads to know a page is open.
        public var watching: Int
    }

    private var rows: [BoardRow] = []
    private let references: [BoardRow]
    private var version = 0
    private var waiting: [UUID: CheckedContinuation<Void, Never>] = [:]

    public init(references: [BoardRow]) {
        self.references = references
    }

    public var snapshot: Snapshot { Snapshot(version: version, rows: rows, references: references, watching: waiting.count) }

    /// Takes `row`: a pair's row for an exercise and pattern replaces the one it sent before
    /// (a pair runs `make cost` again after more work).
    public func take(_ row: BoardRow) {
        rows.removeAll { $0.pair == row.pair && $0.exercise == row.exercise && $0.pattern == row.pattern }
        rows.append(row)
        version += 1
        let woken = waiting.values
        waiting.removeAll()
        for continuation in woken { continuation.resume() }
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

    private func wake(_ id: UUID) {
        waiting.removeValue(forKey: id)?.resume()
    }
}

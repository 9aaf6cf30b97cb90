import Foundation

/// The secrets boards gave this checkout's pairs, in one file of the checkout (not committed):
/// the board takes a pair's later rows only with the secret of its first, so a pair's next
/// `make cost` must find it. Keyed by board and pair, as a laptop may send to two boards.
public struct BoardSecrets: Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public let file: URL

    public init(file: URL) {
        self.file = file
    }

    /// The checkout's file: `.workshop/board-secrets.json` under `root`.
    public init(root: URL) {
        self.init(file: root.appendingPathComponent(".workshop/board-secrets.json"))
    }

    public func secret(board: String, pair: String) -> String? {
        all()[Self.key(board: board, pair: pair)]
    }

    public func keep(_ secret: String, board: String, pair: String) throws(Failure) {
        var secrets = all()
        secrets[Self.key(board: board, pair: pair)] = secret
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(secrets).write(to: file, options: .atomic)
        } catch {
            throw Failure(
                description:
                    "The board took the row, but its secret could not be kept in \(file.path) (\(error.localizedDescription)): the next row under this name will be refused."
            )
        }
    }

    /// What the file holds; none when it is missing or unreadable (the board then refuses a taken
    /// name with its reason, and the pair chooses another).
    private func all() -> [String: String] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [:] }
        return (try? JSONDecoder().decode([String: String].self, from: data)) ?? [:]
    }

    /// A board's address without a trailing slash, and a pair's name as the board folds it.
    private static func key(board: String, pair: String) -> String {
        let address = board.hasSuffix("/") ? String(board.dropLast()) : board
        return "\(address) \(pair.lowercased())"
    }
}

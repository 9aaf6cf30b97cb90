import Foundation

/// Screens in one text file: each checkpoint's name on a line of its own, then the screen as it
/// must read. The parity suite keeps one per scenario; an exercise keeps its expected screens
/// and the parity screens its change request alters.
public struct SnapshotFile: Sendable {
    /// `PARITY_RECORD=1` writes the screens of this run instead of comparing.
    public static let isRecording = ProcessInfo.processInfo.environment["PARITY_RECORD"] == "1"
    private static let marker = "=== "

    public let url: URL
    public private(set) var screens: [(name: String, screen: String)] = []

    public init(url: URL) {
        self.url = url
    }

    /// The golden screens of one parity scenario of `app` ("football-gather").
    public static func parity(app: String, scenario: String) -> SnapshotFile {
        SnapshotFile(
            url: Repository.paritySnapshots.appendingPathComponent(app).appendingPathComponent("\(scenario).txt"))
    }

    /// The checkpoints stored on disk, or `nil` when the file does not exist.
    public func stored() -> [String: String]? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        var result: [String: String] = [:]
        var name: String?
        var lines: [String] = []
        func flush() {
            if let name { result[name] = lines.joined(separator: "\n") }
        }
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix(Self.marker) {
                flush()
                name = String(line.dropFirst(Self.marker.count))
                lines = []
            } else {
                lines.append(line)
            }
        }
        flush()
        return result.mapValues { $0.trimmingCharacters(in: .newlines) }
    }

    public mutating func append(_ name: String, _ screen: String) {
        screens.append((name, screen))
    }

    public func write() throws {
        try write(to: url)
    }

    /// Writes this run's screens, in the order they were reached, to `url`.
    public func write(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = screens.map { "\(Self.marker)\($0.name)\n\($0.screen)\n" }.joined(separator: "\n")
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}

import Foundation

/// The golden screens of one scenario, in one text file: each checkpoint's name on a line of
/// its own, then the screen as it must read.
struct SnapshotFile {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    /// `PARITY_RECORD=1` writes the snapshots from this run instead of comparing.
    static let isRecording = ProcessInfo.processInfo.environment["PARITY_RECORD"] == "1"
    private static let marker = "=== "

    let url: URL
    private(set) var screens: [(name: String, screen: String)] = []

    init(app: String, scenario: String) {
        url = Self.directory.appendingPathComponent(app).appendingPathComponent("\(scenario).txt")
    }

    /// The checkpoints stored on disk, or `nil` when the file does not exist.
    func stored() -> [String: String]? {
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

    mutating func append(_ name: String, _ screen: String) {
        screens.append((name, screen))
    }

    func write() throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = screens.map { "\(Self.marker)\($0.name)\n\($0.screen)\n" }.joined(separator: "\n")
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}

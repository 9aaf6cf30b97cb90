import Foundation
import Logging

/// swift-log to a file: a terminal app must never print logs over its own screen.
public struct FileLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    private let label: String
    private let file: LogFile

    public init(label: String, file: LogFile, level: Logger.Level) {
        self.label = label
        self.file = file
        logLevel = level
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
        let details =
            merged.isEmpty
            ? "" : " " + merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        file.append(level: event.level, line: "\(label):\(details) \(event.message)")
    }
}

/// One log file, appended to from any thread — and from any process: it is opened with
/// O_APPEND, so each line lands whole at the end, never over another's (two apps given one
/// `--log-file`, or the backend and an app).
public final class LogFile: @unchecked Sendable {
    private let handle: FileHandle
    private let lock = NSLock()
    private let formatter = ISO8601DateFormatter()

    /// Opens (creating it if needed) `path` for appending.
    public init(path: String) throws(AppSupportError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWriteLog(path: path) }
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Writes one timestamped line. A failed write (a full disk) loses the line, never the app.
    func append(level: Logger.Level, line: String) {
        lock.withLock {
            let text = "\(formatter.string(from: Date())) \(level) \(line)\n"
            try? handle.write(contentsOf: Data(text.utf8))
        }
    }
}

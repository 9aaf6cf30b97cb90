import Foundation
import Logging

/// The logger tests hand to a backend or an app's environment: to standard error, at warning
/// unless `LOG_LEVEL` asks for more (or less). At info, a parity run was mostly the embedded
/// backend's request lines, and the failures were hard to find among them.
public enum TestLogging {
    public static func logger(_ label: String = "backend") -> Logger {
        var logger = Logger(label: label) { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = level(environment: ProcessInfo.processInfo.environment)
        return logger
    }

    /// `LOG_LEVEL` ("debug", "INFO", …), else warning.
    public static func level(environment: [String: String]) -> Logger.Level {
        environment["LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0.lowercased()) } ?? .warning
    }
}

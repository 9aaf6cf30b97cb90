import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How long a headless session took, written by `--timings FILE` for `make bench`: making the
/// environment (the local backend's process started, not waited for), the first screen, and every key and step of
/// the script — each until the screen had settled — and the most memory the process held.
public struct ScriptTimings: Codable, Hashable, Sendable {
    public struct Step: Codable, Hashable, Sendable {
        /// The script's words for it: "down", "type demo", "advance 1s".
        public var step: String
        public var milliseconds: Double
        /// How many times a screen brought its views up to date during the step.
        public var viewUpdates: Int
    }

    public var environmentMilliseconds: Double = 0
    public var firstScreenMilliseconds: Double = 0
    public var steps: [Step] = []
    /// The peak resident set, from getrusage.
    public var peakMemoryKilobytes = 0

    public init() {}

    mutating func record(_ step: String, _ duration: Duration, viewUpdates: Int) {
        steps.append(Step(step: step, milliseconds: Self.milliseconds(duration), viewUpdates: viewUpdates))
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    /// Writes the timings as JSON, the peak memory read now.
    public func write(to path: String) throws {
        var finished = self
        var usage = rusage()
        #if canImport(Darwin)
            // Darwin counts ru_maxrss in bytes, Linux in kilobytes.
            if getrusage(RUSAGE_SELF, &usage) == 0 {
                finished.peakMemoryKilobytes = usage.ru_maxrss / 1024
            }
        #else
            if getrusage(RUSAGE_SELF.rawValue, &usage) == 0 {
                finished.peakMemoryKilobytes = usage.ru_maxrss
            }
        #endif
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(finished).write(to: URL(fileURLWithPath: path))
    }
}

/// Several timed runs of the same thing, reported as their median with the range around it:
/// one run says little on a shared machine whose clock wanders.
public struct TimingSample: Codable, Hashable, Sendable {
    /// Seconds, in the order they were measured.
    public var runs: [Double]

    public init(runs: [Double]) {
        self.runs = runs
    }

    public var median: Double {
        let sorted = runs.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    public var fastest: Double { runs.min() ?? 0 }
    public var slowest: Double { runs.max() ?? 0 }
}

/// What one variant costs at run time, as `make bench` measured it (metrics/bench.json): its
/// start, and its list with 10 000 entries.
public struct RunTime: Codable, Hashable, Sendable {
    public var pattern: String
    public var app: String
    /// Launch to first screen, the local backend's process started: the whole process's median.
    public var startMilliseconds: Double
    /// The list loaded and drawn with `listSize` entries.
    public var listMilliseconds: Double
    public var keyMedianMilliseconds: Double
    public var keyP99Milliseconds: Double
    public var peakMemoryMegabytes: Double
    /// The same app's peak with the demo data only, to show memory stays bounded.
    public var demoPeakMemoryMegabytes: Double
    public var listSize: Int

    public init(
        pattern: String, app: String, startMilliseconds: Double, listMilliseconds: Double,
        keyMedianMilliseconds: Double, keyP99Milliseconds: Double,
        peakMemoryMegabytes: Double, demoPeakMemoryMegabytes: Double, listSize: Int
    ) {
        self.pattern = pattern
        self.app = app
        self.startMilliseconds = startMilliseconds
        self.listMilliseconds = listMilliseconds
        self.keyMedianMilliseconds = keyMedianMilliseconds
        self.keyP99Milliseconds = keyP99Milliseconds
        self.peakMemoryMegabytes = peakMemoryMegabytes
        self.demoPeakMemoryMegabytes = demoPeakMemoryMegabytes
        self.listSize = listSize
    }
}

/// How long a variant takes to build, its shared code and dependencies built already.
public struct BuildTimes: Codable, Hashable, Sendable {
    /// The variant's own targets built from nothing, linked into its executable.
    public var clean: TimingSample
    /// The build after touching one screen file (`touchedFile`), with everything else built.
    public var incremental: TimingSample
    public var touchedFile: String

    public init(clean: TimingSample, incremental: TimingSample, touchedFile: String) {
        self.clean = clean
        self.incremental = incremental
        self.touchedFile = touchedFile
    }
}

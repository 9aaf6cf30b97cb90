import Foundation

/// Where the scenarios' files are in this checkout, found from this file's own path, so the
/// suites read and record them wherever the repository is cloned.
public enum Repository {
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The parity suite's golden screens, a folder per app.
    public static let paritySnapshots = root.appendingPathComponent("Tests/ParityTests/Snapshots")

    /// The workshop's exercises, a folder each: `NN-name`.
    public static let exercises = root.appendingPathComponent("Workshop/Exercises")
}

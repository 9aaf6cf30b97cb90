import Foundation

/// Where the apps and the backend keep their databases: `$XDG_DATA_HOME/architecture-workshop`,
/// or `~/.local/share/architecture-workshop` when XDG_DATA_HOME is unset or empty.
public enum DataDirectory {
    public static let folderName = "architecture-workshop"

    public static func `default`(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base =
            environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share").path
        return URL(fileURLWithPath: base).appendingPathComponent(folderName).path
    }

    /// Creates the folder (and its parents) if needed, readable by its owner alone: it holds a
    /// remembered session's token. A typed error if that is impossible.
    public static func prepare(_ path: String) throws(StorageError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .cannotOpen(path: path, reason: "it is a file, not a folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .notWritable(path: path)
        }
    }
}

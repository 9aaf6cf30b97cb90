import Foundation

/// The Swift files of the package that the report counts: Shared, Variants and Tests (not the
/// build folders, not the parity snapshots), by path relative to the package root.
public enum SourceTree {
    public static let folders = ["Shared", "Variants", "Tests"]

    public static func swiftFiles(in root: URL) -> [String] {
        var paths: [String] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in walker where url.pathExtension == "swift" {
                paths.append(folder + "/" + relativePath(of: url, under: base))
            }
        }
        return paths.sorted()
    }

    private static func relativePath(of url: URL, under base: URL) -> String {
        let full = url.standardizedFileURL.path
        let prefix = base.standardizedFileURL.path + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : url.lastPathComponent
    }
}

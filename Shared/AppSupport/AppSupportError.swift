/// Why an app could not get ready, in words for the person who started it.
public enum AppSupportError: Error, Hashable, Sendable, CustomStringConvertible {
    case cannotWriteLog(path: String)
    case backendDidNotStart(reason: String)
    case storage(reason: String)
    case cannotReadScript(path: String, reason: String)
    case dataFolderInUse(folder: String, holder: String)

    public var description: String {
        switch self {
        case .cannotWriteLog(let path): "Cannot write the log file \(path)."
        case .backendDidNotStart(let reason): "The local backend did not start: \(reason)"
        case .storage(let reason): reason
        case .cannotReadScript(let path, let reason): "Cannot read the key script \(path): \(reason)."
        case .dataFolderInUse(let folder, let holder):
            "Another app is using the data folder \(folder) (\(holder)). Quit it first, or give this one a folder of its own with --data-dir."
        }
    }
}

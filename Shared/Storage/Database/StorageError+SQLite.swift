import Foundation
import GRDB

extension StorageError {
    /// Turns whatever a database access threw into a `StorageError` that names the file at fault.
    static func wrapping(_ error: any Error, at location: String) -> StorageError {
        switch error {
        case let error as StorageError:
            return error
        case is CancellationError:
            return .cancelled
        case let error as DatabaseError:
            return wrapping(error, at: location)
        default:
            return .database(reason: String(describing: error))
        }
    }

    private static func wrapping(_ error: DatabaseError, at location: String) -> StorageError {
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED: .locked(path: location)
        case .SQLITE_FULL: .diskFull(path: location)
        case .SQLITE_NOTADB, .SQLITE_CORRUPT: .notADatabase(path: location)
        case .SQLITE_READONLY: .notWritable(path: location)
        case .SQLITE_CANTOPEN: diagnoseCannotOpen(location)
        default: .database(reason: error.message ?? error.resultCode.description)
        }
    }

    /// SQLite says only "unable to open database file"; the file system knows why.
    private static func diagnoseCannotOpen(_ path: String) -> StorageError {
        let files = FileManager.default
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false

        guard files.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            return .directoryMissing(path: directory)
        }
        guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .notWritable(path: directory)
        }
        return isDirectory.boolValue
            ? .cannotOpen(path: path, reason: "it is a folder")
            : .cannotOpen(path: path, reason: "permission denied")
    }
}

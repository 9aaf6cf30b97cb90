import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One app at a time per data folder. Two apps on one folder would interleave their log lines,
/// and each would show a list the other changes behind its back; so the second is refused, with
/// a message naming the first. The lock is the kernel's (`flock` on `app.lock`): it goes with its
/// process however that ends — quit, crash or SIGKILL — so it never has to be cleared by hand.
public final class DataFolderLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Takes the folder for this process, or says who has it.
    /// - Parameter program: how the lock file names this process to a second one ("gather-mvc").
    public static func acquire(_ folder: String, program: String) throws(AppSupportError) -> DataFolderLock {
        let path = URL(fileURLWithPath: folder).appendingPathComponent("app.lock").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .storage(reason: "Cannot open \(path): \(String(cString: strerror(errno))).")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let holder =
                (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
                ?? ""
            close(descriptor)
            throw .dataFolderInUse(folder: folder, holder: holder.isEmpty ? "another process" : holder)
        }
        // Who holds it, for the message a second app shows.
        let holder = Data("process \(getpid()), \(program)\n".utf8)
        ftruncate(descriptor, 0)
        _ = holder.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        return DataFolderLock(descriptor: descriptor)
    }
}

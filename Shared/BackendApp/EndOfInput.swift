import Foundation
import ServiceLifecycle

/// A service that ends when standard input does. An app that starts the backend for itself holds
/// the other end of a pipe to it: when the app quits, or dies without a word, the pipe closes and
/// the backend stops with it, never left running on its own.
struct EndOfInput: Service {
    func run() async throws {
        let ended = AsyncStream<Void> { continuation in
            // A blocking read on a thread of its own: nothing in the standard library waits for
            // the end of a pipe without one.
            let reader = Thread {
                var buffer = [UInt8](repeating: 0, count: 256)
                while true {
                    let count = read(STDIN_FILENO, &buffer, buffer.count)
                    if count > 0 || (count < 0 && errno == EINTR) { continue }
                    break
                }
                continuation.finish()
            }
            reader.start()
        }
        // Stopping for another reason (SIGTERM) does not wait for the input to end.
        for await _ in ended.cancelOnGracefulShutdown() {}
    }
}

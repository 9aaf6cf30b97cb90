import Foundation

/// A server on 127.0.0.1 that answers every request with the same misbehaviour, for checking
/// that a client reports an error in time and never hangs or crashes — or with the same plain
/// answer, as a server that knows less than ours (the original backend) would.
public final class HostileServer: Sendable {
    public enum Behaviour: Sendable {
        /// Connections are accepted (by the kernel, into the backlog) and never answered.
        case silent
        /// A 200 whose body is not the JSON asked for.
        case garbageBody
        /// A 200 with an HTML page, as a proxy or a captive portal sends.
        case htmlPage
        /// A 500 with a body that is not the API's error JSON.
        case internalError
        /// Headers that promise 1 000 bytes, ten bytes, then the connection closes.
        case closesMidResponse
        /// Bytes that are not HTTP at all, then the connection closes.
        case notHTTP
        /// A 200 with this JSON, and `X-Total-Count` if given, whatever was asked.
        case json(String, totalCount: String? = nil)
    }

    public let url: URL
    private let listener: Int32

    public init(_ behaviour: Behaviour) throws {
        let descriptor = LoopbackSocket.open()
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        guard let port = LoopbackSocket.bindToFreePort(descriptor), listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        guard let url = URL(string: "http://127.0.0.1:\(port)") else {
            close(descriptor)
            throw POSIXError(.EINVAL)
        }
        self.url = url
        listener = descriptor
        guard let answer = Self.answer(for: behaviour) else { return }
        // A thread of its own, blocked in accept: closing the listener in deinit ends it.
        Thread.detachNewThread {
            while true {
                let connection = accept(descriptor, nil, nil)
                guard connection >= 0 else { return }
                Self.readRequestHead(from: connection)
                answer.withUnsafeBytes { bytes in _ = LoopbackSocket.sendBytes(connection, bytes) }
                close(connection)
            }
        }
    }

    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// What every request gets; `nil` for the server that never answers.
    private static func answer(for behaviour: Behaviour) -> Data? {
        func response(_ status: String, _ type: String, _ body: String, length: Int? = nil, extraHeaders: String = "")
            -> Data
        {
            Data(
                "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(length ?? body.utf8.count)\r\n\(extraHeaders)Connection: close\r\n\r\n\(body)"
                    .utf8)
        }
        return switch behaviour {
        case .silent: nil
        case .garbageBody: response("200 OK", "application/json", "{\"players\": [1, 2,, }")
        case .htmlPage: response("200 OK", "text/html", "<html><body>Please log in to the Wi-Fi</body></html>")
        case .internalError: response("500 Internal Server Error", "text/plain", "Traceback (most recent call last): …")
        case .closesMidResponse: response("200 OK", "application/json", "[{\"id\": 1,", length: 1000)
        case .notHTTP: Data("SSH-2.0-OpenSSH_9.2\r\n".utf8)
        case .json(let body, let totalCount):
            response(
                "200 OK", "application/json", body, extraHeaders: totalCount.map { "X-Total-Count: \($0)\r\n" } ?? "")
        }
    }

    /// Reads until the blank line that ends the request's head (the tests send no bodies that
    /// matter), or until the client stops sending.
    private static func readRequestHead(from connection: Int32) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.firstRange(of: [13, 10, 13, 10]) == nil {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return }
            received += buffer.prefix(count)
        }
    }
}

import Foundation

/// A TCP connection that sends whatever bytes a test wants — slowly, malformed, endless — for
/// playing a hostile client against a server on 127.0.0.1. Every read gives up after `timeout`.
public final class RawConnection {
    private let descriptor: Int32

    public init(to url: URL, timeout: Duration = .seconds(5)) throws {
        guard let port = url.port else { throw POSIXError(.EINVAL) }
        descriptor = LoopbackSocket.open()
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        var limit = timeval(
            tv_sec: Int(timeout.components.seconds),
            tv_usec: suseconds_t(timeout.components.attoseconds / 1_000_000_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        guard LoopbackSocket.connectToPort(descriptor, port) else {
            close(descriptor)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit { close(descriptor) }

    /// Sends the bytes; `false` once the server has closed the connection.
    @discardableResult
    public func send(_ bytes: Data) -> Bool {
        bytes.withUnsafeBytes { buffer in LoopbackSocket.sendBytes(descriptor, buffer) == buffer.count }
    }

    @discardableResult
    public func send(_ text: String) -> Bool {
        send(Data(text.utf8))
    }

    /// The status code of the server's answer, e.g. 413, read as soon as its status line is in;
    /// `nil` if the server closed the connection or stayed silent without sending HTTP.
    public func receiveStatus() -> Int? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.firstRange(of: [13, 10]) == nil {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received += buffer.prefix(count)
        }
        let answer = String(decoding: received, as: UTF8.self)
        guard answer.hasPrefix("HTTP/1.1 ") else { return nil }
        return Int(answer.dropFirst("HTTP/1.1 ".count).prefix(3))
    }
}

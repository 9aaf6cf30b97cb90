import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP connection that sends whatever bytes a test wants — slowly, malformed, endless — for
/// playing a hostile client against a server on 127.0.0.1. Every read gives up after `timeout`.
public final class RawConnection {
    private let descriptor: Int32

    public init(to url: URL, timeout: Duration = .seconds(5)) throws {
        guard let port = url.port else { throw POSIXError(.EINVAL) }
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        var limit = timeval(tv_sec: Int(timeout.components.seconds), tv_usec: Int(timeout.components.attoseconds / 1_000_000_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit { close(descriptor) }

    /// Sends the bytes; `false` once the server has closed the connection.
    @discardableResult
    public func send(_ bytes: Data) -> Bool {
        bytes.withUnsafeBytes { buffer in
            Glibc.send(descriptor, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL)) == buffer.count
        }
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

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// TCP sockets on 127.0.0.1 for the test servers and clients that speak bytes rather than
/// HTTP, written once where Linux and macOS differ: Glibc imports `SOCK_STREAM` as an enum and
/// suppresses SIGPIPE per call (`MSG_NOSIGNAL`), Darwin has an integer and a socket option.
enum LoopbackSocket {
    /// A new TCP socket whose writes to a closed peer fail instead of raising SIGPIPE; -1 if none.
    static func open() -> Int32 {
        #if canImport(Glibc)
            return socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
            var on: Int32 = 1
            if descriptor >= 0 {
                setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
            }
            return descriptor
        #endif
    }

    /// Connects to 127.0.0.1:`port`.
    static func connectToPort(_ descriptor: Int32, _ port: Int) -> Bool {
        var address = loopback(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    /// Lets a server bind and listen on the port this socket holds (SO_REUSEADDR on both), and
    /// lets this socket bind while the last server's closed connections linger in TIME_WAIT.
    static func allowSharedBinding(_ descriptor: Int32) {
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Binds to 127.0.0.1:`port` without listening: connections to it are refused.
    static func bindWithoutListening(_ descriptor: Int32, port: Int) -> Bool {
        var address = loopback(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    /// Binds to 127.0.0.1 on a port the system chooses, and returns that port.
    static func bindToFreePort(_ descriptor: Int32) -> Int? {
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        return bound ? Int(UInt16(bigEndian: address.sin_port)) : nil
    }

    /// Sends the bytes; how many went, or -1 (a closed peer included).
    static func sendBytes(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        #if canImport(Glibc)
            return send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
        #else
            return send(descriptor, bytes.baseAddress, bytes.count, 0)
        #endif
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}

import Foundation
import Synchronization

/// A proxy on 127.0.0.1 in front of a real server: every request goes through to it, and while
/// `holdsAnswers` is on, the server's answer never reaches the client — as a backend that took the
/// request and then froze, or a network that lost the answer. The server has done the work all the
/// same; what the client makes of the silence (it gives up, Esc) is what a test looks at.
public final class StallingProxy: Sendable {
    public let url: URL
    private let listener: Int32
    private let state = Mutex(State())

    private struct State {
        var holdsAnswers = false
        var forwarded = 0
        var answered = 0
        var waitingForRequests: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
        var waitingForAnswers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    /// - Parameter upstream: the server behind it, on 127.0.0.1.
    public init(to upstream: URL) throws {
        guard let upstreamPort = upstream.port else { throw POSIXError(.EINVAL) }
        let descriptor = LoopbackSocket.open()
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        guard let port = LoopbackSocket.bindToFreePort(descriptor), listen(descriptor, 16) == 0,
            let url = URL(string: "http://127.0.0.1:\(port)")
        else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        self.url = url
        listener = descriptor
        // A thread of its own, blocked in accept: closing the listener in deinit ends it.
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(descriptor, nil, nil)
                guard client >= 0 else { return }
                let server = LoopbackSocket.open()
                guard server >= 0, LoopbackSocket.connectToPort(server, upstreamPort) else {
                    close(client)
                    continue
                }
                let connection = Connection(client: client, server: server)
                Thread.detachNewThread { [self] in pump(from: client, to: server, isRequest: true, of: connection) }
                Thread.detachNewThread { [self] in pump(from: server, to: client, isRequest: false, of: connection) }
            }
        }
    }

    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// While on, every answer from the server is dropped: the client hears nothing more.
    public var holdsAnswers: Bool {
        get { state.withLock { $0.holdsAnswers } }
        set { state.withLock { $0.holdsAnswers = newValue } }
    }

    /// How many requests went through to the server so far.
    public var forwarded: Int { state.withLock { $0.forwarded } }

    /// Returns once the server has answered `count` requests in all (held answers included): the
    /// work of each is done by then.
    public func waitUntilAnswered(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let isThere = state.withLock { state in
                guard state.answered < count else { return true }
                state.waitingForAnswers.append((count, continuation))
                return false
            }
            if isThere { continuation.resume() }
        }
    }

    /// Both sockets of one proxied connection: closed once both directions have ended, so that
    /// neither pump touches a descriptor the system may have given to another socket.
    private final class Connection: Sendable {
        let client: Int32
        let server: Int32
        private let ended = Mutex(0)

        init(client: Int32, server: Int32) {
            self.client = client
            self.server = server
        }

        func directionEnded() {
            guard
                ended.withLock({
                    $0 += 1
                    return $0
                }) == 2
            else { return }
            close(client)
            close(server)
        }
    }

    /// Copies bytes one way until the source stops, then ends that direction, and the other but
    /// while answers are held. A request's first bytes count it as forwarded; an answer's bytes are
    /// dropped while answers are held.
    private func pump(from source: Int32, to destination: Int32, isRequest: Bool, of connection: Connection) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(source, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            if !isRequest, buffer.prefix(count).starts(with: Array("HTTP/".utf8)) {
                counted(\.answered, waiters: \.waitingForAnswers)
            }
            if !isRequest, holdsAnswers { continue }
            let sent = buffer.withUnsafeBytes {
                LoopbackSocket.sendBytes(destination, UnsafeRawBufferPointer(rebasing: $0.prefix(count)))
            }
            guard sent == count else { break }
            if isRequest, Self.startsARequest(buffer.prefix(count)) {
                counted(\.forwarded, waiters: \.waitingForRequests)
            }
        }
        shutdown(source, Int32(SHUT_RDWR))
        // A server that closed after an answer held back leaves the client waiting, as a frozen
        // one would: the client's own close (its timeout, Esc) ends the connection.
        if isRequest || !holdsAnswers {
            shutdown(destination, Int32(SHUT_RDWR))
        }
        connection.directionEnded()
    }

    /// One more of what `counter` counts; the waits it ends go on.
    private func counted(
        _ counter: WritableKeyPath<State, Int>,
        waiters: WritableKeyPath<State, [(count: Int, continuation: CheckedContinuation<Void, Never>)]>
    ) {
        let ready = state.withLock { state in
            state[keyPath: counter] += 1
            let total = state[keyPath: counter]
            let ready = state[keyPath: waiters].filter { $0.count <= total }.map(\.continuation)
            state[keyPath: waiters].removeAll { $0.count <= total }
            return ready
        }
        for continuation in ready { continuation.resume() }
    }

    private static func startsARequest(_ bytes: ArraySlice<UInt8>) -> Bool {
        ["GET ", "POST ", "PUT ", "DELETE "].contains { bytes.starts(with: Array($0.utf8)) }
    }
}

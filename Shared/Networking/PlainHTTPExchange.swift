import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request and its answer over plain HTTP/1.1 on SwiftNIO, for `http://` addresses — the
/// local backend and any `--server http://…`. URLSession on Linux polls its socket in a loop
/// while an answer is awaited: a whole core burnt for as long as a server is slow or silent, the
/// spinner turning meanwhile. Here the wait is an event loop's, which costs nothing.
///
/// A connection per request (`Connection: close`): on the loopback that costs a fraction of a
/// millisecond, and no connection outlives a server that went away. Failures become the
/// `URLError`s URLSession gives for the same, so that `APIClient` words them once, whatever
/// carried the request; the deadline and the caller's cancellation end the exchange as
/// `DataExchange` does.
enum PlainHTTPExchange {
    /// Sends `request` (an `http://` address) and waits for the whole answer, at most `deadline`.
    /// - Throws: a `URLError` (`.timedOut` past the deadline) or `CancellationError`.
    static func send(_ request: URLRequest, deadline: Duration) async throws -> (Data, URLResponse) {
        guard let url = request.url, let host = url.host, !host.isEmpty else { throw URLError(.badURL) }
        let port = url.port ?? 80
        let eventLoop = MultiThreadedEventLoopGroup.singleton.next()
        let outcome = Outcome(eventLoop: eventLoop)
        let head = requestHead(of: request, url: url, host: host, port: port)
        let body = request.httpBody.map { ByteBuffer(bytes: $0) }
        let limit = TimeAmount.nanoseconds(Int64(deadline / .nanoseconds(1)))

        let timeout = eventLoop.scheduleTask(in: limit) { outcome.finish(.failure(URLError(.timedOut))) }
        let connection = ClientBootstrap(group: eventLoop)
            .connectTimeout(limit)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    try channel.pipeline.syncOperations.addHandler(AnswerCollector(outcome: outcome))
                }
            }
            .connect(host: host, port: port)
        connection.whenFailure { outcome.finish(.failure(connectionFailure($0))) }
        connection.whenSuccess { channel in
            channel.write(HTTPClientRequestPart.head(head), promise: nil)
            if let body { channel.write(HTTPClientRequestPart.body(.byteBuffer(body)), promise: nil) }
            channel.writeAndFlush(HTTPClientRequestPart.end(nil), promise: nil)
            // However the exchange ends, the connection goes with it.
            outcome.promise.futureResult.whenComplete { _ in channel.close(promise: nil) }
        }
        outcome.promise.futureResult.whenComplete { _ in timeout.cancel() }

        let (responseHead, responseBody) = try await withTaskCancellationHandler {
            try await outcome.promise.futureResult.get()
        } onCancel: {
            eventLoop.execute { outcome.finish(.failure(CancellationError())) }
        }
        let headers = Dictionary(responseHead.headers.map { ($0.name, $0.value) }) { first, second in
            "\(first), \(second)"
        }
        guard
            let response = HTTPURLResponse(
                url: url, statusCode: Int(responseHead.status.code), httpVersion: "HTTP/1.1", headerFields: headers)
        else {
            throw URLError(.cannotParseResponse)
        }
        return (Data(responseBody.readableBytesView), response)
    }

    private static func requestHead(of request: URLRequest, url: URL, host: String, port: Int) -> HTTPRequestHead {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let path = components?.percentEncodedPath ?? "/"
        let query = components?.percentEncodedQuery.map { "?\($0)" } ?? ""
        var headers = HTTPHeaders()
        headers.add(name: "Host", value: url.port == nil ? host : "\(host):\(port)")
        for (name, value) in request.allHTTPHeaderFields ?? [:] { headers.add(name: name, value: value) }
        headers.add(name: "Content-Length", value: String(request.httpBody?.count ?? 0))
        headers.add(name: "Connection", value: "close")
        return HTTPRequestHead(
            version: .http1_1, method: HTTPMethod(rawValue: request.httpMethod ?? "GET"),
            uri: (path.isEmpty ? "/" : path) + query, headers: headers)
    }

    /// What a failed connection means, in URLSession's words: refused, or a host that cannot be
    /// found, or no answer to the connection itself in time.
    private static func connectionFailure(_ error: any Error) -> any Error {
        switch error {
        case ChannelError.connectTimeout: URLError(.timedOut)
        case let error as NIOConnectionError where error.dnsAError != nil || error.dnsAAAAError != nil:
            URLError(.cannotFindHost)
        default: URLError(.cannotConnectToHost)
        }
    }
}

/// How the exchange ended, decided once: by the answer, the deadline, a failed connection or the
/// caller's cancellation, whichever comes first. Touched on its event loop only, which is what
/// makes it safe to share.
private final class Outcome: @unchecked Sendable {
    let promise: EventLoopPromise<(HTTPResponseHead, ByteBuffer)>
    private let eventLoop: any EventLoop
    private var isDecided = false

    init(eventLoop: any EventLoop) {
        self.eventLoop = eventLoop
        promise = eventLoop.makePromise()
    }

    func finish(_ result: Result<(HTTPResponseHead, ByteBuffer), any Error>) {
        eventLoop.preconditionInEventLoop()
        guard !isDecided else { return }
        isDecided = true
        promise.completeWith(result)
    }
}

/// Collects one response, head and body, and hands it on when it has ended. An answer that is
/// not HTTP, or one cut off before its end, fails the exchange as URLSession's would.
private final class AnswerCollector: ChannelInboundHandler {
    typealias InboundIn = HTTPClientResponsePart

    private let outcome: Outcome
    private var head: HTTPResponseHead?
    private var body = ByteBuffer()

    init(outcome: Outcome) {
        self.outcome = outcome
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head): self.head = head
        case .body(var part): body.writeBuffer(&part)
        case .end:
            guard let head else { return outcome.finish(.failure(URLError(.badServerResponse))) }
            outcome.finish(.success((head, body)))
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        let failure =
            switch error as? HTTPParserError {
            case .invalidEOFState?: cutOff
            case .some:
                URLError(
                    .unsupportedURL, userInfo: [NSLocalizedDescriptionKey: "its first bytes are no HTTP status line"])
            case nil: URLError(.networkConnectionLost)
            }
        outcome.finish(.failure(failure))
        context.close(promise: nil)
    }

    /// The connection closed: before the end of the answer, that is an answer cut off.
    func channelInactive(context: ChannelHandlerContext) {
        outcome.finish(.failure(head == nil ? URLError(.networkConnectionLost) : cutOff))
    }

    /// An answer that broke off, with how much of it never came when its length was said.
    private var cutOff: URLError {
        let declared = head?.headers.first(name: "Content-Length").flatMap { Int($0) }
        let reason =
            declared.map { "the connection closed with \($0 - body.readableBytes) bytes of the answer still to come" }
            ?? "the connection closed before the end of the answer"
        return URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: reason])
    }
}

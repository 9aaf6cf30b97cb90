import Foundation
import Hummingbird
import MetricsKit
import NIOCore

/// `make board`: the teacher's page of the room's costs on the project's own server stack
/// (Hummingbird), plain HTTP on the room's network, no account. Pairs send their `make cost` rows
/// to POST /rows; the page (GET /) asks GET /rows?after=<version> and is answered as soon as a
/// row arrives. A bad row is refused with a reason, and the board keeps the rest. A pair's name is
/// its own (a secret comes back with its first row); DELETE /rows?pair=… takes a pair's rows off,
/// from the teacher's machine only.
public enum BoardServer {
    /// A row is a few hundred bytes: more is no row.
    static let bodyLimit = 16 * 1024

    public static func makeApplication(
        state: BoardState,
        exercises: Set<String>,
        patterns: Set<String>,
        hostname: String,
        port: Int,
        hold: Duration = .seconds(25),
        onServerRunning: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = Router(context: BoardRequestContext.self)
        router.get("/") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: BoardPage.html)))
        }
        router.get("rows") { request, _ -> Response in
            let after = request.uri.queryParameters.get("after", as: Int.self) ?? -1
            return json(await state.rows(after: after, hold: hold))
        }
        router.post("rows") { request, _ -> Response in
            let body: ByteBuffer
            do {
                body = try await request.body.collect(upTo: bodyLimit)
            } catch {
                return refusal("The row is larger than \(bodyLimit / 1024) KiB.", status: .contentTooLarge)
            }
            guard let row = try? JSONDecoder().decode(BoardRow.self, from: Data(body.readableBytesView)) else {
                return refusal(
                    "The body is not a row: JSON with pair, exercise, pattern and the seven counts of make cost.")
            }
            if let reason = row.refusal(exercises: exercises, patterns: patterns) {
                return refusal(reason)
            }
            switch await state.take(row) {
            case .taken(let secret):
                var answer = ["taken": "\(row.keptPair): exercise \(row.exercise) in \(row.pattern)"]
                if let secret { answer["secret"] = secret }
                return json(answer, status: .created)
            case .refused(let reason):
                return refusal(reason, status: .forbidden)
            }
        }
        router.delete("rows") { request, context -> Response in
            guard context.isFromThisMachine else {
                return refusal("Only the teacher's machine takes rows off the board.", status: .forbidden)
            }
            let query = request.uri.queryParameters
            guard let pair = query.get("pair"), !pair.isEmpty else {
                return refusal(
                    "Say whose rows: DELETE /rows?pair=<names>, with exercise= and pattern= for one of them.")
            }
            let removed = await state.remove(pair: pair, exercise: query.get("exercise"), pattern: query.get("pattern"))
            return json(["removed": "\(removed)"])
        }
        return Application(
            router: router,
            configuration: .init(address: .hostname(hostname, port: port), serverName: "architecture-workshop-board"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) }
        )
    }

    private static func refusal(_ reason: String, status: HTTPResponse.Status = .badRequest) -> Response {
        json(["error": reason], status: status)
    }

    private static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Encoding these plain values cannot fail; an empty object stands in if it ever did.
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return Response(
            status: status, headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}

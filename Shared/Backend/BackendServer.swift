import Foundation
import Hummingbird
import Imaging
import Logging
import NIOCore
import Storage

/// The backend as a library: one function that wires the API's routes (Routes/) over a
/// database into a Hummingbird application, for the `backend` command and the tests' in-process server alike.
public enum BackendServer {
    public static func makeApplication(
        database: SQLiteDatabase,
        hostname: String = "127.0.0.1",
        port: Int = 8080,
        logger: Logger = Logger(label: "backend"),
        now: @escaping @Sendable () -> Date = Date.init,
        onServerRunning: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        Application(
            router: makeRouter(database: database, now: now),
            configuration: .init(address: .hostname(hostname, port: port), serverName: "architecture-workshop"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) },
            logger: logger
        )
    }

    /// - Parameter now: the time tokens expire by and failed logins are counted on: a test's own.
    static func makeRouter(database: SQLiteDatabase, now: @escaping @Sendable () -> Date) -> Router<
        BackendRequestContext
    > {
        let users = UserRepository(database: database)
        let tokens = TokenRepository(database: database)
        let players = PlayerRepository(database: database)
        let gathers = GatherRepository(database: database)
        let cards = CardRepository(database: database, thumbnailer: JPEGCardThumbnailer())

        let router = Router(context: BackendRequestContext.self)
        // Logs method and path only: never a header, so never a password or a token.
        router.addMiddleware {
            LogRequestsMiddleware(.info)
            APIErrorMiddleware()
        }
        let open = router.group("api")
        let bearer = BearerAuthMiddleware(tokens: tokens, now: now)
        let protected = router.group("api").add(middleware: bearer)
        UserRoutes(
            users: users, tokens: tokens, cards: cards, hasher: PasswordHasher(), throttle: LoginThrottle(now: now),
            now: now
        )
        .register(open: open, protected: protected)
        CardRoutes(cards: cards, now: now).register(
            protected: protected, original: router.group().add(middleware: bearer))
        PlayerRoutes(players: players, gathers: gathers, now: now).register(on: protected)
        GatherRoutes(gathers: gathers, now: now).register(on: protected)
        return router
    }
}

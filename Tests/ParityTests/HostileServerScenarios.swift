import AppSupport
import ScenarioSupport
import TerminalUI
import TestSupport
import Testing

/// Both apps against servers that misbehave (`--server` pointing at them): each shows an error
/// with a reason within the client's timeout, keeps what the user typed, and stays usable — the
/// same in every variant.
@MainActor
@Suite("Parity · Hostile servers")
struct HostileServerScenarios {
    enum Server: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case garbageBody = "garbage-body"
        case htmlPage = "html-page"
        case internalError = "internal-error"
        case closesMidResponse = "closes-mid-response"
        case notHTTP = "not-http"
        /// Never answers: the error comes when the client's timeout runs out (2 s here).
        case silent

        var behaviour: HostileServer.Behaviour {
            switch self {
            case .garbageBody: .garbageBody
            case .htmlPage: .htmlPage
            case .internalError: .internalError
            case .closesMidResponse: .closesMidResponse
            case .notHTTP: .notHTTP
            case .silent: .silent
            }
        }

        var testDescription: String { rawValue }

        /// Only the silent server waits for the timeout; the others answer at once, and a long
        /// timeout keeps a loaded machine from turning their answer into "did not answer".
        var requestTimeout: Duration {
            self == .silent ? .seconds(2) : .seconds(30)
        }
    }

    private func session(
        _ app: String,
        _ variant: Variant,
        against server: Server,
        startsSignedIn: Bool = false,
        makeRoot: @escaping @MainActor (Variant, AppEnvironment, AppSeams) -> AppStart,
        script: (ParitySession) async throws -> Void
    ) async throws {
        let hostile = try HostileServer(server.behaviour)
        try await ParitySession.run(
            app,
            variant,
            scenario: "hostile-\(server.rawValue)",
            makeRoot: makeRoot,
            configure: { configuration, _ in
                configuration.server = hostile.url
                configuration.requestTimeout = server.requestTimeout
            },
            startsSignedIn: startsSignedIn,
            script: script
        )
        withExtendedLifetime(hostile) {}
    }

    @Test(arguments: variants, Server.allCases)
    func aLoginSaysWhyItFailedAndTheFormStaysUsable(_ variant: Variant, _ server: Server) async throws {
        try await session("Football Gather", variant, against: server, makeRoot: { $0.gather($1, $2) }) { session in
            await session.type("demo")
            await session.press(.tab)
            await session.type("demo")
            await session.press(.enter)
            session.checkpoint("login failed")
            await session.press(.enter, .backTab)
            await session.type("!")
            session.checkpoint("the form is kept and takes input")
        }
    }

    /// A server that accepts and never answers: the login waits with its spinner and "Esc
    /// Cancel", and Esc ends the wait at once — long before the client's timeout (a minute here).
    @Test(arguments: variants)
    func escEndsTheWaitForAServerThatNeverAnswers(_ variant: Variant) async throws {
        let hostile = try HostileServer(.silent)
        try await ParitySession.run(
            "Football Gather",
            variant,
            scenario: "hostile-silent-esc",
            makeRoot: { $0.gather($1, $2) },
            configure: { configuration, _ in
                configuration.server = hostile.url
                configuration.requestTimeout = .seconds(60)
            },
            script: { session in
                await session.type("demo")
                await session.press(.tab)
                await session.type("demo")
                await session.pressUntilLoading(.enter)
                session.checkpoint("waiting for a silent server")
                await session.press(.escape)
                session.checkpoint("cancelled, the form kept")
            }
        )
        withExtendedLifetime(hostile) {}
    }

    @Test(arguments: variants, Server.allCases)
    func myCardsStartsOfflineAndStaysUsable(_ variant: Variant, _ server: Server) async throws {
        // Signed in before, with "Remember me": the app opens on the cards whatever the server does.
        try await session("My Cards", variant, against: server, startsSignedIn: true, makeRoot: { $0.myCards($1, $2) })
        { session in
            session.checkpoint("offline with a reason")
            await session.press(.character("+"))
            await session.type("Library")
            session.checkpoint("a new card can be made")
        }
    }
}

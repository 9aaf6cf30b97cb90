import Camera
import Domain
import Foundation
import Imaging
import Networking
import Storage
import TerminalUI

/// Everything an app's screens need, composed once in `main`: the services as Domain protocols,
/// the camera, and where photos are. A variant sees only this; how the pieces are made (SQLite,
/// HTTP, the backend's own process) stays here.
public struct AppEnvironment: Sendable {
    public let auth: any AuthService
    public let players: any PlayersService
    public let gathers: any GathersService
    public let cards: any CardStore
    public let cardSync: any CardSyncService
    public let settings: any SettingsStore
    public let camera: any Camera
    /// Where the photo library starts: `--photos`, else ~/Pictures if present, else the working directory.
    public let photosDirectory: String
    /// The backend the apps talk to: `--server`'s, or the local one once it listens.
    public let serverAddress: ServerAddress
    /// Whether the backend is the app's local one, where the demo account (demo / demo) was made
    /// with its database: Login hints at it.
    public var offersDemoAccount: Bool { localBackend != nil }
    /// Whether the app opened signed in, with the session remembered on this device (My Cards,
    /// after "Remember me"): its first screen is then the one after Login.
    public let isSignedIn: Bool
    /// The writes that left for the backend and wait for their answer.
    private let writesInFlight: WritesInFlight
    private let localBackend: LocalBackend?

    /// What the environment is made from: the apps' shared options, resolved.
    public struct Configuration: Sendable {
        public var dataDirectory: String
        public var server: URL?
        public var photos: String?
        public var camera: CameraChoice
        public var latency: Duration
        public var failureRate: Double
        /// Decides for each request whether it fails as if the network had, so a test can fail
        /// one step at a time; without it, `failureRate` decides.
        public var failsRequest: (@Sendable () -> Bool)?
        /// Decides for each request whether it waits out `latency`, so a test can hold one
        /// request in flight and read the screen meanwhile; without it, every request waits.
        public var delaysRequest: (@Sendable () -> Bool)?
        /// Decides for each request whether the backend refuses it (503), so a test sees the
        /// error a screen shows for a change the backend did not take.
        public var refusesRequest: (@Sendable () -> Bool)?
        /// The clock `latency` is waited out on: a test's own, so no test waits for real.
        public var latencyClock: any Clock<Duration> = ContinuousClock()
        /// How long a request may go unanswered.
        public var requestTimeout: Duration = .seconds(10)
        /// Whether a login with "Remember me" is kept on this device, so the next start opens
        /// signed in (My Cards); otherwise the token lives in memory only (Football Gather).
        public var remembersSessions = false
        /// A file a build of the `backend` program writes when it ends, if one runs meanwhile
        /// (`make run`'s first): the local backend starts once it is there.
        public var backendBuildStatus: String?
        /// Starts the local backend over the data folder in place of the `backend` program: a
        /// test's, in its own process.
        public var startsLocalBackend: (@Sendable (_ dataDirectory: String) async throws -> LocalBackend)?

        public init(
            dataDirectory: String,
            server: URL? = nil,
            photos: String? = nil,
            camera: CameraChoice = .testPattern,
            latency: Duration = .zero,
            failureRate: Double = 0,
            failsRequest: (@Sendable () -> Bool)? = nil
        ) {
            self.dataDirectory = dataDirectory
            self.server = server
            self.photos = photos
            self.camera = camera
            self.latency = latency
            self.failureRate = failureRate
            self.failsRequest = failsRequest
        }
    }

    /// Builds the environment: the data folder and its databases, the local backend (seeded on a
    /// new database) unless a server is named, the network conditions, and the camera. It does
    /// not wait for the local backend to listen: the first request does.
    public static func make(_ configuration: Configuration) async throws -> AppEnvironment {
        try DataDirectory.prepare(configuration.dataDirectory)
        let folder = URL(fileURLWithPath: configuration.dataDirectory)
        let local = try SQLiteDatabase.open(at: folder.appendingPathComponent("app.sqlite").path)

        let localBackend: LocalBackend?
        let serverAddress: ServerAddress
        if let url = configuration.server {
            localBackend = nil
            serverAddress = .fixed(url)
        } else {
            let started = try await startLocalBackend(configuration)
            localBackend = started
            serverAddress = started.address
        }

        let delays = configuration.delaysRequest ?? { true }
        let refuses = configuration.refusesRequest ?? { false }
        let conditions =
            if let failsRequest = configuration.failsRequest {
                NetworkConditions(
                    latency: configuration.latency, failureRate: 1, clock: configuration.latencyClock,
                    roll: { failsRequest() ? 0 : 1 }, delays: delays, refuses: refuses
                )
            } else {
                NetworkConditions(
                    latency: configuration.latency, failureRate: configuration.failureRate,
                    clock: configuration.latencyClock,
                    delays: delays, refuses: refuses
                )
            }
        let writesInFlight = WritesInFlight()
        let client = APIClient(
            address: serverAddress, timeout: configuration.requestTimeout, conditions: conditions,
            writesInFlight: writesInFlight)
        // Everything kept under an account reads who is signed in from one place.
        let accounts = DeviceAccount()
        let cards = DeviceCardStore(database: local, accounts: accounts, thumbnailer: JPEGCardThumbnailer())
        let signIn = DeviceSignIn(
            backend: RemoteAuthService(client: client),
            account: accounts,
            // The local backend takes a new port each start, and is always the one in this folder:
            // its accounts are kept under the name data folders have used since it ran in the app.
            server: configuration.server?.absoluteString ?? "the embedded backend",
            sessions: configuration.remembersSessions ? RememberedSessionRepository(database: local) : nil,
            // The cards kept here before accounts go to the first account that signs in.
            didSignIn: { account in try await cards.claimUnownedCards(for: account) }
        )
        let isSignedIn: Bool
        do {
            isSignedIn = try await signIn.resumeRememberedSession()
        } catch {
            // No environment to stop it later: the backend started for it stops here.
            await localBackend?.stop()
            throw error
        }
        return AppEnvironment(
            auth: signIn,
            players: PlayerSync(
                backend: RemotePlayersService(client: client), store: PendingPlayerChangeRepository(database: local),
                accounts: accounts),
            gathers: RemoteGathersService(client: client),
            cards: cards,
            cardSync: RemoteCardSyncService(client: client),
            settings: SettingsRepository(database: local),
            camera: await makeCamera(configuration),
            photosDirectory: photosDirectory(configuration),
            serverAddress: serverAddress,
            isSignedIn: isSignedIn,
            writesInFlight: writesInFlight,
            localBackend: localBackend
        )
    }

    /// The `backend` program, or the test's own backend in its place.
    private static func startLocalBackend(_ configuration: Configuration) async throws -> LocalBackend {
        guard let startsLocalBackend = configuration.startsLocalBackend else {
            return BackendProgram.launch(
                dataDirectory: configuration.dataDirectory, buildStatus: configuration.backendBuildStatus)
        }
        do {
            return try await startsLocalBackend(configuration.dataDirectory)
        } catch {
            throw AppSupportError.backendDidNotStart(reason: "\(error)")
        }
    }

    /// Makes `app` say the truth when Esc calls off a wait: a write that has left may still be
    /// saved by the server ("Cancelled here; the server may still save it.").
    @MainActor
    public func tellCancellations(to app: TerminalApp) {
        let writes = writesInFlight
        app.cancellationNotice = { writes.anyHasLeft ? NetworkError.cancelledAfterSending.description : "Cancelled." }
    }

    /// Stops the local backend, if this environment started one.
    public func shutDown() async {
        await localBackend?.stop()
    }

    private static func makeCamera(_ configuration: Configuration) async -> any Camera {
        let folder = configuration.photos.map { FolderDevice(directory: $0) }
        let devices: [any CaptureDevice] =
            switch configuration.camera {
            case .testPattern: [TestPatternDevice()] + (folder.map { [$0] } ?? [])
            case .folder: (folder.map { [$0] } ?? []) + [TestPatternDevice()]
            case .none: []
            }
        return await CameraFactory.make(devices: devices)
    }

    private static func photosDirectory(_ configuration: Configuration) -> String {
        if let photos = configuration.photos { return photos }
        let pictures = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Pictures").path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: pictures, isDirectory: &isDirectory), isDirectory.boolValue {
            return pictures
        }
        return FileManager.default.currentDirectoryPath
    }
}

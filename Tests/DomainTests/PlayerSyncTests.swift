import Testing

@testable import Domain

/// `PlayerSync`'s rules, against a backend double that fails as told and a store in memory: the
/// order of changes, what waits, what is dropped for good, and what the screen hears.
@Suite("Player changes kept in order")
struct PlayerSyncTests {
    private let backend = BackendDouble()
    private let store = StoreDouble()

    private func makeSUT() async throws -> PlayerSync {
        PlayerSync(backend: backend, store: store, accounts: DeviceAccount(Account(server: "test", username: "Demo")))
    }

    @Test func aChangeThatCannotReachTheBackendWaitsAndGoesFirstAtTheNextLoad() async throws {
        let sut = try await makeSUT()
        await backend.fail(with: Failure.unreachable)

        let first = try await sut.create(PlayerDraft(name: "Zoë"))
        let second = try await sut.delete(7)
        await backend.fail(with: nil)
        let page = try await sut.page(offset: 0, limit: 10)

        #expect(first == .waiting && second == .waiting)
        #expect(
            await backend.requests == ["create Zoë", "delete 7", "page"], "in the order they were made, before the page"
        )
        #expect(page.pendingChangesNote == "Sent 2 waiting changes")
        #expect(try await store.pending(account: "test demo").isEmpty)
    }

    @Test func aLaterChangeNeverOvertakesOneThatWaits() async throws {
        let sut = try await makeSUT()
        await backend.fail(with: Failure.unreachable)
        _ = try await sut.create(PlayerDraft(name: "First"))
        await backend.fail(with: nil)

        let second = try await sut.create(PlayerDraft(name: "Second"))

        #expect(second == .sent)
        #expect(await backend.requests == ["create First", "create Second"])
    }

    /// A server error is no reason to drop a change, nor to send the ones after it first.
    @Test func aServerErrorStopsTheRoundAndKeepsWhatWaits() async throws {
        let sut = try await makeSUT()
        await backend.fail(with: Failure.unreachable)
        _ = try await sut.create(PlayerDraft(name: "First"))
        _ = try await sut.create(PlayerDraft(name: "Second"))
        await backend.fail(with: Failure.serverError, once: true)

        let page = try await sut.page(offset: 0, limit: 10)

        #expect(page.pendingChangesNote == "2 changes made here wait")
        #expect(try await store.pending(account: "test demo").count == 2)
        #expect(await backend.requests == ["create First", "page"])
    }

    /// One the backend refuses for good waits no longer, and the status line names it.
    @Test func aChangeRefusedForGoodIsDroppedAndNamed() async throws {
        let sut = try await makeSUT()
        await backend.fail(with: Failure.unreachable)
        _ = try await sut.delete(7)
        _ = try await sut.create(PlayerDraft(name: "Kept"))
        await backend.fail(with: Failure.refused, once: true)

        let page = try await sut.page(offset: 0, limit: 10)

        #expect(page.pendingChangesNote == "Sent 1 waiting change; \"Player 7\" was not taken: refused")
        #expect(try await store.pending(account: "test demo").isEmpty)
    }

    /// An edit that meets no player can never succeed: the screen hears that it was deleted
    /// elsewhere, with the player as edited (what adding it again makes), and nothing waits.
    @Test func anEditOfAPlayerDeletedElsewhereSaysSo() async throws {
        let sut = try await makeSUT()
        let original = Player(id: 2, name: "Ben", age: 30)
        var edited = original
        edited.age = 31
        await backend.fail(with: Failure.notFound, once: true)

        await #expect(throws: PlayerDeletedElsewhere(player: edited)) { try await sut.update(edited, from: original) }

        #expect(try await store.pending(account: "test demo").isEmpty)
        #expect(
            "\(PlayerDeletedElsewhere(player: edited))"
                == "\"Ben\" was deleted elsewhere: add it again with your change, or drop the change.")
    }

    /// A rename of a player deleted elsewhere names the player that was deleted, not the new name;
    /// adding it again makes the renamed one.
    @Test func aRenameOfAPlayerDeletedElsewhereNamesThePlayerAsItWas() async throws {
        let sut = try await makeSUT()
        let original = Player(id: 2, name: "Ben", age: 30)
        var renamed = original
        renamed.name = "Benjamin"
        await backend.fail(with: Failure.notFound, once: true)

        let error = await #expect(throws: PlayerDeletedElsewhere.self) { try await sut.update(renamed, from: original) }

        #expect(error?.player == renamed)
        #expect(
            error?.description == "\"Ben\" was deleted elsewhere: add it again with your change, or drop the change.")
    }

    /// A waiting edit of a player deleted elsewhere meanwhile is named, as the docs word it.
    @Test func aWaitingEditOfAPlayerDeletedElsewhereIsNamedByItsName() async throws {
        let sut = try await makeSUT()
        let original = Player(id: 7, name: "Grace Okafor")
        var edited = original
        edited.age = 40
        await backend.fail(with: Failure.unreachable)
        _ = try await sut.update(edited, from: original)
        await backend.fail(with: Failure.notFound, once: true)

        let page = try await sut.page(offset: 0, limit: 10)

        #expect(page.pendingChangesNote == "\"Grace Okafor\" was deleted elsewhere before your change to it was sent")
        #expect(try await store.pending(account: "test demo").isEmpty)
    }

    /// The screen's own change that failed is its to report, and waits no longer: trying
    /// again must not make it twice.
    @Test func aChangeThatFailsOtherwiseIsThrownAndNotKept() async throws {
        let sut = try await makeSUT()
        await backend.fail(with: Failure.serverError)

        await #expect(throws: Failure.serverError) { try await sut.create(PlayerDraft(name: "Zoë")) }

        #expect(try await store.pending(account: "test demo").isEmpty)
    }

    @Test func twoLoadsAtOnceSendEachChangeOnce() async throws {
        let sut = try await makeSUT()
        await backend.fail(with: Failure.unreachable)
        _ = try await sut.create(PlayerDraft(name: "Once"))
        await backend.fail(with: nil)

        async let first = sut.page(offset: 0, limit: 10)
        async let second = sut.page(offset: 10, limit: 10)
        _ = try await (first, second)

        #expect(await backend.requests.filter { $0.hasPrefix("create") } == ["create Once"])
    }

    @Test func theFieldsChangedHereAreSetOnTheCurrentCopy() {
        let original = Player(id: 1, name: "Ana", age: 29, skill: .amateur)
        var edited = original
        edited.age = 30
        var current = original
        current.skill = .professional
        current.name = "Ana S."

        let merged = PlayerSync.merge(from: original, to: edited, onto: current)

        #expect(merged == Player(id: 1, name: "Ana S.", age: 30, skill: .professional))
    }
}

private enum Failure: DeliveryFailure, Equatable, CustomStringConvertible {
    case unreachable
    case serverError
    case refused
    /// The request left and its answer did not come.
    case timeout
    case notFound

    var neverReachedBackend: Bool { self == .unreachable }
    var refusedForGood: Bool { self == .refused || self == .notFound }
    var recordNotFound: Bool { self == .notFound }
    var mayHaveLanded: Bool { self == .timeout }
    var description: String {
        switch self {
        case .unreachable: "unreachable"
        case .serverError: "server error"
        case .refused: "refused"
        case .timeout: "timeout"
        case .notFound: "not found"
        }
    }
}

/// A backend that records each request and fails as told.
private actor BackendDouble: PlayersBackend {
    private(set) var requests: [String] = []
    /// The key each create went with, in order.
    private(set) var createKeys: [String] = []
    private var failure: Failure?
    private var failsOnce = false

    func fail(with failure: Failure?, once: Bool = false) {
        self.failure = failure
        failsOnce = once
    }

    private func arrive(_ request: String) throws {
        if let failure {
            if failsOnce { self.failure = nil }
            if failure != .unreachable { requests.append(request) }
            throw failure
        }
        requests.append(request)
    }

    func page(offset: Int, limit: Int) async throws -> PlayerPage {
        try arrive("page")
        return PlayerPage(offset: offset, players: [], total: 0)
    }

    func create(_ player: PlayerDraft, idempotencyKey: String) async throws -> Player.ID {
        createKeys.append(idempotencyKey)
        try arrive("create \(player.name)")
        return 1
    }

    func update(_ player: Player, basedOn revision: Revision?) async throws {
        try arrive("update \(player.name)")
    }

    func delete(_ id: Player.ID) async throws {
        try arrive("delete \(id)")
    }

    func gathers(of player: Player.ID) async throws -> [Gather] { [] }
}

/// The waiting changes in memory, as the device's database keeps them.
private actor StoreDouble: PendingPlayerChangeStore {
    private var changes: [(account: String, change: PendingPlayerChange)] = []
    private var nextSequence: Int64 = 1

    func append(_ change: PlayerChange, account: String, idempotencyKey: String) async throws -> PendingPlayerChange {
        let pending = PendingPlayerChange(sequence: nextSequence, change: change, idempotencyKey: idempotencyKey)
        nextSequence += 1
        changes.append((account, pending))
        return pending
    }

    func pending(account: String) async throws -> [PendingPlayerChange] {
        changes.filter { $0.account == account }.map(\.change)
    }

    func replace(_ pending: PendingPlayerChange, with change: PlayerChange) async throws {
        changes = changes.map {
            $0.change == pending
                ? (
                    $0.account,
                    PendingPlayerChange(
                        sequence: pending.sequence, change: change, idempotencyKey: pending.idempotencyKey)
                ) : $0
        }
    }

    func remove(_ change: PendingPlayerChange) async throws {
        changes.removeAll { $0.change.sequence == change.sequence }
    }

    func markMayHaveLanded(_ change: PendingPlayerChange) async throws {
        changes = changes.map { entry in
            let pending = entry.change
            guard pending.sequence == change.sequence else { return entry }
            return (
                entry.account,
                PendingPlayerChange(
                    sequence: pending.sequence, change: pending.change, idempotencyKey: pending.idempotencyKey,
                    mayHaveLanded: true)
            )
        }
    }
}

import Domain
import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · Card list interactor")
struct CardListInteractorTests {
    let output = CardListOutputSpy()
    let auth = AuthServiceSpy()

    private func makeSUT(here: [Card], remote: CardSyncServiceSpy = CardSyncServiceSpy()) -> CardListInteractor {
        let store = CardStoreSpy(here)
        let sut = CardListInteractor(cards: store, sync: CardSync(store: store, remote: remote), auth: auth)
        sut.output = output
        return sut
    }

    @Test func theGridStartsFromTheCountAndPagesAreReadOnDemand() async {
        let sut = makeSUT(here: [CardFixtures.coffee, CardFixtures.books])

        await sut.reload()
        await sut.loadCards(0..<2)

        #expect(output.events == ["grid 2", "cards Book Nook, Coffee Club"])
    }

    @Test func aDownloadThatBringsCardsStartsTheGridOver() async {
        let sut = makeSUT(here: [CardFixtures.coffee], remote: CardSyncServiceSpy([CardFixtures.books]))

        await sut.download()

        #expect(output.events == ["sync started", "synced 1 added", "grid 2"])
    }

    @Test func aCardIsOpenedWholeAndOneGoneMeanwhileStartsTheGridOver() async {
        let store = CardStoreSpy([CardFixtures.coffee])
        let sut = CardListInteractor(
            cards: store, sync: CardSync(store: store, remote: CardSyncServiceSpy()), auth: auth)
        sut.output = output
        await sut.loadCards(0..<1)

        await sut.openCard(at: 0)
        #expect(output.events.last == "opened Coffee Club")
        _ = try? await store.delete(identifier: "coffee")
        await sut.openCard(at: 0)
        #expect(output.events.last == "grid 0")
    }

    @Test func changesMadeHereGoToTheBackend() async {
        let remote = CardSyncServiceSpy()
        let sut = makeSUT(here: [CardFixtures.coffee], remote: remote)

        sut.cardSaved(CardFixtures.coffee)
        await sut.sendWaitingChanges()
        await remote.fail(with: ServiceFailure("Cannot reach the server."))
        sut.cardDeleted(CardFixtures.coffee)
        await sut.sendWaitingChanges()
        await sut.sendWaitingChanges()

        #expect(await remote.uploads.count == 1)
        #expect(
            output.events == [
                "backend work waiting", "grid 1", "uploading Coffee Club", "uploaded Coffee Club",
                "backend work waiting", "grid 1", "remote deletion failed: Cannot reach the server.",
            ], "each change is sent once")
    }

    /// A card opened, or a new one, is handed to CardDetails with this interactor to hear back.
    @Test func aCardOpensWithThisInteractorToHearBack() async {
        let sut = makeSUT(here: [CardFixtures.coffee], remote: CardSyncServiceSpy())

        sut.newCard()

        #expect(output.events == ["opened  create"])
        #expect(output.openedOutputs.first.flatMap { $0 } === sut)
    }

    @Test func aStoreThatCannotBeReadAndABackendOutOfReachAreEachSaid() async {
        let store = CardStoreSpy([CardFixtures.coffee])
        let remote = CardSyncServiceSpy()
        let sut = CardListInteractor(cards: store, sync: CardSync(store: store, remote: remote), auth: auth)
        sut.output = output
        await store.fail(with: ServiceFailure("The disk is full."))
        await sut.reload()
        await store.fail(with: nil)
        await remote.fail(with: ServiceFailure("Cannot reach the server."))

        await sut.download()

        #expect(
            output.events == [
                "read failed: The disk is full.", "sync started", "sync failed: Cannot reach the server.",
            ])
    }

    @Test func logOutEndsTheSessionThenTellsThePresenter() async {
        let sut = makeSUT(here: [CardFixtures.coffee])

        await sut.logOut()

        #expect(await auth.logoutCount == 1)
        #expect(output.events == ["logged out"])
    }
}

@MainActor
final class CardListOutputSpy: CardListInteractorOutputProtocol {
    private(set) var events: [String] = []

    func gridStarted(count: Int) { events.append("grid \(count)") }
    func cardsLoaded(_ cards: [Int: CardListItem]) {
        events.append("cards \(cards.sorted { $0.key < $1.key }.map(\.value.name).joined(separator: ", "))")
    }
    func cardsCouldNotBeRead(_ range: Range<Int>?, error: any Error) { events.append("read failed: \(error)") }
    func syncStarted() { events.append("sync started") }
    func synced(_ report: CardSync.Report) { events.append("synced \(report.added) added") }
    func syncFailed(_ error: any Error) { events.append("sync failed: \(error)") }
    private(set) var openedOutputs: [(any CardDetailsModuleOutput)?] = []
    func cardOpened(_ input: CardDetailsInput) {
        events.append(input.mode == .normal ? "opened \(input.card.name)" : "opened \(input.card.name) \(input.mode)")
        openedOutputs.append(input.output)
    }
    func backendWorkWaiting() { events.append("backend work waiting") }
    func cardCouldNotBeOpened(_ error: any Error) { events.append("open failed: \(error)") }
    func uploadStarted(name: String) { events.append("uploading \(name)") }
    func uploaded(name: String) { events.append("uploaded \(name)") }
    func uploadFailed(name: String, error: any Error) { events.append("upload failed: \(error)") }
    func deletedRemotely(name: String) { events.append("deleted remotely \(name)") }
    func remoteDeletionFailed(name: String, error: any Error) { events.append("remote deletion failed: \(error)") }
    func loggedOut() { events.append("logged out") }
}

import Domain
import Presentation
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

        #expect(output.events == [.gridStarted(count: 2), .cardsLoaded(cardNames: ["Book Nook", "Coffee Club"])])
    }

    @Test func aDownloadThatBringsCardsStartsTheGridOver() async {
        let sut = makeSUT(here: [CardFixtures.coffee], remote: CardSyncServiceSpy([CardFixtures.books]))

        await sut.download()

        #expect(output.events == [.syncStarted, .synced(added: 1), .gridStarted(count: 2)])
    }

    @Test func aCardIsOpenedWholeAndOneGoneMeanwhileStartsTheGridOver() async {
        let store = CardStoreSpy([CardFixtures.coffee])
        let sut = CardListInteractor(
            cards: store, sync: CardSync(store: store, remote: CardSyncServiceSpy()), auth: auth)
        sut.output = output
        await sut.loadCards(0..<1)

        await sut.openCard(at: 0)
        #expect(output.events.last == .cardOpened(cardName: "Coffee Club", mode: .normal))
        _ = try? await store.delete(identifier: "coffee")
        await sut.openCard(at: 0)
        #expect(output.events.last == .gridStarted(count: 0))
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
                .backendWorkWaiting, .gridStarted(count: 1), .uploadStarted(name: "Coffee Club"),
                .uploaded(name: "Coffee Club"), .backendWorkWaiting, .gridStarted(count: 1),
                .remoteDeletionFailed(errorDescription: "Cannot reach the server."),
            ], "each change is sent once")
    }

    /// A card opened, or a new one, is handed to CardDetails with this interactor to hear back.
    @Test func aCardOpensWithThisInteractorToHearBack() async {
        let sut = makeSUT(here: [CardFixtures.coffee], remote: CardSyncServiceSpy())

        sut.newCard()

        #expect(output.events == [.cardOpened(cardName: "", mode: .create)])
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
                .cardsCouldNotBeRead(errorDescription: "The disk is full."), .syncStarted,
                .syncFailed(errorDescription: "Cannot reach the server."),
            ])
    }

    @Test func logOutEndsTheSessionThenTellsThePresenter() async {
        let sut = makeSUT(here: [CardFixtures.coffee])

        await sut.logOut()

        #expect(await auth.logoutCount == 1)
        #expect(output.events == [.loggedOut])
    }
}

@MainActor
final class CardListOutputSpy: CardListInteractorOutputProtocol {
    /// A call the spy took: the cards loaded by their names in grid order, a card opened by its
    /// name (a new card's identifier is made up), a sync by how many cards it added.
    enum Call: Equatable {
        case gridStarted(count: Int)
        case cardsLoaded(cardNames: [String])
        case cardsCouldNotBeRead(errorDescription: String)
        case syncStarted
        case synced(added: Int)
        case syncFailed(errorDescription: String)
        case cardOpened(cardName: String, mode: CardDetailsMode)
        case backendWorkWaiting
        case cardCouldNotBeOpened(errorDescription: String)
        case uploadStarted(name: String)
        case uploaded(name: String)
        case uploadFailed(errorDescription: String)
        case deletedRemotely(name: String)
        case remoteDeletionFailed(errorDescription: String)
        case loggedOut
    }

    private(set) var events: [Call] = []

    func gridStarted(count: Int) { events.append(.gridStarted(count: count)) }
    func cardsLoaded(_ cards: [Int: CardListItem]) {
        events.append(.cardsLoaded(cardNames: cards.sorted { $0.key < $1.key }.map(\.value.name)))
    }
    func cardsCouldNotBeRead(_ range: Range<Int>?, error: any Error) {
        events.append(.cardsCouldNotBeRead(errorDescription: String(describing: error)))
    }
    func syncStarted() { events.append(.syncStarted) }
    func synced(_ report: CardSync.Report) { events.append(.synced(added: report.added)) }
    func syncFailed(_ error: any Error) { events.append(.syncFailed(errorDescription: String(describing: error))) }
    private(set) var openedOutputs: [(any CardDetailsModuleOutput)?] = []
    func cardOpened(_ input: CardDetailsInput) {
        events.append(.cardOpened(cardName: input.card.name, mode: input.mode))
        openedOutputs.append(input.output)
    }
    func backendWorkWaiting() { events.append(.backendWorkWaiting) }
    func cardCouldNotBeOpened(_ error: any Error) {
        events.append(.cardCouldNotBeOpened(errorDescription: String(describing: error)))
    }
    func uploadStarted(name: String) { events.append(.uploadStarted(name: name)) }
    func uploaded(name: String) { events.append(.uploaded(name: name)) }
    func uploadFailed(name: String, error: any Error) {
        events.append(.uploadFailed(errorDescription: String(describing: error)))
    }
    func deletedRemotely(name: String) { events.append(.deletedRemotely(name: name)) }
    func remoteDeletionFailed(name: String, error: any Error) {
        events.append(.remoteDeletionFailed(errorDescription: String(describing: error)))
    }
    func loggedOut() { events.append(.loggedOut) }
}

import Domain
import Presentation
import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · Card list presenter")
struct CardListPresenterTests {
    let view = CardListViewSpy()
    let interactor = CardListInteractorSpy()
    let router = CardListRouterSpy()
    let work = WorkRecorder()

    private func makeSUT() -> CardListPresenter {
        let sut = CardListPresenter(interactor: interactor, router: router, work: work)
        sut.view = view
        interactor.output = sut
        return sut
    }

    @Test func theFirstLoadReadsTheCardsHereThenSyncsWithoutHoldingTheList() async {
        let sut = makeSUT()

        await sut.viewDidLoad()
        await sut.cardsNeeded(0..<6)
        await sut.refreshTapped()

        #expect(interactor.calls == [.reload, .download, .loadCards(0..<6), .download])
        #expect(view.loadingLog.isEmpty)
    }

    @Test func logOutAsksTheInteractorWithTheSpinnerThenTheRouterShowsLogin() async {
        let sut = makeSUT()

        await sut.logOutTapped()

        #expect(interactor.calls == [.logOut])
        #expect(view.loadingLog == [true, false])
        #expect(router.steps == [.showLogin])
    }

    @Test func theSyncsProgressAndOutcomeAreTheStatus() async throws {
        let sut = makeSUT()
        let two = try await CardSync(
            store: CardStoreSpy([CardFixtures.coffee]), remote: CardSyncServiceSpy([CardFixtures.books])
        ).download()
        let one = try await CardSync(store: CardStoreSpy(), remote: CardSyncServiceSpy([CardFixtures.coffee]))
            .download()

        sut.syncStarted()
        sut.synced(two)
        sut.synced(one)
        sut.syncFailed(ServiceFailure("Cannot reach the server."))

        #expect(
            view.statuses == [
                "Syncing with the backend…", "Synced 2 cards", "Synced 1 card", "Offline: Cannot reach the server.",
            ])
        let looking = "Looking for your cards on the backend…"
        let none = "No cards yet. Press + to add one."
        #expect(
            view.emptyMessages == [looking, none, none, none],
            "an empty grid waits for the sync before it says there are none")
    }

    @Test func aChosenCardIsAskedForWithLoadingAroundItAndOpens() async {
        let sut = makeSUT()

        await sut.didChoose(at: 4)
        sut.newTapped()

        #expect(interactor.calls == [.openCard(at: 4), .newCard])
        #expect(view.loadingLog == [true, false])
        #expect(
            router.steps == [
                .showCardDetails(cardName: "Coffee Club", mode: .normal), .showCardDetails(cardName: "", mode: .create),
            ])
    }

    @Test func aSavedOrDeletedCardGoesToTheBackendInTheBackgroundAndTheStatusSaysHow() async {
        let sut = makeSUT()

        sut.backendWorkWaiting()
        await work.settle()
        sut.uploadStarted(name: "Coffee Club")
        sut.uploaded(name: "Coffee Club")
        sut.remoteDeletionFailed(name: "Book Nook", error: ServiceFailure("Cannot reach the server."))

        #expect(interactor.calls == [.sendWaitingChanges], "started here, in the background")
        #expect(work.loadingLog.isEmpty)
        #expect(
            view.statuses == [
                "Uploading \"Coffee Club\"…", "Uploaded \"Coffee Club\"",
                "Deleted here; the deletion will be retried on the backend: Cannot reach the server.",
            ])
    }

    @Test func theGridIsToldWhatWasReadAndWhatCouldNotBe() {
        let sut = makeSUT()

        sut.gridStarted(count: 12)
        sut.cardsCouldNotBeRead(0..<6, error: ServiceFailure("locked"))

        #expect(view.gridCounts == [12])
        #expect(view.failedRanges == [0..<6])
        #expect(view.statuses == ["Unable to read the cards: locked"])
    }

    @Test func openSaysWhyWhileThereIsNoCard() {
        let sut = makeSUT()

        sut.gridStarted(count: 0)
        sut.gridStarted(count: 12)

        #expect(view.openReasons == ["There is no card to open.", nil])
    }
}

@MainActor
final class CardListViewSpy: CardListViewProtocol {
    var status: String? {
        didSet { if let status { statuses.append(status) } }
    }
    var showsLoading = false {
        didSet { loadingLog.append(showsLoading) }
    }
    private(set) var statuses: [String] = []
    private(set) var openReasons: [String?] = []
    private(set) var emptyMessages: [String] = []
    private(set) var loadingLog: [Bool] = []
    private(set) var gridCounts: [Int] = []
    private(set) var failedRanges: [Range<Int>] = []

    func present(_ alert: AlertContent) {}

    func setEmptyMessage(_ message: String) {
        emptyMessages.append(message)
    }
    func startGrid(count: Int, openUnavailableReason: String?) {
        gridCounts.append(count)
        openReasons.append(openUnavailableReason)
    }
    func setCards(_ cards: [Int: CardListItem]) {}
    func cardsFailedToLoad(_ range: Range<Int>) { failedRanges.append(range) }
}

/// Records what it was asked; opening a card opens Coffee Club.
@MainActor
final class CardListInteractorSpy: CardListInteractorProtocol {
    weak var output: (any CardListInteractorOutputProtocol)?

    enum Call: Equatable {
        case reload
        case loadCards(Range<Int>)
        case download
        case openCard(at: Int)
        case newCard
        case sendWaitingChanges
        case logOut
    }

    private(set) var calls: [Call] = []

    func reload() async { calls.append(.reload) }
    func loadCards(_ range: Range<Int>) async { calls.append(.loadCards(range)) }
    func download() async { calls.append(.download) }

    func openCard(at index: Int) async {
        calls.append(.openCard(at: index))
        output?.cardOpened(CardDetailsInput(card: CardFixtures.coffee, mode: .normal, output: nil))
    }

    func newCard() {
        calls.append(.newCard)
        output?.cardOpened(CardDetailsInput(card: Card(), mode: .create, output: nil))
    }

    func sendWaitingChanges() async { calls.append(.sendWaitingChanges) }

    func logOut() async {
        calls.append(.logOut)
        output?.loggedOut()
    }
}

@MainActor
final class CardListRouterSpy: CardListRouterProtocol {
    /// A route taken; a card by its name (a new card's identifier is made up).
    enum Step: Equatable {
        case showCardDetails(cardName: String, mode: CardDetailsMode)
        case showLogin
    }

    private(set) var steps: [Step] = []

    func showCardDetails(_ input: CardDetailsInput) {
        steps.append(.showCardDetails(cardName: input.card.name, mode: input.mode))
    }
    func showLogin() { steps.append(.showLogin) }
}

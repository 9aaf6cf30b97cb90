import Domain
import Presentation

/// Decides what CardList shows: the grid, the sync's progress and outcome as the status, loading
/// while a card is opened, the error texts.
@MainActor
final class CardListPresenter: CardListPresenterProtocol, CardListInteractorOutputProtocol {
    weak var view: (any CardListViewProtocol)?
    private let interactor: any CardListInteractorProtocol
    private let router: any CardListRouterProtocol
    private let work: any WorkRunning
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(interactor: any CardListInteractorProtocol, router: any CardListRouterProtocol, work: any WorkRunning) {
        self.interactor = interactor
        self.router = router
        self.work = work
    }

    /// The cards here at once, then a sync with the backend; the list stays usable meanwhile.
    func viewDidLoad() async {
        await interactor.reload()
        await interactor.download()
    }

    func cardsNeeded(_ range: Range<Int>) async {
        await interactor.loadCards(range)
    }

    func refreshTapped() async {
        await interactor.download()
    }

    func newTapped() {
        interactor.newCard()
    }

    func didChoose(at index: Int) async {
        await request.run { await interactor.openCard(at: index) }
    }

    func logOutTapped() async {
        await request.run { await interactor.logOut() }
    }

    // MARK: The interactor's output

    func gridStarted(count: Int) {
        view?.startGrid(count: count, openUnavailableReason: count == 0 ? "There is no card to open." : nil)
    }

    func cardsLoaded(_ cards: [Int: CardListItem]) {
        view?.setCards(cards)
    }

    func cardsCouldNotBeRead(_ range: Range<Int>?, error: any Error) {
        view?.status = "Unable to read the cards: \(error)"
        if let range { view?.cardsFailedToLoad(range) }
    }

    /// An empty device may only be waiting for its cards: it says so until the sync ends.
    func syncStarted() {
        view?.status = "Syncing with the backend…"
        view?.setEmptyMessage("Looking for your cards on the backend…")
    }

    func synced(_ report: CardSync.Report) {
        view?.status = report.description
        view?.setEmptyMessage("No cards yet. Press + to add one.")
    }

    func syncFailed(_ error: any Error) {
        view?.status = "Offline: \(error)"
        view?.setEmptyMessage("No cards yet. Press + to add one.")
    }

    func loggedOut() {
        router.showLogin()
    }

    func cardOpened(_ input: CardDetailsInput) {
        router.showCardDetails(input)
    }

    func cardCouldNotBeOpened(_ error: any Error) {
        view?.present(.error("Unable to open the card: \(error)"))
    }

    /// The changes go to the backend in the background, started here: the deciding role of the
    /// screen they are for starts the work.
    func backendWorkWaiting() {
        work.perform(showingLoading: false) { [weak self] in await self?.interactor.sendWaitingChanges() }
    }

    func uploadStarted(name: String) {
        view?.status = "Uploading \"\(name)\"…"
    }

    func uploaded(name: String) {
        view?.status = "Uploaded \"\(name)\""
    }

    func uploadFailed(name: String, error: any Error) {
        view?.status = "Saved here; the upload will be retried: \(error)"
    }

    func deletedRemotely(name: String) {
        view?.status = "Deleted \"\(name)\""
    }

    func remoteDeletionFailed(name: String, error: any Error) {
        view?.status = "Deleted here; the deletion will be retried on the backend: \(error)"
    }
}

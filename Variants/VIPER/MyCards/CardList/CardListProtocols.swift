import Domain
import Foundation
import Presentation

// Every seam of the CardList module.

/// What the presenter tells the view.
@MainActor
protocol CardListViewProtocol: AnyObject {
    var showsLoading: Bool { get set }
    var status: String? { get set }
    /// What an empty grid says.
    func setEmptyMessage(_ message: String)
    func present(_ alert: AlertContent)
    /// Starts the grid over with `count` cards, none fetched yet; none shows the empty state.
    /// Starts the grid over with `count` cards; `openUnavailableReason` says why Open does
    /// nothing (no card), `nil` while it acts.
    func startGrid(count: Int, openUnavailableReason: String?)
    /// Cards fetched, by position in the grid.
    func setCards(_ cards: [Int: CardListItem])
    /// Cards that could not be read: the grid asks for them again later.
    func cardsFailedToLoad(_ range: Range<Int>)
}

/// What the view tells the presenter.
@MainActor
protocol CardListPresenterProtocol: AnyObject {
    func viewDidLoad() async
    func cardsNeeded(_ range: Range<Int>) async
    func refreshTapped() async
    func newTapped()
    func didChoose(at index: Int) async
    func logOutTapped() async
}

/// The use case: the cards on this device a page at a time, their sync with the backend, and
/// each change made here taken to the backend.
@MainActor
protocol CardListInteractorProtocol: AnyObject {
    func reload() async
    func loadCards(_ range: Range<Int>) async
    func download() async
    func openCard(at index: Int) async
    /// Opens a new card, in create mode.
    func newCard()
    /// Takes the cards saved or deleted here since it was last asked to the backend.
    func sendWaitingChanges() async
    /// Ends the session, on the backend too; the cards stay on this device for the next time.
    func logOut() async
}

/// A card as the grid shows it, told by the interactor: a plain value, not the entity.
struct CardListItem: Equatable {
    let name: String
    /// A small JPEG of the front photo.
    let thumbnail: Data
}

/// What the interactor tells the presenter.
@MainActor
protocol CardListInteractorOutputProtocol: AnyObject {
    func gridStarted(count: Int)
    func cardsLoaded(_ cards: [Int: CardListItem])
    func cardsCouldNotBeRead(_ range: Range<Int>?, error: any Error)
    func syncStarted()
    func synced(_ report: CardSync.Report)
    func syncFailed(_ error: any Error)
    func cardOpened(_ input: CardDetailsInput)
    func cardCouldNotBeOpened(_ error: any Error)
    /// A card was saved or deleted here: the change waits to be taken to the backend.
    func backendWorkWaiting()
    func uploadStarted(name: String)
    func uploaded(name: String)
    func uploadFailed(name: String, error: any Error)
    func deletedRemotely(name: String)
    func remoteDeletionFailed(name: String, error: any Error)
    func loggedOut()
}

@MainActor
protocol CardListRouterProtocol: AnyObject {
    func showCardDetails(_ input: CardDetailsInput)
    func showLogin()
}

import Domain
import Presentation

/// What the card list presenter may tell its view.
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
    func setCards(_ cards: [Int: CardSummary])
    /// Cards that could not be read: the grid asks for them again later.
    func cardsFailedToLoad(_ range: Range<Int>)
    func showCardDetails(of card: Card)
    func showNewCard()
    /// After a logout: the login in place of the cards.
    func showLogin()
}

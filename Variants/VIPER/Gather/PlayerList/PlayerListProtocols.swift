import Domain
import Presentation

// Every seam of the PlayerList module.

/// What the presenter tells the view.
@MainActor
protocol PlayerListViewProtocol: AnyObject {
    var showsLoading: Bool { get set }
    var status: String? { get set }
    var title: String { get set }
    var unsavedWork: String? { get set }
    func present(_ alert: AlertContent)
    func setListState(_ state: ListState)
    /// Starts the list over with `count` rows, none fetched yet.
    func startList(count: Int)
    /// Rows fetched or changed, by position; the others stay as they are.
    func setRows(_ rows: [Int: PlayerListRow])
    /// Rows that could not be fetched: the list asks for them again later.
    func rowsFailedToLoad(_ rows: Range<Int>)
    func setActions(_ actions: PlayerListActions)
}

/// One row as the list shows it.
struct PlayerListRow: Equatable {
    let title: String
    let details: [String]
    /// `nil` in list mode; ticked or not in select mode.
    let isTicked: Bool?
}

/// The list's keys as they act now: their titles, and why one does nothing.
struct PlayerListActions: Equatable {
    let chooseTitle: String
    /// `nil` while Enter acts on the highlighted row; otherwise why it does not.
    let chooseUnavailableReason: String?
    let selectTitle: String
    /// `nil` while Select acts; otherwise why it does not.
    let selectUnavailableReason: String?
    let isConfirmShown: Bool
    /// `nil` while Confirm acts; otherwise why it does not.
    let confirmUnavailableReason: String?
    /// `nil` while Delete acts; otherwise why it does not.
    let deleteUnavailableReason: String?
}

/// What the view tells the presenter.
@MainActor
protocol PlayerListPresenterProtocol: AnyObject {
    func viewDidLoad() async
    func reloadTapped() async
    func didHighlight(row: Int)
    func rowsNeeded(_ rows: Range<Int>) async
    func didChoose(row: Int)
    func didToggle(row: Int)
    func selectTapped()
    func addTapped()
    func deleteTapped(row: Int)
    func confirmTapped()
    func backTapped() async
}

/// The list's mode as the interactor tells it: select mode or not, how many players are ticked
/// in it, and what can be done now.
struct PlayerListMode: Equatable {
    let isSelecting: Bool
    let selectedCount: Int
    /// Whether the list could be loaded: after a failure its rows are gone from the screen.
    let isLoaded: Bool
    /// Whether the list has rows on screen to act on.
    let hasRows: Bool
    /// At least two players make a gather.
    let canConfirm: Bool
    let canDelete: Bool
}

/// A player as the interactor tells of them: plain values, not the entity.
struct PlayerListEntry: Equatable {
    let name: String
    let position: Position?
    let skill: Skill?
    /// `nil` in list mode; ticked or not in select mode.
    let isTicked: Bool?
}

/// The use case: the user's players a page at a time, and the ones chosen for a gather.
@MainActor
protocol PlayerListInteractorProtocol: AnyObject {
    /// The person's row is now `row`: a reload loads the page around it.
    func highlight(row: Int)
    /// The page around the highlighted row, which also says how many players there are.
    func loadPlayers() async
    func loadRows(_ rows: Range<Int>) async
    func toggleSelectMode()
    func toggle(row: Int)
    /// Enter on a row: a tick in select mode, the player's details otherwise.
    func choose(row: Int)
    /// Opens PlayerAdd, heard back here.
    func add()
    /// Opens the teams of the players ticked, once they make a gather.
    func confirmSelection()
    /// Asks for a confirmation before deleting the player at `row`, if one can be deleted now.
    func askToDelete(row: Int)
    /// Deletes the player the confirmation was asked for.
    func deleteConfirmed() async
    /// Back: out of select mode, or else a logout.
    func back() async
}

/// What the interactor tells the presenter.
@MainActor
protocol PlayerListInteractorOutputProtocol: AnyObject {
    func modeChanged(_ mode: PlayerListMode)
    func listStarted(count: Int)
    /// The load was called off: the rows shown before stay.
    func listKept()
    func playersCouldNotBeLoaded(_ error: any Error)
    /// A page came: the players fetched so far, and the ticked ones in select mode (`nil` otherwise).
    /// `pendingChangesNote` says what became of the changes that waited for the backend.
    func pageLoaded(_ players: [Int: PlayerListEntry], pendingChangesNote: String?)
    func rowsCouldNotBeLoaded(_ rows: Range<Int>, error: any Error)
    func selectionChanged(_ players: [Int: PlayerListEntry])
    func deletionNeedsConfirmation(name: String)
    /// Unconfirmed when its request left and its answer did not come (a timeout): it may have
    /// been done, and trying again will not do it twice.
    func playerCouldNotBeDeleted(_ error: any Error, unconfirmed: Bool)
    func loggedOut()
    func playerOpened(_ input: PlayerDetailInput)
    func playerAddOpened(_ input: PlayerAddInput)
    func selectionConfirmed(_ input: ConfirmPlayersInput)
    /// PlayerAdd created a player: the list loads again to show it.
    func playerAdded()
    /// A player was edited on the screens the list opened: the list loads again to say what waits.
    func playerEdited()
    /// The player edited was deleted elsewhere: back to the list, which loads again without it
    /// (or with it added again).
    func playerDeletedElsewhere()
    /// The gather made of the ticked players has ended and its result is stored.
    func gatherEnded()
}

@MainActor
protocol PlayerListRouterProtocol: AnyObject {
    func showPlayerDetail(_ input: PlayerDetailInput)
    func showPlayerAdd(_ input: PlayerAddInput)
    func showConfirmPlayers(_ input: ConfirmPlayersInput)
    /// Back to the list from a gather, whatever was opened on the way.
    func backToList()
    func closeAfterLogout()
}

import Domain
import Presentation

/// Decides what PlayerList shows: rows with position and skill, the list's state and its
/// texts, the title and actions of each mode, loading, and the confirmation before a deletion.
@MainActor
final class PlayerListPresenter: PlayerListPresenterProtocol, PlayerListInteractorOutputProtocol {
    weak var view: (any PlayerListViewProtocol)?
    private let interactor: any PlayerListInteractorProtocol
    private let router: any PlayerListRouterProtocol
    private let work: any WorkRunning
    /// The row the view reported highlighted: where a reload starts.
    /// The rows the view was last given, so that a change sends only the rows that changed.
    private var shownRows: [Int: PlayerListRow] = [:]
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(interactor: any PlayerListInteractorProtocol, router: any PlayerListRouterProtocol, work: any WorkRunning) {
        self.interactor = interactor
        self.router = router
        self.work = work
    }

    func viewDidLoad() async {
        await reloadTapped()
    }

    /// Loads again around the highlighted row.
    func reloadTapped() async {
        await request.run {
            view?.setListState(.loading)
            await interactor.loadPlayers()
        }
    }

    func didHighlight(row: Int) {
        interactor.highlight(row: row)
    }

    func rowsNeeded(_ rows: Range<Int>) async {
        await interactor.loadRows(rows)
    }

    /// Enter on a row: its details in list mode, a tick in select mode, as the interactor decides.
    func didChoose(row: Int) {
        interactor.choose(row: row)
    }

    func didToggle(row: Int) {
        interactor.toggle(row: row)
    }

    func selectTapped() {
        interactor.toggleSelectMode()
    }

    func addTapped() {
        interactor.add()
    }

    func deleteTapped(row: Int) {
        interactor.askToDelete(row: row)
    }

    func deletionNeedsConfirmation(name: String) {
        view?.present(
            AlertContent(
                title: "Delete player", message: "Are you sure you want to delete \"\(name)\"?",
                buttons: [
                    .init("Delete", role: .destructive) { [weak self] in await self?.delete() },
                    .init("Cancel", role: .cancel),
                ]))
    }

    func confirmTapped() {
        interactor.confirmSelection()
    }

    /// Back from select mode is list mode; back from the players is a logout.
    func backTapped() async {
        await request.run { await interactor.back() }
    }

    // MARK: The interactor's output

    /// The title and the actions of the mode the list is in.
    func modeChanged(_ mode: PlayerListMode) {
        let isSelecting = mode.isSelecting
        let notLoaded = mode.isLoaded ? nil : "The players are not loaded: press r to try again."
        view?.title = isSelecting ? "\(mode.selectedCount) selected" : "Players"
        view?.unsavedWork = isSelecting && mode.selectedCount > 0 ? "The players you ticked will be unticked." : nil
        view?.setActions(
            PlayerListActions(
                chooseTitle: isSelecting ? "Tick or untick" : "Open",
                chooseUnavailableReason: mode.hasRows ? nil : notLoaded ?? "There is no player to open.",
                selectTitle: isSelecting ? "Cancel" : "Select",
                selectUnavailableReason: isSelecting || mode.hasRows
                    ? nil : notLoaded ?? "There is no player to select.",
                isConfirmShown: isSelecting,
                confirmUnavailableReason: mode.canConfirm
                    ? nil
                    : notLoaded
                        ?? (isSelecting ? "Select at least two players." : "Press s to select the players first."),
                deleteUnavailableReason: mode.canDelete
                    ? nil
                    : isSelecting
                        ? "Leave select mode (s) to delete a player." : notLoaded ?? "There is no player to delete."
            ))
    }

    func listStarted(count: Int) {
        shownRows = [:]
        view?.status = nil
        view?.startList(count: count)
        view?.setListState(count == 0 ? .empty(message: "There aren't any players for your user.") : .content)
    }

    func listKept() {
        view?.setListState(.content)
    }

    /// The list leaves the screen with its rows.
    func playersCouldNotBeLoaded(_ error: any Error) {
        shownRows = [:]
        view?.startList(count: 0)
        view?.setListState(.failed(message: "Unable to load the players: \(error)"))
    }

    /// A page that came says the last failure is over, and what became of the waiting changes.
    func pageLoaded(_ players: [Int: PlayerListEntry], pendingChangesNote: String?) {
        view?.status = pendingChangesNote
        showRows(players)
    }

    func rowsCouldNotBeLoaded(_ rows: Range<Int>, error: any Error) {
        view?.status = "Unable to load the players: \(error)"
        view?.rowsFailedToLoad(rows)
    }

    func selectionChanged(_ players: [Int: PlayerListEntry]) {
        showRows(players)
    }

    func playerCouldNotBeDeleted(_ error: any Error, unconfirmed: Bool) {
        view?.status = "\(error)"
        view?.present(
            .error(
                unconfirmed
                    ? "Unable to confirm that the player was deleted: it may have been. Delete again to make sure."
                    : "Unable to delete player. Please try again."))
    }

    func loggedOut() {
        router.closeAfterLogout()
    }

    func playerOpened(_ input: PlayerDetailInput) {
        router.showPlayerDetail(input)
    }

    func playerAddOpened(_ input: PlayerAddInput) {
        router.showPlayerAdd(input)
    }

    func selectionConfirmed(_ input: ConfirmPlayersInput) {
        router.showConfirmPlayers(input)
    }

    private func delete() async {
        await request.run { await interactor.deleteConfirmed() }
    }

    /// Sends the view the rows that changed since it was last told.
    private func showRows(_ players: [Int: PlayerListEntry]) {
        let rows = players.mapValues { player in
            PlayerListRow(
                title: player.name,
                details: [
                    "Position: \(player.position?.displayName ?? "-")", "Skill: \(player.skill?.displayName ?? "-")",
                ],
                isTicked: player.isTicked
            )
        }
        let changed = rows.filter { shownRows[$0.key] != $0.value }
        shownRows = rows
        if !changed.isEmpty { view?.setRows(changed) }
    }
}

extension PlayerListPresenter {
    /// The list loads again in the background, started here: the deciding role of the screen
    /// the result is for starts the work it asks for.
    func playerAdded() {
        work.perform(showingLoading: false) { [weak self] in await self?.reloadTapped() }
    }

    func playerEdited() {
        work.perform(showingLoading: false) { [weak self] in await self?.reloadTapped() }
    }

    func playerDeletedElsewhere() {
        router.backToList()
        work.perform(showingLoading: false) { [weak self] in await self?.reloadTapped() }
    }

    func gatherEnded() {
        view?.status = "The gather's result is saved."
        router.backToList()
    }
}

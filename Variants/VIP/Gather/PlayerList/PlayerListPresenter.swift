import Domain
import Presentation

@MainActor
protocol PlayerListPresentationLogic: AnyObject {
    func presentLoading(response: PlayerList.Loading.Response)
    func presentLoadStarted()
    func presentLoad(response: PlayerList.Load.Response)
    func presentRows(response: PlayerList.Rows.Response)
    func presentRowsFailure(response: PlayerList.RowsFailure.Response)
    func presentMode(response: PlayerList.Mode.Response)
    func presentChoose(response: PlayerList.Choose.Response)
    func presentConfirm(response: PlayerList.Confirm.Response)
    func presentDeleteConfirmation(response: PlayerList.DeleteConfirmation.Response)
    func presentDelete(response: PlayerList.Delete.Response)
    func presentBack(response: PlayerList.Back.Response)
    func presentReturn(response: PlayerList.Return.Response)
}

/// Formats PlayerList's responses: the list's states and their texts, rows with position and
/// skill, the title and actions of each mode, the confirmation and error of a deletion.
@MainActor
final class PlayerListPresenter: PlayerListPresentationLogic {
    weak var viewController: (any PlayerListDisplayLogic)?

    func presentLoading(response: PlayerList.Loading.Response) {
        viewController?.displayLoading(viewModel: .init(isLoading: response.isLoading))
    }

    func presentLoadStarted() {
        viewController?.displayLoad(viewModel: .init(count: nil, state: .loading))
    }

    func presentLoad(response: PlayerList.Load.Response) {
        switch response {
        case .started(let count):
            viewController?.displayLoad(
                viewModel: .init(
                    count: count,
                    state: count == 0 ? .empty(message: "There aren't any players for your user.") : .content))
        case .kept:
            viewController?.displayLoad(viewModel: .init(count: nil, state: .content))
        case .failed(let error):
            viewController?.displayLoad(
                viewModel: .init(count: 0, state: .failed(message: "Unable to load the players: \(error)")))
        }
    }

    func presentRows(response: PlayerList.Rows.Response) {
        let rows = response.players.mapValues { player in
            PlayerList.Rows.ViewModel.Row(
                title: player.name,
                details: [
                    "Position: \(player.preferredPosition?.displayName ?? "-")",
                    "Skill: \(player.skill?.displayName ?? "-")",
                ],
                isTicked: response.selected.map { $0.contains(player.id) }
            )
        }
        viewController?.displayRows(
            viewModel: .init(rows: rows, setsStatus: response.isNewPage, status: response.pendingChangesNote))
    }

    func presentRowsFailure(response: PlayerList.RowsFailure.Response) {
        viewController?.displayRowsFailure(
            viewModel: .init(rows: response.rows, status: "Unable to load the players: \(response.error)"))
    }

    func presentMode(response: PlayerList.Mode.Response) {
        let isSelecting = response.isSelecting
        let notLoaded = response.isLoaded ? nil : "The players are not loaded: press r to try again."
        viewController?.displayMode(
            viewModel: .init(
                title: isSelecting ? "\(response.selectedCount) selected" : "Players",
                unsavedWork: isSelecting && response.selectedCount > 0
                    ? "The players you ticked will be unticked." : nil,
                chooseTitle: isSelecting ? "Tick or untick" : "Open",
                chooseUnavailableReason: response.hasRows ? nil : notLoaded ?? "There is no player to open.",
                selectTitle: isSelecting ? "Cancel" : "Select",
                selectUnavailableReason: isSelecting || response.hasRows
                    ? nil : notLoaded ?? "There is no player to select.",
                isConfirmShown: isSelecting,
                confirmUnavailableReason: response.canConfirm
                    ? nil
                    : notLoaded
                        ?? (isSelecting ? "Select at least two players." : "Press s to select the players first."),
                deleteUnavailableReason: response.canDelete
                    ? nil
                    : isSelecting
                        ? "Leave select mode (s) to delete a player." : notLoaded ?? "There is no player to delete."
            ))
    }

    func presentChoose(response: PlayerList.Choose.Response) {
        viewController?.displayChoose(viewModel: .init())
    }

    func presentConfirm(response: PlayerList.Confirm.Response) {
        viewController?.displayConfirm(viewModel: .init())
    }

    func presentDeleteConfirmation(response: PlayerList.DeleteConfirmation.Response) {
        viewController?.displayDeleteConfirmation(
            viewModel: .init(
                alert: AlertContent(
                    title: "Delete player", message: "Are you sure you want to delete \"\(response.player.name)\"?",
                    buttons: [
                        .init("Delete", role: .destructive, identifier: PlayerList.DeleteConfirmation.deleteButton),
                        .init("Cancel", role: .cancel),
                    ]),
                player: response.player
            ))
    }

    func presentDelete(response: PlayerList.Delete.Response) {
        guard let error = response.error else { return }
        let message =
            response.isUnconfirmed
            ? "Unable to confirm that the player was deleted: it may have been. Delete again to make sure."
            : "Unable to delete player. Please try again."
        viewController?.displayDelete(viewModel: .init(status: "\(error)", alert: .error(message)))
    }

    func presentBack(response: PlayerList.Back.Response) {
        viewController?.displayBack(viewModel: .init())
    }

    func presentReturn(response: PlayerList.Return.Response) {
        viewController?.displayReturn(
            viewModel: .init(status: response.gatherEnded ? "The gather's result is saved." : nil))
    }
}

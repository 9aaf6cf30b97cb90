import Domain
import Presentation
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Player list presenter")
struct PlayerListPresenterTests {
    let display = PlayerListDisplaySpy()

    private func makeSUT() -> PlayerListPresenter {
        let sut = PlayerListPresenter()
        sut.viewController = display
        return sut
    }

    @Test func theListsStatesAndTheirTexts() {
        let sut = makeSUT()

        sut.presentLoadStarted()
        sut.presentLoad(response: .started(count: 0))
        sut.presentLoad(response: .started(count: 3))
        sut.presentLoad(response: .failed(ServiceFailure("Cannot reach the server.")))

        #expect(
            display.loads.map(\.state) == [
                .loading, .empty(message: "There aren't any players for your user."), .content,
                .failed(message: "Unable to load the players: Cannot reach the server."),
            ])
        #expect(
            display.loads.map(\.count) == [nil, 0, 3, 0],
            "a list that could not be loaded leaves the screen with its rows")
    }

    @Test func rowsShowPositionAndSkillAndTicksOnlyInSelectMode() {
        let sut = makeSUT()

        sut.presentRows(
            response: .init(
                players: PlayerFixtures.squadByPosition, selected: nil, isNewPage: true,
                pendingChangesNote: "Sent 1 waiting change"))
        sut.presentRows(
            response: .init(
                players: PlayerFixtures.squadByPosition, selected: [PlayerFixtures.ben.id], isNewPage: false,
                pendingChangesNote: nil))

        let list = display.rows.first
        #expect(
            list?.rows[0]
                == .init(title: "Ana Silva", details: ["Position: Goalkeeper", "Skill: Professional"], isTicked: nil))
        #expect(list?.rows[2]?.details == ["Position: -", "Skill: -"])
        #expect(list?.setsStatus == true)
        #expect(list?.status == "Sent 1 waiting change", "a new page says what became of the changes that waited")
        #expect(display.rows.last?.setsStatus == false)
        #expect(display.rows.last?.rows.mapValues(\.isTicked) == [0: false, 1: true, 2: false])
    }

    @Test func eachModeHasItsTitle() {
        let sut = makeSUT()

        sut.presentMode(
            response: .init(
                isSelecting: false, selectedCount: 0, isLoaded: true, hasRows: true, canConfirm: false, canDelete: true)
        )
        sut.presentMode(
            response: .init(
                isSelecting: true, selectedCount: 2, isLoaded: true, hasRows: true, canConfirm: true, canDelete: false))

        #expect(display.titles == ["Players", "2 selected"])
        #expect(
            display.modes.first
                == .init(
                    title: "Players", unsavedWork: nil, chooseTitle: "Open", chooseUnavailableReason: nil,
                    selectTitle: "Select", selectUnavailableReason: nil,
                    isConfirmShown: false, confirmUnavailableReason: "Press s to select the players first.",
                    deleteUnavailableReason: nil
                ))
        #expect(
            display.modes.last
                == .init(
                    title: "2 selected", unsavedWork: "The players you ticked will be unticked.",
                    chooseTitle: "Tick or untick", chooseUnavailableReason: nil,
                    selectTitle: "Cancel", selectUnavailableReason: nil, isConfirmShown: true,
                    confirmUnavailableReason: nil, deleteUnavailableReason: "Leave select mode (s) to delete a player."
                ))
    }

    /// A list that could not be loaded is not on screen: no key acts on its rows, and each says why.
    @Test func withTheListNotLoadedNoKeyActsOnARow() {
        let sut = makeSUT()

        sut.presentMode(
            response: .init(
                isSelecting: false, selectedCount: 0, isLoaded: false, hasRows: false, canConfirm: false,
                canDelete: false))
        sut.presentMode(
            response: .init(
                isSelecting: true, selectedCount: 2, isLoaded: false, hasRows: false, canConfirm: false,
                canDelete: false))

        let reason = "The players are not loaded: press r to try again."
        #expect(display.modes.first?.chooseUnavailableReason == reason)
        #expect(display.modes.first?.selectUnavailableReason == reason)
        #expect(display.modes.first?.deleteUnavailableReason == reason)
        #expect(display.modes.last?.selectUnavailableReason == nil, "select mode can always be left")
        #expect(display.modes.last?.confirmUnavailableReason == reason)
    }

    @Test func theDeletionsConfirmationAndErrorTexts() {
        let sut = makeSUT()

        sut.presentDeleteConfirmation(response: .init(player: PlayerFixtures.ben))
        sut.presentDelete(response: .init(error: nil))
        sut.presentDelete(response: .init(error: ServiceFailure()))

        let alert = display.deleteConfirmation?.alert
        #expect(alert?.title == "Delete player")
        #expect(alert?.message == "Are you sure you want to delete \"Ben Carter\"?")
        #expect(alert?.buttons.map(\.title) == ["Delete", "Cancel"])
        #expect(alert?.buttons.map(\.identifier) == [PlayerList.DeleteConfirmation.deleteButton, nil])
        #expect(display.deleteConfirmation?.player == PlayerFixtures.ben)
        #expect(
            display.deleteErrors == ["Unable to delete player. Please try again."],
            "a deletion that worked says nothing")
    }

    @Test func anEndedGatherSaysTheResultIsSaved() {
        let sut = makeSUT()

        sut.presentReturn(response: .init(gatherEnded: true))
        sut.presentRowsFailure(response: .init(rows: 100..<200, error: ServiceFailure("Cannot reach the server.")))

        #expect(
            display.statuses == [
                "The gather's result is saved.", "Unable to load the players: Cannot reach the server.",
            ])
    }

    @Test func selectModeWithNothingTickedHasNothingToLose() {
        let sut = makeSUT()

        sut.presentMode(
            response: .init(
                isSelecting: true, selectedCount: 0, isLoaded: true, hasRows: true, canConfirm: false, canDelete: false)
        )

        #expect(display.modes.last?.unsavedWork == nil, "Esc leaves select mode without asking")
    }
}

/// Keeps the view models it is given.
@MainActor
final class PlayerListDisplaySpy: PlayerListDisplayLogic {
    private(set) var loads: [PlayerList.Load.ViewModel] = []
    private(set) var rows: [PlayerList.Rows.ViewModel] = []
    private(set) var titles: [String] = []
    private(set) var modes: [PlayerList.Mode.ViewModel] = []
    private(set) var deleteConfirmation: PlayerList.DeleteConfirmation.ViewModel?
    private(set) var deleteErrors: [String] = []
    private(set) var statuses: [String] = []

    func displayLoading(viewModel: PlayerList.Loading.ViewModel) {}
    func displayLoad(viewModel: PlayerList.Load.ViewModel) { loads.append(viewModel) }
    func displayRows(viewModel: PlayerList.Rows.ViewModel) { rows.append(viewModel) }
    func displayRowsFailure(viewModel: PlayerList.RowsFailure.ViewModel) { statuses.append(viewModel.status) }
    func displayMode(viewModel: PlayerList.Mode.ViewModel) {
        titles.append(viewModel.title)
        modes.append(viewModel)
    }
    func displayChoose(viewModel: PlayerList.Choose.ViewModel) {}
    func displayConfirm(viewModel: PlayerList.Confirm.ViewModel) {}
    func displayDeleteConfirmation(viewModel: PlayerList.DeleteConfirmation.ViewModel) {
        deleteConfirmation = viewModel
    }
    func displayDelete(viewModel: PlayerList.Delete.ViewModel) { deleteErrors.append(viewModel.alert.message) }
    func displayBack(viewModel: PlayerList.Back.ViewModel) {}
    func displayReturn(viewModel: PlayerList.Return.ViewModel) { viewModel.status.map { statuses.append($0) } }
}

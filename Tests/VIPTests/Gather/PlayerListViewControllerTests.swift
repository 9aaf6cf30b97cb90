import Domain
import TerminalUI
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Player list view controller")
struct PlayerListViewControllerTests {
    @Test func itLoadsOnStartAndEachKeyIsItsRequest() async {
        let interactor = PlayerListInteractorSpy()
        let sut = PlayerListViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)
        sut.displayMode(
            viewModel: .init(
                title: "Players", unsavedWork: nil, chooseTitle: "Open", chooseUnavailableReason: nil,
                selectTitle: "Select", selectUnavailableReason: nil,
                isConfirmShown: false, confirmUnavailableReason: "Press s to select the players first.",
                deleteUnavailableReason: nil
            ))
        sut.displayLoad(viewModel: .init(count: 3, state: .content))
        await driver.settle()

        await driver.press(.character("s"), .character("d"), .character("r"), .escape)

        #expect(
            Set(interactor.requests.prefix(2)) == [.load, .applyReturn],
            "loaded once, and what came back applied on every appearance")
        #expect(interactor.requests.suffix(4) == [.toggleSelectMode, .askToDelete(row: 0), .load, .back])
    }

    @Test func aLoadedListHasARowForEachPlayer() async {
        let sut = PlayerListViewController()
        sut.interactor = PlayerListInteractorSpy()
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)

        sut.displayLoad(viewModel: .init(count: 3, state: .content))
        await driver.settle()

        #expect(sut.list.count == 3)
    }

    @Test func rowsStillToComeAreFetchedInTheBackground() async {
        let sut = PlayerListViewController()
        sut.interactor = PlayerListInteractorSpy()
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)
        sut.displayLoad(viewModel: .init(count: 3, state: .content))

        driver.draw()
        let loadingWhileRowsCome = driver.app.isLoading
        await driver.settle()

        #expect(!loadingWhileRowsCome, "no spinner, and no input held, while the rows in view are fetched")
    }

    @Test func theConfirmButtonIsHiddenUntilAModeIsTold() async {
        let sut = PlayerListViewController()
        sut.interactor = PlayerListInteractorSpy()
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))

        await driver.start(sut)

        #expect(!driver.shows("Confirm players"), "not while the first page loads: it shows in select mode only")
    }

    @Test func theKeysActAsTheModeSays() async {
        let sut = PlayerListViewController()
        sut.interactor = PlayerListInteractorSpy()
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)

        sut.displayMode(
            viewModel: .init(
                title: "Players", unsavedWork: nil, chooseTitle: "Open", chooseUnavailableReason: nil,
                selectTitle: "Select", selectUnavailableReason: nil,
                isConfirmShown: false, confirmUnavailableReason: "Press s to select the players first.",
                deleteUnavailableReason: nil
            ))
        let listing = sut.keyBindings.map { "\($0.title)\($0.isEnabled ? "" : "·")" }
        sut.displayMode(
            viewModel: .init(
                title: "2 selected", unsavedWork: "The players you ticked will be unticked.",
                chooseTitle: "Tick or untick", chooseUnavailableReason: nil,
                selectTitle: "Cancel", selectUnavailableReason: nil, isConfirmShown: true,
                confirmUnavailableReason: nil, deleteUnavailableReason: "Leave select mode (s) to delete a player."
            ))

        #expect(listing == ["Open", "Add", "Select", "Delete", "Confirm·", "Reload"])
        #expect(sut.confirmButton.isEnabled && !sut.confirmButton.isHidden, "two ticked: Confirm players acts")
    }
}

@MainActor
final class PlayerListInteractorSpy: PlayerListBusinessLogic {
    enum Call: Hashable {
        case load
        case toggleSelectMode
        case choose(row: Int)
        case toggle(row: Int)
        case confirm
        case askToDelete(row: Int)
        case delete(player: Player)
        case back
        case applyReturn
    }

    private(set) var requests: [Call] = []

    func load(request: PlayerList.Load.Request) async { requests.append(.load) }
    func highlight(request: PlayerList.Highlight.Request) {}
    func fetchRows(request: PlayerList.Rows.Request) async {}
    func toggleSelectMode(request: PlayerList.Mode.Request) { requests.append(.toggleSelectMode) }
    func choose(request: PlayerList.Choose.Request) { requests.append(.choose(row: request.row)) }
    func toggle(request: PlayerList.Choose.Request) { requests.append(.toggle(row: request.row)) }
    func confirm(request: PlayerList.Confirm.Request) { requests.append(.confirm) }
    func askToDelete(request: PlayerList.DeleteConfirmation.Request) {
        requests.append(.askToDelete(row: request.row))
    }
    func delete(request: PlayerList.Delete.Request) async { requests.append(.delete(player: request.player)) }
    func back(request: PlayerList.Back.Request) async { requests.append(.back) }
    func applyReturn(request: PlayerList.Return.Request) async { requests.append(.applyReturn) }
}

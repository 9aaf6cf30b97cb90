import TerminalUI
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Confirm players view controller")
struct ConfirmPlayersViewControllerTests {
    @Test func arrowsMoveTheHighlightedPlayerAndSStarts() async {
        let interactor = ConfirmPlayersInteractorSpy()
        let sut = ConfirmPlayersViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)
        sut.displayTeams(
            viewModel: .init(
                sections: [
                    .init(title: "Bench", rows: [.init(name: "Ana Silva", position: "GK")]),
                    .init(title: "Team A", rows: []), .init(title: "Team B", rows: []),
                ], highlight: nil,
                unsavedWork: nil, moveLeftUnavailableReason: "Already on the bench.", moveRightUnavailableReason: nil,
                startUnavailableReason: nil
            ))
        await driver.settle()

        await driver.press(.left)
        #expect(sut.statusLine == "Already on the bench.", "a dimmed move says why, and sends nothing")
        await driver.press(.right, .character("s"))

        #expect(interactor.requests == [.showTeams, .move(section: 0, row: 0, step: 1), .start])
    }

    @Test func startGatherActsOnlyWithBothTeams() async {
        let sut = ConfirmPlayersViewController()
        sut.interactor = ConfirmPlayersInteractorSpy()
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)
        let ana = ConfirmPlayers.Teams.ViewModel.Section.Row(name: "Ana Silva", position: "GK")
        let ben = ConfirmPlayers.Teams.ViewModel.Section.Row(name: "Ben Carter", position: "DEF")

        sut.displayTeams(
            viewModel: .init(
                sections: [
                    .init(title: "Bench", rows: [ben]), .init(title: "Team A", rows: [ana]),
                    .init(title: "Team B", rows: []),
                ], highlight: nil,
                unsavedWork: "The teams you picked will be lost.", moveLeftUnavailableReason: nil,
                moveRightUnavailableReason: nil, startUnavailableReason: "Put at least one player in each team."
            ))
        let withOneTeam = sut.startButton.isEnabled
        sut.displayTeams(
            viewModel: .init(
                sections: [
                    .init(title: "Bench", rows: []), .init(title: "Team A", rows: [ana]),
                    .init(title: "Team B", rows: [ben]),
                ], highlight: (2, 0),
                unsavedWork: "The teams you picked will be lost.", moveLeftUnavailableReason: nil,
                moveRightUnavailableReason: "Already in Team B.", startUnavailableReason: nil
            ))

        #expect(!withOneTeam, "the button is dimmed as the s key is")
        #expect(sut.startButton.isEnabled)
    }

    /// The loading indicator is the interactor's to show, while the gather is made.
    @Test func startShowsNoLoadingOfItsOwn() async {
        let interactor = ConfirmPlayersInteractorSpy()
        let sut = ConfirmPlayersViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)
        sut.displayTeams(
            viewModel: .init(
                sections: [
                    .init(title: "Bench", rows: []),
                    .init(title: "Team A", rows: [.init(name: "Ana Silva", position: "GK")]),
                    .init(title: "Team B", rows: [.init(name: "Ben Carter", position: "DEF")]),
                ], highlight: nil,
                unsavedWork: "The teams you picked will be lost.", moveLeftUnavailableReason: "Already on the bench.",
                moveRightUnavailableReason: nil, startUnavailableReason: nil
            ))
        await driver.settle()

        let loading = await driver.pressUntilLoading(.character("s"))

        #expect(!loading, "the request is the app's work, started without a spinner of its own")
        #expect(interactor.requests.last == .start)
    }
}

@MainActor
final class ConfirmPlayersInteractorSpy: ConfirmPlayersBusinessLogic {
    enum Call: Equatable {
        case showTeams
        case highlight(section: Int)
        case move(section: Int, row: Int, step: Int)
        case start
    }

    private(set) var requests: [Call] = []

    func showTeams(request: ConfirmPlayers.Teams.Request) { requests.append(.showTeams) }
    func highlight(request: ConfirmPlayers.Highlight.Request) {
        requests.append(.highlight(section: request.section))
    }
    func move(request: ConfirmPlayers.Move.Request) {
        requests.append(.move(section: request.section, row: request.row, step: request.step))
    }
    func start(request: ConfirmPlayers.Start.Request) async { requests.append(.start) }
}

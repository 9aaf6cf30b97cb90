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
        sut.displayTeams(viewModel: .init(sections: [.init(title: "Bench", rows: [.init(name: "Ana Silva", position: "GK")]), .init(title: "Team A", rows: []), .init(title: "Team B", rows: [])], highlight: nil,
            unsavedWork: nil, moveLeftUnavailableReason: "Already on the bench.", moveRightUnavailableReason: nil, startUnavailableReason: nil
        ))
        await driver.settle()

        await driver.press(.left)
        #expect(sut.statusLine == "Already on the bench.", "a dimmed move says why, and sends nothing")
        await driver.press(.right, .character("s"))

        #expect(interactor.requests == ["showTeams", "move(section: 0, row: 0, step: 1)", "start"])
    }
}

@MainActor
final class ConfirmPlayersInteractorSpy: ConfirmPlayersBusinessLogic {
    private(set) var requests: [String] = []

    func showTeams(request: ConfirmPlayers.Teams.Request) { requests.append("showTeams") }
    func highlight(request: ConfirmPlayers.Highlight.Request) { requests.append("highlight(section: \(request.section))") }
    func move(request: ConfirmPlayers.Move.Request) { requests.append("move(section: \(request.section), row: \(request.row), step: \(request.step))") }
    func start(request: ConfirmPlayers.Start.Request) async { requests.append("start") }
}

import Domain
import Presentation
import TestSupport
import Testing

@testable import GatherMVP

@MainActor
@Suite("MVP · Confirm players presenter")
struct ConfirmPlayersPresenterTests {
    let gathers = GathersServiceSpy()

    private func makeSUT() -> (ConfirmPlayersPresenter, ConfirmPlayersViewSpy) {
        let sut = ConfirmPlayersPresenter(players: PlayerFixtures.squad, gathers: gathers)
        let view = ConfirmPlayersViewSpy()
        sut.view = view
        return (sut, view)
    }

    @Test func everyoneStartsOnTheBenchAndStartNeedsBothTeams() {
        let (sut, view) = makeSUT()

        sut.viewDidLoad()

        #expect(view.sections?.map(\.title) == ["Bench", "Team A", "Team B"])
        #expect(
            view.sections?[0].rows == [
                .init(name: "Ana Silva", position: "GK"), .init(name: "Ben Carter", position: "DEF"),
                .init(name: "Chloé Martin", position: "-"),
            ])
        #expect(view.actions.map(\.startUnavailableReason) == ["Put at least one player in each team."])
        #expect(
            view.actions.last?.moveLeftUnavailableReason == "Already on the bench.", "the list opens on a bench player")
        #expect(view.unsavedWork == nil)
    }

    /// The moves a key offers are the ones the highlighted player can make; picked teams are
    /// work that going back would lose.
    @Test func theMovesFollowTheHighlightedPlayersSection() {
        let (sut, view) = makeSUT()
        sut.viewDidLoad()

        sut.didHighlight(section: 1, row: 0)
        let inTeamA = view.actions.last
        sut.move(section: 0, row: 0, by: 2)

        #expect(inTeamA?.moveLeftUnavailableReason == nil)
        #expect(inTeamA?.moveRightUnavailableReason == nil)
        #expect(view.actions.last?.moveRightUnavailableReason == "Already in Team B.")
        #expect(view.unsavedWork == "The teams you picked will be lost.")
    }

    @Test func aMovedPlayerStaysHighlightedInItsNewTeam() {
        let (sut, view) = makeSUT()

        sut.move(section: 0, row: 1, by: 1)
        sut.move(section: 1, row: 0, by: 1)
        sut.move(section: 2, row: 0, by: 1)

        #expect(
            view.highlights == [.highlight(section: 1, row: 0), .highlight(section: 2, row: 0)],
            "Team B is the last section: nothing moves further")
        #expect(view.sections?[2].rows.map(\.name) == ["Ben Carter"])
    }

    @Test func startCreatesTheGatherWithLoadingAroundItAndOpensIt() async throws {
        let (sut, view) = makeSUT()
        sut.move(section: 0, row: 0, by: 1)
        await sut.startTapped()
        #expect(view.startedGathers.isEmpty, "one team is not a match")

        sut.move(section: 0, row: 0, by: 2)
        await sut.startTapped()

        let gather = try #require(view.startedGathers.first)
        #expect(
            Set(await gathers.assignments) == [
                .init(player: 1, gather: gather, team: .teamA), .init(player: 2, gather: gather, team: .teamB),
            ])
        #expect(view.loadingLog == [true, false])
        #expect(view.actions.last?.startUnavailableReason == nil)
    }

    @Test func aFailedStartIsTheSpecsAlertAndTheHalfMadeGatherIsRemoved() async {
        let (sut, view) = makeSUT()
        await gathers.fail(.addPlayer, with: ServiceFailure())
        sut.move(section: 0, row: 0, by: 1)
        sut.move(section: 0, row: 0, by: 2)

        await sut.startTapped()

        #expect(view.alerts == ["Unable to create gather."])
        #expect(view.startedGathers.isEmpty)
        #expect(await gathers.deletedIDs == gathers.createdIDs)
    }
}

/// Keeps what the presenter showed and commanded.
@MainActor
private final class ConfirmPlayersViewSpy: ConfirmPlayersViewProtocol {
    enum Call: Equatable {
        case highlight(section: Int, row: Int)
    }

    var status: String?
    var unsavedWork: String?
    var showsLoading = false {
        didSet { loadingLog.append(showsLoading) }
    }
    private(set) var loadingLog: [Bool] = []
    private(set) var sections: [ConfirmPlayersPresenter.Section]?
    private(set) var highlights: [Call] = []
    private(set) var actions: [ConfirmPlayersPresenter.Actions] = []
    private(set) var alerts: [String] = []
    private(set) var startedGathers: [Gather.ID] = []

    func present(_ alert: AlertContent) {
        alerts.append(alert.message)
    }

    func setSections(_ sections: [ConfirmPlayersPresenter.Section]) {
        self.sections = sections
    }

    func highlight(section: Int, row: Int) {
        highlights.append(.highlight(section: section, row: row))
    }

    func setActions(_ actions: ConfirmPlayersPresenter.Actions) {
        self.actions.append(actions)
    }

    func showGather(_ gather: Gather.ID, teamA: [Player], teamB: [Player]) {
        startedGathers.append(gather)
    }
}

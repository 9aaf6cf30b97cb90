import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@testable import GatherVIPER

@MainActor
@Suite("VIPER · Confirm players presenter")
struct ConfirmPlayersPresenterTests {
    let view = ConfirmPlayersViewSpy()
    let interactor = ConfirmPlayersInteractorSpy()
    let router = ConfirmPlayersRouterSpy()

    private func makeSUT() -> ConfirmPlayersPresenter {
        let sut = ConfirmPlayersPresenter(interactor: interactor, router: router)
        sut.view = view
        interactor.output = sut
        return sut
    }

    @Test func theBenchAndTwoTeamsAsSectionsWithNameAndPosition() {
        let sut = makeSUT()

        sut.viewDidLoad()

        #expect(view.sections?.map(\.title) == ["Bench", "Team A", "Team B"])
        #expect(
            view.sections?[0].rows == [
                .init(name: "Ana Silva", position: "GK"), .init(name: "Ben Carter", position: "DEF"),
                .init(name: "Chloé Martin", position: "-"),
            ])
        #expect(view.startReasons == ["Put at least one player in each team."])
        #expect(view.unsavedWork == nil)
    }

    /// The view's sections are teams to the interactor: a highlight and a move are passed on as
    /// the team and the direction, and the interactor decides where a player goes.
    @Test func aHighlightAndAMoveArePassedOnAsTeamsAndDirections() {
        let sut = makeSUT()
        sut.viewDidLoad()

        sut.didHighlight(section: 1, row: 0)
        sut.moveTapped(section: 0, row: 1, by: 1)
        sut.moveTapped(section: 2, row: 0, by: -1)
        sut.moveTapped(section: 7, row: 0, by: 1)

        #expect(interactor.highlights == [.highlight(row: 0, of: .teamA)])
        #expect(
            interactor.moves == [.move(row: 1, of: .bench, .right), .move(row: 0, of: .teamB, .left)],
            "a section the view does not have moves nothing")
    }

    /// The interactor says which moves the highlighted player can make; the presenter words why
    /// the others are not; picked teams are work that going back would lose.
    @Test func aMoveThatIsNotAvailableIsWordedAndAMovedPlayerStaysHighlighted() {
        let sut = makeSUT()
        sut.viewDidLoad()

        sut.movesChanged(canMoveLeft: true, canMoveRight: true)
        let inTeamA = view.moves.last
        sut.moveTapped(section: 0, row: 0, by: 1)
        sut.movesChanged(canMoveLeft: true, canMoveRight: false)

        #expect(inTeamA?.left == nil && inTeamA?.right == nil)
        #expect(view.moves.last?.right == "Already in Team B.")
        #expect(view.highlights == [.highlight(section: 1, row: 0)])
        #expect(view.unsavedWork == "The teams you picked will be lost.")
    }

    @Test func startAsksTheInteractorWithLoadingAroundItAndOpensTheGather() async {
        let sut = makeSUT()
        sut.viewDidLoad()
        sut.moveTapped(section: 0, row: 0, by: 1)
        sut.moveTapped(section: 1, row: 0, by: 1)
        sut.moveTapped(section: 0, row: 0, by: 1)
        #expect(view.startReasons.map { $0 == nil } == [false, false, false, true])

        await sut.startTapped()

        #expect(interactor.startCount == 1)
        #expect(view.loadingLog == [true, false])
        #expect(router.started == [.showGather(teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.ben])])
    }

    @Test func aFailedStartIsTheSpecsAlert() {
        let sut = makeSUT()

        sut.gatherCouldNotBeStarted(ServiceFailure(), unconfirmed: false)

        #expect(view.alerts == ["Unable to create gather."])
        #expect(view.status == ServiceFailure().description)
    }
}

/// Keeps what the presenter showed.
@MainActor
final class ConfirmPlayersViewSpy: ConfirmPlayersViewProtocol {
    var status: String?
    var unsavedWork: String?
    var showsLoading = false {
        didSet { loadingLog.append(showsLoading) }
    }
    private(set) var loadingLog: [Bool] = []
    private(set) var sections: [ConfirmPlayersSection]?

    enum Call: Equatable {
        case highlight(section: Int, row: Int)
    }

    private(set) var highlights: [Call] = []
    private(set) var moves: [(left: String?, right: String?)] = []
    private(set) var startReasons: [String?] = []
    private(set) var alerts: [String] = []

    func present(_ alert: AlertContent) { alerts.append(alert.message) }
    func setSections(_ sections: [ConfirmPlayersSection]) { self.sections = sections }
    func highlight(section: Int, row: Int) { highlights.append(.highlight(section: section, row: row)) }
    func setMoveUnavailableReasons(left: String?, right: String?) { moves.append((left, right)) }
    func setStartUnavailableReason(_ reason: String?) { startReasons.append(reason) }
}

/// Teams kept as the presenter moves players one team right or left, told after each move;
/// starting says the gather started. What the presenter passed on is recorded.
@MainActor
final class ConfirmPlayersInteractorSpy: ConfirmPlayersInteractorProtocol {
    weak var output: (any ConfirmPlayersInteractorOutputProtocol)?

    enum Call: Equatable {
        case highlight(row: Int, of: Team)
        case move(row: Int, of: Team, ConfirmPlayersMove)
    }

    private(set) var highlights: [Call] = []
    private(set) var moves: [Call] = []
    private(set) var startCount = 0
    private var teams: [Player.ID: Team] = [:]

    private func members(of team: Team) -> [Player] {
        PlayerFixtures.squad.filter { (teams[$0.id] ?? .bench) == team }
    }

    func loadTeams() {
        let shown = Dictionary(
            uniqueKeysWithValues: Team.allCases.map { team in
                (team, members(of: team).map { ConfirmPlayersMember(name: $0.name, position: $0.preferredPosition) })
            })
        output?.teamsChanged(
            shown, canStart: !shown[.teamA, default: []].isEmpty && !shown[.teamB, default: []].isEmpty)
    }

    func highlight(row: Int, of team: Team) {
        highlights.append(.highlight(row: row, of: team))
    }

    func move(row: Int, of team: Team, _ direction: ConfirmPlayersMove) {
        moves.append(.move(row: row, of: team, direction))
        let players = members(of: team)
        let target: Team =
            switch (team, direction) {
            case (.bench, .right), (.teamB, .left): .teamA
            case (.teamA, .right): .teamB
            default: .bench
            }
        guard players.indices.contains(row) else { return }
        teams[players[row].id] = target
        loadTeams()
        if let movedRow = members(of: target).firstIndex(of: players[row]) {
            output?.playerMoved(to: target, row: movedRow)
        }
    }

    func startGather() async {
        startCount += 1
        output?.gatherStarted(
            GatherInput(gather: UUID(), teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.ben], output: nil))
    }
}

@MainActor
final class ConfirmPlayersRouterSpy: ConfirmPlayersRouterProtocol {
    enum Step: Equatable {
        case showGather(teamA: [Player], teamB: [Player])
    }

    private(set) var started: [Step] = []

    func showGather(_ input: GatherInput) {
        started.append(.showGather(teamA: input.teamA, teamB: input.teamB))
    }
}

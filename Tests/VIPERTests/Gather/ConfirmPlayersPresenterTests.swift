import Domain
import Foundation
import Presentation
import TestSupport
import Testing
@testable import GatherVIPER

@MainActor
@Suite("VIPER · Confirm players presenter")
struct ConfirmPlayersPresenterTests {
    let gathers = GathersServiceSpy()
    let view = ConfirmPlayersViewSpy()
    let router = ConfirmPlayersRouterSpy()
    let caller = GatherCallerSpy()

    private func makeSUT() -> ConfirmPlayersPresenter {
        let interactor = ConfirmPlayersInteractor(players: PlayerFixtures.squad, gathers: gathers)
        let sut = ConfirmPlayersPresenter(interactor: interactor, router: router, output: caller)
        sut.view = view
        interactor.output = sut
        return sut
    }

    @Test func theBenchAndTwoTeamsWithAMovedPlayerKeptHighlighted() {
        let sut = makeSUT()
        sut.viewDidLoad()
        #expect(view.sections?.map(\.title) == ["Bench", "Team A", "Team B"])
        #expect(view.startEnabled.last == false)

        sut.moveTapped(section: 0, row: 1, by: 1)
        sut.moveTapped(section: 1, row: 0, by: 1)
        sut.moveTapped(section: 2, row: 0, by: 1)

        #expect(view.highlights == ["1:0", "2:0"], "Team B is the last section: nothing moves further")
        #expect(view.sections?[2].rows == [.init(name: "Ben Carter", position: "DEF")])
    }

    @Test func startMakesTheGatherWithLoadingAroundItAndOpensIt() async {
        let sut = makeSUT()
        sut.moveTapped(section: 0, row: 0, by: 1)
        await sut.startTapped()
        #expect(router.started.isEmpty, "one team is not a match")

        sut.moveTapped(section: 0, row: 0, by: 2)
        #expect(view.startEnabled.last == true)
        await sut.startTapped()

        #expect(router.started == ["Ana Silva | Ben Carter"])
        #expect(view.loadingLog == [true, false])
    }

    @Test func aFailedStartIsTheSpecsAlert() async {
        let sut = makeSUT()
        await gathers.fail(.addPlayer, with: ServiceFailure())
        sut.moveTapped(section: 0, row: 0, by: 1)
        sut.moveTapped(section: 0, row: 0, by: 2)

        await sut.startTapped()

        #expect(view.alerts == ["Unable to create gather."])
        #expect(router.started.isEmpty)
    }
}

/// Keeps what the presenter showed.
@MainActor
final class ConfirmPlayersViewSpy: ConfirmPlayersViewProtocol {
    var status: String?
    var showsLoading = false {
        didSet { loadingLog.append(showsLoading) }
    }
    private(set) var loadingLog: [Bool] = []
    private(set) var sections: [ConfirmPlayersSection]?
    private(set) var highlights: [String] = []
    private(set) var startEnabled: [Bool] = []
    private(set) var alerts: [String] = []

    func present(_ alert: AlertContent) {
        alerts.append(alert.message)
    }

    func setSections(_ sections: [ConfirmPlayersSection]) {
        self.sections = sections
    }

    func highlight(section: Int, row: Int) {
        highlights.append("\(section):\(row)")
    }

    func setStartEnabled(_ isEnabled: Bool) {
        startEnabled.append(isEnabled)
    }
}

@MainActor
final class ConfirmPlayersRouterSpy: ConfirmPlayersRouterProtocol {
    private(set) var started: [String] = []

    func showGather(_ gather: Gather.ID, teamA: [Player], teamB: [Player], output: any GatherModuleOutput) {
        started.append("\(teamA.map(\.name).joined(separator: ", ")) | \(teamB.map(\.name).joined(separator: ", "))")
    }
}

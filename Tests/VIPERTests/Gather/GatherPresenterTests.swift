import Domain
import Foundation
import Presentation
import TestSupport
import Testing
@testable import GatherVIPER

/// The presenter on the interactor's output: formatting, the alert, the listener told.
@MainActor
@Suite("VIPER · Gather presenter")
struct GatherPresenterTests {
    let view = GatherViewSpy()
    let caller = GatherCallerSpy()
    let gathers = GathersServiceSpy()

    private func makeSUT() -> (GatherPresenter, GatherInteractor) {
        let interactor = GatherInteractor(gather: UUID(), teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.ben], gathers: gathers, scheduler: ManualScheduler())
        let sut = GatherPresenter(interactor: interactor, output: caller)
        sut.view = view
        interactor.output = sut
        return (sut, interactor)
    }

    @Test func theTeamsScoreAndTimeAreFormatted() {
        let (sut, _) = makeSUT()

        sut.viewDidLoad()
        sut.scoreDidChange(teamA: 2)

        #expect(view.teams == ["Ana Silva  GK", "|", "Ben Carter  DEF"])
        #expect(view.score == "2:0")
        #expect(view.timer == "10:00 Start")
    }

    @Test func timeUpIsSaidUntilTheTimerChangesAgain() {
        let (sut, _) = makeSUT()
        sut.timerChanged(MatchTimer(), after: .timeUp)
        #expect(view.status == "Time's up!")

        sut.timeChosen(minutes: 7, seconds: 30)

        #expect(view.status == nil)
        #expect(view.timer == "07:30 Start")
    }

    @Test func thePickerStartsAtTheTimeLeft() {
        let (sut, _) = makeSUT()
        sut.timeChosen(minutes: 3, seconds: 15)

        sut.setTimeTapped()

        #expect(view.pickerSelection == [3, 15])
    }

    @Test func endingAsksFirstThenTellsTheListenerWithLoadingAroundIt() async throws {
        let (sut, _) = makeSUT()

        sut.endTapped()
        let alert = try #require(view.alerts.last)
        #expect(alert.buttons.map(\.role) == [.destructive, .cancel], "so Enter on the alert cancels")
        #expect(caller.endedCount == 0)
        await alert.buttons[0].action?()

        #expect(caller.endedCount == 1)
        #expect(view.loadingLog == [true, false])
    }

    @Test func aFailedEndIsTheSpecsAlert() async throws {
        let (sut, _) = makeSUT()
        await gathers.fail(.end, with: ServiceFailure())

        sut.endTapped()
        await view.alerts.last?.buttons[0].action?()

        #expect(view.alerts.last?.message == "Unable to end gather. Please try again.")
        #expect(caller.endedCount == 0)
    }
}

/// Keeps what the presenter last showed.
@MainActor
final class GatherViewSpy: GatherViewProtocol {
    var status: String?
    var showsLoading = false {
        didSet { loadingLog.append(showsLoading) }
    }
    private(set) var loadingLog: [Bool] = []
    private(set) var alerts: [AlertContent] = []
    private(set) var teams: [String] = []
    private(set) var score = ""
    private(set) var timer = ""
    private(set) var pickerSelection: [Int] = []

    func present(_ alert: AlertContent) {
        alerts.append(alert)
    }

    func setTeams(teamA: [String], teamB: [String]) {
        teams = teamA + ["|"] + teamB
    }

    func setScore(teamA: Int, teamB: Int) {
        score = "\(teamA):\(teamB)"
    }

    func setTimer(time: String, actionTitle: String) {
        timer = "\(time) \(actionTitle)"
    }

    func showTimePicker(columns: [[String]], selection: [Int]) {
        pickerSelection = selection
    }
}

import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@testable import GatherMVPC

@MainActor
@Suite("MVP-C · Gather presenter")
struct GatherPresenterTests {
    let gathers = GathersServiceSpy()
    let gatherID = UUID()
    let scheduler = ManualScheduler()
    let output = GatherOutputSpy()

    private func makeSUT() -> (GatherPresenter, GatherViewSpy) {
        let sut = GatherPresenter(
            gather: gatherID, teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.ben],
            gathers: gathers, scheduler: scheduler, output: output
        )
        let view = GatherViewSpy()
        sut.view = view
        return (sut, view)
    }

    @Test func theTeamsScoreAndTimerAreShownFirst() {
        let (sut, view) = makeSUT()

        sut.viewDidLoad()

        #expect(view.teams == ["Ana Silva  GK", "|", "Ben Carter  DEF"])
        #expect(view.score == "0:0")
        #expect(view.timer == "10:00 Start")
        #expect(scheduler.scheduledCount == 0, "a stopped timer does not tick")
        #expect(view.cancelReasons.last == "The timer is at 10:00 already.", "Cancel has nothing to reset")
        #expect(
            view.unsavedWork == "The score is not saved until the gather ends.", "Ctrl-C's help says what it would lose"
        )
    }

    @Test func theTimerTicksOnTheSchedulerOnlyWhileItRunsAndSaysWhenTimeIsUp() {
        let (sut, view) = makeSUT()
        sut.timeChosen(minutes: 0, seconds: 2)
        scheduler.fire()
        #expect(view.timer == "00:02 Start")

        sut.timerActionTapped()
        #expect(scheduler.intervals == [.seconds(1)])
        #expect(view.timer == "00:02 Pause")
        scheduler.fire(times: 2)

        #expect(view.timer == "00:00 Start")
        #expect(view.status == "Time's up!")
        #expect(scheduler.scheduledCount == 0, "the ticks stop with the timer")
        sut.cancelTimerTapped()
        #expect(view.timer == "10:00 Start")
        #expect(view.status == nil)
    }

    @Test func pauseStopsTheTicksAndResumeStartsThemAgain() {
        let (sut, view) = makeSUT()
        sut.timerActionTapped()
        scheduler.fire()
        sut.timerActionTapped()
        #expect(scheduler.scheduledCount == 0)
        #expect(view.timer == "09:59 Resume")

        sut.timerActionTapped()
        #expect(scheduler.scheduledCount == 1)
        sut.viewWillDisappear()
        #expect(scheduler.scheduledCount == 0, "a screen that goes away stops its clock")
    }

    @Test func theTimePickerStartsAtTheTimeLeft() {
        let (sut, view) = makeSUT()
        sut.timeChosen(minutes: 7, seconds: 30)

        sut.setTimeTapped()

        #expect(view.pickerTitle == "Set time")
        #expect(view.pickerSelection == [7, 30])
        #expect(view.timer == "07:30 Start")
    }

    @Test func endingAsksFirstThenStoresTheScoreWithLoadingAndSaysItEnded() async throws {
        let (sut, view) = makeSUT()
        sut.scoreDidChange(teamA: 3)
        sut.scoreDidChange(teamB: 1)
        #expect(view.score == "3:1")

        sut.endTapped()
        let alert = try #require(view.alerts.last)
        #expect(alert.title == "End Gather")
        #expect(alert.buttons.map(\.role) == [.destructive, .cancel], "so Enter on the alert cancels")
        #expect(output.events.isEmpty)
        await alert.buttons[0].action?()

        #expect(await gathers.endings == [gatherID: Score(teamA: 3, teamB: 1)])
        #expect(view.loadingLog == [true, false])
        #expect(output.events == [.gatherEnded], "the coordinator decides where to go")
    }

    @Test func aFailedEndIsTheSpecsAlertAndTheGatherGoesOn() async throws {
        let (sut, view) = makeSUT()
        await gathers.fail(.end, with: ServiceFailure())

        sut.endTapped()
        await view.alerts.last?.buttons[0].action?()

        #expect(view.alerts.last?.message == "Unable to end gather. Please try again.")
        #expect(output.events.isEmpty)
    }

    @Test func eachGoalIsOnTheScoreBoardAtOnce() {
        let (sut, view) = makeSUT()
        sut.viewDidLoad()

        sut.scoreDidChange(teamA: 2)

        #expect(view.score == "2:0", "Team A's goal shows without waiting for Team B's")
    }
}

/// Keeps what the presenter last showed.
@MainActor
private final class GatherViewSpy: GatherViewProtocol {
    var status: String?
    var unsavedWork: String?
    var showsLoading = false {
        didSet { loadingLog.append(showsLoading) }
    }
    private(set) var loadingLog: [Bool] = []
    private(set) var alerts: [AlertContent] = []
    private(set) var teams: [String] = []
    private(set) var score = ""
    private(set) var timer = ""
    private(set) var cancelReasons: [String?] = []
    private(set) var pickerTitle: String?
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

    func setTimer(time: String, actionTitle: String, actionUnavailableReason: String?, cancelUnavailableReason: String?)
    {
        cancelReasons.append(cancelUnavailableReason)
        timer = "\(time) \(actionTitle)"
    }

    func showTimePicker(title: String, columns: [[String]], selection: [Int]) {
        pickerTitle = title
        pickerSelection = selection
    }
}

import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@testable import GatherVIPER

@MainActor
@Suite("VIPER · Gather presenter")
struct GatherPresenterTests {
    let view = GatherViewSpy()
    let interactor = GatherInteractorSpy()

    private func makeSUT() -> GatherPresenter {
        let sut = GatherPresenter(interactor: interactor)
        sut.view = view
        interactor.output = sut
        return sut
    }

    @Test func theTeamsScoreAndTimeAreFormatted() {
        let sut = makeSUT()

        sut.viewDidLoad()
        sut.scoreChanged(Score(teamA: 2, teamB: 1))

        #expect(interactor.calls == [.loadMatch])
        #expect(view.teams == ["Ana Silva  GK", "|", "Ben Carter  DEF"])
        #expect(view.score == "2:1")
        #expect(view.timer == "10:00 Start")
        #expect(
            view.unsavedWork == "The score is not saved until the gather ends.", "Ctrl-C's help says what it would lose"
        )
    }

    @Test func inputsGoToTheInteractor() throws {
        let sut = makeSUT()

        sut.scoreDidChange(teamA: 3)
        sut.scoreDidChange(teamB: 1)
        sut.timerActionTapped()
        sut.timeChosen(minutes: 7, seconds: 30)
        sut.timeChosen(minutes: 70, seconds: 0)
        sut.cancelTimerTapped()
        sut.viewWillDisappear()

        #expect(
            interactor.calls == [
                .setScore(teamA: 3), .setScore(teamB: 1), .performTimerAction,
                .setTime(try #require(MatchTime(minutes: 7, seconds: 30))), .cancelTimer, .stopTicking,
            ])
    }

    @Test func timeUpIsSaidUntilTheTimerChangesAgain() throws {
        let sut = makeSUT()
        let timer = MatchTimerOutput(
            remaining: try #require(MatchTime(minutes: 0, seconds: 1)), action: .start, actionUnavailableReason: nil,
            cancelUnavailableReason: nil)

        sut.timerChanged(
            MatchTimerOutput(
                remaining: .zero, action: .start, actionUnavailableReason: "At 00:00.", cancelUnavailableReason: nil),
            after: .timeUp)
        #expect(view.status == "Time's up!")
        #expect(view.timer == "00:00 Start (At 00:00.)")
        sut.timerChanged(timer, after: nil)

        #expect(view.status == nil)
        #expect(view.timer == "00:01 Start")
    }

    @Test func setTimeAsksTheInteractorAndThePickerStartsAtTheTimeItTells() throws {
        let sut = makeSUT()

        sut.setTimeTapped()
        sut.timePickerNeeded(startingAt: try #require(MatchTime(minutes: 3, seconds: 15)))

        #expect(interactor.calls == [.askForTime])
        #expect(view.pickerTitle == "Set time")
        #expect(view.pickerSelection == [3, 15])
    }

    @Test func endingAsksFirstThenAsksTheInteractorWithLoadingAroundIt() async throws {
        let sut = makeSUT()

        sut.endTapped()
        let alert = try #require(view.alerts.last)
        #expect(alert.title == "End Gather")
        #expect(alert.buttons.map(\.role) == [.destructive, .cancel], "so Enter on the alert cancels")
        #expect(interactor.calls.isEmpty)
        await alert.buttons[0].action?()

        #expect(interactor.calls == [.endGather])
        #expect(view.loadingLog == [true, false])
    }

    @Test func aFailedEndIsTheSpecsAlert() {
        let sut = makeSUT()

        sut.gatherCouldNotBeEnded(ServiceFailure(), unconfirmed: false)

        #expect(view.alerts.last?.message == "Unable to end gather. Please try again.")
    }
}

/// Keeps what the presenter last showed.
@MainActor
final class GatherViewSpy: GatherViewProtocol {
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

    func present(_ alert: AlertContent) { alerts.append(alert) }
    func setTeams(teamA: [String], teamB: [String]) { teams = teamA + ["|"] + teamB }
    func setScore(teamA: Int, teamB: Int) { score = "\(teamA):\(teamB)" }
    func setTimer(time: String, actionTitle: String, actionUnavailableReason: String?, cancelUnavailableReason: String?)
    {
        cancelReasons.append(cancelUnavailableReason)
        timer = "\(time) \(actionTitle)" + (actionUnavailableReason.map { " (\($0))" } ?? "")
    }
    func showTimePicker(title: String, columns: [[String]], selection: [Int]) {
        pickerTitle = title
        pickerSelection = selection
    }
}

/// The interactor as the test sets it up; records what it was asked.
@MainActor
final class GatherInteractorSpy: GatherInteractorProtocol {
    weak var output: (any GatherInteractorOutputProtocol)?

    enum Call: Equatable {
        case loadMatch
        case setScore(teamA: Int)
        case setScore(teamB: Int)
        case performTimerAction
        case askForTime
        case setTime(MatchTime)
        case cancelTimer
        case stopTicking
        case endGather
    }

    private(set) var calls: [Call] = []

    /// Tells the match a gather of Ana against Ben starts with.
    func loadMatch() {
        calls.append(.loadMatch)
        output?.teamsLoaded(
            teamA: [GatherTeamMember(name: "Ana Silva", position: .goalkeeper)],
            teamB: [GatherTeamMember(name: "Ben Carter", position: .defender)])
        output?.scoreChanged(Score())
        output?.timerChanged(
            MatchTimerOutput(
                remaining: .standard, action: .start, actionUnavailableReason: nil, cancelUnavailableReason: nil),
            after: nil)
    }

    func setScore(teamA goals: Int) { calls.append(.setScore(teamA: goals)) }
    func setScore(teamB goals: Int) { calls.append(.setScore(teamB: goals)) }
    func performTimerAction() { calls.append(.performTimerAction) }
    func askForTime() { calls.append(.askForTime) }
    func setTime(_ time: MatchTime) { calls.append(.setTime(time)) }
    func cancelTimer() { calls.append(.cancelTimer) }
    func stopTicking() { calls.append(.stopTicking) }

    func endGather() async {
        calls.append(.endGather)
    }
}

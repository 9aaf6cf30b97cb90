import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Gather view controller")
struct GatherViewControllerTests {
    @Test func theTimersKeysAndEndAreTheirRequests() async {
        let interactor = GatherInteractorSpy()
        let sut = GatherViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 60, rows: 24))
        await driver.start(sut)
        sut.displayTimer(
            viewModel: .init(
                time: "10:00", actionTitle: "Start", actionUnavailableReason: nil, cancelUnavailableReason: nil,
                status: .unchanged))
        await driver.settle()

        await driver.press(.character(" "), .character("c"), .character("t"), .character("e"))

        #expect(
            interactor.requests == [
                .loadMatch, .changeTimer(action: .startPauseOrResume), .changeTimer(action: .cancel), .pickTime,
                .askToEnd,
            ])
    }

    @Test func theConfirmationsButtonsAreTheWordsItWasGivenAndYesIsTheEndRequest() async {
        let interactor = GatherInteractorSpy()
        let sut = GatherViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 60, rows: 24))
        await driver.start(sut)

        sut.displayEndConfirmation(
            viewModel: .init(
                alert: AlertContent(
                    title: "End it?", message: "Sure?",
                    buttons: [
                        .init("Sí", role: .destructive, identifier: GatherScene.EndConfirmation.endButton),
                        .init("No", role: .cancel),
                    ])))
        await driver.settle()
        #expect(driver.shows("Sure?"))
        #expect(driver.shows("Sí"))
        await driver.press(.left, .enter)

        #expect(interactor.requests.last == .end)
    }

    @Test func aViewModelsStatusIsShownClearedOrLeft() async {
        let sut = GatherViewController()
        let driver = ScriptDriver(size: Size(columns: 60, rows: 24))
        await driver.start(sut)

        sut.displayTimer(
            viewModel: .init(
                time: "00:00", actionTitle: "Start", actionUnavailableReason: nil, cancelUnavailableReason: nil,
                status: .shown("Time's up!")))
        sut.displayTimer(
            viewModel: .init(
                time: "00:00", actionTitle: "Start", actionUnavailableReason: nil, cancelUnavailableReason: nil,
                status: .unchanged))
        #expect(sut.status == "Time's up!")
        sut.displayTimer(
            viewModel: .init(
                time: "05:00", actionTitle: "Start", actionUnavailableReason: nil, cancelUnavailableReason: nil,
                status: .cleared))

        #expect(sut.status == nil)
        #expect(sut.timerView.timeLabel.text == "05:00")
    }

    @Test func theTimersButtonIsDimmedAtZero() async {
        let sut = GatherViewController()
        let driver = ScriptDriver(size: Size(columns: 60, rows: 24))
        await driver.start(sut)

        sut.displayTimer(
            viewModel: .init(
                time: "10:00", actionTitle: "Start", actionUnavailableReason: nil,
                cancelUnavailableReason: "The timer is at 10:00 already.", status: .unchanged))
        let atTenMinutes = sut.timerView.actionButton.isEnabled
        sut.displayTimer(
            viewModel: .init(
                time: "00:00", actionTitle: "Start",
                actionUnavailableReason: "The time is 00:00: set a time (t), or reset it to 10:00 (c).",
                cancelUnavailableReason: nil, status: .shown("Time's up!")))

        #expect(atTenMinutes)
        #expect(!sut.timerView.actionButton.isEnabled, "the button is dimmed as the space key is")
    }
}

@MainActor
final class GatherInteractorSpy: GatherBusinessLogic {
    /// `GatherScene.Timer.Action`, which is not Equatable, case for case.
    enum TimerAction: Equatable {
        case startPauseOrResume
        case cancel
        case set(minutes: Int, seconds: Int)
    }

    enum Call: Equatable {
        case loadMatch
        case changeScore(teamA: Int?, teamB: Int?)
        case changeTimer(action: TimerAction)
        case pickTime
        case askToEnd
        case end
    }

    private(set) var requests: [Call] = []

    func loadMatch(request: GatherScene.LoadMatch.Request) { requests.append(.loadMatch) }
    func changeScore(request: GatherScene.ScoreChange.Request) {
        requests.append(.changeScore(teamA: request.teamA, teamB: request.teamB))
    }
    func changeTimer(request: GatherScene.Timer.Request) {
        let action: TimerAction =
            switch request.action {
            case .startPauseOrResume: .startPauseOrResume
            case .cancel: .cancel
            case .set(let minutes, let seconds): .set(minutes: minutes, seconds: seconds)
            }
        requests.append(.changeTimer(action: action))
    }
    func pickTime(request: GatherScene.TimePicker.Request) { requests.append(.pickTime) }
    func askToEnd(request: GatherScene.EndConfirmation.Request) { requests.append(.askToEnd) }
    func end(request: GatherScene.End.Request) async { requests.append(.end) }
    func stop() {}
}

import Domain
import Presentation
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Gather presenter")
struct GatherPresenterTests {
    let display = GatherDisplaySpy()

    private func makeSUT() -> GatherPresenter {
        let sut = GatherPresenter()
        sut.viewController = display
        return sut
    }

    @Test func teamsAreLinesOfNameAndPosition() {
        makeSUT().presentTeams(response: .init(teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.chloe]))

        #expect(display.teams == ["Ana Silva  GK", "|", "Chloé Martin  -"])
        #expect(
            display.unsavedWork == "The score is not saved until the gather ends.",
            "Ctrl-C's help says what it would lose")
    }

    @Test func timeUpIsShownAndKeptUntilTheTimerChangesAgain() throws {
        let sut = makeSUT()
        let setTime = try #require(MatchTime(minutes: 7, seconds: 30))

        sut.presentTimer(
            response: .init(
                remaining: .zero, action: .start, actionUnavailableReason: "At 00:00.", cancelUnavailableReason: nil,
                tick: .timeUp))
        sut.presentTimer(
            response: .init(
                remaining: .zero, action: .start, actionUnavailableReason: "At 00:00.", cancelUnavailableReason: nil,
                tick: .counted))
        sut.presentTimer(
            response: .init(
                remaining: setTime, action: .start, actionUnavailableReason: nil, cancelUnavailableReason: nil,
                tick: nil))

        #expect(display.timers.map(\.status) == [.shown("Time's up!"), .unchanged, .cleared])
        #expect(display.timers.first?.actionUnavailableReason == "At 00:00.")
        #expect(display.timers.last?.time == "07:30")
        #expect(display.timers.last?.actionTitle == "Start")
    }

    @Test func thePickerStartsAtTheTimeLeft() throws {
        makeSUT().presentTimePicker(response: .init(remaining: try #require(MatchTime(minutes: 3, seconds: 15))))

        #expect(display.picker?.title == "Set time")
        #expect(display.picker?.selection == [3, 15])
        #expect(display.picker?.columns.first?.first == "0 min")
    }

    @Test func endingsConfirmationAndErrorTexts() {
        let sut = makeSUT()

        sut.presentEndConfirmation(response: .init())
        sut.presentEnd(response: .init(error: ServiceFailure()))
        sut.presentEnd(response: .init(error: nil))

        let alert = display.confirmation?.alert
        #expect(alert?.title == "End Gather")
        #expect(alert?.message == "Are you sure you want to end the gather?")
        #expect(alert?.buttons.map(\.title) == ["Yes", "Cancel"])
        #expect(alert?.buttons.map(\.role) == [.destructive, .cancel], "so Enter on the alert cancels")
        #expect(alert?.buttons.map(\.identifier) == [GatherScene.EndConfirmation.endButton, nil])
        #expect(display.ends.map(\.isEnded) == [false, true])
        #expect(display.ends.first?.alert?.message == "Unable to end gather. Please try again.")
    }
}

@MainActor
final class GatherDisplaySpy: GatherDisplayLogic {
    private(set) var teams: [String] = []
    private(set) var unsavedWork: String?
    private(set) var timers: [GatherScene.Timer.ViewModel] = []
    private(set) var picker: GatherScene.TimePicker.ViewModel?
    private(set) var confirmation: GatherScene.EndConfirmation.ViewModel?
    private(set) var ends: [GatherScene.End.ViewModel] = []

    func displayLoading(viewModel: GatherScene.Loading.ViewModel) {}
    func displayTeams(viewModel: GatherScene.Teams.ViewModel) {
        teams = viewModel.teamA + ["|"] + viewModel.teamB
        unsavedWork = viewModel.unsavedWork
    }
    func displayScore(viewModel: GatherScene.ScoreChange.ViewModel) {}
    func displayTimer(viewModel: GatherScene.Timer.ViewModel) { timers.append(viewModel) }
    func displayTimePicker(viewModel: GatherScene.TimePicker.ViewModel) { picker = viewModel }
    func displayEndConfirmation(viewModel: GatherScene.EndConfirmation.ViewModel) { confirmation = viewModel }
    func displayEnd(viewModel: GatherScene.End.ViewModel) { ends.append(viewModel) }
}

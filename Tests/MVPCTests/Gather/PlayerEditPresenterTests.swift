import Domain
import Presentation
import TestSupport
import Testing

@testable import GatherMVPC

@MainActor
@Suite("MVP-C · Player edit presenter")
struct PlayerEditPresenterTests {
    let players = PlayersServiceSpy(players: PlayerFixtures.squad)
    let output = GatherOutputSpy()

    private func makeSUT(_ field: PlayerField) -> (PlayerEditPresenter, PlayerEditViewSpy) {
        let sut = PlayerEditPresenter(field: field, player: PlayerFixtures.ana, players: players, output: output)
        let view = PlayerEditViewSpy()
        sut.view = view
        return (sut, view)
    }

    @Test func aTextFieldStartsWithTheValueAndDoneWaitsForAChange() {
        let (sut, view) = makeSUT(.age)

        sut.viewDidLoad()

        #expect(view.title == "Age")
        #expect(
            view.calls == [
                .showTextField("24"), .setValidationMessage(nil), .setDoneEnabled(false, isChoice: false),
            ])
        #expect(view.doneUnavailableReasons == ["Change the value first."])
    }

    @Test func anAgeOutOfRangeIsAnInlineMessageAndDisablesDone() {
        let (sut, view) = makeSUT(.age)

        sut.valueDidChange("100")
        #expect(
            view.calls.suffix(2) == [
                .setValidationMessage("Age must be a whole number from 1 to 99."),
                .setDoneEnabled(false, isChoice: false),
            ])
        #expect(
            view.doneUnavailableReasons.last == "Age must be a whole number from 1 to 99.",
            "Done says why it does nothing")
        sut.valueDidChange("25")
        #expect(view.calls.suffix(2) == [.setValidationMessage(nil), .setDoneEnabled(true, isChoice: false)])
    }

    @Test func aChoiceIsCheckedAndDoneSendsTheWholePlayerThenSaysSo() async {
        let (sut, view) = makeSUT(.skill)
        sut.viewDidLoad()
        #expect(view.calls.first == .showChoices(["Beginner", "Amateur", "Professional"], checked: 2))

        sut.didChoose(row: 0)
        await sut.doneTapped()

        var expected = PlayerFixtures.ana
        expected.skill = .beginner
        #expect(await players.updatedPlayers == [expected])
        #expect(output.events == [.playerEdited(expected)], "the coordinator decides where to go")
        #expect(
            view.calls.suffix(5) == [
                .setChecked(0), .setValidationMessage(nil), .setDoneEnabled(true, isChoice: true),
                .showsLoading(true), .showsLoading(false),
            ])
    }

    @Test func aFailedUpdateIsTheSpecsAlertAndStaysOpen() async {
        let (sut, view) = makeSUT(.name)
        await players.fail(with: ServiceFailure())
        sut.valueDidChange("Ana S.")

        await sut.doneTapped()

        #expect(
            view.calls.suffix(3) == [
                .showsLoading(true), .present(message: "Unable to update player. Please try again."),
                .showsLoading(false),
            ])
        #expect(output.events.isEmpty)
    }
}

extension PlayerEditPresenterTests {
    /// Another device deleted Ana: the alert offers to add her again as edited; Add again does,
    /// and the coordinator goes back to the list. Drop change adds nothing.
    @Test func aPlayerDeletedElsewhereIsAddedAgainOrItsChangeDropped() async throws {
        let (sut, view) = makeSUT(.name)
        await players.deleteElsewhere(PlayerFixtures.ana.id)
        sut.valueDidChange("Ana S.")

        await sut.doneTapped()
        let alert = try #require(view.alerts.last)
        #expect(alert.title == "Deleted elsewhere")
        #expect(alert.buttons.map(\.title) == ["Add again", "Drop change"])
        await alert.buttons[0].action?()
        await alert.buttons[1].action?()

        #expect(await players.createdDrafts.map(\.name) == ["Ana S."])
        #expect(output.events == [.playerDeletedElsewhere, .playerDeletedElsewhere])
    }

    /// Another device changed Ana first: the update is refused, the alert shows her as she is
    /// now, the name typed stays, and Done then saves it over the current player.
    @Test func aPlayerChangedElsewhereIsShownAndDoneSavesOverTheCurrentOne() async {
        let (sut, view) = makeSUT(.name)
        var current = PlayerFixtures.ana
        current.age = 31
        await players.changeElsewhere(to: current)
        sut.valueDidChange("Ana S.")

        await sut.doneTapped()
        let afterConflict = view.calls
        await sut.doneTapped()

        var expected = current
        expected.name = "Ana S."
        #expect(
            afterConflict.suffix(5) == [
                .showsLoading(true), .setValidationMessage(nil), .setDoneEnabled(true, isChoice: false),
                .present(
                    message:
                        "This player was changed elsewhere since you opened it. Now: Name: Ana Silva, Age: 31, Preferred position: Goalkeeper, Skill: Professional, Favourite team: Porto. Done saves your value over it, unless it already has that value."
                ),
                .showsLoading(false),
            ])
        #expect(await players.updatedPlayers == [expected])
        #expect(
            output.events == [.playerChangedElsewhere(current), .playerEdited(expected)],
            "the details show her as she is now, then as saved")
    }
}

/// Records every command the presenter gives, in order.
@MainActor
private final class PlayerEditViewSpy: PlayerEditViewProtocol {
    /// One case per command; the reason Done gives is in `doneUnavailableReasons` instead.
    enum Call: Equatable {
        case showsLoading(Bool)
        /// An alert, by its message: its buttons' actions cannot be compared.
        case present(message: String)
        case showTextField(String)
        case showChoices([String], checked: Int?)
        case setChecked(Int?)
        case setValidationMessage(String?)
        case setDoneEnabled(Bool, isChoice: Bool)
    }

    private(set) var calls: [Call] = []
    private(set) var doneUnavailableReasons: [String] = []
    var status: String?
    var unsavedWork: String?
    var title = ""
    var showsLoading = false {
        didSet { calls.append(.showsLoading(showsLoading)) }
    }

    private(set) var alerts: [AlertContent] = []

    func present(_ alert: AlertContent) {
        alerts.append(alert)
        calls.append(.present(message: alert.message))
    }

    func showTextField(_ text: String) {
        calls.append(.showTextField(text))
    }

    func showChoices(_ choices: [String], checked: Int?) {
        calls.append(.showChoices(choices, checked: checked))
    }

    func setChecked(_ row: Int?) {
        calls.append(.setChecked(row))
    }

    func setValidationMessage(_ message: String?) {
        calls.append(.setValidationMessage(message))
    }

    func setDoneEnabled(_ isEnabled: Bool, isChoice: Bool, unavailableReason: String) {
        calls.append(.setDoneEnabled(isEnabled, isChoice: isChoice))
        doneUnavailableReasons.append(unavailableReason)
    }
}

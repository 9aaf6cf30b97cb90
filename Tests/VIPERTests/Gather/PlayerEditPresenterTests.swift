import Domain
import Presentation
import TestSupport
import Testing
@testable import GatherVIPER

@MainActor
@Suite("VIPER · Player edit presenter")
struct PlayerEditPresenterTests {
    let view = PlayerEditViewSpy()
    let router = PlayerEditRouterSpy()
    let caller = PlayerEditCallerSpy()

    private func makeSUT(_ field: PlayerField) -> (PlayerEditPresenter, PlayerEditInteractorSpy) {
        let interactor = PlayerEditInteractorSpy(player: PlayerFixtures.ana)
        let sut = PlayerEditPresenter(field: field, interactor: interactor, router: router, output: caller)
        sut.view = view
        interactor.output = sut
        return (sut, interactor)
    }

    @Test func anAgeOutOfRangeIsAnInlineMessageAndDisablesDone() {
        let (sut, _) = makeSUT(.age)
        sut.viewDidLoad()
        #expect(view.title == "Age")
        #expect(view.calls == ["showTextField(24)", "setValidationMessage(nil)", "setDoneEnabled(false, isChoice: false)"])

        sut.valueDidChange("100")
        #expect(view.calls.suffix(2) == ["setValidationMessage(Age must be a whole number from 1 to 99.)", "setDoneEnabled(false, isChoice: false)"])
        #expect(view.doneUnavailableReasons.last == "Age must be a whole number from 1 to 99.", "Done says why it does nothing")
        sut.valueDidChange("25")
        #expect(view.calls.suffix(2) == ["setValidationMessage(nil)", "setDoneEnabled(true, isChoice: false)"])
    }

    @Test func aChoiceIsCheckedAndDoneAsksTheInteractorForTheWholePlayerWithLoadingAroundIt() async {
        let (sut, interactor) = makeSUT(.skill)
        sut.viewDidLoad()
        #expect(view.calls.first == "showChoices([\"Beginner\", \"Amateur\", \"Professional\"], checked: Optional(2))")

        sut.didChoose(row: 0)
        await sut.doneTapped()

        var expected = PlayerFixtures.ana
        expected.skill = .beginner
        #expect(interactor.saved == [expected])
        #expect(view.calls.suffix(2) == ["loading on", "loading off"])
        #expect(caller.edited == [expected])
        #expect(router.closeCount == 1)
    }

    @Test func doneWithoutAValidChangeAsksForNothing() async {
        let (sut, interactor) = makeSUT(.age)
        sut.viewDidLoad()

        await sut.doneTapped()
        sut.valueDidChange("0")
        await sut.doneTapped()

        #expect(interactor.saved.isEmpty)
    }

    @Test func aPlayerChangedElsewhereIsShownWithItsCurrentValuesAndDoneStaysOn() {
        let (sut, _) = makeSUT(.name)
        sut.viewDidLoad()
        sut.valueDidChange("Ana S.")
        var current = PlayerFixtures.ana
        current.age = 31
        current.name = "Ana S."

        sut.playerChangedElsewhere(PlayerChangedElsewhere(current: current))
        #expect(view.calls.suffix(3).first == "setValidationMessage(nil)")
        #expect(view.calls.suffix(2).first == "setDoneEnabled(false, isChoice: false)", "the name typed is now the current one: no change to save")
        current.name = "Ana Silva"
        sut.playerChangedElsewhere(PlayerChangedElsewhere(current: current))

        #expect(view.calls.suffix(3) == ["setValidationMessage(nil)", "setDoneEnabled(true, isChoice: false)", "alert This player was changed elsewhere since you opened it. Now: Name: Ana Silva, Age: 31, Preferred position: Goalkeeper, Skill: Professional, Favourite team: Porto. Done saves your value over it, unless it already has that value."])
        #expect(caller.edited.last == current, "the details show her as she is now")
        #expect(router.closeCount == 0)
    }

    @Test func aFailedSaveIsTheSpecsAlertAndStays() {
        let (sut, _) = makeSUT(.name)

        sut.playerCouldNotBeSaved(ServiceFailure())

        #expect(view.calls == ["alert Unable to update player. Please try again."])
        #expect(view.status == ServiceFailure().description)
        #expect(router.closeCount == 0)
    }

    @Test func anotherChoiceIsCheckedAndDoneActs() {
        let (sut, _) = makeSUT(.skill)
        sut.viewDidLoad()

        sut.didChoose(row: 0)

        #expect(view.calls.suffix(3) == ["setChecked(Optional(0))", "setValidationMessage(nil)", "setDoneEnabled(true, isChoice: true)"])
        #expect(view.unsavedWork == "The value you changed will be lost.")
    }
}

/// Records every command the presenter gives, in order.
@MainActor
final class PlayerEditViewSpy: PlayerEditViewProtocol {
    private(set) var calls: [String] = []
    private(set) var doneUnavailableReasons: [String] = []
    var status: String?
    var unsavedWork: String?
    var title = ""
    var showsLoading = false {
        didSet { calls.append(showsLoading ? "loading on" : "loading off") }
    }

    func present(_ alert: AlertContent) { calls.append("alert \(alert.message)") }
    func showTextField(_ text: String) { calls.append("showTextField(\(text))") }
    func showChoices(_ choices: [String], checked: Int?) { calls.append("showChoices(\(choices), checked: \(String(describing: checked)))") }
    func setChecked(_ row: Int?) { calls.append("setChecked(\(String(describing: row)))") }
    func setValidationMessage(_ message: String?) { calls.append("setValidationMessage(\(message ?? "nil"))") }
    func setDoneEnabled(_ isEnabled: Bool, isChoice: Bool, unavailableReason: String) {
        calls.append("setDoneEnabled(\(isEnabled), isChoice: \(isChoice))")
        doneUnavailableReasons.append(unavailableReason)
    }
}

/// The player being edited; records what it was asked to save, and says it was saved.
@MainActor
final class PlayerEditInteractorSpy: PlayerEditInteractorProtocol {
    weak var output: (any PlayerEditInteractorOutputProtocol)?
    let player: Player
    private(set) var saved: [Player] = []

    init(player: Player) {
        self.player = player
    }

    func loadPlayer() {
        output?.playerLoaded(player)
    }

    func save(_ updated: Player) async {
        saved.append(updated)
        output?.playerSaved(updated)
    }
}

@MainActor
final class PlayerEditRouterSpy: PlayerEditRouterProtocol {
    private(set) var closeCount = 0

    func closeAfterSaving() { closeCount += 1 }
}

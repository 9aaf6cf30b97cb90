import Domain
import Presentation
import TestSupport
import Testing
@testable import GatherVIPER

/// The presenter with the real interactor behind it: validation is the presenter's, the save
/// the interactor's.
@MainActor
@Suite("VIPER · Player edit presenter")
struct PlayerEditPresenterTests {
    let players = PlayersServiceSpy(players: PlayerFixtures.squad)
    let view = PlayerEditViewSpy()
    let router = PlayerEditRouterSpy()
    let caller = PlayerEditCallerSpy()

    private func makeSUT(_ field: PlayerField) -> PlayerEditPresenter {
        let interactor = PlayerEditInteractor(field: field, player: PlayerFixtures.ana, players: players)
        let sut = PlayerEditPresenter(interactor: interactor, router: router, output: caller)
        sut.view = view
        interactor.output = sut
        return sut
    }

    @Test func anAgeOutOfRangeIsAnInlineMessageAndDisablesDone() {
        let sut = makeSUT(.age)
        sut.viewDidLoad()
        #expect(view.title == "Age")
        #expect(view.calls == ["showTextField(24)", "setValidationMessage(nil)", "setDoneEnabled(false, isChoice: false)"])

        sut.valueDidChange("100")
        #expect(view.calls.suffix(2) == ["setValidationMessage(Age must be a whole number from 1 to 99.)", "setDoneEnabled(false, isChoice: false)"])
        sut.valueDidChange("25")
        #expect(view.calls.suffix(2) == ["setValidationMessage(nil)", "setDoneEnabled(true, isChoice: false)"])
    }

    @Test func aChoiceIsSavedWithLoadingAroundItThenTheCallerIsToldAndItCloses() async {
        let sut = makeSUT(.skill)
        sut.viewDidLoad()

        sut.didChoose(row: 0)
        await sut.doneTapped()

        var expected = PlayerFixtures.ana
        expected.skill = .beginner
        #expect(await players.updatedPlayers == [expected])
        #expect(caller.edited == [expected])
        #expect(router.closeCount == 1)
        #expect(view.calls.suffix(2) == ["loading on", "loading off"])
    }

    @Test func aFailedSaveIsTheSpecsAlertAndStays() async {
        let sut = makeSUT(.name)
        await players.fail(with: ServiceFailure())
        sut.valueDidChange("Ana S.")

        await sut.doneTapped()

        #expect(view.calls.suffix(3) == ["loading on", "alert Unable to update player. Please try again.", "loading off"])
        #expect(caller.edited.isEmpty)
        #expect(router.closeCount == 0)
    }
}

/// Records every command the presenter gives, in order.
@MainActor
final class PlayerEditViewSpy: PlayerEditViewProtocol {
    private(set) var calls: [String] = []
    var status: String?
    var title = ""
    var showsLoading = false {
        didSet { calls.append(showsLoading ? "loading on" : "loading off") }
    }

    func present(_ alert: AlertContent) {
        calls.append("alert \(alert.message)")
    }

    func showTextField(_ text: String) {
        calls.append("showTextField(\(text))")
    }

    func showChoices(_ choices: [String], checked: Int?) {
        calls.append("showChoices(\(choices), checked: \(String(describing: checked)))")
    }

    func setChecked(_ row: Int?) {
        calls.append("setChecked(\(String(describing: row)))")
    }

    func setValidationMessage(_ message: String?) {
        calls.append("setValidationMessage(\(message ?? "nil"))")
    }

    func setDoneEnabled(_ isEnabled: Bool, isChoice: Bool) {
        calls.append("setDoneEnabled(\(isEnabled), isChoice: \(isChoice))")
    }
}

@MainActor
final class PlayerEditRouterSpy: PlayerEditRouterProtocol {
    private(set) var closeCount = 0

    func closeAfterSaving() {
        closeCount += 1
    }
}

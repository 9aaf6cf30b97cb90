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

    private func makeSUT(_ field: PlayerField) -> (PlayerEditPresenter, PlayerEditInteractorSpy) {
        let interactor = PlayerEditInteractorSpy()
        let sut = PlayerEditPresenter(field: field, interactor: interactor, router: router)
        sut.view = view
        interactor.output = sut
        return (sut, interactor)
    }

    @Test func aTextFieldShowsTheValueAndAsksTheInteractorToCheckWhatIsTyped() {
        let (sut, interactor) = makeSUT(.age)

        sut.viewDidLoad()
        sut.valueDidChange("100")

        #expect(view.title == "Age")
        #expect(view.calls == [.showTextField("24")])
        #expect(interactor.requests == [.loadValue, .changeValue("100")])
    }

    @Test func anInvalidValueIsAnInlineMessageAndDisablesDone() {
        let (sut, _) = makeSUT(.age)

        sut.valueChecked("100", isChange: true, doneUnavailable: .invalid("Age must be a whole number from 1 to 99."))
        #expect(
            view.calls == [
                .setValidationMessage("Age must be a whole number from 1 to 99."),
                .setDoneEnabled(false, isChoice: false),
            ])
        #expect(
            view.doneUnavailableReasons.last == "Age must be a whole number from 1 to 99.",
            "Done says why it does nothing")

        sut.valueChecked("24", isChange: false, doneUnavailable: .unchanged)
        #expect(view.calls.suffix(2) == [.setValidationMessage(nil), .setDoneEnabled(false, isChoice: false)])
        #expect(view.doneUnavailableReasons.last == "Change the value first.")
        #expect(view.unsavedWork == nil)

        sut.valueChecked("25", isChange: true, doneUnavailable: nil)
        #expect(view.calls.suffix(2) == [.setValidationMessage(nil), .setDoneEnabled(true, isChoice: false)])
        #expect(view.unsavedWork == "The value you changed will be lost.")
    }

    @Test func aChoiceFieldShowsItsChoicesTheValueCheckedAndPassesTheRowChosen() {
        let (sut, interactor) = makeSUT(.skill)
        interactor.value = "Professional"
        sut.viewDidLoad()
        #expect(view.calls.first == .showChoices(["Beginner", "Amateur", "Professional"], checked: 2))

        sut.didChoose(row: 0)
        sut.valueChecked("Beginner", isChange: true, doneUnavailable: nil)

        #expect(interactor.requests == [.loadValue, .choose(row: 0)])
        #expect(
            view.calls.suffix(3) == [
                .setChecked(0), .setValidationMessage(nil), .setDoneEnabled(true, isChoice: true),
            ])
        #expect(view.doneUnavailableReasons.last == "Choose another value first.")
    }

    @Test func doneAsksTheInteractorWithLoadingAroundItAndASavedChangeGoesBack() async {
        let (sut, interactor) = makeSUT(.skill)

        await sut.doneTapped()

        #expect(interactor.requests == [.save])
        #expect(view.calls == [.showsLoading(true), .showsLoading(false)])
        #expect(router.closeCount == 1)
    }

    @Test func aChangeKeptOnThisDeviceIsSaidBeforeGoingBack() async throws {
        let (sut, _) = makeSUT(.name)

        sut.playerSaveWaits()
        let closedBeforeOK = router.closeCount
        await (try #require(view.alerts.last?.buttons.first)).action?()

        #expect(view.alerts.last?.title == "Saved on this device")
        #expect(closedBeforeOK == 0)
        #expect(router.closeCount == 1)
    }

    @Test func aPlayerChangedElsewhereIsSaidHere() {
        let (sut, _) = makeSUT(.name)

        sut.playerChangedElsewhere(reason: "This player was changed elsewhere since you opened it.")

        #expect(view.calls == [.present(message: "This player was changed elsewhere since you opened it.")])
        #expect(router.closeCount == 0)
    }

    @Test func aFailedSaveIsTheSpecsAlertAndStays() {
        let (sut, _) = makeSUT(.name)

        sut.playerCouldNotBeSaved(ServiceFailure(), unconfirmed: false)

        #expect(view.calls == [.present(message: "Unable to update player. Please try again.")])
        #expect(view.status == ServiceFailure().description)
        #expect(router.closeCount == 0)
    }
}

/// Records every command the presenter gives, in order.
@MainActor
final class PlayerEditViewSpy: PlayerEditViewProtocol {
    enum Call: Equatable {
        case showsLoading(Bool)
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
        calls.append(.present(message: alert.message))
        alerts.append(alert)
    }
    func showTextField(_ text: String) { calls.append(.showTextField(text)) }
    func showChoices(_ choices: [String], checked: Int?) {
        calls.append(.showChoices(choices, checked: checked))
    }
    func setChecked(_ row: Int?) { calls.append(.setChecked(row)) }
    func setValidationMessage(_ message: String?) { calls.append(.setValidationMessage(message)) }
    func setDoneEnabled(_ isEnabled: Bool, isChoice: Bool, unavailableReason: String) {
        calls.append(.setDoneEnabled(isEnabled, isChoice: isChoice))
        doneUnavailableReasons.append(unavailableReason)
    }
}

/// Records what the presenter asks; tells the value it was given as loaded, and a save as done.
@MainActor
final class PlayerEditInteractorSpy: PlayerEditInteractorProtocol {
    weak var output: (any PlayerEditInteractorOutputProtocol)?
    /// The value a load tells.
    var value = "24"

    enum Call: Equatable {
        case loadValue
        case changeValue(String)
        case choose(row: Int)
        case save
        case addAgain
        case dropChange
    }

    private(set) var requests: [Call] = []

    func loadValue() {
        requests.append(.loadValue)
        output?.valueLoaded(value)
    }

    func changeValue(_ text: String) { requests.append(.changeValue(text)) }
    func choose(row: Int) { requests.append(.choose(row: row)) }

    func save() async {
        requests.append(.save)
        output?.playerSaved()
    }

    func addAgain() async { requests.append(.addAgain) }
    func dropChange() { requests.append(.dropChange) }
}

@MainActor
final class PlayerEditRouterSpy: PlayerEditRouterProtocol {
    private(set) var closeCount = 0

    func closeAfterSaving() { closeCount += 1 }
}

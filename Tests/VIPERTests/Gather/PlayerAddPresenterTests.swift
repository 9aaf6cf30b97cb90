import Presentation
import TestSupport
import Testing
@testable import GatherVIPER

@MainActor
@Suite("VIPER · Player add presenter")
struct PlayerAddPresenterTests {
    let view = PlayerAddViewSpy()
    let interactor = PlayerAddInteractorSpy()
    let router = PlayerAddRouterSpy()
    let caller = PlayerAddCallerSpy()

    private func makeSUT() -> PlayerAddPresenter {
        let sut = PlayerAddPresenter(interactor: interactor, router: router, output: caller)
        sut.view = view
        interactor.output = sut
        return sut
    }

    @Test func aNameTypedIsWorkThatGoingBackWouldLose() {
        let sut = makeSUT()
        sut.nameDidChange("  ")
        let blank = view.unsavedWork
        sut.nameDidChange("Zoë")

        #expect(blank == nil)
        #expect(view.unsavedWork == "The name you typed will be lost.")
    }

    @Test func doneIsEnabledOnlyForANameThatIsNotBlank() {
        let sut = makeSUT()

        sut.viewDidLoad()
        sut.nameDidChange(" \t ")
        sut.nameDidChange(" Zoë ")

        #expect(view.calls == ["setDoneEnabled(false)", "setDoneEnabled(false)", "setDoneEnabled(true)"])
        #expect(view.doneUnavailableReason == "Type the player's name first.", "the presenter words why Done is dimmed")
    }

    @Test func doneAsksTheInteractorForTheTrimmedNameWithLoadingAroundIt() async {
        let sut = makeSUT()
        sut.nameDidChange("  Zoë 👩🏽‍💻 ")

        await sut.doneTapped()

        #expect(interactor.names == ["Zoë 👩🏽‍💻"])
        #expect(view.calls == ["setDoneEnabled(true)", "loading on", "loading off"])
        #expect(caller.addedCount == 1)
        #expect(router.closeCount == 1)
    }

    @Test func aBlankNameAsksForNothing() async {
        let sut = makeSUT()

        await sut.doneTapped()

        #expect(interactor.names.isEmpty)
    }

    @Test func aFailureIsTheSpecsAlertAndStaysHere() async {
        let sut = makeSUT()
        interactor.failure = ServiceFailure()
        sut.nameDidChange("Zoë")

        await sut.doneTapped()

        #expect(view.calls.suffix(3) == ["loading on", "alert Error: Unable to create player. Please try again.", "loading off"])
        #expect(view.status == ServiceFailure().description)
        #expect(caller.addedCount == 0)
        #expect(router.closeCount == 0)
    }

    @Test func aNameIsKeptWithoutItsInvisibleEndsAndWhatOnlyLooksLikeOneIsNone() async {
        let sut = makeSUT()
        sut.nameDidChange(HostileNames.invisible)

        sut.nameDidChange(HostileNames.padded)
        await sut.doneTapped()

        #expect(view.calls.prefix(2) == ["setDoneEnabled(false)", "setDoneEnabled(true)"])
        #expect(interactor.names == [HostileNames.paddedKept])
    }
}

/// Records every command the presenter gives, in order.
@MainActor
final class PlayerAddViewSpy: PlayerAddViewProtocol {
    private(set) var calls: [String] = []
    private(set) var doneUnavailableReason: String?
    var status: String?
    var unsavedWork: String?
    var showsLoading = false {
        didSet { calls.append(showsLoading ? "loading on" : "loading off") }
    }

    func present(_ alert: AlertContent) {
        calls.append("alert \(alert.title): \(alert.message)")
    }

    func setDoneEnabled(_ isEnabled: Bool, unavailableReason: String) {
        calls.append("setDoneEnabled(\(isEnabled))")
        doneUnavailableReason = unavailableReason
    }
}

/// Answers as the interactor would: created, or failed when told to.
@MainActor
final class PlayerAddInteractorSpy: PlayerAddInteractorProtocol {
    weak var output: (any PlayerAddInteractorOutputProtocol)?
    var failure: ServiceFailure?
    private(set) var names: [String] = []

    func createPlayer(named name: String) async {
        names.append(name)
        if let failure {
            output?.playerCreationFailed(failure)
        } else {
            output?.playerCreated()
        }
    }
}

@MainActor
final class PlayerAddRouterSpy: PlayerAddRouterProtocol {
    private(set) var closeCount = 0

    func closeAfterAdding() {
        closeCount += 1
    }
}

@MainActor
final class PlayerAddCallerSpy: PlayerAddModuleOutput {
    private(set) var addedCount = 0

    func playerAdded() {
        addedCount += 1
    }
}

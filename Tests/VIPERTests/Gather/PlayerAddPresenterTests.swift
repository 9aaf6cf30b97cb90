import Domain
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

    private func makeSUT() -> PlayerAddPresenter {
        let sut = PlayerAddPresenter(interactor: interactor, router: router)
        sut.view = view
        interactor.output = sut
        return sut
    }

    @Test func aNameTypedGoesToTheInteractorAsTyped() {
        let sut = makeSUT()

        sut.nameDidChange(" Zoë ")

        #expect(interactor.typedNames == [" Zoë "], "the interactor decides what it makes")
    }

    @Test func aNameThatMakesAPlayerIsWorkThatGoingBackWouldLose() {
        let sut = makeSUT()
        sut.nameChanged(makesPlayer: false)
        let blank = view.unsavedWork
        sut.nameChanged(makesPlayer: true)

        #expect(blank == nil)
        #expect(view.unsavedWork == "The name you typed will be lost.")
    }

    @Test func doneIsEnabledOnlyWhileTheNameMakesAPlayer() {
        let sut = makeSUT()

        sut.viewDidLoad()
        sut.nameChanged(makesPlayer: false)
        sut.nameChanged(makesPlayer: true)

        #expect(view.calls == [.setDoneEnabled(false), .setDoneEnabled(false), .setDoneEnabled(true)])
        #expect(view.doneUnavailableReason == "Type the player's name first.", "the presenter words why Done is dimmed")
    }

    @Test func doneAsksTheInteractorWithLoadingAroundItAndACreatedPlayerCloses() async {
        let sut = makeSUT()

        await sut.doneTapped()

        #expect(interactor.createCount == 1)
        #expect(view.calls == [.showsLoading(true), .showsLoading(false)])
        #expect(router.closeCount == 1)
    }

    @Test func aFailureIsTheSpecsAlertAndStaysHere() async {
        let sut = makeSUT()
        interactor.failure = ServiceFailure()

        await sut.doneTapped()

        #expect(
            view.calls == [
                .showsLoading(true), .present(title: "Error", message: "Unable to create player. Please try again."),
                .showsLoading(false),
            ])
        #expect(view.status == ServiceFailure().description)
        #expect(router.closeCount == 0)
    }
}

/// Records every command the presenter gives, in order.
@MainActor
final class PlayerAddViewSpy: PlayerAddViewProtocol {
    enum Call: Equatable {
        case showsLoading(Bool)
        case present(title: String, message: String)
        case setDoneEnabled(Bool)
    }

    private(set) var calls: [Call] = []
    private(set) var doneUnavailableReason: String?
    var status: String?
    var unsavedWork: String?
    var showsLoading = false {
        didSet { calls.append(.showsLoading(showsLoading)) }
    }

    func present(_ alert: AlertContent) {
        calls.append(.present(title: alert.title, message: alert.message))
    }

    func setDoneEnabled(_ isEnabled: Bool, unavailableReason: String) {
        calls.append(.setDoneEnabled(isEnabled))
        doneUnavailableReason = unavailableReason
    }
}

/// Records the names typed; a player asked for is created, or fails when told to.
@MainActor
final class PlayerAddInteractorSpy: PlayerAddInteractorProtocol {
    weak var output: (any PlayerAddInteractorOutputProtocol)?
    var failure: ServiceFailure?
    private(set) var typedNames: [String] = []
    private(set) var createCount = 0

    func rename(_ typedName: String) {
        typedNames.append(typedName)
    }

    func createPlayer() async {
        createCount += 1
        if let failure {
            output?.playerCreationFailed(failure, unconfirmed: false)
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

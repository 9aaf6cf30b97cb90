import Domain
import Presentation
import TestSupport
import Testing

@testable import GatherMVPC

@MainActor
@Suite("MVP-C · Player add presenter")
struct PlayerAddPresenterTests {
    let players = PlayersServiceSpy()
    let output = GatherOutputSpy()

    private func makeSUT() -> (PlayerAddPresenter, PlayerAddViewSpy) {
        let sut = PlayerAddPresenter(players: players, output: output)
        let view = PlayerAddViewSpy()
        sut.view = view
        return (sut, view)
    }

    @Test func aNameTypedIsWorkThatGoingBackWouldLose() {
        let (sut, view) = makeSUT()
        sut.nameDidChange("  ")
        let blank = view.unsavedWork
        sut.nameDidChange("Zoë")

        #expect(blank == nil)
        #expect(view.unsavedWork == "The name you typed will be lost.")
    }

    @Test func doneIsEnabledOnlyForANameThatIsNotBlank() {
        let (sut, view) = makeSUT()

        sut.viewDidLoad()
        sut.nameDidChange(" \t ")
        sut.nameDidChange(" Zoë ")
        sut.nameDidChange("")

        #expect(
            view.calls == [
                .setDoneEnabled(false), .setDoneEnabled(false), .setDoneEnabled(true), .setDoneEnabled(false),
            ])
        #expect(view.doneUnavailableReason == "Type the player's name first.", "the presenter words why Done is dimmed")
    }

    @Test func doneCreatesThePlayerTrimmedWithLoadingAroundItThenSaysSo() async {
        let (sut, view) = makeSUT()
        sut.nameDidChange("  Zoë 👩🏽‍💻 ")

        await sut.doneTapped()

        #expect(await players.createdDrafts.map(\.name) == ["Zoë 👩🏽‍💻"])
        #expect(output.events == [.playerAdded], "the coordinator decides where to go")
        #expect(view.calls == [.setDoneEnabled(true), .showsLoading(true), .showsLoading(false)])
    }

    @Test func aFailedCreationStaysHereWithTheError() async {
        let (sut, view) = makeSUT()
        await players.fail(with: ServiceFailure())
        sut.nameDidChange("Zoë")

        await sut.doneTapped()

        #expect(
            view.calls == [
                .setDoneEnabled(true), .showsLoading(true),
                .present(title: "Error", message: "Unable to create player. Please try again."), .showsLoading(false),
            ])
        #expect(view.status == ServiceFailure().description)
        #expect(output.events.isEmpty)
    }

    // The limit only stops a hang (a call the gate never sees); generous, because in a loaded
    // run with coverage every main-actor test waits its turn (one took 91 s there).
    @Test(.timeLimit(.minutes(5))) func aSecondDoneWhileTheFirstIsInFlightIsNotSent() async {
        let (sut, view) = makeSUT()
        let gate = RequestGate()
        await players.hold(at: gate)
        sut.nameDidChange("Zoë")

        let firstDone = Task { await sut.doneTapped() }
        await gate.waitForACall()
        #expect(view.showsLoading)
        await sut.doneTapped()

        await gate.open()
        await firstDone.value
        #expect(await players.createdDrafts.count == 1)
        #expect(output.events == [.playerAdded])
    }

    @Test func aNameIsKeptWithoutItsInvisibleEndsAndWhatOnlyLooksLikeOneIsNone() async {
        let (sut, view) = makeSUT()
        sut.nameDidChange(HostileNames.invisible)

        sut.nameDidChange(HostileNames.padded)
        await sut.doneTapped()

        #expect(view.calls.prefix(2) == [.setDoneEnabled(false), .setDoneEnabled(true)])
        #expect(await players.createdDrafts == [PlayerDraft(name: HostileNames.paddedKept)])
    }
}

/// Records every command the presenter gives, in order.
@MainActor
private final class PlayerAddViewSpy: PlayerAddViewProtocol {
    /// One case per command; the reason Done gives is in `doneUnavailableReason` instead.
    enum Call: Equatable {
        case showsLoading(Bool)
        /// An alert, by its title and message: its buttons' actions cannot be compared.
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

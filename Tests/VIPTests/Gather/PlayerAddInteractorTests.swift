import Domain
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Player add interactor")
struct PlayerAddInteractorTests {
    let players = PlayersServiceSpy()
    let presenter = PlayerAddPresenterSpy()

    private func makeSUT() -> PlayerAddInteractor {
        let sut = PlayerAddInteractor(players: players)
        sut.presenter = presenter
        return sut
    }

    @Test func aNameIsValidWhenItIsNotBlank() {
        let sut = makeSUT()

        sut.changeName(request: .init(text: " \t "))
        sut.changeName(request: .init(text: " Zoë "))

        #expect(presenter.responses == ["nameChange(isValid: false)", "nameChange(isValid: true)"])
    }

    @Test func theTrimmedNameIsCreatedWithLoadingAroundIt() async {
        let sut = makeSUT()
        sut.changeName(request: .init(text: "  Zoë 👩🏽‍💻 "))

        await sut.create(request: .init())

        #expect(await players.createdDrafts == [PlayerDraft(name: "Zoë 👩🏽‍💻")])
        #expect(presenter.responses.suffix(3) == ["loading(true)", "create(error: nil)", "loading(false)"])
    }

    /// The backend out of reach: the player is kept on this device, and the presenter hears it waits.
    @Test func aPlayerKeptOnThisDeviceIsPassedOnAsWaiting() async {
        let sut = makeSUT()
        await players.keepChangesWaiting()
        sut.changeName(request: .init(text: "Zoë"))

        await sut.create(request: .init())

        #expect(presenter.responses.suffix(2) == ["create(waiting: Zoë)", "loading(false)"])
    }

    @Test func aBlankNameIsNotSentAndAFailureIsPassedOn() async {
        let sut = makeSUT()
        await sut.create(request: .init())
        #expect(await players.createdDrafts.isEmpty)

        await players.fail(with: ServiceFailure("Cannot reach the server."))
        sut.changeName(request: .init(text: "Zoë"))
        await sut.create(request: .init())

        #expect(presenter.responses.suffix(2) == ["create(error: Cannot reach the server.)", "loading(false)"])
    }

    // The limit only stops a hang (a call the gate never sees); generous, because in a loaded
    // run with coverage every main-actor test waits its turn (one took 91 s there).
    @Test(.timeLimit(.minutes(5))) func aSecondCreateWhileTheFirstIsInFlightIsNotSent() async {
        let sut = makeSUT()
        let gate = RequestGate()
        await players.hold(at: gate)
        sut.changeName(request: .init(text: "Zoë"))

        let first = Task { await sut.create(request: .init()) }
        await gate.waitForACall()
        await sut.create(request: .init())
        await gate.open()
        await first.value

        #expect(await players.createdDrafts.count == 1)
    }

    @Test func aNameIsKeptWithoutItsInvisibleEndsAndWhatOnlyLooksLikeOneIsNone() async {
        let sut = makeSUT()
        sut.changeName(request: .init(text: HostileNames.invisible))

        sut.changeName(request: .init(text: HostileNames.padded))
        await sut.create(request: .init())

        #expect(presenter.responses.prefix(2) == ["nameChange(isValid: false)", "nameChange(isValid: true)"])
        #expect(await players.createdDrafts == [PlayerDraft(name: HostileNames.paddedKept)])
    }
}

/// Records the responses it is handed, in order.
@MainActor
final class PlayerAddPresenterSpy: PlayerAddPresentationLogic {
    private(set) var responses: [String] = []

    func presentLoading(response: PlayerAdd.Loading.Response) { responses.append("loading(\(response.isLoading))") }
    func presentNameChange(response: PlayerAdd.NameChange.Response) {
        responses.append("nameChange(isValid: \(response.isValid))")
    }
    func presentCreate(response: PlayerAdd.Create.Response) {
        switch response {
        case .created: responses.append("create(error: nil)")
        case .waiting(let name): responses.append("create(waiting: \(name))")
        case .unconfirmed(let error): responses.append("create(unconfirmed: \(error))")
        case .failed(let error): responses.append("create(error: \(error))")
        }
    }
}

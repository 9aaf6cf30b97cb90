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

        #expect(presenter.responses == [.presentNameChange(isValid: false), .presentNameChange(isValid: true)])
    }

    @Test func theTrimmedNameIsCreatedWithLoadingAroundIt() async {
        let sut = makeSUT()
        sut.changeName(request: .init(text: "  Zoë 👩🏽‍💻 "))

        await sut.create(request: .init())

        #expect(await players.createdDrafts == [PlayerDraft(name: "Zoë 👩🏽‍💻")])
        #expect(
            presenter.responses.suffix(3) == [
                .presentLoading(isLoading: true), .presentCreate(response: .created), .presentLoading(isLoading: false),
            ])
    }

    /// The backend out of reach: the player is kept on this device, and the presenter hears it waits.
    @Test func aPlayerKeptOnThisDeviceIsPassedOnAsWaiting() async {
        let sut = makeSUT()
        await players.keepChangesWaiting()
        sut.changeName(request: .init(text: "Zoë"))

        await sut.create(request: .init())

        #expect(
            presenter.responses.suffix(2) == [
                .presentCreate(response: .waiting(name: "Zoë")), .presentLoading(isLoading: false),
            ])
    }

    @Test func aBlankNameIsNotSentAndAFailureIsPassedOn() async {
        let sut = makeSUT()
        await sut.create(request: .init())
        #expect(await players.createdDrafts.isEmpty)

        await players.fail(with: ServiceFailure("Cannot reach the server."))
        sut.changeName(request: .init(text: "Zoë"))
        await sut.create(request: .init())

        #expect(
            presenter.responses.suffix(2) == [
                .presentCreate(response: .failed(errorDescription: "Cannot reach the server.")),
                .presentLoading(isLoading: false),
            ])
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

        #expect(
            presenter.responses.prefix(2) == [.presentNameChange(isValid: false), .presentNameChange(isValid: true)])
        #expect(await players.createdDrafts == [PlayerDraft(name: HostileNames.paddedKept)])
    }
}

/// Records the responses it is handed, in order.
@MainActor
final class PlayerAddPresenterSpy: PlayerAddPresentationLogic {
    /// `PlayerAdd.Create.Response`, which is not Equatable: each error as what it says.
    enum CreateResponse: Equatable {
        case created
        case waiting(name: String)
        case unconfirmed(errorDescription: String)
        case failed(errorDescription: String)
    }

    enum Call: Equatable {
        case presentLoading(isLoading: Bool)
        case presentNameChange(isValid: Bool)
        case presentCreate(response: CreateResponse)
    }

    private(set) var responses: [Call] = []

    func presentLoading(response: PlayerAdd.Loading.Response) {
        responses.append(.presentLoading(isLoading: response.isLoading))
    }
    func presentNameChange(response: PlayerAdd.NameChange.Response) {
        responses.append(.presentNameChange(isValid: response.isValid))
    }
    func presentCreate(response: PlayerAdd.Create.Response) {
        switch response {
        case .created: responses.append(.presentCreate(response: .created))
        case .waiting(let name): responses.append(.presentCreate(response: .waiting(name: name)))
        case .unconfirmed(let error):
            responses.append(.presentCreate(response: .unconfirmed(errorDescription: String(describing: error))))
        case .failed(let error):
            responses.append(.presentCreate(response: .failed(errorDescription: String(describing: error))))
        }
    }
}

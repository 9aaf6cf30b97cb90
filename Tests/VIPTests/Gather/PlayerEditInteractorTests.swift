import Domain
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Player edit interactor")
struct PlayerEditInteractorTests {
    let players = PlayersServiceSpy(players: PlayerFixtures.squad)
    let presenter = PlayerEditPresenterSpy()

    private func makeSUT(_ field: PlayerField) -> PlayerEditInteractor {
        let sut = PlayerEditInteractor(players: players)
        sut.presenter = presenter
        sut.field = field
        sut.player = PlayerFixtures.ana
        return sut
    }

    @Test func aPlayerDeletedElsewhereIsAddedAgainAsEdited() async {
        let sut = makeSUT(.name)
        sut.start(request: .init())
        await players.deleteElsewhere(PlayerFixtures.ana.id)
        sut.change(request: .init(value: "Ana S."))
        var edited = PlayerFixtures.ana
        edited.name = "Ana S."

        await sut.save(request: .init())
        #expect(
            presenter.responses.suffix(2) == [
                .presentSave(response: .deletedElsewhere(player: edited)), .presentLoading(isLoading: false),
            ])
        await sut.addAgain(request: .init())

        #expect(
            presenter.responses.suffix(3) == [
                .presentLoading(isLoading: true), .presentAddAgain(response: .added), .presentLoading(isLoading: false),
            ])
        #expect(await players.createdDrafts.map(\.name) == ["Ana S."])
    }

    @Test func theFieldsRuleDecidesAndOnlyAChangeCanBeSaved() async {
        let sut = makeSUT(.age)
        sut.start(request: .init())
        #expect(
            presenter.responses == [
                .presentStart(field: .age, value: "24"),
                .presentChange(failure: nil, isChange: false, isChoice: false, checked: nil),
            ])

        sut.change(request: .init(value: "100"))
        #expect(
            presenter.responses.last
                == .presentChange(failure: .ageOutOfRange, isChange: true, isChoice: false, checked: nil))
        await sut.save(request: .init())
        #expect(await players.updatedPlayers.isEmpty)

        sut.change(request: .init(value: "25"))
        await sut.save(request: .init())
        #expect(await players.updatedPlayers.map(\.age) == [25])
        #expect(sut.savedPlayer?.age == 25)
        #expect(
            presenter.responses.suffix(3) == [
                .presentLoading(isLoading: true), .presentSave(response: .saved), .presentLoading(isLoading: false),
            ])
    }

    /// The backend out of reach: the change is kept on this device, and the presenter hears it waits.
    @Test func aChangeKeptOnThisDeviceIsPassedOnAsWaiting() async {
        let sut = makeSUT(.age)
        sut.start(request: .init())
        await players.keepChangesWaiting()

        sut.change(request: .init(value: "25"))
        await sut.save(request: .init())

        #expect(sut.savedPlayer?.age == 25)
        #expect(presenter.responses.suffix(2) == [.presentSave(response: .waiting), .presentLoading(isLoading: false)])
    }

    /// Another device changed Ana first: the scene goes on from her as she is now, and Done
    /// then saves the value typed over the current player.
    @Test func aPlayerChangedElsewhereBecomesThePlayerEditedAndDoneSavesOverIt() async {
        let sut = makeSUT(.name)
        var current = PlayerFixtures.ana
        current.age = 31
        await players.changeElsewhere(to: current)
        sut.start(request: .init())
        sut.change(request: .init(value: "Ana S."))

        await sut.save(request: .init())
        let afterConflict = presenter.responses
        let passedAfterConflict = sut.savedPlayer
        await sut.save(request: .init())

        var expected = current
        expected.name = "Ana S."
        #expect(sut.player == current)
        #expect(
            afterConflict.suffix(3) == [
                .presentSave(
                    response: .failed(
                        errorDescription:
                            "This player was changed elsewhere since you opened it. Now: Name: Ana Silva, Age: 31, Preferred position: Goalkeeper, Skill: Professional, Favourite team: Porto. Done saves your value over it, unless it already has that value."
                    )),
                .presentChange(failure: nil, isChange: true, isChoice: false, checked: nil),
                .presentLoading(isLoading: false),
            ])
        #expect(await players.updatedPlayers == [expected])
        #expect(passedAfterConflict == current, "the details are to show her as she is now")
        #expect(sut.savedPlayer == expected)
    }

    @Test func aChoiceIsCheckedByItsRow() {
        let sut = makeSUT(.skill)
        sut.start(request: .init())

        sut.choose(request: .init(row: 0))

        #expect(presenter.responses.last == .presentChange(failure: nil, isChange: true, isChoice: true, checked: 0))
    }
}

@MainActor
final class PlayerEditPresenterSpy: PlayerEditPresentationLogic {
    /// `PlayerEdit.Save.Response`, which is not Equatable: each error as what it says, and the
    /// player deleted elsewhere as it was edited.
    enum SaveResponse: Equatable {
        case saved
        case waiting
        case unconfirmed(errorDescription: String)
        case deletedElsewhere(player: Player)
        case failed(errorDescription: String)
    }

    /// `PlayerEdit.AddAgain.Response`, which is not Equatable: each error as what it says.
    enum AddAgainResponse: Equatable {
        case added
        case unconfirmed(errorDescription: String)
        case failed(errorDescription: String)
    }

    enum Call: Equatable {
        case presentLoading(isLoading: Bool)
        case presentStart(field: PlayerField, value: String)
        case presentChange(failure: PlayerFieldError?, isChange: Bool, isChoice: Bool, checked: Int?)
        case presentSave(response: SaveResponse)
        case presentAddAgain(response: AddAgainResponse)
    }

    private(set) var responses: [Call] = []

    func presentLoading(response: PlayerEdit.Loading.Response) {
        responses.append(.presentLoading(isLoading: response.isLoading))
    }
    func presentStart(response: PlayerEdit.Start.Response) {
        responses.append(.presentStart(field: response.field, value: response.value))
    }

    func presentChange(response: PlayerEdit.Change.Response) {
        responses.append(
            .presentChange(
                failure: response.failure, isChange: response.isChange, isChoice: response.isChoice,
                checked: response.checked))
    }

    func presentSave(response: PlayerEdit.Save.Response) {
        switch response {
        case .saved: responses.append(.presentSave(response: .saved))
        case .waiting: responses.append(.presentSave(response: .waiting))
        case .unconfirmed(let error):
            responses.append(.presentSave(response: .unconfirmed(errorDescription: String(describing: error))))
        case .deletedElsewhere(let deleted):
            responses.append(.presentSave(response: .deletedElsewhere(player: deleted.player)))
        case .failed(let error):
            responses.append(.presentSave(response: .failed(errorDescription: String(describing: error))))
        }
    }

    func presentAddAgain(response: PlayerEdit.AddAgain.Response) {
        switch response {
        case .added: responses.append(.presentAddAgain(response: .added))
        case .unconfirmed(let error):
            responses.append(.presentAddAgain(response: .unconfirmed(errorDescription: String(describing: error))))
        case .failed(let error):
            responses.append(.presentAddAgain(response: .failed(errorDescription: String(describing: error))))
        }
    }
}

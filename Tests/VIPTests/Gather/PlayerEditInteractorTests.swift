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

        await sut.save(request: .init())
        #expect(presenter.responses.suffix(2) == ["save(deleted elsewhere: Ana S.)", "loading(false)"])
        await sut.addAgain(request: .init())

        #expect(presenter.responses.suffix(3) == ["loading(true)", "addAgain(added)", "loading(false)"])
        #expect(await players.createdDrafts.map(\.name) == ["Ana S."])
    }

    @Test func theFieldsRuleDecidesAndOnlyAChangeCanBeSaved() async {
        let sut = makeSUT(.age)
        sut.start(request: .init())
        #expect(presenter.responses == ["start Age: 24", "change(failure: nil, isChange: false)"])

        sut.change(request: .init(value: "100"))
        #expect(presenter.responses.last == "change(failure: Age must be a whole number from 1 to 99., isChange: true)")
        await sut.save(request: .init())
        #expect(await players.updatedPlayers.isEmpty)

        sut.change(request: .init(value: "25"))
        await sut.save(request: .init())
        #expect(await players.updatedPlayers.map(\.age) == [25])
        #expect(sut.savedPlayer?.age == 25)
        #expect(presenter.responses.suffix(3) == ["loading(true)", "save(error: nil)", "loading(false)"])
    }

    /// The backend out of reach: the change is kept on this device, and the presenter hears it waits.
    @Test func aChangeKeptOnThisDeviceIsPassedOnAsWaiting() async {
        let sut = makeSUT(.age)
        sut.start(request: .init())
        await players.keepChangesWaiting()

        sut.change(request: .init(value: "25"))
        await sut.save(request: .init())

        #expect(sut.savedPlayer?.age == 25)
        #expect(presenter.responses.suffix(2) == ["save(waiting)", "loading(false)"])
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
                "save(error: This player was changed elsewhere since you opened it. Now: Name: Ana Silva, Age: 31, Preferred position: Goalkeeper, Skill: Professional, Favourite team: Porto. Done saves your value over it, unless it already has that value.)",
                "change(failure: nil, isChange: true)", "loading(false)",
            ])
        #expect(await players.updatedPlayers == [expected])
        #expect(passedAfterConflict == current, "the details are to show her as she is now")
        #expect(sut.savedPlayer == expected)
    }

    @Test func aChoiceIsCheckedByItsRow() {
        let sut = makeSUT(.skill)
        sut.start(request: .init())

        sut.choose(request: .init(row: 0))

        #expect(presenter.responses.last == "change(failure: nil, isChange: true, checked: 0)")
    }
}

@MainActor
final class PlayerEditPresenterSpy: PlayerEditPresentationLogic {
    private(set) var responses: [String] = []

    func presentLoading(response: PlayerEdit.Loading.Response) { responses.append("loading(\(response.isLoading))") }
    func presentStart(response: PlayerEdit.Start.Response) {
        responses.append("start \(response.field.title): \(response.value)")
    }

    func presentChange(response: PlayerEdit.Change.Response) {
        let checked = response.isChoice ? ", checked: \(response.checked.map(String.init) ?? "nil")" : ""
        responses.append(
            "change(failure: \(response.failure.map { $0.description } ?? "nil"), isChange: \(response.isChange)\(checked))"
        )
    }

    func presentSave(response: PlayerEdit.Save.Response) {
        switch response {
        case .saved: responses.append("save(error: nil)")
        case .waiting: responses.append("save(waiting)")
        case .unconfirmed(let error): responses.append("save(unconfirmed: \(error))")
        case .deletedElsewhere(let deleted): responses.append("save(deleted elsewhere: \(deleted.player.name))")
        case .failed(let error): responses.append("save(error: \(error))")
        }
    }

    func presentAddAgain(response: PlayerEdit.AddAgain.Response) {
        switch response {
        case .added: responses.append("addAgain(added)")
        case .unconfirmed(let error): responses.append("addAgain(unconfirmed: \(error))")
        case .failed(let error): responses.append("addAgain(error: \(error))")
        }
    }
}

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
    func presentStart(response: PlayerEdit.Start.Response) { responses.append("start \(response.field.title): \(response.value)") }

    func presentChange(response: PlayerEdit.Change.Response) {
        let checked = response.isChoice ? ", checked: \(response.checked.map(String.init) ?? "nil")" : ""
        responses.append("change(failure: \(response.failure.map { $0.description } ?? "nil"), isChange: \(response.isChange)\(checked))")
    }

    func presentSave(response: PlayerEdit.Save.Response) { responses.append("save(error: \(response.error.map { "\($0)" } ?? "nil"))") }
}

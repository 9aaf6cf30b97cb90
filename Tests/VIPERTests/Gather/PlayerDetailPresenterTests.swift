import Domain
import TestSupport
import Testing
@testable import GatherVIPER

@MainActor
@Suite("VIPER · Player detail presenter")
struct PlayerDetailPresenterTests {
    let view = PlayerDetailViewSpy()
    let interactor = PlayerDetailInteractorSpy()
    let router = PlayerDetailRouterSpy()
    let caller = PlayerDetailCallerSpy()

    private func makeSUT() -> PlayerDetailPresenter {
        let sut = PlayerDetailPresenter(interactor: interactor, router: router, output: caller)
        sut.view = view
        interactor.output = sut
        return sut
    }

    @Test func everyFieldInItsSectionAndAChosenOneOpensItsEditor() {
        let sut = makeSUT()

        sut.viewDidLoad()
        sut.didChoose(section: 1, row: 1)
        sut.didChoose(section: 3, row: 0)

        #expect(view.title == "Ben Carter")
        #expect(view.sections.map(\.title) == ["PERSONAL", "PLAY", "LIKES"])
        #expect(view.sections.first?.rows == [.init(title: "Name", value: "Ben Carter"), .init(title: "Age", value: "-")])
        #expect(router.editedFields == [.skill])
    }

    @Test func anEditedPlayerGoesToTheInteractorAndTheChangeIsShownAndPassedBack() {
        let sut = makeSUT()
        sut.viewDidLoad()
        var renamed = PlayerFixtures.ben
        renamed.name = "Benjamin Carter"

        sut.playerEdited(renamed)
        sut.didChoose(section: 0, row: 0)

        #expect(interactor.updated == [renamed])
        #expect(view.title == "Benjamin Carter")
        #expect(caller.updated == [renamed])
        #expect(router.editedPlayers == [renamed], "an editor opens on the player as changed")
    }
}

@MainActor
final class PlayerDetailViewSpy: PlayerDetailViewProtocol {
    var title = ""
    private(set) var sections: [PlayerDetailSection] = []

    func setSections(_ sections: [PlayerDetailSection]) { self.sections = sections }
}

/// Ben, until told otherwise; says so when he changes.
@MainActor
final class PlayerDetailInteractorSpy: PlayerDetailInteractorProtocol {
    weak var output: (any PlayerDetailInteractorOutputProtocol)?
    private(set) var player = PlayerFixtures.ben
    private(set) var updated: [Player] = []

    func loadPlayer() {
        output?.playerLoaded(player)
    }

    func playerUpdated(_ player: Player) {
        updated.append(player)
        self.player = player
        output?.playerChanged(player)
    }
}

@MainActor
final class PlayerDetailRouterSpy: PlayerDetailRouterProtocol {
    private(set) var editedFields: [PlayerField] = []
    private(set) var editedPlayers: [Player] = []

    func showPlayerEdit(_ field: PlayerField, of player: Player, output: any PlayerEditModuleOutput) {
        editedFields.append(field)
        editedPlayers.append(player)
    }
}

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

    private func makeSUT() -> PlayerDetailPresenter {
        let sut = PlayerDetailPresenter(interactor: interactor, router: router)
        sut.view = view
        interactor.output = sut
        return sut
    }

    @Test func everyFieldInItsSectionAndAChosenOneAsksForItsEditor() {
        let sut = makeSUT()

        sut.viewDidLoad()
        sut.didChoose(section: 1, row: 1)
        sut.didChoose(section: 3, row: 0)

        #expect(view.title == "Ben Carter")
        #expect(view.sections.map(\.title) == ["PERSONAL", "PLAY", "LIKES"])
        #expect(
            view.sections.first?.rows == [.init(title: "Name", value: "Ben Carter"), .init(title: "Age", value: "-")])
        #expect(interactor.edited == [.skill])
    }

    @Test func aChangedPlayerIsShownAndAnOpenedEditorGoesToTheRouterUnopened() {
        let sut = makeSUT()
        sut.viewDidLoad()

        sut.playerChanged(PlayerDetailFields(name: "Benjamin Carter", values: [.name: "Benjamin Carter", .age: "41"]))
        sut.editorOpened(PlayerEditInput(field: .age, player: PlayerFixtures.ben, output: nil))

        #expect(view.title == "Benjamin Carter")
        #expect(
            view.sections.first?.rows == [
                .init(title: "Name", value: "Benjamin Carter"), .init(title: "Age", value: "41"),
            ])
        #expect(router.editedFields == [.age])
    }
}

@MainActor
final class PlayerDetailViewSpy: PlayerDetailViewProtocol {
    var title = ""
    private(set) var sections: [PlayerDetailSection] = []

    func setSections(_ sections: [PlayerDetailSection]) { self.sections = sections }
}

/// Ben's fields; records the fields asked to be edited.
@MainActor
final class PlayerDetailInteractorSpy: PlayerDetailInteractorProtocol {
    weak var output: (any PlayerDetailInteractorOutputProtocol)?
    private(set) var edited: [PlayerField] = []

    func loadPlayer() {
        output?.playerLoaded(PlayerDetailFields(name: "Ben Carter", values: [.name: "Ben Carter"]))
    }

    func edit(_ field: PlayerField) {
        edited.append(field)
    }
}

@MainActor
final class PlayerDetailRouterSpy: PlayerDetailRouterProtocol {
    private(set) var editedFields: [PlayerField] = []

    func showPlayerEdit(_ input: PlayerEditInput) {
        editedFields.append(input.field)
    }
}

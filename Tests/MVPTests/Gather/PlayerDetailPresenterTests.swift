import Domain
import TestSupport
import Testing

@testable import GatherMVP

@MainActor
@Suite("MVP · Player detail presenter")
struct PlayerDetailPresenterTests {
    @Test func theDetailsListEveryFieldAndAChosenOneOpensItsEditor() throws {
        let sut = PlayerDetailPresenter(
            player: PlayerFixtures.ben, onPlayerUpdated: { _ in }, onPlayerDeletedElsewhere: {})
        let view = PlayerDetailViewSpy()
        sut.view = view

        sut.viewDidLoad()
        sut.didChoose(section: 1, row: 1)
        sut.didChoose(section: 3, row: 0)

        #expect(view.title == "Ben Carter")
        let sections = try #require(view.sections)
        #expect(sections.map(\.title) == ["PERSONAL", "PLAY", "LIKES"])
        #expect(sections[0].rows == [.init(title: "Name", value: "Ben Carter"), .init(title: "Age", value: "-")])
        #expect(
            sections[1].rows == [
                .init(title: "Preferred position", value: "Defender"), .init(title: "Skill", value: "Amateur"),
            ])
        #expect(view.editedFields == [.skill], "a row that is not there opens nothing")
    }

    @Test func anEditedPlayerIsShownAndPassedBack() {
        var passedBack: [Player] = []
        let sut = PlayerDetailPresenter(
            player: PlayerFixtures.ben, onPlayerUpdated: { passedBack.append($0) }, onPlayerDeletedElsewhere: {})
        let view = PlayerDetailViewSpy()
        sut.view = view
        var renamed = PlayerFixtures.ben
        renamed.name = "Benjamin Carter"

        sut.playerUpdated(renamed)

        #expect(view.title == "Benjamin Carter")
        #expect(view.sections?.first?.rows.first?.value == "Benjamin Carter")
        #expect(passedBack == [renamed])
    }
}

/// Keeps what the presenter last showed, and the editors it opened.
@MainActor
private final class PlayerDetailViewSpy: PlayerDetailViewProtocol {
    var title = ""
    private(set) var sections: [PlayerDetailPresenter.Section]?
    private(set) var editedFields: [PlayerField] = []

    func setSections(_ sections: [PlayerDetailPresenter.Section]) {
        self.sections = sections
    }

    func showPlayerEdit(_ field: PlayerField, of player: Player) {
        editedFields.append(field)
    }
}

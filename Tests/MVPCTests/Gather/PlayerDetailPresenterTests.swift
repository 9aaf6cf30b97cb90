import Domain
import TestSupport
import Testing

@testable import GatherMVPC

@MainActor
@Suite("MVP-C · Player detail presenter")
struct PlayerDetailPresenterTests {
    let output = GatherOutputSpy()

    @Test func theDetailsListEveryFieldAndAChosenOneIsToldToTheCoordinator() throws {
        let sut = PlayerDetailPresenter(player: PlayerFixtures.ben, output: output)
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
        #expect(
            output.events == [.fieldChosen(.skill, of: PlayerFixtures.ben)], "a row that is not there opens nothing")
    }

    @Test func anEditedPlayerIsShownAndItsFieldsOpenAsTheyAreNow() {
        let sut = PlayerDetailPresenter(player: PlayerFixtures.ben, output: output)
        let view = PlayerDetailViewSpy()
        sut.view = view
        var renamed = PlayerFixtures.ben
        renamed.name = "Benjamin Carter"

        sut.playerUpdated(renamed)

        #expect(view.title == "Benjamin Carter")
        #expect(view.sections?.first?.rows.first?.value == "Benjamin Carter")
        sut.didChoose(section: 0, row: 1)
        #expect(output.events == [.fieldChosen(.age, of: renamed)])
    }
}

/// Keeps what the presenter last showed.
@MainActor
private final class PlayerDetailViewSpy: PlayerDetailViewProtocol {
    var title = ""
    private(set) var sections: [PlayerDetailPresenter.Section]?

    func setSections(_ sections: [PlayerDetailPresenter.Section]) {
        self.sections = sections
    }
}

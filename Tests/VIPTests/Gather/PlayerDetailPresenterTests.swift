import Domain
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Player detail presenter")
struct PlayerDetailPresenterTests {
    @Test func theNameIsTheTitleAndEachFieldARowWithADashForNone() {
        let display = PlayerDetailDisplaySpy()
        let sut = PlayerDetailPresenter()
        sut.viewController = display

        sut.presentShow(
            response: .init(
                player: PlayerFixtures.ben,
                groups: [
                    .init(section: .personal, fields: [.name, .age]), .init(section: .play, fields: [.skill]),
                    .init(section: .likes, fields: []),
                ]))

        #expect(display.shown?.title == "Ben Carter")
        #expect(display.shown?.sections.map(\.title) == ["PERSONAL", "PLAY", "LIKES"])
        #expect(
            display.shown?.sections.first?.rows == [
                .init(title: "Name", value: "Ben Carter"), .init(title: "Age", value: "-"),
            ])
    }
}

@MainActor
final class PlayerDetailDisplaySpy: PlayerDetailDisplayLogic {
    private(set) var shown: PlayerDetail.Show.ViewModel?

    func displayShow(viewModel: PlayerDetail.Show.ViewModel) { shown = viewModel }
    func displayEdit(viewModel: PlayerDetail.Edit.ViewModel) {}
}

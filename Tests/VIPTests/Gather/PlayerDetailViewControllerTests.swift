import TerminalUI
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Player detail view controller")
struct PlayerDetailViewControllerTests {
    @Test func itShowsOnEveryAppearanceAndEnterAsksToEditTheHighlightedField() async {
        let interactor = PlayerDetailInteractorSpy()
        let sut = PlayerDetailViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)
        sut.displayShow(
            viewModel: .init(
                title: "Ben Carter",
                sections: [
                    .init(
                        title: "PERSONAL",
                        rows: [.init(title: "Name", value: "Ben Carter"), .init(title: "Age", value: "-")])
                ]))
        await driver.settle()

        await driver.press(.down, .enter)

        #expect(interactor.requests == [.show, .edit(section: 0, row: 1)])
        #expect(driver.shows("Ben Carter"))
    }
}

@MainActor
final class PlayerDetailInteractorSpy: PlayerDetailBusinessLogic {
    enum Call: Equatable {
        case show
        case edit(section: Int, row: Int)
    }

    private(set) var requests: [Call] = []

    func show(request: PlayerDetail.Show.Request) { requests.append(.show) }
    func edit(request: PlayerDetail.Edit.Request) {
        requests.append(.edit(section: request.section, row: request.row))
    }
}

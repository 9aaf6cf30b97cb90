import TerminalUI
import TestSupport
import Testing
@testable import GatherVIP

@MainActor
@Suite("VIP · Player edit view controller")
struct PlayerEditViewControllerTests {
    @Test func aChoiceIsARowAndDIsSave() async {
        let interactor = PlayerEditInteractorSpy()
        let sut = PlayerEditViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)
        sut.displayStart(viewModel: .init(title: "Skill", text: "Professional", choices: ["Beginner", "Amateur", "Professional"], checked: 2))
        sut.displayChange(viewModel: .init(validationMessage: nil, isDoneEnabled: true, doneUnavailableReason: "Choose another value first.", isChoice: true, checked: 2, unsavedWork: nil))
        await driver.settle()

        await driver.press(.up, .enter, .character("d"))

        #expect(interactor.requests == ["start", "choose(row: 1)", "save"])
    }
}

@MainActor
final class PlayerEditInteractorSpy: PlayerEditBusinessLogic {
    private(set) var requests: [String] = []

    func start(request: PlayerEdit.Start.Request) { requests.append("start") }
    func change(request: PlayerEdit.Change.Request) { requests.append("change(\(request.value))") }
    func choose(request: PlayerEdit.Choose.Request) { requests.append("choose(row: \(request.row))") }
    func save(request: PlayerEdit.Save.Request) async { requests.append("save") }
}

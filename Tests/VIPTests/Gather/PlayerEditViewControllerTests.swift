import Presentation
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
        sut.displayStart(
            viewModel: .init(
                title: "Skill", text: "Professional", choices: ["Beginner", "Amateur", "Professional"], checked: 2))
        sut.displayChange(
            viewModel: .init(
                validationMessage: nil, isDoneEnabled: true, doneUnavailableReason: "Choose another value first.",
                isChoice: true, checked: 2, unsavedWork: nil))
        await driver.settle()

        await driver.press(.up, .enter, .character("d"))

        #expect(interactor.requests == [.start, .choose(row: 1), .save])
    }

    @Test func aSavedPlayerGoesBackAndAFailedSaveStays() async {
        let router = PlayerEditRouterSpy()
        let sut = PlayerEditViewController()
        sut.interactor = PlayerEditInteractorSpy()
        sut.router = router
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)

        sut.displaySave(
            viewModel: .init(
                status: "The server failed", alert: .error("Unable to update player. Please try again."), isSaved: false
            ))
        let routesAfterFailure = router.routes
        sut.displaySave(viewModel: .init(status: nil, alert: nil, isSaved: true))

        #expect(routesAfterFailure == 0, "a failed save stays, with its alert")
        #expect(router.routes == 1)
    }

    @Test func aPlayerChangedElsewhereIsPassedToTheDetailsAndTheEditStays() async {
        let router = PlayerEditRouterSpy()
        let sut = PlayerEditViewController()
        sut.interactor = PlayerEditInteractorSpy()
        sut.router = router
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)

        sut.displaySave(
            viewModel: .init(
                status: nil, alert: AlertContent(title: "Changed elsewhere", message: "Now: Age: 31."), isSaved: false,
                isChangedElsewhere: true))

        #expect(router.passes == 1, "the details show the player as it is now")
        #expect(router.routes == 0, "the edit stays, with its alert")
    }

    /// "Deleted elsewhere": Esc is Drop change, back to the list; a player added again goes there too.
    @Test func aPlayerDeletedElsewhereGoesBackToTheListEitherWay() async {
        let router = PlayerEditRouterSpy()
        let sut = PlayerEditViewController()
        sut.interactor = PlayerEditInteractorSpy()
        sut.router = router
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)
        let alert = AlertContent(
            title: "Deleted elsewhere", message: "Gone.",
            buttons: [
                .init("Add again", identifier: PlayerEdit.AddAgain.addAgainButton),
                .init("Drop change", role: .cancel, identifier: PlayerEdit.AddAgain.dropChangeButton),
            ])

        sut.displaySave(viewModel: .init(status: nil, alert: alert, isSaved: false))
        await driver.press(.escape)
        let routesAfterDropping = router.routesToList
        sut.displayAddAgain(viewModel: .init(status: nil, alert: nil, isAdded: true))

        #expect(routesAfterDropping == 1)
        #expect(router.routesToList == 2)
        #expect(router.routes == 0, "never back to the details of a player that is gone")
    }

    @Test func aTextFieldShowsTheValueAloneAndEnterIsDone() async {
        let sut = PlayerEditViewController()
        sut.interactor = PlayerEditInteractorSpy()
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)

        sut.displayStart(viewModel: .init(title: "Age", text: "24", choices: nil, checked: nil))
        sut.displayChange(
            viewModel: .init(
                validationMessage: nil, isDoneEnabled: false, doneUnavailableReason: "Change the value first.",
                isChoice: false, checked: nil, unsavedWork: nil))
        await driver.settle()

        #expect(sut.valueField.text == "24", "the field opens on the player's value")
        #expect(sut.choiceList.isHidden, "no empty list between the field and Done")
        #expect(sut.keyBindings.map(\.title) == ["Done"], "Enter is Done, and says why while it is dimmed")
    }

    /// The loading indicator is the interactor's to show, while the player is saved.
    @Test func saveShowsNoLoadingOfItsOwn() async {
        let interactor = PlayerEditInteractorSpy()
        let sut = PlayerEditViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)
        sut.displayStart(viewModel: .init(title: "Age", text: "25", choices: nil, checked: nil))
        sut.displayChange(
            viewModel: .init(
                validationMessage: nil, isDoneEnabled: true, doneUnavailableReason: "Change the value first.",
                isChoice: false, checked: nil, unsavedWork: "The value you changed will be lost."))
        await driver.settle()

        let loading = await driver.pressUntilLoading(.enter)

        #expect(!loading, "the request is the app's work, started without a spinner of its own")
        #expect(interactor.requests.last == .save)
    }

    @Test func theCheckmarkFollowsTheChoice() async {
        let sut = PlayerEditViewController()
        sut.interactor = PlayerEditInteractorSpy()
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)
        sut.displayStart(
            viewModel: .init(
                title: "Skill", text: "Professional", choices: ["Beginner", "Amateur", "Professional"], checked: 2))

        sut.displayChange(
            viewModel: .init(
                validationMessage: nil, isDoneEnabled: true, doneUnavailableReason: "Choose another value first.",
                isChoice: true, checked: 0, unsavedWork: "The value you changed will be lost."))

        #expect(
            sut.choiceList.sections.first?.items.map(\.accessory) == [
                .checkmark(true), .checkmark(false), .checkmark(false),
            ])
    }
}

@MainActor
final class PlayerEditInteractorSpy: PlayerEditBusinessLogic {
    enum Call: Equatable {
        case start
        case change(value: String)
        case choose(row: Int)
        case save
        case addAgain
    }

    private(set) var requests: [Call] = []

    func start(request: PlayerEdit.Start.Request) { requests.append(.start) }
    func change(request: PlayerEdit.Change.Request) { requests.append(.change(value: request.value)) }
    func choose(request: PlayerEdit.Choose.Request) { requests.append(.choose(row: request.row)) }
    func save(request: PlayerEdit.Save.Request) async { requests.append(.save) }
    func addAgain(request: PlayerEdit.AddAgain.Request) async { requests.append(.addAgain) }
}

@MainActor
final class PlayerEditRouterSpy: PlayerEditRoutingLogic, PlayerEditDataPassing {
    private(set) var routes = 0
    private(set) var passes = 0
    private(set) var routesToList = 0
    var dataStore: (any PlayerEditDataStore)?

    func routeToPlayerDetail() { routes += 1 }
    func passPlayerToPlayerDetail() { passes += 1 }
    func routeToPlayerList() { routesToList += 1 }
}

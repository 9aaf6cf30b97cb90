import TerminalUI
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Player add view controller")
struct PlayerAddViewControllerTests {
    let interactor = PlayerAddInteractorSpy()
    let router = PlayerAddRouterSpy()

    private func makeSUT() async -> (PlayerAddViewController, ScriptDriver) {
        let sut = PlayerAddViewController()
        sut.interactor = interactor
        sut.router = router
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)
        return (sut, driver)
    }

    @Test func typingSendsTheNameAndEnterSendsCreate() async {
        let (sut, driver) = await makeSUT()

        await driver.type("Zoë")
        sut.displayNameChange(
            viewModel: .init(isDoneEnabled: true, doneUnavailableReason: "Type a name.", unsavedWork: nil))
        await driver.press(.enter)

        #expect(
            interactor.requests == [
                .changeName(text: ""), .changeName(text: "Z"), .changeName(text: "Zo"), .changeName(text: "Zoë"),
                .create,
            ],
            "the empty name first: the first state comes through the cycle")
    }

    /// Done dimmed: Enter in the field says why, and sends nothing.
    @Test func enterWhileDoneIsDimmedSaysWhy() async {
        let (sut, driver) = await makeSUT()
        sut.displayNameChange(
            viewModel: .init(isDoneEnabled: false, doneUnavailableReason: "Type a name.", unsavedWork: nil))

        await driver.press(.enter)

        #expect(interactor.requests == [.changeName(text: "")])
        #expect(sut.statusLine == "Type a name.", "the presenter's words, shown as they come")
    }

    @Test func aViewModelIsShownAsItSays() async {
        let (sut, driver) = await makeSUT()

        sut.displayNameChange(
            viewModel: .init(isDoneEnabled: true, doneUnavailableReason: "Type a name.", unsavedWork: nil))
        #expect(sut.doneButton.isEnabled)
        sut.displayCreate(
            viewModel: .init(
                status: "The server failed", alert: .error("Unable to create player. Please try again."),
                isCreated: false))
        await driver.settle()
        #expect(driver.shows("Unable to create player. Please try again."))
        #expect(router.routes.isEmpty)

        sut.displayCreate(viewModel: .init(status: nil, alert: nil, isCreated: true))
        #expect(router.routes == [.routeToPlayerList])
    }

    /// The loading indicator is the interactor's to show, while the player is created.
    @Test func createShowsNoLoadingOfItsOwn() async {
        let (sut, driver) = await makeSUT()
        sut.displayNameChange(
            viewModel: .init(
                isDoneEnabled: true, doneUnavailableReason: "Type a name.",
                unsavedWork: "The name you typed will be lost."))

        let loading = await driver.pressUntilLoading(.enter)

        #expect(!loading, "the request is the app's work, started without a spinner of its own")
        #expect(interactor.requests.last == .create)
    }
}

@MainActor
final class PlayerAddInteractorSpy: PlayerAddBusinessLogic {
    enum Call: Equatable {
        case changeName(text: String)
        case create
    }

    private(set) var requests: [Call] = []

    func changeName(request: PlayerAdd.NameChange.Request) { requests.append(.changeName(text: request.text)) }
    func create(request: PlayerAdd.Create.Request) async { requests.append(.create) }
}

@MainActor
final class PlayerAddRouterSpy: PlayerAddRoutingLogic {
    enum Step: Equatable {
        case routeToPlayerList
    }

    private(set) var routes: [Step] = []

    func routeToPlayerList() { routes.append(.routeToPlayerList) }
}

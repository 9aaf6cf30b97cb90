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
            interactor.requests == ["changeName()", "changeName(Z)", "changeName(Zo)", "changeName(Zoë)", "create"],
            "the empty name first: the first state comes through the cycle")
    }

    /// Done dimmed: Enter in the field says why, and sends nothing.
    @Test func enterWhileDoneIsDimmedSaysWhy() async {
        let (sut, driver) = await makeSUT()
        sut.displayNameChange(
            viewModel: .init(isDoneEnabled: false, doneUnavailableReason: "Type a name.", unsavedWork: nil))

        await driver.press(.enter)

        #expect(interactor.requests == ["changeName()"])
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
        #expect(router.routes == ["playerList"])
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
        #expect(interactor.requests.last == "create")
    }
}

@MainActor
final class PlayerAddInteractorSpy: PlayerAddBusinessLogic {
    private(set) var requests: [String] = []

    func changeName(request: PlayerAdd.NameChange.Request) { requests.append("changeName(\(request.text))") }
    func create(request: PlayerAdd.Create.Request) async { requests.append("create") }
}

@MainActor
final class PlayerAddRouterSpy: PlayerAddRoutingLogic {
    private(set) var routes: [String] = []

    func routeToPlayerList() { routes.append("playerList") }
}

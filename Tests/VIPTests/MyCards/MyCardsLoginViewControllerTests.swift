import TerminalUI
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
/// My Cards' login: Football Gather's screen, leading to the cards instead of the players.
@Suite("VIP · My Cards login view controller")
struct MyCardsLoginViewControllerTests {
    @Test func theFormIsSentAsOneRequest() async {
        let interactor = MyCardsLoginInteractorSpy()
        let sut = LoginViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)

        await driver.type("demo")
        await driver.press(.tab)
        await driver.type("pw")
        await driver.press(.tab, .character(" "))
        await driver.press(.control("r"))

        #expect(interactor.requests == ["loadPreferences", "register demo/pw remember: false"])
        #expect(interactor.lastEdit == "demo/pw", "what is typed is sent as it changes")
    }

    /// The loading indicator is the interactor's to show: the form starts its requests without one.
    @Test func theFormShowsNoLoadingOfItsOwn() async {
        let interactor = MyCardsLoginInteractorSpy()
        let sut = LoginViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))

        driver.startWithoutWaiting(sut)
        let loadingOnAppearing = driver.app.isLoading
        await driver.settle()
        let loadingOnRegister = await driver.pressUntilLoading(.control("r"))

        #expect(!loadingOnAppearing, "while the remembered username is read")
        #expect(!loadingOnRegister, "an empty form gets the interactor's alert, with no spinner before it")
        #expect(interactor.requests == ["loadPreferences", "register / remember: true"])
    }

    @Test func thePasswordIsNeverShownAsTyped() async {
        let sut = LoginViewController()
        sut.interactor = MyCardsLoginInteractorSpy()
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)

        await driver.press(.tab)
        await driver.type("hunter2")

        #expect(!driver.shows("hunter2"))
        #expect(driver.shows("•••••••"))
    }
}

@MainActor
final class MyCardsLoginInteractorSpy: LoginBusinessLogic {
    private(set) var requests: [String] = []
    private(set) var lastEdit: String?

    func loadPreferences(request: Login.Preferences.Request) async { requests.append("loadPreferences") }
    func edit(request: Login.Edit.Request) { lastEdit = "\(request.username)/\(request.password)" }

    func submit(request: Login.Submit.Request) async {
        requests.append(
            "\(request.kind == .login ? "login" : "register") \(request.username)/\(request.password) remember: \(request.rememberMe)"
        )
    }
}

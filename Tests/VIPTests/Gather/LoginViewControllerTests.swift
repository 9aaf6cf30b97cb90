import TerminalUI
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Login view controller")
struct LoginViewControllerTests {
    @Test func theFormIsSentAsOneRequest() async {
        let interactor = LoginInteractorSpy()
        let sut = LoginViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)

        await driver.type("demo")
        await driver.press(.tab)
        await driver.type("pw")
        await driver.press(.tab, .character(" "))
        await driver.press(.control("r"))

        #expect(
            interactor.requests == [
                .loadPreferences, .submit(kind: .register, username: "demo", password: "pw", rememberMe: false),
            ])
        #expect(interactor.lastEdit == .edit(username: "demo", password: "pw"), "what is typed is sent as it changes")
    }

    /// The loading indicator is the interactor's to show: the form starts its requests without one.
    @Test func theFormShowsNoLoadingOfItsOwn() async {
        let interactor = LoginInteractorSpy()
        let sut = LoginViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))

        driver.startWithoutWaiting(sut)
        let loadingOnAppearing = driver.app.isLoading
        await driver.settle()
        let loadingOnRegister = await driver.pressUntilLoading(.control("r"))

        #expect(!loadingOnAppearing, "while the remembered username is read")
        #expect(!loadingOnRegister, "an empty form gets the interactor's alert, with no spinner before it")
        #expect(
            interactor.requests == [
                .loadPreferences, .submit(kind: .register, username: "", password: "", rememberMe: true),
            ])
    }

    @Test func thePasswordIsNeverShownAsTyped() async {
        let sut = LoginViewController()
        sut.interactor = LoginInteractorSpy()
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(sut)

        await driver.press(.tab)
        await driver.type("hunter2")

        #expect(!driver.shows("hunter2"))
        #expect(driver.shows("•••••••"))
    }
}

@MainActor
final class LoginInteractorSpy: LoginBusinessLogic {
    enum Call: Equatable {
        case loadPreferences
        case edit(username: String, password: String)
        case submit(kind: Login.Submit.Kind, username: String, password: String, rememberMe: Bool)
    }

    private(set) var requests: [Call] = []
    private(set) var lastEdit: Call?

    func loadPreferences(request: Login.Preferences.Request) async { requests.append(.loadPreferences) }
    func edit(request: Login.Edit.Request) { lastEdit = .edit(username: request.username, password: request.password) }

    func submit(request: Login.Submit.Request) async {
        requests.append(
            .submit(
                kind: request.kind, username: request.username, password: request.password,
                rememberMe: request.rememberMe))
    }
}

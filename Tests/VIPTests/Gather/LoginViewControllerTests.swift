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

        #expect(interactor.requests == ["loadPreferences", "register demo/pw remember: false"])
        #expect(interactor.lastEdit == "demo/pw", "what is typed is sent as it changes")
    }
}

@MainActor
final class LoginInteractorSpy: LoginBusinessLogic {
    private(set) var requests: [String] = []
    private(set) var lastEdit: String?

    func loadPreferences(request: Login.Preferences.Request) async { requests.append("loadPreferences") }
    func edit(request: Login.Edit.Request) { lastEdit = "\(request.username)/\(request.password)" }

    func submit(request: Login.Submit.Request) async {
        requests.append("\(request.kind == .login ? "login" : "register") \(request.username)/\(request.password) remember: \(request.rememberMe)")
    }
}

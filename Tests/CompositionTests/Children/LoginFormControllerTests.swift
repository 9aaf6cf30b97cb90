import CompositionChildren
import TerminalUI
import Testing

/// The login form child alone: it reports what is typed and pressed, and shows what it is told;
/// logging in is its container's.
@MainActor
@Suite("MVC-Composition · Login form child")
struct LoginFormControllerTests {
    enum Output: Equatable {
        case credentialsChanged
        case login
        case register
    }

    let driver = makeDriver()
    let outputs = Outputs<Output>()

    private func makeSUT(usernameMaximumLength: Int = 40, showsDemoHint: Bool = true) async -> LoginFormController {
        let sut = LoginFormController(usernameMaximumLength: usernameMaximumLength, showsDemoHint: showsDemoHint)
        sut.onCredentialsChange = { [outputs] in outputs.record(.credentialsChanged) }
        sut.onLogin = { [outputs] in outputs.record(.login) }
        sut.onRegister = { [outputs] in outputs.record(.register) }
        await driver.start(ChildHost(showing: sut))
        return sut
    }

    @Test func theFormShowsItsFieldsRememberMeOnItsButtonsAndTheDemoHint() async {
        let sut = await makeSUT()

        #expect(driver.shows("Username") && driver.shows("Enter your username"))
        #expect(driver.shows("Password") && driver.shows("Enter your password"))
        #expect(driver.shows("[x] Remember me") && sut.rememberMe)
        #expect(driver.shows("[ Login ]") && driver.shows("[ Register ]"))
        #expect(driver.shows("Try demo / demo"))
        #expect(outputs.recorded.isEmpty)
    }

    @Test func withoutTheDemoAccountThereIsNoHint() async {
        _ = await makeSUT(showsDemoHint: false)

        #expect(!driver.shows("Try demo / demo"))
    }

    @Test func eachKeyTypedIsAChangeOfTheCredentialsAndEnterGoesFromTheUsernameToThePassword() async {
        let sut = await makeSUT()

        await driver.type("demo")
        await driver.press(.enter)
        let afterEnterInTheUsername = outputs.recorded
        await driver.type("pw")

        #expect(afterEnterInTheUsername == Array(repeating: .credentialsChanged, count: 4), "Enter there is no login")
        #expect(sut.username == "demo" && sut.password == "pw")
        #expect(outputs.recorded == Array(repeating: .credentialsChanged, count: 6))
    }

    @Test func enterInThePasswordIsLogin() async {
        _ = await makeSUT()
        await driver.press(.tab)
        await driver.type("x")

        await driver.press(.enter)

        #expect(outputs.recorded == [.credentialsChanged, .login])
    }

    @Test func thePasswordIsShownAsDots() async {
        _ = await makeSUT()

        await driver.press(.tab)
        await driver.type("secret")

        #expect(driver.shows("••••••") && !driver.shows("secret"))
    }

    @Test func theButtonsReportLoginAndRegister() async {
        _ = await makeSUT()

        // Username, password, Remember me, then the buttons.
        await driver.press(.tab, .tab, .tab, .enter, .tab, .enter)

        #expect(outputs.recorded == [.login, .register])
    }

    @Test func spaceOnRememberMeUnticksIt() async {
        let sut = await makeSUT()

        await driver.press(.tab, .tab, .character(" "))

        #expect(!sut.rememberMe)
        #expect(driver.shows("[ ] Remember me"))
        #expect(outputs.recorded.isEmpty, "no credential changed")
    }

    @Test func whatItIsToldIsShownAndNotReported() async {
        let sut = await makeSUT()

        sut.username = "demo"
        sut.password = "pw"
        sut.rememberMe = false
        await driver.settle()

        #expect(driver.shows("Username  demo"))
        #expect(driver.shows("Password  ••"))
        #expect(driver.shows("[ ] Remember me"))
        #expect(outputs.recorded.isEmpty)
    }

    @Test func focusPasswordAndFocusUsernameMoveWhereTypingGoes() async {
        let sut = await makeSUT()

        sut.focusPassword()
        await driver.type("a")
        sut.focusUsername()
        await driver.type("b")

        #expect(sut.password == "a" && sut.username == "b")
    }

    @Test func theUsernameStopsAtItsMaximumLength() async {
        let sut = await makeSUT(usernameMaximumLength: 4)

        await driver.type("demos")

        #expect(sut.username == "demo")
        #expect(driver.shows("At most 4 characters."))
    }
}

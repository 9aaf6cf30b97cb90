import Domain
import TerminalUI
import TestSupport
import Testing

@testable import MyCardsComposition

@MainActor
/// My Cards' login: Football Gather's screen, leading to the cards instead of the players.
@Suite("MVC-Composition · My Cards login container")
struct MyCardsLoginControllerTests {
    let driver = makeCardsDriver()
    let auth = AuthServiceSpy()

    private func makeSUT(settings: SettingsStoreSpy = SettingsStoreSpy()) async -> LoginController {
        let store = CardStoreSpy([CardFixtures.coffee])
        let sut = LoginController(
            auth: auth, settings: settings, offersDemoAccount: true,
            cards: store, sync: CardSync(store: store, remote: CardSyncServiceSpy()),
            camera: await CardFixtures.testCamera(), photosDirectory: "/"
        )
        await driver.start(sut)
        return sut
    }

    /// The cards took the whole stack's place: q there quits.
    private var showsTheCardsAlone: Bool {
        driver.app.navigation.screens.count == 1 && driver.app.navigation.top is CardListController
    }

    @Test func bothFieldsAreMandatory() async {
        _ = await makeSUT()

        await driver.type("demo")
        await driver.press(.tab, .enter)

        #expect(driver.shows("Both fields are mandatory."))
        #expect(await auth.logins.isEmpty)
    }

    @Test func blanksAloneAreNoUsername() async {
        _ = await makeSUT()

        await driver.type("   ")
        await driver.press(.tab)
        await driver.type("demo")
        await driver.press(.enter)

        #expect(driver.shows("Both fields are mandatory."))
        #expect(await auth.logins.isEmpty)
    }

    @Test func wrongCredentialsShowTheReasonAndStayHere() async {
        let sut = await makeSUT()

        await driver.type("demo")
        await driver.press(.tab)
        await driver.type("nope")
        await driver.press(.enter)

        #expect(driver.shows("Invalid username or password."))
        #expect(sut.navigation?.top === sut)
    }

    @Test func aLoginRemembersTheUsernameAndShowsTheCardsInItsPlace() async {
        let settings = SettingsStoreSpy()
        let sut = await makeSUT(settings: settings)

        await driver.type("demo")
        await driver.press(.tab)
        await driver.type("demo")
        await driver.press(.enter)

        #expect(await auth.logins == [.init(username: "demo", password: "demo")])
        #expect(await settings.saved == [LoginPreferences(rememberMe: true, username: "demo")])
        #expect(showsTheCardsAlone)
        #expect(sut.form.password.isEmpty, "the password is not kept")
    }

    @Test func withRememberMeOffTheUsernameIsForgotten() async {
        let settings = SettingsStoreSpy(LoginPreferences(rememberMe: true, username: "demo"))
        let sut = await makeSUT(settings: settings)
        #expect(sut.form.username == "demo", "pre-filled from the last time")
        #expect(driver.shows("Username  demo"))

        await driver.type("demo")
        await driver.press(.tab, .character(" "))
        await driver.press(.backTab, .enter)

        #expect(await settings.preferences == LoginPreferences(rememberMe: false, username: nil))
        #expect(
            await auth.logins == [.init(username: "demo", password: "demo", rememberMe: false)],
            "no session is kept either")
    }

    @Test func registeringCreatesTheUserAndLogsIn() async {
        let sut = await makeSUT()

        await driver.type("newcomer")
        await driver.press(.tab)
        await driver.type("secret")
        await driver.press(.control("r"))

        #expect(await auth.registrations == [.init(username: "newcomer", password: "secret")])
        #expect(await auth.logins == [.init(username: "newcomer", password: "secret")])
        #expect(showsTheCardsAlone)
        _ = sut
    }

    @Test func aNewPasswordNeedsThreeCharactersAndNothingIsSentMeanwhile() async {
        let sut = await makeSUT()

        await driver.type("newcomer")
        await driver.press(.tab)
        await driver.type("ab")
        await driver.press(.control("r"))

        #expect(driver.shows("The password needs at least 3 characters."))
        #expect(await auth.registrations.isEmpty)
        #expect(sut.navigation?.top === sut)
    }

    /// Back from a logout the form shows only what is remembered: nothing typed is there to lose.
    @Test func escAfterALogoutQuitsWithoutAsking() async {
        _ = await makeSUT()
        await driver.type("demo")
        await driver.press(.tab)
        await driver.type("demo")
        await driver.press(.enter)
        await driver.press(.character("o"))
        #expect(driver.app.navigation.top is LoginController, "logged out")
        #expect(await auth.logoutCount == 1)

        await driver.press(.escape)

        #expect(!driver.shows("Discard changes?"))
        #expect(!driver.app.isRunning, "Esc on Login quits at once")
    }

    @Test func goingBackWithAUsernameTypedAsksFirst() async {
        _ = await makeSUT()
        await driver.type("zoe")

        await driver.press(.escape)

        #expect(driver.shows("Discard changes?"))
        #expect(driver.shows("What you typed will be lost."))
        #expect(driver.app.isRunning)
    }

    @Test func thePasswordIsShownAsDots() async {
        _ = await makeSUT()

        await driver.press(.tab)
        await driver.type("secret")

        #expect(driver.shows("••••••"))
        #expect(!driver.shows("secret"))
    }

    /// What could not be read is left as it is: a fresh form, "Remember me" on.
    @Test func whenTheSavedUsernameCannotBeReadRememberMeStaysOn() async {
        let settings = SettingsStoreSpy()
        await settings.fail(with: ServiceFailure("locked"))

        let sut = await makeSUT(settings: settings)

        #expect(driver.shows("Could not read the saved username: locked"))
        #expect(sut.form.rememberMe)
        #expect(driver.shows("[x] Remember me"))
    }
}

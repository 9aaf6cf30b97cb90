import Domain
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Login interactor")
struct LoginInteractorTests {
    let auth = AuthServiceSpy()
    let presenter = LoginPresenterSpy()

    private func makeSUT(_ settings: SettingsStoreSpy = SettingsStoreSpy()) -> LoginInteractor {
        let sut = LoginInteractor(auth: auth, settings: settings, offersDemoAccount: true)
        sut.presenter = presenter
        return sut
    }

    @Test func theRememberedPreferencesArePresentedWithLoadingAroundThem() async {
        let sut = makeSUT(SettingsStoreSpy(LoginPreferences(rememberMe: true, username: "demo")))

        await sut.loadPreferences(request: .init())

        #expect(
            presenter.responses == [
                "loading(true)", "preferences demo, remember: true, demo account: true", "edit: nothing typed",
                "loading(false)",
            ])
    }

    /// Esc quits from Login: it asks first once a password or another username was typed.
    @Test func whatIsTypedOverTheRememberedUsernameIsWorkToKeep() async {
        let sut = makeSUT(SettingsStoreSpy(LoginPreferences(rememberMe: true, username: "demo")))
        await sut.loadPreferences(request: .init())

        sut.edit(request: .init(username: "demo", password: "x"))
        sut.edit(request: .init(username: "demo", password: ""))
        sut.edit(request: .init(username: "dem", password: ""))

        #expect(
            presenter.responses.filter { $0.hasPrefix("edit") } == [
                "edit: nothing typed", "edit: typed", "edit: nothing typed", "edit: typed",
            ])
    }

    @Test func bothFieldsAreNeededAndNothingIsSentMeanwhile() async {
        let sut = makeSUT()

        await sut.submit(request: .init(kind: .login, username: "  ", password: "demo", rememberMe: true))

        #expect(presenter.responses == ["missingFields"])
        #expect(await auth.logins.isEmpty)
    }

    @Test func aLoginTrimsTheUsernameAndRemembersItWhenAsked() async {
        let settings = SettingsStoreSpy()
        let sut = makeSUT(settings)

        await sut.submit(request: .init(kind: .login, username: " demo ", password: "demo", rememberMe: true))

        #expect(await auth.logins == [.init(username: "demo", password: "demo")])
        #expect(await settings.saved == [LoginPreferences(rememberMe: true, username: "demo")])
        #expect(presenter.responses.suffix(2) == ["loggedIn", "loading(false)"])
    }

    @Test func aNewPasswordFollowsTheDomainsRule() async {
        let sut = makeSUT()

        await sut.submit(request: .init(kind: .register, username: "newcomer", password: "ab", rememberMe: true))

        #expect(
            presenter.responses.suffix(2) == ["failed: The password needs at least 3 characters.", "loading(false)"])
        #expect(await auth.registrations.isEmpty)
    }
}

@MainActor
final class LoginPresenterSpy: LoginPresentationLogic {
    private(set) var responses: [String] = []

    func presentLoading(response: Login.Loading.Response) { responses.append("loading(\(response.isLoading))") }

    func presentPreferences(response: Login.Preferences.Response) {
        responses.append(
            "preferences \(response.preferences?.username ?? "-"), remember: \(response.preferences?.rememberMe ?? false), demo account: \(response.offersDemoAccount)"
        )
    }

    func presentEdit(response: Login.Edit.Response) {
        responses.append(response.hasTypedWork ? "edit: typed" : "edit: nothing typed")
    }

    func presentSubmit(response: Login.Submit.Response) {
        switch response {
        case .missingFields: responses.append("missingFields")
        case .failed(let error): responses.append("failed: \(error)")
        case .loggedIn: responses.append("loggedIn")
        }
    }
}

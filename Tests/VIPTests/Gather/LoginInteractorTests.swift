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
                .presentLoading(isLoading: true),
                .presentPreferences(
                    preferences: LoginPreferences(rememberMe: true, username: "demo"), offersDemoAccount: true),
                .presentEdit(hasTypedWork: false), .presentLoading(isLoading: false),
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
            presenter.responses.filter { if case .presentEdit = $0 { true } else { false } } == [
                .presentEdit(hasTypedWork: false), .presentEdit(hasTypedWork: true),
                .presentEdit(hasTypedWork: false), .presentEdit(hasTypedWork: true),
            ])
    }

    @Test func bothFieldsAreNeededAndNothingIsSentMeanwhile() async {
        let sut = makeSUT()

        await sut.submit(request: .init(kind: .login, username: "  ", password: "demo", rememberMe: true))

        #expect(presenter.responses == [.presentSubmit(response: .missingFields)])
        #expect(await auth.logins.isEmpty)
    }

    @Test func aLoginTrimsTheUsernameAndRemembersItWhenAsked() async {
        let settings = SettingsStoreSpy()
        let sut = makeSUT(settings)

        await sut.submit(request: .init(kind: .login, username: " demo ", password: "demo", rememberMe: true))

        #expect(await auth.logins == [.init(username: "demo", password: "demo")])
        #expect(await settings.saved == [LoginPreferences(rememberMe: true, username: "demo")])
        #expect(
            presenter.responses.suffix(2) == [.presentSubmit(response: .loggedIn), .presentLoading(isLoading: false)])
    }

    @Test func aNewPasswordFollowsTheDomainsRule() async {
        let sut = makeSUT()

        await sut.submit(request: .init(kind: .register, username: "newcomer", password: "ab", rememberMe: true))

        #expect(
            presenter.responses.suffix(2) == [
                .presentSubmit(response: .failed(errorDescription: "The password needs at least 3 characters.")),
                .presentLoading(isLoading: false),
            ])
        #expect(await auth.registrations.isEmpty)
    }
}

@MainActor
final class LoginPresenterSpy: LoginPresentationLogic {
    /// `Login.Submit.Response`, which is not Equatable: each error as what it says.
    enum SubmitResponse: Equatable {
        case missingFields
        case failed(errorDescription: String)
        case loggedIn
    }

    enum Call: Equatable {
        case presentLoading(isLoading: Bool)
        case presentPreferences(preferences: LoginPreferences?, offersDemoAccount: Bool)
        case presentEdit(hasTypedWork: Bool)
        case presentSubmit(response: SubmitResponse)
    }

    private(set) var responses: [Call] = []

    func presentLoading(response: Login.Loading.Response) {
        responses.append(.presentLoading(isLoading: response.isLoading))
    }

    func presentPreferences(response: Login.Preferences.Response) {
        responses.append(
            .presentPreferences(preferences: response.preferences, offersDemoAccount: response.offersDemoAccount))
    }

    func presentEdit(response: Login.Edit.Response) {
        responses.append(.presentEdit(hasTypedWork: response.hasTypedWork))
    }

    func presentSubmit(response: Login.Submit.Response) {
        switch response {
        case .missingFields: responses.append(.presentSubmit(response: .missingFields))
        case .failed(let error):
            responses.append(.presentSubmit(response: .failed(errorDescription: String(describing: error))))
        case .loggedIn: responses.append(.presentSubmit(response: .loggedIn))
        }
    }
}

import Domain
import Presentation
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Login presenter")
struct LoginPresenterTests {
    let display = LoginDisplaySpy()

    private func makeSUT() -> LoginPresenter {
        let sut = LoginPresenter()
        sut.viewController = display
        return sut
    }

    @Test func whatIsRememberedAndTheDemoHint() {
        let sut = makeSUT()

        sut.presentPreferences(
            response: .init(
                preferences: LoginPreferences(rememberMe: false, username: nil), error: nil, offersDemoAccount: false))
        sut.presentPreferences(
            response: .init(preferences: nil, error: ServiceFailure("locked"), offersDemoAccount: true))

        #expect(display.preferences.first?.username == "")
        #expect(display.preferences.first?.rememberMe == false)
        #expect(display.preferences.first?.isDemoHintHidden == true)
        #expect(display.preferences.last?.username == nil, "what could not be read is left as it is")
        #expect(display.preferences.last?.status == "Could not read the saved username: locked")
    }

    @Test func typedWorkIsWhatEscWouldLose() {
        let sut = makeSUT()

        sut.presentEdit(response: .init(hasTypedWork: true))
        sut.presentEdit(response: .init(hasTypedWork: false))

        #expect(display.edits.map(\.unsavedWork) == ["What you typed will be lost.", nil])
    }

    @Test func theSubmissionsTexts() {
        let sut = makeSUT()

        sut.presentSubmit(response: .missingFields)
        sut.presentSubmit(response: .failed(ServiceFailure("Invalid username or password.")))
        sut.presentSubmit(response: .loggedIn(rememberError: ServiceFailure("read-only")))

        #expect(
            display.submits.map { $0.alert?.message } == [
                "Both fields are mandatory.", "Invalid username or password.", nil,
            ])
        #expect(display.submits.map(\.isLoggedIn) == [false, false, true])
        #expect(display.submits.last?.status == "Could not remember the username: read-only")
    }
}

@MainActor
final class LoginDisplaySpy: LoginDisplayLogic {
    private(set) var preferences: [Login.Preferences.ViewModel] = []
    private(set) var submits: [Login.Submit.ViewModel] = []
    private(set) var edits: [Login.Edit.ViewModel] = []

    func displayLoading(viewModel: Login.Loading.ViewModel) {}
    func displayPreferences(viewModel: Login.Preferences.ViewModel) { preferences.append(viewModel) }
    func displaySubmit(viewModel: Login.Submit.ViewModel) { submits.append(viewModel) }
    func displayEdit(viewModel: Login.Edit.ViewModel) { edits.append(viewModel) }
}

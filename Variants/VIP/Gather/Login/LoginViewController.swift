import Domain
import Presentation
import TerminalUI

@MainActor
protocol LoginDisplayLogic: AnyObject {
    func displayLoading(viewModel: Login.Loading.ViewModel)
    func displayPreferences(viewModel: Login.Preferences.ViewModel)
    func displayEdit(viewModel: Login.Edit.ViewModel)
    func displaySubmit(viewModel: Login.Submit.ViewModel)
}

/// The login form: sends what is typed as a request, displays each view model, routes to the
/// players once logged in.
@MainActor
final class LoginViewController: Screen, LoginDisplayLogic {
    var interactor: (any LoginBusinessLogic)?
    var router: (any LoginRoutingLogic)?
    let usernameField = TextField(
        label: "Username", placeholder: "Enter your username", maximumLength: NameRules.maximumLength, labelWidth: 10)
    let passwordField = TextField(label: "Password", placeholder: "Enter your password", isSecure: true, labelWidth: 10)
    let rememberMeToggle = Toggle("Remember me", isOn: true)
    let loginButton = Button("Login")
    let registerButton = Button("Register")
    let demoHint = Label("Try demo / demo", role: .hint)

    init() {
        super.init(title: "Login")
        usernameField.returnKey = .next
        content = Stack(
            spacing: 1, [usernameField, passwordField, rememberMeToggle, Row([loginButton, registerButton]), demoHint])
        usernameField.onChange = { [weak self] _ in self?.edit() }
        passwordField.onChange = { [weak self] _ in self?.edit() }
        usernameField.onSubmit = { [weak self] in self?.focus(self?.passwordField) }
        passwordField.onSubmit = { [weak self] in self?.submit(.login) }
        loginButton.action = { [weak self] in self?.submit(.login) }
        registerButton.action = { [weak self] in self?.submit(.register) }
        keyBindings = [
            KeyBinding(.enter, "Login") { [weak self] in self?.submit(.login) },
            KeyBinding(.control("r"), "Register") { [weak self] in self?.submit(.register) },
        ]
    }

    /// Shows only what is remembered: on start, and back from a logout.
    override func willAppear() {
        app?.perform(showingLoading: false) { [weak self] in
            await self?.interactor?.loadPreferences(request: .init())
            guard let self else { return }
            focus(usernameField.text.isEmpty ? usernameField : passwordField)
        }
    }

    func displayLoading(viewModel: Login.Loading.ViewModel) {
        showsLoading = viewModel.isLoading
    }

    func displayPreferences(viewModel: Login.Preferences.ViewModel) {
        if let username = viewModel.username { usernameField.text = username }
        if let rememberMe = viewModel.rememberMe { rememberMeToggle.isOn = rememberMe }
        if let message = viewModel.status { status = message }
        demoHint.isHidden = viewModel.isDemoHintHidden
    }

    func displayEdit(viewModel: Login.Edit.ViewModel) {
        unsavedWork = viewModel.unsavedWork
    }

    func displaySubmit(viewModel: Login.Submit.ViewModel) {
        if let alert = viewModel.alert { present(alert) }
        if let message = viewModel.status { status = message }
        if viewModel.isLoggedIn {
            passwordField.text = ""
            router?.routeToPlayerList()
        }
    }

    private func edit() {
        interactor?.edit(request: .init(username: usernameField.text, password: passwordField.text))
    }

    private func submit(_ kind: Login.Submit.Kind) {
        let request = Login.Submit.Request(
            kind: kind, username: usernameField.text, password: passwordField.text, rememberMe: rememberMeToggle.isOn)
        app?.perform(showingLoading: false) { [interactor] in await interactor?.submit(request: request) }
    }
}

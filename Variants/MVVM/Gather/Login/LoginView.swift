import Domain
import Presentation
import TerminalUI

/// The login form, bound to its view model.
@MainActor
final class LoginView: Screen {
    let viewModel: LoginViewModel
    let usernameField = TextField(
        label: "Username", placeholder: "Enter your username", maximumLength: NameRules.maximumLength, labelWidth: 10)
    let passwordField = TextField(label: "Password", placeholder: "Enter your password", isSecure: true, labelWidth: 10)
    let rememberMeToggle = Toggle("Remember me", isOn: true)
    let loginButton = Button("Login")
    let registerButton = Button("Register")
    let demoHint = Label("Try demo / demo", role: .hint)

    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        super.init(title: "Login")
        viewModel.onAlert = { [weak self] alert in self?.present(alert) }
        usernameField.returnKey = .next
        content = Stack(
            spacing: 1, [usernameField, passwordField, rememberMeToggle, Row([loginButton, registerButton]), demoHint])
        usernameField.onChange = { [weak self] text in self?.viewModel.usernameDidChange(text) }
        passwordField.onChange = { [weak self] text in self?.viewModel.passwordDidChange(text) }
        rememberMeToggle.onChange = { [weak self] isOn in self?.viewModel.rememberMeDidChange(isOn) }
        usernameField.onSubmit = { [weak self] in self?.focus(self?.passwordField) }
        passwordField.onSubmit = { [weak self] in self?.login() }
        loginButton.action = { [weak self] in self?.login() }
        registerButton.action = { [weak self] in self?.register() }
        keyBindings = [
            KeyBinding(.enter, "Login") { [weak self] in self?.login() },
            KeyBinding(.control("r"), "Register") { [weak self] in self?.register() },
        ]
    }

    override func willAppear() {
        app?.perform(showingLoading: false) { [weak self] in
            guard let self else { return }
            await viewModel.loadPreferences()
            switch viewModel.firstField {
            case .username: focus(usernameField)
            case .password: focus(passwordField)
            }
        }
    }

    override func updateViews() {
        showsLoading = viewModel.request.isInFlight
        if usernameField.text != viewModel.username { usernameField.text = viewModel.username }
        if passwordField.text != viewModel.password { passwordField.text = viewModel.password }
        rememberMeToggle.isOn = viewModel.rememberMe
        demoHint.isHidden = !viewModel.showsDemoHint
        unsavedWork = viewModel.unsavedWork
        status = viewModel.status
    }

    private func login() {
        app?.perform(showingLoading: false) { [viewModel] in await viewModel.login() }
    }

    private func register() {
        app?.perform(showingLoading: false) { [viewModel] in await viewModel.register() }
    }
}

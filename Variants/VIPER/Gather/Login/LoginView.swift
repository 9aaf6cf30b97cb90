import Domain
import TerminalUI

/// The login form, a passive view: every input goes to the presenter, and the widgets change
/// only when it says so.
@MainActor
final class LoginView: Screen, LoginViewProtocol {
    let presenter: any LoginPresenterProtocol
    let usernameField = TextField(
        label: "Username", placeholder: "Enter your username", maximumLength: NameRules.maximumLength, labelWidth: 10)
    let passwordField = TextField(label: "Password", placeholder: "Enter your password", isSecure: true, labelWidth: 10)
    let rememberMeToggle = Toggle("Remember me", isOn: true)
    let loginButton = Button("Login")
    let registerButton = Button("Register")
    let demoHint = Label("Try demo / demo", role: .hint)

    init(presenter: any LoginPresenterProtocol) {
        self.presenter = presenter
        super.init(title: "Login")
        usernameField.returnKey = .next
        content = Stack(
            spacing: 1, [usernameField, passwordField, rememberMeToggle, Row([loginButton, registerButton]), demoHint])
        usernameField.onChange = { [weak self] text in self?.presenter.usernameDidChange(text) }
        passwordField.onChange = { [weak self] text in self?.presenter.passwordDidChange(text) }
        rememberMeToggle.onChange = { [weak self] isOn in self?.presenter.rememberMeDidChange(isOn) }
        usernameField.onSubmit = { [weak self] in self?.focus(self?.passwordField) }
        passwordField.onSubmit = { [weak self] in self?.login() }
        loginButton.action = { [weak self] in self?.login() }
        registerButton.action = { [weak self] in self?.register() }
        keyBindings = [
            KeyBinding(.enter, "Login") { [weak self] in self?.login() },
            KeyBinding(.control("r"), "Register") { [weak self] in self?.register() },
        ]
    }

    override func didLoad() {
        presenter.viewDidLoad()
    }

    override func willAppear() {
        app?.perform(showingLoading: false) { [presenter] in await presenter.viewWillAppear() }
    }

    func setUsername(_ username: String) {
        usernameField.text = username
    }

    func clearPassword() {
        passwordField.text = ""
    }

    func setRememberMe(_ isOn: Bool) {
        rememberMeToggle.isOn = isOn
    }

    func setDemoHintHidden(_ isHidden: Bool) {
        demoHint.isHidden = isHidden
    }

    func focusFirstEmptyField(usernameIsEmpty: Bool) {
        focus(usernameIsEmpty ? usernameField : passwordField)
    }

    private func login() {
        app?.perform(showingLoading: false) { [presenter] in await presenter.loginTapped() }
    }

    private func register() {
        app?.perform(showingLoading: false) { [presenter] in await presenter.registerTapped() }
    }
}

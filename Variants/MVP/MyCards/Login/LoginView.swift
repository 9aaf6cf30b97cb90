import AppSupport
import Domain
import Presentation
import TerminalUI

/// The login form, a passive view: every input goes to the presenter, and the widgets change
/// only when it says so.
@MainActor
final class LoginView: Screen, LoginViewProtocol {
    let presenter: LoginPresenter
    let usernameField = TextField(
        label: "Username", placeholder: "Enter your username", maximumLength: NameRules.maximumLength, labelWidth: 10)
    let passwordField = TextField(label: "Password", placeholder: "Enter your password", isSecure: true, labelWidth: 10)
    let rememberMeToggle = Toggle("Remember me", isOn: true)
    let loginButton = Button("Login")
    let registerButton = Button("Register")
    let demoHint = Label("Try demo / demo", role: .hint)
    /// What the screens this one leads to are made with.
    private let dependencies: MyCardsDependencies

    init(presenter: LoginPresenter, dependencies: MyCardsDependencies) {
        self.presenter = presenter
        self.dependencies = dependencies
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
        presenter.view = self
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

    /// The cards are the app's first screen while signed in: q there quits, the session kept if
    /// it is remembered.
    func showCardList() {
        navigation?.setRoot(CardListView.make(with: dependencies))
    }

    private func login() {
        app?.perform(showingLoading: false) { [presenter] in await presenter.loginTapped() }
    }

    private func register() {
        app?.perform(showingLoading: false) { [presenter] in await presenter.registerTapped() }
    }
}

extension LoginView {
    /// The login's presenter and view, made from the app's dependencies.
    static func make(with dependencies: MyCardsDependencies) -> LoginView {
        let presenter = LoginPresenter(
            auth: dependencies.auth, settings: dependencies.settings, showsDemoHint: dependencies.offersDemoAccount)
        return LoginView(presenter: presenter, dependencies: dependencies)
    }
}

import Domain
import Presentation
import TerminalUI

/// The login form: renders the store's state and sends what the person does, nothing else.
@MainActor
final class LoginView: Screen {
    let store: Store<LoginFeature.State, LoginFeature.Action>
    let usernameField = TextField(
        label: "Username", placeholder: "Enter your username", maximumLength: NameRules.maximumLength, labelWidth: 10)
    let passwordField = TextField(label: "Password", placeholder: "Enter your password", isSecure: true, labelWidth: 10)
    let rememberMeToggle = Toggle("Remember me", isOn: true)
    let loginButton = Button("Login")
    let registerButton = Button("Register")
    let demoHint = Label("Try demo / demo", role: .hint)
    /// The alert and the focus the state asks for: each shown when the state changes it, not on every frame.
    private var alert = PresentedOnce<AlertState<LoginFeature.Action.Alert>>()
    private var focusedField = PresentedOnce<LoginFeature.State.Field>()

    init(store: Store<LoginFeature.State, LoginFeature.Action>) {
        self.store = store
        super.init(title: "Login")
        usernameField.returnKey = .next
        content = Stack(
            spacing: 1, [usernameField, passwordField, rememberMeToggle, Row([loginButton, registerButton]), demoHint])
        usernameField.onChange = { [weak self] text in self?.store.send(.usernameChanged(text)) }
        passwordField.onChange = { [weak self] text in self?.store.send(.passwordChanged(text)) }
        rememberMeToggle.onChange = { [weak self] isOn in self?.store.send(.rememberMeChanged(isOn)) }
        usernameField.onSubmit = { [weak self] in self?.focus(self?.passwordField) }
        passwordField.onSubmit = { [weak self] in self?.store.send(.loginTapped) }
        loginButton.action = { [weak self] in self?.store.send(.loginTapped) }
        registerButton.action = { [weak self] in self?.store.send(.registerTapped) }
        keyBindings = [
            KeyBinding(.enter, "Login") { [weak self] in self?.store.send(.loginTapped) },
            KeyBinding(.control("r"), "Register") { [weak self] in self?.store.send(.registerTapped) },
        ]
    }

    override func willAppear() {
        store.send(.appeared)
    }

    override func updateViews() {
        let state = store.state
        showsLoading = state.isLoading
        if usernameField.text != state.username { usernameField.text = state.username }
        if passwordField.text != state.password { passwordField.text = state.password }
        rememberMeToggle.isOn = state.rememberMe
        demoHint.isHidden = !state.showsDemoHint
        unsavedWork = state.unsavedWork
        status = state.status
        if let field = focusedField.toPresent(state.focusedField) {
            focus(field == .username ? usernameField : passwordField)
        }
        if let alert = alert.toPresent(state.alert) {
            present(alert.content { [weak self] in self?.store.send(.alert($0)) })
        }
    }
}

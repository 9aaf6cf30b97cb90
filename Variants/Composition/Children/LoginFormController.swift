import TerminalUI

/// The login form both apps show: username, password, "Remember me", Login and Register, and
/// the demo hint. It reports what was typed and pressed; the container decides what comes of it.
@MainActor
public final class LoginFormController: Screen {
    private let usernameField: TextField
    private let passwordField = TextField(
        label: "Password", placeholder: "Enter your password", isSecure: true, labelWidth: 10)
    private let rememberMeToggle = Toggle("Remember me", isOn: true)
    private let loginButton = Button("Login")
    private let registerButton = Button("Register")
    private let demoHint = Label("Try demo / demo", role: .hint)
    public var onCredentialsChange: () -> Void = {}
    public var onLogin: () -> Void = {}
    public var onRegister: () -> Void = {}

    public init(usernameMaximumLength: Int, showsDemoHint: Bool) {
        usernameField = TextField(
            label: "Username", placeholder: "Enter your username", maximumLength: usernameMaximumLength,
            labelWidth: 10)
        super.init(title: "Login form")
        usernameField.returnKey = .next
        demoHint.isHidden = !showsDemoHint
        content = Stack(
            spacing: 1, [usernameField, passwordField, rememberMeToggle, Row([loginButton, registerButton]), demoHint])
        usernameField.onSubmit = { [weak self] in self?.focusPassword() }
        usernameField.onChange = { [weak self] _ in self?.onCredentialsChange() }
        passwordField.onChange = { [weak self] _ in self?.onCredentialsChange() }
        passwordField.onSubmit = { [weak self] in self?.onLogin() }
        loginButton.action = { [weak self] in self?.onLogin() }
        registerButton.action = { [weak self] in self?.onRegister() }
    }

    public var username: String {
        get { usernameField.text }
        set { usernameField.text = newValue }
    }

    public var password: String {
        get { passwordField.text }
        set { passwordField.text = newValue }
    }

    public var rememberMe: Bool {
        get { rememberMeToggle.isOn }
        set { rememberMeToggle.isOn = newValue }
    }

    public func focusUsername() {
        focus(usernameField)
    }

    public func focusPassword() {
        focus(passwordField)
    }
}

import Presentation

/// What the login presenter may tell its view.
@MainActor
protocol LoginViewProtocol: AnyObject {
    var showsLoading: Bool { get set }
    var status: String? { get set }
    var unsavedWork: String? { get set }
    func present(_ alert: AlertContent)
    func setUsername(_ username: String)
    func clearPassword()
    func setRememberMe(_ isOn: Bool)
    func setDemoHintHidden(_ isHidden: Bool)
    /// The password field when a username is already there, else the username field.
    func focusFirstEmptyField(usernameIsEmpty: Bool)
}

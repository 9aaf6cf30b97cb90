import Presentation

/// What the player edit presenter may tell its view.
@MainActor
protocol PlayerEditViewProtocol: AnyObject {
    var showsLoading: Bool { get set }
    var status: String? { get set }
    /// What going back would lose: the view asks before it does.
    var unsavedWork: String? { get set }
    var title: String { get set }
    func present(_ alert: AlertContent)
    /// A text field holding `text`, for fields typed in.
    func showTextField(_ text: String)
    /// The choices, the one checked highlighted, for fields chosen from a list.
    func showChoices(_ choices: [String], checked: Int?)
    func setChecked(_ row: Int?)
    func setValidationMessage(_ message: String?)
    /// Done, and why it does nothing while disabled; a choice is chosen with Enter, a text done with it.
    func setDoneEnabled(_ isEnabled: Bool, isChoice: Bool, unavailableReason: String)
}

import Presentation

/// What the player add presenter may tell its view.
@MainActor
protocol PlayerAddViewProtocol: AnyObject {
    var showsLoading: Bool { get set }
    var status: String? { get set }
    /// What going back would lose: the view asks before it does.
    var unsavedWork: String? { get set }
    func present(_ alert: AlertContent)
    func setDoneEnabled(_ isEnabled: Bool, unavailableReason: String)
}

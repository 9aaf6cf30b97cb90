import Presentation

/// What the gather presenter may tell its view.
@MainActor
protocol GatherViewProtocol: AnyObject {
    var showsLoading: Bool { get set }
    var status: String? { get set }
    var unsavedWork: String? { get set }
    func present(_ alert: AlertContent)
    /// Each team's lines: a player's name and position.
    func setTeams(teamA: [String], teamB: [String])
    func setScore(teamA: Int, teamB: Int)
    func setTimer(time: String, actionTitle: String, actionUnavailableReason: String?, cancelUnavailableReason: String?)
    /// The time picker: minutes and seconds, starting at `selection`.
    func showTimePicker(title: String, columns: [[String]], selection: [Int])
}

import Domain
import Presentation

/// What the confirm players presenter may tell its view.
@MainActor
protocol ConfirmPlayersViewProtocol: AnyObject {
    var showsLoading: Bool { get set }
    var status: String? { get set }
    var unsavedWork: String? { get set }
    func present(_ alert: AlertContent)
    func setSections(_ sections: [ConfirmPlayersPresenter.Section])
    /// Keeps a moved player highlighted in its new section.
    func highlight(section: Int, row: Int)
    func setActions(_ actions: ConfirmPlayersPresenter.Actions)
    func showGather(_ gather: Gather.ID, teamA: [Player], teamB: [Player])
}

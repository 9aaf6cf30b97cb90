import Domain
import Presentation

/// What the player list presenter may tell its view.
@MainActor
protocol PlayerListViewProtocol: AnyObject {
    var showsLoading: Bool { get set }
    var status: String? { get set }
    var title: String { get set }
    var unsavedWork: String? { get set }
    func present(_ alert: AlertContent)
    func setListState(_ state: ListState)
    /// Starts the list over with `count` rows, none fetched yet.
    func startList(count: Int)
    /// Rows fetched or changed, by position; the others stay as they are.
    func setRows(_ rows: [Int: PlayerListPresenter.Row])
    /// Rows that could not be fetched: the list asks for them again later.
    func rowsFailedToLoad(_ rows: Range<Int>)
    func setActions(_ actions: PlayerListPresenter.Actions)
}

import Domain
import Presentation

/// Words what the interactor tells of ConfirmPlayers: Bench, Team A and Team B as sections, a
/// moved player kept highlighted, the moves the highlighted player can make, Start only with
/// both teams, loading while the gather is made, the error text.
@MainActor
final class ConfirmPlayersPresenter: ConfirmPlayersPresenterProtocol, ConfirmPlayersInteractorOutputProtocol {
    static let sectionOrder: [Team] = [.bench, .teamA, .teamB]

    weak var view: (any ConfirmPlayersViewProtocol)?
    private let interactor: any ConfirmPlayersInteractorProtocol
    private let router: any ConfirmPlayersRouterProtocol
    /// The highlighted player's section, as the view reports it: which moves it can make. The
    /// list opens on the first player, on the bench.
    private var highlightedSection = 0
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(interactor: any ConfirmPlayersInteractorProtocol, router: any ConfirmPlayersRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadTeams()
    }

    func didHighlight(section: Int, row: Int) {
        guard section != highlightedSection else { return }
        highlightedSection = section
        showMoves()
    }

    /// Moves the player at `row` of `section` one section left (-1) or right (+1).
    func moveTapped(section: Int, row: Int, by step: Int) {
        guard Self.sectionOrder.indices.contains(section) else { return }
        let targetSection = min(max(section + step, 0), Self.sectionOrder.count - 1)
        interactor.move(row: row, of: Self.sectionOrder[section], to: Self.sectionOrder[targetSection])
    }

    func startTapped() async {
        await request.run { await interactor.startGather() }
    }

    // MARK: The interactor's output

    func teamsChanged(_ teams: [Team: [ConfirmPlayersMember]], canStart: Bool) {
        view?.setSections(Self.sectionOrder.map { team in
            ConfirmPlayersSection(title: team.title, rows: teams[team, default: []].map {
                ConfirmPlayersSection.Row(name: $0.name, position: $0.position?.acronym ?? "-")
            })
        })
        view?.unsavedWork = teams[.teamA, default: []].isEmpty && teams[.teamB, default: []].isEmpty ? nil : "The teams you picked will be lost."
        view?.setStartUnavailableReason(canStart ? nil : "Put at least one player in each team.")
        showMoves()
    }

    /// The moved player stays highlighted where it lands.
    func playerMoved(to team: Team, row: Int) {
        guard let section = Self.sectionOrder.firstIndex(of: team) else { return }
        highlightedSection = section
        view?.highlight(section: section, row: row)
        showMoves()
    }

    func gatherStarted(_ input: GatherInput) {
        router.showGather(input)
    }

    func gatherCouldNotBeStarted(_ error: any Error, unconfirmed: Bool) {
        view?.status = "\(error)"
        view?.present(.error(unconfirmed
            ? "Unable to confirm that the gather was created: it may have been. Start again: it will not make a second one."
            : "Unable to create gather."))
    }

    private func showMoves() {
        view?.setMoveUnavailableReasons(
            left: highlightedSection > 0 ? nil : "Already on the bench.",
            right: highlightedSection < Self.sectionOrder.count - 1 ? nil : "Already in Team B."
        )
    }
}

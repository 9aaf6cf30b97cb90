import Domain
import Presentation

/// Words what the interactor tells of ConfirmPlayers: Bench, Team A and Team B as sections, a
/// moved player kept highlighted, why a move is not available, why Start is not, loading while
/// the gather is made, the error text.
@MainActor
final class ConfirmPlayersPresenter: ConfirmPlayersPresenterProtocol, ConfirmPlayersInteractorOutputProtocol {
    /// The sections the view shows, top to bottom.
    static let sectionOrder: [Team] = [.bench, .teamA, .teamB]

    weak var view: (any ConfirmPlayersViewProtocol)?
    private let interactor: any ConfirmPlayersInteractorProtocol
    private let router: any ConfirmPlayersRouterProtocol
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(interactor: any ConfirmPlayersInteractorProtocol, router: any ConfirmPlayersRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadTeams()
    }

    func didHighlight(section: Int, row: Int) {
        guard Self.sectionOrder.indices.contains(section) else { return }
        interactor.highlight(row: row, of: Self.sectionOrder[section])
    }

    /// The key pressed on the player at `row` of `section`: left (-1) or right (+1).
    func moveTapped(section: Int, row: Int, by step: Int) {
        guard Self.sectionOrder.indices.contains(section) else { return }
        interactor.move(row: row, of: Self.sectionOrder[section], step < 0 ? .left : .right)
    }

    func startTapped() async {
        await request.run { await interactor.startGather() }
    }

    // MARK: The interactor's output

    func teamsChanged(_ teams: [Team: [ConfirmPlayersMember]], canStart: Bool) {
        view?.setSections(
            Self.sectionOrder.map { team in
                ConfirmPlayersSection(
                    title: team.title,
                    rows: teams[team, default: []].map {
                        ConfirmPlayersSection.Row(name: $0.name, position: $0.position?.acronym ?? "-")
                    })
            })
        view?.unsavedWork =
            teams[.teamA, default: []].isEmpty && teams[.teamB, default: []].isEmpty
            ? nil : "The teams you picked will be lost."
        view?.setStartUnavailableReason(canStart ? nil : "Put at least one player in each team.")
    }

    /// The moved player stays highlighted where it lands.
    func playerMoved(to team: Team, row: Int) {
        guard let section = Self.sectionOrder.firstIndex(of: team) else { return }
        view?.highlight(section: section, row: row)
    }

    func movesChanged(canMoveLeft: Bool, canMoveRight: Bool) {
        view?.setMoveUnavailableReasons(
            left: canMoveLeft ? nil : "Already on the bench.",
            right: canMoveRight ? nil : "Already in Team B."
        )
    }

    func gatherStarted(_ input: GatherInput) {
        router.showGather(input)
    }

    func gatherCouldNotBeStarted(_ error: any Error, unconfirmed: Bool) {
        view?.status = "\(error)"
        view?.present(
            .error(
                unconfirmed
                    ? "Unable to confirm that the gather was created: it may have been. Start again: it will not make a second one."
                    : "Unable to create gather."))
    }
}

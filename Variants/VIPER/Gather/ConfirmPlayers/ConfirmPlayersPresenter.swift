import Domain
import Presentation

/// Decides what ConfirmPlayers shows: Bench, Team A and Team B as sections, a moved player kept
/// highlighted, Start only with both teams, loading while the gather is made, the error text.
@MainActor
final class ConfirmPlayersPresenter: ConfirmPlayersPresenterProtocol, ConfirmPlayersInteractorOutputProtocol {
    static let sectionOrder: [Team] = [.bench, .teamA, .teamB]

    weak var view: (any ConfirmPlayersViewProtocol)?
    private let interactor: any ConfirmPlayersInteractorProtocol
    private let router: any ConfirmPlayersRouterProtocol
    /// Who hears that the gather has ended: handed on to the Gather module.
    private weak var output: (any GatherModuleOutput)?
    /// The teams as the interactor last told them.
    private var teams: [Team: [Player]] = [:]
    private var canStart = false
    /// The highlighted player's section, as the view reports it: which moves it can make. The
    /// list opens on the first player, on the bench.
    private var highlightedSection = 0
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(interactor: any ConfirmPlayersInteractorProtocol, router: any ConfirmPlayersRouterProtocol, output: any GatherModuleOutput) {
        self.interactor = interactor
        self.router = router
        self.output = output
    }

    func viewDidLoad() {
        interactor.loadTeams()
    }

    func didHighlight(section: Int, row: Int) {
        guard section != highlightedSection else { return }
        highlightedSection = section
        showActions()
    }

    /// Moves the player at `row` of `section` one section left (-1) or right (+1); it stays
    /// highlighted where it lands.
    func moveTapped(section: Int, row: Int, by step: Int) {
        guard Self.sectionOrder.indices.contains(section) else { return }
        let members = teams[Self.sectionOrder[section], default: []]
        guard members.indices.contains(row) else { return }
        let targetSection = min(max(section + step, 0), Self.sectionOrder.count - 1)
        guard targetSection != section else { return }
        let target = Self.sectionOrder[targetSection]
        highlightedSection = targetSection
        interactor.move(members[row], to: target)
        if let movedRow = teams[target, default: []].firstIndex(of: members[row]) {
            view?.highlight(section: targetSection, row: movedRow)
        }
    }

    func startTapped() async {
        guard canStart else { return }
        await request.run { await interactor.startGather() }
    }

    // MARK: The interactor's output

    func teamsChanged(_ teams: [Team: [Player]], canStart: Bool) {
        self.teams = teams
        self.canStart = canStart
        view?.setSections(Self.sectionOrder.map { team in
            ConfirmPlayersSection(title: team.title, rows: teams[team, default: []].map {
                ConfirmPlayersSection.Row(name: $0.name, position: $0.preferredPosition?.acronym ?? "-")
            })
        })
        view?.unsavedWork = teams[.teamA, default: []].isEmpty && teams[.teamB, default: []].isEmpty ? nil : "The teams you picked will be lost."
        showActions()
    }

    func gatherStarted(_ gather: Gather.ID, teamA: [Player], teamB: [Player]) {
        guard let output else { return }
        router.showGather(gather, teamA: teamA, teamB: teamB, output: output)
    }

    func gatherCouldNotBeStarted(_ error: any Error) {
        view?.status = "\(error)"
        view?.present(.error("Unable to create gather."))
    }

    private func showActions() {
        view?.setActions(ConfirmPlayersActions(
            moveLeftUnavailableReason: highlightedSection > 0 ? nil : "Already on the bench.",
            moveRightUnavailableReason: highlightedSection < Self.sectionOrder.count - 1 ? nil : "Already in Team B.",
            startUnavailableReason: canStart ? nil : "Put at least one player in each team."
        ))
    }
}

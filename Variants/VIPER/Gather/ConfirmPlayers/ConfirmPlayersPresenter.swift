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
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(interactor: any ConfirmPlayersInteractorProtocol, router: any ConfirmPlayersRouterProtocol, output: any GatherModuleOutput) {
        self.interactor = interactor
        self.router = router
        self.output = output
    }

    func viewDidLoad() {
        showTeams()
    }

    /// Moves the player at `row` of `section` one section left (-1) or right (+1).
    func moveTapped(section: Int, row: Int, by step: Int) {
        guard Self.sectionOrder.indices.contains(section) else { return }
        let members = interactor.members(of: Self.sectionOrder[section])
        guard members.indices.contains(row) else { return }
        let targetSection = min(max(section + step, 0), Self.sectionOrder.count - 1)
        guard targetSection != section else { return }
        let target = Self.sectionOrder[targetSection]
        interactor.move(members[row], to: target)
        showTeams()
        if let movedRow = interactor.members(of: target).firstIndex(of: members[row]) {
            view?.highlight(section: targetSection, row: movedRow)
        }
    }

    func startTapped() async {
        guard interactor.canStart else { return }
        await request.run { await interactor.startGather() }
    }

    func gatherStarted(_ gather: Gather.ID, teamA: [Player], teamB: [Player]) {
        guard let output else { return }
        router.showGather(gather, teamA: teamA, teamB: teamB, output: output)
    }

    func gatherCouldNotBeStarted(_ error: any Error) {
        view?.status = "\(error)"
        view?.present(.error("Unable to create gather."))
    }

    private func showTeams() {
        view?.setSections(Self.sectionOrder.map { team in
            ConfirmPlayersSection(title: team.title, rows: interactor.members(of: team).map {
                ConfirmPlayersSection.Row(name: $0.name, position: $0.preferredPosition?.acronym ?? "-")
            })
        })
        view?.setStartEnabled(interactor.canStart)
    }
}

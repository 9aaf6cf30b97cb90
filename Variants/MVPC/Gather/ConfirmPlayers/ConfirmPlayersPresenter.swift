import Domain
import Presentation

/// Splits the chosen players into Team A and Team B (the rest stay on the bench), then creates
/// the gather and its teams on the backend and tells the view to start it.
@MainActor
final class ConfirmPlayersPresenter {
    /// A team's players as the list shows them: name and position acronym.
    struct Section: Equatable {
        struct Row: Equatable {
            let name: String
            let position: String
        }

        let title: String
        let rows: [Row]
    }

    static let sectionOrder: [Team] = [.bench, .teamA, .teamB]

    weak var view: (any ConfirmPlayersViewProtocol)?
    private var teams: [Player.ID: Team]
    private let players: [Player]
    private let gathers: any GathersService
    /// The coordinator: held, as every screen of its flow holds it.
    private let output: any ConfirmPlayersOutput
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(players: [Player], gathers: any GathersService, output: any ConfirmPlayersOutput) {
        self.players = players
        self.gathers = gathers
        self.output = output
        teams = Dictionary(uniqueKeysWithValues: players.map { ($0.id, Team.bench) })
    }

    private var canStart: Bool { !members(of: .teamA).isEmpty && !members(of: .teamB).isEmpty }

    func viewDidLoad() {
        showTeams()
    }

    /// Moves the player at `row` of `section` one section left (-1) or right (+1).
    func move(section: Int, row: Int, by step: Int) {
        guard Self.sectionOrder.indices.contains(section) else { return }
        let team = Self.sectionOrder[section]
        let members = members(of: team)
        guard members.indices.contains(row) else { return }
        let player = members[row]
        let targetSection = min(max(section + step, 0), Self.sectionOrder.count - 1)
        let target = Self.sectionOrder[targetSection]
        guard target != team else { return }
        teams[player.id] = target
        showTeams()
        if let movedRow = self.members(of: target).firstIndex(of: player) {
            view?.highlight(section: targetSection, row: movedRow)
        }
    }

    func startTapped() async {
        guard canStart else { return }
        let teamA = members(of: .teamA)
        let teamB = members(of: .teamB)
        await request.run {
            do {
                let gather = try await gathers.startGather(teamA: teamA, teamB: teamB)
                output.gatherStarted(gather, teamA: teamA, teamB: teamB)
            } catch {
                view?.status = "\(error)"
                view?.present(.error("Unable to create gather."))
            }
        }
    }

    /// The players of `team`, in the order they were chosen.
    private func members(of team: Team) -> [Player] {
        players.filter { teams[$0.id] == team }
    }

    private func showTeams() {
        view?.setSections(Self.sectionOrder.map { team in
            Section(title: team.title, rows: members(of: team).map { Section.Row(name: $0.name, position: $0.preferredPosition?.acronym ?? "-") })
        })
        view?.setStartEnabled(canStart)
    }
}

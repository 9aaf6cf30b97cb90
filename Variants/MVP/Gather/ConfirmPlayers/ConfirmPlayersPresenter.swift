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

    /// The screen's keys as they act now: `nil` where a key acts, otherwise why it does not.
    struct Actions: Equatable {
        let moveLeftUnavailableReason: String?
        let moveRightUnavailableReason: String?
        let startUnavailableReason: String?
    }

    static let sectionOrder: [Team] = [.bench, .teamA, .teamB]

    weak var view: (any ConfirmPlayersViewProtocol)?
    private var teams: [Player.ID: Team]
    /// The highlighted player's section, as the view reports it: which moves it can make. The
    /// list opens on the first player, on the bench.
    private var highlightedSection = 0
    private let players: [Player]
    private let gathers: any GathersService
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(players: [Player], gathers: any GathersService) {
        self.players = players
        self.gathers = gathers
        teams = Dictionary(uniqueKeysWithValues: players.map { ($0.id, Team.bench) })
    }

    private var canStart: Bool { !members(of: .teamA).isEmpty && !members(of: .teamB).isEmpty }

    private var actions: Actions {
        Actions(
            moveLeftUnavailableReason: highlightedSection > 0 ? nil : "Already on the bench.",
            moveRightUnavailableReason: highlightedSection < Self.sectionOrder.count - 1 ? nil : "Already in Team B.",
            startUnavailableReason: canStart ? nil : "Put at least one player in each team."
        )
    }

    func viewDidLoad() {
        showTeams()
    }

    func didHighlight(section: Int, row: Int) {
        guard section != highlightedSection else { return }
        highlightedSection = section
        view?.setActions(actions)
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
        highlightedSection = targetSection
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
                view?.showGather(gather, teamA: teamA, teamB: teamB)
            } catch {
                // Esc on the wait calls it off: that is no failure to report.
                guard !Task.isCancelled else { return }
                view?.status = "\(error)"
                view?.present(
                    .error(
                        error.isUnconfirmed
                            ? "Unable to confirm that the gather was created: it may have been. Start again: it will not make a second one."
                            : "Unable to create gather."))
            }
        }
    }

    /// The players of `team`, in the order they were chosen.
    private func members(of team: Team) -> [Player] {
        players.filter { teams[$0.id] == team }
    }

    private func showTeams() {
        view?.setSections(
            Self.sectionOrder.map { team in
                Section(
                    title: team.title,
                    rows: members(of: team).map {
                        Section.Row(name: $0.name, position: $0.preferredPosition?.acronym ?? "-")
                    })
            })
        view?.unsavedWork = members(of: .bench).count == players.count ? nil : "The teams you picked will be lost."
        view?.setActions(actions)
    }
}

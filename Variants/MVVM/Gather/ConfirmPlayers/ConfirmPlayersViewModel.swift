import Domain
import Observation
import Presentation

/// Splits the chosen players into Team A and Team B (the rest stay on the bench), then creates
/// the gather and its teams on the backend and tells its coordinator it started.
@MainActor
@Observable
final class ConfirmPlayersViewModel {
    static let sectionOrder: [Team] = [.bench, .teamA, .teamB]

    /// A player's place in the list: its section and its row there.
    struct Place: Equatable {
        let section: Int
        let row: Int
    }

    private(set) var teams: [Player.ID: Team]
    /// The highlighted player's place, as the view reports it: which moves it can make. The
    /// list opens on the first player, on the bench; a player moved stays highlighted where it
    /// lands.
    private(set) var highlighted: Place? = Place(section: 0, row: 0)
    /// An alert to show now: a one-shot event the view hears, not state a render consumes.
    @ObservationIgnored var onAlert: (AlertContent) -> Void = { _ in }
    private(set) var status: String?
    /// The request in flight: the view shows the loading indicator while there is one.
    let request = RequestState()
    /// The coordinator: held weakly, as every screen of its flow holds it.
    @ObservationIgnored private weak var output: (any ConfirmPlayersOutput)?
    @ObservationIgnored private let players: [Player]
    @ObservationIgnored private let gathers: any GathersService

    init(players: [Player], gathers: any GathersService, output: any ConfirmPlayersOutput) {
        self.players = players
        self.gathers = gathers
        teams = Dictionary(uniqueKeysWithValues: players.map { ($0.id, Team.bench) })
        self.output = output
    }

    /// The players of `team`, in the order they were chosen.
    func members(of team: Team) -> [Player] {
        players.filter { teams[$0.id] == team }
    }

    var canStart: Bool { !members(of: .teamA).isEmpty && !members(of: .teamB).isEmpty }
    var canMoveLeft: Bool { highlighted.map { $0.section > 0 } ?? false }
    var canMoveRight: Bool { highlighted.map { $0.section < Self.sectionOrder.count - 1 } ?? false }
    /// Why a key does not act now, while it does not.
    var moveLeftUnavailableReason: String? { canMoveLeft ? nil : "Already on the bench." }
    var moveRightUnavailableReason: String? { canMoveRight ? nil : "Already in Team B." }
    var startUnavailableReason: String? { canStart ? nil : "Put at least one player in each team." }

    /// What going back would lose.
    var unsavedWork: String? { members(of: .bench).count == players.count ? nil : "The teams you picked will be lost." }

    func highlight(section: Int, row: Int) {
        let place = Place(section: section, row: row)
        if highlighted != place { highlighted = place }
    }

    /// Each section's title and rows: name and position acronym.
    var sections: [(title: String, rows: [(name: String, position: String)])] {
        Self.sectionOrder.map { team in
            (team.title, members(of: team).map { ($0.name, $0.preferredPosition?.acronym ?? "-") })
        }
    }

    /// Moves the player at `row` of `section` one section left (-1) or right (+1); it stays
    /// highlighted where it lands.
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
        highlighted = self.members(of: target).firstIndex(of: player).map { Place(section: targetSection, row: $0) }
    }

    func start() async {
        guard canStart else { return }
        let teamA = members(of: .teamA)
        let teamB = members(of: .teamB)
        await request.run {
            do {
                let gather = try await gathers.startGather(teamA: teamA, teamB: teamB)
                output?.gatherStarted(gather, teamA: teamA, teamB: teamB)
            } catch {
                // Esc on the wait calls it off: that is no failure to report.
                guard !Task.isCancelled else { return }
                status = "\(error)"
                onAlert(
                    .error(
                        error.isUnconfirmed
                            ? "Unable to confirm that the gather was created: it may have been. Start again: it will not make a second one."
                            : "Unable to create gather."))
            }
        }
    }

}

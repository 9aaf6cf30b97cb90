import Domain

/// Splits the chosen players into Team A and Team B (the rest stay on the bench), a move at a
/// time along the line bench → Team A → Team B, then creates the gather and its teams on the
/// backend.
@MainActor
final class ConfirmPlayersInteractor: ConfirmPlayersInteractorProtocol {
    /// The line a player moves along, one team at a time.
    static let line: [Team] = [.bench, .teamA, .teamB]

    weak var output: (any ConfirmPlayersInteractorOutputProtocol)?
    private var teams: [Player.ID: Team]
    /// The team of the person's player: the list opens on the first player, on the bench.
    private var highlightedTeam = Team.bench
    private let players: [Player]
    private let gathers: any GathersService
    /// Who hears that the gather has ended: handed on to the Gather module.
    private weak var moduleOutput: (any GatherModuleOutput)?

    init(input: ConfirmPlayersInput, gathers: any GathersService) {
        players = input.players
        moduleOutput = input.output
        self.gathers = gathers
        teams = Dictionary(uniqueKeysWithValues: input.players.map { ($0.id, Team.bench) })
    }

    func loadTeams() {
        let shown = Dictionary(
            uniqueKeysWithValues: Team.allCases.map { team in
                (team, members(of: team).map { ConfirmPlayersMember(name: $0.name, position: $0.preferredPosition) })
            })
        output?.teamsChanged(shown, canStart: canStart)
        tellMoves()
    }

    func highlight(row: Int, of team: Team) {
        guard team != highlightedTeam else { return }
        highlightedTeam = team
        tellMoves()
    }

    func move(row: Int, of team: Team, _ direction: ConfirmPlayersMove) {
        let members = members(of: team)
        guard members.indices.contains(row), let place = Self.line.firstIndex(of: team) else { return }
        let next = place + (direction == .left ? -1 : 1)
        guard Self.line.indices.contains(next) else { return }
        let player = members[row]
        let target = Self.line[next]
        teams[player.id] = target
        highlightedTeam = target
        loadTeams()
        if let movedRow = self.members(of: target).firstIndex(of: player) {
            output?.playerMoved(to: target, row: movedRow)
        }
    }

    func startGather() async {
        guard canStart else { return }
        let teamA = members(of: .teamA)
        let teamB = members(of: .teamB)
        do {
            let gather = try await gathers.startGather(teamA: teamA, teamB: teamB)
            output?.gatherStarted(GatherInput(gather: gather, teamA: teamA, teamB: teamB, output: moduleOutput))
        } catch {
            // Esc on the wait calls it off: that is no failure to report.
            guard !Task.isCancelled else { return }
            output?.gatherCouldNotBeStarted(error, unconfirmed: error.isUnconfirmed)
        }
    }

    private func tellMoves() {
        output?.movesChanged(
            canMoveLeft: highlightedTeam != Self.line.first, canMoveRight: highlightedTeam != Self.line.last)
    }

    private var canStart: Bool { !members(of: .teamA).isEmpty && !members(of: .teamB).isEmpty }

    private func members(of team: Team) -> [Player] {
        players.filter { teams[$0.id] == team }
    }
}

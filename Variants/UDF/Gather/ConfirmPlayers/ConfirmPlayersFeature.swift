import Domain
import Presentation

/// Splits the chosen players into Team A and Team B (the rest stay on the bench), then creates
/// the gather and its teams on the backend and tells its parent it started.
struct ConfirmPlayersFeature: Reducer {
    struct State: Equatable {
        /// A team's players as the list shows them: name and position acronym.
        struct Section: Equatable {
            struct Row: Equatable {
                let name: String
                let position: String
            }

            let title: String
            let rows: [Row]
        }

        /// A row of the list: its section and its place in it.
        struct Position: Equatable {
            let section: Int
            let row: Int
        }

        static let sectionOrder: [Team] = [.bench, .teamA, .teamB]

        /// The players chosen, in the order they were chosen.
        let players: [Player]
        var teams: [Player.ID: Team]
        /// The highlighted row: the list opens on the first player, on the bench, and a moved
        /// player stays highlighted in its new section.
        var highlighted = Position(section: 0, row: 0)
        /// The request in flight: the loading indicator shows, and input waits.
        var isStarting = false
        var status: String?
        var alert: AlertState<Action.Alert>?

        init(players: [Player]) {
            self.players = players
            teams = Dictionary(uniqueKeysWithValues: players.map { ($0.id, Team.bench) })
        }

        /// The players of `team`, in the order they were chosen.
        func members(of team: Team) -> [Player] {
            players.filter { teams[$0.id] == team }
        }

        var sections: [Section] {
            State.sectionOrder.map { team in
                Section(
                    title: team.title,
                    rows: members(of: team).map {
                        Section.Row(name: $0.name, position: $0.preferredPosition?.acronym ?? "-")
                    })
            }
        }

        var canStart: Bool { !members(of: .teamA).isEmpty && !members(of: .teamB).isEmpty }
        var moveLeftUnavailableReason: String? { highlighted.section > 0 ? nil : "Already on the bench." }
        var moveRightUnavailableReason: String? {
            highlighted.section < State.sectionOrder.count - 1 ? nil : "Already in Team B."
        }
        var startUnavailableReason: String? { canStart ? nil : "Put at least one player in each team." }
        /// What going back would lose.
        var unsavedWork: String? {
            members(of: .bench).count == players.count ? nil : "The teams you picked will be lost."
        }
    }

    enum Action: Equatable, Sendable {
        case highlighted(section: Int, row: Int)
        /// Moves the player at `row` of `section` one section left (-1) or right (+1).
        case moveTapped(section: Int, row: Int, step: Int)
        case startTapped
        case gatherCreated(Gather.ID, teamA: [Player], teamB: [Player])
        /// The request failed; `nil` when the app called it off (Esc on the wait): no error to show.
        /// Unconfirmed when its request left and its answer did not come (a timeout): it may have been done.
        case creationFailed(reason: String?, unconfirmed: Bool)
        case alert(Alert?)
        case delegate(Delegate)

        /// The screen's alerts have nothing to choose: OK dismisses them.
        enum Alert: Equatable, Sendable {}

        enum Delegate: Equatable, Sendable {
            case gatherStarted(Gather.ID, teamA: [Player], teamB: [Player])
        }
    }

    let gathers: any GathersService

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .highlighted(let section, let row):
            state.highlighted = State.Position(section: section, row: row)
            return .none
        case .moveTapped(let section, let row, let step):
            guard State.sectionOrder.indices.contains(section) else { return .none }
            let team = State.sectionOrder[section]
            let members = state.members(of: team)
            guard members.indices.contains(row) else { return .none }
            let player = members[row]
            let targetSection = min(max(section + step, 0), State.sectionOrder.count - 1)
            let target = State.sectionOrder[targetSection]
            guard target != team else { return .none }
            state.teams[player.id] = target
            if let movedRow = state.members(of: target).firstIndex(of: player) {
                state.highlighted = State.Position(section: targetSection, row: movedRow)
            }
            return .none
        case .startTapped:
            guard !state.isStarting, state.canStart else { return .none }
            state.isStarting = true
            let teamA = state.members(of: .teamA)
            let teamB = state.members(of: .teamB)
            return .run { [gathers] send in
                do {
                    send(
                        .gatherCreated(
                            try await gathers.startGather(teamA: teamA, teamB: teamB), teamA: teamA, teamB: teamB))
                } catch {
                    send(.creationFailed(reason: Task.isCancelled ? nil : "\(error)", unconfirmed: error.isUnconfirmed))
                }
            }
        case .gatherCreated(let gather, let teamA, let teamB):
            state.isStarting = false
            return .send(.delegate(.gatherStarted(gather, teamA: teamA, teamB: teamB)))
        case .creationFailed(let reason, let unconfirmed):
            state.isStarting = false
            guard let reason else { return .none }
            state.status = reason
            state.alert = .error(
                unconfirmed
                    ? "Unable to confirm that the gather was created: it may have been. Start again: it will not make a second one."
                    : "Unable to create gather.")
            return .none
        case .alert:
            state.alert = nil
            return .none
        case .delegate:
            return .none
        }
    }
}

import Domain
import Presentation

/// Football Gather as one state: the login, the app's first screen, and the stack of screens
/// above it (`path`). Its reducer runs each screen's reducer on that screen's state and answers
/// their delegate actions: it pushes by appending to `path`, goes back by popping it, and hands
/// a result to the screen that waits for it — in one step, so "tell, then leave" is one change.
/// The navigator makes the terminal's stack follow `path`.
struct AppFeature: Reducer {
    struct State: Equatable {
        var login: LoginFeature.State
        var path = StackState<Path.State>()

        init(showsDemoHint: Bool) {
            login = LoginFeature.State(showsDemoHint: showsDemoHint)
        }
    }

    enum Action: Equatable, Sendable {
        case login(LoginFeature.Action)
        case path(StackAction<Path.Action>)
    }

    let login: LoginFeature
    let path: Path

    init(auth: any AuthService, settings: any SettingsStore, players: any PlayersService, gathers: any GathersService) {
        login = LoginFeature(auth: auth, settings: settings)
        path = Path(players: players, auth: auth, gathers: gathers)
    }

    /// Each action, then what every screen that left the stack was still doing called off.
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        let shown = state.path.ids
        let effect = step(into: &state, action: action)
        return .merge(effect, .cancel(screensLeaving: state.path, shownBefore: shown))
    }

    private func step(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .login(let action):
            let effect = login.reduce(into: &state.login, action: action).map(Action.login)
            if case .delegate(.loggedIn) = action { state.path.append(.playerList(PlayerListFeature.State())) }
            return effect
        case .path(.element(let id, let action)):
            guard var element = state.path[id: id] else { return .none }
            // The screen's work is its own: its ids are its, and it ends when the screen leaves.
            let effect = path.reduce(into: &element, action: action).scoped(to: id).map {
                Action.path(.element(id: id, action: $0))
            }
            state.path[id: id] = element
            return .merge(effect, answer(action, from: id, in: &state))
        case .path(.popFrom(let id)):
            state.path.pop(from: id)
            return .none
        }
    }

    /// What the app does with a screen's delegate action: where it leads, and who hears the result.
    private func answer(_ action: Path.Action, from id: StackElementID, in state: inout State) -> Effect<Action> {
        switch action {
        case .playerList(.delegate(let delegate)):
            switch delegate {
            case .openPlayer(let player):
                state.path.append(.playerDetail(PlayerDetailFeature.State(player: player)))
            case .addPlayer:
                state.path.append(.playerAdd(PlayerAddFeature.State()))
            case .pickTeams(let players):
                state.path.append(.confirmPlayers(ConfirmPlayersFeature.State(players: players)))
            case .loggedOut:
                state.path.removeAll()
            }
            return .none
        case .playerAdd(.delegate(.playerAdded)):
            // Back to the list, which loads again to show the new player.
            state.path.pop(from: id)
            return send(.playerList(.playerAdded), toEvery: { $0.playerList != nil }, in: &state)
        case .playerDetail(.delegate(.editField(let field, let player))):
            state.path.append(.playerEdit(PlayerEditFeature.State(field: field, player: player)))
            return .none
        case .playerEdit(.delegate(.playerEdited(let player))):
            // The details show the player as saved, as does the list; back to the details.
            state.path.pop(from: id)
            return playerChanged(player, in: &state)
        case .playerEdit(.delegate(.playerChangedElsewhere(let current))):
            // The details and the list show the player as it is now; the edit stays on screen.
            return playerChanged(current, in: &state)
        case .playerEdit(.delegate(.playerDeletedElsewhere)):
            // Back to the list past the details, which loads again without the player (or with it added again).
            if let list = state.path.ids.last(where: { state.path[id: $0]?.playerList != nil }) {
                state.path.pop(to: list)
            }
            return send(.playerList(.playerDeletedElsewhere), toEvery: { $0.playerList != nil }, in: &state)
        case .confirmPlayers(.delegate(.gatherStarted(let gather, let teamA, let teamB))):
            state.path.append(.gather(GatherFeature.State(gather: gather, teamA: teamA, teamB: teamB)))
            return .none
        case .gather(.delegate(.gatherEnded)):
            // Back to the players, which leave select mode; the gather's screens go.
            if let list = state.path.ids.last(where: { state.path[id: $0]?.playerList != nil }) {
                state.path.pop(to: list)
            }
            return send(.playerList(.gatherEnded), toEvery: { $0.playerList != nil }, in: &state)
        default:
            return .none
        }
    }

    private func playerChanged(_ player: Player, in state: inout State) -> Effect<Action> {
        .merge(
            send(.playerDetail(.playerUpdated(player)), toEvery: { $0.playerDetail != nil }, in: &state),
            send(.playerList(.playerUpdated(player)), toEvery: { $0.playerList != nil }, in: &state)
        )
    }

    /// Runs `action` through the reducer of every screen on the stack that `isTarget` picks: how a
    /// result reaches the screens behind the one that made it.
    private func send(_ action: Path.Action, toEvery isTarget: (Path.State) -> Bool, in state: inout State) -> Effect<
        Action
    > {
        let targets = state.path.ids.filter { state.path[id: $0].map(isTarget) == true }
        return .merge(targets.map { reduce(into: &state, action: .path(.element(id: $0, action: action))) })
    }
}

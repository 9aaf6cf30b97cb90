import Domain
import Presentation

extension AppFeature {
    /// The screens that can be on the stack above the login: the state of each, its actions, and
    /// a reducer that hands an action to the screen's own reducer. TCA writes this with a macro
    /// and case paths; here the `switch` is written out.
    struct Path: Reducer {
        enum State: Equatable {
            case playerList(PlayerListFeature.State)
            case playerAdd(PlayerAddFeature.State)
            case playerDetail(PlayerDetailFeature.State)
            case playerEdit(PlayerEditFeature.State)
            case confirmPlayers(ConfirmPlayersFeature.State)
            case gather(GatherFeature.State)
        }

        enum Action: Equatable, Sendable {
            case playerList(PlayerListFeature.Action)
            case playerAdd(PlayerAddFeature.Action)
            case playerDetail(PlayerDetailFeature.Action)
            case playerEdit(PlayerEditFeature.Action)
            case confirmPlayers(ConfirmPlayersFeature.Action)
            case gather(GatherFeature.Action)
        }

        let playerList: PlayerListFeature
        let playerAdd: PlayerAddFeature
        let playerDetail = PlayerDetailFeature()
        let playerEdit: PlayerEditFeature
        let confirmPlayers: ConfirmPlayersFeature
        let gather: GatherFeature

        init(players: any PlayersService, auth: any AuthService, gathers: any GathersService) {
            playerList = PlayerListFeature(players: players, auth: auth)
            playerAdd = PlayerAddFeature(players: players)
            playerEdit = PlayerEditFeature(players: players)
            confirmPlayers = ConfirmPlayersFeature(gathers: gathers)
            gather = GatherFeature(gathers: gathers)
        }

        /// An action for a screen that is not the one under its id does nothing.
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch (state, action) {
            case (.playerList(var screen), .playerList(let action)):
                let effect = playerList.reduce(into: &screen, action: action)
                state = .playerList(screen)
                return effect.map(Action.playerList)
            case (.playerAdd(var screen), .playerAdd(let action)):
                let effect = playerAdd.reduce(into: &screen, action: action)
                state = .playerAdd(screen)
                return effect.map(Action.playerAdd)
            case (.playerDetail(var screen), .playerDetail(let action)):
                let effect = playerDetail.reduce(into: &screen, action: action)
                state = .playerDetail(screen)
                return effect.map(Action.playerDetail)
            case (.playerEdit(var screen), .playerEdit(let action)):
                let effect = playerEdit.reduce(into: &screen, action: action)
                state = .playerEdit(screen)
                return effect.map(Action.playerEdit)
            case (.confirmPlayers(var screen), .confirmPlayers(let action)):
                let effect = confirmPlayers.reduce(into: &screen, action: action)
                state = .confirmPlayers(screen)
                return effect.map(Action.confirmPlayers)
            case (.gather(var screen), .gather(let action)):
                let effect = gather.reduce(into: &screen, action: action)
                state = .gather(screen)
                return effect.map(Action.gather)
            default:
                return .none
            }
        }
    }
}

extension AppFeature.Path.State {
    // The state of each kind of screen, or `nil`: what the navigator reads a screen's state with,
    // and how the app finds the screens a result goes to.
    var playerList: PlayerListFeature.State? { if case .playerList(let state) = self { state } else { nil } }
    var playerAdd: PlayerAddFeature.State? { if case .playerAdd(let state) = self { state } else { nil } }
    var playerDetail: PlayerDetailFeature.State? { if case .playerDetail(let state) = self { state } else { nil } }
    var playerEdit: PlayerEditFeature.State? { if case .playerEdit(let state) = self { state } else { nil } }
    var confirmPlayers: ConfirmPlayersFeature.State? {
        if case .confirmPlayers(let state) = self { state } else { nil }
    }
    var gather: GatherFeature.State? { if case .gather(let state) = self { state } else { nil } }
}

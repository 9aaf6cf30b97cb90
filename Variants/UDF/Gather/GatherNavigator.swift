import Presentation
import TerminalUI

/// Makes the terminal's stack of screens follow the app's `path` — the only UDF type that
/// navigates. When `path` gains a screen's state, a view for it is pushed, on a store scoped to
/// that state; when states leave `path`, their views are popped; when the terminal pops a view
/// itself (Esc), the store hears `.popFrom(id:)`. The kit's `StackFollower` does the following;
/// this type says which view each state is shown by.
@MainActor
final class GatherNavigator {
    private let store: Store<AppFeature.State, AppFeature.Action>
    private let navigation: any Navigating
    private var follower: StackFollower<AppFeature.Path.State>?

    init(store: Store<AppFeature.State, AppFeature.Action>, navigation: any Navigating) {
        self.store = store
        self.navigation = navigation
    }

    /// The login, the screen the app starts on; from now on the stack follows each change of `path`.
    func start() -> Screen {
        let login = LoginView(store: store.scope(state: \.login, action: AppFeature.Action.login))
        let follower = StackFollower(
            navigation: navigation, firstScreen: login, path: { [store] in store.state.path },
            makeScreen: { [store] id, state in Self.view(for: state, under: id, of: store) },
            popped: { [store] id in store.send(.path(.popFrom(id: id))) }
        )
        store.observe { [weak follower] _ in follower?.follow() }
        self.follower = follower
        return login
    }

    private static func view(
        for state: AppFeature.Path.State, under id: StackElementID, of store: Store<AppFeature.State, AppFeature.Action>
    ) -> Screen {
        /// The store of the screen under `id` on the path.
        func scope<ScreenState: Equatable, ScreenAction>(
            _ initial: ScreenState, _ extract: @escaping @MainActor (AppFeature.Path.State) -> ScreenState?,
            _ embed: @escaping @MainActor (ScreenAction) -> AppFeature.Path.Action
        ) -> Store<ScreenState, ScreenAction> {
            store.scope(
                state: { $0.path[id: id].flatMap(extract) }, initial: initial,
                action: { .path(.element(id: id, action: embed($0))) })
        }
        return switch state {
        case .playerList(let initial):
            PlayerListView(store: scope(initial, \.playerList, AppFeature.Path.Action.playerList))
        case .playerAdd(let initial):
            PlayerAddView(store: scope(initial, \.playerAdd, AppFeature.Path.Action.playerAdd))
        case .playerDetail(let initial):
            PlayerDetailView(store: scope(initial, \.playerDetail, AppFeature.Path.Action.playerDetail))
        case .playerEdit(let initial):
            PlayerEditView(store: scope(initial, \.playerEdit, AppFeature.Path.Action.playerEdit))
        case .confirmPlayers(let initial):
            ConfirmPlayersView(store: scope(initial, \.confirmPlayers, AppFeature.Path.Action.confirmPlayers))
        case .gather(let initial): GatherView(store: scope(initial, \.gather, AppFeature.Path.Action.gather))
        }
    }
}

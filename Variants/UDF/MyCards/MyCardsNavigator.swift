import Presentation
import TerminalUI

/// Makes the terminal's stack of screens follow the app's `path` — the only UDF type that
/// navigates. When `path` gains a screen's state, a view for it is pushed, on a store scoped to
/// that state; when states leave `path`, their views are popped; when the terminal pops a view
/// itself (Esc), the store hears `.popFrom(id:)`. The kit's `StackFollower` does the following;
/// this type says which view each state is shown by.
@MainActor
final class MyCardsNavigator {
    private let store: Store<AppFeature.State, AppFeature.Action>
    private let navigation: any Navigating
    private var follower: StackFollower<AppFeature.Path.State>?
    /// Whether the root shown is the card list (else the login): when the root's state changes
    /// case, its screen takes the whole stack's place.
    private var showsCardList: Bool?

    init(store: Store<AppFeature.State, AppFeature.Action>, navigation: any Navigating) {
        self.store = store
        self.navigation = navigation
    }

    /// The root's screen, the one the app starts on; from now on the stack follows each change of
    /// `root` and `path`.
    func start() -> Screen {
        let root = showRoot()
        store.observe { [weak self] _ in self?.follow() }
        return root
    }

    private func follow() {
        if (store.state.root.cardList != nil) != showsCardList {
            navigation.setRoot(showRoot())
        }
        follower?.follow()
    }

    /// A screen for the root's state, the path followed above it.
    private func showRoot() -> Screen {
        let root: Screen =
            switch store.state.root {
            case .login(let initial):
                LoginView(
                    store: store.scope(state: { $0.root.login }, initial: initial, action: AppFeature.Action.login))
            case .cardList(let initial):
                CardListView(
                    store: store.scope(
                        state: { $0.root.cardList }, initial: initial, action: AppFeature.Action.cardList))
            }
        showsCardList = store.state.root.cardList != nil
        follower = StackFollower(
            navigation: navigation, firstScreen: root, path: { [store] in store.state.path },
            makeScreen: { [store] id, state in Self.view(for: state, under: id, of: store) },
            popped: { [store] id in store.send(.path(.popFrom(id: id))) }
        )
        return root
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
        case .cardDetails(let initial):
            CardDetailsView(store: scope(initial, \.cardDetails, AppFeature.Path.Action.cardDetails))
        case .cardPhoto(let initial):
            CardPhotoView(store: scope(initial, \.cardPhoto, AppFeature.Path.Action.cardPhoto))
        case .photoCapture(let initial):
            PhotoCaptureView(store: scope(initial, \.photoCapture, AppFeature.Path.Action.photoCapture))
        case .photoLibrary(let initial):
            PhotoLibraryView(store: scope(initial, \.photoLibrary, AppFeature.Path.Action.photoLibrary))
        case .crop(let initial): CropView(store: scope(initial, \.crop, AppFeature.Path.Action.crop))
        }
    }
}

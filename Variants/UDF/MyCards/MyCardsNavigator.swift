import Presentation
import TerminalUI

/// Makes the terminal's stack of screens follow the app's `path` — the only UDF type that
/// navigates. When `path` gains a screen's state, it pushes that screen's view, on a store scoped
/// to that state; when states leave `path`, it pops their views. When the terminal pops a screen
/// itself (Esc), it tells the store, through the navigation delegate, as `.popFrom(id:)`.
@MainActor
final class MyCardsNavigator: NavigationDelegate {
    /// A view pushed for a state on `path`, under that state's id.
    private struct Shown {
        let id: StackElementID
        weak var screen: Screen?
    }

    private let store: Store<AppFeature.State, AppFeature.Action>
    private let navigation: any Navigating
    private weak var firstScreen: Screen?
    /// The views pushed for `path`, bottom first.
    private var shown: [Shown] = []

    init(store: Store<AppFeature.State, AppFeature.Action>, navigation: any Navigating) {
        self.store = store
        self.navigation = navigation
    }

    /// The card list, the screen the app starts on; from now on the navigator follows each change of `path`.
    func start() -> Screen {
        navigation.delegate = self
        store.observe { [weak self] state in self?.follow(state.path) }
        let view = CardListView(store: store.scope(state: \.cardList, action: AppFeature.Action.cardList))
        firstScreen = view
        return view
    }

    private func follow(_ path: StackState<AppFeature.Path.State>) {
        if let firstGone = shown.firstIndex(where: { path[id: $0.id] == nil }) {
            shown.removeSubrange(firstGone...)
            if let top = shown.last?.screen ?? firstScreen { navigation.pop(to: top) }
        }
        // A pushed view may send an action as it appears, which comes back here: each new state
        // is looked for afresh, so that none is pushed twice.
        while let (id, state) = firstNotShown(in: store.state.path) {
            let screen = makeScreen(for: state, under: id)
            shown.append(Shown(id: id, screen: screen))
            navigation.push(screen)
        }
    }

    private func firstNotShown(in path: StackState<AppFeature.Path.State>) -> (StackElementID, AppFeature.Path.State)? {
        zip(path.ids, path).first { id, _ in !shown.contains { $0.id == id } }
    }

    private func makeScreen(for state: AppFeature.Path.State, under id: StackElementID) -> Screen {
        switch state {
        case .cardDetails(let initial): CardDetailsView(store: scope(id, initial, \.cardDetails, AppFeature.Path.Action.cardDetails))
        case .cardPhoto(let initial): CardPhotoView(store: scope(id, initial, \.cardPhoto, AppFeature.Path.Action.cardPhoto))
        case .photoCapture(let initial): PhotoCaptureView(store: scope(id, initial, \.photoCapture, AppFeature.Path.Action.photoCapture))
        case .photoLibrary(let initial): PhotoLibraryView(store: scope(id, initial, \.photoLibrary, AppFeature.Path.Action.photoLibrary))
        case .crop(let initial): CropView(store: scope(id, initial, \.crop, AppFeature.Path.Action.crop))
        }
    }

    /// The store of the screen under `id` on the path.
    private func scope<ScreenState, ScreenAction>(
        _ id: StackElementID, _ initial: ScreenState, _ extract: @escaping @MainActor (AppFeature.Path.State) -> ScreenState?,
        _ embed: @escaping @MainActor (ScreenAction) -> AppFeature.Path.Action
    ) -> Store<ScreenState, ScreenAction> {
        store.scope(state: { $0.path[id: id].flatMap(extract) }, initial: initial, action: { .path(.element(id: id, action: embed($0))) })
    }
}

extension MyCardsNavigator {
    /// The terminal went back to `screen` by itself (Esc): the states of the views above it leave `path`.
    func navigation(_ navigation: any Navigating, didShow screen: Screen) {
        let kept = screen === firstScreen ? 0 : shown.firstIndex { $0.screen === screen }.map { $0 + 1 }
        guard let kept, kept < shown.count else { return }
        let firstGone = shown[kept].id
        shown.removeSubrange(kept...)
        store.send(.path(.popFrom(id: firstGone)))
    }
}

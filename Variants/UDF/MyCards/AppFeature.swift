import Camera
import Domain
import Foundation
import Imaging
import Presentation

/// My Cards as one state: the app's first screen (`root`: the login, or the card list while
/// signed in) and the stack of screens above it (`path`). Its reducer runs each screen's reducer
/// on that screen's state and answers their delegate actions: it pushes by appending to `path`,
/// goes back by popping it, and hands a result to the screen that waits for it — a new photo to
/// the card, a saved card to the list — in one step, so "tell, then leave" is one change. Signing
/// in and out changes `root`, the stack with it. The navigator makes the terminal's stack follow.
struct AppFeature: Reducer {
    struct State: Equatable {
        var root: Root
        var path = StackState<Path.State>()
        /// Where the photo library starts.
        let photosDirectory: String
        /// Whether Login hints at the demo account, each time it shows.
        let showsDemoHint: Bool

        /// - Parameter isSignedIn: whether a remembered session signed the app in: it starts on the cards.
        init(photosDirectory: String, showsDemoHint: Bool, isSignedIn: Bool) {
            self.photosDirectory = photosDirectory
            self.showsDemoHint = showsDemoHint
            root =
                isSignedIn
                ? .cardList(CardListFeature.State()) : .login(LoginFeature.State(showsDemoHint: showsDemoHint))
        }
    }

    /// The screen below the stack: the login until someone signs in, then the cards (q there quits).
    enum Root: Equatable {
        case login(LoginFeature.State)
        case cardList(CardListFeature.State)

        /// The login's state while it is the root; set, it stays the root (TCA's case paths,
        /// written out).
        var login: LoginFeature.State? {
            get {
                guard case .login(let state) = self else { return nil }
                return state
            }
            set {
                guard let newValue, login != nil else { return }
                self = .login(newValue)
            }
        }

        /// The card list's state while it is the root; set, it stays the root.
        var cardList: CardListFeature.State? {
            get {
                guard case .cardList(let state) = self else { return nil }
                return state
            }
            set {
                guard let newValue, cardList != nil else { return }
                self = .cardList(newValue)
            }
        }
    }

    enum Action: Equatable, Sendable {
        case login(LoginFeature.Action)
        case cardList(CardListFeature.Action)
        case path(StackAction<Path.Action>)
    }

    let login: LoginFeature
    let cardList: CardListFeature
    let path: Path

    init(auth: any AuthService, settings: any SettingsStore, cards: any CardStore, sync: CardSync, camera: any Camera) {
        login = LoginFeature(auth: auth, settings: settings)
        cardList = CardListFeature(cards: cards, sync: sync, auth: auth)
        path = Path(sync: sync, camera: camera)
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
            guard var login = state.root.login else { return .none }
            let effect = self.login.reduce(into: &login, action: action).map(Action.login)
            state.root = .login(login)
            if case .delegate(.loggedIn) = action {
                state.path.removeAll()
                state.root = .cardList(CardListFeature.State())
            }
            return effect
        case .cardList(let action):
            guard var cardList = state.root.cardList else { return .none }
            let effect = self.cardList.reduce(into: &cardList, action: action).map(Action.cardList)
            state.root = .cardList(cardList)
            switch action {
            case .delegate(.openCard(let card)):
                state.path.append(.cardDetails(CardDetailsFeature.State(mode: .normal, card: card)))
            case .delegate(.newCard):
                state.path.append(.cardDetails(CardDetailsFeature.State(mode: .create, card: Card())))
            case .delegate(.loggedOut):
                state.path.removeAll()
                state.root = .login(LoginFeature.State(showsDemoHint: state.showsDemoHint))
            default:
                break
            }
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
        case .cardDetails(.delegate(let delegate)):
            switch delegate {
            case .showPhoto(let photo, let side):
                state.path.append(.cardPhoto(CardPhotoFeature.State(side: side, photo: photo)))
            case .takePhoto(let side):
                state.path.append(.photoCapture(PhotoCaptureFeature.State(side: side)))
            case .choosePhoto(let side):
                state.path.append(
                    .photoLibrary(PhotoLibraryFeature.State(directory: state.photosDirectory, side: side)))
            case .created(let card):
                // Back to the list, which takes the new card to the backend.
                state.path.pop(from: id)
                return listHears(.cardSaved(card), in: &state)
            case .saved(let card):
                // The card stays on screen; the list takes the change to the backend.
                return listHears(.cardSaved(card), in: &state)
            case .deleted(let card):
                // Back to the list, which takes the deletion to the backend.
                state.path.pop(from: id)
                return listHears(.cardDeleted(card), in: &state)
            case .dismissed:
                state.path.pop(from: id)
            }
            return .none
        case .cardPhoto(.delegate(.dismissed)):
            state.path.pop(from: id)
            return .none
        case .photoCapture(.delegate(.photoTaken(let photo, let side))),
            .crop(.delegate(.photoCropped(let photo, let side))):
            return photoReady(photo, for: side, in: &state)
        case .photoLibrary(.delegate(.imageChosen(let image, let name, let side))):
            state.path.append(.crop(CropFeature.State(image: image, name: name, side: side)))
            return .none
        default:
            return .none
        }
    }

    /// Back to the card, whose face takes the photo; the photo's screens go.
    private func photoReady(_ photo: Data, for side: CardSide, in state: inout State) -> Effect<Action> {
        guard let card = state.path.ids.last(where: { state.path[id: $0]?.cardDetails != nil }) else { return .none }
        state.path.pop(to: card)
        return reduce(
            into: &state, action: .path(.element(id: card, action: .cardDetails(.photoTaken(photo, for: side)))))
    }

    private func listHears(_ action: CardListFeature.Action, in state: inout State) -> Effect<Action> {
        reduce(into: &state, action: .cardList(action))
    }
}

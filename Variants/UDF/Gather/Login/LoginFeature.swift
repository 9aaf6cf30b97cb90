import Domain
import Presentation

/// Logs in or registers, remembers the username if asked, then tells its parent it is logged in.
struct LoginFeature: Reducer {
    struct State: Equatable {
        enum Field: Equatable {
            case username
            case password
        }

        var username = ""
        var password = ""
        var rememberMe = true
        let showsDemoHint: Bool
        /// The field the cursor goes to: the password's once a username is remembered.
        var focusedField = Field.username
        /// A request in flight: the loading indicator shows, and input waits.
        var isLoading = false
        var status: String?
        var alert: AlertState<Action.Alert>?
        /// The username the form opened with: one typed over it is work that Esc would lose.
        var rememberedUsername = ""

        init(showsDemoHint: Bool) {
            self.showsDemoHint = showsDemoHint
        }

        /// What Esc, which quits the app from here, would lose.
        var unsavedWork: String? {
            password.isEmpty && username == rememberedUsername ? nil : "What you typed will be lost."
        }
    }

    enum Action: Equatable, Sendable {
        /// Shows only what is remembered: on start, and back from a logout.
        case appeared
        case preferencesLoaded(LoginPreferences)
        case preferencesUnreadable(reason: String)
        case usernameChanged(String)
        case passwordChanged(String)
        case rememberMeChanged(Bool)
        case loginTapped
        case registerTapped
        case loggedIn(rememberingFailure: String?)
        /// The request failed; `nil` when the app called it off (Esc on the wait): no error to show.
        case authFailed(reason: String?)
        case alert(Alert?)
        case delegate(Delegate)

        /// The login's alerts have nothing to choose: OK dismisses them.
        enum Alert: Equatable, Sendable {}

        enum Delegate: Equatable, Sendable {
            case loggedIn
        }
    }

    let auth: any AuthService
    let settings: any SettingsStore

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .appeared:
            state.isLoading = true
            return .run { [settings] send in
                do {
                    send(.preferencesLoaded(try await settings.loginPreferences()))
                } catch {
                    send(.preferencesUnreadable(reason: "\(error)"))
                }
            }
        case .preferencesLoaded(let preferences):
            state.isLoading = false
            state.rememberMe = preferences.rememberMe
            state.username = preferences.username ?? ""
            state.rememberedUsername = state.username
            state.focusedField = state.username.isEmpty ? .username : .password
            return .none
        case .preferencesUnreadable(let reason):
            state.isLoading = false
            state.status = "Could not read the saved username: \(reason)"
            return .none
        case .usernameChanged(let text):
            state.username = text
            return .none
        case .passwordChanged(let text):
            state.password = text
            return .none
        case .rememberMeChanged(let isOn):
            state.rememberMe = isOn
            return .none
        case .loginTapped:
            guard !state.isLoading, let (username, password) = filledFields(&state) else { return .none }
            return submit(as: username, &state) { [rememberMe = state.rememberMe] auth in
                try await auth.login(username: username, password: password, rememberMe: rememberMe)
            }
        case .registerTapped:
            guard !state.isLoading, let (username, password) = filledFields(&state) else { return .none }
            let newPassword: NewPassword
            do {
                newPassword = try NewPassword(password)
            } catch {
                state.alert = .error("\(error)")
                return .none
            }
            return submit(as: username, &state) { [rememberMe = state.rememberMe] auth in
                try await auth.register(username: username, password: newPassword, rememberMe: rememberMe)
            }
        case .loggedIn(let rememberingFailure):
            state.isLoading = false
            state.password = ""
            state.status = rememberingFailure.map { "Could not remember the username: \($0)" }
            return .send(.delegate(.loggedIn))
        case .authFailed(let reason):
            state.isLoading = false
            if let reason { state.alert = .error(reason) }
            return .none
        case .alert:
            state.alert = nil
            return .none
        case .delegate:
            return .none
        }
    }

    /// The username (trimmed) and the password, or `nil` and an alert when either is empty.
    private func filledFields(_ state: inout State) -> (String, String)? {
        let username = NameRules.normalized(state.username)
        guard !username.isEmpty, !state.password.isEmpty else {
            state.alert = .error("Both fields are mandatory.")
            return nil
        }
        return (username, state.password)
    }

    /// Logs in (or registers) as `username`, then remembers it — or forgets it — as "Remember me" says.
    private func submit(
        as username: String, _ state: inout State,
        _ authRequest: @escaping @Sendable (any AuthService) async throws -> Void
    ) -> Effect<Action> {
        state.isLoading = true
        let preferences = LoginPreferences(rememberMe: state.rememberMe, username: username)
        return .run { [auth, settings] send in
            do {
                try await authRequest(auth)
            } catch {
                send(.authFailed(reason: Task.isCancelled ? nil : "\(error)"))
                return
            }
            do {
                try await settings.save(preferences)
                send(.loggedIn(rememberingFailure: nil))
            } catch {
                send(.loggedIn(rememberingFailure: "\(error)"))
            }
        }
    }
}

/// An alert as state: set by the reducer, shown by the view while it is there, and gone when the
/// reducer clears it — never a callback. Each button carries the action it sends; a button
/// without one (Cancel, OK) sends `nil`, which the reducer takes as "dismissed", as does Esc on
/// an alert without a Cancel button.
public struct AlertState<Action: Equatable & Sendable>: Equatable, Sendable {
    public struct Button: Equatable, Sendable {
        public var title: String
        public var role: AlertContent.Button.Role
        public var action: Action?

        public init(_ title: String, role: AlertContent.Button.Role = .normal, action: Action? = nil) {
            self.title = title
            self.role = role
            self.action = action
        }
    }

    public var title: String
    public var message: String
    public var buttons: [Button]

    /// - Parameter buttons: OK alone unless given.
    public init(title: String, message: String, buttons: [Button] = [Button("OK")]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// "Error" with the message and OK: what every failed request shows.
    public static func error(_ message: String) -> AlertState {
        AlertState(title: "Error", message: message)
    }

    /// The alert as the kit shows it: each button sends its action (or `nil`) through `send`.
    public func content(send: @escaping @MainActor (Action?) -> Void) -> AlertContent {
        AlertContent(
            title: title, message: message,
            buttons: buttons.map { button in
                AlertContent.Button(button.title, role: button.role) { send(button.action) }
            },
            closeAction: { send(nil) }
        )
    }
}

/// An alert as a presentation role describes it — plain data, no TerminalUI: its title, its
/// message, and its buttons with what each does.
public struct AlertContent {
    public struct Button {
        public enum Role: Sendable {
            case normal
            /// What Esc picks.
            case cancel
            /// Never the button Enter picks unless chosen: the alert highlights Cancel.
            case destructive
        }

        public let title: String
        public let role: Role
        /// What the button stands for, where the role that words it cannot say what it does: a
        /// Clean Swift presenter words the button, its view controller turns it into a request.
        public let identifier: String?
        /// What choosing the button does, if anything; the view runs it as the app's work.
        public let action: (@MainActor () async -> Void)?

        public init(
            _ title: String, role: Role = .normal, identifier: String? = nil,
            action: (@MainActor () async -> Void)? = nil
        ) {
            self.title = title
            self.role = role
            self.identifier = identifier
            self.action = action
        }
    }

    public let title: String
    public let message: String
    public let buttons: [Button]
    /// What closing the alert with Esc does when no button is Cancel (it just closes): for a role
    /// that holds the alert as state and must hear that it is gone.
    public let closeAction: (@MainActor () async -> Void)?

    /// - Parameter buttons: OK alone unless given.
    public init(
        title: String, message: String, buttons: [Button] = [Button("OK")],
        closeAction: (@MainActor () async -> Void)? = nil
    ) {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.closeAction = closeAction
    }

    /// The same alert, each identified button doing what `action` gives for its identifier (a
    /// button `action` gives nothing for keeps its own): how a view controller turns the buttons
    /// its presenter worded into requests.
    public func acting(_ action: (_ identifier: String) -> (@MainActor () async -> Void)?) -> AlertContent {
        AlertContent(
            title: title, message: message,
            buttons: buttons.map { button in
                Button(
                    button.title, role: button.role, identifier: button.identifier,
                    action: button.identifier.flatMap(action) ?? button.action)
            })
    }

    /// "Error" with the message and OK: what every failed request shows.
    public static func error(_ message: String) -> AlertContent {
        AlertContent(title: "Error", message: message)
    }
}

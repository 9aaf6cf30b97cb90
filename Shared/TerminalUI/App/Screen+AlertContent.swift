import Presentation

extension Screen {
    /// Shows an alert a presentation role described; a button's action runs as the app's work,
    /// with the loading state while it lasts.
    public func present(_ alert: AlertContent) {
        guard let app else { return }
        let buttons = alert.buttons.map { button in
            AlertButton(button.title, role: button.role) { [weak app] in
                guard let action = button.action else { return }
                app?.perform { await action() }
            }
        }
        app.showAlert(title: alert.title, message: alert.message, buttons: buttons)
    }
}

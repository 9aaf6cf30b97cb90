import Presentation

extension Screen {
    /// Shows a view model's alert; a button's action runs as the app's work, with the loading
    /// state while it lasts.
    public func present(_ alert: AlertContent) {
        guard let app else { return }
        let buttons = alert.buttons.map { button in
            AlertButton(button.title, role: button.role.alertRole) { [weak app] in
                guard let action = button.action else { return }
                app?.perform { await action() }
            }
        }
        app.showAlert(title: alert.title, message: alert.message, buttons: buttons)
    }
}

extension AlertContent.Button.Role {
    var alertRole: AlertButton.Role {
        switch self {
        case .normal: .normal
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}

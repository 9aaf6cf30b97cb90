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
        app.showAlert(title: alert.title, message: alert.message, buttons: buttons) { [weak app] in
            guard let close = alert.closeAction else { return }
            app?.perform { await close() }
        }
    }

    /// Shows the choices a presentation role described as an action sheet under its title (the
    /// message is not shown); a button's action runs as the app's work, without the loading
    /// state: a choice leads somewhere, it does not wait for an answer.
    public func presentSheet(_ sheet: AlertContent) {
        guard let app else { return }
        app.present(
            ActionSheet(
                title: sheet.title,
                buttons: sheet.buttons.map { button in
                    AlertButton(button.title, role: button.role) { [weak app] in
                        guard let action = button.action else { return }
                        app?.perform(showingLoading: false) { await action() }
                    }
                }))
    }
}

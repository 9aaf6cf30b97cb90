import TerminalUI

/// Alerts, a confirmation, an action sheet, a two-column picker and the loading overlay.
@MainActor
final class ModalDemo: Screen {
    private let result = Label("Nothing chosen yet.")
    private var minutes = 10
    private var seconds = 0

    init() {
        super.init(title: "Alerts and sheets")
        content = Stack(
            spacing: 1,
            [
                Label("a alert · c confirm · s sheet · p picker · l loading (2 s)", role: .hint),
                result,
            ])
        keyBindings = [
            KeyBinding(.character("a"), "Alert") { [weak self] in
                self?.app?.showAlert(title: "Error", message: "Unable to create player. Please try again.")
            },
            KeyBinding(.character("c"), "Confirm") { [weak self] in self?.confirm() },
            KeyBinding(.character("s"), "Sheet") { [weak self] in self?.sheet() },
            KeyBinding(.character("p"), "Picker") { [weak self] in self?.picker() },
            KeyBinding(.character("l"), "Loading") { [weak self] in self?.load() },
        ]
    }

    private func confirm() {
        app?.showAlert(
            title: "Delete player", message: "Are you sure you want to delete the selected player?",
            buttons: [
                AlertButton("Delete", role: .destructive) { [weak self] in self?.result.text = "Deleted." },
                AlertButton("Cancel", role: .cancel) { [weak self] in self?.result.text = "Kept." },
            ])
    }

    private func sheet() {
        app?.present(
            ActionSheet(
                title: "Set front photo",
                buttons: [
                    AlertButton("Camera") { [weak self] in self?.result.text = "Camera chosen." },
                    AlertButton("Photo Library") { [weak self] in self?.result.text = "Photo Library chosen." },
                    AlertButton("Cancel", role: .cancel),
                ]))
    }

    private func picker() {
        app?.present(
            ColumnPicker(
                title: "Set time",
                columns: [(0...59).map { "\($0) min" }, (0...59).map { "\($0) sec" }],
                selection: [minutes, seconds],
                onDone: { [weak self] chosen in
                    guard let self else { return }
                    (minutes, seconds) = (chosen[0], chosen[1])
                    result.text = "Time set to \(minutes) min \(seconds) sec."
                }
            ))
    }

    private func load() {
        guard let app else { return }
        app.perform { [weak self] in
            try? await app.sleep(for: .seconds(2))
            self?.result.text = "Loaded after 2 seconds; keys other than ^C were ignored meanwhile."
        }
    }
}

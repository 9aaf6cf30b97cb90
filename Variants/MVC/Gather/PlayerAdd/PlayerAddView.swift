import Domain
import TerminalUI

/// A name field and the Done button.
@MainActor
final class PlayerAddView: ComposedView {
    let nameField = TextField(placeholder: "Enter name of the player", maximumLength: NameRules.maximumLength)
    let doneButton = Button("Done", isEnabled: false)

    init() {
        super.init()
        body = Stack(spacing: 1, [nameField, Row([doneButton])])
    }
}

import Domain
import TerminalUI

/// A text field for text rows or a list of choices for choice rows, and the Done button.
@MainActor
final class PlayerEditView: ComposedView {
    let valueField = TextField(maximumLength: NameRules.maximumLength)
    let choiceList = ListView()
    let doneButton = Button("Done", isEnabled: false)

    init() {
        super.init()
        body = Stack(spacing: 1, [valueField, choiceList, Row([doneButton])])
    }
}

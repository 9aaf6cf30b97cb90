import Domain
import TerminalUI

/// The card's name: a heading, or a field while editing. It shows the name it is told and
/// reports each edit and Return.
@MainActor
final class CardNameController: Screen {
    private let nameLabel = Label("", role: .heading)
    private let nameField = TextField(
        label: "Name", placeholder: "Enter card name", maximumLength: NameRules.maximumLength)
    var onChange: (String) -> Void = { _ in }
    var onSubmit: () -> Void = {}

    init() {
        super.init(title: "Card name")
        // One of the two shows at a time: the stack is as tall as that one.
        content = Stack([nameLabel, nameField])
        nameField.onChange = { [weak self] text in self?.onChange(text) }
        nameField.onSubmit = { [weak self] in self?.onSubmit() }
    }

    /// `name` as the heading, or in the field while editing. The field is set only when its
    /// text differs, so that the cursor stays where the person is typing.
    func show(_ name: String, isEditing: Bool) {
        nameLabel.text = name
        nameLabel.isHidden = isEditing
        nameField.isHidden = !isEditing
        if nameField.text != name { nameField.text = name }
    }

    /// Gives the field the focus.
    func focusField() {
        focus(nameField)
    }
}

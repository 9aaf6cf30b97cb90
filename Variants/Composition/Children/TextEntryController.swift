import TerminalUI

/// One text field, which reports each edit and Return; it shows the error it is told.
@MainActor
public final class TextEntryController: Screen {
    private let field: TextField
    public var onChange: (String) -> Void = { _ in }
    public var onSubmit: () -> Void = {}

    public init(label: String = "", placeholder: String = "", maximumLength: Int) {
        field = TextField(label: label, placeholder: placeholder, maximumLength: maximumLength)
        super.init(title: "Text entry")
        content = field
        field.onChange = { [weak self] text in self?.onChange(text) }
        field.onSubmit = { [weak self] in self?.onSubmit() }
    }

    public var text: String {
        get { field.text }
        set { field.text = newValue }
    }

    public var error: String? {
        get { field.error }
        set { field.error = newValue }
    }

    public var isHidden: Bool {
        get { field.isHidden }
        set { field.isHidden = newValue }
    }

    /// Gives the field the focus.
    public func focusField() {
        focus(field)
    }
}

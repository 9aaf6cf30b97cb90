import Domain
import TerminalUI

/// A card: its name (text, or a field while editing) and its two faces side by side.
@MainActor
final class CardDetailsView: ComposedView {
    let nameLabel = Label("", role: .heading)
    let nameField = TextField(label: "Name", placeholder: "Enter card name", maximumLength: NameRules.maximumLength)
    let frontFace = CardFace(title: "Front", placeholder: "No front photo")
    let backFace = CardFace(title: "Back", placeholder: "No back photo")

    init() {
        super.init()
        body = Stack(spacing: 1, [nameLabel, nameField, Row([frontFace, backFace])])
    }
}

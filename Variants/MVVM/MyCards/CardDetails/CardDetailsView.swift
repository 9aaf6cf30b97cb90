import Domain
import Presentation
import TerminalUI

/// A card, bound to its view model: its name (text, or a field while editing) and its two
/// faces side by side.
@MainActor
final class CardDetailsView: Screen {
    let viewModel: CardDetailsViewModel
    let nameLabel = Label("", role: .heading)
    let nameField = TextField(label: "Name", placeholder: "Enter card name", maximumLength: NameRules.maximumLength)
    let frontFace = CardFace(title: "Front", placeholder: "No front photo")
    let backFace = CardFace(title: "Back", placeholder: "No back photo")

    init(viewModel: CardDetailsViewModel) {
        self.viewModel = viewModel
        super.init(title: viewModel.title)
        viewModel.onAlert = { [weak self] alert in self?.present(alert) }
        viewModel.onSheet = { [weak self] sheet in self?.presentSheet(sheet) }
        viewModel.onEditingBegan = { [weak self] in self?.focusNameField() }
        content = Stack(spacing: 1, [nameLabel, nameField, Row([frontFace, backFace])])
        nameField.onChange = { [weak self] text in self?.viewModel.nameDidChange(text) }
        nameField.onSubmit = { [weak self] in self?.save() }
        frontFace.onSelect = { [weak self] in self?.viewModel.faceChosen(.front) }
        backFace.onSelect = { [weak self] in self?.viewModel.faceChosen(.back) }
    }

    override func goBack() {
        discardingUnsavedWork { [weak self] in self?.viewModel.backTapped() }
    }

    override func updateViews() {
        showsLoading = viewModel.request.isInFlight
        title = viewModel.title
        unsavedWork = viewModel.unsavedWork
        nameLabel.text = viewModel.draft.name
        nameLabel.isHidden = viewModel.isEditing
        nameField.isHidden = !viewModel.isEditing
        if nameField.text != viewModel.draft.name { nameField.text = viewModel.draft.name }
        frontFace.photo = viewModel.draft.front
        backFace.photo = viewModel.draft.back
        for face in [frontFace, backFace] { face.selectTitle = viewModel.faceAction }
        if viewModel.isEditing {
            keyBindings = [
                KeyBinding(
                    .enter, "Done", isEnabled: viewModel.canSave, disabledReason: viewModel.saveUnavailableReason
                ) { [weak self] in self?.save() },
                KeyBinding(.escape, "Cancel") { [weak self] in
                    self?.discardingUnsavedWork { self?.viewModel.cancelTapped() }
                },
            ]
            if viewModel.mode == .edit {
                keyBindings.append(
                    KeyBinding(.control("d"), "Delete") { [weak self] in self?.viewModel.deleteTapped() })
            }
        } else {
            keyBindings = [
                KeyBinding(.character("e"), "Edit") { [weak self] in self?.viewModel.editTapped() },
                KeyBinding(.enter, "Open photo") { [weak self] in self?.viewModel.faceChosen(.front) },
            ]
        }
    }

    private func focusNameField() {
        focus(nameField)
    }

    private func save() {
        app?.perform(showingLoading: false) { [viewModel] in await viewModel.saveTapped() }
    }
}

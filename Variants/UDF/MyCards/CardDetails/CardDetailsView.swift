import Domain
import Foundation
import Presentation
import TerminalUI

/// A card: its name (text, or a field while editing) and its two faces side by side. Renders
/// the store's state and sends what the person does.
@MainActor
final class CardDetailsView: Screen {
    let store: Store<CardDetailsFeature.State, CardDetailsFeature.Action>
    let nameLabel = Label("", role: .heading)
    let nameField = TextField(label: "Name", placeholder: "Enter card name", maximumLength: NameRules.maximumLength)
    let frontFace = CardFace(title: "Front", placeholder: "No front photo")
    let backFace = CardFace(title: "Back", placeholder: "No back photo")
    /// The mode last shown: the name field takes the focus when an edit begins.
    private var mode = PresentedOnce<CardDetailsMode>()
    private var alert = PresentedOnce<AlertState<CardDetailsFeature.Action.Alert>>()
    private var photoSource = PresentedOnce<AlertState<CardDetailsFeature.Action.PhotoSource>>()

    init(store: Store<CardDetailsFeature.State, CardDetailsFeature.Action>) {
        self.store = store
        super.init(title: store.state.title)
        content = Stack(spacing: 1, [nameLabel, nameField, Row([frontFace, backFace])])
        nameField.onChange = { [weak self] text in self?.store.send(.nameChanged(text)) }
        nameField.onSubmit = { [weak self] in self?.store.send(.saveTapped) }
        frontFace.onSelect = { [weak self] in self?.store.send(.faceChosen(.front)) }
        backFace.onSelect = { [weak self] in self?.store.send(.faceChosen(.back)) }
    }

    override func goBack() {
        discardingUnsavedWork { [weak self] in self?.store.send(.backTapped) }
    }

    override func updateViews() {
        let state = store.state
        showsLoading = state.isSaving
        title = state.title
        nameLabel.text = state.draft.name
        if nameField.text != state.draft.name { nameField.text = state.draft.name }
        frontFace.photo = state.draft.front
        backFace.photo = state.draft.back
        for face in [frontFace, backFace] { face.selectTitle = state.faceAction }
        nameLabel.isHidden = state.isEditing
        nameField.isHidden = !state.isEditing
        unsavedWork = state.unsavedWork
        if state.isEditing {
            keyBindings = [
                KeyBinding(
                    .enter, "Done", isEnabled: state.saveUnavailableReason == nil,
                    disabledReason: state.saveUnavailableReason
                ) { [weak self] in
                    self?.store.send(.saveTapped)
                },
                KeyBinding(.escape, "Cancel") { [weak self] in
                    self?.discardingUnsavedWork { self?.store.send(.cancelTapped) }
                },
            ]
            if state.mode == .edit {
                keyBindings.append(
                    KeyBinding(.control("d"), "Delete") { [weak self] in self?.store.send(.deleteTapped) })
            }
        } else {
            keyBindings = [
                KeyBinding(.character("e"), "Edit") { [weak self] in self?.store.send(.editTapped) },
                KeyBinding(.enter, "Open photo") { [weak self] in self?.store.send(.faceChosen(.front)) },
            ]
        }
        if mode.toPresent(state.mode) == .edit { focus(nameField) }
        if let alert = alert.toPresent(state.alert) {
            present(alert.content { [weak self] in self?.store.send(.alert($0)) })
        }
        if let sheet = photoSource.toPresent(state.photoSource) {
            presentSheet(sheet.content { [weak self] in self?.store.send(.photoSource($0)) })
        }
    }
}

import Domain
import Foundation
import Presentation
import TerminalUI

/// A card: its name (text, or a field while editing) and its two faces side by side. A passive
/// view.
@MainActor
final class CardDetailsView: Screen, CardDetailsViewProtocol {
    let presenter: any CardDetailsPresenterProtocol
    let nameLabel = Label("", role: .heading)
    let nameField = TextField(label: "Name", placeholder: "Enter card name", maximumLength: NameRules.maximumLength)
    let frontFace = CardFace(title: "Front", placeholder: "No front photo")
    let backFace = CardFace(title: "Back", placeholder: "No back photo")

    init(presenter: any CardDetailsPresenterProtocol) {
        self.presenter = presenter
        super.init(title: "")
        content = Stack(spacing: 1, [nameLabel, nameField, Row([frontFace, backFace])])
        nameField.onChange = { [weak self] text in self?.presenter.nameDidChange(text) }
        nameField.onSubmit = { [weak self] in self?.save() }
        frontFace.onSelect = { [weak self] in self?.presenter.faceChosen(.front) }
        backFace.onSelect = { [weak self] in self?.presenter.faceChosen(.back) }
    }

    override func didLoad() {
        presenter.viewDidLoad()
    }

    override func goBack() {
        discardingUnsavedWork { [weak self] in self?.presenter.backTapped() }
    }

    func setName(_ name: String) {
        nameLabel.text = name
        nameField.text = name
    }

    func setPhotos(front: Data?, back: Data?) {
        frontFace.photo = front
        backFace.photo = back
    }

    func setEditing(_ isEditing: Bool, saveUnavailableReason: String?, canDelete: Bool, faceAction: String) {
        for face in [frontFace, backFace] { face.selectTitle = faceAction }
        nameLabel.isHidden = isEditing
        nameField.isHidden = !isEditing
        if isEditing {
            keyBindings = [
                KeyBinding(
                    .enter, "Done", isEnabled: saveUnavailableReason == nil, disabledReason: saveUnavailableReason
                ) { [weak self] in self?.save() },
                KeyBinding(.escape, "Cancel") { [weak self] in
                    self?.discardingUnsavedWork { self?.presenter.backTapped() }
                },
            ]
            if canDelete {
                keyBindings.append(
                    KeyBinding(.control("d"), "Delete") { [weak self] in self?.presenter.deleteTapped() })
            }
        } else {
            keyBindings = [
                KeyBinding(.character("e"), "Edit") { [weak self] in self?.presenter.editTapped() },
                KeyBinding(.enter, "Open photo") { [weak self] in self?.presenter.faceChosen(.front) },
            ]
        }
    }

    func focusName() {
        focus(nameField)
    }

    private func save() {
        app?.perform(showingLoading: false) { [presenter] in await presenter.saveTapped() }
    }
}

import Domain
import Presentation
import TerminalUI

@MainActor
protocol CardDetailsDisplayLogic: AnyObject {
    func displayLoading(viewModel: CardDetails.Loading.ViewModel)
    func displayShow(viewModel: CardDetails.Show.ViewModel)
    func displayChooseFace(viewModel: CardDetails.ChooseFace.ViewModel)
    func displayChooseSource(viewModel: CardDetails.ChooseSource.ViewModel)
    func displaySave(viewModel: CardDetails.Save.ViewModel)
    func displayBack(viewModel: CardDetails.Back.ViewModel)
    func displayDeleteConfirmation(viewModel: CardDetails.DeleteConfirmation.ViewModel)
    func displayDelete(viewModel: CardDetails.Delete.ViewModel)
}

/// A card: its name (text, or a field while editing) and its two faces side by side.
@MainActor
final class CardDetailsViewController: Screen, CardDetailsDisplayLogic {
    var interactor: (any CardDetailsBusinessLogic)?
    var router: (any CardDetailsRoutingLogic & CardDetailsDataPassing)?
    let nameLabel = Label("", role: .heading)
    let nameField = TextField(label: "Name", placeholder: "Enter card name", maximumLength: NameRules.maximumLength)
    let frontFace = CardFace(title: "Front", placeholder: "No front photo")
    let backFace = CardFace(title: "Back", placeholder: "No back photo")

    init() {
        super.init(title: "")
        content = Stack(spacing: 1, [nameLabel, nameField, Row([frontFace, backFace])])
        nameField.onChange = { [weak self] text in self?.interactor?.rename(request: .init(name: text)) }
        nameField.onSubmit = { [weak self] in self?.save() }
        frontFace.onSelect = { [weak self] in self?.interactor?.chooseFace(request: .init(side: .front)) }
        backFace.onSelect = { [weak self] in self?.interactor?.chooseFace(request: .init(side: .back)) }
    }

    override func didLoad() {
        interactor?.show(request: .init())
    }

    override func willAppear() {
        interactor?.applyReturn(request: .init())
    }

    override func goBack() {
        discardingUnsavedWork { [weak self] in self?.interactor?.back(request: .init()) }
    }

    func displayLoading(viewModel: CardDetails.Loading.ViewModel) {
        showsLoading = viewModel.isLoading
    }

    func displayShow(viewModel: CardDetails.Show.ViewModel) {
        title = viewModel.title
        unsavedWork = viewModel.unsavedWork
        if let name = viewModel.name {
            nameLabel.text = name
            nameField.text = name
        }
        nameLabel.isHidden = viewModel.isEditing
        nameField.isHidden = !viewModel.isEditing
        frontFace.photo = viewModel.front
        backFace.photo = viewModel.back
        for face in [frontFace, backFace] { face.selectTitle = viewModel.faceAction }
        if viewModel.isEditing {
            keyBindings = [
                KeyBinding(
                    .enter, "Done", isEnabled: viewModel.saveUnavailableReason == nil,
                    disabledReason: viewModel.saveUnavailableReason
                ) { [weak self] in self?.save() },
                KeyBinding(.escape, "Cancel") { [weak self] in
                    self?.discardingUnsavedWork { self?.interactor?.back(request: .init()) }
                },
            ]
            if viewModel.canDelete {
                keyBindings.append(
                    KeyBinding(.control("d"), "Delete") { [weak self] in self?.interactor?.askToDelete(request: .init())
                    })
            }
        } else {
            keyBindings = [
                KeyBinding(.character("e"), "Edit") { [weak self] in self?.interactor?.edit(request: .init()) },
                KeyBinding(.enter, "Open photo") { [weak self] in
                    self?.interactor?.chooseFace(request: .init(side: .front))
                },
            ]
        }
        if viewModel.focusesName { focus(nameField) }
    }

    func displayChooseFace(viewModel: CardDetails.ChooseFace.ViewModel) {
        switch viewModel {
        case .showPhoto:
            router?.routeToCardPhoto()
        case .askForSource(let sheet, let side):
            presentSheet(
                sheet.acting { [weak self] button in
                    guard let source = CardDetails.ChooseSource.Source(rawValue: button) else { return nil }
                    return { self?.interactor?.chooseSource(request: .init(side: side, source: source)) }
                })
        }
    }

    func displayChooseSource(viewModel: CardDetails.ChooseSource.ViewModel) {
        switch viewModel.source {
        case .camera: router?.routeToPhotoCapture()
        case .photoLibrary: router?.routeToPhotoLibrary()
        }
    }

    func displaySave(viewModel: CardDetails.Save.ViewModel) {
        if let alert = viewModel.alert { present(alert) }
        if viewModel.closes { router?.routeToCardList() }
    }

    func displayBack(viewModel: CardDetails.Back.ViewModel) {
        if viewModel.closes { router?.routeToCardList() }
    }

    func displayDeleteConfirmation(viewModel: CardDetails.DeleteConfirmation.ViewModel) {
        present(
            viewModel.alert.acting { [weak self] button in
                guard button == CardDetails.DeleteConfirmation.deleteButton else { return nil }
                return { await self?.interactor?.delete(request: .init()) }
            })
    }

    func displayDelete(viewModel: CardDetails.Delete.ViewModel) {
        if let alert = viewModel.alert { present(alert) }
        if viewModel.closes { router?.routeToCardList() }
    }

    private func save() {
        app?.perform(showingLoading: false) { [interactor] in await interactor?.save(request: .init()) }
    }
}

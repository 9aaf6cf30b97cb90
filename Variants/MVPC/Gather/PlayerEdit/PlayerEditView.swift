import Domain
import Presentation
import TerminalUI

/// A text field for text rows or a list of choices for choice rows, and the Done button: a
/// passive view that shows the one the presenter asks for.
@MainActor
final class PlayerEditView: Screen, PlayerEditViewProtocol {
    let presenter: PlayerEditPresenter
    let valueField = TextField(maximumLength: NameRules.maximumLength)
    let choiceList = ListView()
    let doneButton = Button("Done", isEnabled: false)
    private var choices: [String] = []

    init(presenter: PlayerEditPresenter) {
        self.presenter = presenter
        super.init(title: "")
        content = Stack(spacing: 1, [valueField, choiceList, Row([doneButton])])
        valueField.onChange = { [weak self] text in self?.presenter.valueDidChange(text) }
        valueField.onSubmit = { [weak self] in self?.done() }
        choiceList.onSelect = { [weak self] index in self?.presenter.didChoose(row: index.row) }
        choiceList.onToggle = { [weak self] index in self?.presenter.didChoose(row: index.row) }
        doneButton.action = { [weak self] in self?.done() }
        presenter.view = self
    }

    override func didLoad() {
        presenter.viewDidLoad()
    }

    func showTextField(_ text: String) {
        choiceList.isHidden = true
        valueField.text = text
    }

    func showChoices(_ choices: [String], checked: Int?) {
        self.choices = choices
        valueField.isHidden = true
        setChecked(checked)
        if let checked { choiceList.highlight(ListIndex(section: 0, row: checked)) }
    }

    func setChecked(_ row: Int?) {
        choiceList.sections = [
            ListSection(items: choices.enumerated().map { ListItem($1, accessory: .checkmark($0 == row)) })
        ]
    }

    func setValidationMessage(_ message: String?) {
        valueField.error = message
    }

    func setDoneEnabled(_ isEnabled: Bool, isChoice: Bool, unavailableReason: String) {
        doneButton.isEnabled = isEnabled
        if isChoice {
            keyBindings = [
                KeyBinding(.enter, "Choose") { [weak self] in self?.chooseHighlighted() },
                KeyBinding(.character("d"), "Done", isEnabled: isEnabled, disabledReason: unavailableReason) {
                    [weak self] in self?.done()
                },
            ]
        } else {
            keyBindings = [
                KeyBinding(.enter, "Done", isEnabled: isEnabled, disabledReason: unavailableReason) { [weak self] in
                    self?.done()
                }
            ]
        }
    }

    private func chooseHighlighted() {
        choiceList.highlighted.map { presenter.didChoose(row: $0.row) }
    }

    private func done() {
        app?.perform(showingLoading: false) { [presenter] in await presenter.doneTapped() }
    }
}

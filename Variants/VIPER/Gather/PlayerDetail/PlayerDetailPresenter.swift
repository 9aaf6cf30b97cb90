import Domain

/// Words what the interactor tells of PlayerDetail: the player's fields in three sections; a
/// chosen field opens its editor.
@MainActor
final class PlayerDetailPresenter: PlayerDetailPresenterProtocol, PlayerDetailInteractorOutputProtocol {
    /// The rows of each section, in order.
    static let layout: [(title: String, fields: [PlayerField])] = [
        ("PERSONAL", [.name, .age]),
        ("PLAY", [.preferredPosition, .skill]),
        ("LIKES", [.favouriteTeam]),
    ]

    weak var view: (any PlayerDetailViewProtocol)?
    private let interactor: any PlayerDetailInteractorProtocol
    private let router: any PlayerDetailRouterProtocol

    init(interactor: any PlayerDetailInteractorProtocol, router: any PlayerDetailRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadPlayer()
    }

    func didChoose(section: Int, row: Int) {
        guard Self.layout.indices.contains(section), Self.layout[section].fields.indices.contains(row) else { return }
        interactor.edit(Self.layout[section].fields[row])
    }

    // MARK: The interactor's output

    func playerLoaded(_ fields: PlayerDetailFields) {
        show(fields)
    }

    func playerChanged(_ fields: PlayerDetailFields) {
        show(fields)
    }

    func editorOpened(_ input: PlayerEditInput) {
        router.showPlayerEdit(input)
    }

    private func show(_ fields: PlayerDetailFields) {
        view?.title = fields.name
        view?.setSections(
            Self.layout.map { section in
                PlayerDetailSection(
                    title: section.title,
                    rows: section.fields.map { field in
                        let value = fields.values[field, default: ""]
                        return PlayerDetailSection.Row(title: field.title, value: value.isEmpty ? "-" : value)
                    })
            })
    }
}

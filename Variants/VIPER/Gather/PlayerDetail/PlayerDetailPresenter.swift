import Domain

/// Decides what PlayerDetail shows: the player's fields in three sections; a chosen field opens
/// its editor.
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
    private weak var output: (any PlayerDetailModuleOutput)?
    /// The player as the interactor last told it: the one a chosen field's editor opens with.
    private var player: Player?

    init(interactor: any PlayerDetailInteractorProtocol, router: any PlayerDetailRouterProtocol, output: any PlayerDetailModuleOutput) {
        self.interactor = interactor
        self.router = router
        self.output = output
    }

    func viewDidLoad() {
        interactor.loadPlayer()
    }

    func didChoose(section: Int, row: Int) {
        guard let player, Self.layout.indices.contains(section), Self.layout[section].fields.indices.contains(row) else { return }
        router.showPlayerEdit(Self.layout[section].fields[row], of: player, output: self)
    }

    // MARK: The interactor's output

    func playerLoaded(_ player: Player) {
        show(player)
    }

    func playerChanged(_ player: Player) {
        show(player)
        output?.playerUpdated(player)
    }

    private func show(_ player: Player) {
        self.player = player
        view?.title = player.name
        view?.setSections(Self.layout.map { section in
            PlayerDetailSection(title: section.title, rows: section.fields.map { field in
                let value = field.value(of: player)
                return PlayerDetailSection.Row(title: field.title, value: value.isEmpty ? "-" : value)
            })
        })
    }
}

extension PlayerDetailPresenter: PlayerEditModuleOutput {
    func playerEdited(_ player: Player) {
        interactor.playerUpdated(player)
    }
}

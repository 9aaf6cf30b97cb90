import Domain

/// One player's details, field by field; a chosen field opens its editor.
@MainActor
final class PlayerDetailPresenter {
    /// A section of fields as the screen lists them: each field's title and value ("-" if none).
    struct Section: Equatable {
        struct Row: Equatable {
            let title: String
            let value: String
        }

        let title: String
        let rows: [Row]
    }

    /// The rows of each section, in order.
    static let layout: [(title: String, fields: [PlayerField])] = [
        ("PERSONAL", [.name, .age]),
        ("PLAY", [.preferredPosition, .skill]),
        ("LIKES", [.favouriteTeam]),
    ]

    weak var view: (any PlayerDetailViewProtocol)?
    private var player: Player
    private let onPlayerUpdated: (Player) -> Void
    private let onPlayerDeletedElsewhere: () -> Void

    init(player: Player, onPlayerUpdated: @escaping (Player) -> Void, onPlayerDeletedElsewhere: @escaping () -> Void) {
        self.player = player
        self.onPlayerUpdated = onPlayerUpdated
        self.onPlayerDeletedElsewhere = onPlayerDeletedElsewhere
    }

    func viewDidLoad() {
        showPlayer()
    }

    func didChoose(section: Int, row: Int) {
        guard Self.layout.indices.contains(section), Self.layout[section].fields.indices.contains(row) else { return }
        view?.showPlayerEdit(Self.layout[section].fields[row], of: player)
    }

    /// The player as its editor saved it.
    func playerUpdated(_ updated: Player) {
        player = updated
        showPlayer()
        onPlayerUpdated(updated)
    }

    /// Its editor found the player deleted elsewhere: the list takes over.
    func playerDeletedElsewhere() {
        onPlayerDeletedElsewhere()
    }

    private func showPlayer() {
        view?.title = player.name
        view?.setSections(
            Self.layout.map { section in
                Section(
                    title: section.title,
                    rows: section.fields.map { field in
                        let value = field.value(of: player)
                        return Section.Row(title: field.title, value: value.isEmpty ? "-" : value)
                    })
            })
    }
}

import Domain

@MainActor
protocol PlayerDetailBusinessLogic: AnyObject {
    /// Shows the player — again when the scene is back on top, with what its editor saved.
    func show(request: PlayerDetail.Show.Request)
    func edit(request: PlayerDetail.Edit.Request)
}

/// What the scene keeps: the player it was given, the field chosen to edit, and what an
/// editor wrote back.
@MainActor
protocol PlayerDetailDataStore: AnyObject {
    var player: Player? { get set }
    var chosenField: PlayerField? { get }
    /// Written back by PlayerEdit.
    var updatedPlayer: Player? { get set }
}

/// The player shown, field by field, in three sections; a chosen field is the one to edit.
@MainActor
final class PlayerDetailInteractor: PlayerDetailBusinessLogic, PlayerDetailDataStore {
    /// Which fields go together, in order.
    static let layout: [PlayerDetail.FieldGroup] = [
        .init(section: .personal, fields: [.name, .age]),
        .init(section: .play, fields: [.preferredPosition, .skill]),
        .init(section: .likes, fields: [.favouriteTeam]),
    ]

    var presenter: (any PlayerDetailPresentationLogic)?
    var player: Player?
    private(set) var chosenField: PlayerField?
    var updatedPlayer: Player?

    func show(request: PlayerDetail.Show.Request) {
        if let updated = updatedPlayer {
            player = updated
        }
        guard let player else { return }
        presenter?.presentShow(response: .init(player: player, groups: Self.layout))
    }

    func edit(request: PlayerDetail.Edit.Request) {
        guard Self.layout.indices.contains(request.section),
            Self.layout[request.section].fields.indices.contains(request.row)
        else { return }
        chosenField = Self.layout[request.section].fields[request.row]
        presenter?.presentEdit(response: .init())
    }
}

import Domain

// Every seam of the PlayerDetail module.

/// What the presenter tells the view.
@MainActor
protocol PlayerDetailViewProtocol: AnyObject {
    var title: String { get set }
    func setSections(_ sections: [PlayerDetailSection])
}

/// A section of fields as the screen lists them: each field's title and value ("-" if none).
struct PlayerDetailSection: Equatable {
    struct Row: Equatable {
        let title: String
        let value: String
    }

    let title: String
    let rows: [Row]
}

/// What the view tells the presenter.
@MainActor
protocol PlayerDetailPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didChoose(section: Int, row: Int)
}

/// A player's fields as the interactor tells them: plain values, not the entity.
struct PlayerDetailFields: Equatable {
    let name: String
    /// Each field's value as text, empty where none is given.
    let values: [PlayerField: String]
}

/// The use case: the player shown, as edited so far.
@MainActor
protocol PlayerDetailInteractorProtocol: AnyObject {
    /// The player's fields as they stand, told to the output.
    func loadPlayer()
    /// Opens the editor of one field, on the player as edited so far.
    func edit(_ field: PlayerField)
}

/// What the interactor tells the presenter: plain values, never an entity.
@MainActor
protocol PlayerDetailInteractorOutputProtocol: AnyObject {
    func playerLoaded(_ fields: PlayerDetailFields)
    func playerChanged(_ fields: PlayerDetailFields)
    func editorOpened(_ input: PlayerEditInput)
}

@MainActor
protocol PlayerDetailRouterProtocol: AnyObject {
    func showPlayerEdit(_ input: PlayerEditInput)
}

/// What PlayerDetail is opened with: made by the interactor that opens it, carried unopened by
/// its presenter to its router.
struct PlayerDetailInput {
    let player: Player
    /// Who hears of the player as edited: the opening module's interactor.
    weak var output: (any PlayerDetailModuleOutput)?
}

/// What the module tells the module that opened it: interactor to interactor.
@MainActor
protocol PlayerDetailModuleOutput: AnyObject {
    func playerUpdated(_ player: Player)
    /// Its editor found the player deleted elsewhere: added again, or its change dropped.
    func playerDeletedElsewhere()
}

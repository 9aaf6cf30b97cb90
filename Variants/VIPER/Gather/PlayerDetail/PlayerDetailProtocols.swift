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

/// The use case: the player shown, as edited so far.
@MainActor
protocol PlayerDetailInteractorProtocol: AnyObject {
    /// The player as it stands, told to the output.
    func loadPlayer()
    func playerUpdated(_ player: Player)
}

/// What the interactor tells the presenter.
@MainActor
protocol PlayerDetailInteractorOutputProtocol: AnyObject {
    func playerLoaded(_ player: Player)
    func playerChanged(_ player: Player)
}

@MainActor
protocol PlayerDetailRouterProtocol: AnyObject {
    func showPlayerEdit(_ field: PlayerField, of player: Player, output: any PlayerEditModuleOutput)
}

/// What the module tells the module that opened it.
@MainActor
protocol PlayerDetailModuleOutput: AnyObject {
    func playerUpdated(_ player: Player)
}

import Domain

@MainActor
protocol PlayerDetailPresentationLogic: AnyObject {
    func presentShow(response: PlayerDetail.Show.Response)
    func presentEdit(response: PlayerDetail.Edit.Response)
}

/// Formats the player: the name as the title, each field's title and value ("-" if none).
@MainActor
final class PlayerDetailPresenter: PlayerDetailPresentationLogic {
    weak var viewController: (any PlayerDetailDisplayLogic)?

    func presentShow(response: PlayerDetail.Show.Response) {
        let player = response.player
        viewController?.displayShow(viewModel: .init(title: player.name, sections: PlayerDetailInteractor.layout.map { section in
            .init(title: section.title, rows: section.fields.map { field in
                let value = field.value(of: player)
                return .init(title: field.title, value: value.isEmpty ? "-" : value)
            })
        }))
    }

    func presentEdit(response: PlayerDetail.Edit.Response) {
        viewController?.displayEdit(viewModel: .init())
    }
}

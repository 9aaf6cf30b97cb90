import Domain

@MainActor
protocol PlayerDetailPresentationLogic: AnyObject {
    func presentShow(response: PlayerDetail.Show.Response)
    func presentEdit(response: PlayerDetail.Edit.Response)
}

/// Formats the player: the name as the title, each part's heading, each field's title and value
/// ("-" if none).
@MainActor
final class PlayerDetailPresenter: PlayerDetailPresentationLogic {
    weak var viewController: (any PlayerDetailDisplayLogic)?

    func presentShow(response: PlayerDetail.Show.Response) {
        let player = response.player
        viewController?.displayShow(
            viewModel: .init(
                title: player.name,
                sections: response.groups.map { group in
                    .init(
                        title: Self.heading(of: group.section),
                        rows: group.fields.map { field in
                            let value = field.value(of: player)
                            return .init(title: field.title, value: value.isEmpty ? "-" : value)
                        })
                }))
    }

    private static func heading(of section: PlayerDetail.Section) -> String {
        switch section {
        case .personal: "PERSONAL"
        case .play: "PLAY"
        case .likes: "LIKES"
        }
    }

    func presentEdit(response: PlayerDetail.Edit.Response) {
        viewController?.displayEdit(viewModel: .init())
    }
}

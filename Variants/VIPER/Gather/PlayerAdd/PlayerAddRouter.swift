import TerminalUI

/// Back to the list once the player is added.
@MainActor
final class PlayerAddRouter: PlayerAddRouterProtocol {
    private let navigation: any Navigating

    init(navigation: any Navigating) {
        self.navigation = navigation
    }

    func closeAfterAdding() {
        navigation.pop()
    }
}

import TerminalUI

/// Back to the player's details once the change is saved.
@MainActor
final class PlayerEditRouter: PlayerEditRouterProtocol {
    private let navigation: any Navigating

    init(navigation: any Navigating) {
        self.navigation = navigation
    }

    func closeAfterSaving() {
        navigation.pop()
    }
}

import TerminalUI

/// Back to the card.
@MainActor
final class CardPhotoRouter: CardPhotoRouterProtocol {
    private let navigation: any Navigating

    init(navigation: any Navigating) {
        self.navigation = navigation
    }

    func close() {
        navigation.pop()
    }
}

import Domain
import Foundation
import Observation

/// A face's photo alone, to show at the till.
@MainActor
@Observable
final class CardPhotoViewModel {
    enum Route: Equatable {
        case dismissed
    }

    let title: String
    let photo: Data
    @ObservationIgnored var onRoute: (Route) -> Void = { _ in }

    init(side: CardSide, photo: Data) {
        title = side == .front ? "Front" : "Back"
        self.photo = photo
    }

    func close() {
        onRoute(.dismissed)
    }
}

import Domain
import Foundation
import Observation

/// A face's photo alone, to show at the till.
@MainActor
@Observable
final class CardPhotoViewModel {
    let title: String
    let photo: Data
    /// The coordinator: held weakly, as every screen of its flow holds it.
    @ObservationIgnored private weak var output: (any CardPhotoOutput)?

    init(side: CardSide, photo: Data, output: any CardPhotoOutput) {
        title = side == .front ? "Front" : "Back"
        self.photo = photo
        self.output = output
    }

    func close() {
        output?.cardPhotoDismissed()
    }
}

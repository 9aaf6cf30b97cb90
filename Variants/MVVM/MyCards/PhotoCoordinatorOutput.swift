import Domain
import Foundation

/// What a face's photo flow tells the coordinator that started it.
@MainActor
protocol PhotoCoordinatorOutput: AnyObject {
    /// The photo for `side`, taken or cropped: the flow is over.
    func photoReady(_ photo: Data, for side: CardSide)
}

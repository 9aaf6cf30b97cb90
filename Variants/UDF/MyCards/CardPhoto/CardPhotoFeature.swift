import Domain
import Foundation
import Presentation

/// A face's photo alone, to show at the till.
struct CardPhotoFeature: Reducer {
    struct State: Equatable {
        let side: CardSide
        let photo: Data

        var title: String { side == .front ? "Front" : "Back" }
    }

    enum Action: Equatable, Sendable {
        case closeTapped
        case delegate(Delegate)

        enum Delegate: Equatable, Sendable {
            case dismissed
        }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .closeTapped:
            .send(.delegate(.dismissed))
        case .delegate:
            .none
        }
    }
}

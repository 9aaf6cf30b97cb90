/// Why a card cannot be saved yet.
public enum CardValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    case blankIdentifier
    case blankName
    case invalidName(NameError)
    case missingPhoto(CardSide)

    public var description: String {
        switch self {
        case .blankIdentifier: "The card has no identifier."
        case .blankName: "The card needs a name."
        case .invalidName(let reason): reason.description
        case .missingPhoto(let side): "The card needs a \(side.rawValue) photo."
        }
    }
}

/// The two faces of a card.
public enum CardSide: String, CaseIterable, Hashable, Sendable {
    case front
    case back
}

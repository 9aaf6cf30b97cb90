import Domain

/// What the card list tells its coordinator: which card to show, or to make a new one.
@MainActor
protocol CardListOutput: AnyObject {
    func cardChosen(_ card: Card)
    func newCardChosen()
}

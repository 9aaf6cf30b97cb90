import Domain

/// What the card list tells its coordinator: which card to show, to make a new one, or that the
/// person logged out.
@MainActor
protocol CardListOutput: AnyObject {
    func cardChosen(_ card: Card)
    func newCardChosen()
    func loggedOut()
}

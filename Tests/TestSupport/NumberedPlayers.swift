import Domain

/// "Player 1" … "Player <count>", ids 1…count: a list longer than a page.
public func numberedPlayers(_ count: Int) -> [Player] {
    (0..<count).map { Player(id: $0 + 1, name: "Player \($0 + 1)", skill: .amateur) }
}

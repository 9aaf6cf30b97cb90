import Domain

/// Players the Football Gather tests of every pattern share.
public enum PlayerFixtures {
    public static let ana = Player(
        id: 1, name: "Ana Silva", age: 24, skill: .professional, preferredPosition: .goalkeeper, favouriteTeam: "Porto")
    public static let ben = Player(id: 2, name: "Ben Carter", skill: .amateur, preferredPosition: .defender)
    public static let chloe = Player(id: 3, name: "Chloé Martin")
    public static let squad = [ana, ben, chloe]
    /// The squad as a list holds it, by row.
    public static let squadByPosition = [0: ana, 1: ben, 2: chloe]
}

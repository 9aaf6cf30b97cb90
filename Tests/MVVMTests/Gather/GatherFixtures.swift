import Domain

/// Players the Gather view model tests share.
enum Fixtures {
    static let ana = Player(id: 1, name: "Ana Silva", age: 24, skill: .professional, preferredPosition: .goalkeeper, favouriteTeam: "Porto")
    static let ben = Player(id: 2, name: "Ben Carter", skill: .amateur, preferredPosition: .defender)
    static let chloe = Player(id: 3, name: "Chloé Martin")
    static let squad = [ana, ben, chloe]
    static let squadByPosition = [0: ana, 1: ben, 2: chloe]
}

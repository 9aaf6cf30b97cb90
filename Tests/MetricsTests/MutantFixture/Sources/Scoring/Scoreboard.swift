/// A match's score, written so that each of its mutants has a known fate under ScoringTests.
public struct Scoreboard: Sendable {
    public private(set) var home = 0
    public private(set) var away = 0

    public init() {}

    public mutating func goal(home scoredAtHome: Bool) {
        if scoredAtHome {
            home += 1
        } else {
            away += 1
        }
    }

    /// The tests try a lead and a deficit, never a draw: `>` → `>=` survives.
    public func homeLeads() -> Bool {
        home > away
    }

    /// No test calls it; and with its `else` dropped, `side` may be read unset, which the
    /// compiler refuses: a mutant that does not compile.
    public func side(home scoredAtHome: Bool) -> String {
        let side: String
        if scoredAtHome {
            side = "home"
        } else {
            side = "away"
        }
        return side
    }
}

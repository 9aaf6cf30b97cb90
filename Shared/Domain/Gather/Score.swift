/// The goals of Team A and Team B, each kept within 0–100.
public struct Score: Hashable, Sendable {
    public static let goalRange = 0...100

    public var teamA: Int { didSet { teamA = Self.clamped(teamA) } }
    public var teamB: Int { didSet { teamB = Self.clamped(teamB) } }

    public init(teamA: Int = 0, teamB: Int = 0) {
        self.teamA = Self.clamped(teamA)
        self.teamB = Self.clamped(teamB)
    }

    /// Always "<A>-<B>" (the original sent "A-B" from some patterns and "A:B" from others).
    public var text: String { "\(teamA)-\(teamB)" }

    /// The team with more goals, `nil` on a draw.
    public var winner: Team? {
        if teamA > teamB { return .teamA }
        if teamB > teamA { return .teamB }
        return nil
    }

    /// What the backend records as the winner: "Team A", "Team B" or "None".
    public var winnerTeamName: String { winner?.title ?? "None" }

    private static func clamped(_ goals: Int) -> Int {
        min(max(goals, goalRange.lowerBound), goalRange.upperBound)
    }
}

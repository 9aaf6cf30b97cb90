import Foundation

/// One match among friends; its score and winner are known once it has ended.
public struct Gather: Identifiable, Hashable, Sendable, Codable {
    public let id: UUID
    /// "<A>-<B>", see `Score.text`.
    public var score: String?
    /// "Team A", "Team B" or "None", see `Score.winnerTeamName`.
    public var winnerTeam: String?

    public init(id: UUID, score: String? = nil, winnerTeam: String? = nil) {
        self.id = id
        self.score = score
        self.winnerTeam = winnerTeam
    }
}

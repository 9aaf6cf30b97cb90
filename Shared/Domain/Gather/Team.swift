/// Where a player stands while teams are picked. Raw values are the texts shown and sent.
public enum Team: String, CaseIterable, Hashable, Sendable, Codable {
    case bench = "Bench"
    case teamA = "Team A"
    case teamB = "Team B"

    public var title: String { rawValue }

    /// Bench players stay out of the gather: they are never sent to the backend.
    public var playsInGather: Bool { self != .bench }
}

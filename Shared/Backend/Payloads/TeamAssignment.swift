import Domain

/// `POST /api/gathers/:gatherID/players/:playerID`: the team the player joins.
struct TeamAssignment: Decodable {
    let team: String

    func validated() throws -> Team {
        guard let team = Team(rawValue: team), team.playsInGather else {
            throw APIError.badRequest("\"\(team)\" is not a valid team: use \"Team A\" or \"Team B\".")
        }
        return team
    }
}

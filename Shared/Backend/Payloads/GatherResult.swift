import Domain

/// `PUT /api/gathers/:id`: how the gather ended. Both fields are required.
struct GatherResult: Decodable {
    let score: String
    let winnerTeam: String

    static let winners = [Team.teamA.title, Team.teamB.title, "None"]

    func validated() throws -> GatherResult {
        guard !score.trimmingCharacters(in: .whitespaces).isEmpty, score.count <= 32 else {
            throw APIError.badRequest("The score must be a short text such as \"2-1\".")
        }
        guard Self.winners.contains(winnerTeam) else {
            throw APIError.badRequest(
                "\"\(winnerTeam)\" is not a valid winnerTeam: use one of \(Self.winners.joined(separator: ", ")).")
        }
        return self
    }
}

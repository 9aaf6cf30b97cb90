import Domain
import Foundation

/// A gather as the original API shows it, with its owner.
struct GatherResponse: Encodable {
    let id: UUID
    let userId: UUID
    let score: String?
    let winnerTeam: String?

    init(_ gather: Gather, owner: UUID) {
        id = gather.id
        userId = owner
        score = gather.score
        winnerTeam = gather.winnerTeam
    }
}

import Foundation
import Hummingbird

/// `POST /api/users/login`: the new session's token, who it belongs to, and when it ends.
struct LoginResponse: ResponseEncodable {
    let token: String
    let userID: UUID
    let expiresAt: Date
}

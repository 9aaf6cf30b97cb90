import Foundation
import Hummingbird

/// `POST /api/users/login`: the new session's token and who it belongs to.
struct LoginResponse: ResponseEncodable {
    let token: String
    let userID: UUID
}

import Foundation
import Hummingbird
import Storage

/// A user as others may see it: never its password hash.
struct UserResponse: ResponseEncodable {
    let id: UUID
    let username: String

    init(_ account: UserAccount) {
        id = account.id
        username = account.username
    }
}

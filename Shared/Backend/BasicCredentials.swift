import Foundation

/// The username and password of an `Authorization: Basic <base64(username:password)>` header.
struct BasicCredentials {
    let username: String
    let password: String

    init?(_ header: String?) {
        guard let header, header.hasPrefix("Basic "),
            let decoded = Data(base64Encoded: String(header.dropFirst("Basic ".count))),
            let text = String(data: decoded, encoding: .utf8),
            let colon = text.firstIndex(of: ":")
        else { return nil }
        username = String(text[..<colon])
        password = String(text[text.index(after: colon)...])
    }
}

/// The password of a new account: at least three characters, as a person counts them. The rule
/// is the app's to keep: the backend is sent the password's SHA-256, always 64 hex digits, so it
/// cannot tell a short password from a long one. `AuthService.register` takes only this type, so
/// no screen can register without asking the rule first.
public struct NewPassword: Sendable, Equatable {
    public static let minimumLength = 3

    public let text: String

    public init(_ text: String) throws(Problem) {
        guard text.count >= Self.minimumLength else { throw .tooShort(minimum: Self.minimumLength) }
        self.text = text
    }

    public enum Problem: Error, Equatable, CustomStringConvertible {
        case tooShort(minimum: Int)

        public var description: String {
            switch self {
            case .tooShort(let minimum): "The password needs at least \(minimum) characters."
            }
        }
    }
}

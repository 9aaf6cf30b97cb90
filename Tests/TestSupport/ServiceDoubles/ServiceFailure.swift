/// The error a service double throws when a test makes it fail.
public struct ServiceFailure: Error, Hashable, CustomStringConvertible {
    public let description: String

    public init(_ description: String = "The server failed (500): test failure") {
        self.description = description
    }
}

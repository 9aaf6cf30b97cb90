import Hummingbird
import NIOCore

/// A board request and where it came from: removing a row is for the teacher's own machine.
public struct BoardRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// Whether the request came from this machine (127.0.0.1 or ::1): the teacher's.
    var isFromThisMachine: Bool {
        guard let address = remoteAddress?.ipAddress else { return false }
        return address == "127.0.0.1" || address == "::1" || address.hasPrefix("::ffff:127.")
    }
}

/// Where a session the person asked to be remembered is kept between runs. Only My Cards keeps
/// one (it opens on the cards); Football Gather keeps its token in memory only.
public protocol RememberedSessionStore: Sendable {
    func rememberedSession() async throws -> RememberedSession?
    func remember(_ session: RememberedSession) async throws
    func forgetSession() async throws
}

import ScenarioSupport

/// Steps the Football Gather exercises' scenarios share, typed as a person would.
@MainActor
extension ParitySession {
    /// Logs in with the demo account a new embedded backend has.
    func logInAsDemo() async {
        await type("demo")
        await press(.tab)
        await type("demo")
        await press(.enter)
    }

    /// From the players, a gather of Ana (Team A) against Ben (Team B), started.
    func startAnaAgainstBen() async {
        await press(.character("s"), .character(" "), .down, .character(" "), .character("c"))
        await press(.right, .home, .right, .right, .character("s"))
    }
}

/// What the login tells its coordinator.
@MainActor
protocol LoginOutput: AnyObject {
    func loggedIn()
}

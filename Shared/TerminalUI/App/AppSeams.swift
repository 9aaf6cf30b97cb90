import Presentation

/// The running app as the roles that are no Screen may hold it: navigation, async work (with
/// the loading indicator while it runs) and scheduling. The composition root hands it to an app's first assembly;
/// a test hands doubles.
@MainActor
public struct AppSeams {
    public let navigation: any Navigating
    public let work: any WorkRunning
    public let scheduler: any Scheduling

    public init(navigation: any Navigating, work: any WorkRunning, scheduler: any Scheduling) {
        self.navigation = navigation
        self.work = work
        self.scheduler = scheduler
    }
}

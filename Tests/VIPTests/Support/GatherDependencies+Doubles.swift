import Domain
import TestSupport
@testable import GatherVIP

extension GatherDependencies {
    /// Doubles of every service and seam, for the scenes and their routers.
    @MainActor
    static func doubles(navigation: NavigationSpy = NavigationSpy(), scheduler: ManualScheduler = ManualScheduler()) -> GatherDependencies {
        GatherDependencies(
            auth: AuthServiceSpy(), settings: SettingsStoreSpy(), players: PlayersServiceSpy(), gathers: GathersServiceSpy(),
            offersDemoAccount: true, navigation: navigation, work: WorkRecorder(), scheduler: scheduler
        )
    }
}

import AppSupport
import Domain

extension GatherDependencies {
    /// Doubles of every service and seam, for VIPER's modules and VIP's scenes and their routers.
    @MainActor
    public static func doubles(
        navigation: NavigationSpy = NavigationSpy(), scheduler: ManualScheduler = ManualScheduler()
    ) -> GatherDependencies {
        GatherDependencies(
            auth: AuthServiceSpy(), settings: SettingsStoreSpy(), players: PlayersServiceSpy(),
            gathers: GathersServiceSpy(),
            offersDemoAccount: true, navigation: navigation, work: WorkRecorder(), scheduler: scheduler
        )
    }
}

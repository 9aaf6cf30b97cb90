import AppSupport
import Camera
import Domain

extension MyCardsDependencies {
    /// Doubles of every service and seam, for VIPER's modules and VIP's scenes and their routers.
    @MainActor
    public static func doubles(
        navigation: NavigationSpy = NavigationSpy(), camera: any Camera, photosDirectory: String = "/",
        isSignedIn: Bool = false
    ) -> MyCardsDependencies {
        let store = CardStoreSpy()
        return MyCardsDependencies(
            auth: AuthServiceSpy(), settings: SettingsStoreSpy(), offersDemoAccount: true, isSignedIn: isSignedIn,
            cards: store, sync: CardSync(store: store, remote: CardSyncServiceSpy()), camera: camera,
            photosDirectory: photosDirectory,
            navigation: navigation, work: WorkRecorder(), scheduler: ManualScheduler()
        )
    }
}

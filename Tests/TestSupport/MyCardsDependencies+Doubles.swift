import AppSupport
import Camera
import Domain

extension MyCardsDependencies {
    /// Doubles of every service and seam, for VIPER's modules and VIP's scenes and their routers.
    @MainActor
    public static func doubles(navigation: NavigationSpy = NavigationSpy(), camera: any Camera, photosDirectory: String = "/") -> MyCardsDependencies {
        let store = CardStoreSpy()
        return MyCardsDependencies(
            cards: store, sync: CardSync(store: store, remote: CardSyncServiceSpy()), camera: camera, photosDirectory: photosDirectory,
            navigation: navigation, work: WorkRecorder(), scheduler: ManualScheduler()
        )
    }
}

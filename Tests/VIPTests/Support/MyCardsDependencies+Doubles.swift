import Camera
import Domain
import TestSupport
@testable import MyCardsVIP

extension MyCardsDependencies {
    /// Doubles of every service and seam, for the scenes and their routers..
    @MainActor
    static func doubles(navigation: NavigationSpy = NavigationSpy(), camera: any Camera, photosDirectory: String = "/") -> MyCardsDependencies {
        let store = CardStoreSpy()
        return MyCardsDependencies(
            cards: store, sync: CardSync(store: store, remote: CardSyncServiceSpy()), camera: camera, photosDirectory: photosDirectory,
            navigation: navigation, work: WorkRecorder(), scheduler: ManualScheduler()
        )
    }
}

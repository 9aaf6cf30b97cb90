import Camera
import Domain
import Presentation
import TerminalUI

/// What My Cards' screens are assembled from where a pattern assembles each screen in a type of
/// its own (VIPER's modules, VIP's scenes): the card store and its sync, the camera, where photos
/// are, and the app's seams. Each assembly takes what its roles need from it.
@MainActor
public struct MyCardsDependencies {
    public let cards: any CardStore
    public let sync: CardSync
    public let camera: any Camera
    public let photosDirectory: String
    public let navigation: any Navigating
    public let work: any WorkRunning
    public let scheduler: any Scheduling

    public init(
        cards: any CardStore, sync: CardSync, camera: any Camera, photosDirectory: String,
        navigation: any Navigating, work: any WorkRunning, scheduler: any Scheduling
    ) {
        self.cards = cards
        self.sync = sync
        self.camera = camera
        self.photosDirectory = photosDirectory
        self.navigation = navigation
        self.work = work
        self.scheduler = scheduler
    }

    public init(environment: AppEnvironment, seams: AppSeams) {
        self.init(
            cards: environment.cards, sync: CardSync(store: environment.cards, remote: environment.cardSync), camera: environment.camera,
            photosDirectory: environment.photosDirectory, navigation: seams.navigation, work: seams.work, scheduler: seams.scheduler
        )
    }
}

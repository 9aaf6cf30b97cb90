import AppSupport
import Camera
import Domain
import Presentation
import TerminalUI

/// What My Cards' scenes are assembled from: the card store and its sync, the camera, where
/// photos are, and the app's seams. Each scene takes what its roles need from it.
@MainActor
struct MyCardsDependencies {
    let cards: any CardStore
    let sync: CardSync
    let camera: any Camera
    let photosDirectory: String
    let navigation: any Navigating
    let work: any WorkRunning
    let scheduler: any Scheduling

    init(
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

    init(environment: AppEnvironment, seams: AppSeams) {
        self.init(
            cards: environment.cards, sync: CardSync(store: environment.cards, remote: environment.cardSync), camera: environment.camera,
            photosDirectory: environment.photosDirectory, navigation: seams.navigation, work: seams.work, scheduler: seams.scheduler
        )
    }
}

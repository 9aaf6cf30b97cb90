import Camera
import Domain
import Presentation
import TerminalUI

/// What My Cards' screens are assembled from where a pattern assembles each screen in a type of
/// its own (VIPER's modules, VIP's scenes), or a screen builds the next (MVP's views): the
/// sign-in and its preferences, the card store and its sync, the camera, where photos are, and
/// the app's seams. Each assembly takes what its roles need from it.
@MainActor
public struct MyCardsDependencies {
    public let auth: any AuthService
    public let settings: any SettingsStore
    /// Whether Login hints at the demo account (the local backend's).
    public let offersDemoAccount: Bool
    /// Whether a remembered session signed the app in: it then starts on the cards.
    public let isSignedIn: Bool
    public let cards: any CardStore
    public let sync: CardSync
    public let camera: any Camera
    public let photosDirectory: String
    public let navigation: any Navigating
    public let work: any WorkRunning
    public let scheduler: any Scheduling

    public init(
        auth: any AuthService, settings: any SettingsStore, offersDemoAccount: Bool, isSignedIn: Bool,
        cards: any CardStore, sync: CardSync, camera: any Camera, photosDirectory: String,
        navigation: any Navigating, work: any WorkRunning, scheduler: any Scheduling
    ) {
        self.auth = auth
        self.settings = settings
        self.offersDemoAccount = offersDemoAccount
        self.isSignedIn = isSignedIn
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
            auth: environment.auth, settings: environment.settings, offersDemoAccount: environment.offersDemoAccount,
            isSignedIn: environment.isSignedIn,
            cards: environment.cards, sync: CardSync(store: environment.cards, remote: environment.cardSync),
            camera: environment.camera,
            photosDirectory: environment.photosDirectory, navigation: seams.navigation, work: seams.work,
            scheduler: seams.scheduler
        )
    }

    /// The seams the dependencies carry, as the app hands them.
    public var seams: AppSeams {
        AppSeams(navigation: navigation, work: work, scheduler: scheduler)
    }
}

import AppSupport
import ArgumentParser
import Domain
import MyCardsComposition
import TerminalUI

/// `MyCardsComposition`: My Cards in MVC-Composition.
struct MyCardsCompositionApp: WorkshopApp {
    static let configuration = CommandConfiguration(
        commandName: "MyCardsComposition", abstract: "My Cards, built in MVC-Composition.",
        version: Workshop.version)
    static let appName = "My Cards"
    static let patternName = "MVC-Composition"
    static let remembersSessions = true

    @OptionGroup var options: WorkshopOptions

    /// The containers are the screens: they reach the app themselves, so the seams go unused.
    static func start(in environment: AppEnvironment, seams _: AppSeams) -> AppStart {
        AppStart(firstScreen: MyCardsLaunch.firstScreen(in: environment))
    }
}

await MyCardsCompositionApp.launch()

import AppSupport
import ArgumentParser
import Domain
import GatherComposition
import TerminalUI

/// `gather-composition`: Football Gather in MVC-Composition.
struct GatherCompositionApp: WorkshopApp {
    static let configuration = CommandConfiguration(
        commandName: "gather-composition", abstract: "Football Gather, built in MVC-Composition.",
        version: Workshop.version)
    static let appName = "Football Gather"
    static let patternName = "MVC-Composition"

    @OptionGroup var options: WorkshopOptions

    /// The containers are the screens: they reach the app themselves, so the seams go unused.
    static func start(in environment: AppEnvironment, seams _: AppSeams) -> AppStart {
        AppStart(firstScreen: GatherLaunch.firstScreen(in: environment))
    }
}

await GatherCompositionApp.launch()

import AppSupport
import ArgumentParser
import Domain
import GatherMVC
import TerminalUI

/// `gather-mvc`: Football Gather in MVC.
struct GatherMVCApp: WorkshopApp {
    static let configuration = CommandConfiguration(
        commandName: "gather-mvc", abstract: "Football Gather, built in MVC.", version: Workshop.version)
    static let appName = "Football Gather"
    static let patternName = "MVC"

    @OptionGroup var options: WorkshopOptions

    /// MVC's controllers are the screens: they reach the app themselves, so the seams go unused.
    static func start(in environment: AppEnvironment, seams _: AppSeams) -> AppStart {
        AppStart(firstScreen: GatherLaunch.firstScreen(in: environment))
    }
}

await GatherMVCApp.launch()

import AppSupport
import ArgumentParser
import Domain
import MyCardsMVC
import TerminalUI

/// `MyCardsMVC`: My Cards in MVC.
struct MyCardsMVCApp: WorkshopApp {
    static let configuration = CommandConfiguration(
        commandName: "MyCardsMVC", abstract: "My Cards, built in MVC.", version: Workshop.version)
    static let appName = "My Cards"
    static let patternName = "MVC"
    static let remembersSessions = true

    @OptionGroup var options: WorkshopOptions

    /// MVC's controllers are the screens: they reach the app themselves, so the seams go unused.
    static func start(in environment: AppEnvironment, seams _: AppSeams) -> AppStart {
        AppStart(firstScreen: MyCardsLaunch.firstScreen(in: environment))
    }
}

await MyCardsMVCApp.launch()

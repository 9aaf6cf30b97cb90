import AppSupport
import ArgumentParser
import Domain
import MyCardsMVP
import TerminalUI

/// `MyCardsMVP`: My Cards in MVP.
struct MyCardsMVPApp: WorkshopApp {
    static let configuration = CommandConfiguration(
        commandName: "MyCardsMVP", abstract: "My Cards, built in MVP.", version: Workshop.version)
    static let appName = "My Cards"
    static let patternName = "MVP"
    static let remembersSessions = true

    @OptionGroup var options: WorkshopOptions

    static func start(in environment: AppEnvironment, seams: AppSeams) -> AppStart {
        AppStart(firstScreen: MyCardsLaunch.firstScreen(in: environment, seams: seams))
    }
}

await MyCardsMVPApp.launch()

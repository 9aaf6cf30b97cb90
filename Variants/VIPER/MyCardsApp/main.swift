import AppSupport
import ArgumentParser
import Domain
import MyCardsVIPER
import TerminalUI

/// `MyCardsVIPER`: My Cards in VIPER.
struct MyCardsVIPERApp: WorkshopApp {
    static let configuration = CommandConfiguration(
        commandName: "MyCardsVIPER", abstract: "My Cards, built in VIPER.", version: Workshop.version)
    static let appName = "My Cards"
    static let patternName = "VIPER"
    static let remembersSessions = true

    @OptionGroup var options: WorkshopOptions

    static func start(in environment: AppEnvironment, seams: AppSeams) -> AppStart {
        AppStart(firstScreen: MyCardsLaunch.firstScreen(in: environment, seams: seams))
    }
}

await MyCardsVIPERApp.launch()

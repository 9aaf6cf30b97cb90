import AppSupport
import ArgumentParser
import Domain
import GatherVIPER
import TerminalUI

/// `gather-viper`: Football Gather in VIPER.
struct GatherVIPERApp: WorkshopApp {
    static let configuration = CommandConfiguration(
        commandName: "gather-viper", abstract: "Football Gather, built in VIPER.", version: Workshop.version)
    static let appName = "Football Gather"
    static let patternName = "VIPER"

    @OptionGroup var options: WorkshopOptions

    static func start(in environment: AppEnvironment, seams: AppSeams) -> AppStart {
        AppStart(firstScreen: GatherLaunch.firstScreen(in: environment, seams: seams))
    }
}

await GatherVIPERApp.launch()

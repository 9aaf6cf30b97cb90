import AppSupport
import ArgumentParser
import Domain
import MyCardsVIP
import TerminalUI

/// `MyCardsVIP`: My Cards in VIP.
struct MyCardsVIPApp: WorkshopApp {
    static let configuration = CommandConfiguration(
        commandName: "MyCardsVIP", abstract: "My Cards, built in VIP.", version: Workshop.version)
    static let appName = "My Cards"
    static let patternName = "VIP"
    static let remembersSessions = true

    @OptionGroup var options: WorkshopOptions

    static func start(in environment: AppEnvironment, seams: AppSeams) -> AppStart {
        AppStart(firstScreen: MyCardsLaunch.firstScreen(in: environment, seams: seams))
    }
}

await MyCardsVIPApp.launch()

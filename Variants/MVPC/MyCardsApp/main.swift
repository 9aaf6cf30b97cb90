import AppSupport
import ArgumentParser
import Domain
import MyCardsMVPC
import TerminalUI

/// `MyCardsMVPC`: My Cards in MVP-C.
struct MyCardsMVPCApp: WorkshopApp {
    static let configuration = CommandConfiguration(
        commandName: "MyCardsMVPC", abstract: "My Cards, built in MVP-C.", version: Workshop.version)
    static let appName = "My Cards"
    static let patternName = "MVP-C"
    static let remembersSessions = true

    @OptionGroup var options: WorkshopOptions

    /// The root coordinator comes with the first screen: the app keeps it while it runs.
    static func start(in environment: AppEnvironment, seams: AppSeams) -> AppStart {
        MyCardsLaunch.start(in: environment, seams: seams)
    }
}

await MyCardsMVPCApp.launch()

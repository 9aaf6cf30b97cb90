import AppSupport
import ArgumentParser
import Domain
import MyCardsUDF
import TerminalUI

/// `MyCardsUDF`: My Cards in unidirectional data flow.
struct MyCardsUDFApp: WorkshopApp {
    static let configuration = CommandConfiguration(
        commandName: "MyCardsUDF", abstract: "My Cards, built in UDF.", version: Workshop.version)
    static let appName = "My Cards"
    static let patternName = "UDF"
    static let remembersSessions = true

    @OptionGroup var options: WorkshopOptions

    /// The navigator comes with the first screen: the app keeps it, and with it the store, while it runs.
    static func start(in environment: AppEnvironment, seams: AppSeams) -> AppStart {
        MyCardsLaunch.start(in: environment, seams: seams)
    }
}

await MyCardsUDFApp.launch()

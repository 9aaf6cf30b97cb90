import AppSupport
import ArgumentParser
import Domain
import GatherUDF
import TerminalUI

/// `gather-udf`: Football Gather in unidirectional data flow.
struct GatherUDFApp: WorkshopApp {
    static let configuration = CommandConfiguration(
        commandName: "gather-udf", abstract: "Football Gather, built in UDF.", version: Workshop.version)
    static let appName = "Football Gather"
    static let patternName = "UDF"

    @OptionGroup var options: WorkshopOptions

    /// The navigator comes with the first screen: the app keeps it, and with it the store, while it runs.
    static func start(in environment: AppEnvironment, seams: AppSeams) -> AppStart {
        GatherLaunch.start(in: environment, seams: seams)
    }
}

await GatherUDFApp.launch()

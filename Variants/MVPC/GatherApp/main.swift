import AppSupport
import ArgumentParser
import Domain
import GatherMVPC
import TerminalUI

/// `gather-mvpc`: Football Gather in MVP-C.
struct GatherMVPCApp: WorkshopApp {
    static let configuration = CommandConfiguration(
        commandName: "gather-mvpc", abstract: "Football Gather, built in MVP-C.", version: Workshop.version)
    static let appName = "Football Gather"
    static let patternName = "MVP-C"

    @OptionGroup var options: WorkshopOptions

    /// The root coordinator comes with the first screen: the app keeps it while it runs.
    static func start(in environment: AppEnvironment, seams: AppSeams) -> AppStart {
        GatherLaunch.start(in: environment, seams: seams)
    }
}

await GatherMVPCApp.launch()

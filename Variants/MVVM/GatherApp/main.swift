import AppSupport
import ArgumentParser
import Domain
import GatherMVVM
import TerminalUI

/// `gather-mvvm`: Football Gather in MVVM.
struct GatherMVVMApp: WorkshopApp {
    static let configuration = CommandConfiguration(
        commandName: "gather-mvvm", abstract: "Football Gather, built in MVVM.", version: Workshop.version)
    static let appName = "Football Gather"
    static let patternName = "MVVM"

    @OptionGroup var options: WorkshopOptions

    /// The root coordinator comes with the first screen: the app keeps it while it runs.
    static func start(in environment: AppEnvironment, seams: AppSeams) -> AppStart {
        GatherLaunch.start(in: environment, seams: seams)
    }
}

await GatherMVVMApp.launch()

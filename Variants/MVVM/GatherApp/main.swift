import AppSupport
import ArgumentParser
import Domain
import GatherMVVM
import TerminalUI

/// `gather-mvvm`: Football Gather in MVVM.
struct GatherMVVMApp: WorkshopApp {
    static let configuration = CommandConfiguration(commandName: "gather-mvvm", abstract: "Football Gather, built in MVVM.", version: Workshop.version)
    static let appName = "Football Gather"
    static let patternName = "MVVM"

    @OptionGroup var options: WorkshopOptions

    static func start(in environment: AppEnvironment, seams: AppSeams) -> AppStart {
        AppStart(firstScreen: GatherLaunch.firstScreen(in: environment, seams: seams))
    }
}

await GatherMVVMApp.launch()

import AppSupport
import ArgumentParser
import Domain
import GatherMVP
import TerminalUI

/// `gather-mvp`: Football Gather in MVP.
struct GatherMVPApp: WorkshopApp {
    static let configuration = CommandConfiguration(
        commandName: "gather-mvp", abstract: "Football Gather, built in MVP.", version: Workshop.version)
    static let appName = "Football Gather"
    static let patternName = "MVP"

    @OptionGroup var options: WorkshopOptions

    static func start(in environment: AppEnvironment, seams: AppSeams) -> AppStart {
        AppStart(firstScreen: GatherLaunch.firstScreen(in: environment, seams: seams))
    }
}

await GatherMVPApp.launch()

import AppSupport
import ArgumentParser
import Domain
import GatherVIP
import TerminalUI

/// `gather-vip`: Football Gather in VIP.
struct GatherVIPApp: WorkshopApp {
    static let configuration = CommandConfiguration(
        commandName: "gather-vip", abstract: "Football Gather, built in VIP.", version: Workshop.version)
    static let appName = "Football Gather"
    static let patternName = "VIP"

    @OptionGroup var options: WorkshopOptions

    static func start(in environment: AppEnvironment, seams: AppSeams) -> AppStart {
        AppStart(firstScreen: GatherLaunch.firstScreen(in: environment, seams: seams))
    }
}

await GatherVIPApp.launch()

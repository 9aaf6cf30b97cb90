import AppSupport
import ArgumentParser
import Domain
import MyCardsMVVM
import TerminalUI

/// `MyCardsMVVM`: My Cards in MVVM.
struct MyCardsMVVMApp: WorkshopApp {
    static let configuration = CommandConfiguration(
        commandName: "MyCardsMVVM", abstract: "My Cards, built in MVVM.", version: Workshop.version)
    static let appName = "My Cards"
    static let patternName = "MVVM"
    static let remembersSessions = true

    @OptionGroup var options: WorkshopOptions

    /// The root coordinator comes with the first screen: the app keeps it while it runs.
    static func start(in environment: AppEnvironment, seams: AppSeams) -> AppStart {
        MyCardsLaunch.start(in: environment, seams: seams)
    }
}

await MyCardsMVVMApp.launch()

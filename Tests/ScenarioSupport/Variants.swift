import AppSupport
import GatherComposition
import GatherMVC
import GatherMVP
import GatherMVPC
import GatherMVVM
import GatherUDF
import GatherVIP
import GatherVIPER
import MyCardsComposition
import MyCardsMVC
import MyCardsMVP
import MyCardsMVPC
import MyCardsMVVM
import MyCardsUDF
import MyCardsVIP
import MyCardsVIPER
import TerminalUI
import Testing

/// Every variant the parity suite and the workshop's acceptance scenarios run: adding a pattern
/// is one line here.
public let variants: [Variant] = [
    // MVC's controllers are the screens and reach the app themselves: the seams go unused.
    Variant(
        "MVC", gather: { environment, _ in .init(firstScreen: GatherMVC.GatherLaunch.firstScreen(in: environment)) },
        myCards: { environment, _ in .init(firstScreen: MyCardsMVC.MyCardsLaunch.firstScreen(in: environment)) }),
    Variant(
        "MVVM", gather: GatherMVVM.GatherLaunch.start(in:seams:), myCards: MyCardsMVVM.MyCardsLaunch.start(in:seams:)),
    Variant(
        "MVP", gather: { .init(firstScreen: GatherMVP.GatherLaunch.firstScreen(in: $0, seams: $1)) },
        myCards: { .init(firstScreen: MyCardsMVP.MyCardsLaunch.firstScreen(in: $0, seams: $1)) }),
    // MVP-C's root coordinator comes with its first screen, kept by the session as by the app.
    Variant(
        "MVPC", gather: GatherMVPC.GatherLaunch.start(in:seams:), myCards: MyCardsMVPC.MyCardsLaunch.start(in:seams:)),
    Variant(
        "VIPER", gather: { .init(firstScreen: GatherVIPER.GatherLaunch.firstScreen(in: $0, seams: $1)) },
        myCards: { .init(firstScreen: MyCardsVIPER.MyCardsLaunch.firstScreen(in: $0, seams: $1)) }),
    Variant(
        "VIP", gather: { .init(firstScreen: GatherVIP.GatherLaunch.firstScreen(in: $0, seams: $1)) },
        myCards: { .init(firstScreen: MyCardsVIP.MyCardsLaunch.firstScreen(in: $0, seams: $1)) }),
    // UDF's navigator comes with its first screen, and keeps the app's one store.
    Variant("UDF", gather: GatherUDF.GatherLaunch.start(in:seams:), myCards: MyCardsUDF.MyCardsLaunch.start(in:seams:)),
    // MVC-Composition's containers are the screens, as MVC's controllers are: the seams go unused.
    Variant(
        "Composition",
        gather: { environment, _ in .init(firstScreen: GatherComposition.GatherLaunch.firstScreen(in: environment)) },
        myCards: { environment, _ in .init(firstScreen: MyCardsComposition.MyCardsLaunch.firstScreen(in: environment)) }
    ),
]

/// One pattern's apps, as they start: made, as `main` makes them, from the environment and the
/// running app's seams.
public struct Variant: Sendable, CustomTestStringConvertible {
    public let pattern: String
    public let gather: @MainActor @Sendable (AppEnvironment, AppSeams) -> AppStart
    public let myCards: @MainActor @Sendable (AppEnvironment, AppSeams) -> AppStart

    public init(
        _ pattern: String,
        gather: @escaping @MainActor @Sendable (AppEnvironment, AppSeams) -> AppStart,
        myCards: @escaping @MainActor @Sendable (AppEnvironment, AppSeams) -> AppStart
    ) {
        self.pattern = pattern
        self.gather = gather
        self.myCards = myCards
    }

    /// The name the pattern goes by in prose and on the title bar: "MVP-C" for MVPC,
    /// "MVC-Composition" for Composition, any other as its folder is named.
    public var spokenName: String {
        switch pattern {
        case "MVPC": "MVP-C"
        case "Composition": "MVC-Composition"
        default: pattern
        }
    }

    public var testDescription: String { pattern }
}

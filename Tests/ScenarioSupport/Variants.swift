import AppSupport
import GatherMVC
import GatherMVP
import GatherMVPC
import GatherMVVM
import GatherVIP
import GatherVIPER
import MyCardsMVC
import MyCardsMVP
import MyCardsMVPC
import MyCardsMVVM
import MyCardsVIP
import MyCardsVIPER
import TerminalUI
import Testing

/// Every variant the parity suite and the workshop's acceptance scenarios run: adding a pattern
/// is one line here.
public let variants: [Variant] = [
    // MVC's controllers are the screens and reach the app themselves: the seams go unused.
    Variant("MVC", gather: { environment, _ in GatherMVC.GatherLaunch.firstScreen(in: environment) }, myCards: { environment, _ in MyCardsMVC.MyCardsLaunch.firstScreen(in: environment) }),
    Variant("MVVM", gather: GatherMVVM.GatherLaunch.firstScreen(in:seams:), myCards: MyCardsMVVM.MyCardsLaunch.firstScreen(in:seams:)),
    Variant("MVP", gather: GatherMVP.GatherLaunch.firstScreen(in:seams:), myCards: MyCardsMVP.MyCardsLaunch.firstScreen(in:seams:)),
    Variant("MVPC", gather: GatherMVPC.GatherLaunch.firstScreen(in:seams:), myCards: MyCardsMVPC.MyCardsLaunch.firstScreen(in:seams:)),
    Variant("VIPER", gather: GatherVIPER.GatherLaunch.firstScreen(in:seams:), myCards: MyCardsVIPER.MyCardsLaunch.firstScreen(in:seams:)),
    Variant("VIP", gather: GatherVIP.GatherLaunch.firstScreen(in:seams:), myCards: MyCardsVIP.MyCardsLaunch.firstScreen(in:seams:)),
]

/// One pattern's apps, as their first screens: made, as `main` makes them, from the
/// environment and the running app's seams.
public struct Variant: Sendable, CustomTestStringConvertible {
    public let pattern: String
    public let gather: @MainActor @Sendable (AppEnvironment, AppSeams) -> Screen
    public let myCards: @MainActor @Sendable (AppEnvironment, AppSeams) -> Screen

    public init(
        _ pattern: String,
        gather: @escaping @MainActor @Sendable (AppEnvironment, AppSeams) -> Screen,
        myCards: @escaping @MainActor @Sendable (AppEnvironment, AppSeams) -> Screen
    ) {
        self.pattern = pattern
        self.gather = gather
        self.myCards = myCards
    }

    public var testDescription: String { pattern }
}

import AppSupport
import GatherMVC
import GatherMVVM
import MyCardsMVC
import MyCardsMVVM
import TerminalUI
import Testing

/// Every variant the parity suite runs: adding a pattern is one line here.
let variants: [Variant] = [
    Variant("MVC", gather: GatherMVC.GatherLaunch.firstScreen(in:), myCards: MyCardsMVC.MyCardsLaunch.firstScreen(in:)),
    Variant("MVVM", gather: GatherMVVM.GatherLaunch.firstScreen(in:), myCards: MyCardsMVVM.MyCardsLaunch.firstScreen(in:)),
]

/// One pattern's apps, as their first screens.
struct Variant: Sendable, CustomTestStringConvertible {
    let pattern: String
    let gather: @MainActor @Sendable (AppEnvironment) -> Screen
    let myCards: @MainActor @Sendable (AppEnvironment) -> Screen

    init(
        _ pattern: String,
        gather: @escaping @MainActor @Sendable (AppEnvironment) -> Screen,
        myCards: @escaping @MainActor @Sendable (AppEnvironment) -> Screen
    ) {
        self.pattern = pattern
        self.gather = gather
        self.myCards = myCards
    }

    var testDescription: String { pattern }
}

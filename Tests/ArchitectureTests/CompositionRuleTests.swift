import Foundation
import Testing

@testable import MetricsKit

/// MVC-Composition's rules, each shown the break a student would make: a rule that stopped
/// seeing fails here.
@Suite("Architecture rules · MVC-Composition")
struct CompositionRuleTests {
    /// Done pressed, the button child creates the player itself.
    @Test func aShowingChildThatCallsAServiceIsNamed() {
        let child = SourceFile(
            path: "Variants/Composition/Children/ButtonController.swift",
            source: """
                final class ButtonController: Screen {
                    private let button: Button
                    var players: (any PlayersService)?
                    init(_ title: String) {
                        button = Button(title)
                        super.init(title: title)
                        button.action = { [weak self] in
                            self?.app?.perform(showingLoading: false) { _ = try? await self?.players?.create(draft) }
                        }
                    }
                }
                """)

        let findings = Rules.compositionShowingChildrenDoNoWork([child])

        #expect(findings.map(\.line) == [3, 8])
        #expect(
            findings.first?.rule
                == "a child that shows names PlayersService: it shows what it is given and reports what was done; its container or a fetcher does the work"
        )
    }

    /// The fetcher shows its own spinner label instead of reporting the page.
    @Test func aFetcherThatDrawsIsNamed() {
        let fetcher = SourceFile(
            path: "Variants/Composition/Children/PageFetcherController.swift",
            source: """
                final class PageFetcherController<Page: Sendable>: Screen {
                    private let loading = Label("Loading…")
                    init(load: @escaping (Range<Int>) async throws -> Page) {
                        super.init(title: "Page fetcher")
                        content = loading
                    }
                }
                """)

        let findings = Rules.compositionFetchersDrawNothing([fetcher], widgets: ["Label", "Button", "Stack"])

        #expect(findings.map(\.line) == [2, 5])
    }

    /// The container adds its Done button itself, beside a child's slot.
    @Test func aContainerThatLaysOutAWidgetIsNamed() {
        let container = SourceFile(
            path: "Variants/Composition/Gather/PlayerAdd/PlayerAddController.swift",
            source: """
                final class PlayerAddController: Screen {
                    let nameEntry = TextEntryController(maximumLength: 40)
                    let doneButton = Button("Done", isEnabled: false)
                    init() {
                        super.init(title: "Add Player")
                        content = Stack(spacing: 1, [slot(showing: nameEntry), Row([doneButton])])
                    }
                }
                """)

        let findings = Rules.compositionContainersLayOutNoWidgets([container], widgets: ["Button", "Stack", "Row"])

        #expect(findings.map(\.line) == [3], "Stack and Row are layout; the Button is a widget")
        #expect(
            findings.first?.rule
                == "a container makes a widget (Button(\"Done\", isEnabled: false)): it lays out its children's slots; a child owns the widgets"
        )
    }

    /// The reused list takes players, so that it can word their rows itself.
    @Test func aReusedChildNamingADomainTypeIsNamed() {
        let child = SourceFile(
            path: "Variants/Composition/Children/ListController.swift",
            source: """
                import Domain
                import TerminalUI

                final class ListController: Screen {
                    func show(_ players: [Player]) {}
                }
                """)
        let screensOwn = SourceFile(
            path: "Variants/Composition/MyCards/CardDetails/CardFacesController.swift",
            source:
                "import Domain\nfinal class CardFacesController: Screen { var onChoose: (CardSide) -> Void = { _ in } }"
        )

        let findings = Rules.compositionSharedChildrenNameNoDomainType(
            [child, screensOwn], domainTypes: ["Player", "CardSide"])

        #expect(findings.map(\.line) == [1, 5], "a screen's own child may name the model; a shared one may not")
    }

    /// The list opens the details itself, and tells its sibling the button what to show.
    @Test func aChildReachingItsContainerOrASiblingIsNamed() {
        let child = SourceFile(
            path: "Variants/Composition/Children/ListController.swift",
            source: """
                final class ListController<Item: Equatable>: Screen {
                    private let list = ListView()
                    weak var confirmButton: ButtonController?
                    init() {
                        super.init(title: "List")
                        list.onSelect = { [weak self] _ in
                            self?.navigation?.push(Screen(title: "Details"))
                            (self?.parent as? PlayerListController)?.reload()
                        }
                    }
                }
                """)

        let findings = Rules.compositionChildrenReachOnlyThroughOutputs([child])

        #expect(findings.map(\.line).sorted() == [3, 7, 8])
    }

    /// Which file is which: the container is named after its screen's folder.
    @Test func containersChildrenAndFetchersAreToldApartByTheirPath() {
        let container = SourceFile(
            path: "Variants/Composition/Gather/PlayerList/PlayerListController.swift", source: "")
        let screensChild = SourceFile(path: "Variants/Composition/Gather/Gather/ScoreController.swift", source: "")
        let fetcher = SourceFile(path: "Variants/Composition/Children/PageFetcherController.swift", source: "")
        let mvc = SourceFile(path: "Variants/MVC/Gather/PlayerList/PlayerListController.swift", source: "")

        #expect(container.isCompositionContainer && !container.isCompositionChild)
        #expect(screensChild.isCompositionChild && !screensChild.isCompositionFetcher)
        #expect(fetcher.isCompositionChild && fetcher.isCompositionFetcher)
        #expect(!mvc.isCompositionContainer && !mvc.isCompositionChild)
    }
}

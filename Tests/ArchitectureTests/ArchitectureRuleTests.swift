import Foundation
import Testing

/// The patterns' rules, checked on the repository's own sources. Each rule is also shown a
/// broken file, so a rule that stopped seeing would fail here too.
@Suite("Architecture rules")
struct ArchitectureRuleTests {
    /// Every rule on every variant file, parsed once: each rule's findings, one line each.
    @Test func theRepositoryKeepsEveryRule() throws {
        let variants = try SourceFile.variants()
        #expect(variants.count > 250, "the rules read every variant file")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let tests = FileManager.default.enumerator(atPath: root.appendingPathComponent("Tests").path)?.compactMap { $0 as? String } ?? []

        for (rule, findings) in [
            ("the roles that decide never import the terminal kit", Rules.decidingRolesImportNoTerminalKit(variants)),
            ("MVP views navigate only when their presenter tells them", Rules.mvpViewsNavigateOnlyWhenTold(variants)),
            ("VIP routers never call an interactor", Rules.vipRoutersCallNoInteractor(variants)),
            ("views never run a clock", Rules.viewsRunNoClock(variants)),
            ("VIPER presenters never read an interactor's state", Rules.viperPresentersReadNoInteractorState(variants)),
            ("VIP view controllers word nothing", Rules.vipViewControllersWordNothing(variants)),
            ("every screen has its role files and its tests", ScreenFiles.findings(variantPaths: variants.map(\.path), testPaths: tests)),
        ] {
            #expect(findings.isEmpty, "\(rule):\n\(findings.map(\.description).joined(separator: "\n"))")
        }
    }

    @Test func aPresenterImportingTheTerminalKitIsNamedWithItsLine() {
        let broken = SourceFile(path: "Variants/MVP/Gather/Login/LoginPresenter.swift", source: "import Domain\nimport TerminalUI\n")

        #expect(Rules.decidingRolesImportNoTerminalKit([broken]) == [Finding(
            path: broken.path, line: 2, rule: "a Presenter imports TerminalUI: the roles that decide see plain values, never the terminal kit"
        )])
    }

    @Test func anMVPViewNavigatingOnItsOwnIsNamed() {
        let told = SourceFile(path: "Variants/MVP/Gather/Login/LoginViewProtocol.swift", source: """
            protocol LoginViewProtocol: AnyObject {
                func showPlayerList()
            }
            """)
        let view = SourceFile(path: "Variants/MVP/Gather/Login/LoginView.swift", source: """
            final class LoginView: Screen, LoginViewProtocol {
                func showPlayerList() {
                    navigation?.push(PlayerListView())
                }
                func loggedOut() {
                    navigation?.pop()
                }
                func showHelp() {
                    present { [weak self] in self?.navigation?.pop(to: self) }
                }
            }
            """)

        #expect(Rules.mvpViewsNavigateOnlyWhenTold([told, view]).map(\.line) == [6, 9])
    }

    @Test func anMVVMViewTickingItsViewModelIsNamed() {
        let view = SourceFile(path: "Variants/MVVM/Gather/Gather/GatherView.swift", source: """
            final class GatherView: Screen {
                override func updateViews() {
                    ticking = app?.every(.seconds(1)) { [weak self] in self?.viewModel.tick() }
                }
            }
            """)
        let controller = SourceFile(path: "Variants/MVC/Gather/Gather/GatherController.swift", source: view.tree.description)

        #expect(Rules.viewsRunNoClock([view, controller]).map(\.description) == [
            "Variants/MVVM/Gather/Gather/GatherView.swift:3: an MVVM view runs a clock: the ticks belong to the role that decides, on Scheduling, so its tests move time",
        ])
    }

    @Test func aVIPERPresenterReadingItsInteractorIsNamed() {
        let protocols = SourceFile(path: "Variants/VIPER/Gather/Gather/GatherProtocols.swift", source: """
            protocol GatherInteractorProtocol: AnyObject {
                func loadMatch()
                var timer: MatchTimer { get }
            }
            protocol GatherViewProtocol: AnyObject {
                var status: String? { get set }
            }
            """)
        let presenter = SourceFile(path: "Variants/VIPER/Gather/Gather/GatherPresenter.swift", source: """
            final class GatherPresenter {
                func viewDidLoad() {
                    interactor.loadMatch()
                    show(interactor.timer)
                    interactor?.setTime(.standard)
                }
            }
            """)

        #expect(Rules.viperPresentersReadNoInteractorState([protocols, presenter]).map(\.description) == [
            "Variants/VIPER/Gather/Gather/GatherProtocols.swift:3: GatherInteractorProtocol has a property: a VIPER interactor tells its presenter what changed; nothing reads its state",
            "Variants/VIPER/Gather/Gather/GatherPresenter.swift:4: a VIPER presenter reads its interactor's state: the interactor tells it, as output values",
        ])
    }

    @Test func aVIPViewControllerWordingAnAlertOrAStatusIsNamed() {
        let viewController = SourceFile(path: "Variants/VIP/Gather/Gather/GatherViewController.swift", source: """
            final class GatherViewController: Screen {
                let endGatherButton = Button("End Gather")
                init() {
                    super.init(title: "Gather in progress")
                    keyBindings = [KeyBinding(.character("e"), "End Gather") { [weak self] in self?.end() }]
                }
                func displayEndConfirmation(viewModel: GatherScene.EndConfirmation.ViewModel) {
                    present(AlertContent(title: viewModel.title, message: viewModel.message, buttons: [
                        .init("Yes", role: .destructive) { [weak self] in await self?.end() },
                    ]))
                }
                func displayEnd(viewModel: GatherScene.End.ViewModel) {
                    status = "Time's up!"
                    passwordField.text = ""
                    app?.present(ColumnPicker(title: "Set time", columns: viewModel.columns, selection: []) { _ in })
                }
            }
            """)

        #expect(Rules.vipViewControllersWordNothing([viewController]).map(\.line) == [9, 13, 15])
    }

    @Test func aVIPRouterReachingAnInteractorIsNamed() {
        let router = SourceFile(path: "Variants/VIP/Gather/Login/LoginRouter.swift", source: """
            final class LoginRouter {
                weak var viewController: LoginViewController?
                func routeToPlayerList() {
                    viewController?.interactor?.load(request: .init())
                }
            }
            """)

        #expect(Rules.vipRoutersCallNoInteractor([router]).map(\.line) == [4])
    }

    @Test func aScreenWithoutItsViewProtocolOrItsTestsIsNamed() {
        let findings = ScreenFiles.findings(
            variantPaths: ["Variants/MVP/Gather/Login/LoginPresenter.swift", "Variants/MVP/Gather/Login/LoginView.swift"],
            testPaths: ["MVPTests/Gather/PlayerListPresenterTests.swift"]
        )

        #expect(findings.map(\.rule) == [
            "MVP's Login has no LoginViewProtocol.swift: every MVP screen has Presenter, View, ViewProtocol",
            "MVP's Login has no LoginPresenterTests.swift in Tests/MVPTests: every screen's deciding role is tested",
        ])
    }
}

import Foundation
import Testing

@testable import MetricsKit

/// The patterns' rules, checked on the repository's own sources. Each rule is also shown a
/// broken file, so a rule that stopped seeing would fail here too.
@Suite("Architecture rules")
struct ArchitectureRuleTests {
    /// Every rule on every variant file, parsed once: each rule's findings, one line each.
    @Test func theRepositoryKeepsEveryRule() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let results = try ArchitectureRule.check(root: root)

        #expect(try SourceFile.variants(in: root).count > 250, "the rules read every variant file")
        #expect(results.count == ArchitectureRule.all.count)
        for (rule, findings) in results {
            #expect(findings.isEmpty, "\(rule.statement):\n\(findings.map(\.description).joined(separator: "\n"))")
        }
    }

    @Test func aPresenterImportingTheTerminalKitIsNamedWithItsLine() {
        let broken = SourceFile(
            path: "Variants/MVP/Gather/Login/LoginPresenter.swift", source: "import Domain\nimport TerminalUI\n")

        #expect(
            Rules.decidingRolesImportNoTerminalKit([broken]) == [
                Finding(
                    path: broken.path, line: 2,
                    rule:
                        "a Presenter imports TerminalUI: the roles that decide see plain values, never the terminal kit"
                )
            ])
    }

    /// The imports a file can hide: one declaration of the kit, or one under `#if`.
    @Test func aPresenterImportingOneDeclarationOrUnderIfIsNamedToo() {
        let broken = SourceFile(
            path: "Variants/VIPER/Gather/Login/LoginPresenter.swift",
            source: """
                import Domain
                import struct TerminalUI.Key
                #if canImport(Glibc)
                import TerminalUI
                #endif
                """)

        #expect(Rules.decidingRolesImportNoTerminalKit([broken]).map(\.line) == [2, 4])
    }

    @Test func aDecidingRoleNamingAViewOrAScreenIsNamedAndAViewProtocolIsNot() {
        let presenter = SourceFile(
            path: "Variants/MVP/Gather/PlayerList/PlayerListPresenter.swift",
            source: """
                final class PlayerListPresenter {
                    weak var view: (any PlayerListViewProtocol)?
                    func playerChosen() -> Screen {
                        PlayerDetailView(presenter: PlayerDetailPresenter())
                    }
                }
                """)
        let interactor = SourceFile(
            path: "Variants/VIP/Gather/Login/LoginInteractor.swift",
            source: "final class LoginInteractor {\n    var shown: LoginViewController?\n}\n")
        let view = SourceFile(
            path: "Variants/MVP/Gather/PlayerList/PlayerListView.swift",
            source: "final class PlayerListView: Screen {}\n")

        let findings = Rules.decidingRolesNameNoView([presenter, interactor, view])

        #expect(findings.map(\.line) == [3, 4, 2])
        #expect(
            findings.first?.rule
                == "a Presenter names Screen: the roles that decide never name a view, a view controller or a screen")
    }

    @Test func aRoleThatIsNotItsPatternsNavigatorNavigatingIsNamed() {
        let mvvmView = SourceFile(
            path: "Variants/MVVM/Gather/PlayerAdd/PlayerAddView.swift",
            source: """
                final class PlayerAddView: Screen {
                    init() {
                        doneButton.action = { [weak self] in self?.navigation?.pop() }
                    }
                }
                """)
        let viperPresenter = SourceFile(
            path: "Variants/VIPER/Gather/Login/LoginPresenter.swift",
            source: "final class LoginPresenter {\n    let navigation: any Navigating\n}\n")
        let viperRouter = SourceFile(
            path: "Variants/VIPER/Gather/Login/LoginRouter.swift",
            source: "final class LoginRouter {\n    func next() { navigation.push(view) }\n}\n")
        let viperModule = SourceFile(
            path: "Variants/VIPER/Gather/Login/LoginModule.swift",
            source: "enum LoginModule {\n    static func make(navigation: any Navigating) {}\n}\n")
        let mvpView = SourceFile(
            path: "Variants/MVP/Gather/Login/LoginView.swift",
            source: "final class LoginView {\n    func showList() { navigation?.push(list) }\n}\n")

        let findings = Rules.onlyTheNavigatingRoleNavigates([
            mvvmView, viperPresenter, viperRouter, viperModule, mvpView,
        ])

        #expect(findings.map(\.path) == [mvvmView.path, viperPresenter.path])
        #expect(findings.first?.rule == "PlayerAddView navigates: in MVVM only the coordinator moves between screens")
    }

    /// Not only `push` and `pop`: going to the root, replacing it, an alias of the navigation and
    /// the screen's own `goBack()` are navigating too.
    @Test func anyUseOfTheNavigationOutsideItsRoleIsNamed() {
        let view = SourceFile(
            path: "Variants/MVVM/Gather/PlayerList/PlayerListView.swift",
            source: """
                final class PlayerListView: Screen {
                    init() {
                        keyBindings = [KeyBinding(.character("h"), "Home") { [weak self] in self?.navigation?.popToRoot() }]
                    }
                    func logOut() {
                        let stack = navigation
                        stack?.setRoot(LoginView())
                    }
                    func leave() { goBack() }
                }
                """)

        let findings = Rules.onlyTheNavigatingRoleNavigates([view])

        #expect(findings.map(\.line) == [3, 6, 9], "the alias is named where it is made")
        #expect(findings.first?.rule == "PlayerListView navigates: in MVVM only the coordinator moves between screens")
    }

    @Test func anMVCViewHoldingStateOrDecidingIsNamed() {
        let view = SourceFile(
            path: "Variants/MVC/Gather/PlayerAdd/PlayerAddView.swift",
            source: """
                final class PlayerAddView: ComposedView {
                    let nameField = TextField(placeholder: "Name")
                    let doneButton = Button("Done", isEnabled: false)
                    private let players: any PlayersService
                    var isDoneEnabled = false
                    init() {
                        super.init()
                        nameField.onChange = { [weak self] text in self?.doneButton.isEnabled = !text.isEmpty }
                    }
                    func validate() -> Bool { nameField.text.isEmpty ? false : true }
                    private static func team(_ title: String) -> View { Label(title) }
                }
                """)

        let findings = Rules.mvcViewsHoldNoLogic([view], kitTypes: ["TextField", "Button", "Label", "View"])

        #expect(findings.map(\.line) == [4, 5, 8, 10], "widgets kept and a static layout helper are a view's")
        #expect(
            findings.first?.rule
                == "an MVC view holds players (any PlayersService): a view lays out its widgets; its controller decides"
        )
    }

    @Test func anMVVMViewWritingItsViewModelOrSendingItsEventsIsNamed() {
        let view = SourceFile(
            path: "Variants/MVVM/Gather/PlayerAdd/PlayerAddView.swift",
            source: """
                final class PlayerAddView: Screen {
                    init(viewModel: PlayerAddViewModel) {
                        viewModel.onAlert = { [weak self] in self?.present($0) }
                        nameField.onChange = { [weak self] text in self?.viewModel.name = text }
                        keyBindings = [KeyBinding(.enter, "Done") { [weak self] in self?.viewModel.onRoute(.playerAdded) }]
                        viewModel.output = nil
                        viewModel.count += 1
                    }
                    override func updateViews() { status = viewModel.status }
                }
                """)
        let viewModel = SourceFile(
            path: "Variants/MVVM/Gather/PlayerAdd/PlayerAddViewModel.swift",
            source: """
                @Observable final class PlayerAddViewModel {
                    var name = ""
                    private(set) var status: String?
                    private var draft: PlayerDraft?
                    var isDoneEnabled: Bool { draft != nil }
                    @ObservationIgnored var onAlert: (AlertContent) -> Void = { _ in }
                }
                """)

        let findings = Rules.mvvmViewsBindOnly([view, viewModel])

        #expect(
            findings.map(\.line) == [4, 5, 6, 7, 2], "setting the closure it hears is no write; reading is no write")
        #expect(
            findings.first?.rule
                == "an MVVM view writes viewModel.name: the view model's state is its own; the view calls one of its methods"
        )
        #expect(
            findings.last?.rule
                == "PlayerAddViewModel.name can be written from outside: a view model's state is private(set); a view calls its methods"
        )
    }

    @Test func anMVPViewNavigatingOnItsOwnIsNamed() {
        let told = SourceFile(
            path: "Variants/MVP/Gather/Login/LoginViewProtocol.swift",
            source: """
                protocol LoginViewProtocol: AnyObject {
                    func showPlayerList()
                }
                """)
        let view = SourceFile(
            path: "Variants/MVP/Gather/Login/LoginView.swift",
            source: """
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

    @Test func anMVPCPresenterKeepingAClosureOrHoldingItsOutputStronglyIsNamed() {
        let presenter = SourceFile(
            path: "Variants/MVPC/Gather/PlayerAdd/PlayerAddPresenter.swift",
            source: """
                final class PlayerAddPresenter {
                    weak var view: (any PlayerAddViewProtocol)?
                    private let onPlayerAdded: () -> Void
                    let output: any PlayerAddOutput
                    private var onDone: (@MainActor () -> Void)?
                    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }
                    private weak var caller: (any PlayerAddOutput)?
                }
                """)

        let findings = Rules.coordinatedRolesTellAWeakOutput([presenter])

        #expect(findings.map(\.line) == [3, 4, 5], "a weak output and a state made by a call are no break")
        #expect(
            findings.first?.rule
                == "an MVP-C presenter keeps a closure, onPlayerAdded, that its view does not hear: it tells its output, a protocol its coordinator conforms to"
        )
    }

    /// MVVM's coordinator hears its view models as MVP-C's hears its presenters: a route closure
    /// the coordinator sets is named; an event the screen's own view sets and hears is not.
    @Test func anMVVMViewModelRoutingThroughAClosureOrHoldingItsOutputStronglyIsNamed() {
        let viewModel = SourceFile(
            path: "Variants/MVVM/Gather/PlayerAdd/PlayerAddViewModel.swift",
            source: """
                @Observable final class PlayerAddViewModel {
                    @ObservationIgnored var onAlert: (AlertContent) -> Void = { _ in }
                    @ObservationIgnored var onRoute: (Route) -> Void = { _ in }
                    @ObservationIgnored let output: any PlayerAddOutput
                    @ObservationIgnored private weak var caller: (any PlayerAddOutput)?
                }
                """)
        let view = SourceFile(
            path: "Variants/MVVM/Gather/PlayerAdd/PlayerAddView.swift",
            source: """
                final class PlayerAddView: Screen {
                    init(viewModel: PlayerAddViewModel) {
                        viewModel.onAlert = { [weak self] in self?.present($0) }
                    }
                }
                """)

        let findings = Rules.coordinatedRolesTellAWeakOutput([viewModel, view])

        #expect(findings.map(\.line) == [3, 4], "the alert its view hears is the binding; a weak output is no break")
        #expect(
            findings.first?.rule
                == "an MVVM view model keeps a closure, onRoute, that its view does not hear: it tells its output, a protocol its coordinator conforms to"
        )
    }

    /// A key bound to the view's own `showPlayerAdd()` navigates without its presenter, though
    /// the method is one the presenter may call.
    @Test func anMVPViewCallingItsOwnToldNavigationIsNamed() {
        let told = SourceFile(
            path: "Variants/MVP/Gather/PlayerList/PlayerListViewProtocol.swift",
            source: """
                protocol PlayerListViewProtocol: AnyObject {
                    func showPlayerAdd()
                    func showDetails(of row: Int)
                }
                """)
        let view = SourceFile(
            path: "Variants/MVP/Gather/PlayerList/PlayerListView.swift",
            source: """
                final class PlayerListView: Screen, PlayerListViewProtocol {
                    init() {
                        keyBindings = [KeyBinding(.character("a"), "Add") { [weak self] in self?.showPlayerAdd() }]
                    }
                    func showPlayerAdd() { navigation?.push(PlayerAddView()) }
                    func showDetails(of row: Int) { showDetails(of: row, animated: false) }
                    private func showDetails(of row: Int, animated: Bool) { navigation?.push(PlayerDetailView()) }
                }
                """)

        let findings = Rules.mvpViewsNavigateOnlyWhenTold([told, view])

        #expect(findings.map(\.line) == [3], "a private helper with other labels is the view's own")
        #expect(
            findings.first?.rule
                == "an MVP view calls showPlayerAdd() itself: the presenter tells the view when to navigate")
    }

    @Test func aViewTickingWithATaskSleepLoopIsNamedToo() {
        let view = SourceFile(
            path: "Variants/MVP/Gather/Gather/GatherView.swift",
            source: """
                final class GatherView: Screen {
                    override func didLoad() {
                        Task { [weak self] in
                            while !Task.isCancelled {
                                try? await Task.sleep(for: .seconds(1))
                                self?.presenter.tick()
                            }
                        }
                    }
                }
                """)

        #expect(Rules.viewsRunNoClock([view]).map(\.line) == [5])
    }

    @Test func aViewTickingWithDispatchOrATimerIsNamed() {
        let view = SourceFile(
            path: "Variants/MVPC/Gather/Gather/GatherView.swift",
            source: """
                final class GatherView: Screen {
                    override func didLoad() {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in self?.presenter.tick() }
                        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.presenter.tick() }
                        timer = Timer(timeInterval: 1, repeats: true) { _ in }
                    }
                    func displayTimer(viewModel: GatherScene.Timer.ViewModel) {}
                }
                """)

        let findings = Rules.viewsRunNoClock([view])

        #expect(findings.map(\.line) == [3, 4, 5], "a type named Timer in a signature is no clock")
        #expect(findings.first?.rule.hasPrefix("an MVP-C view runs a clock") == true)
    }

    @Test func anMVVMViewTickingItsViewModelIsNamed() {
        let view = SourceFile(
            path: "Variants/MVVM/Gather/Gather/GatherView.swift",
            source: """
                final class GatherView: Screen {
                    override func updateViews() {
                        ticking = app?.every(.seconds(1)) { [weak self] in self?.viewModel.tick() }
                    }
                }
                """)
        let controller = SourceFile(
            path: "Variants/MVC/Gather/Gather/GatherController.swift", source: view.tree.description)

        #expect(
            Rules.viewsRunNoClock([view, controller]).map(\.description) == [
                "Variants/MVVM/Gather/Gather/GatherView.swift:3: an MVVM view runs a clock: the ticks belong to the role that decides, on Scheduling, so its tests move time"
            ])
    }

    @Test func aVIPERPresenterReadingItsInteractorIsNamed() {
        let protocols = SourceFile(
            path: "Variants/VIPER/Gather/Gather/GatherProtocols.swift",
            source: """
                protocol GatherInteractorProtocol: AnyObject {
                    func loadMatch()
                    var timer: MatchTimer { get }
                    func remaining() -> MatchTime
                }
                protocol GatherViewProtocol: AnyObject {
                    var status: String? { get set }
                }
                """)
        let presenter = SourceFile(
            path: "Variants/VIPER/Gather/Gather/GatherPresenter.swift",
            source: """
                final class GatherPresenter {
                    func viewDidLoad() {
                        interactor.loadMatch()
                        show(interactor.timer)
                        interactor?.setTime(.standard)
                        show(self.interactor.score)
                    }
                }
                """)

        #expect(
            Rules.viperPresentersReadNoInteractorState([protocols, presenter]).map(\.description) == [
                "Variants/VIPER/Gather/Gather/GatherProtocols.swift:3: GatherInteractorProtocol has a property: a VIPER interactor tells its presenter what changed; nothing reads its state",
                "Variants/VIPER/Gather/Gather/GatherProtocols.swift:4: GatherInteractorProtocol.remaining answers the presenter: a VIPER interactor tells its output what changed, it returns nothing",
                "Variants/VIPER/Gather/Gather/GatherPresenter.swift:4: a VIPER presenter reads its interactor's state: the interactor tells it, as output values",
                "Variants/VIPER/Gather/Gather/GatherPresenter.swift:6: a VIPER presenter reads its interactor's state: the interactor tells it, as output values",
            ])
    }

    /// The interactor held under another name is read as surely.
    @Test func aVIPERPresenterReadingItsInteractorUnderAnyNameIsNamed() {
        let presenter = SourceFile(
            path: "Variants/VIPER/Gather/Gather/GatherPresenter.swift",
            source: """
                final class GatherPresenter {
                    private let useCase: any GatherInteractorProtocol
                    func viewDidLoad() {
                        useCase.loadMatch()
                        show(useCase.timer)
                    }
                }
                """)

        #expect(Rules.viperPresentersReadNoInteractorState([presenter]).map(\.line) == [5])
    }

    @Test func aVIPERPresenterNamingAnEntityIsNamedAndItsIDIsNot() {
        let presenter = SourceFile(
            path: "Variants/VIPER/Gather/PlayerDetail/PlayerDetailPresenter.swift",
            source: """
                final class PlayerDetailPresenter {
                    private var player: Player?
                    func playerLoaded(_ player: Player) {
                        self.player = player
                    }
                    func choose(_ id: Player.ID) {}
                    func make() { _ = Card(identifier: "x") }
                }
                """)

        let findings = Rules.viperPresentersNameNoEntity([presenter], entities: ["Player", "Card"])

        #expect(findings.map(\.line) == [2, 3, 7], "an ID and a property named player are no entity")
        #expect(
            findings.first?.rule
                == "a VIPER presenter names Player, a Domain entity: the interactor keeps the entities and tells its presenter plain values"
        )
    }

    @Test func aVIPViewControllerWordingAnAlertOrAStatusIsNamed() {
        let viewController = SourceFile(
            path: "Variants/VIP/Gather/Gather/GatherViewController.swift",
            source: """
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
                        present(AlertContent.error("Unable to end gather."))
                        status = "Time's up!"
                        passwordField.text = ""
                        app?.present(ColumnPicker(title: "Set time", columns: viewModel.columns, selection: []) { _ in })
                        status = String(localized: "Time's up!")
                    }
                }
                """)

        #expect(
            Rules.passiveViewsWordNothing([viewController], kitTypes: ["Button", "KeyBinding"]).map(\.line) == [
                9, 13, 14, 16, 17,
            ])
    }

    /// Not only VIP: MVP's, MVP-C's and VIPER's views are as passive. A key's name made by a
    /// helper of the file is a key's name.
    @Test func anMVPViewWordingAPickerOrAStatusIsNamed() {
        let view = SourceFile(
            path: "Variants/MVP/Gather/Gather/GatherView.swift",
            source: """
                final class GatherView: Screen {
                    let endButton = Button("End Gather")
                    func showTimeUp() { status = "Time's up!" }
                    func showTimePicker(columns: [[String]]) {
                        app?.present(ColumnPicker(title: "Set time", columns: columns, selection: []) { _ in })
                    }
                    private func moveBinding(_ key: Key, _ title: String) -> KeyBinding { KeyBinding(key, title) {} }
                    func showKeys() { keyBindings = [moveBinding(.left, "Left")] }
                }
                """)

        let findings = Rules.passiveViewsWordNothing([view], kitTypes: ["Button", "KeyBinding", "Key"])

        #expect(findings.map(\.line) == [3, 5])
        #expect(
            findings.first?.rule
                == "an MVP view holds a text of its own: the presenter formats every text, the view displays it")
    }

    /// MVVM's view models word every text: a view that sets a status or an alert of its own is
    /// named, as a passive view would be.
    @Test func anMVVMViewWordingAStatusOrAnAlertIsNamed() {
        let view = SourceFile(
            path: "Variants/MVVM/Gather/PlayerAdd/PlayerAddView.swift",
            source: """
                final class PlayerAddView: Screen {
                    let doneButton = Button("Done")
                    override func updateViews() {
                        status = viewModel.isCreating ? "Saving…" : viewModel.status
                        if viewModel.failed { present(.error("Unable to create player.")) }
                        keyBindings = [KeyBinding(.enter, "Done") {}]
                    }
                }
                """)

        let findings = Rules.passiveViewsWordNothing([view], kitTypes: ["Button", "KeyBinding"])

        #expect(findings.map(\.line) == [4, 5])
        #expect(
            findings.allSatisfy {
                $0.rule == "an MVVM view holds a text of its own: the view model words every text, the view displays it"
            })
    }

    /// Last round's finding, as a student would write it back: a presenter that keeps the typed
    /// username and password and checks both are there. What it last showed the view (a type the
    /// view protocol takes) and its request are its own.
    @Test func aVIPERPresenterKeepingTheUseCasesStateIsNamed() {
        let protocols = SourceFile(
            path: "Variants/VIPER/Gather/Login/LoginProtocols.swift",
            source: """
                protocol LoginViewProtocol: AnyObject {
                    func setRows(_ rows: [LoginRow])
                }
                """)
        let presenter = SourceFile(
            path: "Variants/VIPER/Gather/Login/LoginPresenter.swift",
            source: """
                final class LoginPresenter: LoginPresenterProtocol {
                    weak var view: (any LoginViewProtocol)?
                    private var username = ""
                    private var password: String = ""
                    private var shownRows: [Int: LoginRow] = [:]
                    private lazy var request = RequestState { [weak self] in self?.view?.showsLoading = $0 }
                    private var isComplete: Bool { !username.isEmpty && !password.isEmpty }
                    func loginTapped() {
                        guard isComplete else { return view?.present(.error("Both fields are mandatory.")) }
                    }
                }
                """)

        let findings = Rules.viperPresentersKeepNoUseCaseState([protocols, presenter])

        #expect(findings.map(\.line) == [3, 4])
        #expect(
            findings.first?.rule
                == "a VIPER presenter keeps the use case's state (username): the interactor holds it and tells the presenter what changed"
        )
    }

    /// A student's break the "no decision" rule lets through: a static layout helper handed the
    /// model, deciding with `??` and `map` what to show.
    @Test func anMVCViewFunctionTakingTheModelIsNamed() {
        let view = SourceFile(
            path: "Variants/MVC/Gather/PlayerDetail/PlayerDetailView.swift",
            source: """
                final class PlayerDetailView: ComposedView {
                    let list = ListView()
                    static func rows(for player: Player) -> [ListItem] {
                        [ListItem(player.skill.map(\\.displayName) ?? "Unknown")]
                    }
                    private static func team(_ title: String, _ lines: [String]) -> View { Label(title) }
                }
                """)

        let findings = Rules.mvcViewsReadNoModel([view], domainTypes: ["Player", "Skill"])

        #expect(findings.map(\.line) == [3])
        #expect(
            findings.first?.rule
                == "an MVC view's rows() takes or gives Player, the model: its controller decides what to show, the view lays out widgets"
        )
    }

    /// A VIP interactor that words its alert: only view controllers were checked for wording.
    @Test func aVIPInteractorWordingATextIsNamedAndAnErrorOrAPathIsNot() {
        let interactor = SourceFile(
            path: "Variants/VIP/Gather/PlayerAdd/PlayerAddInteractor.swift",
            source: """
                final class PlayerAddInteractor: PlayerAddBusinessLogic {
                    func create(request: PlayerAdd.Create.Request) async {
                        do { try await players.create(draft) } catch {
                            presenter?.presentCreate(response: .init(error: error, message: "Unable to create player."))
                            presenter?.presentStatus(response: .init(status: "\\(error)", folder: "/"))
                        }
                        name = ""
                    }
                }
                """)

        let findings = Rules.interactorsWordNothing([interactor])

        #expect(findings.map(\.line) == [4])
        #expect(
            findings.first?.rule
                == "a VIP interactor words a text: the presenter words every text; the interactor tells it what happened"
        )
    }

    /// A student's break neither a rule nor the compiler stopped: a VIPER presenter that imports
    /// Storage and branches on its error.
    @Test func aRoleImportingWhatItMayNotIsNamed() {
        let presenter = SourceFile(
            path: "Variants/VIPER/Gather/PlayerAdd/PlayerAddPresenter.swift",
            source: """
                import Domain
                import Presentation
                import Storage
                import AppSupport
                final class PlayerAddPresenter {
                    func playerCreationFailed(_ error: any Error) {
                        if error is StorageError { view?.status = "Saved later." }
                    }
                }
                """)
        let router = SourceFile(
            path: "Variants/VIPER/Gather/PlayerAdd/PlayerAddRouter.swift",
            source: "import AppSupport\nimport TerminalUI\nimport Domain\n")

        let findings = Rules.rolesImportOnlyWhatTheyMay([presenter, router])

        #expect(findings.map(\.line) == [3, 4], "the router assembles: AppSupport is its")
        #expect(
            findings.first?.rule.hasPrefix("PlayerAddPresenter imports Storage: a variant reaches the stores") == true)
        #expect(
            findings.last?.rule
                == "a Presenter imports AppSupport: a role that decides imports only Camera, Domain, Foundation, Imaging, Observation, Presentation"
        )
    }

    @Test func aPropertyOnlyWrittenIsNamedAndOneReadIsNot() {
        let router = SourceFile(
            path: "Variants/VIP/Gather/PlayerAdd/PlayerAddRouter.swift",
            source: """
                protocol PlayerAddDataStore: AnyObject {
                    var name: String { get }
                    var count: Int { get set }
                }
                final class PlayerAddRouter {
                    weak var viewController: PlayerAddViewController?
                    var dataStore: (any PlayerAddDataStore)?
                    private var routes = 0
                    private let navigation: any Navigating
                    private var isRouting: Bool { routes > 0 }
                    func routeToPlayerList() {
                        routes += 1
                        navigation.pop()
                        if let dataStore { dataStore.count = 1 }
                    }
                }
                """)
        let module = SourceFile(
            path: "Variants/VIP/Gather/PlayerAdd/PlayerAddModule.swift",
            source: """
                enum PlayerAddModule {
                    static func assemble() -> PlayerAddViewController {
                        let viewController = PlayerAddViewController()
                        let router = PlayerAddRouter()
                        router.viewController = viewController
                        router?.dataStore = interactor
                        return viewController
                    }
                }
                """)

        #expect(
            Rules.storedPropertiesAreRead([router, module]).map(\.description) == [
                "Variants/VIP/Gather/PlayerAdd/PlayerAddRouter.swift:2: PlayerAddDataStore.name is never read: what nothing reads teaches that it matters; remove it",
                "Variants/VIP/Gather/PlayerAdd/PlayerAddRouter.swift:6: PlayerAddRouter.viewController is never read: what nothing reads teaches that it matters; remove it",
            ])
    }

    @Test func anMVPCViewHoldingWhatTheNextScreenNeedsIsNamed() {
        let view = SourceFile(
            path: "Variants/MVPC/Gather/Login/LoginView.swift",
            source: """
                final class LoginView: Screen, LoginViewProtocol {
                    let presenter: LoginPresenter
                    let usernameField = TextField(label: "Username")
                    let listState: ListStateContainer
                    private let players: any PlayersService
                    private let photosDirectory: String
                    private var isShown: Bool { app != nil }
                    private var choices: [String] = []

                    func showNext(with camera: some Camera, later: Scheduling?) {}
                }
                """)

        #expect(
            Rules.mvpcViewsHoldOnlyTheirPresenterAndWidgets([view], widgets: ["TextField", "ListStateContainer"]).map(
                \.rule) == [
                    "an MVP-C view holds players (any PlayersService): a view holds its presenter and its widgets; the coordinator builds the next screen",
                    "an MVP-C view names PlayersService, a service: only the coordinator knows what the next screen is made with",
                    "an MVP-C view holds photosDirectory (String): a view holds its presenter and its widgets; the coordinator builds the next screen",
                    "an MVP-C view names Camera, a service: only the coordinator knows what the next screen is made with",
                    "an MVP-C view names Scheduling, a service: only the coordinator knows what the next screen is made with",
                ], "what its presenter shows it later, it may keep")
    }

    @Test func anMVPCViewHoldingAnotherScreensPresenterOrBuildingAScreenIsNamed() {
        let view = SourceFile(
            path: "Variants/MVPC/Gather/PlayerList/PlayerListView.swift",
            source: """
                final class PlayerListView: Screen, PlayerListViewProtocol {
                    let presenter: PlayerListPresenter
                    private let detail: PlayerDetailPresenter
                    let list = ListView()
                    func open() {
                        show(PlayerDetailView(presenter: PlayerDetailPresenter()))
                        show(Onboarding.make())
                    }
                }
                """)

        let findings = Rules.mvpcViewsHoldOnlyTheirPresenterAndWidgets([view], widgets: ["ListView"])

        #expect(findings.map(\.line) == [3, 6, 6, 7])
        #expect(
            findings.first?.rule
                == "an MVP-C view holds detail (PlayerDetailPresenter): a view holds its presenter and its widgets; the coordinator builds the next screen"
        )
    }

    @Test func anMVPCViewNavigatingOrAPresenterBuildingAScreenIsNamed() {
        let view = SourceFile(
            path: "Variants/MVPC/Gather/Login/LoginView.swift",
            source: """
                final class LoginView: Screen {
                    func showPlayerList() {
                        navigation?.push(PlayerListView(presenter: presenter))
                    }
                }
                """)
        let presenter = SourceFile(
            path: "Variants/MVPC/Gather/Login/LoginPresenter.swift",
            source: """
                final class LoginPresenter {
                    func loginTapped() {
                        output.loggedIn()
                        let next = PlayerListPresenter(players: players, auth: auth, output: output)
                        navigation.push(PlayerListView(presenter: next))
                    }
                }
                """)

        #expect(
            Rules.mvpcCoordinatorsAloneNavigate([view, presenter]).map(\.description) == [
                "Variants/MVPC/Gather/Login/LoginView.swift:3: an MVP-C view navigates: its presenter tells the coordinator, which navigates",
                "Variants/MVPC/Gather/Login/LoginPresenter.swift:4: an MVP-C presenter builds a screen or navigates: it tells its output what happened, and the coordinator decides what comes next",
                "Variants/MVPC/Gather/Login/LoginPresenter.swift:5: an MVP-C presenter builds a screen or navigates: it tells its output what happened, and the coordinator decides what comes next",
                "Variants/MVPC/Gather/Login/LoginPresenter.swift:5: an MVP-C presenter builds a screen or navigates: it tells its output what happened, and the coordinator decides what comes next",
            ])
    }

    /// Each role of VIP's cycle reaching one it may not, by name or by protocol.
    @Test func aVIPRoleReachingAroundTheCycleIsNamed() {
        let viewController = SourceFile(
            path: "Variants/VIP/Gather/Login/LoginViewController.swift",
            source: """
                final class LoginViewController: Screen {
                    var interactor: (any LoginBusinessLogic)?
                    var presenter: (any LoginPresentationLogic)?
                    let worker = LoginWorker()
                }
                """)
        let interactor = SourceFile(
            path: "Variants/VIP/Gather/Login/LoginInteractor.swift",
            source: """
                final class LoginInteractor {
                    var presenter: (any LoginPresentationLogic)?
                    weak var display: (any LoginDisplayLogic)?
                    var router: (any LoginRoutingLogic)?
                }
                """)
        let presenter = SourceFile(
            path: "Variants/VIP/Gather/Login/LoginPresenter.swift",
            source: """
                final class LoginPresenter {
                    weak var viewController: (any LoginDisplayLogic)?
                    var useCase: (any LoginBusinessLogic)?
                }
                """)

        let findings = Rules.vipCycleGoesOneWay([viewController, interactor, presenter])

        #expect(findings.map(\.line) == [3, 3, 4, 4, 3, 4, 4, 3])
        #expect(
            findings.first?.rule
                == "a VIP viewcontroller reaches presenter: the cycle goes view controller → interactor → presenter → view controller; a viewcontroller reaches only its interactor and its router"
        )
    }

    @Test func aVIPDataStoreAskingForAMethodIsNamed() {
        let store = SourceFile(
            path: "Variants/VIP/MyCards/CardList/CardListInteractor.swift",
            source: """
                protocol CardListDataStore: AnyObject {
                    var cards: [Card] { get }
                    func reload() async
                }
                """)

        #expect(Rules.vipDataStoresHoldOnlyProperties([store]).map(\.line) == [3])
    }

    @Test func aVIPDataStorePropertyThatActsIsNamed() {
        let interactor = SourceFile(
            path: "Variants/VIP/MyCards/Crop/CropInteractor.swift",
            source: """
                protocol CropDataStore: AnyObject {
                    var image: PhotoToCrop? { get set }
                    var onCropped: ((Data) -> Void)? { get set }
                }
                final class CropInteractor: CropBusinessLogic, CropDataStore {
                    var image: PhotoToCrop? {
                        didSet { frame = image.map { CropFrame(imageSize: $0.size) } }
                    }
                    var onCropped: ((Data) -> Void)?
                    private var frame: CropFrame? {
                        didSet { presenter?.presentFrame(response: .init(frame: frame)) }
                    }
                }
                """)

        let findings = Rules.vipDataStoresHoldOnlyProperties([interactor])

        #expect(findings.map(\.line) == [3, 6], "an observer on the interactor's own state is no data store's")
        #expect(
            findings.last?.rule
                == "CropInteractor.image acts when a router sets it (didSet): a data store holds what a router passes on; the interactor acts when asked"
        )
    }

    @Test func aVIPRouterReachingAnInteractorIsNamed() {
        let router = SourceFile(
            path: "Variants/VIP/Gather/Login/LoginRouter.swift",
            source: """
                final class LoginRouter {
                    weak var viewController: LoginViewController?
                    func routeToPlayerList() {
                        viewController?.interactor?.load(request: .init())
                    }
                }
                """)

        #expect(Rules.vipRoutersCallNoInteractor([router]).map(\.line) == [4])
    }

    @Test func aVIPRouterReachingAnInteractorThroughACastIsNamed() {
        let router = SourceFile(
            path: "Variants/VIP/Gather/PlayerAdd/PlayerAddRouter.swift",
            source: """
                final class PlayerAddRouter {
                    func routeToList() {
                        guard let list = navigation.screens.last as? PlayerListViewController else { return }
                        (list.router?.dataStore as? PlayerListBusinessLogic)?.reload(request: .init())
                    }
                }
                """)

        #expect(Rules.vipRoutersCallNoInteractor([router]).map(\.line) == [4])
    }

    /// MVP-C's LoginPresenterTests.swift does not stand in for MVP's.
    @Test func aScreenWithoutItsViewProtocolOrItsTestsIsNamed() {
        let findings = ScreenFiles.findings(
            variantPaths: [
                "Variants/MVP/Gather/Login/LoginPresenter.swift", "Variants/MVP/Gather/Login/LoginView.swift",
            ],
            testPaths: ["MVPTests/Gather/PlayerListPresenterTests.swift", "MVPCTests/Gather/LoginPresenterTests.swift"]
        )

        #expect(
            findings.map(\.rule) == [
                "MVP's Login has no LoginViewProtocol.swift: every MVP screen has Presenter, View, ViewProtocol",
                "MVP's Login has no test in LoginPresenterTests.swift in Tests/MVPTests: every screen's deciding role is tested",
            ])
    }

    @Test func anEmptyTestFileIsNoScreensTests() {
        let paths = [
            "Variants/MVP/Gather/Login/LoginPresenter.swift", "Variants/MVP/Gather/Login/LoginView.swift",
            "Variants/MVP/Gather/Login/LoginViewProtocol.swift",
        ]

        let findings = ScreenFiles.findings(
            variantPaths: paths, testPaths: ["MVPTests/Gather/LoginPresenterTests.swift"],
            emptyTests: ["MVPTests/Gather/LoginPresenterTests.swift"])

        #expect(
            findings.map(\.rule) == [
                "MVP's Login has no test in LoginPresenterTests.swift in Tests/MVPTests: every screen's deciding role is tested"
            ])
        #expect(!ScreenFiles.hasATest("@Suite struct LoginPresenterTests {}"))
        #expect(
            !ScreenFiles.hasATest("@Test func nothing() {}\n// #expect(true)"),
            "a test that checks nothing, a check in a comment")
        #expect(ScreenFiles.hasATest("@Test func shows() {\n    #expect(view.calls.isEmpty)\n}"))
        #expect(ScreenFiles.hasATest("@Test func shows() throws {\n    _ = try #require(view.title)\n}"))
    }

    /// A reducer that logs in itself, or imports a module that does I/O, is named; the same
    /// service captured by an effect's closure is not, nor a child's reducer it runs, nor a part
    /// of the state that shares a service's name.
    @Test func aUDFReducerDoingIOIsNamed() {
        let feature = SourceFile(
            path: "Variants/UDF/Gather/Login/LoginFeature.swift",
            source: """
                import Networking
                struct LoginFeature: Reducer {
                    let auth: any AuthService
                    let remember: RememberFeature
                    func reduce(into state: inout State, action: Action) -> Effect<Action> {
                        auth.forget()
                        _ = remember.reduce(into: &state.remember, action: .on)
                        state.auth = self.auth.isLoggedIn
                        return .run { [auth] send in try? await auth.login(username: "a", password: "b") }
                    }
                    private func helper() -> Bool { auth.isLoggedIn }
                    private static func log(_ auth: any AuthService) async { await auth.forget() }
                    func other(into state: inout State) -> Effect<Action> { .run { [auth] _ in await Self.log(auth) } }
                    func leaking() { Task { await Self.log(auth) } }
                }
                """)

        let findings = Rules.udfReducersDoNoIO([feature])

        #expect(
            findings.map(\.line) == [1, 6, 8, 11, 14],
            "the capture list and the effect's work are inside the closure, a Task's is not; a static helper is handed its service"
        )
        #expect(
            findings.dropFirst().first?.rule
                == "a reducer reaches auth outside an effect: services are used only inside `.run` (or another effect's closure)"
        )
    }

    @Test func aUDFStateOrActionHoldingAClosureAServiceOrAClassIsNamed() {
        let feature = SourceFile(
            path: "Variants/UDF/Gather/Login/LoginFeature.swift",
            source: """
                struct LoginFeature: Reducer {
                    struct State: Equatable {
                        var username = ""
                        var onDone: (() -> Void)?
                        var players: any PlayersService
                        final class Cache {}
                    }
                    enum Action {
                        case loggedIn(String)
                        case finished(@Sendable () -> Void)
                        enum Delegate { case handed([any SettingsStore]) }
                    }
                    let auth: any AuthService
                }
                """)

        let findings = Rules.udfStateAndActionsAreValues([feature])

        #expect(findings.map(\.line) == [4, 5, 6, 10, 11], "the reducer's own service is no state")
        #expect(
            findings.first?.rule
                == "State holds onDone, a closure: State and Action are values a test compares, never closures or references"
        )
    }

    @Test func aUDFViewNamingAServiceOrRunningTheReducerIsNamed() {
        let view = SourceFile(
            path: "Variants/UDF/Gather/Login/LoginView.swift",
            source: """
                final class LoginView: Screen {
                    let store: Store<LoginFeature.State, LoginFeature.Action>
                    let auth: any AuthService
                    init(store: Store<LoginFeature.State, LoginFeature.Action>) {
                        self.store = store
                        let own = Store(initialState: LoginFeature.State(), reducer: LoginFeature(auth: auth), work: app, scheduler: app)
                        var state = store.state
                        _ = LoginFeature(auth: auth).reduce(into: &state, action: .loginTapped)
                        title = LoginFeature.State.title + LoginFeature.titleSuffix
                    }
                }
                """)

        let findings = Rules.udfViewsReadAndSend([view])

        #expect(
            Set(findings.map(\.line)) == [3, 6, 8],
            "the store it is handed, typed, and what its feature declares, read, are reading")
        #expect(findings.filter { $0.line == 6 }.count == 2, "Store(…) and LoginFeature(…), not LoginFeature.State()")
        #expect(
            findings.first?.rule
                == "a UDF view names AuthService: it renders the store's state and sends actions; the reducer decides and its effects do the work"
        )
    }
}

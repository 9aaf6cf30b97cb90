import Domain

/// What the player detail presenter may tell its view.
@MainActor
protocol PlayerDetailViewProtocol: AnyObject {
    var title: String { get set }
    func setSections(_ sections: [PlayerDetailPresenter.Section])
}

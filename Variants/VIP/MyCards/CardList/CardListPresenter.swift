import Domain
import Presentation

@MainActor
protocol CardListPresentationLogic: AnyObject {
    func presentLoading(response: CardList.Loading.Response)
    func presentGrid(response: CardList.Grid.Response)
    func presentCards(response: CardList.Cards.Response)
    func presentSync(response: CardList.Sync.Response)
    func presentOpen(response: CardList.Open.Response)
    func presentBackend(response: CardList.Backend.Response)
    func presentLogOut(response: CardList.LogOut.Response)
}

/// Formats CardList's responses: the sync's progress and outcome, each change's way to the
/// backend, the error texts.
@MainActor
final class CardListPresenter: CardListPresentationLogic {
    weak var viewController: (any CardListDisplayLogic)?

    func presentLoading(response: CardList.Loading.Response) {
        viewController?.displayLoading(viewModel: .init(isLoading: response.isLoading))
    }

    func presentGrid(response: CardList.Grid.Response) {
        viewController?.displayGrid(
            viewModel: .init(
                count: response.count, isEmpty: response.count == 0,
                openUnavailableReason: response.count == 0 ? "There is no card to open." : nil
            ))
    }

    func presentCards(response: CardList.Cards.Response) {
        switch response {
        case .loaded(let cards):
            viewController?.displayCards(viewModel: .init(cards: cards, failedRange: nil, status: nil))
        case .failed(let range, let error):
            viewController?.displayCards(
                viewModel: .init(cards: [:], failedRange: range, status: "Unable to read the cards: \(error)"))
        }
    }

    func presentSync(response: CardList.Sync.Response) {
        switch response {
        case .started:
            viewController?.displaySync(
                viewModel: .init(
                    status: "Syncing with the backend…", emptyMessage: "Looking for your cards on the backend…"))
        case .synced(let report):
            viewController?.displaySync(
                viewModel: .init(status: report.description, emptyMessage: "No cards yet. Press + to add one."))
        case .failed(let error):
            viewController?.displaySync(
                viewModel: .init(status: "Offline: \(error)", emptyMessage: "No cards yet. Press + to add one."))
        }
    }

    func presentOpen(response: CardList.Open.Response) {
        guard let error = response.error else {
            viewController?.displayOpen(viewModel: .init(alert: nil, isOpened: true))
            return
        }
        viewController?.displayOpen(
            viewModel: .init(alert: .error("Unable to open the card: \(error)"), isOpened: false))
    }

    func presentBackend(response: CardList.Backend.Response) {
        let status: String?
        switch (response.change, response.isDone, response.error) {
        case (.saved(let card), false, _): status = "Uploading \"\(card.name)\"…"
        case (.saved(let card), true, nil): status = "Uploaded \"\(card.name)\""
        case (.saved, true, let error?): status = "Saved here; the upload will be retried: \(error)"
        case (.deleted, false, _): status = nil
        case (.deleted(let card), true, nil): status = "Deleted \"\(card.name)\""
        case (.deleted, true, let error?):
            status = "Deleted here; the deletion will be retried on the backend: \(error)"
        }
        viewController?.displayBackend(viewModel: .init(status: status))
    }

    func presentLogOut(response: CardList.LogOut.Response) {
        viewController?.displayLogOut(viewModel: .init())
    }
}

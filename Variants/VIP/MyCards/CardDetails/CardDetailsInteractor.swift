import Domain
import Foundation
import Presentation

@MainActor
protocol CardDetailsBusinessLogic: AnyObject {
    func show(request: CardDetails.Show.Request)
    func rename(request: CardDetails.Rename.Request)
    func edit(request: CardDetails.Edit.Request)
    func chooseFace(request: CardDetails.ChooseFace.Request)
    func chooseSource(request: CardDetails.ChooseSource.Request)
    func applyReturn(request: CardDetails.Return.Request)
    func save(request: CardDetails.Save.Request) async
    /// Esc and Cancel: an edit is cancelled; otherwise the card closes.
    func back(request: CardDetails.Back.Request)
    func askToDelete(request: CardDetails.DeleteConfirmation.Request)
    func delete(request: CardDetails.Delete.Request) async
}

/// What the scene keeps: the card and mode it was given, the photo chosen to show, a new photo
/// written back by the camera or Crop, and the changes on their way to the backend, for the
/// card list.
@MainActor
protocol CardDetailsDataStore: AnyObject {
    var card: Card { get set }
    var mode: CardDetailsMode { get set }
    var chosenPhoto: (photo: Data, side: CardSide)? { get }
    var newPhoto: Data? { get set }
    var uploads: [CardUploadWorker.Upload] { get }
}

/// One card, in three modes: shown (normal), changed (edit) or made (create); saved or deleted
/// on this device — a card saved must be valid (a name and both photos) — and sent to the
/// backend at once by the upload worker.
@MainActor
final class CardDetailsInteractor: CardDetailsBusinessLogic, CardDetailsDataStore {
    var presenter: (any CardDetailsPresentationLogic)?
    /// The card as stored; in create mode, the empty card the draft starts from.
    var card = Card()
    var mode = CardDetailsMode.normal
    private(set) var chosenPhoto: (photo: Data, side: CardSide)?
    var newPhoto: Data?
    private(set) var uploads: [CardUploadWorker.Upload] = []
    private var draft = Card()
    private var sideAwaitingPhoto: CardSide?
    private let sync: CardSync
    private let uploadWorker: CardUploadWorker
    private lazy var request = RequestState { [weak self] isLoading in
        self?.presenter?.presentLoading(response: .init(isLoading: isLoading))
    }

    init(sync: CardSync, uploadWorker: CardUploadWorker) {
        self.sync = sync
        self.uploadWorker = uploadWorker
    }

    func show(request: CardDetails.Show.Request) {
        draft = card
        presentCard(resetsName: true)
    }

    func rename(request: CardDetails.Rename.Request) {
        draft.name = request.name
        presentCard(resetsName: false)
    }

    func edit(request: CardDetails.Edit.Request) {
        guard mode == .normal else { return }
        mode = .edit
        presentCard(resetsName: false, beginsEditing: true)
    }

    func chooseFace(request: CardDetails.ChooseFace.Request) {
        switch mode {
        case .normal:
            guard let photo = draft[request.side] else { return }
            chosenPhoto = (photo, request.side)
            presenter?.presentChooseFace(response: .showPhoto)
        case .edit, .create:
            presenter?.presentChooseFace(response: .askForSource(request.side))
        }
    }

    func chooseSource(request: CardDetails.ChooseSource.Request) {
        sideAwaitingPhoto = request.side
        presenter?.presentChooseSource(response: .init(source: request.source))
    }

    func applyReturn(request: CardDetails.Return.Request) {
        guard let photo = newPhoto else { return }
        newPhoto = nil
        if let side = sideAwaitingPhoto { draft[side] = photo }
        sideAwaitingPhoto = nil
        presentCard(resetsName: false)
    }

    func save(request: CardDetails.Save.Request) async {
        guard mode != .normal, let saved = try? draft.normalizedForSaving() else { return }
        await self.request.run {
            do {
                try await sync.saveLocally(saved)
            } catch {
                presenter?.presentSave(response: .failed(error))
                return
            }
            let wasNew = mode == .create
            if !wasNew {
                card = saved
                draft = saved
                mode = .normal
                presentCard(resetsName: true)
            }
            // Sent before the scene may close: the router passes it on to the card list.
            uploads.append(uploadWorker.send(.saved(saved)))
            presenter?.presentSave(response: .saved(wasNew: wasNew))
        }
    }

    func back(request: CardDetails.Back.Request) {
        guard mode == .edit else {
            presenter?.presentBack(response: .init(closes: true))
            return
        }
        draft = card
        mode = .normal
        presentCard(resetsName: true)
        presenter?.presentBack(response: .init(closes: false))
    }

    func askToDelete(request: CardDetails.DeleteConfirmation.Request) {
        guard mode == .edit else { return }
        presenter?.presentDeleteConfirmation(response: .init(name: card.name))
    }

    func delete(request: CardDetails.Delete.Request) async {
        guard mode == .edit else { return }
        let deleted = card
        await self.request.run {
            do {
                try await sync.deleteLocally(deleted.identifier)
            } catch {
                presenter?.presentDelete(response: .init(error: error))
                return
            }
            uploads.append(uploadWorker.send(.deleted(deleted)))
            presenter?.presentDelete(response: .init(error: nil))
        }
    }

    private func presentCard(resetsName: Bool, beginsEditing: Bool = false) {
        presenter?.presentShow(
            response: .init(
                draft: draft, mode: mode, hasChanges: draft != card, resetsName: resetsName,
                beginsEditing: beginsEditing))
    }
}

import Domain
import Presentation

/// The signed-in account's cards on this device, fetched a page at a time as the grid asks;
/// synced with the backend on start and on Refresh, and each card saved or deleted on the card's
/// screen is taken to the backend in the background, the status saying how it went. Log out goes
/// back to Login.
struct CardListFeature: Reducer {
    struct State: Equatable {
        /// How many cards there are; `nil` until first counted (no key acts on the grid before).
        var cardCount: Int?
        /// Counts the grid's restarts, so a page fetched for an older grid is dropped and the view
        /// starts its grid over.
        var generation = 0
        /// The cards fetched so far, by position in the grid.
        var summaries: [Int: CardSummary] = [:]
        /// The pages of this grid whose request failed, in order: the view lets the grid ask again.
        var failedPages: [Range<Int>] = []
        var emptyMessage = ""
        /// Opening a card: the loading indicator shows, and input waits.
        var isOpening = false
        /// Logging out: the loading indicator shows, and input waits.
        var isLoggingOut = false
        var status: String?
        var alert: AlertState<Action.Alert>?

        /// Why Enter does nothing while there is no card.
        var openUnavailableReason: String? { cardCount == 0 ? "There is no card to open." : nil }
    }

    enum Action: Equatable, Sendable {
        /// The cards here at once, then a sync with the backend.
        case appeared
        case counted(Int)
        case countFailed(reason: String)
        /// The cards at a range, as the grid asks for them.
        case cardsNeeded(Range<Int>)
        case cardsLoaded(Range<Int>, [CardSummary], generation: Int)
        case cardsFailed(Range<Int>, reason: String, generation: Int)
        /// Downloads the backend's cards; the list stays usable meanwhile.
        case refreshTapped
        case syncStarted
        case synced(report: String, changedTheList: Bool)
        case syncFailed(reason: String)
        case newTapped
        case chosen(index: Int)
        case cardOpened(Card)
        /// The card left the store since the grid was read: the grid starts over.
        case cardGone
        case openFailed(reason: String)
        /// A card saved on the screen this one opened: it is uploaded in the background.
        case cardSaved(Card)
        /// A card deleted on the screen this one opened: it is deleted on the backend in the background.
        case cardDeleted(Card)
        /// How taking a change to the backend went, as the status says it.
        case deliveryReported(String)
        /// Ends the session, on the backend too; the cards stay on this device for the next time.
        case logOutTapped
        case loggedOut
        case alert(Alert?)
        case delegate(Delegate)

        /// The list's alerts have nothing to choose: OK dismisses them.
        enum Alert: Equatable, Sendable {}

        enum Delegate: Equatable, Sendable {
            case openCard(Card)
            case newCard
            case loggedOut
        }
    }

    let cards: any CardStore
    let sync: CardSync
    let auth: any AuthService

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .appeared:
            return .run { [cards, sync] send in
                await Self.count(cards, send)
                await Self.download(sync, send)
            }
        case .counted(let count):
            state.generation += 1
            state.cardCount = count
            state.summaries = [:]
            state.failedPages = []
            return .none
        case .countFailed(let reason):
            state.status = "Unable to read the cards: \(reason)"
            return .none
        case .cardsNeeded(let range):
            let generation = state.generation
            return .run { [cards] send in
                do {
                    send(
                        .cardsLoaded(
                            range, try await cards.summaries(offset: range.lowerBound, limit: range.count),
                            generation: generation))
                } catch {
                    send(.cardsFailed(range, reason: "\(error)", generation: generation))
                }
            }
        case .cardsLoaded(let range, let page, let generation):
            guard generation == state.generation else { return .none }
            for (index, summary) in zip(range, page) { state.summaries[index] = summary }
            return .none
        case .cardsFailed(let range, let reason, let generation):
            guard generation == state.generation else { return .none }
            state.status = "Unable to read the cards: \(reason)"
            state.failedPages.append(range)
            return .none
        case .refreshTapped:
            return .run { [sync] send in await Self.download(sync, send) }
        case .syncStarted:
            state.status = "Syncing with the backend…"
            // An empty device may only be waiting for its cards: it says so until the sync ends.
            state.emptyMessage = "Looking for your cards on the backend…"
            return .none
        case .synced(let report, let changedTheList):
            state.status = report
            state.emptyMessage = "No cards yet. Press + to add one."
            return changedTheList ? .run { [cards] send in await Self.count(cards, send) } : .none
        case .syncFailed(let reason):
            state.status = "Offline: \(reason)"
            state.emptyMessage = "No cards yet. Press + to add one."
            return .none
        case .newTapped:
            return .send(.delegate(.newCard))
        case .chosen(let index):
            guard !state.isOpening, let identifier = state.summaries[index]?.identifier else { return .none }
            state.isOpening = true
            return .run { [cards] send in
                do {
                    guard let card = try await cards.card(identifier: identifier) else {
                        send(.cardGone)
                        return
                    }
                    send(.cardOpened(card))
                } catch {
                    send(.openFailed(reason: "\(error)"))
                }
            }
        case .cardOpened(let card):
            state.isOpening = false
            return .send(.delegate(.openCard(card)))
        case .cardGone:
            state.isOpening = false
            return .run { [cards] send in await Self.count(cards, send) }
        case .openFailed(let reason):
            state.isOpening = false
            state.alert = .error("Unable to open the card: \(reason)")
            return .none
        case .cardSaved(let card):
            return .run { [cards, sync] send in
                await Self.count(cards, send)
                send(.deliveryReported("Uploading \"\(card.name)\"…"))
                do {
                    try await sync.upload(card)
                    send(.deliveryReported("Uploaded \"\(card.name)\""))
                } catch is ChangeDeliveredMeanwhile {
                    // A sync sent the change while this request hung, and said so.
                } catch {
                    send(.deliveryReported("Saved here; the upload will be retried: \(error)"))
                }
            }
        case .cardDeleted(let card):
            return .run { [cards, sync] send in
                await Self.count(cards, send)
                do {
                    try await sync.deleteRemotely(card.identifier)
                    send(.deliveryReported("Deleted \"\(card.name)\""))
                } catch is ChangeDeliveredMeanwhile {
                    // A sync sent the change while this request hung, and said so.
                } catch {
                    send(.deliveryReported("Deleted here; the deletion will be retried on the backend: \(error)"))
                }
            }
        case .deliveryReported(let status):
            state.status = status
            return .none
        case .logOutTapped:
            state.isLoggingOut = true
            return .run { [auth] send in
                await auth.logout()
                send(.loggedOut)
            }
        case .loggedOut:
            state.isLoggingOut = false
            return .send(.delegate(.loggedOut))
        case .alert:
            state.alert = nil
            return .none
        case .delegate:
            return .none
        }
    }

    /// Counts the cards in the store: the grid starts over with that many.
    private static func count(_ cards: any CardStore, _ send: Send<Action>) async {
        do {
            send(.counted(try await cards.count()))
        } catch {
            send(.countFailed(reason: "\(error)"))
        }
    }

    /// Syncs with the backend, the status saying so meanwhile and how it went after.
    private static func download(_ sync: CardSync, _ send: Send<Action>) async {
        send(.syncStarted)
        do {
            let report = try await sync.download()
            send(.synced(report: report.description, changedTheList: report.changedTheList))
        } catch {
            send(.syncFailed(reason: "\(error)"))
        }
    }
}

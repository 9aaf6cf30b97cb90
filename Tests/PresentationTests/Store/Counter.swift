import Presentation
import TestSupport

/// The smallest feature with an effect of every kind: the store's and the test store's tests
/// run it.
struct Counter: Reducer {
    struct State: Equatable {
        var count = 0
        var fetched: Int?
        var isFetching = false
    }

    enum Action: Equatable, Sendable {
        case increment
        case incrementTwice
        case fetch
        case fetched(Int)
        /// The app called the fetch off (Esc on its wait): it ended without an answer.
        case fetchCalledOff
        case cancelFetch
        case startTicking
        case stopTicking
    }

    enum EffectID: Hashable {
        case fetch
        case ticker
    }

    /// Where the fetch waits until the test lets it through.
    let gate: RequestGate

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .increment:
            state.count += 1
            return .none
        case .incrementTwice:
            return .merge(.send(.increment), .send(.increment))
        case .fetch:
            state.isFetching = true
            return .run(id: EffectID.fetch) { [gate] send in
                await gate.pass()
                send(Task.isCancelled ? .fetchCalledOff : .fetched(42))
            }
        case .fetched(let value):
            state.isFetching = false
            state.fetched = value
            return .none
        case .fetchCalledOff:
            state.isFetching = false
            return .none
        case .cancelFetch:
            state.isFetching = false
            return .cancel(id: EffectID.fetch)
        case .startTicking:
            return .every(.seconds(1), id: EffectID.ticker, send: .increment)
        case .stopTicking:
            return .cancel(id: EffectID.ticker)
        }
    }
}

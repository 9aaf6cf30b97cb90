import Presentation
import TerminalUI

/// Loads the pages of a long list when asked and hands each to its outputs; it draws nothing.
/// A page asked for before `startOver()` is dropped when it comes: its list is gone.
@MainActor
public final class PageFetcherController<Page: Sendable>: Screen {
    private let load: @MainActor (Range<Int>) async throws -> Page
    /// Counts the list's resets, so that a page fetched for an older list is dropped.
    private var generation = 0
    private lazy var request = RequestState { [weak self] isInFlight in self?.showsLoading = isInFlight }
    public var onFetched: (Page, Range<Int>) -> Void = { _, _ in }
    public var onFetchFailed: (Range<Int>, any Error) -> Void = { _, _ in }
    /// The page `reload` asked for, or why it did not come (Esc on the wait included).
    public var onReloaded: (Result<Page, any Error>) -> Void = { _ in }

    /// - Parameter load: the rows' page, from the service the container gives it.
    public init(load: @escaping @MainActor (Range<Int>) async throws -> Page) {
        self.load = load
        super.init(title: "Page fetcher")
    }

    /// The rows that came into view, in the background: keys go on meanwhile.
    public func fetch(_ rows: Range<Int>) {
        let generation = generation
        app?.perform(showingLoading: false) { [weak self] in
            guard let self else { return }
            do {
                let page = try await load(rows)
                guard generation == self.generation else { return }
                onFetched(page, rows)
            } catch {
                guard generation == self.generation else { return }
                onFetchFailed(rows, error)
            }
        }
    }

    /// The rows the list starts over from, the loading indicator showing (Esc gives up).
    public func reload(_ rows: Range<Int>) {
        app?.perform(showingLoading: false) { [weak self] in
            guard let self else { return }
            await request.run {
                do {
                    onReloaded(.success(try await load(rows)))
                } catch {
                    onReloaded(.failure(error))
                }
            }
        }
    }

    /// The pages asked for until now belong to a list that is gone.
    public func startOver() {
        generation += 1
    }
}

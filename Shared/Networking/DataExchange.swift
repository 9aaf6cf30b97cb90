import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request and its answer, with a deadline the client keeps itself. URLSession's own
/// timeout is not trusted alone: on Linux a data task has been seen to never call back, which
/// would leave a screen loading forever. Whichever comes first — the answer, the deadline or
/// the caller's cancellation — ends the exchange, exactly once.
final class DataExchange: Sendable {
    typealias Answer = (Data, URLResponse)

    private enum State {
        case created
        case waiting(CheckedContinuation<Answer, any Error>, watchdog: Task<Void, Never>)
        case finished(Result<Answer, any Error>?)
    }

    private let state = Mutex(State.created)
    private let task: URLSessionDataTask
    private let deadline: Duration

    private init(task: URLSessionDataTask, deadline: Duration) {
        self.task = task
        self.deadline = deadline
    }

    /// Sends `request` on `session` and waits for the answer, at most `deadline`.
    /// - Throws: the session's error, `URLError(.timedOut)` past the deadline, or
    ///   `CancellationError` when the calling task is cancelled.
    static func send(_ request: URLRequest, on session: URLSession, deadline: Duration) async throws -> Answer {
        // Plain HTTP goes over SwiftNIO: URLSession burns a core while it awaits an answer.
        if request.url?.scheme?.lowercased() == "http" {
            return try await PlainHTTPExchange.send(request, deadline: deadline)
        }
        let answer = Mutex<DataExchange?>(nil)
        let task = session.dataTask(with: request) { data, response, error in
            let result: Result<Answer, any Error> =
                if let data, let response {
                    .success((data, response))
                } else {
                    .failure(error ?? URLError(.badServerResponse))
                }
            answer.withLock { $0 }?.finish(result)
        }
        let exchange = DataExchange(task: task, deadline: deadline)
        answer.withLock { $0 = exchange }
        return try await withTaskCancellationHandler {
            try await exchange.wait()
        } onCancel: {
            exchange.finish(.failure(CancellationError()))
        }
    }

    private func wait() async throws -> Answer {
        try await withCheckedThrowingContinuation { continuation in
            let watchdog = Task { [deadline] in
                guard (try? await Task.sleep(for: deadline)) != nil else { return }
                self.finish(.failure(URLError(.timedOut)))
            }
            let earlier: Result<Answer, any Error>? = state.withLock { state in
                switch state {
                case .created:
                    state = .waiting(continuation, watchdog: watchdog)
                    return nil
                case .waiting:
                    return .failure(URLError(.unknown))
                case .finished(let result):
                    return result ?? .failure(CancellationError())
                }
            }
            if let earlier {
                // Cancelled before the request left: it never will.
                watchdog.cancel()
                continuation.resume(with: earlier)
            } else {
                task.resume()
            }
        }
    }

    /// Ends the exchange with `result` unless it has already ended; later calls do nothing.
    private func finish(_ result: Result<Answer, any Error>) {
        let waiting: (CheckedContinuation<Answer, any Error>, Task<Void, Never>)? = state.withLock { state in
            switch state {
            case .created:
                state = .finished(result)
                return nil
            case .waiting(let continuation, let watchdog):
                state = .finished(nil)
                return (continuation, watchdog)
            case .finished:
                return nil
            }
        }
        guard let (continuation, watchdog) = waiting else { return }
        watchdog.cancel()
        if case .failure = result { task.cancel() }
        continuation.resume(with: result)
    }
}

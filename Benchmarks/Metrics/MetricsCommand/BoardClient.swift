import ArgumentParser
import Foundation
import MetricsKit
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one row of `make cost` to the room's board and says what the board answered: "sent",
/// or its reason for refusing the row, or why it could not be reached. The secret the board gives
/// with a pair's first row is kept in the checkout (`BoardSecrets`) and sent with the next ones.
enum BoardClient {
    /// Said as it is, without the command's usage: the row was fine to ask for, the board was not.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func send(_ row: BoardRow, to board: String, secrets: BoardSecrets) throws -> String {
        guard let base = URL(string: board), base.scheme == "http" || base.scheme == "https", base.host != nil else {
            throw ValidationError("BOARD=\(board) is not an address like http://10.0.0.5:8090.")
        }
        var row = row
        row.secret = secrets.secret(board: board, pair: row.keptPair)
        var request = URLRequest(url: base.appendingPathComponent("rows"), timeoutInterval: 10)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder().encode(row)
        let what = "exercise \(row.exercise) in \(row.pattern) as \"\(row.keptPair)\""
        switch answer(to: request) {
        case .success((201, let data)):
            if let secret = (try? JSONDecoder().decode([String: String].self, from: data))?["secret"] {
                try secrets.keep(secret, board: board, pair: row.keptPair)
            }
            return "Board: \(what) sent."
        case .success((let status, let data)):
            let reason = (try? JSONDecoder().decode([String: String].self, from: data))?["error"] ?? "status \(status)"
            throw Failure(description: "The board refused \(what): \(reason)")
        case .failure(let error):
            throw Failure(description: "The board at \(board) did not answer: \(error.localizedDescription)")
        }
    }

    /// The status and body the board answered `request` with, waited for: `make cost` does nothing else.
    private static func answer(to request: URLRequest) -> Result<(Int, Data), any Error> {
        let answer = Mutex<Result<(Int, Data), any Error>>(.failure(Failure(description: "no answer")))
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { data, response, error in
            answer.withLock { answer in
                if let error {
                    answer = .failure(error)
                } else {
                    answer = .success(((response as? HTTPURLResponse)?.statusCode ?? 0, data ?? Data()))
                }
            }
            done.signal()
        }.resume()
        done.wait()
        return answer.withLock { $0 }
    }
}

import ArgumentParser
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MetricsKit
import Synchronization

/// Sends one row of `make cost` to the room's board and says what the board answered: "taken",
/// or its reason for refusing the row, or why it could not be reached.
enum BoardClient {
    /// Said as it is, without the command's usage: the row was fine to ask for, the board was not.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func send(_ row: BoardRow, to board: String) throws -> String {
        guard let base = URL(string: board), base.scheme == "http" || base.scheme == "https", base.host != nil else {
            throw ValidationError("BOARD=\(board) is not an address like http://10.0.0.5:8090.")
        }
        var request = URLRequest(url: base.appendingPathComponent("rows"), timeoutInterval: 10)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder().encode(row)
        let answer = Mutex<Result<(Int, Data), any Error>?>(nil)
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
        let what = "exercise \(row.exercise) in \(row.pattern) as \"\(row.pair)\""
        switch answer.withLock({ $0 }) {
        case .success((201, _)):
            return "Board: \(what) sent."
        case .success((let status, let data)):
            let reason = (try? JSONDecoder().decode([String: String].self, from: data))?["error"] ?? "status \(status)"
            throw Failure(description: "The board refused \(what): \(reason)")
        case .failure(let error):
            throw Failure(description: "The board at \(board) did not answer: \(error.localizedDescription)")
        case nil:
            throw Failure(description: "The board at \(board) did not answer.")
        }
    }
}

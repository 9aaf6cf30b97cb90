import Foundation
import ScenarioSupport

/// What `make exercise` asks the acceptance scenarios to run, read from a file it writes,
/// `.build/workshop/request.json`, not from the environment: SwiftPM plans the build anew whenever
/// its environment changes (10 s on two cores), and `make exercise` builds, then tests, then a
/// participant runs an app — every one of them would pay it if the choice travelled there.
///
/// A request whose writer is gone (a command stopped with Ctrl-C before it could remove it) is
/// no request: `make test` never runs an acceptance scenario by accident.
struct ExerciseRequest: Decodable {
    /// The exercise's number: "01".
    let exercise: String
    /// The pattern's name ("MVC"); empty for every pattern.
    let pattern: String
    /// Where each pattern's screens and verdict go.
    let results: String
    /// The process that wrote the request and waits for the results.
    let writer: Int32

    static let file = Repository.root.appendingPathComponent(".build/workshop/request.json")

    /// The request of a running `make exercise`, if there is one.
    static let current: ExerciseRequest? = {
        guard let data = try? Data(contentsOf: file),
            let request = try? JSONDecoder().decode(ExerciseRequest.self, from: data),
            kill(request.writer, 0) == 0
        else { return nil }
        return request
    }()
}

import Foundation

/// The part of `make bench`'s metrics/bench.json the report shows: each variant's run time.
public struct BenchFigures: Decodable, Sendable {
    public var date: String
    public var variants: [RunTime]

    public static func read(_ data: Data) throws -> BenchFigures {
        do {
            return try JSONDecoder().decode(BenchFigures.self, from: data)
        } catch {
            throw CommandRunner.Failure(description: "bench.json cannot be read (\(error)); run make bench again")
        }
    }
}

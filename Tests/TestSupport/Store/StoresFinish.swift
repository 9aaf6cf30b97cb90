import Testing

/// The trait of every suite that uses `TestStore`: when each of its tests ends, every test store
/// it made is checked as `finish()` would check it — an effect still running or an action never
/// received fails the test, whether or not the test called `finish()`, as TCA's test store fails
/// at the end of a test.
public struct StoresFinishTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard !test.isSuite, MadeStores.current == nil else { return try await function() }
        try await Self.checkingStores(function)
    }

    /// Runs `body`, then checks every test store it made as the end of a test does.
    public static func checkingStores(_ body: @Sendable () async throws -> Void) async rethrows {
        let made = MadeStores()
        try await TestStores.$made.withValue(made) { try await body() }
        await made.checkAll()
    }
}

extension Trait where Self == StoresFinishTrait {
    /// `@Suite("…", .storesFinish)`: see `StoresFinishTrait`.
    public static var storesFinish: Self { Self() }
}

/// The test stores one test made, each with its end-of-test check.
@MainActor
final class MadeStores {
    /// The running test's, set by `.storesFinish`.
    nonisolated static var current: MadeStores? { TestStores.made }

    private var checks: [@MainActor () async -> Void] = []

    func add(_ check: @escaping @MainActor () async -> Void) {
        checks.append(check)
    }

    func checkAll() async {
        for check in checks { await check() }
        checks.removeAll()
    }
}

/// Where a test's `MadeStores` is found while it runs.
enum TestStores {
    @TaskLocal static var made: MadeStores?
}

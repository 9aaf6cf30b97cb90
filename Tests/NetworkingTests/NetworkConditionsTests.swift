import Foundation
import TestSupport
import Testing

@testable import Networking

@Suite("Injected latency and failures")
struct NetworkConditionsTests {
    @Test func latencyIsWaitedOnTheInjectedClockBeforeEachRequest() async throws {
        let clock = ImmediateClock()
        let sut = NetworkConditions(latency: .milliseconds(750), clock: clock)

        try await sut.apply()
        try await sut.apply()

        #expect(clock.sleeps == [.milliseconds(750), .milliseconds(750)])
    }

    @Test func theFailureRateDecidesOnTheRoll() async {
        let failing = NetworkConditions(failureRate: 0.3, roll: { 0.29 })
        let passing = NetworkConditions(failureRate: 0.3, roll: { 0.3 })

        await #expect(throws: NetworkError.simulatedFailure) { try await failing.apply() }
        await #expect(throws: Never.self) { try await passing.apply() }
    }

    @Test func aSimulatedFailureReachesTheAppAsAnError() async throws {
        try await LiveBackend.run { backend in
            let client = backend.client(conditions: NetworkConditions(failureRate: 1))

            await #expect(throws: NetworkError.simulatedFailure) {
                try await RemoteCardSyncService(client: client).downloadCards()
            }
        }
    }

    @Test func ratesOutsideZeroToOneAreClamped() {
        #expect(NetworkConditions(failureRate: 7).failureRate == 1)
        #expect(NetworkConditions(failureRate: -1).failureRate == 0)
    }
}

@Suite("Password digest")
struct PasswordDigestTests {
    @Test func isTheLowercaseSHA256HexTheOriginalBackendExpects() {
        #expect(PasswordDigest.sha256Hex("demo") == "2a97516c354b68848cdbd8f54a226a0a55b21ed138e207ad6c5cbb9c00aa5aea")
    }
}

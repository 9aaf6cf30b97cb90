import Foundation
import TestSupport
import Testing

@testable import Backend

/// The throttle's memory, which no request can read: a flood of made-up usernames must not
/// grow it without bound.
@Suite("Login throttle")
struct LoginThrottleTests {
    @Test func aFloodOfMadeUpUsernamesIsRememberedWithinTheBound() async throws {
        let clock = ManualDate()
        let policy = LoginThrottle.Policy(attemptsPerAddress: .max, rememberedKeys: 100)
        let sut = LoginThrottle(policy: policy, now: clock.reading)

        for attempt in 0..<1_000 {
            try await sut.admit(username: "made-up-\(attempt)", address: "10.0.0.1")
            clock.advance(by: 0.01)
        }

        #expect(await sut.rememberedCount <= 100)
    }

    @Test func theNewestFailuresAreKeptWhenRoomIsMade() async throws {
        let clock = ManualDate()
        let policy = LoginThrottle.Policy(attemptsPerUsername: 1, rememberedKeys: 4)
        let sut = LoginThrottle(policy: policy, now: clock.reading)
        try await sut.admit(username: "target", address: nil)
        for attempt in 0..<3 {
            clock.advance(by: 0.01)
            try await sut.admit(username: "noise-\(attempt)", address: nil)
        }

        clock.advance(by: 0.01)
        try await sut.admit(username: "newest", address: nil)

        // The oldest half went, the target with it: the newest is still held back.
        await #expect(throws: LoginThrottle.Refusal.self) { try await sut.admit(username: "newest", address: nil) }
        try await sut.admit(username: "target", address: nil)
    }
}

import Domain
import Testing

@Suite("Match timer")
struct MatchTimerTests {
    @Test func startsStoppedAtTenMinutesWithStartAsItsAction() {
        let sut = MatchTimer()

        #expect(sut.state == .stopped)
        #expect(sut.remaining.text == "10:00")
        #expect(sut.action == .start)
        #expect(sut.action.title == "Start")
    }

    @Test func tickCountsOnlyWhileRunning() {
        var sut = MatchTimer()

        let outcome = sut.tick()

        #expect(outcome == .ignored)
        #expect(sut.remaining.text == "10:00")
    }

    @Test func tickCrossesAMinuteBoundary() {
        var sut = MatchTimer()
        sut.performAction()

        let outcome = sut.tick()

        #expect(outcome == .counted)
        #expect(sut.remaining.text == "09:59")
        #expect(sut.state == .running)
    }

    @Test func pauseStopsTheCountAndResumeGoesOn() throws {
        var sut = MatchTimer(remaining: try #require(MatchTime(minutes: 1, seconds: 5)))
        sut.performAction()
        sut.tick()

        sut.performAction()
        let whilePaused = sut.tick()

        #expect(whilePaused == .ignored)
        #expect(sut.state == .paused)
        #expect(sut.action.title == "Resume")
        #expect(sut.remaining.text == "01:04")

        sut.performAction()
        sut.tick()

        #expect(sut.state == .running)
        #expect(sut.action.title == "Pause")
        #expect(sut.remaining.text == "01:03")
    }

    @Test func runningOutStopsAtZeroAndSaysTimeIsUp() throws {
        var sut = MatchTimer(remaining: try #require(MatchTime(minutes: 0, seconds: 2)))
        sut.performAction()

        let outcomes = [sut.tick(), sut.tick(), sut.tick()]

        #expect(outcomes == [.counted, .timeUp, .ignored])
        #expect(sut.remaining == .zero)
        #expect(sut.remaining.text == "00:00")
        #expect(sut.state == .stopped)
    }

    @Test func actionAtZeroDoesNothing() throws {
        var sut = MatchTimer(remaining: try #require(MatchTime(minutes: 0, seconds: 0)))

        sut.performAction()

        #expect(sut.state == .stopped)
        #expect(sut.action == .start)
    }

    @Test func settingATimeAppliesItAndStopsTheTimer() throws {
        var sut = MatchTimer()
        sut.performAction()
        sut.tick()

        sut.set(try #require(MatchTime(minutes: 45, seconds: 30)))

        #expect(sut.state == .stopped)
        #expect(sut.remaining.text == "45:30")
    }

    @Test func cancelStopsAndResetsToTenMinutes() throws {
        var sut = MatchTimer(remaining: try #require(MatchTime(minutes: 3, seconds: 0)))
        sut.performAction()
        sut.tick()

        sut.cancel()

        #expect(sut.state == .stopped)
        #expect(sut.remaining == .standard)
        #expect(sut.remaining.text == "10:00")
    }

    /// Cancel has something to reset unless the timer is stopped at 10:00.
    @Test func cancelActsUnlessStoppedAtTenMinutes() throws {
        var sut = MatchTimer()
        let fresh = sut.cancelUnavailableReason
        sut.performAction()
        let running = sut.cancelUnavailableReason
        sut.performAction()
        sut.set(try #require(MatchTime(minutes: 3, seconds: 0)))

        #expect(fresh == "The timer is at 10:00 already.")
        #expect(running == nil)
        #expect(sut.cancelUnavailableReason == nil)
    }
}

@Suite("Match time")
struct MatchTimeTests {
    @Test(arguments: [(0, 0, "00:00"), (9, 5, "09:05"), (59, 59, "59:59"), (10, 0, "10:00")])
    func formatsAsMinutesAndSeconds(minutes: Int, seconds: Int, text: String) throws {
        let sut = try #require(MatchTime(minutes: minutes, seconds: seconds))

        #expect(sut.text == text)
        #expect(sut.minutes == minutes)
        #expect(sut.seconds == seconds)
    }

    @Test(arguments: [(60, 0), (0, 60), (-1, 0), (0, -1)])
    func refusesPartsOutsideTheirRange(minutes: Int, seconds: Int) {
        #expect(MatchTime(minutes: minutes, seconds: seconds) == nil)
    }

    @Test func atZeroTheActionSaysWhyItDoesNothing() throws {
        var sut = MatchTimer(remaining: try #require(MatchTime(minutes: 0, seconds: 1)))
        #expect(sut.actionUnavailableReason == nil)
        sut.performAction()
        sut.tick()

        #expect(sut.actionUnavailableReason == "The time is 00:00: set a time (t), or reset it to 10:00 (c).")
        sut.cancel()
        #expect(sut.actionUnavailableReason == nil)
    }
}

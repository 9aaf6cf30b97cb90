import Logging
import TestSupport
import Testing

@Suite("Test logging")
struct TestLoggingTests {
    @Test func testsLogWarningsUnlessLogLevelAsks() {
        #expect(TestLogging.level(environment: [:]) == .warning)
        #expect(TestLogging.level(environment: ["LOG_LEVEL": "info"]) == .info)
        #expect(TestLogging.level(environment: ["LOG_LEVEL": "DEBUG"]) == .debug)
        #expect(TestLogging.level(environment: ["LOG_LEVEL": "loud"]) == .warning, "a level swift-log does not know")
    }
}

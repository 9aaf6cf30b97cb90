import AppSupport
import Foundation
import Storage
import TestSupport
import Testing

@Suite("Shared app options")
struct WorkshopOptionsTests {
    @Test func defaultsNeedNoArguments() throws {
        let sut = try WorkshopOptions.parse([])

        #expect(sut.server == nil)
        #expect(sut.camera == .testPattern)
        #expect(sut.latency == 0)
        #expect(sut.resolvedLogLevel(environment: [:]) == .info)
        #expect(sut.resolvedLogLevel(environment: ["LOG_LEVEL": "DEBUG"]) == .debug)
    }

    @Test func everyOptionIsRead() throws {
        let photos = try TemporaryDirectory()
        let sut = try WorkshopOptions.parse([
            "--server", "http://127.0.0.1:9000", "--data-dir", "/tmp/d", "--photos", photos.path, "--camera", "folder",
            "--latency", "250", "--failure-rate", "0.3", "--no-color", "--log-file", "/tmp/l.log", "--log-level",
            "trace",
            "--script", "/tmp/s.txt",
        ])

        #expect(sut.configuration.server == URL(string: "http://127.0.0.1:9000"))
        #expect(sut.configuration.dataDirectory == "/tmp/d")
        #expect(sut.configuration.latency == .milliseconds(250))
        #expect(sut.configuration.failureRate == 0.3)
        #expect(sut.camera == .folder)
        #expect(sut.noColor)
        #expect(sut.resolvedLogLevel(environment: ["LOG_LEVEL": "error"]) == .trace)
        #expect(sut.script == "/tmp/s.txt")
    }

    @Test(arguments: [
        (["--failure-rate", "1.5"], "--failure-rate must be between 0 and 1."),
        (["--latency=-5"], "--latency must be 0 or more milliseconds."),
        (["--server", "localhost:8080"], "--server must be an http(s) URL, e.g. http://127.0.0.1:8080."),
        (["--camera", "folder"], "--camera folder needs --photos DIR."),
        (["--camera", "folder", "--photos", "/nonexistent"], "--photos /nonexistent: there is no such folder."),
        (["--photos", "/etc/hostname"], "--photos /etc/hostname: it is a file, not a folder."),
    ])
    func badValuesAreRefusedWithAReason(arguments: [String], message: String) {
        do {
            _ = try WorkshopOptions.parse(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            #expect(WorkshopOptions.message(for: error) == message)
        }
    }

    @Test func theDataFolderFollowsXDG() {
        #expect(DataDirectory.default(environment: ["XDG_DATA_HOME": "/data"]) == "/data/architecture-workshop")
        #expect(
            DataDirectory.default(environment: ["XDG_DATA_HOME": ""]).hasSuffix("/.local/share/architecture-workshop"))
    }
}

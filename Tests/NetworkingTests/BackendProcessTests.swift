import Foundation
import TestSupport
import Testing

/// The helper that kills and restarts the backend for the offline tests: while the backend is
/// down its port must stay its own, or the restart finds it taken ("address already in use").
@Suite("The killed backend's port")
struct BackendProcessTests {
    /// A connection the backend had accepted leaves the backend's side of it on the port after
    /// the kill; a hold that cannot bind beside it leaves the port to anyone until the restart.
    @Test func aBackendKilledWithAConnectionOpenKeepsItsPortUntilItListensAgain() throws {
        let folder = try TemporaryDirectory()
        let backend = try BackendProcess(dataDirectory: folder.path("backend"))
        let served = try RawConnection(to: backend.baseURL)
        served.send("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(served.receiveStatus() != nil)

        backend.kill()
        let heldWhileDown = backend.holdsItsPort
        #expect(throws: POSIXError.self) { try RawConnection(to: backend.baseURL) }
        try backend.start()

        #expect(heldWhileDown)
        #expect(!backend.holdsItsPort)
        #expect((try? RawConnection(to: backend.baseURL)) != nil)
    }
}

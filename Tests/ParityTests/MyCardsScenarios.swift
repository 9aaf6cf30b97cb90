import AppSupport
import Domain
import Foundation
import Imaging
import ScenarioSupport
import TerminalUI
import TestSupport
import Testing

/// My Cards, the same sessions in every variant.
@MainActor
@Suite("Parity · My Cards")
struct MyCardsScenarios {
    /// A session of `variant`: it logs in as demo first, as a person does (the login's own
    /// screens are `theLoginIsGathersAndRememberMeOpensOnTheCards`), unless it starts signed in.
    private func session(
        _ variant: Variant,
        _ scenario: String,
        configure: (inout AppEnvironment.Configuration, TemporaryDirectory) throws -> Void = { _, _ in },
        startsOffline: Bool = false,
        startsSignedIn: Bool = false,
        logsIn: Bool = true,
        script: (ParitySession) async throws -> Void
    ) async throws {
        try await ParitySession.run(
            "My Cards",
            variant,
            scenario: scenario,
            makeRoot: { $0.myCards($1, $2) },
            configure: configure,
            startsOffline: startsOffline,
            startsSignedIn: startsSignedIn,
            script: { session in
                if logsIn && !startsSignedIn { await Self.logIn(session) }
                try await script(session)
            }
        )
    }

    private static func logIn(_ session: ParitySession, as username: String = "demo", password: String = "demo") async {
        await session.type(username)
        await session.press(.tab)
        await session.type(password)
        await session.press(.enter)
    }

    /// My Cards signs in as Football Gather does, on the same screen; with "Remember me" the next
    /// start opens on the cards, and logging out ends that.
    @Test(arguments: variants)
    func theLoginIsGathersAndRememberMeOpensOnTheCards(_ variant: Variant) async throws {
        try await session(variant, "login", logsIn: false) { session in
            session.checkpoint("login, demo hinted")
            await session.press(.tab, .enter)
            session.checkpoint("both fields are mandatory")
            await session.press(.enter, .backTab)
            await Self.logIn(session)
            session.checkpoint("the demo account's cards")
            await session.press(.character("o"))
            session.checkpoint("logged out, the username kept")
        }
        try await session(variant, "remembered", startsSignedIn: true) { session in
            session.checkpoint("opens on the cards")
            await session.press(.character("?"))
            session.checkpoint("the help lists Log out")
        }
    }

    /// A photo library of one generated picture, one broken file and a FIFO named like a photo,
    /// which no pattern lists (opening it would wait for a writer for ever).
    private static func photoLibrary(_ configuration: inout AppEnvironment.Configuration, _ folder: TemporaryDirectory)
        throws
    {
        let pictures = folder.path("Pictures")
        try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
        let picture = RGBImage(width: 640, height: 480) { x, y in
            RGB(red: UInt8(x * 255 / 640), green: UInt8(y * 255 / 480), blue: 96)
        }
        try ImageFile.ppm(picture).write(to: URL(fileURLWithPath: pictures).appendingPathComponent("loyalty.ppm"))
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00]).write(
            to: URL(fileURLWithPath: pictures).appendingPathComponent("broken.jpg"))
        guard mkfifo(pictures + "/pipe.jpg", 0o600) == 0 else { throw POSIXError(.EEXIST) }
        configuration.photos = pictures
    }

    @Test(arguments: variants)
    func theBackendsCardsAreSyncedAndShown(_ variant: Variant) async throws {
        try await session(variant, "sync-and-open") { session in
            session.checkpoint("synced demo cards")
            await session.press(.enter)
            session.checkpoint("card details")
            await session.press(.enter)
            session.checkpoint("front photo")
            await session.press(.escape, .escape)
            session.checkpoint("back to the grid")
        }
    }

    @Test(arguments: variants)
    func refreshSaysItIsSyncingWhileTheRequestIsInFlight(_ variant: Variant) async throws {
        try await session(variant, "refresh-in-flight") { session in
            session.checkpoint("synced demo cards")
            await session.pressHoldingTheRequest(.character("r"))
            session.checkpoint("syncing, request in flight")
            await session.releaseRequest()
            session.checkpoint("synced again")
        }
    }

    @Test(arguments: variants)
    func aCardIsMadeWithTheCamera(_ variant: Variant) async throws {
        try await session(variant, "camera") { session in
            await session.press(.character("+"))
            session.checkpoint("new card, Done disabled")
            await session.type("Gym")
            await session.press(.tab, .enter)
            session.checkpoint("front photo sheet")
            await session.press(.enter)
            await session.advance(by: .milliseconds(300))
            session.checkpoint("camera preview")
            await session.press(.character("f"))
            await session.press(.enter)
            session.checkpoint("front photo taken")
            await session.press(.tab, .enter, .enter)
            await session.press(.enter)
            await session.press(.backTab, .backTab)
            session.checkpoint("both photos, Done enabled")
            await session.press(.enter)
            session.checkpoint("saved and uploaded")
            let stored = try await session.environment.cardSync.downloadCards()
            #expect(stored.map(\.name).contains("Gym"))
        }
    }

    @Test(arguments: variants)
    func aCardIsMadeFromThePhotoLibraryWithACrop(_ variant: Variant) async throws {
        try await session(variant, "library-and-crop", configure: Self.photoLibrary) { session in
            await session.press(.character("+"))
            await session.type("Library card")
            await session.press(.tab, .enter, .down, .enter)
            session.checkpoint("photo library")
            await session.press(.down)
            session.checkpoint("a broken file highlighted")
            await session.press(.enter)
            session.checkpoint("a broken file says why")
            await session.press(.enter, .down)
            session.checkpoint("picture previewed")
            await session.press(.enter)
            session.checkpoint("crop")
            await session.press(.character("-"))
            session.checkpoint("zoom out at 1.00× says why")
            await session.press(.character("+"), .character("+"), .character("+"), .character("+"), .left, .left, .up)
            session.checkpoint("zoomed and moved")
            await session.press(.enter)
            session.checkpoint("front photo from the library")
            await session.press(.tab, .enter, .enter, .enter, .backTab, .backTab, .enter)
            session.checkpoint("saved with a camera back")
            let stored = try await session.environment.cardSync.downloadCards()
            #expect(stored.map(\.name).contains("Library card"))
        }
    }

    @Test(arguments: variants)
    func aNameIsEditedACancelRevertsAndACardIsDeleted(_ variant: Variant) async throws {
        try await session(variant, "edit-and-delete") { session in
            await session.press(.enter, .character("e"))
            session.checkpoint("edit mode")
            await session.type(" Café")
            await session.press(.escape)
            session.checkpoint("cancel asks before discarding")
            await session.press(.enter)
            session.checkpoint("the change kept")
            await session.press(.escape, .left, .enter)
            session.checkpoint("cancel reverted the name")
            await session.press(.character("e"))
            await session.type(" Café")
            await session.press(.enter)
            session.checkpoint("renamed")
            await session.press(.escape)
            session.checkpoint("grid shows the new name")
            await session.press(.enter, .character("e"), .control("d"))
            session.checkpoint("delete asks first")
            await session.press(.left, .enter)
            session.checkpoint("deleted")
            let remote = try await session.environment.cardSync.downloadCards()
            #expect(remote.map(\.name) == ["Coffee Club"])
        }
    }

    @Test(arguments: variants)
    func withoutTheBackendTheAppStartsOfflineAndSyncsLater(_ variant: Variant) async throws {
        try await session(variant, "offline", startsOffline: true, startsSignedIn: true) { session in
            session.checkpoint("offline")
            session.network.failsRequests = false
            await session.press(.character("r"))
            session.checkpoint("synced after a refresh")
        }
    }
}

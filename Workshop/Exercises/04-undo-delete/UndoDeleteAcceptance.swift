import ScenarioSupport
import Testing

/// Exercise 04's acceptance: a deleted card can be brought back for five seconds of the app's
/// clock, and not after.
@MainActor
@Suite("Exercise 04 · Undo a deletion", .enabled(if: Exercise.isChosen("04")))
struct UndoDeleteAcceptance {
    private let exercise = Exercise(folder: "04-undo-delete", app: .myCards)

    @Test(arguments: Exercise.chosenVariants)
    func aDeletionCanBeUndoneForFiveSeconds(_ variant: Variant) async throws {
        try await exercise.run(variant) { session in
            // Book Nook, the first card: open it, edit, delete, confirm.
            await session.press(.enter, .character("e"), .control("d"), .left, .enter)
            session.checkpoint("deleted: undo offered")
            await session.advance(by: .seconds(4))
            session.checkpoint("four seconds on: still offered")
            await session.press(.character("u"))
            session.checkpoint("undone: Book Nook is back")
            let restored = try await session.environment.cardSync.downloadCards()
            #expect(restored.map(\.name).sorted() == ["Book Nook", "Coffee Club"])

            await session.press(.enter, .character("e"), .control("d"), .left, .enter)
            await session.advance(by: .seconds(5))
            session.checkpoint("five seconds on: the deletion stands")
            await session.press(.character("u"))
            session.checkpoint("u does nothing now")
            let remaining = try await session.environment.cardSync.downloadCards()
            #expect(remaining.map(\.name) == ["Coffee Club"])
        }
    }
}

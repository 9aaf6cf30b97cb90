import Domain
import Foundation
import TestSupport
import Testing

@Suite("Card")
struct CardTests {
    private let photo = Data([0xFF, 0xD8, 0xFF])

    @Test func isValidWithANameAndBothPhotos() {
        let sut = Card(identifier: "id-1", name: "Coffee Club", front: photo, back: photo)

        #expect(sut.isValid)
        #expect(sut.validationFailure == nil)
    }

    @Test func savingKeepsTheNameWithoutItsInvisibleEnds() throws {
        let sut = Card(identifier: "id-1", name: HostileNames.padded, front: photo, back: photo)

        let saved = try sut.normalizedForSaving()

        #expect(saved.name == HostileNames.paddedKept)
        #expect(saved.identifier == "id-1" && saved.front == photo && saved.back == photo)
    }

    @Test func aNameThatOnlyLooksLikeOneCannotBeSaved() {
        let sut = Card(identifier: "id-1", name: HostileNames.invisible, front: photo, back: photo)

        #expect(throws: CardValidationError.blankName) { try sut.normalizedForSaving() }
    }

    @Test func aNewCardHasAUUIDAsItsIdentifier() {
        let sut = Card()

        #expect(UUID(uuidString: sut.identifier) != nil)
        #expect(sut.id == sut.identifier)
    }

    @Test(arguments: [
        (Card(identifier: " ", name: "A", front: Data([1]), back: Data([1])), CardValidationError.blankIdentifier),
        (Card(identifier: "id", name: "  \n", front: Data([1]), back: Data([1])), .blankName),
        (Card(identifier: "id", name: "A", front: nil, back: Data([1])), .missingPhoto(.front)),
        (Card(identifier: "id", name: "A", front: Data([1]), back: Data()), .missingPhoto(.back)),
    ])
    func isInvalidForTheFirstMissingPart(card: Card, failure: CardValidationError) {
        #expect(!card.isValid)
        #expect(card.validationFailure == failure)
        #expect(throws: failure) { try card.validatedPhotos() }
    }

    @Test func validationFailuresReadAsSentences() {
        #expect(CardValidationError.missingPhoto(.back).description == "The card needs a back photo.")
        #expect(CardValidationError.blankName.description == "The card needs a name.")
    }

    @Test func facesAreReachedBySide() {
        var sut = Card(name: "Bakery")

        sut[.front] = photo
        sut[.back] = Data([9])

        #expect(sut.front == photo)
        #expect(sut[.back] == Data([9]))
    }
}

@Suite("Card geometry")
struct CardGeometryTests {
    @Test func hasTheShapeOfAnID1Card() {
        #expect(abs(CardGeometry.aspectRatio - 1.5858) < 0.0001)
        #expect(CardGeometry.photoWidth == 600)
        #expect(CardGeometry.photoHeight == 378)
    }

    @Test func outlineInAWideFrameFillsItsHeightAndIsCentred() throws {
        let sut = try #require(CardGeometry.outline(fittingWidth: 1280, height: 720, margin: 40))

        #expect(sut == PixelRect(x: 132, y: 40, width: 1015, height: 640))
    }

    @Test func outlineInATallFrameFillsItsWidth() throws {
        let sut = try #require(CardGeometry.outline(fittingWidth: 400, height: 800, margin: 0))

        #expect(sut.width == 400)
        #expect(sut.height == 252)
        #expect(sut.y == 274)
        #expect(sut.maxY == 526)
    }

    @Test func noOutlineFitsWhenTheMarginsTakeTheWholeFrame() {
        #expect(CardGeometry.outline(fittingWidth: 80, height: 80, margin: 40) == nil)
        #expect(CardGeometry.outline(fittingWidth: 80, height: 80, margin: -1) == nil)
    }
}

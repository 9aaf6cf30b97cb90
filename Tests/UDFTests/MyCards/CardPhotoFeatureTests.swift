import Domain
import Presentation
import TestSupport
import Testing

@testable import MyCardsUDF

@MainActor
@Suite("UDF · Card photo feature", .storesFinish)
struct CardPhotoFeatureTests {
    @Test func thePhotoIsTitledByItsFaceAndClosingTellsTheParent() async {
        let sut = TestStore(
            initialState: CardPhotoFeature.State(side: .back, photo: CardFixtures.photo(1)),
            reducer: CardPhotoFeature(), scheduler: ManualScheduler()
        )
        #expect(sut.state.title == "Back")

        sut.send(.closeTapped)
        await sut.receive(.delegate(.dismissed))
        await sut.finish()
    }
}

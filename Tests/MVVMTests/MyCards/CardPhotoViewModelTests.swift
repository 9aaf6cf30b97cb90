import Domain
import TestSupport
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("MVVM · Card photo view model")
struct CardPhotoViewModelTests {
    let output = MyCardsOutputSpy()
    @Test func theFaceIsTheTitleAndClosingIsARoute() {
        let photo = CardFixtures.photo(30)
        let sut = CardPhotoViewModel(side: .back, photo: photo, output: output)

        sut.close()

        #expect(sut.title == "Back")
        #expect(sut.photo == photo)
        #expect(output.events == [.cardPhotoDismissed])
    }
}

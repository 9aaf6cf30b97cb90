import Domain
import Foundation
import Testing

@Suite("Player fields")
struct PlayerFieldTests {
    let player = Player(
        id: 7, name: "Ana Silva", age: 24, skill: .amateur, preferredPosition: .winger, favouriteTeam: "Porto")

    @Test func eachFieldReadsItsValueAndEmptyWhenNotGiven() {
        #expect(PlayerField.allCases.map { $0.value(of: player) } == ["Ana Silva", "24", "Winger", "Amateur", "Porto"])
        #expect(PlayerField.allCases.map { $0.value(of: Player(id: 1, name: "X")) } == ["X", "", "", "", ""])
    }

    @Test func choicesAreEveryValueCapitalized() {
        #expect(
            PlayerField.preferredPosition.kind
                == .choice(["Goalkeeper", "Defender", "Midfielder", "Winger", "Striker"]))
        #expect(PlayerField.skill.kind == .choice(["Beginner", "Amateur", "Professional"]))
        #expect(PlayerField.name.kind == .text)
    }

    @Test(arguments: ["1", "99", " 42 ", ""])
    func anAgeIsEmptyOrAWholeNumberFromOneToNinetyNine(text: String) throws {
        let changed = try PlayerField.age.applying(text, to: player)
        #expect(
            changed.age
                == (text.trimmingCharacters(in: .whitespaces).isEmpty
                    ? nil : Int(text.trimmingCharacters(in: .whitespaces))))
    }

    @Test(arguments: ["0", "100", "-5", "+5", "4.5", "twelve", "٣"])
    func anyOtherAgeIsRefusedWithAReason(text: String) {
        #expect(throws: PlayerFieldError.ageOutOfRange) { try PlayerField.age.applying(text, to: player) }
        #expect(PlayerFieldError.ageOutOfRange.description == "Age must be a whole number from 1 to 99.")
    }

    @Test func aNameIsRequiredAndTrimmed() throws {
        #expect(throws: PlayerFieldError.nameMissing) { try PlayerField.name.applying("  ", to: player) }
        #expect(try PlayerField.name.applying(" Bea ", to: player).name == "Bea")
    }

    @Test func aChoiceIsMatchedWithoutCaseAndEmptyClearsIt() throws {
        #expect(try PlayerField.skill.applying("PROFESSIONAL", to: player).skill == .professional)
        #expect(try PlayerField.preferredPosition.applying("", to: player).preferredPosition == nil)
        #expect(throws: PlayerFieldError.unknownChoice("Keeper", field: "Preferred position")) {
            try PlayerField.preferredPosition.applying("Keeper", to: player)
        }
    }

    @Test func onlyARealChangeCountsIgnoringCaseBlanksAndLeadingZeros() {
        #expect(!PlayerField.favouriteTeam.isChange(" porto ", of: player))
        #expect(PlayerField.favouriteTeam.isChange("Benfica", of: player))
        #expect(!PlayerField.age.isChange("024", of: player))
        #expect(PlayerField.age.isChange("", of: player))
    }
}

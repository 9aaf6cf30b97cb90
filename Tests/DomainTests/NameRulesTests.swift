import Domain
import Foundation
import Testing

@Suite("Names")
struct NameRulesTests {
    @Test func blanksAndZeroWidthCharactersAreCutFromBothEndsOnly() throws {
        #expect(try NameRules.validated("\u{200B} Ana\u{200D}Silva \u{FEFF}\u{2060}\u{AD}\n") == "Ana\u{200D}Silva")
        // A joiner inside a name is part of it: a family emoji, a Persian word.
        #expect(try NameRules.validated("👨‍👩‍👧 Team") == "👨‍👩‍👧 Team")
    }

    @Test(arguments: ["", "   ", "\u{200B}\u{200C}", "\u{FEFF}\t"])
    func whatIsInvisibleIsNoName(text: String) {
        #expect(throws: NameError.empty) { try NameRules.validated(text) }
    }

    /// U+202E turns "Ana \u{202E}avliS" into what reads as "Ana Silva" on screen; U+2066–U+2069
    /// isolate text the same way. Anywhere in a name, they are refused with the reason.
    @Test(arguments: [
        "Ana \u{202E}avliS", "\u{2066}Ben\u{2069}", "Cai\u{2067}o", "Dora\u{2068}", "E\u{200F}va", "F\u{61C}",
    ])
    func directionControlsAreRefused(text: String) {
        #expect(throws: NameError.directionControl) { try NameRules.validated(text) }
        #expect(
            NameError.directionControl.description
                == "A name must not contain invisible direction controls (such as U+202E).")
    }

    /// A NUL would cut the name short where C strings read it; an escape or a bell would drive the
    /// terminal that shows it. Inside a name they are refused, named, never dropped.
    @Test(arguments: [
        ("Nul\u{0}byte", "0000"), ("\u{1B}[31mRed", "001B"), ("Ring\u{7}", "0007"), ("Del\u{7F}", "007F"),
        ("C1\u{85}x", "0085"), ("Tab\tinside", "0009"),
    ])
    func controlCharactersAreRefusedAndNamed(text: String, code: String) {
        #expect(throws: NameError.controlCharacter(UInt32(code, radix: 16) ?? 0)) { try NameRules.validated(text) }
        #expect(
            NameError.controlCharacter(UInt32(code, radix: 16) ?? 0).description
                == "A name must not contain control characters (here U+\(code)).")
    }

    @Test func aNameHasAtMostSixtyFourCharactersCountedAsTheyAreSeen() throws {
        let flags = String(repeating: "🇧🇷", count: 64)
        #expect(try NameRules.validated(flags) == flags, "64 flags are 128 scalars but 64 characters")
        #expect(throws: NameError.tooLong) { try NameRules.validated(String(repeating: "a", count: 65)) }
        #expect(NameError.tooLong.description == "A name has at most 64 characters.")
    }

    @Test func aPlayersNameAndFavouriteTeamFollowTheRules() throws {
        let player = Player(id: 1, name: "Ana")
        #expect(throws: PlayerFieldError.invalidName(.directionControl)) {
            try PlayerField.name.applying("A\u{202E}na", to: player)
        }
        #expect(throws: PlayerFieldError.invalidName(.tooLong)) {
            try PlayerField.favouriteTeam.applying(String(repeating: "x", count: 65), to: player)
        }
        #expect(try PlayerField.name.applying("\u{200B}Bea\u{200B}", to: player).name == "Bea")
        #expect(try PlayerField.favouriteTeam.applying("\u{2060}", to: player).favouriteTeam == nil)
    }

    @Test func aCardsNameFollowsTheRules() {
        let photo = Data([0xFF, 0xD8, 0xFF])
        #expect(
            Card(name: "Gym\u{202E}", front: photo, back: photo).validationFailure == .invalidName(.directionControl))
        #expect(Card(name: "\u{200B}", front: photo, back: photo).validationFailure == .blankName)
        #expect(Card(name: "Gym", front: photo, back: photo).validationFailure == nil)
    }
}

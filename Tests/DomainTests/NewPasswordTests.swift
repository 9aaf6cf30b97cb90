import Domain
import Testing

@Suite("A new account's password")
struct NewPasswordTests {
    @Test(arguments: ["", "a", "ab", "é\u{301}"])
    func fewerThanThreeCharactersAreTooShort(_ typed: String) {
        #expect(throws: NewPassword.Problem.tooShort(minimum: 3)) { try NewPassword(typed) }
    }

    @Test(arguments: ["abc", "👨‍👩‍👧🇧🇷é", "a long passphrase"])
    func threeCharactersAsAPersonCountsThemAreEnough(_ typed: String) throws {
        #expect(try NewPassword(typed).text == typed)
    }

    @Test func theReasonReadsAsTheAlertSaysIt() {
        #expect("\(NewPassword.Problem.tooShort(minimum: 3))" == "The password needs at least 3 characters.")
    }
}

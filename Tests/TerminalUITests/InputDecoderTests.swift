import Testing
import TerminalUI

@Suite("Input decoder")
struct InputDecoderTests {
    private func decode(_ bytes: [UInt8]) -> [InputEvent] {
        var sut = InputDecoder()
        return sut.decode(bytes) + sut.flush()
    }

    @Test func printableTextAndUTF8() {
        #expect(decode(Array("aé東🎉".utf8)) == [.key(.character("a")), .key(.character("é")), .key(.character("東")), .key(.character("🎉"))])
    }

    @Test(arguments: [
        ([0x1B, 0x5B, 0x41], Key.up), ([0x1B, 0x5B, 0x42], .down), ([0x1B, 0x5B, 0x43], .right), ([0x1B, 0x5B, 0x44], .left),
        ([0x1B, 0x4F, 0x41], .up), ([0x1B, 0x5B, 0x48], .home), ([0x1B, 0x5B, 0x46], .end), ([0x1B, 0x5B, 0x5A], .backTab),
        ([0x1B, 0x5B, 0x33, 0x7E], .delete), ([0x1B, 0x5B, 0x35, 0x7E], .pageUp), ([0x1B, 0x5B, 0x36, 0x7E], .pageDown),
        ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x41], .up), ([0x0D], .enter), ([0x09], .tab), ([0x7F], .backspace), ([0x03], .control("c")),
    ])
    func controlKeysAndEscapeSequences(bytes: [UInt8], key: Key) {
        #expect(decode(bytes) == [.key(key)])
    }

    /// F1 as xterm and tmux send it, as VT220s do, with Shift, and as the Linux console does.
    @Test(arguments: ["\u{1B}OP", "\u{1B}[11~", "\u{1B}[1;2P", "\u{1B}[[A"])
    func functionKeyOneInEachOfItsSpellings(_ sequence: String) {
        #expect(decode(Array(sequence.utf8)) == [.key(.function(1))])
    }

    @Test func functionKeysBeyondOne() {
        #expect(decode(Array("\u{1B}OS\u{1B}[15~\u{1B}[24~\u{1B}[[E".utf8)) == [.key(.function(4)), .key(.function(5)), .key(.function(12)), .key(.function(5))])
    }

    @Test func aLoneEscapeIsAKeyOnlyOnceNothingFollows() {
        var sut = InputDecoder()

        let before = sut.decode([0x1B])
        let after = sut.flush()

        #expect(before.isEmpty)
        #expect(sut.hasPending == false)
        #expect(after == [.key(.escape)])
    }

    @Test func aSequenceSplitAcrossReadsWaitsForItsEnd() {
        var sut = InputDecoder()

        let first = sut.decode([0x1B, 0x5B])
        let second = sut.decode([0x41, 0x61])

        #expect(first.isEmpty)
        #expect(second == [.key(.up), .key(.character("a"))])
    }

    @Test func aCharacterSplitAcrossReadsWaitsForItsEnd() {
        var sut = InputDecoder()
        let bytes = Array("東".utf8)

        let first = sut.decode(bytes.prefix(2))
        let second = sut.decode(bytes.dropFirst(2))

        #expect(first.isEmpty)
        #expect(second == [.key(.character("東"))])
    }

    @Test func sgrMouseClicksAndWheel() {
        #expect(decode(Array("\u{1B}[<0;12;5M".utf8)) == [.click(Point(x: 11, y: 4))])
        #expect(decode(Array("\u{1B}[<0;12;5m".utf8)).isEmpty)
        #expect(decode(Array("\u{1B}[<64;1;1M".utf8)) == [.key(.up)])
        #expect(decode(Array("\u{1B}[<65;1;1M".utf8)) == [.key(.down)])
    }

    @Test func legacyMouseClick() {
        #expect(decode([0x1B, 0x5B, 0x4D, 32, 33 + 4, 33 + 2]) == [.click(Point(x: 4, y: 2))])
    }

    @Test func garbageIsSkippedAndWhatFollowsStillArrives() {
        let bytes: [UInt8] = [0xFF, 0xC3, 0x28, 0x1B, 0x5B, 0x39, 0x39, 0x7A, 0x62]

        #expect(decode(bytes) == [.key(.character("(")), .key(.character("b"))])
    }

    @Test func anEndlessParameterRunDoesNotWaitForever() {
        let bytes: [UInt8] = [0x1B, 0x5B] + Array(repeating: 0x31, count: 100) + [0x61]

        #expect(decode(bytes).last == .key(.character("a")))
    }
}

import TerminalUI
import Testing

@Suite("Input decoder")
struct InputDecoderTests {
    private func decode(_ bytes: [UInt8]) -> [InputEvent] {
        var sut = InputDecoder()
        return sut.decode(bytes) + sut.flush()
    }

    @Test func printableTextAndUTF8() {
        #expect(
            decode(Array("aé東🎉".utf8)) == [
                .key(.character("a")), .key(.character("é")), .key(.character("東")), .key(.character("🎉")),
            ])
    }

    @Test(arguments: [
        ([0x1B, 0x5B, 0x41], Key.up), ([0x1B, 0x5B, 0x42], .down), ([0x1B, 0x5B, 0x43], .right),
        ([0x1B, 0x5B, 0x44], .left),
        ([0x1B, 0x4F, 0x41], .up), ([0x1B, 0x5B, 0x48], .home), ([0x1B, 0x5B, 0x46], .end),
        ([0x1B, 0x5B, 0x5A], .backTab),
        ([0x1B, 0x5B, 0x33, 0x7E], .delete), ([0x1B, 0x5B, 0x35, 0x7E], .pageUp),
        ([0x1B, 0x5B, 0x36, 0x7E], .pageDown),
        ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x41], .up), ([0x0D], .enter), ([0x09], .tab), ([0x7F], .backspace),
        ([0x03], .control("c")),
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
        #expect(
            decode(Array("\u{1B}OS\u{1B}[15~\u{1B}[24~\u{1B}[[E".utf8)) == [
                .key(.function(4)), .key(.function(5)), .key(.function(12)), .key(.function(5)),
            ])
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

    // MARK: Alt, and bracketed paste

    /// Alt with a key comes as Esc and the key in one write: it is one key, never Esc (which goes
    /// back and would lose what was typed) followed by the letter.
    @Test func altWithAKeyIsOneKeyNotEscapeThenTheKey() {
        #expect(decode(Array("\u{1B}b".utf8)) == [.key(.alt("b"))])
        #expect(decode(Array("\u{1B}é".utf8)) == [.key(.alt("é"))])
        #expect(
            decode([0x1B, 0x7F, 0x61]) == [.key(.character("a"))],
            "Alt-Backspace is no key of ours; what follows still arrives")
    }

    /// Esc and Ctrl-C pressed at once arrive as Alt+Ctrl-C: it still interrupts, and so does
    /// Ctrl-C after an Esc that came in a read of its own.
    @Test func ctrlCAfterEscStillInterrupts() {
        var sut = InputDecoder()

        #expect(decode([0x1B, 0x03]) == [.key(.control("c"))])
        #expect(sut.decode([0x1B]).isEmpty)
        #expect(sut.decode([0x03]) == [.key(.control("c"))])
    }

    @Test func altSplitAcrossReadsWaitsForItsKey() {
        var sut = InputDecoder()

        let first = sut.decode([0x1B])
        let second = sut.decode(Array("q".utf8))

        #expect(first.isEmpty)
        #expect(second == [.key(.alt("q"))])
    }

    @Test func aBracketedPasteIsOneEventWithItsLineBreaksAndEscapes() {
        let bytes = Array("x\u{1B}[200~line one\nline \u{1B}[Atwo\u{1B}[201~y".utf8)

        #expect(decode(bytes) == [.key(.character("x")), .paste("line one\nline \u{1B}[Atwo"), .key(.character("y"))])
    }

    /// A paste comes in many reads; its end marker may be cut anywhere, and each byte is taken once.
    @Test(arguments: [1, 2, 3, 5, 7, 4096])
    func aPasteSplitAcrossReadsArrivesWhole(chunk: Int) {
        let text = String(repeating: "Pelé 🇧🇷 山田 ", count: 300)
        let bytes = Array("\u{1B}[200~\(text)\u{1B}[201~z".utf8)
        var sut = InputDecoder()
        var events: [InputEvent] = []

        for start in stride(from: 0, to: bytes.count, by: chunk) {
            let piece = bytes[start..<min(start + chunk, bytes.count)]
            events += sut.decode(piece)
            if start + chunk < bytes.count { #expect(!events.contains(.key(.character("z")))) }
        }

        #expect(events == [.paste(text), .key(.character("z"))])
        #expect(sut.hasPending == false)
    }

    /// A terminal that never sends the end marker must not swallow every later key: after a
    /// quiet moment the paste ends with what came.
    @Test func aPasteWithoutItsEndMarkerEndsWhenTheInputGoesQuiet() {
        var sut = InputDecoder()

        let during = sut.decode(Array("\u{1B}[200~half a paste".utf8))
        let waits = sut.patience
        let after = sut.flush()

        #expect(during.isEmpty)
        #expect(waits > .milliseconds(30), "a paste's chunks may come further apart than a sequence's bytes")
        #expect(after == [.paste("half a paste")])
        #expect(sut.decode(Array("k".utf8)) == [.key(.character("k"))])
    }

    @Test func aPasteLongerThanTheLimitKeepsItsStart() {
        let text = String(repeating: "a", count: InputDecoder.pasteLimit + 10)

        let events = decode(Array("\u{1B}[200~\(text)\u{1B}[201~".utf8))

        #expect(events == [.paste(String(repeating: "a", count: InputDecoder.pasteLimit))])
    }
}

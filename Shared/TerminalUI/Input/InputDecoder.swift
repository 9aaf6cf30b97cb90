/// Turns the bytes a terminal sends into key presses, clicks and text: UTF-8, control keys,
/// Alt with a key, CSI and SS3 escape sequences, SGR and X10 mouse reports, and bracketed pastes.
/// Pure data, so it is tested and fuzzed without a terminal. A sequence split across reads waits
/// for the rest; a lone Esc is only known to be a key once no more bytes follow, which the
/// caller signals with `flush()`.
public struct InputDecoder: Sendable {
    private var pending: [UInt8] = []
    /// The text of a bracketed paste so far, from its start marker on; `nil` outside one.
    private var pasted: [UInt8]?

    /// What a terminal in bracketed-paste mode sends around pasted text.
    static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    /// A paste longer than this keeps its start: no field takes more, and memory stays bounded.
    public static let pasteLimit = 1 << 20

    public init() {}

    /// Whether bytes are waiting for the rest of a sequence or of a paste.
    public var hasPending: Bool { !pending.isEmpty || pasted != nil }

    /// How long to wait for more bytes before calling `flush()`: an escape sequence's bytes
    /// come together, within milliseconds; a long paste may come in chunks further apart.
    public var patience: Duration { pasted == nil ? .milliseconds(30) : .milliseconds(500) }

    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        pending.append(contentsOf: bytes)
        var events: [InputEvent] = []
        var index = 0
        while index < pending.count {
            if pasted != nil {
                guard let paste = takePaste(from: &index) else { break }
                events.append(paste)
                continue
            }
            if pending[index...].starts(with: Self.pasteStart) {
                pasted = []
                index += Self.pasteStart.count
                continue
            }
            guard let (event, length) = Self.parse(pending, from: index) else { break }
            if let event { events.append(event) }
            index += length
        }
        pending.removeFirst(index)
        return events
    }

    /// No more bytes are coming for now: a waiting Esc is the Esc key; a paste whose end marker
    /// never came ends with what it has; an unfinished sequence or character is dropped.
    public mutating func flush() -> [InputEvent] {
        defer { pending.removeAll() }
        if let text = pasted {
            pasted = nil
            return [.paste(Self.text(of: text + pending))]
        }
        return pending.first == 0x1B ? [.key(.escape)] : []
    }

    /// Moves the paste's bytes out of `pending` up to its end marker and returns the paste; or,
    /// when the marker has not come yet, keeps what might be its start and returns `nil`. Each
    /// byte is looked at once, however many chunks the paste comes in.
    private mutating func takePaste(from index: inout Int) -> InputEvent? {
        let marker = Self.pasteEnd
        var end = index
        while end + marker.count <= pending.count, !pending[end...].starts(with: marker) {
            end += 1
        }
        let found = end + marker.count <= pending.count
        // Not found: the last bytes may be the marker's beginning; they wait for the rest.
        let taken = found ? end : max(index, pending.count - (marker.count - 1))
        let room = max(Self.pasteLimit - (pasted?.count ?? 0), 0)
        pasted?.append(contentsOf: pending[index..<taken].prefix(room))
        index = taken
        guard found, let text = pasted else { return nil }
        index += marker.count
        pasted = nil
        return .paste(Self.text(of: text))
    }

    private static func text(of bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The event at `index` and how many bytes it took (`nil` event: bytes to skip), or `nil`
    /// when the bytes so far are the start of something longer.
    private static func parse(_ bytes: [UInt8], from index: Int) -> (InputEvent?, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B: return parseEscape(bytes, from: index)
        case 0x0D, 0x0A: return (.key(.enter), 1)
        case 0x09: return (.key(.tab), 1)
        case 0x7F, 0x08: return (.key(.backspace), 1)
        case 0x00: return (nil, 1)
        case 0x01...0x1A: return (.key(.control(Character(Unicode.Scalar(byte + 0x60)))), 1)
        case 0x1C...0x1F: return (nil, 1)
        case 0x20...0x7E: return (.key(.character(Character(Unicode.Scalar(byte)))), 1)
        default: return parseUTF8(bytes, from: index)
        }
    }

    private static func parseUTF8(_ bytes: [UInt8], from index: Int) -> (InputEvent?, Int)? {
        let lead = bytes[index]
        let length =
            switch lead {
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        guard length > 0 else { return (nil, 1) }
        guard index + length <= bytes.count else {
            // Wait for the rest, unless what came so far already cannot be UTF-8.
            let continuation = bytes[(index + 1)...].allSatisfy { $0 & 0xC0 == 0x80 }
            return continuation ? nil : (nil, 1)
        }
        let sequence = bytes[index..<(index + length)]
        guard sequence.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
            let scalar = String(decoding: sequence, as: UTF8.self).unicodeScalars.first,
            scalar != "\u{FFFD}"
        else { return (nil, 1) }
        return (.key(.character(Character(scalar))), length)
    }

    private static func parseEscape(_ bytes: [UInt8], from index: Int) -> (InputEvent?, Int)? {
        guard index + 1 < bytes.count else { return nil }
        switch bytes[index + 1] {
        case UInt8(ascii: "["): return parseCSI(bytes, from: index)
        case UInt8(ascii: "O"):
            guard index + 2 < bytes.count else { return nil }
            let key = cursorKey(final: bytes[index + 2]) ?? functionKey(final: bytes[index + 2])
            return (key.map(InputEvent.key), 3)
        case 0x1B:
            // Esc pressed twice: the first is a key of its own.
            return (.key(.escape), 1)
        case 0x20...0x7E:
            // Alt with a key comes as Esc and the key together: one key, never Esc (back) and then it.
            return (.key(.alt(Character(Unicode.Scalar(bytes[index + 1])))), 2)
        case 0x80...0xFF:
            guard let (event, length) = parseUTF8(bytes, from: index + 1) else { return nil }
            guard case .key(.character(let character)) = event else { return (nil, 1 + length) }
            return (.key(.alt(character)), 1 + length)
        case 0x03:
            // Ctrl-C interrupts with or without Alt — and Esc pressed just before it is no Alt
            // at all: quitting must never be lost in a combination.
            return (.key(.control("c")), 2)
        default:
            // Alt with another control key (Alt-Backspace, Alt-Enter): no key of ours.
            return (nil, 2)
        }
    }

    /// `ESC [` parameters (digits, `;`, `<`, `?`) and one final byte.
    private static func parseCSI(_ bytes: [UInt8], from index: Int) -> (InputEvent?, Int)? {
        var end = index + 2
        // The Linux console's F1 to F5: ESC [ [ and A to E.
        if end < bytes.count, bytes[end] == UInt8(ascii: "[") {
            guard end + 1 < bytes.count else { return nil }
            let number = Int(bytes[end + 1]) - Int(UInt8(ascii: "A")) + 1
            return ((1...5).contains(number) ? .key(.function(number)) : nil, 4)
        }
        // X10 mouse: ESC [ M and three bytes.
        if end < bytes.count, bytes[end] == UInt8(ascii: "M") {
            guard end + 3 < bytes.count else { return nil }
            let button = Int(bytes[end + 1]) - 32
            let point = Point(x: Int(bytes[end + 2]) - 33, y: Int(bytes[end + 3]) - 33)
            return (button & 0b11 == 0 && button & 64 == 0 ? .click(point) : nil, 6)
        }
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) {
            end += 1
            // A parameter run this long is no sequence we know: skip it rather than wait forever.
            if end - index > 32 { return (nil, end - index) }
        }
        guard end < bytes.count else { return nil }
        let final = bytes[end]
        let length = end - index + 1
        guard (0x40...0x7E).contains(final) else { return (nil, length) }
        let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)

        if parameters.hasPrefix("<") {
            return (mouse(sgr: parameters.dropFirst(), pressed: final == UInt8(ascii: "M")), length)
        }
        let first = Int(parameters.split(separator: ";").first ?? "") ?? 1
        let key: Key? =
            switch final {
            case UInt8(ascii: "Z"): .backTab
            case UInt8(ascii: "~"):
                switch first {
                case 1, 7: .home
                case 4, 8: .end
                case 3: .delete
                case 5: .pageUp
                case 6: .pageDown
                case 11...15: .function(first - 10)
                case 17...21: .function(first - 11)
                case 23, 24: .function(first - 12)
                default: nil
                }
            default: cursorKey(final: final) ?? functionKey(final: final)
            }
        return (key.map(InputEvent.key), length)
    }

    /// The arrows, Home and End: the same final letters after `ESC [` and `ESC O`.
    private static func cursorKey(final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    /// F1 to F4 as `ESC O` or `ESC [` (with modifiers, `ESC [ 1 ; 2 P`) and P to S.
    private static func functionKey(final: UInt8) -> Key? {
        let number = Int(final) - Int(UInt8(ascii: "P")) + 1
        return (1...4).contains(number) ? .function(number) : nil
    }

    /// SGR mouse report `<button;column;row`: a press of the left button is a click; the wheel
    /// scrolls like the arrow keys; everything else is ignored.
    private static func mouse(sgr parameters: Substring, pressed: Bool) -> InputEvent? {
        let numbers = parameters.split(separator: ";").compactMap { Int($0) }
        guard pressed, numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        switch numbers[0] {
        case 0: return .click(Point(x: numbers[1] - 1, y: numbers[2] - 1))
        case 64: return .key(.up)
        case 65: return .key(.down)
        default: return nil
        }
    }
}

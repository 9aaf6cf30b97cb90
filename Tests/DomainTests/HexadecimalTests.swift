import Domain
import Testing

@Suite("Hexadecimal")
struct HexadecimalTests {
    @Test func everyByteIsTwoLowercaseDigits() {
        #expect([0x00, 0x0F, 0xA5, 0xFF].lowercaseHex == "000fa5ff")
        #expect([UInt8]().lowercaseHex == "")
    }
}

/// One pixel: 8 bits each of red, green and blue (sRGB).
public struct RGB: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    public init(grey: UInt8) {
        self.init(red: grey, green: grey, blue: grey)
    }

    public static let black = RGB(grey: 0)
    public static let white = RGB(grey: 255)
}

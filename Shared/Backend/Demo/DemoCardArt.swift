import Imaging

/// Two made-up loyalty cards, drawn pixel by pixel at the card photo size.
struct DemoCardArt: Sendable {
    let identifier: String
    let name: String
    /// Background from left to right.
    let colours: (RGB, RGB)
    let accent: RGB

    static let designs = [
        DemoCardArt(
            identifier: "5C7E2F1A-4B3D-4E8F-9A6B-1C2D3E4F5A01",
            name: "Coffee Club",
            colours: (RGB(red: 92, green: 58, blue: 38), RGB(red: 150, green: 98, blue: 60)),
            accent: RGB(red: 240, green: 226, blue: 196)
        ),
        DemoCardArt(
            identifier: "5C7E2F1A-4B3D-4E8F-9A6B-1C2D3E4F5A02",
            name: "Book Nook",
            colours: (RGB(red: 24, green: 92, blue: 64), RGB(red: 40, green: 130, blue: 90)),
            accent: RGB(red: 232, green: 196, blue: 72)
        ),
    ]

    private static let size = CardPhoto.size

    /// A gradient with a round logo and two bands where the name would be printed.
    func front() -> RGBImage {
        RGBImage(width: Self.size.width, height: Self.size.height) { x, y in
            let u = Double(x) / Double(Self.size.width)
            let v = Double(y) / Double(Self.size.height)
            let logo = (u - 0.2) * (u - 0.2) * 2.52 + (v - 0.45) * (v - 0.45)
            if logo < 0.025 { return accent }
            if logo < 0.032 { return colours.0 }
            if (0.42...0.9).contains(u), (0.36...0.42).contains(v) || (0.5...0.54).contains(v) { return accent }
            return blend(colours.0, colours.1, u)
        }
    }

    /// A magnetic stripe, a signature panel and a barcode.
    func back() -> RGBImage {
        RGBImage(width: Self.size.width, height: Self.size.height) { x, y in
            let u = Double(x) / Double(Self.size.width)
            let v = Double(y) / Double(Self.size.height)
            if (0.1...0.28).contains(v) { return RGB(grey: 20) }
            if (0.08...0.62).contains(u), (0.38...0.52).contains(v) { return RGB(grey: 235) }
            if (0.55...0.92).contains(u), (0.66...0.86).contains(v) {
                return (x / 6 + x / 17) % 3 == 0 ? RGB(grey: 15) : RGB(grey: 245)
            }
            return blend(colours.1, colours.0, u)
        }
    }

    private func blend(_ a: RGB, _ b: RGB, _ t: Double) -> RGB {
        func mix(_ p: UInt8, _ q: UInt8) -> UInt8 { UInt8(Double(p) * (1 - t) + Double(q) * t) }
        return RGB(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue))
    }
}

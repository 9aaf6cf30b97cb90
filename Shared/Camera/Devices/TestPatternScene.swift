import Foundation
import Imaging

/// A synthetic scene a camera can film without hardware: a loyalty card lying on a wooden table,
/// drifting a little and lit by slowly changing light. Frame `n` is a pure function of `n` and
/// the output size, so tests can rely on every pixel.
struct TestPatternScene: Sendable {
    /// The card's width as a fraction of the frame's.
    static let cardWidthFraction: Float = 0.62
    /// Below this ambient light an automatic flash fires.
    static let dimLight: Float = 0.8

    let number: Int

    /// Ambient light between 0.55 and 1.0, swinging slowly with time.
    var ambientLight: Float { 0.775 + 0.225 * sinf(Float(number) * 0.05) }

    /// The frame at `size`; with `flash`, brighter, most of all in the middle.
    func render(size: ImageSize, flash: Bool) -> RGBImage {
        let width = Float(size.width)
        let height = Float(size.height)
        let cardWidth = Self.cardWidthFraction * width
        let cardHeight = cardWidth * Float(CardPhoto.size.height) / Float(CardPhoto.size.width)
        let centre = (
            x: width * (0.5 + 0.02 * sinf(Float(number) / 10)),
            y: height * (0.5 + 0.015 * cosf(Float(number) / 13))
        )
        let card = (x: centre.x - cardWidth / 2, y: centre.y - cardHeight / 2)
        let light = ambientLight

        return RGBImage(width: size.width, height: size.height) { x, y in
            let px = Float(x) + 0.5
            let py = Float(y) + 0.5
            let u = (px - card.x) / cardWidth
            let v = (py - card.y) / cardHeight
            var colour =
                Self.isInsideRoundedCard(u: u, v: v, aspect: cardWidth / cardHeight)
                ? Self.cardColour(u: u, v: v)
                : Self.tableColour(u: px / width, v: py / height, shadow: Self.shadow(u: u, v: v))
            var exposure = light
            if flash {
                let dx = px / width - 0.5
                let dy = py / height - 0.5
                exposure += 0.45 * (1 - min(1, 2 * (dx * dx + dy * dy)))
            }
            colour *= exposure
            return RGB(
                red: UInt8(min(max(colour.x, 0), 255)),
                green: UInt8(min(max(colour.y, 0), 255)),
                blue: UInt8(min(max(colour.z, 0), 255))
            )
        }
    }

    /// Warm wood with a wavy grain and a little fixed noise, so the frame compresses like a photo.
    private static func tableColour(u: Float, v: Float, shadow: Float) -> SIMD3<Float> {
        let grain = 0.85 + 0.15 * sinf(u * 48 + 2.5 * sinf(v * 7))
        let noise = Float(hash(Int(u * 2048), Int(v * 2048)) % 17) - 8
        return (SIMD3<Float>(150, 100, 62) * grain + SIMD3(repeating: noise)) * shadow
    }

    /// A blue-to-purple card with a yellow stripe, a white logo and a barcode.
    private static func cardColour(u: Float, v: Float) -> SIMD3<Float> {
        if (0.16...0.28).contains(v) {
            return SIMD3(240, 200, 40)
        }
        let logo = (u - 0.18) * (u - 0.18) * 2.5 + (v - 0.6) * (v - 0.6)
        if logo < 0.012 {
            return SIMD3(245, 245, 240)
        }
        if (0.45...0.9).contains(u), (0.72...0.88).contains(v) {
            return hash(Int(u * 90), 7) % 3 == 0 ? SIMD3(20, 20, 30) : SIMD3(240, 240, 235)
        }
        return SIMD3<Float>(30, 90, 200) * (1 - u) + SIMD3<Float>(120, 40, 170) * u
    }

    /// Rounded corners, with a radius of 4 % of the card's width.
    private static func isInsideRoundedCard(u: Float, v: Float, aspect: Float) -> Bool {
        guard (0...1).contains(u), (0...1).contains(v) else { return false }
        let radius: Float = 0.04
        let cornerU = min(u, 1 - u)
        let cornerV = min(v, 1 - v) / aspect
        guard cornerU < radius, cornerV < radius else { return true }
        let du = radius - cornerU
        let dv = radius - cornerV
        return du * du + dv * dv <= radius * radius
    }

    /// The card's soft shadow on the table, down and to the right.
    private static func shadow(u: Float, v: Float) -> Float {
        let du = max(0, max(-0.02 - u, u - 1.04))
        let dv = max(0, max(-0.03 - v, v - 1.08))
        return 1 - 0.35 * max(0, 1 - 12 * (du + dv))
    }

    /// A small integer hash: noise that is the same every time.
    private static func hash(_ x: Int, _ y: Int) -> Int {
        var value = UInt32(truncatingIfNeeded: x &* 374_761_393 &+ y &* 668_265_263)
        value = (value ^ (value >> 13)) &* 1_274_126_177
        return Int(value ^ (value >> 16))
    }
}

import Foundation

/// A perceptual colour space (Björn Ottosson's Oklab): equal distances look about equally
/// different, which plain RGB distances do not.
struct OKLab: Hashable {
    var lightness: Float
    var a: Float
    var b: Float

    /// From sRGB components in 0…255 (fractions allowed: dithering produces them).
    init(red: Float, green: Float, blue: Float) {
        let r = Self.linear(red)
        let g = Self.linear(green)
        let b = Self.linear(blue)
        let l = cbrtf(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrtf(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrtf(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        self.b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    func squaredDistance(to other: OKLab) -> Float {
        let dl = lightness - other.lightness
        let da = a - other.a
        let db = b - other.b
        return dl * dl + da * da + db * db
    }

    private static func linear(_ component: Float) -> Float {
        let c = min(max(component, 0), 255) / 255
        return c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
    }
}

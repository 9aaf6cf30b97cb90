import CTurboJPEG
import Domain

/// One of the fractions libjpeg-turbo can scale a JPEG by while decoding it (1/8, 1/4, 3/8 … 1).
struct ScalingFactor: Hashable, Sendable {
    let numerator: Int
    let denominator: Int

    static let one = ScalingFactor(numerator: 1, denominator: 1)

    /// The size a `size` image decodes to at this scale, rounded up as libjpeg-turbo does.
    func apply(to size: ImageSize) -> ImageSize {
        ImageSize(
            width: (size.width * numerator + denominator - 1) / denominator,
            height: (size.height * numerator + denominator - 1) / denominator
        )
    }

    /// Where `region` lies in the image decoded at this scale: origin rounded down, size rounded up.
    func apply(to region: PixelRect) -> PixelRect {
        let size = apply(to: region.size)
        return PixelRect(
            x: region.x * numerator / denominator,
            y: region.y * numerator / denominator,
            width: size.width,
            height: size.height
        )
    }

    /// The scales libjpeg-turbo offers that shrink (≤ 1), smallest first.
    static let shrinking: [ScalingFactor] = {
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count) else { return [.one] }
        return UnsafeBufferPointer(start: factors, count: Int(count))
            .map { ScalingFactor(numerator: Int($0.num), denominator: Int($0.denom)) }
            .filter { $0.numerator <= $0.denominator }
            .sorted { $0.numerator * $1.denominator < $1.numerator * $0.denominator }
    }()

    /// The smallest scale at which `source` still covers `minimum` in both directions;
    /// full size when even that is needed.
    static func smallest(covering minimum: ImageSize, from source: ImageSize) -> ScalingFactor {
        shrinking.first { factor in
            let scaled = factor.apply(to: source)
            return scaled.width >= minimum.width && scaled.height >= minimum.height
        } ?? .one
    }
}

/// Floyd–Steinberg dithering, shared by every reduced colour mode: each pixel is replaced by what
/// `choose` picks for it, and the difference is passed on to the pixels not yet visited
/// (7/16 right, 3/16 below left, 5/16 below, 1/16 below right).
enum ErrorDiffusion {
    static let strength: Float = 0.75
    static let limit: Float = 40

    /// - Parameter choose: receives a pixel's offset (y * width + x) and its colour (red, green,
    ///   blue in 0…255) with the error diffused so far; returns the colour it was replaced by.
    static func run(on image: RGBImage, dithering: Bool, choose: (Int, SIMD3<Float>) -> SIMD3<Float>) {
        let width = image.width
        // Only two rows of error are ever needed: this one and the next, with a spare pixel at each end.
        var current = [SIMD3<Float>](repeating: .zero, count: width + 2)
        var next = current
        image.bytes.withUnsafeBufferPointer { bytes in
            for y in 0..<image.height {
                for x in 0..<width {
                    let offset = y * width + x
                    let pixel = SIMD3<Float>(
                        Float(bytes[offset * 3]), Float(bytes[offset * 3 + 1]), Float(bytes[offset * 3 + 2]))
                    let colour = pixel + current[x + 1]
                    let chosen = choose(offset, colour)
                    guard dithering else { continue }
                    // Passing on only part of the error, and never a huge one, keeps flat areas calm:
                    // full-strength diffusion over the sparse 256-colour palette speckles them.
                    let error = ((colour - chosen) * Self.strength).clamped(
                        lowerBound: SIMD3(repeating: -Self.limit), upperBound: SIMD3(repeating: Self.limit))
                    current[x + 2] += error * (7.0 / 16)
                    next[x] += error * (3.0 / 16)
                    next[x + 1] += error * (5.0 / 16)
                    next[x + 2] += error * (1.0 / 16)
                }
                swap(&current, &next)
                for i in next.indices { next[i] = .zero }
            }
        }
    }
}

extension RGBImage {
    /// The image shrunk to fit `bounds` with its aspect kept; an image that already fits is returned as it is.
    public func shrunk(toFit bounds: ImageSize) -> RGBImage {
        guard width > bounds.width || height > bounds.height else { return self }
        return resized(to: size.fitted(into: bounds))
    }

    /// The image at `target` size by area averaging: each new pixel is the mean of the old pixels
    /// it covers, weighted by how much of each it covers — the high-quality way to shrink a photo.
    /// (Enlarging with it blends at most two neighbours.)
    public func resized(to target: ImageSize) -> RGBImage {
        let target = ImageSize(width: max(target.width, 1), height: max(target.height, 1))
        guard target != size else { return self }
        guard width > 0, height > 0 else { return RGBImage(width: target.width, height: target.height) }

        let columns = AreaWeights(sourceLength: width, targetLength: target.width)
        let rows = AreaWeights(sourceLength: height, targetLength: target.height)

        // Shrink each row horizontally into floats, then blend those rows vertically.
        var narrowed = [Float](repeating: 0, count: height * target.width * 3)
        bytes.withUnsafeBufferPointer { source in
            narrowed.withUnsafeMutableBufferPointer { destination in
                for y in 0..<height {
                    let sourceRow = y * width * 3
                    let destinationRow = y * target.width * 3
                    for x in 0..<target.width {
                        var red: Float = 0
                        var green: Float = 0
                        var blue: Float = 0
                        columns.forEachContribution(to: x) { index, weight in
                            let offset = sourceRow + index * 3
                            red += Float(source[offset]) * weight
                            green += Float(source[offset + 1]) * weight
                            blue += Float(source[offset + 2]) * weight
                        }
                        let offset = destinationRow + x * 3
                        destination[offset] = red
                        destination[offset + 1] = green
                        destination[offset + 2] = blue
                    }
                }
            }
        }

        let rowLength = target.width * 3
        var result = [UInt8](repeating: 0, count: target.height * rowLength)
        var accumulator = [Float](repeating: 0, count: rowLength)
        narrowed.withUnsafeBufferPointer { source in
            for y in 0..<target.height {
                for i in 0..<rowLength { accumulator[i] = 0 }
                rows.forEachContribution(to: y) { index, weight in
                    let sourceRow = index * rowLength
                    for i in 0..<rowLength { accumulator[i] += source[sourceRow + i] * weight }
                }
                let destinationRow = y * rowLength
                for i in 0..<rowLength {
                    result[destinationRow + i] = UInt8(min(max(accumulator[i].rounded(), 0), 255))
                }
            }
        }
        return RGBImage(checkedWidth: target.width, height: target.height, bytes: result)
    }
}

/// For one axis: which source pixels each target pixel covers, and how much of each.
/// Kept flat — one array of source indices and one of weights — because resizing reads it in its innermost loop.
private struct AreaWeights {
    private var firstContribution: [Int] = []
    private var sourceIndices: [Int] = []
    private var weights: [Float] = []

    init(sourceLength: Int, targetLength: Int) {
        let step = Double(sourceLength) / Double(targetLength)
        firstContribution.reserveCapacity(targetLength + 1)
        for target in 0..<targetLength {
            firstContribution.append(weights.count)
            let start = Double(target) * step
            let end = min(Double(target + 1) * step, Double(sourceLength))
            let first = min(Int(start), sourceLength - 1)
            let last = max(min(Int(end.rounded(.up)), sourceLength), first + 1)
            let covered = (first..<last).map { pixel in
                max(min(end, Double(pixel + 1)) - max(start, Double(pixel)), 0)
            }
            let total = covered.reduce(0, +)
            sourceIndices.append(contentsOf: first..<last)
            weights.append(contentsOf: covered.map { Float(total > 0 ? $0 / total : 1) })
        }
        firstContribution.append(weights.count)
    }

    /// Calls `body` with each source index and weight that makes up `target`.
    @inline(__always)
    func forEachContribution(to target: Int, _ body: (Int, Float) -> Void) {
        for contribution in firstContribution[target]..<firstContribution[target + 1] {
            body(sourceIndices[contribution], weights[contribution])
        }
    }
}

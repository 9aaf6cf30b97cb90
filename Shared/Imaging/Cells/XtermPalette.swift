/// The xterm 256-colour palette's fixed part: a 6 × 6 × 6 colour cube (16–231) and 24 greys (232–255).
enum XtermPalette {
    /// The six levels each channel of the cube takes.
    static let cubeLevels: [Float] = [0, 95, 135, 175, 215, 255]

    /// Palette index → sRGB, for indices 16…255.
    static func colour(of index: UInt8) -> RGB {
        if index >= 232 {
            return RGB(grey: 8 + 10 * (index - 232))
        }
        let cube = Int(index) - 16
        return RGB(
            red: UInt8(cubeLevels[cube / 36]),
            green: UInt8(cubeLevels[cube / 6 % 6]),
            blue: UInt8(cubeLevels[cube % 6])
        )
    }

    private static let perceived: [OKLab] = (0...255).map { index in
        let rgb = colour(of: UInt8(max(index, 16)))
        return OKLab(red: Float(rgb.red), green: Float(rgb.green), blue: Float(rgb.blue))
    }

    /// The palette entry that looks nearest to a colour, compared in Oklab. Only the entries
    /// around the colour are candidates — the cube's nearest level and its neighbours on each
    /// channel, and the nearest greys — so a pixel costs about 30 comparisons, not 240.
    static func nearest(red: Float, green: Float, blue: Float) -> UInt8 {
        let target = OKLab(red: red, green: green, blue: blue)
        var best: UInt8 = 16
        var bestDistance = Float.infinity
        func consider(_ index: Int) {
            let distance = perceived[index].squaredDistance(to: target)
            if distance < bestDistance {
                bestDistance = distance
                best = UInt8(index)
            }
        }
        let (r, g, b) = (cubeNeighbourhood(red), cubeNeighbourhood(green), cubeNeighbourhood(blue))
        for ri in r { for gi in g { for bi in b { consider(16 + 36 * ri + 6 * gi + bi) } } }
        // Dithering can push a colour a little outside 0…255: keep the ramp index inside it.
        let grey = min(max(Int(((red + green + blue) / 3 - 8) / 10), 0), 23)
        for step in max(grey - 1, 0)...min(grey + 1, 23) { consider(232 + step) }
        return best
    }

    /// The cube level nearest to `component` and the levels on either side of it.
    private static func cubeNeighbourhood(_ component: Float) -> ClosedRange<Int> {
        // Halfway points between the levels 0, 95, 135, 175, 215, 255.
        let nearest = component < 47.5 ? 0 : component < 115 ? 1 : min(Int((component - 115) / 40) + 2, 5)
        return max(nearest - 1, 0)...min(nearest + 1, 5)
    }

    /// Each pixel's palette index, row after row; with dithering, Floyd–Steinberg error diffusion.
    static func quantize(_ image: RGBImage, dithering: Bool) -> [UInt8] {
        var indices = [UInt8](repeating: 16, count: image.width * image.height)
        ErrorDiffusion.run(on: image, dithering: dithering) { offset, colour in
            let index = nearest(red: colour.x, green: colour.y, blue: colour.z)
            indices[offset] = index
            let chosen = XtermPalette.colour(of: index)
            return SIMD3(Float(chosen.red), Float(chosen.green), Float(chosen.blue))
        }
        return indices
    }
}

/// The 256-colour palette for terminals and widgets: the entry that looks nearest to a colour.
public enum XtermPalette256 {
    public static func nearest(to colour: RGB) -> UInt8 {
        XtermPalette.nearest(red: Float(colour.red), green: Float(colour.green), blue: Float(colour.blue))
    }

    /// The colour of entry `index`; the first 16, which themes redefine, as xterm's defaults.
    public static func colour(of index: UInt8) -> RGB {
        guard index < 16 else { return XtermPalette.colour(of: index) }
        let standard: [RGB] = [
            RGB(grey: 0), RGB(red: 205, green: 0, blue: 0), RGB(red: 0, green: 205, blue: 0),
            RGB(red: 205, green: 205, blue: 0),
            RGB(red: 0, green: 0, blue: 238), RGB(red: 205, green: 0, blue: 205), RGB(red: 0, green: 205, blue: 205),
            RGB(grey: 229),
            RGB(grey: 127), RGB(red: 255, green: 0, blue: 0), RGB(red: 0, green: 255, blue: 0),
            RGB(red: 255, green: 255, blue: 0),
            RGB(red: 92, green: 92, blue: 255), RGB(red: 255, green: 0, blue: 255), RGB(red: 0, green: 255, blue: 255),
            RGB(grey: 255),
        ]
        return standard[Int(index)]
    }
}

/// Black and white: a pixel is lit when it is brighter than middle grey.
enum Monochrome {
    /// Whether each pixel is lit, row after row; with dithering, Floyd–Steinberg error diffusion
    /// turns greys into patterns of lit and unlit pixels.
    static func threshold(_ image: RGBImage, dithering: Bool) -> [Bool] {
        var lit = [Bool](repeating: false, count: image.width * image.height)
        ErrorDiffusion.run(on: image, dithering: dithering) { offset, colour in
            // Rec. 709 luma of the (possibly dithered) colour.
            let luma = (colour * SIMD3(0.2126, 0.7152, 0.0722)).sum()
            let on = luma >= 128
            lit[offset] = on
            return SIMD3(repeating: on ? 255 : 0)
        }
        return lit
    }
}

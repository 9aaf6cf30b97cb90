import Imaging
import Testing

/// The Crop keys' reasons come from the frame itself, so every pattern dims the same key with
/// the same words.
struct CropFrameTests {
    @Test func zoomSaysWhyOnlyAtEitherEnd() {
        var frame = CropFrame(imageSize: ImageSize(width: 1200, height: 800))

        #expect(frame.zoomUnavailableReason(by: -CropFrame.zoomStep) == "Already at 1.00×, the widest.")
        #expect(frame.zoomUnavailableReason(by: CropFrame.zoomStep) == nil)

        for _ in 0..<12 { frame.zoom(by: CropFrame.zoomStep) }

        #expect(frame.zoomUnavailableReason(by: CropFrame.zoomStep) == "Already at 4.00×, the closest.")
        #expect(frame.zoomUnavailableReason(by: -CropFrame.zoomStep) == nil)
    }

    @Test func aMoveSaysWhyOnlyAtTheImagesEdge() {
        var frame = CropFrame(imageSize: ImageSize(width: 1200, height: 800))
        frame.zoom(by: 1)

        #expect(frame.moveUnavailableReason(dx: -1, dy: 0) == nil)
        for _ in 0..<40 { frame.move(dx: -1, dy: 0) }

        #expect(frame.moveUnavailableReason(dx: -1, dy: 0) == "The outline is at the edge of the image.")
        #expect(frame.moveUnavailableReason(dx: 1, dy: 0) == nil)
    }

    /// What every pattern's screen dims its six keys with, each key's own reason.
    @Test func eachKeysReasonIsTheFramesForThatKey() {
        var frame = CropFrame(imageSize: ImageSize(width: 1200, height: 800))
        frame.zoom(by: 1)
        for _ in 0..<40 { frame.move(dx: 1, dy: -1) }

        let edge = "The outline is at the edge of the image."
        #expect(frame.unavailableReasons == CropFrame.UnavailableReasons(right: edge, up: edge))
        #expect(
            CropFrame(imageSize: ImageSize(width: 1200, height: 800)).unavailableReasons.zoomOut
                == "Already at 1.00×, the widest.")
    }
}

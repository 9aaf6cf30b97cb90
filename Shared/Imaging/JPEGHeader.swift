import CTurboJPEG

/// What a JPEG says about itself before any pixel is decoded.
public struct JPEGHeader: Hashable, Sendable {
    public let size: ImageSize
    /// libjpeg-turbo's chroma subsampling (`TJSAMP_*`), which sets the MCU size.
    let subsampling: Int32

    /// The block size lossless operations align to.
    var mcuSize: ImageSize {
        ImageSize(width: Int(cturbojpeg_mcu_width(subsampling)), height: Int(cturbojpeg_mcu_height(subsampling)))
    }
}

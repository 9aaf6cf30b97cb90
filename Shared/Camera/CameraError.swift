/// Why the camera did not do what was asked, in words for the person holding it.
public enum CameraError: Error, Hashable, Sendable, CustomStringConvertible {
    case noCameraAvailable
    case noCameraSet
    case cameraNotStarted
    case unknownCamera(id: String)
    case deviceFailed(reason: String)
    case captureFailed(reason: String)

    public var description: String {
        switch self {
        case .noCameraAvailable: "No camera is available."
        case .noCameraSet: "No camera is set."
        case .cameraNotStarted: "The camera has not been started."
        case .unknownCamera(let id): "There is no camera \"\(id)\"."
        case .deviceFailed(let reason): "The camera failed: \(reason)"
        case .captureFailed(let reason): "The photo could not be taken: \(reason)"
        }
    }
}

import Camera
import Domain
import Foundation
import Imaging
import Presentation

/// Takes a face's photo with the current camera: a live preview with the card outline — an
/// effect pulls a frame on each tick of the app's clock while it runs, and the state holds the
/// last — the camera and flash to choose, and the region inside the outline kept.
struct PhotoCaptureFeature: Reducer {
    struct State: Equatable {
        /// The face the photo is for.
        let side: CardSide
        var cameraName: String?
        var flash = FlashMode.off
        /// The preview's last frame.
        var frame: RGBImage?
        /// The camera starting, switching or taking the photo: the loading indicator shows.
        var isBusy = false
        var status: String?
        var alert: AlertState<Action.Alert>?

        init(side: CardSide) {
            self.side = side
        }

        var cameraLine: String { "Camera: \(cameraName ?? "none")   Flash: \(flash.title)" }
        var flashKeyTitle: String { "Flash: \(flash.title)" }
        /// The card outline over the frame.
        var outline: PixelRect? { frame.flatMap { CardPhoto.outline(in: $0.size) } }
    }

    enum Action: Equatable, Sendable {
        /// The screen came to the top: the camera starts, and its preview.
        case appeared
        /// The screen left the top: the preview and the camera stop.
        case disappeared
        case cameraStarted(name: String?)
        /// A preview started, with its first frame; `nil` when there is none.
        case previewStarted(RGBImage?)
        case tick
        case frame(RGBImage)
        case previewEnded
        case cameraFailed(reason: String)
        case flashTapped
        case switchCameraTapped
        case noOtherCamera
        case takePhotoTapped
        case photoTaken(Data)
        case photoUnusable(reason: String)
        case alert(Alert?)
        case delegate(Delegate)

        /// The screen's alerts have nothing to choose: OK dismisses them.
        enum Alert: Equatable, Sendable {}

        enum Delegate: Equatable, Sendable {
            case photoTaken(Data, for: CardSide)
        }
    }

    /// The camera's work (starting, switching, taking), and the preview's clock.
    private enum CancelID {
        case camera
        case ticks
    }

    let camera: any Camera
    /// Pulls the preview's frames; frames are fitted to its size and pulled at its rate.
    let preview: LivePreview

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .appeared:
            state.isBusy = true
            return .run(id: CancelID.camera) { [camera, preview] send in
                do throws(CameraError) {
                    try await camera.start()
                    send(.cameraStarted(name: await camera.currentCamera()?.name))
                    send(.previewStarted(try await preview.start()))
                } catch {
                    send(.cameraFailed(reason: "\(error)"))
                }
            }
        case .disappeared:
            // The preview stops pulling frames, then the camera goes off, its light with it.
            return .merge(
                .cancel(id: CancelID.ticks),
                .cancel(id: CancelID.camera),
                .run { [preview] _ in preview.stop() },
                .run { [camera] _ in await camera.stop() },
            )
        case .cameraStarted(let name):
            state.cameraName = name
            return .none
        case .previewStarted(let frame):
            state.isBusy = false
            guard let frame else { return .cancel(id: CancelID.ticks) }
            state.frame = frame
            return .every(preview.interval, id: CancelID.ticks, send: .tick)
        case .tick:
            return .run { [preview] send in
                do throws(CameraError) {
                    if let frame = try await preview.nextFrame() {
                        send(.frame(frame))
                    } else if !preview.isRunning {
                        send(.previewEnded)
                    }
                } catch {
                    send(.cameraFailed(reason: "\(error)"))
                }
            }
        case .frame(let frame):
            state.frame = frame
            return .none
        case .previewEnded:
            return .cancel(id: CancelID.ticks)
        case .cameraFailed(let reason):
            state.isBusy = false
            state.alert = .error(reason)
            return .cancel(id: CancelID.ticks)
        case .flashTapped:
            state.flash = state.flash.next
            return .none
        case .switchCameraTapped:
            state.isBusy = true
            return .run(id: CancelID.camera) { [camera, preview] send in
                do throws(CameraError) {
                    guard let next = try await camera.switchToNextCamera() else {
                        send(.noOtherCamera)
                        return
                    }
                    send(.cameraStarted(name: next.name))
                    send(.previewStarted(try await preview.start()))
                } catch {
                    send(.cameraFailed(reason: "\(error)"))
                }
            }
        case .noOtherCamera:
            state.isBusy = false
            state.status = "There is no other camera."
            return .none
        case .takePhotoTapped:
            guard state.cameraName != nil else {
                state.alert = .error("\(CameraError.noCameraAvailable)")
                return .none
            }
            state.isBusy = true
            let settings = PhotoSettings(flash: state.flash)
            return .run(id: CancelID.camera) { [camera] send in
                do {
                    let shot = try await camera.takePhoto(with: settings)
                    send(.photoTaken(try CardPhoto.make(fromShot: shot)))
                } catch let error as CameraError {
                    send(.cameraFailed(reason: "\(error)"))
                } catch {
                    send(.photoUnusable(reason: "The photo could not be used: \(error)"))
                }
            }
        case .photoTaken(let photo):
            state.isBusy = false
            return .send(.delegate(.photoTaken(photo, for: state.side)))
        case .photoUnusable(let reason):
            state.isBusy = false
            state.alert = .error(reason)
            return .none
        case .alert:
            state.alert = nil
            return .none
        case .delegate:
            return .none
        }
    }
}

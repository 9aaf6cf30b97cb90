import Foundation
import Imaging

/// The `Camera` the factory hands out: each call is one use case over a session and a controller.
struct DefaultCamera: Camera {
    private let retrieveAvailableCameras: RetrieveAvailableCamerasUseCase
    private let setCamera: SetCameraUseCase
    private let startCamera: StartCameraUseCase
    private let stopCamera: StopCameraUseCase
    private let previewFramesUseCase: PreviewFramesUseCase
    private let takePhotoUseCase: TakePhotoUseCase
    private let session: any CameraSession

    init(session: any CameraSession, controller: any CameraController, clock: any Clock<Duration>) {
        self.session = session
        retrieveAvailableCameras = RetrieveAvailableCamerasUseCase(session: session)
        setCamera = SetCameraUseCase(session: session)
        startCamera = StartCameraUseCase(session: session)
        stopCamera = StopCameraUseCase(session: session)
        previewFramesUseCase = PreviewFramesUseCase(session: session, controller: controller, clock: clock)
        takePhotoUseCase = TakePhotoUseCase(session: session, controller: controller)
    }

    func availableCameras() async -> [CameraDevice] { await retrieveAvailableCameras.execute() }

    func currentCamera() async -> CameraDevice? { await session.currentDevice() }

    func set(_ camera: CameraDevice.ID) async throws(CameraError) { try await setCamera.execute(camera) }

    func start() async throws(CameraError) { try await startCamera.execute() }

    func stop() async { await stopCamera.execute() }

    func previewFrames(fitting size: ImageSize, framesPerSecond: Int) async throws(CameraError) -> PreviewFrames {
        try await previewFramesUseCase.execute(fitting: size, framesPerSecond: framesPerSecond)
    }

    func takePhoto(with settings: PhotoSettings) async throws(CameraError) -> Data {
        try await takePhotoUseCase.execute(with: settings)
    }
}

import Camera
import Domain
import Foundation
import Imaging
import TestSupport
import Testing
@testable import MyCardsMVVM

@MainActor
@Suite("MVVM · Photo capture view model")
struct PhotoCaptureViewModelTests {
    @Test func theCaptureShowsTheCameraAFrameAndTheOutline() async {
        let sut = PhotoCaptureViewModel(camera: await CardFixtures.testCamera())

        await sut.start()

        #expect(sut.cameraLine == "Camera: Test Pattern   Flash: Off")
        #expect(sut.frame != nil)
        #expect(sut.outline != nil)
        #expect(sut.isPreviewing)
        sut.toggleFlash()
        #expect(sut.cameraLine == "Camera: Test Pattern   Flash: On")
        #expect(sut.flashKeyTitle == "Flash: On")
    }

    @Test func aPhotoIsTheRegionInsideTheOutline() async throws {
        let sut = PhotoCaptureViewModel(camera: await CardFixtures.testCamera())
        var photos: [Data] = []
        sut.onRoute = { route in
            if case .photoTaken(let photo) = route { photos.append(photo) }
        }
        await sut.start()

        await sut.takePhoto()

        let photo = try #require(photos.first)
        #expect(try JPEG.header(of: photo).size == CardPhoto.size)
    }

    @Test func withoutACameraItSaysSoAndTakesNothing() async {
        let sut = PhotoCaptureViewModel(camera: await CameraFactory.make(devices: []))
        var photos = 0
        sut.onRoute = { _ in photos += 1 }

        await sut.start()
        #expect(sut.alert?.message == "No camera is available.")
        await sut.takePhoto()

        #expect(photos == 0)
        #expect(!sut.isPreviewing)
    }
}

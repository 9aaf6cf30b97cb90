// card-writer DATA_DIR
//
// Writes cards into My Cards' local store the way the apps do (DeviceCardStore: a card, its
// photos and thumbnail, and its change waiting for the backend in one transaction) until it is
// killed, and prints a line for every
// write the store acknowledged: "saved ID", "renamed ID NAME", "deleted ID". The crash test
// (scripts/crash-test.py) kills it with SIGKILL at random moments, then checks that every
// acknowledged write is there with its pending change, and no card is half saved.
import Domain
import Foundation
import Imaging
import Storage

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: card-writer DATA_DIR\n".utf8))
    exit(2)
}
let folder = CommandLine.arguments[1]

/// Written straight to the file descriptor, unbuffered: the process may die the next moment.
func acknowledge(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

do {
    try DataDirectory.prepare(folder)
    let database = try SQLiteDatabase.open(at: URL(fileURLWithPath: folder).appendingPathComponent("app.sqlite").path)
    // The cards of one account, as an app signed in keeps them.
    let account = DeviceAccount(Account(server: "the crash test", username: "writer"))
    let store = DeviceCardStore(database: database, accounts: account, thumbnailer: JPEGCardThumbnailer())
    let front = try JPEG.encode(
        RGBImage(width: 600, height: 378) { x, y in RGB(red: UInt8(x % 256), green: UInt8(y % 256), blue: 90) },
        quality: 85)
    let back = try JPEG.encode(
        RGBImage(width: 600, height: 378, filledWith: RGB(red: 30, green: 60, blue: 200)), quality: 85)
    let run = UUID().uuidString.prefix(8)
    for number in 0... {
        let identifier = "\(run)-\(number)"
        try await store.save(Card(identifier: identifier, name: "Card \(number)", front: front, back: back))
        acknowledge("saved \(identifier)")
        if number % 3 == 2 {
            let renamed = "\(run)-\(number - 1)"
            try await store.save(Card(identifier: renamed, name: "Renamed \(number)", front: back, back: front))
            acknowledge("renamed \(renamed) Renamed \(number)")
        }
        if number % 5 == 4 {
            let doomed = "\(run)-\(number - 2)"
            try await store.delete(identifier: doomed)
            acknowledge("deleted \(doomed)")
        }
    }
} catch {
    FileHandle.standardError.write(Data("card-writer: \(error)\n".utf8))
    exit(1)
}

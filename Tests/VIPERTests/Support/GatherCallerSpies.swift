import Domain

@testable import GatherVIPER

/// The modules that open others, as those others see them: what each was told.
@MainActor
final class PlayerDetailCallerSpy: PlayerDetailModuleOutput {
    private(set) var updated: [Player] = []
    private(set) var deletedElsewhereCount = 0

    func playerUpdated(_ player: Player) {
        updated.append(player)
    }

    func playerDeletedElsewhere() {
        deletedElsewhereCount += 1
    }
}

@MainActor
final class PlayerEditCallerSpy: PlayerEditModuleOutput {
    private(set) var edited: [Player] = []
    private(set) var deletedElsewhereCount = 0

    func playerEdited(_ player: Player) {
        edited.append(player)
    }

    func playerDeletedElsewhere() {
        deletedElsewhereCount += 1
    }
}

@MainActor
final class GatherCallerSpy: GatherModuleOutput {
    private(set) var endedCount = 0

    func gatherEnded() {
        endedCount += 1
    }
}

@MainActor
final class PlayerAddCallerSpy: PlayerAddModuleOutput {
    private(set) var addedCount = 0

    func playerAdded() {
        addedCount += 1
    }
}

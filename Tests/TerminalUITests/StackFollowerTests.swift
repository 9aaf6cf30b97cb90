import Presentation
import TestSupport
import Testing

@testable import TerminalUI

/// The stack follows a stack of states both ways, and tells which states left when it pops by itself.
@MainActor
@Suite("Stack follower")
struct StackFollowerTests {
    let navigation = NavigationSpy()
    let first = TestScreen("first", [])

    /// The states the screens stand for, changed by the test as an app's reducer changes its path.
    private final class Path {
        var states = StackState<String>()
        var reported: [StackElementID] = []
    }

    private func makeSUT(_ path: Path) -> StackFollower<String> {
        navigation.push(first)
        return StackFollower(
            navigation: navigation, firstScreen: first, path: { path.states },
            makeScreen: { _, name in TestScreen(name, []) },
            popped: { path.reported.append($0) }
        )
    }

    @Test func aScreenIsPushedForEachNewStateAndPoppedWhenItsStateLeaves() {
        let path = Path()
        let sut = makeSUT(path)
        let a = path.states.append("A")
        path.states.append("B")
        sut.follow()
        #expect(navigation.screens.map(\.title) == ["first", "A", "B"])

        path.states.pop(from: a)
        path.states.append("C")
        sut.follow()

        #expect(navigation.screens.map(\.title) == ["first", "C"])
    }

    @Test func aPopTheStackMakesItselfIsReportedFromTheFirstStateThatLeft() {
        let path = Path()
        let sut = makeSUT(path)
        let a = path.states.append("A")
        path.states.append("B")
        sut.follow()

        navigation.pop(to: first)

        #expect(path.reported == [a])
        path.states.pop(from: a)
        sut.follow()
        #expect(navigation.screens.count == 1, "nothing pushed again")
    }
}

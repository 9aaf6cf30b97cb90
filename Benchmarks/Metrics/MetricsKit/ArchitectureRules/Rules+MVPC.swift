import SwiftSyntax

/// MVP-C's own rules: what its roles may and may not do (Variants/README.md's rule table).
extension Rules {
    /// MVP-C: a view is made with its presenter and its widgets, nothing it would need to build
    /// another screen — no service, no scheduler, no path, no seam. What it keeps besides comes
    /// later, from its presenter (a `var` with a first value). Nor does it name a service's type
    /// anywhere, held or not. `widgets` are the kit's widget types.
    static func mvpcViewsHoldOnlyTheirPresenterAndWidgets(_ files: [SourceFile], widgets: Set<String>) -> [Finding] {
        files.filter { $0.pattern == "MVPC" && $0.plays("View") }
            .flatMap { file -> [Finding] in
                let finder = StoredPropertyTypeFinder(viewMode: .sourceAccurate)
                finder.walk(file.tree)
                // Its own presenter only: `PlayerListView` holds a `PlayerListPresenter`.
                let ownPresenter = String(file.name.dropLast("View".count)) + "Presenter"
                let held = finder.properties.compactMap { property -> Finding? in
                    guard !property.isKeptState, let type = property.type, type != ownPresenter, !widgets.contains(type)
                    else { return nil }
                    return Finding(
                        path: file.path, line: file.line(of: property.node),
                        rule:
                            "an MVP-C view holds \(property.name) (\(type)): a view holds its presenter and its widgets; the coordinator builds the next screen"
                    )
                }
                let types = TypeNameFinder(viewMode: .sourceAccurate)
                types.walk(file.tree)
                let named = types.found.filter { isService($0.name) }.map { type in
                    Finding(
                        path: file.path, line: file.line(of: type.node),
                        rule:
                            "an MVP-C view names \(type.name), a service: only the coordinator knows what the next screen is made with"
                    )
                }
                // Nor does it build one: a presenter, a view that is no widget, or anything by `make`.
                let builds = CallFinder(viewMode: .sourceAccurate) { name in
                    name == "make"
                        || (name.first?.isUppercase == true
                            && (name.hasSuffix("Presenter") || (name.hasSuffix("View") && !widgets.contains(name))))
                }
                builds.walk(file.tree)
                let built = builds.found.map { call in
                    Finding(
                        path: file.path, line: file.line(of: call),
                        rule:
                            "an MVP-C view builds \(call.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription ?? "a screen"): the coordinator builds screens"
                    )
                }
                return (held + named + built).sorted { $0.line < $1.line }
            }
    }

    /// What a screen is made with, which an MVP-C view never names: Domain's services and stores,
    /// the card sync, the camera, and the app's seams and environment.
    static func isService(_ type: String) -> Bool {
        type.hasSuffix("Service") || type.hasSuffix("Store")
            || ["CardSync", "Camera", "Scheduling", "WorkRunning", "AppSeams", "AppEnvironment"].contains(type)
    }

    /// MVP-C: the coordinator navigates and builds screens; a view never navigates, a presenter
    /// never builds a presenter or a view and never reaches the navigation.
    static func mvpcCoordinatorsAloneNavigate(_ files: [SourceFile]) -> [Finding] {
        let mvpc = files.filter { $0.pattern == "MVPC" }
        let views = mvpc.filter { $0.plays("View") }.flatMap { file -> [Finding] in
            let finder = NavigationFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            return finder.calls.map {
                Finding(
                    path: file.path, line: file.line(of: $0.node),
                    rule: "an MVP-C view navigates: its presenter tells the coordinator, which navigates")
            }
        }
        let presenters = mvpc.filter { $0.plays("Presenter") }.flatMap { file -> [Finding] in
            let builds = CallFinder(viewMode: .sourceAccurate) { name in
                (name.hasSuffix("View") || name.hasSuffix("Presenter")) && name.first?.isUppercase == true
            }
            builds.walk(file.tree)
            let navigation = IdentifierFinder(viewMode: .sourceAccurate) { $0 == "navigation" }
            navigation.walk(file.tree)
            return (builds.found + navigation.found).map {
                Finding(
                    path: file.path, line: file.line(of: $0),
                    rule:
                        "an MVP-C presenter builds a screen or navigates: it tells its output what happened, and the coordinator decides what comes next"
                )
            }
        }
        return views + presenters
    }
}

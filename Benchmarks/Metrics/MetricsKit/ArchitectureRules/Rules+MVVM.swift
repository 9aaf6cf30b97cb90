import SwiftSyntax

/// MVVM's own rules: what its roles may and may not do (Variants/README.md's rule table).
extension Rules {
    /// MVVM: a view binds. It reads its view model's state and calls its methods; it never
    /// writes the state (`viewModel.name = text`, `+=` too) nor sends the view model's events
    /// itself (`viewModel.onAlert(…)`): it only sets the event closures it is to hear
    /// (`viewModel.onAlert = …`). A view model's stored state is `private(set)` or private, so
    /// nothing outside it can write it; only its event closures (`on…`) are set from outside.
    static func mvvmViewsBindOnly(_ files: [SourceFile]) -> [Finding] {
        let mvvm = files.filter { $0.pattern == "MVVM" }
        let views = mvvm.filter { $0.plays("View") }.flatMap { file -> [Finding] in
            let finder = ViewModelUseFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            return finder.found.compactMap { use in
                let isEvent =
                    use.name.count > 2 && use.name.hasPrefix("on") && use.name.dropFirst(2).first?.isUppercase == true
                if use.isWritten, !isEvent {
                    return Finding(
                        path: file.path, line: file.line(of: use.node),
                        rule:
                            "an MVVM view writes viewModel.\(use.name): the view model's state is its own; the view calls one of its methods"
                    )
                }
                if use.isCalled, isEvent {
                    return Finding(
                        path: file.path, line: file.line(of: use.node),
                        rule:
                            "an MVVM view sends viewModel.\(use.name) itself: the view model sends its events; the view calls one of its methods"
                    )
                }
                return nil
            }
        }
        let viewModels = mvvm.filter { $0.plays("ViewModel") }.flatMap { file -> [Finding] in
            let finder = VariableFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            return finder.found.filter { variable in
                variable.parent?.is(MemberBlockItemSyntax.self) == true
                    && variable.bindingSpecifier.tokenKind == .keyword(.var)
                    && !variable.modifiers.contains {
                        [.keyword(.private), .keyword(.fileprivate), .keyword(.static)].contains($0.name.tokenKind)
                    }
            }
            .flatMap { variable in
                variable.bindings.compactMap { binding -> Finding? in
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        !name.hasPrefix("on"), !isComputed(binding)
                    else { return nil }
                    return Finding(
                        path: file.path, line: file.line(of: binding),
                        rule:
                            "\(file.name).\(name) can be written from outside: a view model's state is private(set); a view calls its methods"
                    )
                }
            }
        }
        return views + viewModels
    }

    /// A property with a getter of its own stores nothing; one with only `didSet`/`willSet` does.
    static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return false }
        if case .accessors(let accessors) = block.accessors {
            return !accessors.allSatisfy {
                [.keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind)
            }
        }
        return true
    }
}

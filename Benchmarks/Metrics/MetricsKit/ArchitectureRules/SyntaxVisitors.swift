import Foundation
import SwiftSyntax

/// The syntax visitors the rules read a file with, each written once.

/// The navigation calls of a file (`navigation?.push`, `.pop`, `.pop(to:)`), each with the
/// function it is in and whether a closure holds it; a private function's calls count as the
/// protocol methods' that call it.
final class NavigationFinder: SyntaxVisitor {
    struct Call {
        let node: Syntax
        let function: String?
        let inClosure: Bool
    }

    private(set) var calls: [Call] = []
    private var functions: [String] = []
    private var closureDepth = 0
    /// Which functions call which private helpers, to charge a helper's navigation to its callers.
    private var helperCallers: [String: Set<String>] = [:]
    private var helperCalls: [String: [Call]] = [:]
    private var privateFunctions = Set<String>()

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append(node.name.text)
        if node.modifiers.contains(where: {
            $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
        }) {
            privateFunctions.insert(node.name.text)
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        functions.removeLast()
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closureDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        closureDepth -= 1
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), let caller = functions.last {
            helperCallers[callee.baseName.text, default: []].insert(caller)
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            ["push", "pop", "popToRoot", "setRoot"].contains(member.declName.baseName.text),
            member.base?.trimmedDescription.replacingOccurrences(of: "?", with: "").hasSuffix("navigation") == true
        else { return .visitChildren }
        calls.append(Call(node: Syntax(node), function: functions.last, inClosure: closureDepth > 0))
        return .visitChildren
    }

    override func visitPost(_ node: SourceFileSyntax) {
        // A private helper's navigation belongs to the functions that call it.
        calls = calls.flatMap { call -> [Call] in
            guard let function = call.function, privateFunctions.contains(function), !call.inClosure,
                let callers = helperCallers[function], !callers.isEmpty
            else { return [call] }
            return callers.sorted().map { Call(node: call.node, function: $0, inClosure: false) }
        }
    }
}

/// Every variable declaration of a file, wherever it is.
final class VariableFinder: SyntaxVisitor {
    private(set) var found: [VariableDeclSyntax] = []

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}

/// Every import declaration of a file, wherever it is.
final class ImportFinder: SyntaxVisitor {
    private(set) var found: [ImportDeclSyntax] = []

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .skipChildren
    }
}

/// The identifiers of a file that `matches` picks.
final class IdentifierFinder: SyntaxVisitor {
    private let matches: (String) -> Bool
    private(set) var found: [Syntax] = []

    init(viewMode: SyntaxTreeViewMode, matches: @escaping (String) -> Bool) {
        self.matches = matches
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier(let name) = node.tokenKind, matches(name) { found.append(Syntax(node)) }
        return .visitChildren
    }
}

/// The requirements of a `…DataStore` protocol that are no property, with the protocol's name.
/// Also its properties of a function's type, each protocol's property names, and the stored
/// properties of the types that conform to one.
final class DataStoreMethodFinder: SyntaxVisitor {
    private(set) var found: [(store: String, member: Syntax)] = []
    private(set) var functionProperties: [(store: String, name: String, node: Syntax)] = []
    private(set) var requirements: [String: Set<String>] = [:]
    private(set) var conformances: [(type: String, stores: [String], variable: VariableDeclSyntax)] = []

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.name.text.hasSuffix("DataStore") else { return .skipChildren }
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else {
                found.append((node.name.text, Syntax(member.decl)))
                continue
            }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                requirements[node.name.text, default: []].insert(name)
                if Rules.isFunctionType(binding.typeAnnotation?.type) {
                    functionProperties.append((node.name.text, name, Syntax(binding)))
                }
            }
        }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let stores =
            node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription).filter { $0.hasSuffix("DataStore") }
            ?? []
        guard !stores.isEmpty else { return .skipChildren }
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                conformances.append((node.name.text, stores, variable))
            }
        }
        return .skipChildren
    }

}

/// The calls of a file whose function's name `matches` picks: `every(…)`, `app?.every(…)`.
final class CallFinder: SyntaxVisitor {
    private let matches: (String) -> Bool
    private(set) var found: [Syntax] = []

    init(viewMode: SyntaxTreeViewMode, matches: @escaping (String) -> Bool) {
        self.matches = matches
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name =
            node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let name, matches(name) { found.append(Syntax(node)) }
        return .visitChildren
    }
}

/// Member accesses on `base` that are not called: `interactor.mode`, not `interactor.edit()`.
final class StateReadFinder: SyntaxVisitor {
    private let base: String
    private(set) var found: [Syntax] = []

    init(viewMode: SyntaxTreeViewMode, base: String) {
        self.base = base
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let read = node.base?.trimmedDescription.replacingOccurrences(of: "?", with: "").replacingOccurrences(
            of: "!", with: "")
        guard read == base || read == "self." + base else { return .visitChildren }
        let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        if !isCalled { found.append(Syntax(node)) }
        return .visitChildren
    }
}

/// Every `viewModel.x` of a file (`self.viewModel`, `self?.viewModel` too): whether it is
/// written (`=`, `+=`, …) or called.
final class ViewModelUseFinder: SyntaxVisitor {
    struct Use {
        let node: Syntax
        let name: String
        let isWritten: Bool
        let isCalled: Bool
    }

    private(set) var found: [Use] = []

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let base = node.base?.trimmedDescription.replacingOccurrences(of: "?", with: "").replacingOccurrences(
            of: "!", with: "")
        guard base == "viewModel" || base == "self.viewModel" else { return .visitChildren }
        let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        found.append(
            Use(
                node: Syntax(node), name: node.declName.baseName.text, isWritten: Self.isWritten(Syntax(node)),
                isCalled: isCalled))
        return .visitChildren
    }

    /// The left side of `=` or of a compound assignment (`+=`, `-=`, …).
    private static func isWritten(_ node: Syntax) -> Bool {
        if ReadFinder.isAssigned(node) { return true }
        var target = node
        while let parent = target.parent,
            parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
        {
            target = parent
        }
        guard let list = target.parent?.as(ExprListSyntax.self),
            let index = list.index(of: target.cast(ExprSyntax.self))
        else { return false }
        let next = list.index(after: index)
        guard next != list.endIndex, let symbol = list[next].as(BinaryOperatorExprSyntax.self)?.operator.text else {
            return false
        }
        return symbol.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(symbol)
    }
}

/// What a layout-only view must not have: control flow, a ternary, an `await`, a closure
/// assigned (a callback wired), a method that is not static.
final class LogicFinder: SyntaxVisitor {
    private(set) var found: [Syntax] = []

    static func describe(_ node: Syntax) -> String {
        if node.is(IfExprSyntax.self) { return "if" }
        if node.is(GuardStmtSyntax.self) { return "guard" }
        if node.is(SwitchExprSyntax.self) { return "switch" }
        if node.is(ForStmtSyntax.self) || node.is(WhileStmtSyntax.self) || node.is(RepeatStmtSyntax.self) {
            return "a loop"
        }
        if node.is(UnresolvedTernaryExprSyntax.self) || node.is(TernaryExprSyntax.self) { return "a ternary" }
        if node.is(AwaitExprSyntax.self) { return "await" }
        if node.is(ClosureExprSyntax.self) { return "a callback" }
        if let function = node.as(FunctionDeclSyntax.self) { return "\(function.name.text)()" }
        return "logic"
    }

    /// Every branch, loop, ternary and await is logic where it stands: recorded, and its
    /// insides read on.
    private func logic(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        found.append(Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { logic(node) }
    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind { logic(node) }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { logic(node) }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { logic(node) }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { logic(node) }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { logic(node) }
    override func visit(_ node: UnresolvedTernaryExprSyntax) -> SyntaxVisitorContinueKind { logic(node) }
    override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind { logic(node) }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if ReadFinder.isAssigned(Syntax(node).parent.map { Syntax($0) } ?? Syntax(node)) || Self.isAssignedValue(node) {
            found.append(Syntax(node))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) { found.append(Syntax(node)) }
        return .visitChildren
    }

    /// The right side of `x = { … }`.
    private static func isAssignedValue(_ node: ClosureExprSyntax) -> Bool {
        guard let list = node.parent?.as(ExprListSyntax.self), let index = list.index(of: ExprSyntax(node)),
            index != list.startIndex
        else { return false }
        return list[list.index(before: index)].is(AssignmentExprSyntax.self)
    }
}

/// Where a file names one of `entities`, as a type or a value, but for its `ID` (`Player.ID`).
final class EntityNameFinder: SyntaxVisitor {
    private let entities: Set<String>
    private(set) var found: [(node: Syntax, name: String)] = []

    init(viewMode: SyntaxTreeViewMode, entities: Set<String>) {
        self.entities = entities
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        let isItsID = node.parent?.as(MemberTypeSyntax.self)?.name.text == "ID"
        if entities.contains(name), !isItsID { found.append((Syntax(node), name)) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        let member = node.parent?.as(MemberAccessExprSyntax.self)
        let isItsID = member?.base?.id == Syntax(node).id ? member?.declName.baseName.text == "ID" : false
        if entities.contains(name), !isItsID, member?.declName.id != node.id { found.append((Syntax(node), name)) }
        return .visitChildren
    }
}

/// The functions of a file that make one of the kit's types (`moveBinding(…) -> KeyBinding`).
final class KitHelperFinder: SyntaxVisitor {
    private let kitTypes: Set<String>
    private(set) var found: Set<String> = []

    init(viewMode: SyntaxTreeViewMode, kitTypes: Set<String>) {
        self.kitTypes = kitTypes
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let returned =
            node.signature.returnClause?.type.trimmedDescription.trimmingCharacters(
                in: CharacterSet(charactersIn: "[]?")) ?? ""
        if kitTypes.contains(returned) { found.insert(node.name.text) }
        return .skipChildren
    }
}

/// The string literals of a file that hold text: `""` clears a field, it says nothing.
final class StringLiteralFinder: SyntaxVisitor {
    private(set) var found: [StringLiteralExprSyntax] = []

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if !node.segments.trimmedDescription.isEmpty { found.append(node) }
        return .skipChildren
    }
}

/// The stored properties a file declares, and the read-only ones its protocols ask for.
final class PropertyFinder: SyntaxVisitor {
    struct Property {
        let node: Syntax
        let owner: String
        let name: String
        let isPrivate: Bool
        /// A protocol's requirement, read through the protocol or not at all.
        let isRequirement: Bool
    }

    private(set) var properties: [Property] = []
    private var owners: [(name: String, isProtocol: Bool)] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.extendedType.trimmedDescription)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, isProtocol: true)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { owners.removeLast() }

    /// Closures and functions hold locals, not properties.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = owners.last, node.parent?.is(MemberBlockItemSyntax.self) == true else { return .skipChildren }
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        let hasWrapper = node.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "ObservationIgnored"
        }
        let isPrivate = node.modifiers.contains {
            [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) && $0.detail == nil
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if owner.isProtocol {
                // `{ get set }` is set by someone and read by whoever conforms; `{ get }` is there to be read.
                let accessors =
                    binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self).map {
                        Set($0.map(\.accessorSpecifier.text))
                    } ?? []
                if accessors == ["get"] {
                    properties.append(
                        Property(
                            node: Syntax(binding), owner: owner.name, name: name, isPrivate: false, isRequirement: true)
                    )
                }
                continue
            }
            // A computed property is read where it is used, not kept; observers keep a value.
            if let accessors = binding.accessorBlock?.accessors {
                let kinds =
                    accessors.as(AccessorDeclListSyntax.self).map { Set($0.map(\.accessorSpecifier.text)) } ?? ["get"]
                guard kinds.isSubset(of: ["didSet", "willSet"]) else { continue }
            }
            // A type's constants and a property wrapper's options (`@OptionGroup`) answer a
            // protocol of the kit or of ArgumentParser, read outside `Variants/`.
            guard !isStatic, !hasWrapper else { continue }
            properties.append(
                Property(
                    node: Syntax(binding), owner: owner.name, name: name, isPrivate: isPrivate, isRequirement: false))
        }
        return .skipChildren
    }

    private func enter(_ name: String, isProtocol: Bool = false) -> SyntaxVisitorContinueKind {
        owners.append((name, isProtocol))
        return .visitChildren
    }
}

/// The names a file reads: bare (`draft`, `self.draft`) and as members (`store.draft`), leaving
/// out where they are only written (`draft = …`, `store.draft = …`).
final class ReadFinder: SyntaxVisitor {
    private(set) var bareReads = Set<String>()
    private(set) var memberReads = Set<String>()

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // A member's name is the member access's to judge; a base (`request` in `request.run`) is read.
        let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
        if !isMemberName, !Self.isAssigned(Syntax(node)) {
            bareReads.insert(node.baseName.text)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if !Self.isAssigned(Syntax(node)) {
            let name = node.declName.baseName.text
            if node.base?.trimmedDescription == "self" { bareReads.insert(name) } else { memberReads.insert(name) }
        }
        return .visitChildren
    }

    /// A shorthand `if let name {` or `guard let name` reads `name`.
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if node.initializer == nil, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            bareReads.insert(name)
        }
        return .visitChildren
    }

    /// The left side of a plain `=`, optional chaining and all (`view?.status = …`).
    fileprivate static func isAssigned(_ node: Syntax) -> Bool {
        var target = node
        while let parent = target.parent,
            parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
        {
            target = parent
        }
        guard let list = target.parent?.as(ExprListSyntax.self),
            let index = list.index(of: target.cast(ExprSyntax.self))
        else {
            return target.parent?.as(InfixOperatorExprSyntax.self).map {
                $0.leftOperand.id == target.id && $0.operator.is(AssignmentExprSyntax.self)
            } ?? false
        }
        let next = list.index(after: index)
        return next != list.endIndex && list[next].is(AssignmentExprSyntax.self)
    }
}

/// Every type a file names (`any PlayersService`, `[Player]`, `Scheduling?`), where it does.
final class FunctionFinder: SyntaxVisitor {
    private(set) var found: [FunctionDeclSyntax] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}

final class TypeNameFinder: SyntaxVisitor {
    private(set) var found: [(node: Syntax, name: String)] = []

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        found.append((Syntax(node), node.name.text))
        return .visitChildren
    }
}

/// The stored properties of a file's types with their type's name, written or inferred from a
/// constructor (`let list = ListView()`); `nil` when neither says.
final class StoredPropertyTypeFinder: SyntaxVisitor {
    struct Property {
        let node: Syntax
        let name: String
        let type: String?
        /// A `var` with a first value: state kept, not something the view was given.
        let isKeptState: Bool
    }

    private(set) var properties: [Property] = []

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.parent?.is(MemberBlockItemSyntax.self) == true,
            !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
        else { return .skipChildren }
        for binding in node.bindings where binding.accessorBlock == nil {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let written = binding.typeAnnotation.map {
                $0.type.trimmedDescription.replacingOccurrences(of: "?", with: "")
            }
            let inferred = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(
                DeclReferenceExprSyntax.self)?.baseName.text
            let isKeptState =
                node.bindingSpecifier.tokenKind == .keyword(.var) && binding.initializer != nil && inferred == nil
            properties.append(
                Property(node: Syntax(binding), name: name, type: written ?? inferred, isKeptState: isKeptState))
        }
        return .skipChildren
    }
}

/// In each type that conforms to `Reducer`: its stored properties, and every use of one in its
/// functions that is not inside a closure.
final class ReducerServiceUses: SyntaxVisitor {
    private(set) var outsideEffects: [(name: String, node: Syntax)] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let conformances = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard conformances.contains(where: { $0 == "Reducer" || $0.hasPrefix("Reducer<") }) else {
            return .visitChildren
        }
        let services = Set(
            node.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
                .filter { variable in !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) } }
                .flatMap { $0.bindings.compactMap(Self.serviceName) })
        // A static function has no services of its own: it is handed them, by an effect (naming
        // them to hand them over in the reducer's own code is caught there).
        for function in node.memberBlock.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
        where !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
            guard let body = function.body else { continue }
            for token in body.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, services.contains(name),
                    !Self.isMemberOfAnotherValue(token), !Self.isInClosure(token)
                else {
                    continue
                }
                outsideEffects.append((name, Syntax(token)))
            }
        }
        return .skipChildren
    }

    /// The name of a stored property of a protocol type (`let players: any PlayersService`): a service.
    private static func serviceName(_ binding: PatternBindingSyntax) -> String? {
        guard binding.accessorBlock == nil, let type = binding.typeAnnotation?.type, type.is(SomeOrAnyTypeSyntax.self)
        else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// Whether `token` is a member of something other than `self` — `state.players` is state.
    private static func isMemberOfAnotherValue(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
            let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id
        else { return false }
        return member.base?.trimmedDescription != "self"
    }

    /// Whether `token` is inside a closure — an effect's work — other than a `Task`'s, which
    /// would run the work outside any effect.
    private static func isInClosure(_ token: TokenSyntax) -> Bool {
        var node = token.parent
        while let current = node {
            if current.is(ClosureExprSyntax.self) { return !isTaskBody(current) }
            if current.is(FunctionDeclSyntax.self) { return false }
            node = current.parent
        }
        return false
    }

    private static func isTaskBody(_ closure: Syntax) -> Bool {
        var node = closure.parent
        while let current = node, !current.is(FunctionCallExprSyntax.self) { node = current.parent }
        let callee = node?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
        return callee == "Task" || callee == "Task.detached"
    }
}

/// Inside the types named `State` and `Action` (and the types nested in them): stored
/// properties and associated values of a function's type or a service's, and classes.
final class StateAndActionMembers: SyntaxVisitor {
    private(set) var found: [(owner: String, what: String, node: Syntax)] = []
    private var owners: [String] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text)
    }

    override func visitPost(_ node: StructDeclSyntax) {
        leave(node.name.text)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text)
    }

    override func visitPost(_ node: EnumDeclSyntax) {
        leave(node.name.text)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let owner = owners.first { found.append((owner, "a class, \(node.name.text)", Syntax(node))) }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = owners.first else { return .skipChildren }
        for binding in node.bindings where binding.accessorBlock == nil {
            let name = binding.pattern.trimmedDescription
            if let type = binding.typeAnnotation?.type, let what = Self.describe(type) {
                found.append((owner, "\(name), \(what)", Syntax(binding)))
            } else if binding.initializer?.value.is(ClosureExprSyntax.self) == true {
                found.append((owner, "\(name), a closure", Syntax(binding)))
            }
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseParameterSyntax) -> SyntaxVisitorContinueKind {
        if let owner = owners.first, let what = Self.describe(node.type) {
            found.append((owner, "a case with \(what)", Syntax(node)))
        }
        return .skipChildren
    }

    /// Entered types are tracked only from a `State` or an `Action` down.
    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        if !owners.isEmpty || name == "State" || name == "Action" { owners.append(name) }
        return .visitChildren
    }

    private func leave(_ name: String) {
        if owners.last == name { owners.removeLast() }
    }

    /// "a closure" or "a service (X)" for a type that is one, seen through optionals and arrays.
    private static func describe(_ type: TypeSyntax) -> String? {
        if type.is(FunctionTypeSyntax.self) { return "a closure" }
        if let attributed = type.as(AttributedTypeSyntax.self) { return describe(attributed.baseType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return describe(optional.wrappedType) }
        if let array = type.as(ArrayTypeSyntax.self) { return describe(array.element) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return describe(only.type)
        }
        let name = type.trimmedDescription.replacingOccurrences(of: "any ", with: "")
        return Rules.isServiceType(name) ? "a service (\(name))" : nil
    }
}

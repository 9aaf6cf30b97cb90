/// What one Swift file holds, counted from its syntax tree.
public struct FileMetrics: Codable, Hashable, Sendable {
    public var path: String
    /// Lines with code on them: blank lines and comment-only lines are not counted; a line a
    /// multi-line string covers is.
    public var codeLines: Int
    /// Classes, structs, enums and actors (extensions are not types of their own).
    public var types: Int
    public var protocols: Int
    public var functions: [FunctionMetrics]
    /// Swift Testing `@Test` functions and XCTest `test…` methods.
    public var tests: Int

    public init(path: String, codeLines: Int, types: Int, protocols: Int, functions: [FunctionMetrics], tests: Int) {
        self.path = path
        self.codeLines = codeLines
        self.types = types
        self.protocols = protocols
        self.functions = functions
        self.tests = tests
    }
}

/// One function, initializer or deinitializer.
public struct FunctionMetrics: Codable, Hashable, Sendable {
    public var name: String
    /// Code lines of its body and signature.
    public var codeLines: Int
    /// McCabe: 1, plus one for each branch (if, guard, while, repeat, for, case, catch, ?:, &&, ||).
    public var complexity: Int

    public init(name: String, codeLines: Int, complexity: Int) {
        self.name = name
        self.codeLines = codeLines
        self.complexity = complexity
    }
}

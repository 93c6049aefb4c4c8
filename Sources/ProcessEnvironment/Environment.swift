/// Environment variables by name: the few a program reads, not the whole
/// environment.
///
/// A list rather than a `[String: String]`: a program's first dictionary
/// keyed by strings makes the Swift runtime scan every conformance record
/// in the binary for `String: Hashable`, a cost each start would pay for a
/// handful of variables (Sources/Benchmark/README.md, "Start-up").
public struct Environment: Sendable, ExpressibleByDictionaryLiteral, CustomStringConvertible {
  /// One variable and its value.
  private struct Variable: Sendable {
    let name: String
    var value: String
  }

  private var variables: [Variable] = []

  /// An environment with no variables set.
  public init() {}

  /// An environment with these variables set; a name given twice keeps its last value.
  ///
  /// - Parameter elements: Names and values, as in `["HOME": "/home/ana"]`.
  public init(dictionaryLiteral elements: (String, String)...) {
    for (name, value) in elements { self[name] = value }
  }

  /// An environment with the variables of `pairs`, such as a process's
  /// whole environment (`ProcessInfo.processInfo.environment`); a name
  /// given twice keeps its last value.
  ///
  /// - Parameter pairs: Names and their values.
  public init(_ pairs: some Sequence<(key: String, value: String)>) {
    for (name, value) in pairs { self[name] = value }
  }

  /// The variables as `NAME=value`, in the order they were set.
  public var description: String {
    "[" + variables.map { "\($0.name)=\($0.value)" }.joined(separator: ", ") + "]"
  }

  /// The value of the variable `name`, or `nil` when it is not set;
  /// setting `nil` unsets it.
  ///
  /// - Parameter name: The variable's name, compared exactly (`HOME`).
  public subscript(name: String) -> String? {
    get { variables.first { $0.name == name }?.value }
    set {
      let index = variables.firstIndex { $0.name == name }
      switch (index, newValue) {
      case (let index?, let value?): variables[index].value = value
      case (let index?, nil): variables.remove(at: index)
      case (nil, let value?): variables.append(Variable(name: name, value: value))
      case (nil, nil): break
      }
    }
  }
}

/// Which arguments and environment values were not valid UTF-8.
///
/// The entry point reads them as bytes and hands them on decoded, with
/// U+FFFD for the bytes that are not UTF-8; this says which ones those are,
/// so that a path among them is refused instead of being rewritten into
/// another path.
public struct UndecodableInput: Sendable, Equatable {
  /// Positions in the arguments (without the program name) of those that are not UTF-8.
  public var arguments: Set<Int>
  /// Names of the environment variables whose values are not UTF-8.
  public var variables: Set<String>

  /// Records arguments and variables that are not UTF-8.
  ///
  /// - Parameters:
  ///   - arguments: Positions in the arguments (without the program name).
  ///   - variables: Names of environment variables.
  public init(arguments: Set<Int> = [], variables: Set<String> = []) {
    self.arguments = arguments
    self.variables = variables
  }
}

import GemCore
import TerminalRendering

/// What an option means: how its value is read and which field of the
/// invocation it sets.
///
/// Each option of the command table carries its parser, so the argument
/// parser applies options without knowing any of them. The kinds below
/// serve most options; those about gem properties are in
/// `OptionParser+Properties.swift`.
struct OptionParser: Sendable {
  /// The function that reads `value` (empty for a flag), given to `option`,
  /// into `invocation`; its errors are usage errors that name the option.
  typealias Apply =
    @Sendable (_ value: String, _ option: OptionSpec, _ invocation: inout Invocation) throws(RaygemError) -> Void

  /// Reads a value into an invocation.
  let apply: Apply

  init(_ apply: @escaping Apply) {
    self.apply = apply
  }

  /// A flag, which sets `field`.
  static func flag(_ field: WritableKeyPath<Invocation, Bool> & Sendable) -> Self {
    Self { _, _, invocation in invocation[keyPath: field] = true }
  }

  /// One of the option's choices, in any letter case (`--format JSON`).
  static func choice<Value: RawRepresentable<String> & Sendable>(
    _ field: WritableKeyPath<Invocation, Value?> & Sendable
  ) -> Self {
    Self { value, option, invocation throws(RaygemError) in
      invocation[keyPath: field] = try choice(Value.self, value, option: option)
    }
  }

  /// A whole number of 1 or more; given twice, the last.
  static func count(_ field: WritableKeyPath<Invocation, Int?> & Sendable) -> Self {
    Self { value, option, invocation throws(RaygemError) in
      // Digits only, as numbers everywhere else: Int("+2") would take a sign. Digits past
      // what an Int holds ask for more than any catalog has, that is, for all of them.
      let isDigits = !value.isEmpty && value.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
      let count = isDigits ? Int(value) ?? Int.max : 0
      guard count > 0 else {
        throw .usage("option '--\(option.long)' needs a whole number of 1 or more, not '\(Echo.of(value))'")
      }
      // A setting given twice takes the last, as --format does: an alias's default can be overridden.
      invocation[keyPath: field] = count
    }
  }

  /// A file name, which must not be empty; given twice, refused, as which
  /// file was meant cannot be told.
  static func fileName(_ field: WritableKeyPath<Invocation, String?> & Sendable) -> Self {
    Self { value, option, invocation throws(RaygemError) in
      guard !value.isEmpty else { throw .usage("option '--\(option.long)' needs a file name") }
      guard invocation[keyPath: field] == nil else { throw .usage("option '--\(option.long)' given twice") }
      invocation[keyPath: field] = value
    }
  }

  /// Comma-separated output fields; given twice, the last list.
  static func fields(_ field: WritableKeyPath<Invocation, [OutputField]?> & Sendable) -> Self {
    Self { value, option, invocation throws(RaygemError) in
      guard value.contains(where: { $0 != "," && !$0.isWhitespace }) else {
        throw .usage("option '--\(option.long)' needs at least one field")
      }
      invocation[keyPath: field] = try OutputField.parseList(value)
    }
  }

  /// `value` as one of `Value`'s raw values, in any letter case, or a usage
  /// error that suggests one of the option's choices.
  static func choice<Value: RawRepresentable<String>>(
    _ type: Value.Type, _ value: String, option: OptionSpec
  ) throws(RaygemError) -> Value {
    guard let parsed = Value(rawValue: value.lowercased()) else {
      throw .usage(Suggestion.unknown("--\(option.long) value", value, among: option.choices))
    }
    return parsed
  }
}

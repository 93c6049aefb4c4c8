import GemCore

/// A field that `--fields` can name: every fact of ``GemFact/all``, in its
/// order, plus `favorite`.
enum OutputField: Sendable, Hashable {
  /// A catalog fact.
  case fact(GemFact)
  /// Whether the gem is one of the user's favorites.
  case favorite

  /// Every field, in the order help and JSON list them.
  static let allCases: [OutputField] = GemFact.all.map { .fact($0) } + [.favorite]

  /// The columns a table shows by default.
  static let tableDefaults = named([
    "favorite", "name", "species", "color", "hardness", "specificGravity", "refractiveIndex",
  ])
  /// The columns of `browse`'s list by default: the favorite, the name, the
  /// colour with its swatch, and the species (the constants are in the detail
  /// beside or behind it).
  static let browseDefaults = named(["favorite", "name", "color", "species"])
  /// The fields plain, tsv and csv rows show by default.
  static let rowDefaults = named([
    "id", "name", "species", "color", "hardness", "specificGravity", "refractiveIndex", "favorite",
  ])
  /// The fields `favorite` reports in machine-readable formats.
  static let favoriteReportDefaults = named(["id", "name", "favorite"])

  /// Every field `detail` shows of `gem` by default: each but the facts
  /// written only where known that it lacks.
  static func every(for gem: Gem) -> [OutputField] {
    allCases.filter { field in
      guard field.isWrittenOnlyWhereKnown, case .fact(let fact) = field else { return true }
      return gem.has(fact)
    }
  }

  /// Whether output that shows every field by default leaves this one out
  /// for a gem that lacks it (``GemFact/isWrittenWhenAbsent``), so that a
  /// catalog without the bench facts prints as it did before they existed.
  var isWrittenOnlyWhereKnown: Bool {
    guard case .fact(let fact) = self else { return false }
    return !fact.isWrittenWhenAbsent
  }

  private static func named(_ keys: [String]) -> [OutputField] {
    keys.compactMap(OutputField.init(rawValue:))
  }

  /// The field whose key is `rawValue`, as `--fields` names it.
  init?(rawValue: String) {
    if rawValue == "favorite" {
      self = .favorite
    } else if let fact = GemFact.named(rawValue) {
      self = .fact(fact)
    } else {
      return nil
    }
  }

  /// The key: the catalog's, or `favorite`.
  var rawValue: String {
    switch self {
    case .fact(let fact): return fact.key
    case .favorite: return "favorite"
    }
  }

  /// The column title in a table.
  var title: String {
    switch self {
    case .fact(let fact): return fact.heading
    case .favorite: return "♥"
    }
  }

  /// Numbers line up on the right in a table.
  var isNumeric: Bool {
    guard case .fact(let fact) = self else { return false }
    return fact.kind.isMeasured
  }

  /// Parses a `--fields` value such as `name,hardness`.
  ///
  /// - Parameter list: Comma-separated field names; spaces around names
  ///   and empty items are ignored.
  /// - Returns: The fields in the order given, without repeats.
  /// - Throws: ``RaygemError/usage(_:)`` for an unknown name, suggesting
  ///   the closest field (the fact's key for a filter option's name: `sg`).
  static func parseList(_ list: String) throws(RaygemError) -> [OutputField] {
    // Empty items (`name,,id`) are passed over, as in the other comma lists.
    let names = list.split(separator: ",").map { $0.trimming { $0 == " " } }.filter { !$0.isEmpty }
    return try names.map { (name) throws(RaygemError) in
      guard let field = OutputField(rawValue: name) else {
        // An option's name for a fact (`sg`) is met with the fact's key, which --fields takes.
        if let fact = GemFact.filtered(by: name.lowercased()) {
          throw .usage("unknown field '\(Echo.of(name))' (did you mean '\(fact.key)'?)")
        }
        throw .usage(Suggestion.unknown("field", name, among: allCases.map(\.rawValue)))
      }
      return field
    }.namedOnce
  }
}

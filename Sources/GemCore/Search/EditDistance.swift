/// The one edit-distance helper of raygem, with its one named threshold.
///
/// The distance is the optimal string alignment distance: the fewest
/// insertions, deletions, substitutions and swaps of two adjacent
/// characters that turn one text into the other, where no character is
/// edited twice. Swaps count once because swapped neighbours (`lsit` for
/// `list`) are the most common typing slip. The CLI uses this helper for
/// unknown commands, options and `--fields` names, and ``GemSearch`` uses
/// it for gem-name suggestions.
public enum EditDistance {
  /// The edit distance between two texts, compared exactly as given.
  ///
  /// Texts are compared by `Character`, so `é` written as one scalar or as
  /// `e` plus a combining accent is one character. Fold first (see
  /// ``TextFolding/fold(_:)``) to ignore case and punctuation.
  ///
  /// - Parameters:
  ///   - a: One text.
  ///   - b: The other text.
  /// - Returns: The optimal string alignment distance, from 0 (equal) to
  ///   the length of the longer text.
  public static func between(_ a: String, _ b: String) -> Int {
    let first = Array(a)
    let second = Array(b)
    let longest = max(first.count, second.count)
    return distance(first, second, bound: longest) ?? longest
  }

  /// The largest distance at which a text still counts as a slip for
  /// another: the suggestion threshold.
  ///
  /// The rule scales with the length of what the user typed: nothing for
  /// one or two characters (every short word is near every other), 1 for
  /// 3 and 4 characters (`lsit` → `list`), 2 for 5 to 8 characters
  /// (`hardnes` → `hardness`, `saphire` → `sapphire`), and 3 beyond
  /// (`paraiba turmalin` → `paraiba tourmaline`).
  ///
  /// - Parameter length: The length in characters of the folded query.
  /// - Returns: The threshold, from 0 to 3.
  public static func maximumDistance(forLength length: Int) -> Int {
    switch length {
    case ...2: return 0
    case 3...4: return 1
    case 5...8: return 2
    default: return 3
    }
  }

  /// The candidates that a mistyped text most likely meant.
  ///
  /// The query and each candidate are folded with ``TextFolding/fold(_:)``
  /// first, so case, accents and punctuation do not count (`--SORT` is at
  /// distance 0 from `--sort`), and a candidate is kept when its distance is
  /// within ``maximumDistance(forLength:)`` of the folded query's length.
  ///
  /// - Parameters:
  ///   - query: What the user typed: a command, an option, a field name.
  ///   - candidates: The valid spellings, in their preferred order.
  ///   - limit: The most candidates to return.
  /// - Returns: Up to `limit` candidates as given, closest first, ties in
  ///   candidate order; empty when none is close or the query folds to
  ///   nothing.
  public static func closest(to query: String, among candidates: [String], limit: Int = 1) -> [String] {
    let folded = Array(TextFolding.fold(query))
    guard !folded.isEmpty, limit > 0 else { return [] }
    let threshold = maximumDistance(forLength: folded.count)
    var near: [(distance: Int, position: Int)] = []
    for (position, candidate) in candidates.enumerated() {
      let foldedCandidate = Array(TextFolding.fold(candidate))
      guard !foldedCandidate.isEmpty else { continue }
      if let found = distance(folded, foldedCandidate, bound: threshold) {
        near.append((found, position))
      }
    }
    near.sort { ($0.distance, $0.position) < ($1.distance, $1.position) }
    return near.prefix(limit).map { candidates[$0.position] }
  }
}

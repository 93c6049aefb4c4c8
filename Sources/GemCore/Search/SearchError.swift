/// Why a search query was refused.
public enum SearchError: Error, Equatable, Sendable {
  /// The query folds to nothing: it is empty, blank, or only punctuation.
  ///
  /// This is a usage error, never "match everything".
  case emptyQuery
}

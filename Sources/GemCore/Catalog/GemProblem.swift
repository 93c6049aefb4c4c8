/// A problem found while decoding one gem; the catalog decoder adds the
/// gem's index and the catalog's name to it.
struct GemProblem: Error {
  var name: String?
  var key: String
  var problem: String
}

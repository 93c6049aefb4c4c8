/// The commands raygem understands, in the order help lists them.
enum CommandName: String, Sendable, CaseIterable {
  case list, search, detail, favorites, favorite, help, completions, manual
}

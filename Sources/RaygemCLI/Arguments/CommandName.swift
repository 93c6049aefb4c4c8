/// The commands raygem understands, in the order help lists them.
enum CommandName: String, Sendable, CaseIterable {
  case list, search, detail, compare, identify, favorites, favorite, browse, help, completions, manual, schema
}

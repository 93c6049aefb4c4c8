/// Every option raygem parses, by its long name without the dashes.
///
/// The command table gives each its spellings and help; the parser's one
/// exhaustive switch gives each its meaning.
enum OptionName: String, Sendable, CaseIterable {
  case catalog, format, fields, color, help, version, quiet
  case sort, reverse, limit
  case hardness, sg, ri, birefringence, dispersion, otl
  case system, optic, origin, species, transparency
}

/// An option's long name without the dashes (`sort` for `--sort`).
///
/// The command table declares each option under its name, with the parser
/// that gives it its meaning. The names below are those that code outside
/// the table refers to, in a message or a check; an option needs none.
struct OptionName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  let rawValue: String

  init(rawValue: String) {
    self.rawValue = rawValue
  }

  init(stringLiteral value: String) {
    self.rawValue = value
  }

  static let catalog: Self = "catalog"
  static let format: Self = "format"
  static let fields: Self = "fields"
  static let color: Self = "color"
  static let hue: Self = "hue"
  static let longWave: Self = "lw"
  static let shortWave: Self = "sw"
  static let help: Self = "help"
  static let noPager: Self = "no-pager"
  static let version: Self = "version"
  static let species: Self = "species"
  static let transparency: Self = "transparency"
  static let ri: Self = "ri"
  static let overTheLimit: Self = "otl"
  static let optic: Self = "optic"
  static let spectrum: Self = "spectrum"
}

import GemCore
import TerminalRendering

/// One value of a row, typed: what a row shows, not how it prints.
///
/// List printers hand rows of these to a ``RowLayout``, which decides how
/// each kind prints for people (a table), in separated values and in JSON,
/// in one place (`RowLayout+Values.swift`).
enum CellValue: Sendable {
  /// Nothing: an empty cell; JSON `null`, or `[]` in place of a list. A
  /// value the catalog leaves unsaid that the bench still reads (a singly
  /// refractive gem's birefringence) is `saidAs` a word to people, `none`.
  case absent(isList: Bool, saidAs: String? = nil)
  /// Text in a role (names in bold for people); a JSON string.
  case text(String, role: TextRole = .plain)
  /// Text already styled for people (a fit's mark); programs get its plain text.
  case styled(StyledText)
  /// A chemical formula: digits as subscripts for people, as written for programs.
  case formula(String)
  /// A measured value or range: `7–7.5` with the fact's `decimals` for
  /// people, `7-7.5` in shortest form for programs, `{"min", "max"}` in
  /// JSON; a typical value follows (`7–7.5 (typical 7.2)`, `"typical"`).
  case measured(PropertyRange, decimals: Int?)
  /// A number in shortest form (a rank, a score).
  case number(Double)
  /// A reading's signed distance from a range: `+0.030` with `decimals`,
  /// a JSON number to six decimals.
  case deviation(Double, decimals: Int?)
  /// Several texts, joined with `separator` as text; a JSON array.
  case list([String], separator: String = ", ")
  /// A colour: its swatch (in colour) and name for people, its name for
  /// programs, `{"name", "hex"}` in JSON.
  case color(GemColor)
  /// Pleochroism: `strong: red, orange`; `{"strength", "colors"}` in JSON.
  case pleochroism(Pleochroism)
  /// Fluorescence: `LW strong red; SW inert`; `{"longWave", "shortWave", "note"}` in JSON.
  case fluorescence(Fluorescence)
  /// A spectrum: `lines 694 nm strong; bands 540–580 nm moderate`;
  /// `{"lines", "bands", "note"}` in JSON.
  case spectrum(Spectrum)
  /// Whether a gem is a favorite: `♥` or nothing for people, `true`/`false` for programs.
  case favorite(Bool)
  /// A yes or no: `true`/`false`.
  case bool(Bool)
  /// Named values nested in one, written as a JSON object everywhere.
  case object([(key: String, value: CellValue)])
  /// Values nested in one, written as a JSON array everywhere.
  case array([CellValue])
}

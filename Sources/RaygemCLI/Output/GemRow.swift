import GemCore
import TerminalRendering

/// The row every gem list shows: one cell a selected field, holding only
/// the form its output format prints.
struct GemRow: Rendering {
  let gem: Gem
  let fields: [OutputField]
  let isFavorite: Bool
  let format: OutputFormat
  var colored = false

  func draw(in canvas: inout Canvas) {
    for field in fields {
      field.cell(for: gem, isFavorite: isFavorite, format: format, colored: colored).draw(in: &canvas)
    }
  }
}

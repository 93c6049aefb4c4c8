import GemCore
import TerminalRendering

/// The row every gem list shows: one cell a selected field.
struct GemRow: Rendering {
  let gem: Gem
  let fields: [GemField]
  let isFavorite: Bool
  let colored: Bool

  func draw(in canvas: inout Canvas) {
    for field in fields {
      field.cell(for: gem, isFavorite: isFavorite, colored: colored).draw(in: &canvas)
    }
  }
}

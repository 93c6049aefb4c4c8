import BundledCatalog
import GemCore
import TerminalRendering
import Testing

@testable import RaygemCLI

/// A gem's row written from its record in place is the row its typed values write.
@Suite("Gem cells")
struct GemCellsTests {
  private static let hostile = [
    Gem(id: "x", name: "Bad\u{1B}[31mName, \"quoted\"") {
      $0[.species] = "tab\there"
      $0[.aliases] = ["a\\b", "c,d", "\u{2028}"]
      $0[.opticCharacter] = .uniaxial
    },
    Gem(id: "y", name: "Paraíba © 翡翠"),
  ]

  private func written(_ gems: [Gem], layout: RowLayout, asCells: Bool) -> String {
    let fields = OutputField.allCases
    guard asCells else {
      return RowList(gems, columns: fields.map(\.column), layout: layout) { gem in
        // JSON keeps a range's typical value; a separated row shows its bounds.
        fields.map { field in
          guard case .separated = layout else { return field.value(for: gem, isFavorite: gem.id == "ruby") }
          return field.rowValue(for: gem, isFavorite: gem.id == "ruby")
        }
      }.text(width: 80)
    }
    return RowList(
      gems, columns: fields.map(\.column), layout: layout,
      cells: { GemCells(gem: $0, fields: fields, isFavorite: $0.id == "ruby") }, extraContent: Group([])
    ).text(width: 80)
  }

  @Test(
    "every bundled gem and hostile text write the same rows either way",
    arguments: [RowLayout.jsonArray, .jsonLines, .separated(.plain), .separated(.tsv), .separated(.csv)])
  func cellsAgreeWithValues(layout: RowLayout) {
    let gems = Array(Catalog.bundled.gems) + Self.hostile
    let typed = written(gems, layout: layout, asCells: false)
    #expect(written(gems, layout: layout, asCells: true) == typed)
    #expect(typed.contains("Bad\u{FFFD}[31mName") || typed.contains(#"Bad\u001B[31mName"#))
  }

  @Test("a list is written from the record as a JSON array")
  func listFromRecord() throws {
    let ruby = try #require(Catalog.bundled.gems.first { $0.id == "ruby" })
    let fields = try OutputField.parseList("transparency,misnomers,opticCharacter")
    let cells = GemCells(gem: ruby, fields: fields, isFavorite: false)
    var canvas = Canvas(width: 80)
    canvas.appendTrustedLine { line in
      for column in 0..<cells.count { cells.appendJSON(column, to: &line) }
    }
    #expect(canvas.text(colored: false) == #"["transparent","translucent"][]"uniaxial""# + "\n")
  }
}

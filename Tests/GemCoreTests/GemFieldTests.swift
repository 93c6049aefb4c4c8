import Foundation
import Testing

@testable import GemCore

@Suite("Gem facts, declared once")
struct GemFieldTests {
  /// The catalog table of Resources/README.md is the fact table's, row
  /// for row: each key in order, with its shape and meaning, so the table
  /// is checked, not copied by hand.
  @Test func factsFollowTheCatalogFormatTable() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Resources/README.md")
    let rows = try String(contentsOf: readme, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("| `") }
    let keys = rows.map { $0.dropFirst(3).prefix { $0 != "`" } }
    #expect(GemFact.all.map(\.key) == keys.map(String.init))
    #expect(rows.map(String.init) == GemFact.all.map { "| `\($0.key)` | \($0.kind.shape) | \($0.meaning) |" })
    #expect(keys.first == "id" && keys.last == "sources")
    #expect(GemFact.all.enumerated().allSatisfy { $0.offset == $0.element.ordinal })
  }

  @Test func aFactIsFoundByItsExactKeyOnly() {
    #expect(GemFact.all.allSatisfy { GemFact.named($0.key) == $0 })
    #expect(GemFact.named("specificGravity")?.ordinal == 17)
    #expect(GemFact.named("SpecificGravity") == nil)
    #expect(GemFact.named("sg") == nil)
    #expect(GemFact.named("") == nil)
  }

  /// Every typed handle names a declared fact whose kind holds its type.
  @Test func everyTypedFieldNamesADeclaredFactOfItsKind() {
    func check<Value>(_ field: GemField<Value>, _ key: String, _ sample: Value) {
      #expect(field.fact.key == key)
      var gem = Gem(id: "x", name: "X")
      gem[field] = sample
      #expect(gem[field.fact] == sample.fieldValue, "\(key)")
    }
    check(.aliases, "aliases", ["a"])
    check(.polariscope, "polariscope", ["aggregate"])
    check(.misnomers, "misnomers", ["a"])
    check(.syntheticOf, "syntheticOf", ["a"])
    check(.imitates, "imitates", ["a"])
    check(.treatments, "treatments", ["heat"])
    check(.localities, "localities", ["Myanmar"])
    check(.sources, "sources", ["a"])
    check(.species, "species", "Corundum")
    check(.summary, "summary", "Red.")
    check(.formula, "formula", "Al2O3")
    check(.cleavage, "cleavage", "none")
    check(.fracture, "fracture", "conchoidal")
    check(.luster, "luster", "vitreous")
    check(.hardness, "hardness", PropertyRange(9))
    check(.specificGravity, "specificGravity", PropertyRange(4))
    check(.refractiveIndex, "refractiveIndex", PropertyRange(min: 1.762, max: 1.770))
    check(.birefringence, "birefringence", PropertyRange(0.008))
    check(.origin, "origin", .synthetic)
    check(.crystalSystem, "crystalSystem", .trigonal)
    check(.opticCharacter, "opticCharacter", .uniaxial)
    check(.opticSign, "opticSign", .negative)
    check(.toughness, "toughness", .excellent)
    check(.transparency, "transparency", [.transparent])
    check(.color, "color", GemColor(name: "red", hex: "#E0115F"))
    check(.pleochroism, "pleochroism", Pleochroism(strength: .strong, colors: ["red"]))
    check(.fluorescence, "fluorescence", Fluorescence(longWave: "strong red"))
    check(.spectrum, "spectrum", Spectrum(lines: [.init(694, .strong)]))
    check(.inclusions, "inclusions", ["silk"])
  }

  @Test func anAbsentOriginIsNatural() {
    let gem = Gem(id: "x", name: "X")
    #expect(gem[.origin] == nil)
    #expect(gem.origin == .natural)
    #expect(gem.valueOrDefault(GemField.origin.fact) == .text("natural"))
  }

  @Test func theIdAndNameAreFactsToo() {
    var gem = Gem(id: "ruby", name: "Ruby")
    #expect(gem[GemFact.all[0]] == .text("ruby"))
    gem[GemFact.all[1]] = .text("Red Ruby")
    #expect(gem.name == "Red Ruby")
    gem[GemFact.all[1]] = nil
    #expect(gem.name == "Red Ruby")
  }
}

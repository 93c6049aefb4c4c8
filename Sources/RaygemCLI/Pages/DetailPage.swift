import GemCore
import TerminalRendering

/// The `detail` page for people: the name, a line of classification, the
/// summary, then every fact with its unit.
struct DetailPage: Rendering {
  let gem: Gem
  let isFavorite: Bool
  let fields: [GemField]
  let colored: Bool

  var body: Group {
    Group {
      heading
      if let classification = classification { Line(classification, role: .muted) }
      if fields.contains(.summary), let summary = gem.summary {
        BlankLine()
        Paragraph(summary)
      }
      BlankLine()
      FactList(fields.compactMap(fact))
    }
  }

  func draw(in canvas: inout Canvas) {
    body.draw(in: &canvas)
  }

  private var heading: StyledText {
    var text = StyledText(gem.name, role: .name)
    if isFavorite { text.append("  ♥ favorite", role: .favorite) }
    return text
  }

  private var classification: String? {
    let parts = [gem.species, gem.crystalSystem.map { "\($0.rawValue) crystal system" }].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  private func fact(_ field: GemField) -> FactList.Fact? {
    let value = field.text(for: gem, isFavorite: isFavorite, colored: colored)
    switch field {
    case .summary: return nil
    case .name: return nil
    case .favorite: return FactList.Fact("Favorite", StyledText(isFavorite ? "yes" : "no"))
    case .hardness: return FactList.Fact("Hardness", withUnit(value, "Mohs"))
    case .specificGravity: return FactList.Fact("Specific gravity", withUnit(value, "g/cm³"))
    case .refractiveIndex: return FactList.Fact("Refractive index", value)
    case .color:
      var text = value
      if let hex = gem.color?.hex { text.append("  " + hex.uppercased(), role: .muted) }
      return FactList.Fact("Color", text)
    default: return FactList.Fact(field.title, value)
    }
  }

  private func withUnit(_ value: StyledText, _ unit: String) -> StyledText {
    guard !value.isEmpty else { return value }
    var text = value
    text.append(" " + unit, role: .muted)
    return text
  }
}

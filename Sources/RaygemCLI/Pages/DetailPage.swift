import GemCore
import TerminalRendering

/// The `detail` page for people, laid out like an identification sheet:
/// the name, its classification and summary, then the facts grouped as
/// identification, durability, appearance, origin, look-alikes, names and
/// sources.
struct DetailPage: Rendering {
  let gem: Gem
  let isFavorite: Bool
  let fields: [OutputField]
  let colored: Bool
  /// The gems the look-alikes section names.
  let lookAlikes: LookAlikes
  /// The stone drawn above the name, on a colour terminal.
  var picture: GemPicture? = nil

  /// The gems related to the shown one.
  struct LookAlikes {
    /// Synthetics of the gem.
    var synthetics: [Gem] = []
    /// Materials that imitate it.
    var imitations: [Gem] = []
    /// Gems it imitates.
    var imitated: [Gem] = []
    /// Natural gems it is a synthetic of.
    var naturals: [Gem] = []

    /// The look-alikes of `gem` in `catalog`.
    init(of gem: Gem, in catalog: Catalog) {
      synthetics = catalog.synthetics(of: gem)
      imitations = catalog.imitations(of: gem)
      imitated = catalog.gems(withIDs: gem[.imitates] ?? [])
      naturals = catalog.gems(withIDs: gem[.syntheticOf] ?? [])
    }

    /// The look-alikes of `gem` in `catalog`, its reverse links looked up
    /// in `relations` built beforehand.
    init(of gem: Gem, in catalog: Catalog, relations: CatalogRelations) {
      synthetics = relations.synthetics(of: gem)
      imitations = relations.imitations(of: gem)
      imitated = catalog.gems(withIDs: gem[.imitates] ?? [])
      naturals = catalog.gems(withIDs: gem[.syntheticOf] ?? [])
    }

    /// No look-alikes.
    init() {}
  }

  /// Sections in the order an identification sheet reads; the names come
  /// after the look-alikes, since the heading already names the gem.
  private static let sectionOrder: [FactSection] = [
    .identification, .durability, .appearance, .origin, .lookAlikes, .names, .references,
  ]

  /// Facts the heading and classification line show, so no section repeats them.
  private static let shownAbove: Set<String> = ["name", "species", "crystalSystem", "formula", "summary"]

  var body: Group {
    if let picture {
      picture
      BlankLine()
    }
    heading
    if let classification { Paragraph(classification, role: .muted, maximumWidth: Paragraph.proseWidth) }
    if shows("summary"), let summary = gem[.summary] {
      BlankLine()
      Paragraph(summary, maximumWidth: Paragraph.proseWidth)
    }
    for section in Self.sectionOrder {
      let facts = self.facts(in: section)
      if !facts.isEmpty {
        BlankLine()
        Section(section.title) { FactList(facts, labelWidth: labelWidth) }
      }
    }
  }

  private var heading: StyledText {
    var text = StyledText(gem.name, role: .name)
    if isFavorite { text.append("  ♥ favorite", role: .favorite) }
    return text
  }

  /// `Corundum · trigonal crystal system · Al₂O₃`.
  private var classification: String? {
    var parts: [String] = []
    if shows("species"), let species = gem[.species] { parts.append(species) }
    if shows("crystalSystem"), let system = gem[.crystalSystem] {
      parts.append(system == .amorphous ? "amorphous (no crystal structure)" : "\(system.rawValue) crystal system")
    }
    if shows("formula"), let formula = gem[.formula] { parts.append(FormulaText.subscripted(formula)) }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  private func shows(_ key: String) -> Bool {
    fields.contains { $0.rawValue == key }
  }

  /// One column width for every section's labels, so the page lines up.
  private var labelWidth: Int {
    Self.sectionOrder.flatMap(facts(in:)).map { DisplayWidth.of($0.label) }.max() ?? 0
  }

  private func facts(in section: FactSection) -> [FactList.Fact] {
    var facts: [FactList.Fact] = []
    for field in fields {
      switch field {
      case .favorite:
        if section == .names { facts.append(FactList.Fact("Favorite", StyledText(isFavorite ? "yes" : "no"))) }
      case .fact(let fact):
        guard fact.section == section, !Self.shownAbove.contains(fact.key) else { continue }
        if let shown = self.fact(fact, as: field) { facts.append(shown) }
        if fact == GemField.spectrum.fact, colored, let spectrum = gem[.spectrum], spectrum.isDiagnostic {
          let strip = SpectrumStrip(spectrum: spectrum)
          facts += [FactList.Fact("", strip.strip), FactList.Fact("", strip.scale)]
        }
      }
    }
    if section == .lookAlikes { facts += relatedFacts }
    // A fact the gem lacks has an empty value; a section of only those is left out.
    return facts.filter { !$0.value.isEmpty }
  }

  private func fact(_ fact: GemFact, as field: OutputField) -> FactList.Fact? {
    switch fact.key {
    case "opticSign", "syntheticOf", "imitates":
      // The sign reads with the optic character; relations are listed by name below.
      return nil
    case "opticCharacter":
      guard let character = gem[.opticCharacter] else { return nil }
      let sign = gem[.opticSign].map { ", " + $0.rawValue } ?? ""
      return FactList.Fact(fact.label, StyledText(character.rawValue + sign))
    case "sources":
      return FactList.Fact("Checked against", field.text(for: gem, isFavorite: isFavorite, colored: colored))
    case "color":
      var text = field.text(for: gem, isFavorite: isFavorite, colored: colored)
      if let hex = gem[.color]?.hex { text.append("  " + hex.uppercased(), role: .muted) }
      return FactList.Fact(fact.label, text)
    default:
      var text = field.text(for: gem, isFavorite: isFavorite, colored: colored)
      // A value read by a test that marks the stone is no advice to make it.
      if let instrument = fact.instrument, instrument.marksTheStone, !text.isEmpty {
        let caution = gem.isTriedWithMarkingTests ? instrument.caution(among: [gem]) : Self.neverTried
        if let caution { text.append(" (" + caution + ")", role: .muted) }
      }
      return FactList.Fact(fact.label, text)
    }
  }

  /// Said of a hot point's or solvent's value for a gem they are never tried on (pearl, coral, shell).
  private static let neverTried = "never tried on a finished piece, which it harms"

  /// The look-alikes, each named with its id: `Synthetic Ruby (synthetic-ruby)`.
  private var relatedFacts: [FactList.Fact] {
    var facts: [FactList.Fact] = []
    if shows("syntheticOf") {
      facts += related("Synthetic of", lookAlikes.naturals)
      facts += related("Synthetics", lookAlikes.synthetics)
    }
    if shows("imitates") {
      facts += related("Imitates", lookAlikes.imitated)
      facts += related("Imitations", lookAlikes.imitations)
    }
    return facts
  }

  /// `label` with `gems` listed by name and id, or nothing when there are none.
  private func related(_ label: String, _ gems: [Gem]) -> [FactList.Fact] {
    guard !gems.isEmpty else { return [] }
    var text = StyledText()
    for (index, gem) in gems.enumerated() {
      // Each word starts with its space, so the list can wrap between any two.
      text.append((index > 0 ? " " : "") + gem.name)
      text.append(" (\(gem.id))" + (index < gems.count - 1 ? "," : ""), role: .muted)
    }
    return [FactList.Fact(label, text)]
  }
}

import BundledCatalog
import Testing

@testable import GemCore

/// The bundled catalog agrees with itself, as README's "The bundled
/// catalog" promises: optic character, crystal system, birefringence and
/// relations fit; typical values, spectra and vocabulary words are in
/// bounds; every gem has sources, abundance and hues (but for listed gaps);
/// a synthetic has its counterpart's constants.
@Suite("Bundled catalog consistency")
struct BundledCatalogConsistencyTests {
  let catalog = Catalog.bundled

  /// How far a birefringence may exceed the RI spread: tables round both to three decimals.
  static let roundingAllowance = 0.0015

  /// An aggregate may give the birefringence its crystals show as a
  /// blink on a spot reading (coral, shell), never one a singly refractive
  /// material would lack, nor a sign.
  @Test func isotropicAndAggregateMaterialsHaveNoBirefringenceOrSign() {
    for gem in catalog.gems where [.isotropic, .aggregate].contains(gem[.opticCharacter]) {
      if gem[.opticCharacter] == .isotropic { #expect(gem[.birefringence] == nil, "\(gem.id) birefringence") }
      #expect(gem[.opticSign] == nil, "\(gem.id) optic sign")
    }
    let blinking = catalog.gems.filter { $0[.opticCharacter] == .aggregate && $0[.birefringence] != nil }
    #expect(blinking.map(\.id).sorted() == ["coral", "cultured-pearl", "mother-of-pearl", "pearl", "shell"])
  }

  @Test func doublyRefractiveMaterialsHaveABirefringenceTheirRISpreadAllows() {
    for gem in catalog.gems where [.uniaxial, .biaxial].contains(gem[.opticCharacter]) {
      let birefringence = gem[.birefringence]
      #expect(birefringence != nil, "\(gem.id) birefringence")
      #expect(gem[.opticSign] != nil, "\(gem.id) optic sign")
      if let birefringence, let index = gem[.refractiveIndex] {
        #expect(
          birefringence.max <= index.max - index.min + Self.roundingAllowance,
          "\(gem.id): birefringence \(birefringence.max) > RI spread \(index.max - index.min)")
      }
    }
  }

  @Test func cubicAndAmorphousMaterialsAreIsotropic() {
    for gem in catalog.gems where [.cubic, .amorphous].contains(gem[.crystalSystem]) {
      #expect(gem[.opticCharacter] == .isotropic, "\(gem.id)")
    }
  }

  @Test func isotropicMaterialsAreNotPleochroic() {
    for gem in catalog.gems where gem[.opticCharacter] == .isotropic {
      #expect([nil, Pleochroism.Strength.none].contains(gem[.pleochroism]?.strength), "\(gem.id)")
    }
  }

  @Test func dispersionIsGivenOnlyForTransparentMaterials() {
    for gem in catalog.gems where gem.dispersion != nil {
      #expect(gem[.transparency]?.contains(.transparent) == true, "\(gem.id)")
    }
  }

  @Test func everyRelationNamesAGemAndEverySyntheticItsNaturalCounterpart() {
    for gem in catalog.gems {
      for id in (gem[.syntheticOf] ?? []) + (gem[.imitates] ?? []) {
        #expect(catalog.gem(withID: id) != nil, "\(gem.id) names \(id)")
      }
      for id in gem[.syntheticOf] ?? [] {
        #expect(catalog.gem(withID: id)?.origin == .natural, "\(gem.id) is a synthetic of \(id)")
      }
      switch gem.origin {
      case .synthetic: #expect(!(gem[.syntheticOf] ?? []).isEmpty, "\(gem.id) names no natural counterpart")
      case .artificial, .composite: #expect(!(gem[.imitates] ?? []).isEmpty, "\(gem.id) imitates nothing")
      case .natural: #expect(gem[.syntheticOf] == nil, "\(gem.id) is natural")
      }
    }
  }

  @Test func everyGemNamesItsSources() {
    for gem in catalog.gems {
      #expect(!(gem[.sources] ?? []).isEmpty, "\(gem.id)")
    }
  }

  /// Every gem says in which hues it occurs, and how often it is met but
  /// for the gaps `CatalogGaps` lists; a listed gap that gets filled fails
  /// too, so the list only shrinks.
  @Test func everyGemHasHuesAndAbundanceButForTheListedGaps() throws {
    let abundance = try #require(GemFact.named("abundance"))
    let hues = try #require(GemFact.named("hues"))
    for gem in catalog.gems {
      #expect((gem[abundance] == nil) == CatalogGaps.abundance.contains(gem.id), "\(gem.id) abundance")
      #expect(![nil, .list([])].contains(gem[hues]), "\(gem.id) hues")
    }
    for id in CatalogGaps.abundance {
      #expect(catalog.gem(withID: id) != nil, "\(id) is listed but no gem")
    }
  }

  /// How far a synthetic's RI and SG may lie outside its natural
  /// counterpart's: the refractometer's and the balance's tolerances.
  static let syntheticTolerance = (refractiveIndex: 0.01, specificGravity: 0.05)

  /// Synthetics whose constants are not their natural counterpart's, with the reason.
  ///
  /// A material whose constants differ is an imitation, not a synthetic,
  /// unless the reason is given here.
  static let syntheticsApart: [String: String] = [
    "sintered-synthetic-spinel":
      "pressed and sintered from synthetic spinel powder, a mass lighter than a crystal (SG 3.52)"
  ]

  /// A synthetic has the chemistry and structure of its natural counterpart,
  /// so its RI and SG ranges meet the counterpart's within the tolerances.
  @Test func aSyntheticSharesItsCounterpartsRIAndSG() {
    func meet(_ one: PropertyRange?, _ other: PropertyRange?, within tolerance: Double) -> Bool {
      guard let one, let other else { return false }
      return one.min <= other.max + tolerance && other.min <= one.max + tolerance
    }
    for gem in catalog.gems where Self.syntheticsApart[gem.id] == nil {
      for id in gem[.syntheticOf] ?? [] {
        let natural = catalog.gem(withID: id)
        #expect(
          meet(gem[.refractiveIndex], natural?[.refractiveIndex], within: Self.syntheticTolerance.refractiveIndex),
          "\(gem.id) RI against \(id)")
        #expect(
          meet(gem[.specificGravity], natural?[.specificGravity], within: Self.syntheticTolerance.specificGravity),
          "\(gem.id) SG against \(id)")
      }
    }
    for id in Self.syntheticsApart.keys { #expect(catalog.gem(withID: id)?[.syntheticOf] != nil, "\(id)") }
  }

  @Test func typicalValuesLieInsideTheirRanges() {
    for gem in catalog.gems {
      for property in MeasuredProperty.allCases {
        guard let range = property.range(of: gem), let typical = range.typical else { continue }
        #expect(range.min <= typical && typical <= range.max, "\(gem.id) \(property.rawValue)")
      }
    }
  }

  @Test func spectrumLinesAndBandsLieInTheVisibleSpectrum() {
    for gem in catalog.gems {
      guard let spectrum = gem[.spectrum] else { continue }
      for line in spectrum.lines { #expect(Spectrum.visible.contains(line.nanometres), "\(gem.id) \(line)") }
      for band in spectrum.bands {
        #expect(Spectrum.visible.contains(band.from) && Spectrum.visible.contains(band.to), "\(gem.id) \(band)")
        #expect(band.from <= band.to, "\(gem.id) \(band)")
      }
    }
  }

  @Test func everyWordIsAWordOfItsFactsVocabulary() {
    // The words the bench facts use are among those checked.
    for key in ["inclusions", "hues", "polariscope", "chelseaFilter", "magnetism", "abundance"] {
      #expect(GemFact.named(key)?.kind.vocabulary != nil, "\(key)")
    }
    for gem in catalog.gems {
      for fact in GemFact.all {
        guard let vocabulary = fact.kind.vocabulary else { continue }
        switch gem[fact] {
        case .text(let word)?: #expect(vocabulary.contains(word), "\(gem.id) \(fact.key): \(word)")
        case .list(let words)?: #expect(words.allSatisfy(vocabulary.contains), "\(gem.id) \(fact.key): \(words)")
        default: continue
        }
      }
    }
  }

  @Test func measuredValuesLieWhereAnyGemCould() {
    for gem in catalog.gems {
      if let index = gem[.refractiveIndex] { #expect(index.min >= 1.3 && index.max <= 3.5, "\(gem.id) RI") }
      if let gravity = gem[.specificGravity] { #expect(gravity.min >= 0.5 && gravity.max <= 10, "\(gem.id) SG") }
    }
  }
}

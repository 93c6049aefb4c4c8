import BundledCatalog
import Testing

@testable import GemCore

/// The bundled catalog agrees with itself, as README's "The bundled
/// catalog" promises: optic character, crystal system, birefringence and relations fit.
@Suite("Bundled catalog consistency")
struct BundledCatalogConsistencyTests {
  let catalog = Catalog.bundled

  /// How far a birefringence may exceed the RI spread: tables round both to three decimals.
  static let roundingAllowance = 0.0015

  @Test func isotropicAndAggregateMaterialsHaveNoBirefringenceOrSign() {
    for gem in catalog.gems where [.isotropic, .aggregate].contains(gem[.opticCharacter]) {
      #expect(gem[.birefringence] == nil, "\(gem.id) birefringence")
      #expect(gem[.opticSign] == nil, "\(gem.id) optic sign")
    }
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

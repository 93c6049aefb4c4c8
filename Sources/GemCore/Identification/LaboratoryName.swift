/// A variety the stone may be whose name only a laboratory gives
/// (``GemField/nameNeeds``), with the test the name needs: Paraíba
/// tourmaline and its chemical analysis showing copper.
public struct LaboratoryName: Sendable {
  /// The variety.
  public let gem: Gem
  /// The laboratory test its name needs.
  public let test: String
}

extension Identification {
  /// The varieties of the first `shown` candidates whose names only a
  /// laboratory gives, each once, where the stone may be one: no colour was
  /// read, or the colour read is one the variety occurs in.
  ///
  /// - Parameter shown: How many candidates are shown.
  /// - Returns: The varieties, each with its test; none whose test is blank.
  public func laboratoryNames(shown: Int) -> [LaboratoryName] {
    let colors = ColorMatcher(reading: measurements)
    var seen: Set<String> = []
    return candidates.prefix(shown).flatMap(\.members).compactMap { gem in
      guard let test = gem.laboratoryTest, seen.insert(gem.id).inserted,
        measurements.color == nil || colors.closeness(of: ColorFacts(gem)) > 0
      else { return nil }
      return LaboratoryName(gem: gem, test: test)
    }
  }
}

extension Gem {
  /// The laboratory test the entry's name needs (``GemField/nameNeeds``),
  /// where the entry gives one that says anything: a blank one is none.
  var laboratoryTest: String? {
    self[.nameNeeds].flatMap { TextFolding.keepsAnything($0) ? $0 : nil }
  }
}

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
  /// The varieties of the leading candidates whose names only a laboratory
  /// gives, each once, where the stone may be one: no colour was read, or
  /// the colour read is one the variety occurs in.
  public var laboratoryNames: [LaboratoryName] {
    let colors = ColorMatcher(reading: measurements)
    var seen: Set<String> = []
    return Self.leaders(of: candidates).flatMap(\.members).compactMap { gem in
      guard let test = gem[.nameNeeds], seen.insert(gem.id).inserted,
        measurements.color == nil || colors.closeness(of: ColorFacts(gem)) > 0
      else { return nil }
      return LaboratoryName(gem: gem, test: test)
    }
  }
}

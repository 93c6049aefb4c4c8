/// An enumeration whose values a catalog writes as strings, in any letter
/// case: crystal system, optic character, origin and the like.
public protocol FactChoice: RawRepresentable, CaseIterable, Sendable, Hashable where RawValue == String {}

extension CrystalSystem: FactChoice {}
extension Transparency: FactChoice {}

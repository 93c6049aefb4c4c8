/// The crystal system of a gem's species, or `amorphous` for glasses,
/// opal and most organic gems.
public enum CrystalSystem: String, Sendable, Hashable, CaseIterable {
  case cubic, tetragonal, hexagonal, trigonal, orthorhombic, monoclinic, triclinic, amorphous
}

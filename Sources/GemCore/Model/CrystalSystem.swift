/// The crystal system of a gem's species, or `amorphous` for glasses,
/// opal and most organic gems.
public enum CrystalSystem: String, Sendable, Hashable, CaseIterable {
  /// Three equal axes at right angles: diamond, spinel, garnet. Isotropic.
  case cubic
  /// Two equal axes and a third at right angles: zircon, idocrase. Uniaxial.
  case tetragonal
  /// Three equal axes at 120° and a fourth: beryl, apatite. Uniaxial.
  case hexagonal
  /// Hexagonal axes with threefold symmetry: corundum, quartz, tourmaline. Uniaxial.
  case trigonal
  /// Three unequal axes at right angles: topaz, peridot, chrysoberyl. Biaxial.
  case orthorhombic
  /// Three unequal axes, one oblique: jadeite, spodumene, orthoclase. Biaxial.
  case monoclinic
  /// Three unequal axes, all oblique: kyanite, axinite, labradorite. Biaxial.
  case triclinic
  /// No crystal structure: glass, opal, amber.
  case amorphous
}

/// What a dye can make an instrument show, for a gem the catalog says may
/// be dyed: a reading that misses the gem's own value but that a dye gives
/// is only close, and the page says the stone would be dyed.
enum DyeEffect: Sendable, Hashable {
  /// Nothing: a dye adds bands to a spectrum but leaves the material's own
  /// lines, and changes no constant.
  case none
  /// Any reading: a dyed stone shows its dye's colour.
  case anyReading
  /// Only these words: the dyes used on green stones are red or pink
  /// through a Chelsea filter, so a dye never explains a green one.
  case only([String])
}

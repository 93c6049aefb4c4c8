/// How well a gem resists breaking and chipping, as gemmological tables grade it.
public enum Toughness: String, FactChoice {
  /// Jade-like: the interlocking aggregates.
  case excellent
  /// Corundum, spinel, most quartz.
  case good
  /// Emerald, topaz, peridot.
  case fair
  /// Prone to cleave or chip: fluorite, kunzite, opal.
  case poor
}

/// Whether a material grew in nature or was made, and how (README,
/// "Catalog format").
public enum Origin: String, FactChoice {
  /// Formed in nature (organic gems included).
  case natural
  /// Made by people with the chemistry and structure of a natural gem (lab-grown diamond, synthetic ruby).
  case synthetic
  /// Made by people with no natural gem counterpart (cubic zirconia, YAG, glass).
  case artificial
  /// Assembled from several materials (doublets, triplets, glass-filled stones).
  case composite
}

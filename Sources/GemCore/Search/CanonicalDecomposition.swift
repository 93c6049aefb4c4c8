@_spi(_Unicode) import Swift

/// Text in Unicode's canonical decomposition (NFD), in which canonically
/// equivalent spellings (U+212A KELVIN SIGN and K) are the same bytes, so
/// that bytes can be hashed as Swift compares strings.
///
/// The stdlib decomposes only through its `_nfd` SPI, and Foundation is not
/// linked (Sources/Benchmark/README.md, "Start-up").
package enum CanonicalDecomposition {
  /// The UTF-8 of `text` decomposed; ASCII is its own decomposition.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The decomposed text's UTF-8.
  package static func utf8(of text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    for scalar in text._nfd { bytes += scalar.utf8 }
    return bytes
  }
}

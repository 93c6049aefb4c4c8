import GemCore

extension Instrument {
  /// The instrument's name in data formats: the word `--kit` takes for it
  /// (`thermal`, `chelsea`), so that a script can pass it on; its own name
  /// for one no kit holds (`eye`).
  var outputName: String { kitName ?? rawValue }
}

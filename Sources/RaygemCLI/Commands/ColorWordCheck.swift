import GemCore
import Synchronization

/// Refuses a colour read (`--hue`, a parcel's `hue`) that is neither a
/// colour family nor words of any gem's colour: a slip worth naming
/// rather than a colour every gem misses.
///
/// A parcel asks once a stone, from every core: each text is looked up
/// once, since most stones of a parcel share a few colours.
final class ColorWordCheck: Sendable {
  private let gems: [Gem]
  /// The message for each text looked up, `nil` where it was known.
  private let answers = Mutex<[String: String?]>([:])

  /// A check against `gems`' colours.
  init(_ gems: [Gem]) {
    self.gems = gems
  }

  /// Checks `color`, when one was read.
  ///
  /// - Throws: ``RaygemError/usage(_:)`` naming the colour, with the words
  ///   the catalog has, when no gem's colour holds it.
  func check(_ color: String?) throws(RaygemError) {
    guard let color else { return }
    let known = answers.withLock { $0[color] }
    let message = known ?? lookUp(color)
    if known == nil { answers.withLock { $0[color] = .some(message) } }
    if let message { throw .usage(message) }
  }

  private func lookUp(_ color: String) -> String? {
    var filter = GemFilter()
    filter.colors = [color]
    do throws(FilterError) {
      try filter.check(against: gems)
      return nil
    } catch {
      return PropertyOptions.message(for: error, option: .hue)
    }
  }
}

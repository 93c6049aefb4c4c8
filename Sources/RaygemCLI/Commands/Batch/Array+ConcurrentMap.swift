extension Array where Element: Sendable {
  /// The elements transformed on every core at once, in their order.
  ///
  /// A parcel's stones are independent of one another, so a machine's
  /// cores can answer a run of them together (Sources/Benchmark/README.md,
  /// "A parcel").
  ///
  /// - Parameter transform: Called once for each element, from any thread.
  /// - Returns: The transformed elements, in the order of the originals.
  func concurrentMap<Transformed: Sendable>(_ transform: @Sendable (Element) -> Transformed) -> [Transformed] {
    guard count > 1 else { return map(transform) }
    return [Transformed](unsafeUninitializedCapacity: count) { buffer, initialized in
      // Each iteration writes only its own element, so the writes never meet.
      nonisolated(unsafe) let results = buffer
      ConcurrentWork.perform(iterations: count) { index in
        results.initializeElement(at: index, to: transform(self[index]))
      }
      initialized = count
    }
  }
}

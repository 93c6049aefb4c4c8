/// The lamps a gem's catalog describes in words (``Fluorescence/Reaction/described(_:)``),
/// each read once (``GlowDescription``) for every stone checked against it.
///
/// Reading a description's words weighed on `identify --lw … --sw …` for
/// every gem that stands (Sources/Benchmark/README.md, "Start-up"), so a
/// constants table keeps them read (``ConstantsTable``), as a parcel does
/// for its gems (``ConstantGem/prepared(_:)``).
package struct LampDescriptions: Sendable, Equatable {
  /// The long-wave reaction read, where words give it.
  let longWave: GlowDescription?
  /// The short-wave reaction read, where words give it.
  let shortWave: GlowDescription?

  /// The descriptions of `fluorescence`; `nil` where neither lamp is described in words.
  init?(_ fluorescence: Fluorescence?) {
    longWave = Self.description(fluorescence?.longWave)
    shortWave = Self.description(fluorescence?.shortWave)
    if longWave == nil && shortWave == nil { return nil }
  }

  /// The description `reaction` gives in words, read; `nil` for any other reaction.
  private static func description(_ reaction: Fluorescence.Reaction?) -> GlowDescription? {
    guard case .described(let text)? = reaction else { return nil }
    return GlowDescription(text)
  }
}

/// Lamp descriptions in the record layout: a byte of flags (1 long-wave, 2
/// short-wave), then each described lamp's ``GlowDescription``.
extension LampDescriptions {
  func write(to writer: inout RecordWriter) {
    writer.append(byte: (longWave == nil ? 0 : 1) | (shortWave == nil ? 0 : 2))
    longWave?.write(to: &writer)
    shortWave?.write(to: &writer)
  }

  /// Reads descriptions written by ``write(to:)``.
  ///
  /// - Throws: ``RecordReader/Damaged`` for bytes that are not such.
  init(record reader: inout RecordReader) throws(RecordReader.Damaged) {
    let flags = try reader.byte()
    guard flags > 0, flags < 4 else { throw RecordReader.Damaged() }
    longWave = flags & 1 == 0 ? nil : try GlowDescription(record: &reader)
    shortWave = flags & 2 == 0 ? nil : try GlowDescription(record: &reader)
  }
}

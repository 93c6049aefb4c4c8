/// Fluorescence in the gem record layout: which of the long-wave,
/// short-wave and note parts follow (a byte of flags), then each; a
/// reaction is a byte — 0 inert, 1 a glow (its strength, 0 where it is not
/// graded, and its colours), 2 a description (its text).
extension Fluorescence {
  func write(to writer: inout RecordWriter) {
    writer.append(byte: (longWave == nil ? 0 : 1) | (shortWave == nil ? 0 : 2) | (note == nil ? 0 : 4))
    for reaction in [longWave, shortWave].compactMap({ $0 }) {
      switch reaction {
      case .inert: writer.append(byte: 0)
      case .glow(let strength, let colors):
        writer.append(byte: 1)
        Intensity.write(strength, to: &writer)
        writer.append(colors)
      case .described(let text):
        writer.append(byte: 2)
        writer.append(text)
      }
    }
    if let note { writer.append(note) }
  }

  /// Reads a fluorescence written by ``write(to:)``.
  ///
  /// - Throws: ``RecordReader/Damaged`` for bytes that are not one.
  init(record reader: inout RecordReader) throws(RecordReader.Damaged) {
    let flags = try reader.byte()
    guard flags < 8 else { throw RecordReader.Damaged() }
    self.init()
    if flags & 1 != 0 { longWave = try Self.reaction(from: &reader) }
    if flags & 2 != 0 { shortWave = try Self.reaction(from: &reader) }
    if flags & 4 != 0 { note = try reader.string() }
  }

  private static func reaction(from reader: inout RecordReader) throws(RecordReader.Damaged) -> Reaction {
    switch try reader.byte() {
    case 0: return .inert
    case 1: return .glow(try Intensity.optional(record: &reader), colors: try reader.strings())
    case 2: return .described(try reader.string())
    default: throw RecordReader.Damaged()
    }
  }
}

extension Intensity {
  /// Reads a strength written by ``write(_:to:)``: `nil` for 0, else the
  /// case at one less.
  static func optional(record reader: inout RecordReader) throws(RecordReader.Damaged) -> Intensity? {
    let byte = Int(try reader.byte())
    guard byte > 0 else { return nil }
    guard byte <= allCases.count else { throw RecordReader.Damaged() }
    return allCases[byte - 1]
  }

  /// Writes a strength as one more than its position among the cases, and
  /// an ungraded one (`nil`) as 0.
  static func write(_ strength: Intensity?, to writer: inout RecordWriter) {
    writer.append(byte: strength.map { UInt8((allCases.firstIndex(of: $0) ?? 0) + 1) } ?? 0)
  }
}

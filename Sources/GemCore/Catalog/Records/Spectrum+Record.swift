/// A spectrum in the gem record layout: the lines (a count, then each
/// wavelength and strength), the bands (a count, then each pair of
/// wavelengths and strength), then whether a note follows and the note; a
/// strength as ``Intensity/write(_:to:)`` writes it, 0 where it is not graded.
extension Spectrum {
  func write(to writer: inout RecordWriter) {
    writer.append(count: lines.count)
    for line in lines {
      writer.append(line.nanometres)
      Intensity.write(line.strength, to: &writer)
    }
    writer.append(count: bands.count)
    for band in bands {
      writer.append(band.from)
      writer.append(band.to)
      Intensity.write(band.strength, to: &writer)
    }
    writer.append(byte: note == nil ? 0 : 1)
    if let note { writer.append(note) }
  }

  /// Reads a spectrum written by ``write(to:)``.
  ///
  /// - Throws: ``RecordReader/Damaged`` for bytes that are not one.
  init(record reader: inout RecordReader) throws(RecordReader.Damaged) {
    self.init()
    for _ in 0..<(try reader.count()) {
      lines.append(Line(try reader.double(), try Intensity.optional(record: &reader)))
    }
    for _ in 0..<(try reader.count()) {
      let (from, to) = (try reader.double(), try reader.double())
      guard from <= to else { throw RecordReader.Damaged() }
      bands.append(Band(from: from, to: to, try Intensity.optional(record: &reader)))
    }
    switch try reader.byte() {
    case 0: break
    case 1: note = try reader.string()
    default: throw RecordReader.Damaged()
    }
  }
}

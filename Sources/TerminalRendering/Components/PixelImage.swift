/// A small picture drawn with Unicode half blocks: each character cell
/// shows two pixels, one above the other, as the upper half block `▀` in
/// the top pixel's colour on the bottom pixel's colour.
///
/// A pixel that is `nil` is not part of the picture and shows the
/// terminal's own background. The picture is only ever drawn in colour:
/// its lines carry the ``TextRole/pixels(foreground:background:)`` role.
public struct PixelImage: Rendering {
  /// The pixels, row by row from the top; an odd last row is drawn over nothing.
  public let rows: [[PixelColor?]]

  /// Creates a picture.
  ///
  /// - Parameter rows: Rows of pixels, all the same length.
  public init(rows: [[PixelColor?]]) {
    self.rows = rows
  }

  /// The picture's lines, two pixel rows each, cut to the canvas width.
  public func draw(in canvas: inout Canvas) {
    for line in lines() { canvas.append(line.truncated(toWidth: canvas.width).trimmingTrailingSpaces()) }
  }

  /// The lines of the picture.
  public func lines() -> [StyledText] {
    stride(from: 0, to: rows.count, by: 2).map { top in
      let upper = rows[top]
      let lower = top + 1 < rows.count ? rows[top + 1] : Array(repeating: nil, count: upper.count)
      var line = StyledText()
      for (above, below) in zip(upper, lower) {
        switch (above, below) {
        case (nil, nil): line.append(" ")
        case (let above?, let below): line.append("▀", role: .pixels(foreground: above, background: below))
        case (nil, let below?): line.append("▄", role: .pixels(foreground: below, background: nil))
        }
      }
      return line
    }
  }
}

/// A line of UTF-8 that raygem composes from values it made safe, being
/// written on a ``Canvas`` (see ``Canvas/appendTrustedLine(_:)``).
///
/// On a streaming canvas, `bytes` is the canvas's own output buffer: a
/// writer appends a value, then calls ``sendIfFull()``, so a line of huge
/// values is never held whole, only the value being written.
public struct TrustedLine {
  /// The bytes not yet sent, to append to.
  ///
  /// On a streaming canvas they begin with earlier lines it has not sent
  /// yet, then this line so far.
  public var bytes: [UInt8]
  /// Where full buffers go, or `nil` on a canvas that keeps its lines.
  let stream: LineStream?
  /// How many bytes gather before they are sent.
  private let limit: Int

  init(bytes: [UInt8], stream: LineStream?) {
    self.bytes = bytes
    self.stream = stream
    limit = stream == nil ? Int.max : LineStream.chunkSize
  }

  /// Sends the bytes written so far on when they fill a streaming canvas's
  /// chunk, even inside the line; does nothing otherwise.
  public mutating func sendIfFull() {
    guard bytes.count >= limit, let stream else { return }
    stream.send(&bytes)
  }
}

/// A line of UTF-8 that raygem composes from values it made safe, being
/// written on a ``Canvas`` (see ``Canvas/appendTrustedLine(_:)``).
///
/// On a streaming canvas, `bytes` is the canvas's own output buffer: a
/// writer appends a value, then calls ``sendIfFull()``, so a line of huge
/// values is never held whole, only the value being written; a value that
/// is itself huge goes through ``append(chunked:)``.
public struct TrustedLine {
  /// The bytes not yet sent, to append to.
  ///
  /// On a streaming canvas they begin with earlier lines it has not sent
  /// yet, then this line so far: a writer only appends to them.
  public var bytes: [UInt8]
  /// Where full buffers go, or `nil` on a canvas that keeps its lines.
  let stream: LineStream?
  /// How many bytes gather before they are sent.
  private let limit: Int
  /// Where this line begins in ``bytes``: the earlier lines come before.
  private var lineStart: Int

  /// A line on a canvas that keeps its lines: no earlier lines, none sent.
  init() {
    bytes = []
    stream = nil
    limit = .max
    lineStart = 0
  }

  /// A line written after `bytes`, which it takes over (leaving it empty)
  /// until the writer gives them back.
  init(after bytes: inout [UInt8], stream: LineStream?) {
    self.bytes = []
    swap(&self.bytes, &bytes)
    self.stream = stream
    limit = stream == nil ? Int.max : LineStream.chunkSize
    lineStart = self.bytes.count
  }

  /// Sends the bytes written so far on when they fill a streaming canvas's
  /// chunk; does nothing otherwise.
  ///
  /// The earlier lines go and this one is kept, so that output cut off
  /// between two writes ends on a whole line; only a line that fills a
  /// chunk by itself is sent in pieces.
  public mutating func sendIfFull() {
    guard bytes.count >= limit, let stream else { return }
    stream.send(&bytes, upTo: lineStart == 0 ? bytes.count : lineStart)
    lineStart = 0
  }

  /// Appends `value` a chunk at a time, sending each full chunk on, so that
  /// even a value of many megabytes is never held whole a second time.
  ///
  /// - Parameter value: UTF-8 that is safe to write as it is.
  public mutating func append(chunked value: UnsafeBufferPointer<UInt8>) {
    var start = value.startIndex
    while start < value.endIndex {
      let end = value.index(start, offsetBy: LineStream.chunkSize, limitedBy: value.endIndex) ?? value.endIndex
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: value[start..<end]))
      sendIfFull()
      start = end
    }
  }
}

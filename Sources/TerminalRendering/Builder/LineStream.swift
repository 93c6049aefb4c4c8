/// A streaming canvas's lines on their way to an ``OutputSink``: each is
/// rendered as it comes and sent in chunks of about ``chunkSize`` bytes.
///
/// A class, so that every copy of the canvas feeds the same stream.
final class LineStream {
  /// How many bytes gather before a chunk goes to the sink: large enough
  /// that writes are few, small enough that the first rows show at once.
  static let chunkSize = 64 << 10

  private let sink: any OutputSink
  private let colored: Bool
  private let depth: ColorDepth
  private var chunk: [UInt8] = []
  /// Whether the sink refused more output.
  private(set) var isClosed = false

  init(sink: any OutputSink, colored: Bool, depth: ColorDepth) {
    self.sink = sink
    self.colored = colored
    self.depth = depth
    chunk.reserveCapacity(Self.chunkSize)
  }

  /// Renders `line`, adds its line feed, and sends the chunk when it is full.
  func append(_ line: StyledText) {
    guard !isClosed else { return }
    chunk.append(contentsOf: line.rendered(colored: colored, depth: depth).utf8)
    endLine()
  }

  /// Lets `compose` write a line of UTF-8 as it is straight into the
  /// chunk, then adds its line feed.
  func appendLine(_ compose: (inout TrustedLine) -> Void) {
    guard !isClosed else { return }
    var line = TrustedLine(after: &chunk, stream: self)
    compose(&line)
    swap(&line.bytes, &chunk)
    endLine()
  }

  /// Sends the first `end` of `bytes`, a chunk filled inside a line, and
  /// keeps the rest, the part of the line not yet sent.
  func send(_ bytes: inout [UInt8], upTo end: Int) {
    precondition(end <= bytes.count, "a line's writer removed bytes it had written")
    if !isClosed {
      isClosed = !bytes.withUnsafeBytes { sink.write(UnsafeRawBufferPointer(rebasing: $0[..<end])) }
    }
    bytes.removeSubrange(..<end)
  }

  /// Sends all of `bytes` and empties it.
  private func send(_ bytes: inout [UInt8]) {
    send(&bytes, upTo: bytes.count)
  }

  private func endLine() {
    chunk.append(UInt8(ascii: "\n"))
    if chunk.count >= Self.chunkSize { flush() }
  }

  /// Sends what has gathered.
  func flush() {
    guard !chunk.isEmpty else { return }
    send(&chunk)
  }
}

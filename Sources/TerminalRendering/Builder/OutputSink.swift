/// Where finished output goes, a chunk at a time: standard output in the
/// program, a buffer in tests.
///
/// Renderings never write themselves; a streaming ``Canvas`` hands its
/// lines here in chunks as they are drawn, so output need not be held whole.
public protocol OutputSink: AnyObject {
  /// Takes the next chunk of output.
  ///
  /// - Parameter bytes: UTF-8 text, valid only during the call.
  /// - Returns: `false` when no more output is wanted (the reader went
  ///   away, or writing failed); the canvas then stops sending any.
  func write(_ bytes: UnsafeRawBufferPointer) -> Bool
}

/// A sink that keeps everything written to it, for tests and for output
/// that is wanted as one text.
public final class OutputBuffer: OutputSink {
  /// The bytes written so far.
  public private(set) var bytes: [UInt8] = []

  /// Creates an empty buffer.
  public init() {}

  /// Keeps the chunk; never refuses more.
  public func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
    self.bytes.append(contentsOf: bytes)
    return true
  }

  /// The bytes written, as text (invalid UTF-8 is replaced).
  public var text: String { String(decoding: bytes, as: UTF8.self) }
}

import TerminalRendering

/// What a run prints on standard output, not yet drawn: the entry point
/// writes it to the real stream, tests to a buffer; or, for `browse`, a
/// full-screen program that the entry point runs on the terminal.
///
/// A document is drawn as it is written, a chunk at a time, so a list of a
/// million gems is never held whole and its first rows show at once.
public struct Output: Sendable {
  private enum Content: Sendable {
    case document(any Rendering, width: Int, colored: Bool, depth: ColorDepth)
    case text(String)
    case fullScreen(any FullScreenProgram)
  }

  private let content: Content

  /// A rendering, drawn `width` columns wide, in colour when `colored`.
  init(_ rendering: any Rendering, width: Int, colored: Bool, depth: ColorDepth) {
    content = .document(rendering, width: width, colored: colored, depth: depth)
  }

  /// Text written as it is.
  init(text: String) {
    content = .text(text)
  }

  /// A full-screen program, run on the terminal rather than written.
  init(program: any FullScreenProgram) {
    content = .fullScreen(program)
  }

  /// The full-screen program to run with ``FullScreenDriver``, if this
  /// output is one; ``write(to:)`` then writes nothing.
  public var program: (any FullScreenProgram)? {
    guard case .fullScreen(let program) = content else { return nil }
    return program
  }

  /// Writes the output to `sink`, drawing it as it goes; stops early when
  /// the sink wants no more.
  ///
  /// - Parameter sink: Where the text goes, in chunks.
  public func write(to sink: any OutputSink) {
    switch content {
    case .document(let rendering, let width, let colored, let depth):
      var canvas = Canvas(width: width, streamingTo: sink, colored: colored, depth: depth)
      rendering.draw(in: &canvas)
      canvas.finish()
    case .text(let text):
      var text = text
      guard !text.isEmpty else { return }
      _ = text.withUTF8 { sink.write(UnsafeRawBufferPointer($0)) }
    case .fullScreen: break
    }
  }

  /// The whole output as one text, for tests and callers that want it so.
  public var text: String {
    let buffer = OutputBuffer()
    write(to: buffer)
    return buffer.text
  }
}

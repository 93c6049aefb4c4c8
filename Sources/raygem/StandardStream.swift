import GemCore
import RaygemCLI
import TerminalRendering

#if canImport(Glibc)
  import Glibc
#endif

/// Standard output or standard error, written with write(2) so that a
/// closed pipe shows up as EPIPE instead of a crash or a lost error.
struct StandardStream {
  /// What became of a write.
  enum Result {
    /// Everything was written.
    case written
    /// The reader went away (EPIPE): stop quietly.
    case closed
    /// Another error, such as a full disk.
    case failed(String)
  }

  /// Puts /dev/null in place of any of descriptors 0–2 raygem was started
  /// without (`<&-`, `>&-`), so that no file it opens takes their number and
  /// is read as standard input or written as standard output.
  ///
  /// Opened the wrong way round (input write-only, output read-only), so
  /// that using them fails with EBADF as a closed descriptor does.
  ///
  /// - Returns: The descriptors that were closed.
  static func reserveClosedDescriptors() -> [Int32] {
    let closed = [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO].filter { fcntl($0, F_GETFD) == -1 }
    for descriptor in closed {
      // open(2) gives the lowest free descriptor: this one, as those below are open by now.
      _ = open("/dev/null", (descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY) | O_CLOEXEC)
    }
    return closed
  }

  static let output = StandardStream(descriptor: STDOUT_FILENO)
  static let error = StandardStream(descriptor: STDERR_FILENO)

  let descriptor: Int32

  /// Writes all of `text`, retrying short writes and interruptions.
  func write(_ text: String) -> Result {
    var text = text
    return text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }

  /// Writes all of `bytes`, retrying short writes and interruptions.
  func write(_ bytes: UnsafeRawBufferPointer) -> Result {
    var offset = 0
    while offset < bytes.count {
      let count = Glibc.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        if errno == EPIPE { return .closed }
        return .failed(String(cString: strerror(errno)).lowercased())
      }
      offset += count
    }
    return .written
  }

  /// The stream as the sink a run's output is drawn into: it writes each
  /// chunk, and after the first that fails takes no more and keeps why.
  final class Sink: OutputSink {
    private let stream: StandardStream
    /// What became of the writes: ``Result/written`` until one fails.
    private(set) var result = Result.written

    init(_ stream: StandardStream) {
      self.stream = stream
    }

    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
      guard case .written = result else { return false }
      result = stream.write(bytes)
      if case .written = result { return true }
      return false
    }
  }

  /// The most standard input read (16 MiB, some million names), so that
  /// `yes ruby | raygem favorite add -` ends instead of filling memory.
  static let maximumInputSize = 16 << 20

  /// The longest line of standard input, as long as one argument may be
  /// (Linux caps one at 128 KiB): a name, and no gem's name is longer.
  static let maximumLineLength = 128 << 10

  /// Reads all of standard input as UTF-8 (invalid bytes are replaced).
  static func readAllInput() throws(RaygemError) -> String {
    do throws(FileBytes.ReadError) {
      return String(
        decoding: try FileBytes.contents(
          ofDescriptor: STDIN_FILENO, limit: maximumInputSize, longestLine: maximumLineLength),
        as: UTF8.self)
    } catch {
      if let line = error.longLine {
        throw .usage(
          "line \(line) of standard input is longer than \(maximumLineLength >> 10) KiB; give one gem name or id a line"
        )
      }
      guard !error.isTooLarge else {
        throw .usage("standard input holds more than \(maximumInputSize >> 20) MiB of names; give fewer at a time")
      }
      throw .cannotReadInput("cannot read standard input: \(error.reason)")
    }
  }
}

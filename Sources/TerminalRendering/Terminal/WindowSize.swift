#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal's size in character cells, as the kernel reports it.
public struct WindowSize: Sendable, Equatable {
  /// Columns.
  public var width: Int
  /// Rows; 0 when the terminal reports its width only.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The size a full screen on standard output lays out for: the
  /// terminal's, with 80 columns and 24 rows for a side it does not report.
  public static func ofScreen() -> WindowSize {
    let size = of(STDOUT_FILENO)
    return WindowSize(
      width: size?.width ?? TerminalCapabilities.fallbackWidth,
      height: size.map { $0.height > 0 ? $0.height : 24 } ?? 24)
  }

  /// The size of the terminal open on `descriptor` (`TIOCGWINSZ`), or
  /// `nil` when it is not a terminal or reports no size.
  ///
  /// - Parameter descriptor: A file descriptor, standard output by default.
  /// - Returns: The size, at least one column wide.
  public static func of(_ descriptor: Int32 = STDOUT_FILENO) -> WindowSize? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return WindowSize(width: Int(size.ws_col), height: Int(size.ws_row))
  }
}

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

  /// The most a full screen lays out for, each side on its own: a larger
  /// reported size (`stty rows 65535 cols 65535`) is a mistake no screen
  /// shows, and would only make every frame slow and huge.
  public static let largestScreen = WindowSize(width: 1000, height: 500)

  /// The size a full screen on standard output lays out for: the
  /// terminal's, as ``forScreen(reported:)`` reads it.
  public static func ofScreen() -> WindowSize {
    forScreen(reported: of(STDOUT_FILENO))
  }

  /// The size a full screen lays out for when the terminal reports `reported`.
  ///
  /// - Parameter reported: The terminal's size, or `nil` when it reports none.
  /// - Returns: That size with 80 columns and 24 rows for a side not
  ///   reported, and each side at most ``largestScreen``'s.
  public static func forScreen(reported: WindowSize?) -> WindowSize {
    let width = reported?.width ?? TerminalCapabilities.fallbackWidth
    let height = reported.map { $0.height > 0 ? $0.height : 24 } ?? 24
    return WindowSize(width: min(width, largestScreen.width), height: min(height, largestScreen.height))
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

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a ``FullScreenProgram`` on the terminal: takes the screen, waits
/// in poll(2) on standard input and the screen's wake-ups (resize, continue
/// after a stop), hands the program its events and writes each changed
/// frame, until the program quits or its input ends.
///
/// The only code that reads keys and writes frames; the program entry point
/// runs it when a command's output is a full-screen program.
public enum FullScreenDriver {
  /// Runs `program` until it ends.
  ///
  /// - Parameter program: The program, in its opening state.
  /// - Returns: How it ended; ``FullScreenEnding/failed(_:)`` when the
  ///   terminal could not be taken, read or written.
  public static func run(_ program: some FullScreenProgram) -> FullScreenEnding {
    var program = program
    let screen: FullScreen
    do {
      screen = try FullScreen()
    } catch {
      return .failed(error.message)
    }
    defer { screen.close() }
    var frames = ScreenFrames()
    var requests = resize(&program, frames: &frames)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      for request in requests {
        switch request {
        case .quit(let interrupted): return interrupted ? .interrupted : .quit
        case .quitBySignal:
          screen.close()
          raise(SIGQUIT)
          // Still here only when SIGQUIT is ignored: end as Ctrl-C would.
          return .interrupted
        case .suspend:
          screen.suspend()
          // Continued: the SIGCONT wake says the same; take it now, once.
          _ = screen.wakes()
          screen.resume()
          _ = resize(&program, frames: &frames)
        case .redrawAll: frames.invalidate()
        }
      }
      let update = frames.update(to: program.frame(), colored: program.colored, depth: program.depth)
      if let failure = show(update) { return .failed("cannot write to the terminal: \(failure)") }
      var descriptors = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: screen.wakeDescriptor, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, program.timeout ?? -1)
      if ready < 0 {
        guard errno == EINTR || errno == EAGAIN else { return .failed("cannot wait for keys: \(reason())") }
        requests = []
        continue
      }
      requests = ready == 0 ? program.handle(.timeout) : []
      if descriptors[1].revents != 0 {
        for wake in screen.wakes() {
          if wake == .continued { screen.resume() }
          requests += resize(&program, frames: &frames)
        }
      }
      if descriptors[0].revents != 0 {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) { return .quit }
        if count > 0 { requests += program.handle(.input(Array(buffer.prefix(count)))) }
      }
    }
  }

  /// Tells the program the window's size and forgets the screen's contents.
  private static func resize(
    _ program: inout some FullScreenProgram, frames: inout ScreenFrames
  ) -> [FullScreenRequest] {
    let size = WindowSize.ofScreen()
    frames.invalidate()
    return program.handle(.resized(width: size.width, height: size.height))
  }

  /// Writes all of `text` to standard output; the reason when it cannot.
  private static func show(_ text: String) -> String? {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return reason()
      }
      bytes = bytes.dropFirst(written)
    }
    return nil
  }

  private static func reason() -> String {
    String(cString: strerror(errno)).lowercased()
  }
}

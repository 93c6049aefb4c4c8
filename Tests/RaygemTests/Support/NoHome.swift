/// A `RAYGEM_HOME` that holds no favorites and can never be written, for
/// tests that must not touch a real home: `/proc` takes no new folder, even
/// from root; a path below a regular file (`/dev/null/…`) is an error to
/// read, not an empty home.
enum NoHome {
  /// The path.
  static let path = "/proc/raygem-tests"
}

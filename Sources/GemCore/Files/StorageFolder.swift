import ProcessEnvironment

/// The folders raygem keeps its own files in, as the environment picks them.
///
/// `RAYGEM_HOME` comes first, then the XDG base directory, then a folder
/// under `HOME`. A relative XDG or `HOME` value is ignored (the XDG
/// specification says so), and no folder is guessed without one.
package enum StorageFolder {
  /// Your data: the favorites file.
  case data
  /// What can be made again: catalog indexes.
  case cache

  /// The folder for this kind of file, or `nil` when the environment names none.
  ///
  /// - `data`: `$RAYGEM_HOME`, else `$XDG_DATA_HOME/raygem`, else `$HOME/.local/share/raygem`.
  /// - `cache`: `$RAYGEM_HOME/cache`, else `$XDG_CACHE_HOME/raygem`, else `$HOME/.cache/raygem`.
  ///
  /// - Parameter environment: The process environment.
  /// - Returns: The folder's absolute path, or `nil`.
  package func path(in environment: Environment) -> String? {
    location(in: environment)?.path
  }

  /// The variable that decides the folder (`RAYGEM_HOME`, the XDG one or
  /// `HOME`), or `nil` when the environment names none.
  ///
  /// - Parameter environment: The process environment.
  /// - Returns: The variable's name.
  package func variable(in environment: Environment) -> String? {
    location(in: environment)?.variable
  }

  private func location(in environment: Environment) -> (variable: String, path: String)? {
    if let home = environment["RAYGEM_HOME"], !home.isEmpty {
      return ("RAYGEM_HOME", self == .data ? home : FilePaths.join(home, "cache"))
    }
    let (variable, underHome) = self == .data ? ("XDG_DATA_HOME", ".local/share") : ("XDG_CACHE_HOME", ".cache")
    if let base = environment[variable], base.hasPrefix("/") {
      return (variable, FilePaths.join(base, "raygem"))
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return ("HOME", FilePaths.join(FilePaths.join(home, underHome), "raygem"))
    }
    return nil
  }
}

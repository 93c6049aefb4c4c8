import Foundation
import Testing

@testable import RaygemCLI

/// Whether a program is installed, for tests that need a shell or man.
func installed(_ program: String) -> Bool {
  ["/usr/bin/", "/bin/"].contains { FileManager.default.isExecutableFile(atPath: $0 + program) }
}

@Suite("Completions and the manual page")
struct ShellIntegrationTests {
  /// Runs `program arguments` with the built raygem first on PATH.
  func shell(_ program: String, _ arguments: [String], in sandbox: Sandbox) throws -> RunResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [program] + arguments
    var environment = sandbox.baseEnvironment
    environment["PATH"] = Sandbox.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
    environment["MANWIDTH"] = "80"
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return RunResult(stdout: stdout, stderr: stderr, status: process.terminationStatus)
  }

  func script(_ shell: String, in sandbox: Sandbox) throws -> String {
    let result = try sandbox.run(["completions", shell])
    #expect(result.status == 0)
    return try sandbox.write(result.stdout, to: "completion.\(shell)")
  }

  @Test func bashCompletesGemNamesQuotedAndOptionValues() throws {
    let sandbox = try Sandbox()
    let path = try script("bash", in: sandbox)
    let probe = """
      source \(path)
      complete_line() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _raygem; printf '%s\\n' "${COMPREPLY[@]}"; echo --; }
      complete_line raygem detail ros
      complete_line raygem --format j
      complete_line raygem favorite toggle "cat's"
      complete_line raygem li
      complete_line raygem list --sort h
      complete_line raygem list --fields name,spec
      complete_line raygem favorite ad
      """
    let result = try shell("bash", ["-c", probe], in: sandbox)
    #expect(result.stderr == "")
    #expect(
      result.stdout.components(separatedBy: "--\n") == [
        "Rose\\ Quartz\n", "json\njsonl\n", "Cat\\'s-Eye\\ Chrysoberyl\n", "list\n", "hardness\n",
        "name,species\nname,specificGravity\nname,spectrum\n", "add\n", "",
      ])
  }

  @Test func bashQuotesAsTheWordWasBegunAndKeepsFileNamesWhole() throws {
    let sandbox = try Sandbox()
    let path = try script("bash", in: sandbox)
    try FileManager.default.createDirectory(
      at: sandbox.root.appendingPathComponent("sub dir"), withIntermediateDirectories: true)
    _ = try sandbox.write(#"{"gems": [{"name": "Moldavite"}, {"name": "m*"}]}"#, to: "sub dir/my cat.json")
    _ = try sandbox.write(#"{"gems": [{"name": "Bang!Stone"}]}"#, to: "bang.json")
    let probe = """
      cd \(sandbox.root.path)
      source \(path)
      complete_line() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _raygem; printf '[%s]' "${COMPREPLY[@]}"; echo; }
      complete_line raygem favorite add '"cat'
      complete_line raygem detail "'cat"
      complete_line raygem --catalog 'sub dir/'
      complete_line raygem --catalog = 'sub dir/my cat.json' detail m
      complete_line raygem --format = j
      complete_line raygem --format =
      complete_line raygem --catalog bang.json favorite add '"Ba'
      complete_line raygem identify --batch 'sub dir/'
      """
    let result = try shell("bash", ["-c", probe], in: sandbox)
    #expect(
      result.stdout == """
        ["Cat's-Eye Chrysoberyl"]
        ['Cat'\\''s-Eye Chrysoberyl']
        [sub dir/my cat.json]
        [m\\*][Moldavite]
        [json][jsonl]
        [table][plain][json][jsonl][csv][tsv]
        ["Bang"'!'"Stone"]
        [sub dir/my cat.json]

        """)
  }

  /// README's install: bash-completion finds the script of another PREFIX
  /// once `$PREFIX/share` is in XDG_DATA_DIRS, and not before.
  @Test func bashCompletionFindsAnotherPrefixThroughXDGDataDirs() throws {
    let loader = "/usr/share/bash-completion/bash_completion"
    try #require(
      FileManager.default.fileExists(atPath: loader),
      "bash-completion is needed for this test; .ci/run installs it (apt-get install bash-completion)")
    let sandbox = try Sandbox()
    let prefix = sandbox.root.appendingPathComponent("opt-raygem")
    let folder = prefix.appendingPathComponent("share/bash-completion/completions")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(try sandbox.run(["completions", "bash"]).stdout.utf8).write(to: folder.appendingPathComponent("raygem"))
    let probe = "source \(loader); __load_completion raygem; complete -p raygem"
    let found = try shell(
      "env", ["XDG_DATA_DIRS=\(prefix.path)/share:/usr/share", "bash", "-c", probe], in: sandbox)
    #expect(found.stdout == "complete -F _raygem raygem\n")
    let unset = try shell("env", ["XDG_DATA_DIRS=/usr/local/share:/usr/share", "bash", "-c", probe], in: sandbox)
    #expect(unset.stdout == "")
  }

  @Test func bashCompletesFromTheCatalogOnTheLine() throws {
    let sandbox = try Sandbox()
    let path = try script("bash", in: sandbox)
    let catalog = try sandbox.write(#"{"gems": [{"name": "Rosette Stone"}]}"#, to: "mine.json")
    let probe = """
      source \(path)
      COMP_WORDS=(raygem --catalog \(catalog) detail ros); COMP_CWORD=4; _raygem; printf '%s\\n' "${COMPREPLY[@]}"
      """
    #expect(try shell("bash", ["-c", probe], in: sandbox).stdout == "Rosette\\ Stone\n")
  }

  /// The catalog's name is read from the line as typed, so its quotes and
  /// backslashes must come off as the shell would take them off.
  @Test func bashCompletesFromACatalogNameQuotedOnTheLine() throws {
    let sandbox = try Sandbox()
    let path = try script("bash", in: sandbox)
    try FileManager.default.createDirectory(
      at: sandbox.root.appendingPathComponent("sub dir"), withIntermediateDirectories: true)
    _ = try sandbox.write(#"{"gems": [{"name": "Rosette Stone"}]}"#, to: "sub dir/it's \\ \"mine\".json")
    let probe = #"""
      cd \#(sandbox.root.path)
      source \#(path)
      complete_line() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _raygem; printf '[%s]' "${COMPREPLY[@]}"; echo; }
      complete_line raygem --catalog "'sub dir/it'\''s \\ \"mine\".json'" detail ros
      complete_line raygem --catalog '"sub dir/it'\''s \\ \"mine\".json"' detail ros
      complete_line raygem --catalog 'sub\ dir/it\'\''s\ \\\ \"mine\".json' detail ros
      complete_line raygem --catalog '"sub dir"/it\'\''s\ \\'\'' "mine".json'\' detail ros
      complete_line raygem --catalog = "'sub dir/it'\''s \\ \"mine\".json'" favorite add ros
      """#
    let result = try shell("bash", ["-c", probe], in: sandbox)
    #expect(result.stderr == "")
    #expect(result.stdout == String(repeating: "[Rosette\\ Stone]\n", count: 5))
  }

  /// zsh and fish take the quotes off the catalog's name themselves
  /// (`${(Q)…}`, `commandline -o`); this keeps them doing so.
  @Test
  func zshAndFishCompleteFromACatalogNameQuotedOnTheLine() throws {
    try #require(installed("zsh"), "zsh is needed for this test; .ci/run installs it (apt-get install zsh)")
    try #require(installed("fish"), "fish is needed for this test; .ci/run installs it (apt-get install fish)")
    let sandbox = try Sandbox()
    let zsh = try script("zsh", in: sandbox)
    let fish = try script("fish", in: sandbox)
    _ = try sandbox.write(#"{"gems": [{"name": "Rosette Stone"}]}"#, to: "it's mine.json")
    let zshProbe = #"""
      cd \#(sandbox.root.path)
      compdef() { : }
      compadd() { local -a a; a=("$@"); local i=${a[(i)--]}; print -rl -- "${(@)a[i+1,-1]}" }
      source \#(zsh)
      words=(raygem --catalog "'it'\''s mine.json'" detail ros); CURRENT=5; _raygem | grep '^Ros'
      words=(raygem --catalog "it\\'s\\ mine.json" detail ros); CURRENT=5; _raygem | grep '^Ros'
      """#
    #expect(try shell("zsh", ["-f", "-c", zshProbe], in: sandbox).stdout == "Rosette Stone\nRosette Stone\n")
    let fishProbe = #"""
      cd \#(sandbox.root.path); source \#(fish)
      complete -C "raygem --catalog 'it\\'s mine.json' detail ros"
      complete -C 'raygem --catalog "it\'s mine.json" detail ros'
      """#
    #expect(try shell("fish", ["-c", fishProbe], in: sandbox).stdout == "Rosette Stone\nRosette Stone\n")
    // A parcel is a file too (a second tester's finding: --batch completed nothing).
    let parcelProbe = "cd \(sandbox.root.path); source \(fish); complete -C 'raygem identify --batch it'"
    #expect(try shell("fish", ["-c", parcelProbe], in: sandbox).stdout == "it's mine.json\n")
  }

  /// Values complete per command (`list --optic` takes no signs), the
  /// inclusion words too, and every item of a comma-separated list.
  @Test func bashCompletesEachCommandsOwnValuesAndListItems() throws {
    let sandbox = try Sandbox()
    let path = try script("bash", in: sandbox)
    let probe = """
      source \(path)
      complete_line() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _raygem; printf '%s\\n' "${COMPREPLY[@]}"; echo --; }
      complete_line raygem list --optic ''
      complete_line raygem identify --optic uniaxial
      complete_line raygem identify --inclusions sil
      complete_line raygem identify --kit refractometer,pol
      complete_line raygem list --system cubic,tri
      complete_line raygem identify --inclusions silk,rutile
      complete_line raygem list --origin = art
      complete_line raygem list --inclusions "'curved striae,chev"
      complete_line raygem list --inclusions 'curved\\ striae,chev'
      complete_line raygem list --system cubic,cu
      """
    let result = try shell("bash", ["-c", probe], in: sandbox)
    #expect(result.stderr == "")
    #expect(
      result.stdout.components(separatedBy: "--\n") == [
        "isotropic\nanisotropic\nuniaxial\nbiaxial\naggregate\n", "uniaxial\nuniaxial+\nuniaxial-\n", "silk\n",
        "refractometer,polariscope\n", "cubic,trigonal\ncubic,triclinic\n", "silk,rutile\\ needles\n",
        "artificial\n", "'curved striae,chevron growth\n", "curved\\ striae,chevron\\ growth\n", "\n", "",
      ])
  }

  /// zsh's completion system needs a terminal; this drives the function
  /// itself, with `compadd` replaced by a stub that prints the candidates
  /// (zsh then keeps those that match what was typed, and quotes them).
  @Test
  func zshOffersGemNamesAndOptionValues() throws {
    try #require(installed("zsh"), "zsh is needed for this test; .ci/run installs it (apt-get install zsh)")
    let sandbox = try Sandbox()
    let path = try script("zsh", in: sandbox)
    let probe = """
      compdef() { : }
      compadd() { local -a a; a=("$@"); local i=${a[(i)--]}; print -rl -- "${(@)a[i+1,-1]}" }
      compset() { return 1 }
      _files() { print '<files>' }
      source \(path)
      words=(raygem detail ros); CURRENT=3; _raygem | grep -i '^ros'; print @@
      words=(raygem --format j); CURRENT=3; _raygem | grep '^j'; print @@
      words=(raygem --catalog ''); CURRENT=3; _raygem; print @@
      words=(raygem favorite ''); CURRENT=3; _raygem; print @@
      words=(raygem favorite add cat); CURRENT=4; _raygem | grep -i '^cat'
      """
    let result = try shell("zsh", ["-f", "-c", probe], in: sandbox)
    #expect(result.stderr == "")
    #expect(
      result.stdout
        == "Rose Quartz\n@@\njson\njsonl\n@@\n<files>\n@@\nadd\nremove\ntoggle\n@@\nCat's-Eye Chrysoberyl\n")
  }

  @Test
  func zshCompletesEachCommandsOwnValuesAndListItems() throws {
    try #require(installed("zsh"), "zsh is needed for this test; .ci/run installs it (apt-get install zsh)")
    let sandbox = try Sandbox()
    let path = try script("zsh", in: sandbox)
    // compset and compadd print what they were given: zsh itself then keeps
    // the words that match, after the prefix compset took off.
    let probe = """
      compdef() { : }
      compadd() { local -a a; a=("$@"); local i=${a[(i)--]}; print -r -- "${(j:|:)a[i+1,-1]}" }
      compset() { print -r -- "compset $*" }
      source \(path)
      words=(raygem list --optic ''); CURRENT=4; _raygem
      words=(raygem identify --optic ''); CURRENT=4; _raygem
      words=(raygem identify --kit refractometer,pol); CURRENT=4; _raygem | grep -v '|'
      words=(raygem identify --inclusions sil); CURRENT=4; _raygem | tr '|' '\\n' | grep -x 'rutile needles'
      compset() { IPREFIX="cubic," }
      words=(raygem list --system cubic,); CURRENT=4; _raygem
      """
    let result = try shell("zsh", ["-f", "-c", probe], in: sandbox)
    #expect(result.stderr == "")
    #expect(
      result.stdout
        == "compset -P *,\nisotropic|anisotropic|uniaxial|biaxial|aggregate\n"
        + "isotropic|anisotropic|uniaxial|uniaxial+|uniaxial-|biaxial|biaxial+|biaxial-|aggregate\n"
        + "compset -P *,\nrutile needles\n"
        // An item already given is not offered again.
        + "tetragonal|hexagonal|trigonal|orthorhombic|monoclinic|triclinic|amorphous\n")
  }

  @Test
  func fishCompletesEachCommandsOwnValuesAndListItems() throws {
    try #require(installed("fish"), "fish is needed for this test; .ci/run installs it (apt-get install fish)")
    let sandbox = try Sandbox()
    let path = try script("fish", in: sandbox)
    func complete(_ line: String) throws -> String {
      try shell("fish", ["-c", "source \(path); complete -C '\(line)' | string replace -r '\\t.*' ''"], in: sandbox)
        .stdout
    }
    #expect(try complete("raygem list --optic uni") == "uniaxial\n")
    #expect(try complete("raygem identify --kit refractometer,pol") == "refractometer,polariscope\n")
    #expect(try complete("raygem identify --inclusions silk,rutile") == "silk,rutile needles\n")
    #expect(try complete("raygem list --system cubic,tri") == "cubic,triclinic\ncubic,trigonal\n")
    // An item typed with its space escaped, or already in the list.
    #expect(try complete(#"raygem list --inclusions curved\ striae,chev"#) == "curved striae,chevron growth\n")
    #expect(try complete("raygem list --system cubic,cu") == "")
  }

  @Test
  func fishCompletesGemNamesAndOptionValues() throws {
    try #require(installed("fish"), "fish is needed for this test; .ci/run installs it (apt-get install fish)")
    let sandbox = try Sandbox()
    let path = try script("fish", in: sandbox)
    let result = try shell(
      "fish", ["-c", "source \(path); complete -C 'raygem detail ros'; echo ==; complete -C 'raygem --format j'"],
      in: sandbox)
    #expect(result.stdout == "Rose Quartz\n==\njson\toutput format\njsonl\toutput format\n")
    let done = try shell("fish", ["-c", "source \(path); complete -C 'raygem detail ruby '"], in: sandbox)
    #expect(done.stdout == "", "detail takes one name")
    let fields = try shell("fish", ["-c", "source \(path); complete -C 'raygem --fields id,spec'"], in: sandbox)
    #expect(fields.stdout.hasPrefix("id,species"), "\(fields.stdout)")
    #expect(fields.stdout.contains("id,specificGravity"))
    let first = try shell("fish", ["-c", "source \(path); complete -C 'raygem list --fields na'"], in: sandbox)
    #expect(first.stdout.hasPrefix("name\t"), "\(first.stdout)")
  }

  /// Every command whose arguments are gem names completes them, as the
  /// command table says: `compare` as well as `detail` and `favorite`.
  @Test func bashCompletesGemNamesForCompare() throws {
    let sandbox = try Sandbox()
    let path = try script("bash", in: sandbox)
    let probe = """
      source \(path)
      complete_line() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _raygem; printf '%s\\n' "${COMPREPLY[@]}"; echo --; }
      complete_line raygem compare rub
      complete_line raygem compare ruby spi
      complete_line raygem compare ruby spinel "cat's"
      complete_line raygem detail ruby rub
      """
    let result = try shell("bash", ["-c", probe], in: sandbox)
    #expect(result.stderr == "")
    #expect(
      result.stdout.components(separatedBy: "--\n") == [
        "Rubellite\nRuby\n", "Spinel\n", "Cat\\'s-Eye\\ Chrysoberyl\n", "\n", "",
      ])
  }

  @Test
  func zshCompletesGemNamesForCompare() throws {
    try #require(installed("zsh"), "zsh is needed for this test; .ci/run installs it (apt-get install zsh)")
    let sandbox = try Sandbox()
    let path = try script("zsh", in: sandbox)
    let probe = """
      compdef() { : }
      compadd() { local -a a; a=("$@"); local i=${a[(i)--]}; print -rl -- "${(@)a[i+1,-1]}" }
      source \(path)
      words=(raygem compare rub); CURRENT=3; _raygem | grep -i '^rub'; print @@
      words=(raygem compare ruby spi); CURRENT=4; _raygem | grep -i '^spi'
      """
    let result = try shell("zsh", ["-f", "-c", probe], in: sandbox)
    #expect(result.stderr == "")
    #expect(result.stdout == "Rubellite\nRuby\n@@\nSpinel\n")
  }

  @Test
  func fishCompletesGemNamesForCompare() throws {
    try #require(installed("fish"), "fish is needed for this test; .ci/run installs it (apt-get install fish)")
    let sandbox = try Sandbox()
    let path = try script("fish", in: sandbox)
    let result = try shell(
      "fish",
      ["-c", "source \(path); complete -C 'raygem compare rub'; echo ==; complete -C 'raygem compare ruby spi'"],
      in: sandbox)
    #expect(result.stdout == "Rubellite\nRuby\n==\nSpinel\n")
  }

  @Test(arguments: [("bash", ["-n"]), ("zsh", ["-n"]), ("fish", ["--no-execute"])])
  func scriptsPassTheirShellsSyntaxCheck(shell name: String, check: [String]) throws {
    guard installed(name) else {
      withKnownIssue("\(name) is not installed here; .ci/run installs it") { Issue.record("skipped") }
      return
    }
    let sandbox = try Sandbox()
    let path = try script(name, in: sandbox)
    let result = try shell(name, check + [path], in: sandbox)
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr == "")
  }

  @Test
  func manualRendersWithoutWarnings() throws {
    try #require(installed("groff"), "groff is needed for this test; .ci/run installs it (apt-get install groff-base)")
    let sandbox = try Sandbox()
    let page = try sandbox.run(["manual"])
    #expect(page.status == 0)
    let path = try sandbox.write(page.stdout, to: "raygem.1")
    let groff = try shell("groff", ["-man", "-Tutf8", "-ww", "-z", path], in: sandbox)
    #expect(groff.status == 0)
    #expect(groff.stderr == "")
    if installed("man") {
      let man = try shell("man", ["-l", path], in: sandbox)
      #expect(man.stderr == "")
      #expect(man.stdout.contains("raygem favorite toggle \"Rose Quartz\""))
      // Code in the tables' text (`raygem help hues`) is set in bold, not shown with its backticks.
      #expect(!man.stdout.contains("`"))
      #expect(man.stdout.contains("(raygem help hues)"))
      for heading in [
        "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES",
      ] {
        #expect(man.stdout.contains("\n\(heading)\n"), "missing section \(heading)")
      }
    }
  }

  @Test func everyCommandAndOptionAppearsInTheManualAndEveryScript() throws {
    let sandbox = try Sandbox()
    let manual = try sandbox.run(["manual"]).stdout.replacingOccurrences(of: "\\-", with: "-")
    let scripts = try ["bash", "zsh", "fish"].map { try sandbox.run(["completions", $0]).stdout }
    for command in CommandTable.commands {
      #expect(manual.contains(".B raygem \(command.name.rawValue)"), "manual lacks \(command.name)")
      for script in scripts { #expect(script.contains(command.name.rawValue)) }
    }
    let options = CommandTable.globalOptions + [CommandTable.versionOption] + CommandTable.commands.flatMap(\.options)
    for option in options {
      #expect(manual.contains("--\(option.long)"), "manual lacks --\(option.long)")
      #expect(scripts[0].contains("--\(option.long)"), "bash lacks --\(option.long)")
      #expect(scripts[1].contains("--\(option.long)"), "zsh lacks --\(option.long)")
      #expect(scripts[2].contains("-l \(option.long)"), "fish lacks --\(option.long)")
      // Values of several words (`very rare`) too, quoted.
      for choice in CompletionModel.Values(of: option).words {
        let quoted = CompletionModel.quoted(choice)
        #expect(scripts[0].contains(quoted) && scripts[1].contains(quoted), "a script lacks --\(option.long) \(choice)")
        #expect(scripts[2].contains(choice.contains("'") ? "\"\(choice)\"".replacing("'", with: "\\'") : choice))
      }
    }
    // Every variable raygem reads is documented, these among them.
    for variable in ["RAYGEM_HOME", "RAYGEM_CATALOG", "XDG_DATA_HOME", "NO_COLOR", "CLICOLOR_FORCE", "COLUMNS", "TERM"]
    {
      #expect(Raygem.environmentVariables.contains(variable))
    }
    for variable in Raygem.environmentVariables {
      #expect(manual.contains(".B \(variable)\n"), "manual lacks \(variable)")
    }
  }

  @Test func anUnknownShellIsAUsageError() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["completions", "tcsh"])
    #expect(result.status == 64)
    #expect(result.stderr == "raygem: unknown shell 'tcsh'; use one of: bash, zsh, fish\n")
  }
}

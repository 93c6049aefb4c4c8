import Testing

@testable import RaygemCLI

/// The commands raygem suggests quote each argument so that a POSIX shell
/// reads it back as it was.
@Suite("Shell words")
struct ShellWordTests {
  @Test(arguments: [
    ("ruby", "ruby"),
    ("-x", "-x"),
    ("é", "é"),
    ("a.b,c:d=e+f@g%h/i_j", "a.b,c:d=e+f@g%h/i_j"),
    ("rose quartz", "\"rose quartz\""),
    ("cat's eye", "\"cat's eye\""),
    ("", "\"\""),
    ("~x", "\"~x\""),
    ("*", "\"*\""),
    ("a;b&c|d<e>f(g)#h?i[j]{k}", "\"a;b&c|d<e>f(g)#h?i[j]{k}\""),
    ("tab\there", "\"tab\there\""),
    ("a\"b", "'a\"b'"),
    ("c$d", "'c$d'"),
    ("back`tick", "'back`tick'"),
    ("back\\slash", "'back\\slash'"),
    ("bang!", "'bang!'"),
    ("it's $5", "'it'\\''s $5'"),
    // A quote with a combining mark after it is one Character, but two scalars.
    ("a$'\u{301}b", "'a$'\\''\u{301}b'"),
  ])
  func quotesAsAShellNeeds(word: String, quoted: String) {
    #expect(ShellWord.quoted(word) == quoted)
  }

  @Test func aHintNamesTheCommandAsTheShellReadsIt() {
    let outcome = InProcessTests.run(["detail", "a\"b", "c$d"])
    #expect(outcome.standardError.hasSuffix("quote a name of several words: raygem detail 'a\"b c$d'\n"))
  }
}

import ProcessEnvironment
import Testing

@Suite("Environment")
struct EnvironmentTests {
  @Test func readsTheVariablesItWasGivenByExactName() {
    let environment: Environment = ["HOME": "/home/ana", "COLUMNS": "80"]
    #expect(environment["HOME"] == "/home/ana")
    #expect(environment["COLUMNS"] == "80")
    #expect(environment["home"] == nil)
    #expect(environment["PAGER"] == nil)
  }

  @Test func aNameGivenTwiceKeepsItsLastValue() {
    let environment: Environment = ["TERM": "xterm", "TERM": "dumb"]
    #expect(environment["TERM"] == "dumb")
  }

  @Test func aDictionaryGivesItsVariablesAndItDescribesThemInOrder() {
    let environment = Environment(["LANG": "C"])
    #expect(environment["LANG"] == "C")
    let described: Environment = ["HOME": "/h", "TERM": "dumb"]
    #expect(described.description == "[HOME=/h, TERM=dumb]")
  }

  @Test func settingReplacesAValueAndNilUnsetsIt() {
    var environment = Environment()
    environment["PAGER"] = "more"
    environment["PAGER"] = "less"
    environment["NO_COLOR"] = "1"
    #expect(environment["PAGER"] == "less")
    environment["PAGER"] = nil
    #expect(environment["PAGER"] == nil)
    #expect(environment["NO_COLOR"] == "1")
  }
}

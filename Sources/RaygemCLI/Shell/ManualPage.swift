import GemCore

/// Writes raygem(1), the manual page, from the command table.
enum ManualPage {
  static func text() -> String {
    var page = [
      ".TH RAYGEM 1 \"\" \"raygem \(CommandTable.version)\" \"User Commands\"",
      ".SH NAME",
      "raygem \\- look up gemstones from the terminal",
      ".SH SYNOPSIS",
    ]
    for spec in CommandTable.commands {
      page += [".B raygem", Roff.escaped(String(spec.usage.dropFirst("raygem ".count))), ".br"]
    }
    page += [".B raygem \\-\\-version", ".SH DESCRIPTION"]
    page.append(
      Roff.escaped(CommandTable.description))
    page.append(".SH COMMANDS")
    for spec in CommandTable.commands {
      page += [".TP", ".B \(Roff.escaped(spec.usage))", Roff.escaped(spec.abstract + " " + spec.discussion)]
      for option in spec.options {
        page += [".RS", ".TP", ".B \(Roff.escaped(option.synopsis))", Roff.escaped(option.helpText), ".RE"]
      }
    }
    page.append(".SH OPTIONS")
    for option in CommandTable.globalOptions + [CommandTable.versionOption] {
      page += [".TP", ".B \(Roff.escaped(option.synopsis))", Roff.escaped(option.helpText)]
    }
    page += [".PP", Roff.escaped(CommandTable.optionsEndNote)]
    page.append(".SH VOCABULARIES")
    page.append(Roff.escaped("The words some catalog facts take, as raygem help TOPIC lists them."))
    for fact in GemFact.withHelpTopics {
      page.append(".SS \(fact.key)")
      for word in fact.kind.vocabulary?.entries ?? [] {
        page += [".TP", ".B \(Roff.escaped(word.word))", Roff.escaped(word.meaning ?? "")]
      }
    }
    page.append(".SH \"CATALOG FORMAT\"")
    for paragraph in CatalogFormatPage.introduction {
      page += [".PP", Roff.escaped(paragraph)]
    }
    for key in CatalogFormatPage.keys {
      page += [".TP", ".B \(key.key)", Roff.escaped(key.text)]
    }
    page.append(".SH ENVIRONMENT")
    for variable in EnvironmentVariable.all {
      page += [".TP", ".B \(variable.name)", Roff.escaped(variable.meaning)]
    }
    page += [
      ".SH FILES",
      ".TP", ".I $RAYGEM_HOME/favorites.json",
      Roff.escaped(
        "Favorite gem ids in the order they were added. Changed only under an exclusive lock on favorites.json.lock beside it, and replaced atomically."
      ),
      ".TP", ".I ~/.local/share/raygem/favorites.json",
      "Where favorites live when neither RAYGEM_HOME nor XDG_DATA_HOME is set.",
      ".TP", ".I ~/.cache/raygem/",
      Roff.escaped("Indexes of catalog files of 1 MiB or more; always safe to delete."),
      ".SH \"EXIT STATUS\"",
    ]
    for (status, meaning) in RaygemError.statusMeanings {
      page += [".TP", ".B \(status)", Roff.escaped(meaning)]
    }
    page.append(".SH EXAMPLES")
    for spec in CommandTable.commands {
      for example in spec.examples {
        page += [".TP", ".B \(Roff.escaped(example.command))", Roff.escaped(example.meaning)]
      }
    }
    page += [".SH \"SEE ALSO\"", ".BR jq (1),", ".BR flock (1)"]
    return page.joined(separator: "\n") + "\n"
  }
}

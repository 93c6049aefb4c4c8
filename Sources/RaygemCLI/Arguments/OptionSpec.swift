/// One option in the command table: its spellings, its value, its help and
/// its parser, which gives it its meaning.
///
/// A class: an entry is made once and only read, and looking an option up
/// passes entries around, which for a struct of strings, arrays and a
/// closure copied every field (Sources/Benchmark/README.md, "Start-up").
final class OptionSpec: Sendable {
  /// The option.
  let name: OptionName
  /// The one-letter spelling, if any (`h` for `-h`).
  let short: Character?
  /// The value's placeholder in usage (`FILE`), or `nil` for a flag.
  let valueName: String?
  /// Whether the value names a file (`FILE`, `FILE|-`), so that completion offers file names.
  var takesAFileName: Bool { valueName?.hasPrefix("FILE") == true }
  /// The values the option accepts, or empty for any value: made only
  /// when help, completion or a refused value shows them, as ``listing``
  /// is, since making every option's list slowed each start.
  var choices: [String] { makeChoices() }
  private let makeChoices: @Sendable () -> [String]
  /// The default, as shown in help.
  let defaultValue: String?
  /// One line of help.
  let abstract: String
  /// Values help lists after the abstract, made only when help is shown.
  let listing: Listing?
  /// The group usage lines name instead of the option, if any.
  let group: Group?
  /// Whether it is for one stone's readings, and so has no place beside a
  /// parcel (`identify --limit`); the usage line shows it with MEASUREMENTS.
  let isForOneStone: Bool
  /// Reads the option's value into the invocation.
  let parser: OptionParser

  /// Options that usage lines show as one word.
  enum Group: Sendable, Hashable {
    /// `[FILTERS]`: ranges and categories of the commands that list gems.
    case filter
    /// `MEASUREMENTS`: the readings `identify` takes.
    case measurement
    /// `--batch FILE|-`: a parcel of stones, the other form of `identify`,
    /// shown in usage as the alternative to MEASUREMENTS.
    case parcel
  }

  /// Values too many to keep in the table, listed in help as they are made.
  enum Listing: Sendable, Hashable {
    /// The `--fields` names: every catalog key and `favorite`.
    case fields
    /// The words of a vocabulary with a help topic, which help names rather
    /// than lists (`inclusions`), where one is read as another option's
    /// (`aggregate`, the optic character `--optic` reads).
    case topic(String, except: String? = nil)

    /// What help writes after the abstract.
    var text: String {
      switch self {
      case .fields: return ": " + OutputField.allCases.map(\.rawValue).joined(separator: ", ")
      case .topic(let topic, let except?):
        return "; the words of 'raygem help \(topic)', \(except) read as the optic character (--optic \(except))"
      case .topic(let topic, nil): return "; the words of 'raygem help \(topic)'"
      }
    }
  }

  init(
    _ name: OptionName, short: Character? = nil, value: String? = nil,
    choices makeChoices: @autoclosure @escaping @Sendable () -> [String] = [],
    default defaultValue: String? = nil, listing: Listing? = nil, group: Group? = nil, forOneStone: Bool = false,
    _ abstract: String, parse parser: OptionParser
  ) {
    self.name = name
    self.short = short
    self.valueName = value
    self.makeChoices = makeChoices
    self.defaultValue = defaultValue
    self.abstract = abstract
    self.listing = listing
    self.group = group
    self.isForOneStone = forOneStone
    self.parser = parser
  }

  /// The long name without dashes (`sort` for `--sort`).
  var long: String { name.rawValue }

  /// Whether the option takes a value.
  var takesValue: Bool { valueName != nil }

  /// `--sort FIELD` or `-h, --help`, as help lists it.
  var synopsis: String {
    var text = short.map { "-\($0), " } ?? ""
    text += "--\(long)"
    if let valueName { text += " \(valueName)" }
    return text
  }

  /// The help line with the accepted values and the default.
  var helpText: String {
    var text = abstract
    if let listing { text += listing.text }
    let choices = self.choices
    if !choices.isEmpty { text += " (\(choices.joined(separator: ", ")))" }
    if let defaultValue { text += "; default: \(defaultValue)" }
    return text
  }
}

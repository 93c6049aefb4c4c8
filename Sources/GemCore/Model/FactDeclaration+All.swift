extension FactDeclaration {
  /// Every fact of the catalog format, declared once, in the order of
  /// catalog table in Resources/README.md (``GemFact/all`` follows it).
  ///
  /// Facts are from the standard gemmological vocabulary: refractive index
  /// in sodium light, birefringence as the largest difference of its
  /// indices, dispersion as the B–G interval, specific gravity as a ratio
  /// (no unit), hardness on the Mohs scale.
  ///
  /// A fact read at the bench declares its instrument too (README,
  /// "identify"); the bench facts most catalogs lack (spectrum, Chelsea
  /// filter, inclusions, magnetism, testers…) are written only where a gem
  /// has them. The tolerances follow the instruments: a refractometer
  /// reads to about ±0.001, but contact liquid, facet polish and a species'
  /// natural variation widen that to 0.01; birefringence, a difference of
  /// two readings, to 0.005; a hydrostatic balance gives SG to ±0.01–0.02
  /// on a clean stone, 0.05 with inclusions, porosity and small stones;
  /// scratch hardness to half a step; dispersion, mostly estimated from
  /// fire, to 0.005. The weights follow how precise and how telling a test
  /// is: refractive index most, SG and birefringence next; optic character
  /// is certain but shared by many gems; hardness is a destructive test and
  /// dispersion an estimate by eye, so each counts little; colour and
  /// transparency vary within a species and only choose among its
  /// varieties, and luster is judged by eye. A miss rules a
  /// gem out only for the decisive ones.
  static let all: [FactDeclaration] = [
    FactDeclaration(
      "id", .text, label: "ID", section: .names,
      meaning:
        "stable slug (`rose-quartz`); derived from `name` when absent; unique; one word: no white space, control or invisible characters, and no leading `-`",
      emphasis: .muted),
    FactDeclaration(
      "name", .text, label: "Name", section: .names, meaning: "display name, any Unicode", emphasis: .title),
    FactDeclaration(
      "aliases", .list, label: "Also called", heading: "Aliases", section: .names,
      meaning: "other names to search by: varieties, trade names, older names"),
    FactDeclaration(
      "misnomers", .list, label: "Misnomers", section: .names,
      meaning: "misleading trade names (`Cape ruby` for pyrope); searched, and shown as misnomers"),
    FactDeclaration(
      "species", .text, label: "Species", section: .names,
      meaning: "mineral species or group (`Corundum`); searched too", emphasis: .muted),
    FactDeclaration(
      "nameNeeds", .text, label: "Name needs", section: .names,
      meaning:
        "for a trade name that only a laboratory may give, the test it needs (`chemical analysis showing copper and manganese` for Paraíba tourmaline); such a variety never leads its group in identify"
    ),
    FactDeclaration(
      "origin", .choice(Vocabulary(Origin.self)), label: "Origin", section: .origin,
      meaning:
        "natural, synthetic (the chemistry and structure of a natural gem), artificial (man-made, no natural gem counterpart), composite (doublets, triplets, glass-filled stones); natural when absent",
      absentValue: .text(Origin.natural.rawValue)),
    FactDeclaration(
      "syntheticOf", .ids, label: "Synthetic of", section: .lookAlikes,
      meaning: "for a synthetic, the natural gems it reproduces"),
    FactDeclaration(
      "imitates", .ids, label: "Imitates", section: .lookAlikes, meaning: "gems this material is used to imitate"),
    FactDeclaration(
      "abundance", .choice(["common", "uncommon", "rare", "very rare"]), label: "Abundance", section: .origin,
      meaning: "common, uncommon, rare, very rare: how often a gemmologist meets it in the trade",
      isWrittenWhenAbsent: false,
      filter: FactOption("abundance", "how often the trade meets the gem, such as common,uncommon")),
    FactDeclaration("summary", .text, label: "Summary", section: .about, meaning: "a few sentences"),
    FactDeclaration(
      "color", .color, label: "Color", section: .appearance, meaning: "main colour, with an optional `#RRGGBB` swatch",
      bench: FactBench(.eye, weight: 10, dyeEffect: .anyReading, reading: .own(option: "hue"))),
    FactDeclaration(
      "hues", .choices(.hues), label: "Occurs in", heading: "Hues", section: .appearance,
      meaning:
        "every colour family the material occurs in: red, orange, yellow, green, blue, violet, pink, brown, black, white, gray, colorless (`raygem help hues`)",
      isWrittenWhenAbsent: false),
    FactDeclaration(
      "rareHues", .choices(.hues), label: "Rarely in", heading: "Rare hues", section: .appearance,
      meaning:
        "the hues among `hues` that references say the material shows only rarely, treated stones included (obsidian: green, blue, violet); identify takes a stone of such a hue as rare",
      isWrittenWhenAbsent: false),
    FactDeclaration(
      "crystalSystem", .choice(Vocabulary(CrystalSystem.self)), label: "Crystal system",
      section: .names,
      meaning: "cubic, tetragonal, hexagonal, trigonal, orthorhombic, monoclinic, triclinic or amorphous",
      separation: .differentValue),
    FactDeclaration(
      "formula", .formula, label: "Formula", section: .names, meaning: "chemical formula in ASCII digits (`SiO2`)"),
    FactDeclaration(
      "hardness", .range, label: "Mohs hardness", heading: "Mohs", section: .durability, meaning: "Mohs hardness",
      limits: 1...10,
      filter: FactOption("hardness", "Mohs hardness overlapping RANGE, such as 8.. or 6..7"),
      bench: FactBench(
        .scratchTest, tolerance: 0.5, readings: 1...10, weight: 5, isDecisive: true,
        reading: .number(
          FactOption("hardness", "Mohs hardness from a scratch test (on rough only: it marks a cut stone)"),
          summary: "Mohs"),
        sortKey: "hardness"),
      separation: .apart),
    FactDeclaration(
      "specificGravity", .range, label: "Specific gravity", heading: "SG", section: .identification,
      meaning: "specific gravity, a ratio (numerically the density in g/cm³)", decimals: 2,
      limits: 0.5...25, filter: FactOption("sg", "specific gravity overlapping RANGE, such as 3.5..4.1"),
      bench: FactBench(
        .balance, tolerance: 0.05, precision: 0.02, readings: 0.5...25, weight: 20, isDecisive: true,
        reading: .number(
          FactOption(
            "sg", "specific gravity; >N or <N when it sinks or floats in a heavy liquid of N, N..M between two"),
          summary: "SG"), sortKey: "density"),
      separation: .apart),
    FactDeclaration(
      "refractiveIndex", .range, label: "Refractive index", heading: "RI", section: .identification,
      meaning: "refractive index in sodium light, lowest to highest reading", decimals: 3,
      limits: 1...5, filter: FactOption("ri", "refractive index overlapping RANGE, such as ..1.6"),
      bench: FactBench(
        .refractometer, tolerance: 0.01, precision: 0.002, readings: 1.3...3.5, weight: 30, isDecisive: true,
        reading: .own(option: "ri"),
        sortKey: "ri"),
      separation: .apart),
    FactDeclaration(
      "birefringence", .range, label: "Birefringence", heading: "Biref", section: .identification,
      meaning: "largest birefringence; absent for isotropic and aggregate materials", decimals: 3,
      limits: 0...1, filter: FactOption("birefringence", "birefringence overlapping RANGE, such as 0.01.."),
      bench: FactBench(
        .refractometer, tolerance: 0.005, precision: 0.004, readings: 0...1, weight: 20, isDecisive: true,
        mayReadShort: true,
        reading: .number(
          FactOption("birefringence", "birefringence, if not given by two RI readings"), summary: "birefringence"),
        sortKey: "birefringence"),
      separation: .apart),
    FactDeclaration(
      "dispersion", .range, label: "Dispersion", heading: "Disp", section: .identification,
      meaning: "dispersion, the B–G interval", decimals: 3,
      limits: 0...1, filter: FactOption("dispersion", "dispersion overlapping RANGE, such as 0.04.."),
      bench: FactBench(
        .spectrometer, tolerance: 0.005, readings: 0...1, weight: 5,
        reading: .number(FactOption("dispersion", "dispersion"), summary: "dispersion"), sortKey: "dispersion"),
      separation: .apart),
    FactDeclaration(
      "opticCharacter", .choice(Vocabulary(OpticCharacter.self)), label: "Optic character",
      heading: "Optic", section: .identification, meaning: "isotropic, uniaxial, biaxial, aggregate",
      bench: FactBench(.polariscope, weight: 10, isDecisive: true, reading: .own(option: "optic")),
      separation: .differentValue),
    FactDeclaration(
      "opticSign", .choice(Vocabulary(OpticSign.self)), label: "Optic sign", heading: "Sign",
      section: .identification, meaning: "positive, negative, either (uniaxial and biaxial only)",
      bench: FactBench(.conoscope, weight: 5, isDecisive: true, reading: .own(option: "optic")),
      separation: .differentValue),
    FactDeclaration(
      "polariscope", .choices(.polariscope), label: "Polariscope", section: .identification,
      meaning:
        "reactions beyond the optic character: anomalous extinction, cross-hatched, snake pattern, bull's-eye, strain colors, and aggregate for a species cut from its massive form as well as from crystals (`raygem help polariscope`)",
      isWrittenWhenAbsent: false,
      filter: FactOption("polariscope", "reactions between crossed polars, such as anomalous extinction"),
      bench: FactBench(
        .polariscope, weight: 5,
        reading: .word(
          FactOption("polariscope", "what crossed polars show, such as anomalous extinction"), summary: "polariscope")),
      separation: .noCommonValue),
    FactDeclaration(
      "pleochroism", .pleochroism, label: "Pleochroism", section: .identification,
      meaning: "strength none, weak, moderate or strong; the colours seen",
      bench: FactBench(.dichroscope, weight: 10, reading: .own(option: "pleochroism")),
      separation: .distinctStrength),
    FactDeclaration(
      "spectrum", .spectrum, label: "Spectrum", section: .identification,
      meaning:
        "absorption in a hand spectroscope: lines `[{\"nm\": 694, \"strength\": \"strong\"}]`, bands `[{\"from\": 540, \"to\": 580, \"strength\": \"moderate\"}]`, or `{\"nm\": 505}` for a band known only by its centre, strength weak, moderate or strong, left out where the reference does not grade it, wavelengths within 380–720 nm; empty lists for no diagnostic spectrum; `note` optional",
      isWrittenWhenAbsent: false,
      bench: FactBench(
        .spectroscope, tolerance: 5, readings: Spectrum.visible, weight: 10, usual: .spectrum(Spectrum()),
        reading: .own(option: "spectrum")),
      separation: .distinctFeatures),
    FactDeclaration(
      "chelseaFilter", .choice(["red", "pink", "green", "none"]), label: "Chelsea filter", heading: "Chelsea",
      section: .identification, meaning: "red, pink, green, none: the colour through a Chelsea filter",
      isWrittenWhenAbsent: false,
      filter: FactOption("chelsea", "colours through a Chelsea filter, such as red"),
      bench: FactBench(
        .chelseaFilter, weight: 10, scale: ["green", "none", "pink", "red"], usual: .text("none"),
        usualForReds: .text("red"),
        dyeEffect: .only(["red", "pink"]),
        reading: .word(FactOption("chelsea", "the colour through a Chelsea filter"), summary: "Chelsea")),
      separation: .differentValue),
    FactDeclaration(
      "fluorescence", .fluorescence, label: "Fluorescence", section: .identification,
      meaning:
        "each UV lamp's reaction, either lamp optional: `\"inert\"`, `{\"strength\": weak/moderate/strong, \"colors\": [string]}` (strength left out where the reference does not grade it: `{\"colors\": [\"blue\"]}`), or a few words; `note` optional",
      bench: FactBench(
        .ultravioletLamp, weight: 5, usual: .fluorescence(Fluorescence(longWave: .inert, shortWave: .inert)),
        reading: .own(option: "lw"))),
    FactDeclaration(
      "inclusions", .choices(.inclusions), label: "Inclusions", section: .identification,
      meaning:
        "inclusions and growth features, words of the inclusion vocabulary (`raygem help inclusions`): `silk`, `horsetail`, `curved striae`, `three-phase`…",
      isWrittenWhenAbsent: false,
      filter: FactOption("inclusions", "inclusions and growth features, such as silk,horsetail"),
      bench: FactBench(
        .microscope, weight: 10,
        reading: .word(
          FactOption("inclusions", "inclusions and growth features seen, such as curved striae,gas bubbles"),
          summary: "inclusions")),
      separation: .ownWords),
    FactDeclaration(
      "magnetism", .choice(["inert", "weak", "moderate", "strong", "pickup"]), label: "Magnetism",
      section: .identification, meaning: "response to an N52 magnet: inert, weak, moderate, strong, pickup",
      isWrittenWhenAbsent: false,
      filter: FactOption("magnetism", "responses to an N52 magnet, such as pickup,strong"),
      bench: FactBench(
        .magnet, weight: 5, scale: ["inert", "weak", "moderate", "strong", "pickup"], usual: .text("inert"),
        reading: .word(FactOption("magnet", "the response to an N52 magnet"), summary: "magnet"))),
    FactDeclaration(
      "thermalConductivity", .choice(["high", "low"]), label: "Thermal tester", heading: "Thermal",
      section: .identification, meaning: "high (reads \"diamond\" on a thermal tester), low",
      isWrittenWhenAbsent: false,
      filter: FactOption("thermal", "thermal conductivity; high reads as diamond on a thermal tester"),
      bench: FactBench(
        .thermalTester, weight: 10, isDecisive: true, usual: .text("low"),
        reading: .word(FactOption("thermal", "a thermal diamond tester's reading"), summary: "thermal")),
      separation: .differentValue),
    FactDeclaration(
      "electricalConductivity", .choice(["conductive", "insulating"]), label: "Electrical tester",
      heading: "Electrical", section: .identification, meaning: "conductive, insulating", isWrittenWhenAbsent: false,
      filter: FactOption("electrical", "electrical conductivity, such as conductive"),
      bench: FactBench(
        .electricalTester, weight: 10, isDecisive: true, usual: .text("insulating"),
        reading: .word(FactOption("electrical", "an electrical conductivity tester's reading"), summary: "electrical")),
      separation: .differentValue),
    FactDeclaration(
      "hotPoint", .choice(["resinous", "acrid", "burnt", "none"]), label: "Hot point", section: .identification,
      meaning: "what a hot needle releases on organics and plastics: resinous, acrid, burnt, none",
      isWrittenWhenAbsent: false, filter: FactOption("hot-point", "what a hot needle releases, such as resinous"),
      bench: FactBench(
        .hotPoint, weight: 20, usual: .text("none"),
        reading: .word(
          FactOption(
            "hot-point", "what a hot needle releases, touched to an unseen spot with the owner's consent"),
          summary: "hot point")),
      separation: .differentValue),
    FactDeclaration(
      "solvent", .choice(["softens", "inert"]), label: "Solvent", section: .identification,
      meaning: "a drop of acetone or ether: softens, inert",
      isWrittenWhenAbsent: false,
      filter: FactOption("solvent", "what a drop of acetone or ether does, such as softens"),
      bench: FactBench(
        .solvent, weight: 20, usual: .text("inert"),
        reading: .word(
          FactOption(
            "solvent",
            "what a drop of acetone or ether does, put on an unseen spot with the owner's consent"),
          summary: "solvent")),
      separation: .differentValue),
    FactDeclaration(
      "cleavage", .text, label: "Cleavage", section: .durability, meaning: "`perfect basal (one direction)`, `none`"),
    FactDeclaration("fracture", .text, label: "Fracture", section: .durability, meaning: "`conchoidal`, `uneven`"),
    FactDeclaration(
      "toughness", .choice(Vocabulary(Toughness.self)), label: "Toughness", section: .durability,
      meaning: "excellent, good, fair, poor"),
    FactDeclaration(
      "transparency", .choices(Vocabulary(Transparency.self)), label: "Transparency",
      section: .appearance, meaning: "transparent, translucent, opaque",
      bench: FactBench(.eye, weight: 5, reading: .own(option: "transparency")),
      separation: .noCommonValue),
    FactDeclaration(
      "luster", .text, label: "Luster", section: .appearance,
      meaning: "vitreous, adamantine, pearly, resinous, waxy, metallic, silky…",
      bench: FactBench(.eye, weight: 5, reading: .own(option: "luster"))),
    FactDeclaration(
      "phenomena", .choices(.phenomena), label: "Phenomena", section: .appearance,
      meaning:
        "optical effects: play-of-color, adularescence, labradorescence, chatoyancy, asterism, aventurescence, iridescence, color change (`raygem help phenomena`)",
      isWrittenWhenAbsent: false,
      filter: FactOption("phenomenon", "optical effects, such as asterism"),
      bench: FactBench(
        .eye, weight: 10, usual: .list([]),
        reading: .word(
          FactOption("phenomenon", "an optical effect seen, such as asterism or play-of-color"), summary: "phenomena"))),
    FactDeclaration(
      "treatments", .list, label: "Treatments", section: .origin,
      meaning: "treatments in common use (`heat`, `fracture filling`)"),
    FactDeclaration(
      "localities", .list, label: "Localities", section: .origin, meaning: "main sources, by country or region"),
    FactDeclaration(
      "sources", .list, label: "Sources", section: .references,
      meaning: "the references the gem's constants were checked against"),
  ]
}

/// What the bundled catalog lacks because no reference reached gives it.
///
/// The project never guesses a fact: where the research found no
/// reference, the fact stays absent and is listed here. The tests that use
/// these lists fail both ways: when a gem lacks a fact the list does not
/// name (a new gap, or data lost), and when a listed gap has been filled
/// (take it off the list), so the lists only shrink. The research behind
/// them is in research/catalog (fill-required.json, fill-abundance*.json,
/// fill-hues.json and their README).
enum CatalogGaps {
  /// Facts every gem has (``BundledCatalogTests/everyGemHasTheFactsThatApplyToIt()``)
  /// that no reference reached gives for these new entries, by gem id.
  static let required: [String: Set<String>] = [
    // Minerals whose toughness no reference reached grades.
    "andesine": ["toughness"], "dyed-magnesite": ["toughness"], "hemimorphite": ["toughness"],
    "staurolite": ["toughness"], "thomsonite": ["toughness"], "tugtupite": ["toughness"], "ulexite": ["toughness"],
    // A massive clay mineral whose cleavage no reference reached gives.
    "meerschaum": ["cleavage"],
    // A rock (green zoisite with ruby); the references reached describe its minerals, not the rock.
    "anyolite": ["cleavage", "fracture", "toughness"],
    // Organic materials: the references reached give no optic character, cleavage, fracture or
    // toughness for most of them, and name no localities for bone or horn in general.
    "black-coral": ["cleavage", "fracture", "toughness"],
    "golden-coral": ["hardness", "transparency", "luster", "cleavage", "fracture", "toughness"],
    "bone": ["opticCharacter", "cleavage", "fracture", "toughness", "localities"],
    "horn": ["opticCharacter", "cleavage", "fracture", "toughness", "localities"],
    "odontolite": ["opticCharacter", "cleavage", "fracture", "toughness"],
    "shell": ["transparency", "cleavage", "fracture", "toughness"],
    "vegetable-ivory": ["opticCharacter", "cleavage", "toughness"],
    // Imitations (Gilson's coral, hard rubber) whose constants the references reached leave out.
    "gilson-coral": ["hardness", "opticCharacter", "transparency", "luster", "cleavage", "fracture", "toughness"],
    "vulcanite": ["hardness", "opticCharacter", "cleavage", "fracture", "toughness"],
    // Flux-grown synthetic spinel: the references reached give its constants, spectrum and
    // inclusions, not its hardness, transparency, luster, cleavage, fracture or toughness.
    "flux-synthetic-spinel": ["hardness", "transparency", "luster", "cleavage", "fracture", "toughness"],
    // Massive idocrase: the references reached give the crystal's cleavage and toughness, not the mass's.
    "californite": ["cleavage", "toughness"],
    // Cobalt glass: no reference reached grades its toughness, nor glass's.
    "cobalt-glass": ["toughness"],
    // Spinel's colour varieties: no reference reached grades spinel's toughness by colour.
    "red-spinel": ["toughness"], "blue-spinel": ["toughness"],
    // Sintered synthetic spinel and the synthetic spinel and corundum doublet: the references
    // reached (laboratory notes, texts on lapis imitations) give their telling readings only, and
    // none what crossed polars show of the doublet's whole stone, a singly refractive crown on a
    // doubly refractive pavilion.
    "sintered-synthetic-spinel": ["hardness", "transparency", "luster", "cleavage", "fracture", "toughness"],
    "synthetic-spinel-corundum-doublet": [
      "hardness", "specificGravity", "opticCharacter", "transparency", "luster", "cleavage", "fracture", "toughness",
    ],
  ]

  /// Gems without `abundance`: the references reached say nothing of how
  /// often the trade meets them in words the research's rule can use (the
  /// rule is in research/catalog/README.md).
  static let abundance: Set<String> = [
    "alabaster", "amber", "ammolite-triplet", "anyolite", "aventurine", "azurite", "bismuth", "black-opal",
    "bloodstone", "boulder-opal", "californite", "carnelian", "celluloid", "chrysocolla", "chrysoprase",
    "cobalt-glass", "copal", "corundum-doublet", "diamond-doublet", "dravite", "dumortierite", "dyed-magnesite",
    "fire-agate",
    "fire-opal", "fluorite", "flux-synthetic-emerald", "flux-synthetic-ruby", "garnet-topped-doublet",
    "gilson-coral", "gilson-lapis",
    "goshenite", "grossular", "horn", "howlite", "hydrogrossular", "hydrothermal-synthetic-emerald",
    "imitation-pearl", "ivory", "jet", "kunzite", "lapis-lazuli", "lithium-niobate", "mabe-pearl", "maw-sit-sit",
    "meerschaum", "mother-of-pearl", "odontolite", "onyx", "opalite", "rhodonite",
    "red-spinel", "sard", "schorl", "shell", "sintered-synthetic-spinel", "slocum-stone", "soude-emerald", "spodumene",
    "star-ruby", "star-sapphire", "steatite", "sunstone", "synthetic-forsterite", "synthetic-malachite",
    "synthetic-opal", "synthetic-star-corundum", "synthetic-turquoise", "synthetic-zincite", "thomsonite", "thulite",
    "tortoiseshell", "ulexite", "unakite", "vegetable-ivory", "watermelon-tourmaline", "white-sapphire",
    "yag", "yellow-sapphire", "zoisite",
  ]
}

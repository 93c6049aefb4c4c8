import Testing

@testable import GemCore

@Suite("Colour families")
struct ColorFamilyTests {
  @Test(
    "swatches fall in the bands README gives",
    arguments: [
      ("#9B111E", ColorFamily.red), ("#F4C2C2", .pink), ("#E4609B", .pink), ("#9C6B4A", .brown),
      ("#0F52BA", .blue), ("#9966CC", .violet), ("#A6C12B", .green), ("#E4A010", .yellow), ("#F28500", .orange),
      ("#141414", .black), ("#F3EDE2", .white), ("#4A4A4F", .gray), ("#7A7A3A", .green), ("#A0295A", .red),
      ("#4FB8A6", .green), ("#14C8D4", .blue),
    ])
  func swatchesFallInTheirBands(hex: String, family: ColorFamily) {
    #expect(GemColor(name: "any", hex: hex).family == family)
  }

  @Test func colourlessStonesAndMissingSwatchesHaveNoFamily() {
    #expect(GemColor(name: "colourless", hex: "#F4F6F8").family == nil)
    #expect(GemColor(name: "Colorless with golden needles", hex: "#E8D9A8").family == nil)
    #expect(GemColor(name: "red").family == nil)
  }
}

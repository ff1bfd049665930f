import ChartAccessibility
import ChartAudit
import Testing

/// WCAG 2.x contrast, with the figures a guideline got wrong by eye as test cases.
@Suite struct ContrastTests {
  func ratio(_ foreground: String, _ background: String) -> Double {
    WCAGContrast.ratio(ChartColor(parsing: foreground)!, on: ChartColor(parsing: background)!)
  }

  @Test func theIssuesFiguresToTwoDecimals() {
    #expect(WCAGContrast.text(ratio("#000000", "#FFFFFF")) == "21:1")
    #expect(WCAGContrast.text(ratio("#7A7A7A", "#F9F9F9")) == "4.08:1")
    #expect(WCAGContrast.text(ratio("#666666", "#FFFFFF")) == "5.74:1")
    #expect(WCAGContrast.text(ratio("#666666", "#F9F9F9")) == "5.45:1")
    #expect(abs(ratio("#7A7A7A", "#F9F9F9") - 4.0770) < 0.0001)
    // The order of the two colours does not matter.
    #expect(ratio("#FFFFFF", "#000000") == 21)
    #expect(ratio("#F9F9F9", "#F9F9F9") == 1)
  }

  @Test func noRoundingUpToPassAThreshold() {
    // WCAG compares the exact ratio: 4.499 fails 4.5, and is never written as a pass.
    #expect(!WCAGContrast.meets(4.499, 4.5))
    #expect(WCAGContrast.meets(4.5, 4.5))
    #expect(WCAGContrast.text(4.4999) == "4.49:1")
    #expect(WCAGContrast.text(2.996) == "2.99:1")
    #expect(WCAGContrast.text(6.999) == "6.99:1")
    // Away from a threshold, the nearest hundredth.
    #expect(WCAGContrast.text(4.077) == "4.08:1")
    #expect(WCAGContrast.text(4.5) == "4.5:1")
    #expect(WCAGContrast.text(3.104) == "3.1:1")
    // #777777 on white is 4.48:1 (fails AA); #767676 is 4.54:1 (passes).
    #expect(!WCAGContrast.meets(ratio("#777777", "#FFFFFF"), 4.5))
    #expect(WCAGContrast.text(ratio("#777777", "#FFFFFF")) == "4.48:1")
    #expect(WCAGContrast.meets(ratio("#767676", "#FFFFFF"), 4.5))
  }

  @Test func translucentColoursAreCompositedOverTheirBackground() {
    // Black at alpha 128 (50.2%) over white is 0.498 grey (#7F7F7F), 4:1 on white.
    let half = ChartColor(red: 0, green: 0, blue: 0, alpha: 128)
    let seen = RGBColor(half, over: .white)
    #expect(seen.hex == "#7F7F7F")
    #expect(WCAGContrast.text(WCAGContrast.ratio(half, on: ChartColor(parsing: "white")!)) == "4:1")
    // A transparent background shows the page: white in light mode, black in dark mode.
    let transparent = ChartColor(parsing: "transparent")!
    #expect(WCAGContrast.ratio(ChartColor(parsing: "black")!, on: transparent) == 21)
    #expect(WCAGContrast.ratio(ChartColor(parsing: "black")!, on: transparent, page: .black) == 1)
  }

  @Test func suggestsTheNearestPassingColour() {
    let text = ChartColor(parsing: "#7A7A7A")!
    let background = ChartColor(parsing: "#F9F9F9")!
    let suggestion = WCAGContrast.suggestion(for: text, on: background, reaching: 4.5)!
    #expect(suggestion.hex == "#737373")
    #expect(WCAGContrast.meets(WCAGContrast.ratio(suggestion, on: background), 4.5))
    // On a dark background the suggestion is lighter.
    let dark = WCAGContrast.suggestion(
      for: ChartColor(parsing: "#555555")!, on: ChartColor(parsing: "#121212")!, reaching: 4.5)!
    #expect(dark.hex == "#7D7D7D")
    // Nothing reaches 21:1 on grey.
    #expect(WCAGContrast.suggestion(for: text, on: background, reaching: 21) == nil)
  }

  @Test func relativeLuminanceEnds() {
    #expect(WCAGContrast.relativeLuminance(.white) == 1)
    #expect(WCAGContrast.relativeLuminance(.black) == 0)
  }
}

/// CIEDE2000 against Sharma, Wu and Dalal's published test pairs, and the colour-vision model.
@Suite struct ColorDifferenceTests {
  @Test(arguments: [
    (CIELab(l: 50, a: 2.6772, b: -79.7751), CIELab(l: 50, a: 0, b: -82.7485), 2.0425),
    (CIELab(l: 50, a: 3.1571, b: -77.2803), CIELab(l: 50, a: 0, b: -82.7485), 2.8615),
    (CIELab(l: 50, a: 2.8361, b: -74.0200), CIELab(l: 50, a: 0, b: -82.7485), 3.4412),
    (CIELab(l: 50, a: 0, b: 0), CIELab(l: 50, a: -1, b: 2), 2.3669),
    (CIELab(l: 50, a: 2.5, b: 0), CIELab(l: 73, a: 25, b: -18), 27.1492),
    (CIELab(l: 60.2574, a: -34.0099, b: 36.2677), CIELab(l: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
  ])
  func sharmaTestPairs(first: CIELab, second: CIELab, expected: Double) {
    #expect(abs(CIELab.ciede2000(first, second) - expected) < 0.0001)
    #expect(abs(CIELab.ciede2000(second, first) - expected) < 0.0001)
  }

  @Test func labOfWhiteAndBlack() {
    let white = CIELab(.white)
    #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
    #expect(CIELab(.black).l == 0)
  }

  @Test func redAndGreenLookAlikeWithoutGreenCones() {
    let green = RGBColor(ChartColor(parsing: "#2CA02C")!)
    let red = RGBColor(ChartColor(parsing: "#D62728")!)
    func difference(_ vision: ColorVision) -> Double {
      CIELab.ciede2000(CIELab(vision.simulate(green)), CIELab(vision.simulate(red)))
    }
    #expect(difference(.normal) > 50)
    #expect(difference(.deuteranopia) < ChartAuditor.minimumColorDifference)
    #expect(difference(.tritanopia) > ChartAuditor.minimumColorDifference)
    // Greys are unchanged by every simulation (each matrix row sums to 1).
    let grey = RGBColor(ChartColor(parsing: "#808080")!)
    for vision in ColorVision.allCases {
      #expect(abs(vision.simulate(grey).red - grey.red) < 0.002)
      #expect(abs(vision.simulate(grey).blue - grey.blue) < 0.002)
    }
  }
}

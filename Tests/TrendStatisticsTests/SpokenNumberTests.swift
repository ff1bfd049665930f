import Testing

@testable import TrendStatistics

/// `NumberText.spoken` and `FittedModel.spokenEquation`: three significant digits, scale words,
/// plain decimals, never scientific notation.
@Suite struct SpokenNumberTests {
  @Test(arguments: [
    (71_860_000.0, "71.9 million"), (-138_100_000_000, "minus 138 billion"), (4.2e12, "4.2 trillion"),
    (1.5e15, "1.5 times 10 to the power of 15"), (-2.154e30, "minus 2.15 times 10 to the power of 30"),
    (999_999_999, "1 billion"), (999_499, "999,000"), (999_999.7, "1 million"),
    (1.286e-7, "0.000000129"), (-0.0000001, "minus 0.0000001"), (15.49, "15.5"), (119.3, "119"),
    (0.09667, "0.0967"), (2.5, "2.5"), (-2.5, "minus 2.5"), (9.9996, "10"), (0, "0"), (-0.0, "0"),
    (1e-16, "0"), (-1e-16, "0"), (123_456, "123,000"), (41_700, "41,700"), (1_234.5, "1,230"),
    (-4_170, "minus 4,170"),
  ])
  func spokenNumbers(value: Double, text: String) {
    #expect(NumberText.spoken(value) == text)
  }

  @Test func nonFiniteValuesAreWords() {
    #expect(NumberText.spoken(.infinity) == "infinity")
    #expect(NumberText.spoken(-.infinity) == "minus infinity")
    #expect(NumberText.spoken(.nan) == "not a number")
  }

  @Test func significantDigitsCanBeChosen() {
    #expect(NumberText.spoken(3.14159, significantDigits: 2) == "3.1")
    #expect(NumberText.spoken(71_860_000, significantDigits: 4) == "71.86 million")
    #expect(NumberText.spoken(0.000316228, significantDigits: 2) == "0.00032")
  }

  @Test func noMagnitudeIsSpokenInScientificNotation() {
    var data = TestData(seed: 9)
    for exponent in -15...20 {
      for _ in 0..<20 {
        let value = (data.uniform() * 9 + 1) * TestMath.pow(10, Double(exponent)) * (data.uniform() < 0.5 ? -1 : 1)
        let text = NumberText.spoken(value)
        #expect(
          !text.contains("e-") && !text.contains("e+") && !text.contains("×") && !text.contains("^"),
          "\(value) → \(text)")
        #expect(
          text.allSatisfy { $0.isNumber || $0.isLetter || $0 == " " || $0 == "." || $0 == "," }, "\(value) → \(text)")
      }
    }
  }

  @Test func equationsUseWordsForLargeCoefficients() throws {
    // A straight line over the years 1959…2001: y = 71.86 million·x − 138.1 billion.
    let years = (1959...2001).map(Double.init)
    let fit = try #require(
      ModelFit(x: years, y: years.map { 71_860_000 * $0 - 138_100_000_000 }).models.first { $0.kind == .linear })
    #expect(fit.spokenEquation == "y equals 71.9 million times x minus 138 billion")
    // In years since 1959 the intercept is the value in 1959: 2.67374 billion.
    #expect(fit.spokenEquation(xOrigin: 1959) == "y equals 71.9 million times x plus 2.67 billion")
    #expect(fit.usesXOrigin)
    let shifted = fit.parameters(xOrigin: 1959)
    #expect(abs(shifted[0] - 71_860_000) < 1e-3 && abs(shifted[1] - 2_673_740_000) < 10)
  }

  @Test func equationsUsePlainDecimalsForSmallCoefficients() throws {
    let x = (0..<50).map(Double.init)
    let fit = try #require(ModelFit(x: x, y: x.map { 1.286e-7 * $0 + 0.5 }).models.first { $0.kind == .linear })
    #expect(fit.spokenEquation == "y equals 0.000000129 times x plus 0.5")
    #expect(!fit.spokenEquation.contains("10^") && !fit.spokenEquation.contains("e-"))
  }

  @Test func anExponentialIsRestatedAtTheOrigin() throws {
    let x = (10...30).map(Double.init)
    let fit = try #require(
      ModelFit(x: x, y: x.map { 2 * TestMath.exp(0.3 * $0) }).models.first { $0.kind == .exponential })
    #expect(fit.spokenEquation == "y equals 2 times e to the power of 0.3 times x")
    // 2·e^(0.3·10) = 40.171 at x = 10.
    #expect(fit.spokenEquation(xOrigin: 10) == "y equals 40.2 times e to the power of 0.3 times x")
  }

  @Test func aSineKeepsItsShapeAndMovesItsPhase() throws {
    let x = (0..<60).map { Double($0) * 0.25 }
    let fit = try #require(ModelFit(x: x, y: x.map { 3 * TestMath.sin(0.5 * $0 + 1) + 10 }).best)
    #expect(fit.kind == .sinusoidal)
    #expect(fit.spokenEquation == "y equals 3 times the sine of 0.5 times x plus 1, plus 10")
    // x′ = x − 2: the phase becomes 1 + 0.5·2 = 2.
    #expect(fit.spokenEquation(xOrigin: 2) == "y equals 3 times the sine of 0.5 times x plus 2, plus 10")
    let same = fit.parameters(xOrigin: 0)
    for (a, b) in zip(same, fit.parameters) { #expect(abs(a - b) <= 1e-9 * max(1, abs(b))) }
  }

  @Test func logarithmicAndPowerModelsIgnoreTheOrigin() throws {
    let x = (1...40).map(Double.init)
    let fit = try #require(
      ModelFit(x: x, y: x.map { 1.5 * TestMath.log($0) + 2 }).models.first { $0.kind == .logarithmic })
    #expect(!fit.usesXOrigin)
    #expect(fit.spokenEquation(xOrigin: 10) == fit.spokenEquation)
    #expect(fit.spokenEquation == "y equals 1.5 times the natural log of x plus 2")
  }
}

import Testing

@testable import TrendStatistics

@Suite struct RegressionTests {
  @Test func olsExact() {
    let x: [Double] = [0, 1, 2, 3, 4]
    let y = x.map { 2.5 * $0 + 3.1 }
    let r = LinearRegression(x: x, y: y)
    #expect(close(r.slope, 2.5, rel: 1e-14))
    #expect(close(r.intercept, 3.1, rel: 1e-14))
    #expect(close(r.rSquared, 1, rel: 1e-14))
    #expect(close(r.pearsonR, 1, rel: 1e-14))
    #expect(r.residuals.allSatisfy { abs($0) < 1e-12 })
    let ex1 = LinearRegression(y: [120, 135, 149, 166, 180, 198])
    #expect((ex1.rSquared * 1000).rounded() / 1000 == 0.999)
    let ex2 = LinearRegression(y: [4.8, 4.5, 4.6, 4.1, 3.9, 3.6, 3.4, 3.1])
    #expect((ex2.rSquared * 100).rounded() / 100 == 0.97)
    // NumPy: np.corrcoef([1,2,3,4,5],[2,1,4,3,5])[0,1] = 0.8
    let c = LinearRegression(x: [1, 2, 3, 4, 5], y: [2, 1, 4, 3, 5])
    #expect(close(c.pearsonR, 0.8, rel: 1e-14))
    #expect(close(c.rSquared, 0.64, rel: 1e-14))
  }

  @Test func olsConstantAndTiny() {
    let r = LinearRegression(x: [1, 2, 3], y: [5, 5, 5])
    #expect(r.rSquared == 0 && r.pearsonR == 0 && r.slope == 0 && r.intercept == 5)
    let v = LinearRegression(x: [2, 2, 2], y: [1, 2, 3])
    #expect(v.slope == 0 && v.intercept == 2 && !v.rSquared.isNaN)
    let e = LinearRegression(x: [], y: [])
    #expect(e.slope == 0 && e.intercept == 0 && e.residuals.isEmpty)
  }

  static func synth(_ kind: RegressionModelKind, noise: Double) -> (x: [Double], y: [Double]) {
    var d = TestData(seed: 2024)
    let x = (1...120).map { Double($0) * 0.25 }
    let y: [Double] = x.map { x in
      let e = noise * d.normal()
      switch kind {
      case .linear: return 2.5 * x + 3.1 + e
      case .exponential: return 2 * TestMath.exp(0.12 * x) * (1 + e * 0.01)
      case .logarithmic: return 1.5 * TestMath.log(x) + 2 + e * 0.01
      case .power: return 2 * TestMath.pow(x, 1.5) + e * 0.05
      case .sinusoidal: return 3 * TestMath.sin(0.8 * x + 1) + 10 + e * 0.01
      }
    }
    return (x, y)
  }

  @Test(arguments: RegressionModelKind.allCases)
  func recoversTrueModel(_ kind: RegressionModelKind) throws {
    let (x, y) = Self.synth(kind, noise: 0.1)
    let fit = ModelFit(x: x, y: y)
    let best = try #require(fit.best)
    #expect(best.kind == kind, "best \(best.kind) \(fit.models.map { ($0.kind, $0.score) })")
    let p = best.parameters
    switch kind {
    case .linear: #expect(abs(p[0] - 2.5) < 0.02 && abs(p[1] - 3.1) < 0.2)
    case .exponential: #expect(abs(p[0] - 2) < 0.02 && abs(p[1] - 0.12) < 0.001)
    case .logarithmic: #expect(abs(p[0] - 1.5) < 0.01 && abs(p[1] - 2) < 0.02)
    case .power: #expect(abs(p[0] - 2) < 0.02 && abs(p[1] - 1.5) < 0.005)
    case .sinusoidal:
      #expect(abs(p[0] - 3) < 0.01 && abs(p[1] - 0.8) < 0.002 && abs(p[2] - 1) < 0.02 && abs(p[3] - 10) < 0.01)
    }
    #expect(fit.confidence > 0.99 && fit.confidenceLevel == .veryStrong)
    // deterministic
    #expect(ModelFit(x: x, y: y) == fit)
    // exact data recovers parameters to high precision
    let (x0, y0) = Self.synth(kind, noise: 0)
    let exact = try #require(ModelFit(x: x0, y: y0).best)
    #expect(exact.kind == kind)
    #expect(exact.score < 1e-12)
  }

  @Test func subsampledFitOnLargeInput() throws {
    let x = (0..<200_000).map { Double($0) * 0.001 }
    let y = x.map { 3 * TestMath.sin(0.8 * $0 + 1) + 10 }
    let fit = ModelFit(x: x, y: y, maxFitPoints: 1000)
    let best = try #require(fit.best)
    #expect(best.kind == .sinusoidal && best.score < 1e-10)
  }

  @Test func sinusoidDisqualifiedOnShortSpan() {
    // x covers only 0.3 of a period
    let x = (0..<50).map { Double($0) * 0.03 }
    let y = x.map { TestMath.sin(2 * Double.pi / 5 * $0) }
    let fit = ModelFit(x: x, y: y)
    #expect(!fit.models.contains { $0.kind == .sinusoidal })
  }

  @Test func eligibility() {
    let fit = ModelFit(x: [0, 1, 2, 3, 4, 5], y: [-1, 2, 3, 5, 4, 7])
    #expect(fit.models.map(\.kind) == [.linear, .sinusoidal] || fit.models.map(\.kind) == [.linear])
    #expect(ModelFit(x: [1, 2, 3], y: [4, 4, 4]).best == nil)
    #expect(ModelFit(x: [1], y: [4]).best == nil)
    #expect(ModelFit(x: [], y: []).confidence == 0)
  }

  @Test func confidenceWords() {
    #expect(FitConfidence(confidence: 0.2) == .none)
    #expect(FitConfidence(confidence: 0.2000001) == .weak)
    #expect(FitConfidence(confidence: 0.4) == .weak)
    #expect(FitConfidence(confidence: 0.7) == .moderate)
    #expect(FitConfidence(confidence: 0.9) == .strong)
    #expect(FitConfidence(confidence: 0.95) == .veryStrong)
  }

  @Test func equations() {
    let lin = ModelFit(x: [0, 1, 2, 3], y: [3.1, 5.6, 8.1, 10.6]).best!
    #expect(lin.equation == "y = 2.5·x + 3.1")
    #expect(lin.spokenEquation == "y equals 2.5 times x plus 3.1")
    let neg = ModelFit(x: [0, 1, 2, 3], y: [-3.1, -5.6, -8.1, -10.6]).best!
    #expect(neg.equation == "y = \u{2212}2.5·x \u{2212} 3.1")
    #expect(NumberText.significant(123456) == "123500")
    #expect(NumberText.significant(0.000123456) == "0.0001235")
    #expect(NumberText.significant(9.99996) == "10")
    #expect(NumberText.significant(-0.00001) == "\u{2212}0.00001")
    #expect(NumberText.significant(1.5e-9) == "1.5 × 10^-9")
    #expect(NumberText.significant(2.0) == "2")
  }
}

@Suite struct ModelFitRobustnessTests {
  @Test func largeXTimestamps() throws {
    // daily points with Unix-time x (≈1.7e9 s): the centred internal form keeps fits stable
    let x = (0..<400).map { 1.7e9 + Double($0) * 86_400 }
    let lin = x.map { 3e-5 * ($0 - 1.7e9) + 12 }
    let f1 = try #require(ModelFit(x: x, y: lin).best)
    #expect(f1.kind == .linear && f1.score < 1e-12)
    let ex = x.map { 5 * TestMath.exp(2e-8 * ($0 - 1.7e9)) }
    let f2 = ModelFit(x: x, y: ex)
    let e = try #require(f2.models.first { $0.kind == .exponential })
    #expect(e.score < 1e-10)
    #expect(abs(e.predict(x[123]) - ex[123]) < 1e-6 * ex[123])
    for m in f2.models { #expect(m.score.isFinite && m.confidence >= 0 && m.confidence <= 1) }
  }

  @Test func logLinearExponentialFitsTheLogarithm() throws {
    // y = 3·e^(0.2·(x − 1990))·m with multiplicative noise m = 1.2, 1/1.2, 1/1.2, 1.2 repeated:
    // on a log axis the noise sums to zero and is uncorrelated with x, so the least squares of
    // ln y on x gives b = 0.2 and a′ = 3 exactly; a fit on y itself is pulled by the high readings.
    let x = (0..<20).map { 1990 + Double($0) }
    let y = x.enumerated().map { 3 * TestMath.exp(0.2 * ($1 - 1990)) * ([0, 3].contains($0 % 4) ? 1.2 : 1 / 1.2) }
    let fit = try #require(ModelFit.logLinearExponential(x: x, y: y))
    #expect(fit.kind == .exponential)
    #expect(abs(fit.parameters(xOrigin: 1990)[1] - 0.2) < 1e-12)
    #expect(abs(fit.parameters(xOrigin: 1990)[0] - 3) < 1e-9)
    // The score is in log units: residuals ±ln 1.2 (variance 0.0332) against the variance of
    // 0.2·x over 20 years (1.33): R² = 1 − 0.0332 / (1.33 + 0.0332) = 0.976.
    #expect(abs(fit.confidence - 0.976) < 0.001)
    #expect(ModelFit.logLinearExponential(x: [1, 2, 3], y: [1, 0, 2]) == nil)
    #expect(ModelFit.logLinearExponential(x: [1, 2], y: [1, 2]) == nil)
    #expect(ModelFit.logLinearExponential(x: [1, 1, 1], y: [1, 2, 3]) == nil)
  }

  @Test func eligibilityByDomain() {
    let x: [Double] = [1, 2, 3, 4, 5, 6]
    let neg = ModelFit(x: x, y: [-1, -3, -2, -5, -4, -6])
    #expect(!neg.models.contains { $0.kind == .exponential || $0.kind == .power })
    #expect(neg.models.contains { $0.kind == .logarithmic })
    let small = ModelFit(x: [1, 2, 3, 4], y: [1, 3, 2, 5])
    #expect(!small.models.contains { $0.kind == .sinusoidal })
    let withZeroX = ModelFit(x: [0, 1, 2, 3, 4, 5], y: [1, 3, 2, 5, 4, 6])
    #expect(!withZeroX.models.contains { $0.kind == .logarithmic || $0.kind == .power })
  }

  @Test func noisyDataIsDeterministicAndBounded() {
    var d = TestData(seed: 11)
    let x = (0..<50_000).map(Double.init)
    let y = x.map { _ in d.normal() }
    let a = ModelFit(x: x, y: y)
    let b = ModelFit(x: x, y: y)
    #expect(a == b)
    #expect(a.confidenceLevel == .none)
  }
}

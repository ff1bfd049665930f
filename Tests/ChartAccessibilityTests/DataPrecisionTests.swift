import Foundation
import Testing

@testable import ChartAccessibility

/// Per-point descriptions speak each value as written in the data, up to six significant digits.
@Suite struct DataPrecisionTests {
  /// The inline rounding the precision scan uses gives the number `rounded()` gives (a zero's
  /// sign aside), ties and the edges of its fast range included.
  @Test func inlineRoundingIsRoundedToNearest() {
    var generator = SystemRandomNumberGenerator()
    var values: [Double] = [
      0, -0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994, 0x1p52 - 0.5,
      -(0x1p52 - 0.5), 0x1p52, -0x1p52, 0x1p52 + 1, 0x1p63, -0x1p63, 1e300, -1e300, .infinity, -.infinity,
      .ulpOfOne, -.leastNonzeroMagnitude, 4_503_599_627_370_495.5, 123_456.5, -123_456.5,
    ]
    for _ in 0..<100_000 {
      let magnitude = Double.random(in: -20...55, using: &generator)
      values.append(Foundation.pow(2, magnitude) * (Bool.random(using: &generator) ? 1 : -1))
      values.append(Double(Int.random(in: -1_000_000...1_000_000, using: &generator)) / 2)
    }
    let differing = values.filter { ValueFormat.roundedToNearest($0) != $0.rounded() }
    #expect(differing.isEmpty, "\(differing.prefix(5))")
    #expect(ValueFormat.roundedToNearest(.nan).isNaN)
  }

  @Test func fractionDigitsShowEachValueAsWritten() {
    #expect(ValueFormat.dataPrecisionFractionDigits(for: [0.000316, 0.000342]) == 6)
    #expect(ValueFormat.dataPrecisionFractionDigits(for: [25.94, 7.07, 210.73]) == 2)
    #expect(ValueFormat.dataPrecisionFractionDigits(for: [0.1 + 0.2]) == 1)  // binary noise is not a digit
    #expect(ValueFormat.dataPrecisionFractionDigits(for: [Double.pi]) == 5)  // six significant digits
    #expect(ValueFormat.dataPrecisionFractionDigits(for: [123_456.789]) == 0)
    #expect(ValueFormat.dataPrecisionFractionDigits(for: [1e-20]) == 15)
    #expect(ValueFormat.dataPrecisionFractionDigits(for: [0.000316], significantDigits: 2) == 5)
    #expect(ValueFormat.dataPrecisionFractionDigits(for: [0.000316], maximum: 4) == 4)
    #expect(ValueFormat.dataPrecisionFractionDigits(for: []) == 0)
    #expect(ValueFormat.dataPrecisionFractionDigits(for: [0, -0.5]) == 1)
  }

  @Test func valuesWithManyDigitsShareSixSignificantDigitsOfTheLargest() {
    // sin x: computed values, none written with few digits; the largest is 0.99998…, so six
    // fraction digits give it six significant digits ("0.99998").
    let sine = (0..<100).map { Foundation.sin(Double($0) * 0.0628) }
    #expect(ValueFormat.dataPrecisionFractionDigits(for: sine) == 6)
    #expect(ValueFormat.dataPrecisionFractionDigits(for: sine + [1.500000123]) == 5)  // a larger unwritten value
    // Uniform noise up to 1,000 with a value near zero: three digits, not fifteen.
    #expect(ValueFormat.dataPrecisionFractionDigits(for: [523.123456789, 0.0000123456789, 999.87654321]) == 3)
    // Written values keep their own digits next to noisy ones.
    #expect(ValueFormat.dataPrecisionFractionDigits(for: [523.123456789, 0.000316]) == 6)
  }

  @Test func theFastDecimalExponentAgreesWithTheLogarithm() {
    var values: [Double] = [
      1, 10, 100, 0.1, 0.01, 1e-300, 1e300, 9.999999999999999e22, 1e23, .leastNonzeroMagnitude,
      .greatestFiniteMagnitude,
    ]
    for exponent in -310...307 {
      let power = Double("1e\(exponent)")!
      values += [power, power.nextDown, power.nextUp, 3 * power]
    }
    for value in values where value.isFinite && value > 0 {
      #expect(fastLog10Floor(value) == log10Floor(value), "\(value)")
    }
  }

  @Test func writtenFractionDigitsOfASeries() {
    #expect(ValueFormat.writtenFractionDigits(for: [25.94, 7.07, 210.73]) == 2)
    #expect(ValueFormat.writtenFractionDigits(for: [120, 198]) == 0)
    #expect(ValueFormat.writtenFractionDigits(for: [0.000316, 0.5]) == 6)
    #expect(ValueFormat.writtenFractionDigits(for: [Double.pi, 2]) == nil)
    #expect(ValueFormat.writtenFractionDigits(for: [123_456.7]) == nil)  // seven significant digits
    #expect(ValueFormat.writtenFractionDigits(for: []) == 0)
  }

  @Test func writtenFractionDigitsOfOneValue() {
    #expect(ValueFormat.writtenFractionDigits(of: 25.94) == 2)
    #expect(ValueFormat.writtenFractionDigits(of: 0.000316) == 6)
    #expect(ValueFormat.writtenFractionDigits(of: 120) == 0)
    #expect(ValueFormat.writtenFractionDigits(of: -4.3) == 1)
    #expect(ValueFormat.writtenFractionDigits(of: 1.0 / 3) == 14)  // exact to 1e-14 of its magnitude
    #expect(ValueFormat.writtenFractionDigits(of: 210.73 - 25.94) == 2)  // 184.79000000000002
    #expect(ValueFormat.writtenFractionDigits(of: 1.0 / 3, maximum: 4) == nil)
    #expect(ValueFormat.writtenFractionDigits(of: 1e-12) == 12)
    #expect(ValueFormat.writtenFractionDigits(of: 25.94, maximum: 1) == nil)
    #expect(ValueFormat.writtenFractionDigits(of: .nan) == nil)
  }

  @Test func fortyThreeMICsAreFortyThreeDifferentDescriptions() {
    // Minimum inhibitory concentrations from 0.000316 upward in steps of 10^(1/40): each written
    // with three significant digits in the data.
    let values = (0..<43).map { index -> Double in
      let raw = 0.000316 * Foundation.pow(10, Double(index) / 40)
      let scale = Foundation.pow(10, Double(2 - Int(Foundation.log10(raw).rounded(.down))))
      return (raw * scale).rounded() / scale
    }
    let formatter = ValueFormatter(
      format: nil, context: .default,
      defaults: .derived(from: values, format: nil, valueKind: .number, context: .default))
    let texts = values.map { formatter.string(for: $0) }
    #expect(Set(texts).count == 43)
    #expect(texts[0] == "0.000316")
    #expect(texts[1] == "0.000335")
    #expect(texts.allSatisfy { !$0.contains("e") })
  }

  @Test func fractionsAreCountedOnTheDisplayedPercentages() {
    let values = [0.000316, 0.5]
    let formatter = ValueFormatter(
      format: ValueFormat(style: .fraction), context: .default,
      defaults: .derived(from: values, format: ValueFormat(style: .fraction), valueKind: .number, context: .default))
    #expect(formatter.string(for: 0.000316) == "0.0316%")
  }
}

@testable import ChartAccessibility
import Foundation
import Testing

/// Per-point descriptions speak each value as written in the data, up to six significant digits.
@Suite struct DataPrecisionTests {
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

  @Test func writtenFractionDigitsOfOneValue() {
    #expect(ValueFormat.writtenFractionDigits(of: 25.94) == 2)
    #expect(ValueFormat.writtenFractionDigits(of: 0.000316) == 6)
    #expect(ValueFormat.writtenFractionDigits(of: 120) == 0)
    #expect(ValueFormat.writtenFractionDigits(of: -4.3) == 1)
    #expect(ValueFormat.writtenFractionDigits(of: 1.0 / 3) == 9)  // exact to 1e-9 of its magnitude
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
      format: nil, context: .default, defaults: .derived(from: values, format: nil, valueKind: .number, context: .default))
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

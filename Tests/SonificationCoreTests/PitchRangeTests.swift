import RealModule
import SonificationCore
import Testing

@Suite struct PitchRangeTests {
  @Test(arguments: [
    ("200-2000", 200.0, 2000.0),
    ("200 - 2000", 200.0, 2000.0),
    ("200Hz-2kHz", 200.0, 2000.0),
    ("1.5kHz–3kHz", 1500.0, 3000.0),
    ("200 to 400", 200.0, 400.0),
    ("C3-C6", 130.8127826503, 1046.5022612024),
    ("C3...C6", 130.8127826503, 1046.5022612024),
    ("c3..c6", 130.8127826503, 1046.5022612024),
    ("A#4-Bb5", 466.1637615181, 932.3275230362),
    ("Bb3 - C#5", 233.0818807590, 554.3652619537),
    ("C♯4-E♭5", 277.1826309769, 622.2539674442),
    ("C-1-C2", 0, 0),
    ("C0-C-1", 0, 0),
    ("C3-1000Hz", 130.8127826503, 1000.0),
  ])
  func parsesHertzAndNoteNames(text: String, lower: Double, upper: Double) throws {
    // C-1 is 8.18 Hz, outside the supported range, so that row must fail; all others parse.
    if text == "C-1-C2" || text == "C0-C-1" {
      expectError(.outOfRange(8.175798915643707)) { () throws(PitchRangeError) -> PitchRange in
        try PitchRange(parsing: text)
      }
      return
    }
    let range = try PitchRange(parsing: text)
    #expect(range.lowerFrequency.isApproximatelyEqual(to: lower, relativeTolerance: 1e-9))
    #expect(range.upperFrequency.isApproximatelyEqual(to: upper, relativeTolerance: 1e-9))
  }

  @Test func defaultIsC3ToC6() throws {
    #expect(PitchRange.default == (try PitchRange(parsing: "C3-C6")))
  }

  @Test(arguments: [
    ("A4", 440.0), ("a4", 440.0), ("A#4", 466.1637615181), ("Bb3", 233.0818807590),
    ("C4", 261.6255653006), ("Cb4", 246.9416506281), ("B#3", 261.6255653006),
    ("C0", 16.3515978313), ("G9", 12543.8539514160), ("F##4", 391.9954359817),
  ])
  func noteNames(name: String, hz: Double) throws {
    #expect(try PitchRange.frequency(ofNoteNamed: name).isApproximatelyEqual(to: hz, relativeTolerance: 1e-9))
  }

  @Test(arguments: [
    ("", PitchRangeError.empty),
    ("   ", .empty),
    ("C3", .missingSeparator("C3")),
    ("440", .missingSeparator("440")),
    ("H3-C6", .invalidNoteName("H3")),
    ("C10-C11", .invalidNoteName("C10")),
    ("C3-x", .invalidNoteName("x")),
    ("C3-", .missingSeparator("C3-")),
    ("12a-300", .invalidBound("12a")),
    ("2000-200", .notAscending(lower: 2000, upper: 200)),
    ("C6-C3", .notAscending(lower: 1046.5022612023945, upper: 130.8127826502993)),
    ("5-100", .outOfRange(5)),
    ("100-30000", .outOfRange(30_000)),
    ("300-300", .notAscending(lower: 300, upper: 300)),
  ])
  func clearErrors(text: String, expected: PitchRangeError) {
    expectError(expected) { () throws(PitchRangeError) -> PitchRange in try PitchRange(parsing: text) }
  }

  @Test func errorsExplainTheFix() {
    let message = PitchRangeError.invalidNoteName("H3").description
    #expect(message.contains("H3") && message.contains("C3"))
    #expect(PitchRangeError.missingSeparator("x").description.contains("200-2000"))
  }

  @Test(arguments: ["H4", "C", "#4", "Cx4", "C4.5", "C-2", ""])
  func invalidNoteNamesThrow(name: String) {
    #expect(throws: PitchRangeError.invalidNoteName(name)) { try PitchRange.frequency(ofNoteNamed: name) }
  }
}

/// Expects `body` to throw `expected`, comparing the hertz payloads with a relative tolerance.
func expectError(
  _ expected: PitchRangeError, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws(PitchRangeError) -> PitchRange
) {
  func close(_ a: Double, _ b: Double) -> Bool { a.isApproximatelyEqual(to: b, relativeTolerance: 1e-9) }
  do {
    let range = try body()
    Issue.record("expected \(expected), got \(range)", sourceLocation: sourceLocation)
  } catch {
    let matches =
      switch (error, expected) {
      case (.outOfRange(let a), .outOfRange(let b)): close(a, b)
      case (.notAscending(let a, let b), .notAscending(let c, let d)): close(a, c) && close(b, d)
      default: error == expected
      }
    #expect(matches, "expected \(expected), got \(error)", sourceLocation: sourceLocation)
  }
}

/// The lowest and highest frequency a ``PitchMap`` may produce, in hertz.
///
/// Parse it from what users type:
///
///     try PitchRange(parsing: "200-2000")     // 200 Hz ... 2000 Hz
///     try PitchRange(parsing: "C3-C6")        // 130.81 Hz ... 1046.50 Hz (the default)
///     try PitchRange(parsing: "A#2 - Bb5")    // sharps, flats, spaces
///
/// Note names use 12-tone equal temperament with A4 = 440 Hz and scientific octave numbers
/// (C4 is middle C, 261.63 Hz). Both bounds must lie in ``audibleFrequencies`` and the lower
/// bound must be strictly below the upper one.
public struct PitchRange: Hashable, Sendable, CustomStringConvertible {
  /// Lowest frequency, in hertz. Always positive and below ``upperFrequency``.
  public let lowerFrequency: Double
  /// Highest frequency, in hertz.
  public let upperFrequency: Double

  /// The frequencies a bound may take, in hertz: 16 Hz (just below C0) ... 20 000 Hz.
  public static let audibleFrequencies: ClosedRange<Double> = 16...20_000

  /// C3 (130.81 Hz) ... C6 (1046.50 Hz): three octaves, the package's default.
  public static let `default` = PitchRange(
    uncheckedLower: PitchRange.frequency(midiNote: 48), upper: PitchRange.frequency(midiNote: 84))

  /// Creates a range from two frequencies in hertz.
  ///
  /// - Throws: ``PitchRangeError/outOfRange(_:)`` when a bound is not finite or outside
  ///   ``audibleFrequencies``; ``PitchRangeError/notAscending(lower:upper:)`` when
  ///   `lowerFrequency >= upperFrequency`.
  public init(lowerFrequency: Double, upperFrequency: Double) throws(PitchRangeError) {
    for f in [lowerFrequency, upperFrequency] where !PitchRange.audibleFrequencies.contains(f) {
      throw .outOfRange(f)
    }
    guard lowerFrequency < upperFrequency else {
      throw .notAscending(lower: lowerFrequency, upper: upperFrequency)
    }
    self.lowerFrequency = lowerFrequency
    self.upperFrequency = upperFrequency
  }

  private init(uncheckedLower: Double, upper: Double) {
    lowerFrequency = uncheckedLower
    upperFrequency = upper
  }

  /// Parses `"low-high"`, where each bound is a frequency in hertz (`200`, `200Hz`, `1.5kHz`)
  /// or a note name (`C3`, `A#4`, `Bb3`, `C♯5`, `E♭2`, `C-1`).
  ///
  /// Separators: `-`, `–` (en dash), `..`, `...` or the word `to`; spaces are ignored.
  /// Units and note names may be mixed (`"C3-1000Hz"`).
  ///
  /// - Throws: ``PitchRangeError`` naming the offending text.
  public init(parsing text: String) throws(PitchRangeError) {
    let compact = String(text.filter { !$0.isWhitespace })
    guard !compact.isEmpty else { throw .empty }
    var normalized = compact.replacingAll("–", with: "-").replacingAll("...", with: "-")
      .replacingAll("..", with: "-")
    if normalized.lowercased().contains("to") && !normalized.contains("-") {
      normalized = normalized.lowercased().replacingAll("to", with: "-")
    }
    let characters = Array(normalized)
    // Try every '-' as the separator: "C-1-C2" has a '-' inside its first note name.
    // Report the most informative failure: a range error (both bounds parsed) beats a bad
    // upper bound, which beats a bad lower bound; ties keep the first.
    var bestError: PitchRangeError?
    var bestRank = -1
    for (index, character) in characters.enumerated() where character == "-" && index > 0 {
      let low = String(characters[..<index])
      let high = String(characters[(index + 1)...])
      guard !high.isEmpty else { continue }
      var rank = 0
      do {
        let lower = try PitchRange.parseBound(low)
        rank = 1
        let upper = try PitchRange.parseBound(high)
        rank = 2
        try self.init(lowerFrequency: lower, upperFrequency: upper)
        return
      } catch {
        if rank > bestRank {
          bestRank = rank
          bestError = error
        }
      }
    }
    throw bestError ?? .missingSeparator(text)
  }

  /// The frequency, in hertz, of a note name such as `"A4"` (440), `"C#5"`, `"Bb3"` or `"C-1"`.
  ///
  /// Grammar: letter `A`–`G` (either case), then any number of `#`/`♯` or `b`/`♭`, then an
  /// integer octave from -1 to 9. 12-TET, A4 = 440 Hz.
  ///
  /// - Throws: ``PitchRangeError/invalidNoteName(_:)``.
  public static func frequency(ofNoteNamed name: String) throws(PitchRangeError) -> Double {
    try frequency(midiNote: Double(midiNote(ofNoteNamed: name)))
  }

  /// The MIDI note number of a note name (C4 = 60, A4 = 69). See ``frequency(ofNoteNamed:)``.
  public static func midiNote(ofNoteNamed name: String) throws(PitchRangeError) -> Int {
    var characters = Substring(name.filter { !$0.isWhitespace })
    guard let letter = characters.first?.uppercased() else { throw .invalidNoteName(name) }
    let pitchClasses: [String: Int] = ["C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11]
    guard let pitchClass = pitchClasses[letter] else { throw .invalidNoteName(name) }
    characters.removeFirst()
    var accidental = 0
    while let c = characters.first, "#♯b♭".contains(c) {
      accidental += (c == "#" || c == "♯") ? 1 : -1
      characters.removeFirst()
    }
    guard !characters.isEmpty, let octave = Int(characters), (-1...9).contains(octave) else {
      throw .invalidNoteName(name)
    }
    return (octave + 1) * 12 + pitchClass + accidental
  }

  /// The 12-TET frequency of a (possibly fractional) MIDI note number: 440 × 2^((note − 69)/12).
  ///
  /// Real-time safety: safe.
  @_noLocks
  public static func frequency(midiNote: Double) -> Double {
    440 * RealtimeMath.exp2((midiNote - 69) / 12)
  }

  /// The (fractional) MIDI note number of a frequency in hertz: 69 + 12 log2(f / 440).
  ///
  /// Real-time safety: safe.
  @_noLocks
  public static func midiNote(frequency: Double) -> Double {
    69 + 12 * RealtimeMath.log2(frequency / 440)
  }

  /// `lowerFrequency...upperFrequency`.
  public var frequencies: ClosedRange<Double> { lowerFrequency...upperFrequency }

  public var description: String { "\(lowerFrequency)-\(upperFrequency) Hz" }

  private static func parseBound(_ text: String) throws(PitchRangeError) -> Double {
    guard let first = text.first else { throw .invalidBound(text) }
    if first.isLetter {
      return try frequency(ofNoteNamed: text)
    }
    var number = Substring(text)
    var multiplier = 1.0
    let lower = text.lowercased()
    if lower.hasSuffix("khz") {
      number = number.dropLast(3)
      multiplier = 1000
    } else if lower.hasSuffix("hz") {
      number = number.dropLast(2)
    }
    guard let value = Double(number), value.isFinite else { throw .invalidBound(text) }
    return value * multiplier
  }
}

/// Why a pitch range could not be parsed or created.
public enum PitchRangeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text was empty.
  case empty
  /// No `-`, `–`, `..` or `to` separated two bounds.
  case missingSeparator(String)
  /// A bound was neither a number nor a note name.
  case invalidBound(String)
  /// Text that starts with a letter but is not a note name such as `C3`, `A#4` or `Bb3`.
  case invalidNoteName(String)
  /// A bound, in hertz, outside ``PitchRange/audibleFrequencies`` or not finite.
  case outOfRange(Double)
  /// The lower bound is not below the upper bound.
  case notAscending(lower: Double, upper: Double)

  public var description: String {
    switch self {
    case .empty:
      "The pitch range is empty; write it as low-high, for example 200-2000 or C3-C6."
    case .missingSeparator(let text):
      "'\(text)' is not a pitch range; write it as low-high, for example 200-2000 or C3-C6."
    case .invalidBound(let text):
      "'\(text)' is neither a frequency in hertz (200, 1.5kHz) nor a note name (C3, A#4, Bb3)."
    case .invalidNoteName(let text):
      "'\(text)' is not a note name; use a letter A-G, optional # or b, and an octave -1...9, for example C3, A#4, Bb3."
    case .outOfRange(let hz):
      "\(hz) Hz is outside the supported 16-20000 Hz."
    case .notAscending(let lower, let upper):
      "The lower pitch (\(lower) Hz) must be below the upper pitch (\(upper) Hz)."
    }
  }
}

extension String {
  /// Foundation-free `replacingOccurrences(of:with:)`.
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    result += rest
    return result
  }
}

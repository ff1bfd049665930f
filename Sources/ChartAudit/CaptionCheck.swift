import ChartAccessibility

/// The result of fact-checking one caption against a chart's data: its claims, sentence by
/// sentence, each with a verdict.
///
/// Made by ``CaptionChecker/check(_:)``. A caption is contradicted when any claim is.
public struct CaptionCheck: Sendable, Equatable {
  /// The caption as given.
  public var caption: String
  /// The claims in the order of the caption; every sentence has at least one (a sentence with
  /// nothing the checker can read is one claim that is not checkable).
  public var claims: [CaptionClaim]

  public init(caption: String, claims: [CaptionClaim]) {
    self.caption = caption
    self.claims = claims
  }

  /// Whether a claim is contradicted by the data.
  public var isContradicted: Bool { claims.contains { $0.verdict == .contradicted } }

  /// The number of claims with `verdict`.
  public func count(_ verdict: CaptionClaim.Verdict) -> Int { claims.filter { $0.verdict == verdict }.count }
}

/// One statement of a caption and what the data says about it.
public struct CaptionClaim: Sendable, Equatable {
  /// What the data says about a claim.
  public enum Verdict: String, Sendable, CaseIterable {
    /// The data has what the claim says (within the rounding the caption uses).
    case supported
    /// The data says otherwise: ``CaptionClaim/error`` says how, ``CaptionClaim/fact`` what is right.
    case contradicted
    /// Nothing the data can decide: an opinion, a cause, context outside the data, or words the
    /// checker does not read.
    case notCheckable = "not-checkable"
  }

  /// How a contradicted claim is wrong.
  public enum ErrorType: String, Sendable, CaseIterable {
    /// A number, a percentage or a change that the data does not have.
    case value
    /// A series, category or date that does not fit the value (the value belongs elsewhere, or
    /// the extreme was at another date).
    case label
    /// A direction against the series' significant trend, or a change whose ends go the other way.
    case trend
    /// Higher, lower, most or least that the values order the other way.
    case comparison
    /// A number of points, categories, series or time units the data does not have.
    case count
  }

  /// The sentence the claim is in, counted from 1.
  public var sentence: Int
  /// The claim's words as written in the caption ("peaked at 190.2 in 1957"); for a sentence
  /// that is not checkable, the whole sentence.
  public var text: String
  /// Where ``text`` is in the caption, in characters (`Character`s) from its start.
  public var range: Range<Int>
  public var verdict: Verdict
  /// The kind of error of a contradicted claim; `nil` otherwise.
  public var error: ErrorType?
  /// The data fact that decides the claim (for a contradicted claim, the right value); `nil` for
  /// a claim that is not checkable.
  public var fact: CaptionFact?

  public init(
    sentence: Int, text: String, range: Range<Int>, verdict: Verdict, error: ErrorType? = nil,
    fact: CaptionFact? = nil
  ) {
    self.sentence = sentence
    self.text = text
    self.range = range
    self.verdict = verdict
    self.error = error
    self.fact = fact
  }
}

/// A fact of the data that decides a claim, with where it is.
public struct CaptionFact: Sendable, Equatable {
  /// The fact in words, in the checker's language ("the highest value of Sunspots is 190.2, in
  /// 1957"), numbers and dates formatted as the chart's axes format them.
  public var text: String
  /// The series the fact is about, counted from 0; `nil` for a fact about the whole chart.
  public var series: Int?
  /// The point the fact is about, counted from 0 in its series; `nil` for a fact about a whole
  /// series (its trend, its mean) or the chart (its counts).
  public var point: Int?
  /// The right value, in the y axis' units (for a percentage of a non-percent axis, in percent;
  /// for a count, the count); `nil` when the fact is not one number.
  public var value: Double?

  public init(text: String, series: Int? = nil, point: Int? = nil, value: Double? = nil) {
    self.text = text
    self.series = series
    self.point = point
    self.value = value
  }

  /// The JSON pointer of the fact in the chart file: `/series/S/points/P`, `/series/S`, or
  /// `/series` for a fact about the whole chart.
  public var pointer: String {
    guard let series else { return "/series" }
    guard let point else { return "/series/\(series)" }
    return "/series/\(series)/points/\(point)"
  }
}

import ChartAccessibility
import Foundation

extension ChartExplorer {
  /// What a listener can set and keep between sessions: the speed, whether moves end with their
  /// position, whether the tool speaks, and the pitch range and speaking rate (read at start
  /// only). `audiograph explore` keeps them in
  /// `$XDG_CONFIG_HOME/audiograph/settings` (see ``ExploreSettings``).
  public var settings: ExploreSettings {
    get {
      ExploreSettings(
        speed: Self.speeds[speedIndex], showsPositions: showsPositions, briefMessages: briefMessages,
        speaksValues: speaksValues, pitchRange: pitchRangeText, speechRate: speechRate)
    }
    set {
      speedIndex = Self.speeds.firstIndex(of: newValue.speed) ?? speedIndex
      showsPositions = newValue.showsPositions
      speaksValues = newValue.speaksValues
      briefMessages = newValue.briefMessages
    }
  }

  /// Answers ``Command/positions`` and ``Command/speech`` (turns them off or on, and says
  /// which) and ``Command/settings`` (says every setting and where they are kept).
  mutating func settingsResponse(_ command: Command) -> Response {
    if command == .positions {
      showsPositions.toggle()
      return Response(lines: [t("positions", ["state": .text(showsPositions ? "on" : "off")])])
    }
    if command == .messages {
      briefMessages.toggle()
      return Response(lines: [t("messages", ["state": .text(briefMessages ? "brief" : "full")])])
    }
    if command == .speech {
      speaksValues.toggle()
      return Response(lines: [t("speech", ["state": .text(speaksValues ? "on" : "off")])])
    }
    return Response(lines: [
      t(
        "settings",
        [
          "speed": .text(Self.speedKey(Self.speeds[speedIndex])), "state": .text(showsPositions ? "on" : "off"),
          "messages": .text(briefMessages ? "brief" : "full"),
          "speech": .text(speaksValues ? "on" : "off"), "rate": .count(speechRate),
          "range": .text(pitchRangeText), "file": .optional(settingsFile),
        ])
    ])
  }
}

/// The settings of `audiograph explore` that stay from one session to the next, and their file:
/// one `name = value` a line, `#` starting a comment.
///
///     # audiograph explore settings
///     speed = 1.5
///     positions = off
///     messages = brief
///     speech = on
///     pitch-range = C3-C6
///     speech-rate = 175
///
/// `speed` is one of ``ChartExplorer/speeds`` (0.5, 0.75, 1, 1.5, 2); `positions` and `speech`
/// are `on` or `off`; `messages` is `full` or `brief`; `pitch-range` is written as `--pitch-range` takes it and applies when that
/// option is not given, as `speech-rate` (80 to 450 words per minute) does for `--speech-rate`.
/// A file without a line keeps that setting's default (older files have no speech lines). A name the tool does not know, or a value it cannot read, is reported (with the
/// line) and skipped; the other lines still apply.
public struct ExploreSettings: Hashable, Sendable {
  /// Multiple of the normal speed.
  public var speed: Double = 1
  /// Whether every move ends with its position ("point 3 of 12").
  public var showsPositions = true
  /// Whether a point's line is brief (its x and value) rather than full.
  public var briefMessages = false
  /// Whether the tool says every line aloud (off by default: a screen reader usually does).
  public var speaksValues = false
  /// The pitch range, as `--pitch-range` takes it ("C3-C6", "200-2000").
  public var pitchRange = "C3-C6"
  /// The speaking rate of spoken values, in words per minute (80 to 450).
  public var speechRate = 175

  public init(
    speed: Double = 1, showsPositions: Bool = true, briefMessages: Bool = false, speaksValues: Bool = false,
    pitchRange: String = "C3-C6", speechRate: Int = 175
  ) {
    self.speed = speed
    self.showsPositions = showsPositions
    self.briefMessages = briefMessages
    self.speaksValues = speaksValues
    self.pitchRange = pitchRange
    self.speechRate = speechRate
  }

  /// The settings in `text` (a settings file's contents), with one problem per line that could
  /// not be read: "line 3: unknown setting 'colour'; skipped".
  public static func parse(_ text: String) -> (settings: ExploreSettings, problems: [String]) {
    var settings = ExploreSettings()
    var problems: [String] = []
    for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      guard let equals = line.firstIndex(of: "=") else {
        problems.append("line \(number + 1): expected name = value; skipped")
        continue
      }
      let name = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
      let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      /// A setting of two words: `true` for `yes`, `false` for `no`; `nil` (reported) otherwise.
      func choice(_ yes: String, _ no: String) -> Bool? {
        switch value.lowercased() {
        case yes: return true
        case no: return false
        default:
          problems.append("line \(number + 1): \(name) '\(value.prefix(40))' is not \(yes) or \(no); skipped")
          return nil
        }
      }
      switch name {
      case "speed":
        if let speed = Double(value), ChartExplorer.speeds.contains(speed) {
          settings.speed = speed
        } else {
          problems.append("line \(number + 1): speed '\(value.prefix(40))' is not one of 0.5, 0.75, 1, 1.5, 2; skipped")
        }
      case "positions":
        if let on = choice("on", "off") { settings.showsPositions = on }
      case "messages":
        if let brief = choice("brief", "full") { settings.briefMessages = brief }
      case "speech":
        if let on = choice("on", "off") { settings.speaksValues = on }
      case "speech-rate":
        if let rate = Int(value), (80...450).contains(rate) {
          settings.speechRate = rate
        } else {
          problems.append(
            "line \(number + 1): speech-rate '\(value.prefix(40))' is not a rate from 80 to 450 words per minute; skipped"
          )
        }
      case "pitch-range":
        if value.isEmpty {
          problems.append("line \(number + 1): pitch-range is empty; skipped")
        } else {
          settings.pitchRange = value
        }
      default:
        problems.append("line \(number + 1): unknown setting '\(name.prefix(40))'; skipped")
      }
    }
    return (settings, problems)
  }

  /// The settings as a file's contents.
  public var fileText: String {
    let speedText = speed == speed.rounded() ? String(Int(speed)) : String(speed)
    return """
      # audiograph explore settings, written when they change (see audiograph explore --help)
      speed = \(speedText)
      positions = \(showsPositions ? "on" : "off")
      messages = \(briefMessages ? "brief" : "full")
      speech = \(speaksValues ? "on" : "off")
      pitch-range = \(pitchRange)
      speech-rate = \(speechRate)

      """
  }
}

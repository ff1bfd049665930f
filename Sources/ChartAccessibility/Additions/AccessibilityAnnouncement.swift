/// What a screen reader says when an accessibility element gets focus, built from the element's
/// label, value, hint and traits, so that unit tests can compare announcements as text. An
/// AudioGraph addition.
///
///     let button = AccessibilityAnnouncement(
///       label: "Settings", hint: "Additional context", traits: [.button, .selected])
///     button.text   // "Settings, Selected, Additional context, Button"
///
/// The order is the one VoiceOver announces in, as the accessibility guideline of the apps this
/// package serves states it (with the example above): the **label**, the **value**, the
/// **state** traits ("Selected", "Dimmed"), the **hint**, then the **role** traits ("Button",
/// "Heading", "Image", …, in the order of ``Traits/spokenNames``).
///
/// Joining rules: each part is trimmed of surrounding whitespace and commas; empty
/// parts are left out (so there is never a doubled comma or a leading or trailing one); parts
/// are joined by ", ", except after a part that ends a sentence (".", "!" or "?"), which is
/// followed by a single space.
public struct AccessibilityAnnouncement: Hashable, Sendable, CustomStringConvertible {
  /// The element's traits: what it is (a role such as button or image) and its state (selected,
  /// not enabled). Those without a spoken word (``summaryElement``, ``updatesFrequently``,
  /// ``allowsDirectInteraction``) change behaviour, not the announcement.
  public struct Traits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let button = Traits(rawValue: 1 << 0)
    public static let link = Traits(rawValue: 1 << 1)
    /// A section heading, spoken "Heading".
    public static let header = Traits(rawValue: 1 << 2)
    public static let searchField = Traits(rawValue: 1 << 3)
    public static let image = Traits(rawValue: 1 << 4)
    /// A state: spoken "Selected", right after the value.
    public static let selected = Traits(rawValue: 1 << 5)
    public static let playsSound = Traits(rawValue: 1 << 6)
    public static let keyboardKey = Traits(rawValue: 1 << 7)
    public static let staticText = Traits(rawValue: 1 << 8)
    /// Summarizes the screen when it opens; not spoken.
    public static let summaryElement = Traits(rawValue: 1 << 9)
    /// A state: spoken "Dimmed", right after the value (and after "Selected").
    public static let notEnabled = Traits(rawValue: 1 << 10)
    /// Not spoken.
    public static let updatesFrequently = Traits(rawValue: 1 << 11)
    public static let startsMediaSession = Traits(rawValue: 1 << 12)
    /// A control whose value swipes up and down change, spoken "Adjustable".
    public static let adjustable = Traits(rawValue: 1 << 13)
    /// Not spoken.
    public static let allowsDirectInteraction = Traits(rawValue: 1 << 14)
    public static let causesPageTurn = Traits(rawValue: 1 << 15)
    public static let tabBar = Traits(rawValue: 1 << 16)
    public static let toggleButton = Traits(rawValue: 1 << 17)

    /// The state traits and their words, in the order spoken.
    public static let spokenStates: [(trait: Traits, name: String)] = [
      (.selected, "Selected"), (.notEnabled, "Dimmed"),
    ]

    /// The role traits and their words, in the order spoken. A toggle button is spoken
    /// "Switch button" instead of "Button".
    public static let spokenNames: [(trait: Traits, name: String)] = [
      (.toggleButton, "Switch button"), (.button, "Button"), (.link, "Link"), (.header, "Heading"),
      (.searchField, "Search field"), (.image, "Image"), (.keyboardKey, "Key"), (.adjustable, "Adjustable"),
      (.tabBar, "Tab bar"), (.playsSound, "Plays sound"), (.startsMediaSession, "Starts media session"),
      (.causesPageTurn, "Turns page"), (.staticText, ""),
    ]
  }

  /// What the element is: "Settings", "Monthly sales". Empty or `nil`: not spoken.
  public var label: String?
  /// Its current value: "50%", "On", a chart's summary. Empty or `nil`: not spoken.
  public var value: String?
  /// What acting on it does: "Opens the settings". Empty or `nil`: not spoken.
  public var hint: String?
  public var traits: Traits

  public init(label: String? = nil, value: String? = nil, hint: String? = nil, traits: Traits = []) {
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
  }

  /// The parts spoken, in order, each trimmed, empty ones left out.
  public var parts: [String] {
    var words: [String?] = [label, value]
    words += Traits.spokenStates.filter { traits.contains($0.trait) }.map(\.name)
    words.append(hint)
    // A toggle button is a button too: say "Switch button" once, not also "Button".
    let roles = Traits.spokenNames.filter { entry in
      traits.contains(entry.trait) && !(entry.trait == .button && traits.contains(.toggleButton))
    }
    words += roles.map(\.name)
    return words.compactMap { $0.map(Self.trimmed) }.filter { !$0.isEmpty }
  }

  /// The announcement: the ``parts`` joined by ", " (a single space after a part that ends with
  /// ".", "!" or "?"). Empty when every part is.
  public var text: String {
    var result = ""
    for part in parts {
      if !result.isEmpty { result += ".!?".contains(result.last!) ? " " : ", " }
      result += part
    }
    return result
  }

  public var description: String { text }

  /// `part` without surrounding whitespace and commas (so ", ," never appears).
  static func trimmed(_ part: String) -> String {
    var characters = Substring(part)
    while let last = characters.last, last.isWhitespace || last == "," { characters = characters.dropLast() }
    while let first = characters.first, first.isWhitespace || first == "," { characters = characters.dropFirst() }
    return String(characters)
  }
}

extension AXChartDescriptor {
  /// The hint of a chart element that has an audio graph: what VoiceOver's rotor offers on it.
  public static let audioGraphHint =
    "Audio graph available. Swipe up or down to choose Play Audio Graph or Chart Details"

  /// What a screen reader says when the chart element gets focus: its ``title`` as label, its
  /// summary as value, ``audioGraphHint`` as hint, and the image trait.
  ///
  ///     chart.accessibilityAnnouncement().text
  ///     // "Monthly sales, Sales rose 40% from January to June. Audio graph available. Swipe up
  ///     //  or down to choose Play Audio Graph or Chart Details, Image"
  ///
  /// - Parameter summary: the value to announce: by default the chart's own ``summary``; pass
  ///   a generated one (the summarizer's) when the chart has none. Empty: not spoken.
  public func accessibilityAnnouncement(summary: String? = nil) -> AccessibilityAnnouncement {
    AccessibilityAnnouncement(
      label: title, value: summary ?? self.summary, hint: Self.audioGraphHint, traits: [.image])
  }
}

/// A progress value as the apps say it: "60% complete, 600 of 1,000". An AudioGraph addition.
///
/// The percentage is rounded **down** to a whole percent, so it says "100% complete" only when
/// `current` reaches `target` (999 of 1,000 is "99% complete"), and is clamped to 0...100.
/// Numbers are written by a ``ValueFormatter`` in the given ``FormattingContext`` (never the
/// system's locale): "60 % complete, 600 of 1.000" in `de_DE`.
public struct ProgressAnnouncement: Hashable, Sendable, CustomStringConvertible {
  /// How far along, in the unit of ``target`` (items, bytes, seconds, …).
  public var current: Double
  /// The amount at which the work is complete. With `target ≤ 0` the work counts as 100%
  /// complete when `current ≥ target`, 0% otherwise.
  public var target: Double
  /// How `current` and `target` are written (fraction digits, unit, currency); `nil`: plain
  /// numbers with up to two fraction digits, grouped as the locale groups.
  public var format: ValueFormat?
  public var context: FormattingContext

  public init(current: Double, target: Double, format: ValueFormat? = nil, context: FormattingContext = .default) {
    self.current = current
    self.target = target
    self.format = format
    self.context = context
  }

  /// The whole percentage complete, 0...100, rounded down; 0 when `current` is not finite.
  public var percent: Int {
    guard current.isFinite, target.isFinite else { return 0 }
    guard target > 0 else { return current >= target ? 100 : 0 }
    // Work in hundredths of a percent first, so that 0.29 / 0.5 (58%) does not become 57.99… → 57.
    let ratio = (current / target * 10_000).rounded() / 100
    return Int(min(max(ratio.rounded(.down), 0), 100))
  }

  /// "60% complete, 600 of 1,000"; a unit is said once, after the target: "3 of 10 files".
  public var text: String {
    let percentText = ValueFormatter(format: ValueFormat(style: .percent, fractionDigits: 0), context: context)
      .string(for: Double(percent))
    let numbers = ValueFormatter(format: format, context: context)
    return "\(percentText) complete, \(numbers.stringWithoutUnit(for: current)) of \(numbers.string(for: target))"
  }

  public var description: String { text }
}

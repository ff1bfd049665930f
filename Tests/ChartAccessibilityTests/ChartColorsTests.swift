import ChartAccessibility
import Foundation
import Testing

/// Colours in the chart file: parsing, errors, the model and round trips.
@Suite struct ChartColorsTests {
  @Test(arguments: [
    ("#1F77B4", 31, 119, 180, 255), ("#1f77b4", 31, 119, 180, 255), ("#FFF", 255, 255, 255, 255),
    ("#0003", 0, 0, 0, 51), ("#1F77B480", 31, 119, 180, 128), ("steelblue", 70, 130, 180, 255),
    ("SteelBlue", 70, 130, 180, 255), ("rebeccapurple", 102, 51, 153, 255), ("grey", 128, 128, 128, 255),
    ("transparent", 0, 0, 0, 0),
  ])
  func parses(text: String, red: Int, green: Int, blue: Int, alpha: Int) throws {
    let color = try #require(ChartColor(parsing: text))
    let components: [Int] = [Int(color.red), Int(color.green), Int(color.blue), Int(color.alpha)]
    let expected: [Int] = [red, green, blue, alpha]
    #expect(components == expected)
    #expect(color.spelling == text)
  }

  @Test(arguments: ["#12345", "#GGG", "", "#", "1F77B4", "rgb(1, 2, 3)", "stelblue", " #FFF"])
  func refuses(text: String) {
    #expect(ChartColor(parsing: text) == nil)
  }

  @Test func namedColoursAreCSSLevel4() {
    #expect(ChartColor.cssColorNames.count == 148)
    #expect(ChartColor.cssColorNames == ChartColor.cssColorNames.sorted())
    #expect(ChartColor(red: 31, green: 119, blue: 180).hex == "#1F77B4")
    #expect(ChartColor(red: 31, green: 119, blue: 180, alpha: 0x80).hex == "#1F77B480")
  }

  static let chartWithColors = ##"""
    {
      "version": 1,
      "title": "T",
      "colors": { "background": "#F9F9F9", "text": "#333", "largeText": true },
      "darkColors": { "background": "black" },
      "xAxis": { "kind": "numeric", "title": "X" },
      "series": [
        { "name": "A", "isContinuous": true, "color": "steelblue", "darkColor": "#9ECAE1", "points": [{ "x": 0, "y": 1 }] }
      ]
    }
    """##

  @Test func theModelKeepsColoursAndTheyRoundTrip() throws {
    let chart = try ChartFile.decode(Array(Self.chartWithColors.utf8))
    #expect(
      chart.colors
        == ChartColorScheme(
          background: ChartColor(parsing: "#F9F9F9"), text: ChartColor(parsing: "#333"), textIsLarge: true))
    #expect(chart.darkColors == ChartColorScheme(background: ChartColor(parsing: "black")))
    #expect(chart.series[0].color?.spelling == "steelblue")
    #expect(chart.series[0].darkColor?.hex == "#9ECAE1")
    let text = try ChartFile.encode(chart)
    #expect(text.contains(##""colors": { "background": "#F9F9F9", "text": "#333", "largeText": true }"##))
    #expect(text.contains("\"color\": \"steelblue\",\n      \"darkColor\": \"#9ECAE1\",\n"))
    let again = try ChartFile.decode(Array(text.utf8))
    #expect(again == chart)
    #expect((chart.copy() as! AXChartDescriptor) == chart)
    let changed = chart.copy() as! AXChartDescriptor
    changed.series[0].color = ChartColor(parsing: "red")
    #expect(changed != chart)
    changed.series[0].color = chart.series[0].color
    changed.darkColors = nil
    #expect(changed != chart)
  }

  @Test(arguments: [
    (
      ##""color": "#12345""##,
      ##"/series/0/color: "#12345" is not a colour: it has 5 hex digits; expected 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)"##
    ),
    (
      ##""color": "#12G""##,
      ##"/series/0/color: "#12G" is not a colour: "G" is not a hex digit; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA"##
    ),
    (##""color": "stelblue""##, ##"/series/0/color: "stelblue" is not a colour; did you mean "steelblue"?"##),
    (##""color": "blurple""##, ##"/series/0/color: "blurple" is not a colour; did you mean "purple"?"##),
    (
      ##""color": "mauve""##,
      ##"/series/0/color: "mauve" is not a colour; expected a hex colour such as #1F77B4 or a CSS colour name such as steelblue"##
    ),
    (
      ##""color": 3"##,
      ##"/series/0/color: expected a colour string such as "#1F77B4" or "steelblue", found the number 3"##
    ),
    (##""colour": "red""##, ##"/series/0/colour: unknown key "colour"; did you mean "color"?"##),
  ])
  func badColoursAreLocatedProblems(member: String, problem: String) {
    let json =
      ##"{ "xAxis": { "kind": "numeric", "title": "X" }, "series": [{ "name": "A", "##
      + member + ##", "points": [] }] }"##
    let pointer = String(problem.prefix { $0 != ":" })
    let message = String(problem.drop { $0 != ":" }.dropFirst(2))
    let expected = ChartFileError.invalid([
      ChartInputProblem(file: "c.json", location: .pointer(pointer), message: message)
    ])
    #expect(throws: expected) {
      try ChartFile.decode(Array(json.utf8), fileName: "c.json")
    }
  }
}

/// What VoiceOver says for an element: each part empty and not, in order.
@Suite struct AnnouncementTests {
  @Test func theGuidelinesExample() {
    let announcement = AccessibilityAnnouncement(
      label: "Settings", hint: "Additional context", traits: [.button, .selected])
    #expect(announcement.text == "Settings, Selected, Additional context, Button")
  }

  @Test(
    arguments: [
      ("Settings", nil, nil, [], "Settings"),
      (nil, "50%", nil, [], "50%"),
      (nil, nil, "Opens the settings", [], "Opens the settings"),
      (nil, nil, nil, [.button], "Button"),
      (
        "Volume", "50%", "Swipe up or down to adjust", [.adjustable],
        "Volume, 50%, Swipe up or down to adjust, Adjustable"
      ),
      ("Volume", "", "", [.adjustable], "Volume, Adjustable"),
      ("", "  ", nil, [], ""),
      ("Wi-Fi,", ", On", nil, [.toggleButton, .button], "Wi-Fi, On, Switch button"),
      ("Profile", nil, nil, [.header, .selected, .notEnabled], "Profile, Selected, Dimmed, Heading"),
      (
        "Sales rose.", "Up 5%!", "Double-tap to open", [.image, .updatesFrequently],
        "Sales rose. Up 5%! Double-tap to open, Image"
      ),
    ] as [(String?, String?, String?, AccessibilityAnnouncement.Traits, String)])
  func partsInOrderEmptyOnesLeftOut(
    label: String?, value: String?, hint: String?, traits: AccessibilityAnnouncement.Traits, expected: String
  ) {
    let text = AccessibilityAnnouncement(label: label, value: value, hint: hint, traits: traits).text
    #expect(text == expected)
    #expect(!text.contains(", ,") && !text.contains(",,") && !text.hasPrefix(",") && !text.hasSuffix(","))
  }

  @Test func theChartElementsAnnouncement() {
    let chart = AXChartDescriptor(
      title: "Monthly sales", summary: "Sales rose 40% from January to June.",
      xAxis: AXCategoricalDataAxisDescriptor(title: "Month", categoryOrder: ["January"]), series: [])
    #expect(
      chart.accessibilityAnnouncement().text
        == "Monthly sales, Sales rose 40% from January to June. Audio graph available. Swipe up or down to choose Play Audio Graph or Chart Details, Image"
    )
    #expect(
      chart.accessibilityAnnouncement(summary: "Generated.").parts
        == ["Monthly sales", "Generated.", AXChartDescriptor.audioGraphHint, "Image"])
    chart.title = nil
    chart.summary = nil
    #expect(chart.accessibilityAnnouncement().parts == [AXChartDescriptor.audioGraphHint, "Image"])
  }

  @Test func progressInTheAppsStyle() {
    #expect(ProgressAnnouncement(current: 600, target: 1_000).text == "60% complete, 600 of 1,000")
    #expect(ProgressAnnouncement(current: 999, target: 1_000).text == "99% complete, 999 of 1,000")
    #expect(ProgressAnnouncement(current: 1_000, target: 1_000).percent == 100)
    #expect(ProgressAnnouncement(current: 1_500, target: 1_000).percent == 100)
    #expect(ProgressAnnouncement(current: -5, target: 1_000).percent == 0)
    #expect(ProgressAnnouncement(current: 0.29, target: 0.5).percent == 58)
    #expect(ProgressAnnouncement(current: 0, target: 0).percent == 100)
    let files = ValueFormat(style: .number, unit: PluralForms(one: "file", other: "files"))
    #expect(ProgressAnnouncement(current: 3, target: 10, format: files).text == "30% complete, 3 of 10 files")
    let german = FormattingContext(locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "UTC")!)
    #expect(
      ProgressAnnouncement(current: 600, target: 1_000, context: german).text == "60\u{00A0}% complete, 600 of 1.000")
    let money = ValueFormat(style: .currency(code: "USD"))
    #expect(
      ProgressAnnouncement(current: 1_250, target: 5_000, format: money).text == "25% complete, $1,250.00 of $5,000.00")
  }
}

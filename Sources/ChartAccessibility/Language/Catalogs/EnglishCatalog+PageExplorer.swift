extension EnglishCatalog {
  /// The keyboard explorer of `audiograph html --interactive` (`page.explore.*`), and the
  /// accessible name of the page's audio player (`page.audioLabel`).
  static let pageExplorer: [String: String] = [
    "page.audioLabel": "Audio graph of {title}",
    "page.explore.heading": "Explore by keyboard",
    "page.explore.keys":
      "Tab to the chart explorer below. Left and Right step through the points, each with its tone; Up and Down, or [ and ], go to the previous and next series; Home and End go to the first and last point; m goes to the minimum and M to the maximum; u and v go to the nearest higher and lower value to the right, U and V to the left; Space plays the audio graph from the current point and pauses it; + and - change the speed; w says where you are; b says the braille cursor; h says these keys. The explorer takes the keys while it has the focus (a screen reader switches to focus mode there); Tab leaves it.",
    "page.explore.label": "Chart explorer, {title}",
    "page.explore.where": "{series}, point {number} of {total}.",
    "page.explore.noAudio": "This page has no audio graph to play.",
  ]
}

@_exported public import AudioIO
// The umbrella module: `import AudioGraph` gives the chart model, chart files and descriptions
// (ChartAccessibility), summaries (ChartSummary), the sound engine the sonifier's API is written
// in (SonificationCore), and sound files and live playback (AudioIO).
@_exported public import ChartAccessibility
@_exported public import ChartSummaries
@_exported public import SonificationCore

// The umbrella module: `import AudioGraph` gives the chart model, chart files, descriptions
// and summaries.
@_exported public import ChartAccessibility
@_exported public import ChartSummary

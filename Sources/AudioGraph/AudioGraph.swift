// The umbrella module: `import AudioGraph` gives the chart model, chart files and descriptions.
@_exported public import ChartAccessibility

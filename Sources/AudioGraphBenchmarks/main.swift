// audiograph-bench: reproducible benchmarks, run by the Scripts/bench-* scripts (release builds).
// Each mode prints `key=value` lines that the scripts turn into tables.

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "summary":
  SummaryBenchmark.run(Array(arguments.dropFirst()))
case "statistics":
  runStatistics()
case "verify-theilsen":
  verifyTheilSen()
default:
  print("""
    usage: audiograph-bench summary [--points N] [--data-out FILE]
           audiograph-bench statistics [--n N] [--seed S] [--small M] [--data FILE] [--repeat R]
           audiograph-bench verify-theilsen [--n N] [--seed S]
    """)
}

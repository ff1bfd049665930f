/// The candidate within edit distance 2 of `word` (ignoring case), when exactly one is closest:
/// the "did you mean" of error messages.
func closestMatch(to word: String, in candidates: [String]) -> String? {
  let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
    .filter { $0.1 <= 2 }.sorted { $0.1 < $1.1 }
  guard let best = scored.first, scored.dropFirst().first?.1 != best.1 else { return nil }
  return best.0
}

/// The Levenshtein distance between two strings, in characters.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  guard !a.isEmpty else { return b.count }
  guard !b.isEmpty else { return a.count }
  var previous = Array(0...b.count)
  for i in 1...a.count {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in 1...b.count {
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.count]
}

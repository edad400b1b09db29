/// Levenshtein distance, for "did you mean" hints on mistyped commands and options.
enum EditDistance {
  /// The candidate closest to `word`, if it is close enough to be a plausible typo.
  static func closest(to word: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, distance(word, $0)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    let limit = max(1, min(3, word.count / 2))
    return best.1 <= limit ? best.0 : nil
  }

  /// The number of single-character edits that turn `a` into `b`.
  static func distance(_ a: String, _ b: String) -> Int {
    let left = Array(a)
    let right = Array(b)
    if left.isEmpty { return right.count }
    if right.isEmpty { return left.count }
    var previous = Array(0...right.count)
    var current = previous
    for i in 1...left.count {
      current[0] = i
      for j in 1...right.count {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[right.count]
  }
}

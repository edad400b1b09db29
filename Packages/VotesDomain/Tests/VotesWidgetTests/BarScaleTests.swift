import Testing

@testable import VotesWidget

@Suite struct BarScaleTests {
  @Test(arguments: [
    // (maximum, width, count, cells)
    (218, 15, 218, 15), (218, 15, 0, 0), (218, 15, 1, 1), (218, 15, 2, 1), (218, 15, 109, 8),
    (218, 15, 212, 15), (218, 15, 500, 15), (0, 15, 3, 15), (218, 0, 218, 0), (218, -4, 218, 0),
    (Int.max, 20, Int.max / 2, 10), (10, 20, -3, 0),
  ])
  func cellsAreProportionalAndNonZeroCountsShow(
    _ maximum: Int, _ width: Int, _ count: Int, _ cells: Int
  ) {
    let scale = BarScale(maximum: maximum, width: width)
    #expect(scale.cells(for: count) == cells)
    #expect(scale.bar(for: count) == String(repeating: "█", count: cells))
  }
}

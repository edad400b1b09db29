/// How a stack shares its length among its children, in cells or in points: the rule both
/// layouts follow.
///
/// Every child first gets its minimum (what it takes when offered nothing; a spacer's
/// `minLength`). What is left goes to the other children from the least flexible to the
/// most, each taking up to an equal share of what remains, so text absorbs room up to its
/// natural length and fixed frames take none. Spacers share whatever is left after that.
enum StackSharing {
  /// One child of the stack: a spacer with its least length, or a view with what it takes
  /// when offered nothing and when offered the whole stack.
  enum Child<Length: LayoutLength> {
    case spacer(minLength: Length)
    case view(least: Length, most: Length)
  }

  /// Each child's length along the stack, of `available` (the stack's length less spacing).
  static func lengths<Length: LayoutLength>(_ children: [Child<Length>], available: Length)
    -> [Length]
  {
    var lengths: [Length] = []
    lengths.reserveCapacity(children.count)
    var flexible: [(index: Int, flexibility: Length)] = []
    var spacers: [Int] = []
    var remaining = available
    for (index, child) in children.enumerated() {
      switch child {
      case .spacer(let minLength):
        lengths.append(minLength)
        spacers.append(index)
      case .view(let least, let most):
        lengths.append(least)
        flexible.append((index, most - least))
      }
      remaining -= lengths[index]
    }
    flexible.sort { ($0.flexibility, $0.index) < ($1.flexibility, $1.index) }
    for (position, item) in flexible.enumerated() {
      let share = max(remaining, .zero).divided(by: flexible.count - position)
      let given = min(item.flexibility, share)
      lengths[item.index] += given
      remaining -= given
    }
    for (position, index) in spacers.enumerated() where remaining > .zero {
      let share = remaining.divided(by: spacers.count - position)
      lengths[index] += share
      remaining -= share
    }
    return lengths
  }
}

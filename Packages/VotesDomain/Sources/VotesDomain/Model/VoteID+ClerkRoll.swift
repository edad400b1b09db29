extension VoteID {
  /// The calendar year in which this Congress's session sat.
  ///
  /// Since 1935 (the 74th Congress) a Congress first meets in January of an odd year and each
  /// session is one calendar year, so the year is `1789 + 2 × (congress − 1) + (session − 1)`:
  /// 119/1 is 2025, 101/2 is 1990. A session that runs into the next January is rare; a caller
  /// that has congress.gov's `sourceDataURL` should prefer ``ClerkRoll/init(sourceDataURL:)``.
  /// For an identifier out of range (``isInRange``) the arithmetic saturates at the ends of
  /// `Int` rather than trapping.
  public var clerkYear: Int {
    2.saturatingMultiplied(by: congress.saturatingAdding(-1))
      .saturatingAdding(1789)
      .saturatingAdding(session.saturatingAdding(-1))
  }

  /// Where the Clerk files this vote: its calendar year and the same roll number.
  public var clerkRoll: ClerkRoll { ClerkRoll(year: clerkYear, roll: roll) }
}

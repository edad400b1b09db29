import AppCommandLine
import DeepLinks
import Foundation
import Timelines
import VotesDomain
import VotesWidget
import WidgetHost

/// The roll call the widget shows instead of the latest, after `votes next` (older) or
/// `votes previous` (newer): kept in `page.json` in the state folder, for as long as the latest
/// roll call is the one it was paged from (a newer roll call ends the paging).
struct VotePage: Codable, Sendable, Hashable {
  /// The latest roll call when the paging began.
  var latest: VoteID
  /// The roll call shown.
  var vote: Vote
}

extension VotesCommandLine {
  /// Which way a page turns.
  enum PageDirection: Sendable {
    /// `next`: the roll call before.
    case older
    /// `previous`: the roll call after, up to the latest.
    case newer
  }

  /// `next` and `previous`.
  public static var intents: [IntentDeclaration] { VoteIntents.all }

  var pageFile: StateFile<VotePage> {
    StateFile("page.json", in: environment.stateDirectory)
  }

  /// The entry the widget shows for `entry`: the paged roll call while the latest is the one
  /// paging began from.
  func paged(_ entry: VoteEntry) -> (entry: VoteEntry, isPaged: Bool) {
    guard let page = pageFile.read(), page.latest == entry.vote.id, page.vote.id != entry.vote.id
    else { return (entry, false) }
    return (VoteEntry(date: entry.date, vote: page.vote), true)
  }

  /// Runs an intent of the app: `next` or `previous`.
  public func perform(_ intent: IntentInvocation) async throws {
    switch intent.declaration.name {
    case VoteIntents.next.name: try await page(.older)
    case VoteIntents.previous.name: try await page(.newer)
    default:
      throw CommandFailure(.software, "votes has no intent '\(intent.declaration.name)'")
    }
  }

  /// Turns the widget's page one roll call `direction`, and prints the roll call it shows now.
  /// The latest comes from the stored timeline (fetched only when nothing is stored); a roll
  /// call comes from the stored rolls when it is there, else from the source.
  ///
  /// - Throws: ``CommandFailure`` (66) past the session's first roll call.
  func page(_ direction: PageDirection) async throws {
    let request = try commandRequest()
    guard let scheduler = try widgetSchedulers(for: request).first else { return }
    let now = try environment.widgetClock().now
    let store = FileTimelineStore(directory: environment.stateDirectory)
    var latest = await store.load(scheduler.key, as: VoteEntry.self).stored?.timeline
      .entry(at: now)?.vote
    if latest == nil { latest = await scheduler.currentUpdate()?.entry.vote }
    guard let latest else { return }
    let shown = pageFile.read().flatMap { $0.latest == latest.id ? $0.vote : nil } ?? latest
    var target = shown.id
    switch direction {
    case .older: target.roll -= 1
    case .newer: target.roll += 1
    }
    guard target.roll >= VoteID.rolls.lowerBound else {
      throw CommandFailure(
        .notFound, "\(shown.id) is the first roll call of its session; there is none older")
    }
    if target.roll >= latest.id.roll || target > latest.id {
      try pageFile.write(nil)
      console.print(VotesPrinter.summary(latest))
      return
    }
    let vote = try await VoteReference.id(target).vote(from: source(request))
    try pageFile.write(VotePage(latest: latest.id, vote: vote))
    console.print(VotesPrinter.summary(vote))
  }
}

import Foundation
import TextRendering
import Timelines
import VotesDomain

/// The votes widget, drawn for its family: small (the number, the result, the tally), medium
/// (the tutorial's view) or large (the medium content with totals by party as bars).
///
/// Tapping anywhere opens the vote (`widgetURL`, `votes://vote/{congress}/{session}/{roll}`).
/// Text from the network is sanitised by ``TextRendering/Text``.
public struct VoteWidgetView: View {
  /// The families the widget supports.
  public static let supportedFamilies: [WidgetFamily] = [
    .systemSmall, .systemMedium, .systemLarge,
  ]

  /// What to show.
  public var entry: VoteEntry
  /// The family to draw; the extra-large family draws the large view.
  public var family: WidgetFamily
  /// The time zone the vote's time is written in: the House's, Eastern, by default.
  public var timeZone: TimeZone

  /// A view of an entry in a family.
  public init(entry: VoteEntry, family: WidgetFamily, timeZone: TimeZone = Self.eastern) {
    self.entry = entry
    self.family = family
    self.timeZone = timeZone
  }

  /// America/New_York, where the House sits and both sources publish times.
  public static var eastern: TimeZone { VoteDateText.eastern }

  /// The family's view, opening the vote when tapped: on a terminal in cells, in a picture
  /// ``VotePicture``.
  public var body: some View {
    SurfaceSwitch {
      terminal
    } picture: {
      VotePicture(
        display: VoteDisplay(vote: entry.vote),
        date: VoteDateText(entry.vote.time, timeZone: timeZone), family: family)
    }
    .widgetURL(VoteRoute(id: entry.vote.id).url)
  }

  @ViewBuilder private var terminal: AnyView {
    let display = VoteDisplay(vote: entry.vote)
    let date = VoteDateText(entry.vote.time, timeZone: timeZone)
    switch family {
    case .systemSmall:
      SmallVoteView(display: display, date: date)
    case .systemMedium:
      MediumVoteView(display: display, date: date)
    case .systemLarge, .systemExtraLarge:
      LargeVoteView(display: display, date: date, width: Self.contentWidth(of: family))
    }
  }

  /// The columns inside the family's content margins (2 each side), where bars are scaled.
  static func contentWidth(of family: WidgetFamily) -> Int {
    max(family.displaySize.columns - 4, 0)
  }
}

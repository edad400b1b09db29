import Foundation
import TextRendering
import Timelines

/// The votes widget as a picture draws it, in points: the roll's number as a headline over its
/// title in caption, the result in its colour with the tally, the tally as a bar of the two
/// counts, the question and the day at the bottom; the large family adds the totals by party
/// (or by candidate) as capsules in the parties' colours, and the roll, the Clerk's record and
/// the sitting. The terminal keeps its block-character bars.
struct VotePicture: View {
  var display: VoteDisplay
  var date: VoteDateText
  var family: WidgetFamily

  /// The points across the family's content: iOS's width of the family, less margins of 16
  /// points a side.
  static func contentWidth(of family: WidgetFamily) -> Int {
    let size = family.displaySize
    return max(Int(CanvasSize(columns: size.columns, rows: size.rows).pointWidth) - 32, 0)
  }

  var body: some View {
    let width = Self.contentWidth(of: family)
    if family == .systemSmall {
      VStack(alignment: .leading, spacing: 4) {
        Text(display.number).font(.headline).lineLimit(1)
        Text(display.subtitle).font(.caption).foregroundColor(.secondary).lineLimit(2)
        Spacer(minLength: 0)
        Text(display.result).font(.subheadline.bold()).foregroundColor(display.tone.color)
          .lineLimit(1).widgetAccentable()
        TallyBarPicture(display: display, width: width)
        Text(display.compactTally).font(.caption).lineLimit(1)
        Text(date.day).font(.caption2).foregroundColor(.secondary).lineLimit(1)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    } else {
      VStack(alignment: .leading, spacing: 6) {
        headline(titleLines: family == .systemMedium ? 2 : 3)
        if family != .systemMedium { questionRow }
        Spacer(minLength: 0)
        if family == .systemMedium {
          TallyBarPicture(display: display, width: width)
          questionRow
        } else {
          VoteTotalsPicture(display: display, width: width)
          footer
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  /// The number over the title on the left; the result and the two counts on the right.
  private func headline(titleLines: Int) -> some View {
    HStack(alignment: .top, spacing: 8) {
      VStack(alignment: .leading, spacing: 2) {
        Text(display.number).font(.title3.bold()).lineLimit(1)
        Text(display.title).font(.caption).foregroundColor(.secondary).lineLimit(titleLines)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      VStack(alignment: .trailing, spacing: 2) {
        Text(display.tallyHeading).font(.headline).foregroundColor(display.tone.color)
          .lineLimit(1).widgetAccentable()
        ForEach(display.tallyLines, id: \.self) { line in
          HStack(spacing: 4) {
            Text(line.label).font(.caption).foregroundColor(.secondary).lineLimit(1)
            Text(String(line.count)).font(.caption.bold())
          }
        }
      }
    }
  }

  /// The question in bold caption; the day and the time on the right.
  private var questionRow: some View {
    HStack(alignment: .bottom, spacing: 8) {
      Text(display.question).font(.caption.bold()).lineLimit(2)
        .frame(maxWidth: .infinity, alignment: .leading)
      Text([date.day, date.time].compactMap { $0 }.joined(separator: " · ")).font(.caption)
        .foregroundColor(.secondary).lineLimit(1)
    }
  }

  /// The vote type and roll with the Clerk's record, then the sitting.
  private var footer: some View {
    VStack(alignment: .leading, spacing: 2) {
      HStack(spacing: 8) {
        Text(display.voteTypeAndRoll).font(.caption2).foregroundColor(.secondary).lineLimit(1)
        Spacer(minLength: 8)
        Link("Clerk record", destination: LargeVoteView.clerkRecord(of: display.vote))
          .font(.caption2)
      }
      Text(display.sitting).font(.caption2).foregroundColor(.secondary).lineLimit(1)
    }
  }
}

import Foundation
import Testing
import TextRenderingTestSupport

@testable import TextRendering

/// Every modifier, each in its own golden (plain output; the styling ones also in ANSI goldens).
@Suite struct ModifierGoldenTests {
  static let paragraph =
    "The quick brown fox jumps over the lazy dog and then runs away with approximately "
    + "seventeen minutes to spare"

  static let cases: [GoldenCase] = [
    GoldenCase(
      name: "padding-edges", size: .medium,
      view: AnyView(
        VStack(alignment: .leading, spacing: 0) {
          Text("padded leading 6").padding(.leading, 6)
          Text("default padding").padding()
          Text("top 2").padding([.top], 2)
        })),
    GoldenCase(
      name: "frame-fixed-alignment", size: .medium,
      view: AnyView(
        VStack(spacing: 0) {
          Text("leading").frame(width: 20, alignment: .leading).background(Color.blue)
          Text("trailing").frame(width: 20, alignment: .trailing)
          Text("bottom").frame(width: 20, height: 3, alignment: .bottom)
        })),
    GoldenCase(
      name: "frame-max-infinity", size: .medium,
      view: AnyView(
        VStack(spacing: 0) {
          Text("fills the width, leading").frame(maxWidth: .infinity, alignment: .leading)
          Text("trailing").frame(maxWidth: .infinity, alignment: .trailing)
          Text("at most 12 wide").frame(maxWidth: 12)
        })),
    GoldenCase(
      name: "line-limit", size: .medium,
      view: AnyView(Text(paragraph).lineLimit(2))),
    GoldenCase(
      name: "line-limit-one", size: .small,
      view: AnyView(Text(paragraph).lineLimit(1))),
    GoldenCase(
      name: "shrink-abbreviates", size: .medium,
      view: AnyView(
        VStack(alignment: .leading) {
          Text("Without shrinking:").font(.caption)
          Text("Meeting on Wednesday and Thursday with number seven").lineLimit(1)
          Text("With minimumScaleFactor(0.5):").font(.caption)
          Text("Meeting on Wednesday and Thursday with number seven").lineLimit(1)
            .minimumScaleFactor(0.5)
        })),
    GoldenCase(
      name: "shrink-tighter-wrapping", size: .small,
      view: AnyView(
        VStack {
          Text("abcdef ghijkl mnopqr").lineLimit(2).frame(width: 10)
          Text("abcdef ghijkl mnopqr").lineLimit(2)
            .shrinkToFit(ShrinkRule(minimumScale: 0.9, abbreviations: [])).frame(width: 10)
        })),
    GoldenCase(
      name: "multiline-center", size: .medium,
      view: AnyView(Text(paragraph).multilineTextAlignment(.center).frame(width: 30))),
    GoldenCase(
      name: "multiline-trailing", size: .medium,
      view: AnyView(Text(paragraph).multilineTextAlignment(.trailing).frame(width: 30))),
    GoldenCase(
      name: "clipped", size: .medium,
      view: AnyView(
        VStack {
          Text("offset, not clipped").offset(x: 4).frame(width: 20)
          Text("offset and clipped").offset(x: 4).frame(width: 20).clipped()
          Text("end")
        })),
    GoldenCase(
      name: "redacted-modifier", size: .medium,
      view: AnyView(
        VStack(alignment: .leading) {
          Text("Visible title").unredacted()
          Text("Hidden body, same width").redacted(reason: .placeholder)
          Label("漢字 and 😀", systemImage: "checkmark").redacted(reason: .placeholder)
        })),
    GoldenCase(
      name: "text-case-small-caps", size: .medium,
      view: AnyView(
        VStack {
          Text("small caps font").font(.caption.smallCaps())
          Text("Uppercase Case").textCase(.uppercase)
          Text("LOWERCASE CASE").textCase(.lowercase)
        })),
    GoldenCase(
      name: "background-gradient-plain", size: .medium,
      view: AnyView(
        Text("Gradient behind")
          .containerBackground(
            LinearGradient(colors: [.black, .darkGray], startPoint: .top, endPoint: .bottom)))),
    GoldenCase(
      name: "no-content-margins", size: .small,
      view: AnyView(Text("edge to edge text without margins")),
      options: RenderOptions(frame: true, contentMargins: .zero)),
    GoldenCase(
      name: "unframed", size: .small,
      view: AnyView(Text("no frame")), options: RenderOptions()),
  ]

  @Test(arguments: cases)
  func rendersAsGolden(_ golden: GoldenCase) {
    expectGolden(golden.rendered(), named: golden.name)
  }
}

import Foundation
import Testing
import TextRenderingTestSupport

@testable import TextRendering

/// One golden case: a view rendered in a box, framed so the box's edges show.
struct GoldenCase: CustomTestStringConvertible, Sendable {
  let name: String
  let size: CanvasSize
  let view: AnyView
  var options = RenderOptions(frame: true)

  var testDescription: String { name }

  func rendered() -> String {
    render(view, size: size, options: options)
  }
}

/// Every view type, each in its own golden.
@Suite struct ViewGoldenTests {
  static let cases: [GoldenCase] = [
    GoldenCase(name: "text-simple", size: .small, view: AnyView(Text("Hello, widget"))),
    GoldenCase(
      name: "text-wrapping", size: .small,
      view: AnyView(Text("A sentence long enough to wrap over several lines of a small widget"))),
    GoldenCase(
      name: "vstack-leading", size: .medium,
      view: AnyView(
        VStack(alignment: .leading, spacing: 1) {
          Text("First")
          Text("Second, a little longer")
          Text("Third")
        })),
    GoldenCase(
      name: "vstack-trailing", size: .medium,
      view: AnyView(
        VStack(alignment: .trailing) {
          Text("Short")
          Text("A longer line")
        })),
    GoldenCase(
      name: "hstack-spacer", size: .medium,
      view: AnyView(
        HStack {
          Text("Todos").font(.headline)
          Spacer()
          Text("12:30")
        })),
    GoldenCase(
      name: "hstack-top-alignment", size: .medium,
      view: AnyView(
        HStack(alignment: .top) {
          Text("1.")
          Text("A todo title that needs two lines in this narrow column").frame(width: 20)
          Text("end")
        })),
    GoldenCase(
      name: "zstack-alignment", size: .medium,
      view: AnyView(
        ZStack(alignment: .bottomTrailing) {
          Text("Background text").frame(maxWidth: .infinity, maxHeight: .infinity)
          Text("badge")
        })),
    GoldenCase(
      name: "spacer-vertical", size: .large,
      view: AnyView(
        VStack {
          Text("Top")
          Spacer()
          Text("Bottom")
        })),
    GoldenCase(
      name: "divider-horizontal", size: .medium,
      view: AnyView(
        VStack {
          Text("Above")
          Divider()
          Text("Below")
        })),
    GoldenCase(
      name: "divider-vertical", size: .medium,
      view: AnyView(
        HStack {
          Text("Left")
          Divider()
          Text("Right")
        }.frame(height: 3))),
    GoldenCase(
      name: "groupbox-label", size: .large,
      view: AnyView(
        GroupBox("Todos", systemImage: "list.dash") {
          ForEach(1...3, id: \.self) { number in
            Label("Todo number \(number)", systemImage: "circle")
          }
        })),
    GoldenCase(
      name: "groupbox-custom-label", size: .medium,
      view: AnyView(
        GroupBox {
          Text("Content")
        } label: {
          Text("Custom").bold()
        })),
    GoldenCase(
      name: "image-symbols", size: .medium,
      view: AnyView(
        HStack {
          Image(systemName: "checkmark")
          Image(systemName: "circle")
          Image(systemName: "person")
          Image(systemName: "list.dash")
          Image(systemName: "star.fill")
          Image(systemName: "gearshape.fill")
          Image(systemName: "gearshape", fallback: "*")
        })),
    GoldenCase(
      name: "builder-control-flow", size: .large,
      view: AnyView(BuilderSample(showsHeader: true, subtitle: nil, items: ["a", "b", "c"]))),
    GoldenCase(
      name: "builder-else-branch", size: .medium,
      view: AnyView(BuilderSample(showsHeader: false, subtitle: "sub", items: []))),
    GoldenCase(
      name: "link-region", size: .medium,
      view: AnyView(
        VStack {
          Link("Open todo 1", destination: URL(string: "todos://todo/1")!)
          Text("not a link")
        })),
    GoldenCase(
      name: "group-and-empty", size: .small,
      view: AnyView(
        Group {
          Text("one")
          EmptyView()
          Text("two")
        })),
  ]

  @Test(arguments: cases)
  func rendersAsGolden(_ golden: GoldenCase) {
    expectGolden(golden.rendered(), named: golden.name)
  }
}

/// A composite view using `if`, `if let`, `else`, `for` and an optional view in its builder.
struct BuilderSample: View {
  let showsHeader: Bool
  let subtitle: String?
  let items: [String]

  var body: some View {
    VStack(alignment: .leading) {
      if showsHeader {
        Text("Header").font(.headline)
      } else {
        Text("No header")
      }
      if let subtitle {
        Text(subtitle).font(.caption)
      }
      for item in items {
        Text("- \(item)")
      }
      optionalFooter
    }
  }

  var optionalFooter: Text? {
    items.isEmpty ? nil : Text("\(items.count) items")
  }
}

// Times laying out and writing a widget with TextRendering, in release mode:
//   swift run -c release --package-path Tools/benchmarks [ITERATIONS]
// Prints the median, 95th percentile and mean of each step in microseconds.
import Foundation
import TextRendering

/// A large-family todo widget like the tutorial's: header, divider, five rows with links,
/// a group box footer, a gradient container background and a widget URL.
struct LargeTodoWidget: View {
  let rows: [(id: Int, done: Bool, title: String)]

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack {
        Label("Todos", systemImage: "list.dash").font(.headline).lineLimit(1)
        Spacer()
        Text("Sat, Nov 22 · 12:30").font(.caption).foregroundColor(.lightGray)
      }
      Divider().foregroundColor(.gray)
      ForEach(rows, id: \.id) { row in
        Link(destination: URL(string: "todos://todo/\(row.id)")!) {
          HStack(alignment: .top) {
            Image(systemName: row.done ? "checkmark.circle.fill" : "circle")
              .foregroundColor(row.done ? .green : .gray)
            Text(row.title).lineLimit(2).minimumScaleFactor(0.6)
          }
        }
      }
      Spacer(minLength: 0)
      GroupBox("Summary", systemImage: "info.circle") {
        Text("\(rows.filter(\.done).count) of \(rows.count) done — 東京 ✓ 😀").font(.footnote)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .containerBackground(
      LinearGradient(colors: [.black, .darkGray], startPoint: .top, endPoint: .bottom)
    )
    .widgetURL(URL(string: "todos://todo/1"))
  }
}

let rows: [(id: Int, done: Bool, title: String)] = [
  (1, false, "delectus aut autem"),
  (2, true, "quis ut nam facilis et officia qui"),
  (3, false, "fugiat veniam minus and then some more words on Wednesday"),
  (4, true, "et porro tempora"),
  (5, false, "laboriosam mollitia et enim quasi adipisci quia provident illum"),
]

let iterations = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 2000
let clock = ContinuousClock()

/// Runs `body` `iterations` times after a warm-up and returns each run's duration in µs.
@MainActor func measure(_ body: () -> Void) -> [Double] {
  for _ in 0..<50 { body() }
  var samples: [Double] = []
  samples.reserveCapacity(iterations)
  for _ in 0..<iterations {
    let elapsed = clock.measure(body)
    let (seconds, attoseconds) = elapsed.components
    samples.append(Double(seconds) * 1e6 + Double(attoseconds) / 1e12)
  }
  return samples.sorted()
}

@MainActor func report(_ name: String, _ samples: [Double]) {
  let median = samples[samples.count / 2]
  let p95 = samples[min(samples.count - 1, samples.count * 95 / 100)]
  let mean = samples.reduce(0, +) / Double(samples.count)
  let cells = { (value: Double) in String(format: "%9.1f", value) }
  print(
    "\(name.padding(toLength: 46, withPad: " ", startingAt: 0))\(cells(median))\(cells(p95))\(cells(mean))"
  )
}

var sink = 0
var kept: Any?

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@MainActor @inline(never) func keep(_ value: Any) { kept = value }

let widget = LargeTodoWidget(rows: rows)
print("TextRendering benchmark: \(iterations) iterations, times in µs")
print("\("step".padding(toLength: 46, withPad: " ", startingAt: 0))   median      p95     mean")
for (familyName, size) in [("large 45×22", CanvasSize.large), ("extraLarge 95×22", .extraLarge)] {
  report("\(familyName): build view tree", measure { keep(AnyView(LargeTodoWidget(rows: rows))) })
  report(
    "\(familyName): layout (view → canvas)",
    measure {
      sink &+= Canvas(rendering: widget, size: size, options: RenderOptions(frame: true)).rows
    })
  let canvas = Canvas(rendering: widget, size: size, options: RenderOptions(frame: true))
  report(
    "\(familyName): write plain", measure { sink &+= PlainTextWriter().write(canvas).utf8.count })
  report(
    "\(familyName): write ANSI truecolor",
    measure {
      sink &+= ANSIWriter(depth: .trueColor).write(canvas).utf8.count
    })
  report(
    "\(familyName): layout + write ANSI (render)",
    measure {
      sink &+=
        render(widget, size: size, options: RenderOptions(frame: true, output: .ansi(.trueColor)))
        .utf8.count
    })
  let pictureOptions = RenderOptions(frame: true, output: .svg(PictureStyle()))
  report(
    "\(familyName): layout in points (view → canvas)",
    measure {
      sink &+= Canvas(rendering: widget, size: size, options: pictureOptions).rows
    })
  let picture = Canvas(rendering: widget, size: size, options: pictureOptions)
  report(
    "\(familyName): write SVG", measure { sink &+= SVGWriter().write(picture).utf8.count })
  report(
    "\(familyName): layout + write SVG (render)",
    measure {
      sink &+=
        render(widget, size: size, options: pictureOptions).utf8.count
    })
}
print("(checksum \(sink))")

import Foundation

@testable import TextRendering

/// A todo list widget like the tutorials': a header with a date and a list of rows.
struct SampleListWidget: View {
  let title: String
  let rows: [(done: Bool, title: String)]
  let showsHeader: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if showsHeader {
        HStack {
          Label(title, systemImage: "list.dash").font(.headline).lineLimit(1)
          Spacer()
          Text("Nov 22, 12:30").font(.caption)
        }
        Divider()
      }
      ForEach(Array(rows.enumerated()), id: \.offset) { index, row in
        Link(destination: URL(string: "todos://todo/\(index + 1)")!) {
          HStack(alignment: .top) {
            Image(systemName: row.done ? "checkmark.circle.fill" : "circle")
              .foregroundColor(row.done ? .green : .gray)
            Text(row.title).lineLimit(2)
          }
        }
      }
      Spacer(minLength: 0)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .widgetURL(URL(string: "todos://todo/1"))
  }

  static let todos: [(done: Bool, title: String)] = [
    (false, "delectus aut autem"),
    (true, "quis ut nam facilis et officia qui"),
    (false, "fugiat veniam minus"),
    (true, "et porro tempora"),
    (false, "laboriosam mollitia et enim quasi adipisci quia provident illum"),
  ]
}

/// A joke widget like the dad jokes tutorial's: gradient background, white text, a caption.
struct SampleJokeWidget: View {
  let joke: String

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text(joke).font(.headline).foregroundColor(.white).minimumScaleFactor(0.5)
      Text("dad joke").font(.caption).foregroundColor(.lightGray)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .containerBackground(
      LinearGradient(colors: [.black, .darkGray], startPoint: .top, endPoint: .bottom)
    )
    .widgetURL(URL(string: "dadjokes://joke?type=general"))
  }
}

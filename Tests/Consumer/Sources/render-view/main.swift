// render-view: a small widget view drawn as plain text with nothing but the TextRendering
// product.
import TextRendering

let view = VStack(alignment: .leading) {
  HStack {
    Text("Reused").font(.headline)
    Spacer()
    Text("0.2")
  }
  Divider()
  Text("TextRendering, by URL and version")
}
print(render(view, size: .medium, options: RenderOptions(frame: true)))

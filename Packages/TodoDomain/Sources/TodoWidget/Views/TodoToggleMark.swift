import TextRendering
import TodoDomain

/// A todo's toggle as the picture draws SF Symbols' `checkmark.circle.fill` and `circle`: a
/// disc in the tint with a white mark for a done todo, a gray ring for an open one, both
/// ``TodoPictureStyle/toggleSize`` points across.
///
/// The ring is the reference font's `○` (U+25CB, in Liberation Sans, so every Linux has it):
/// a ring drawn as two discs would need the card's colour inside, which an accented picture
/// (transparent) does not have. The done mark is drawn: the reference fonts have no `✓`.
struct TodoToggleMark: View {
  var completed: Bool

  var body: some View {
    let side = Int(TodoPictureStyle.toggleSize)
    if completed {
      ZStack {
        Circle().fill(TodoPictureStyle.tint)
        Circle().fill(.white).padding(side / 4)
      }
      .frame(width: side, height: side)
      .widgetAccentable()
    } else {
      Text("\u{25CB}").font(.system(size: TodoPictureStyle.toggleSize)).foregroundColor(.gray)
    }
  }
}

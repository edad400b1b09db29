import TextRendering

/// A todo's toggle as the picture draws it: SF Symbols' `checkmark.circle.fill` in the tint
/// for a done todo, `circle` in gray for an open one, drawn by the picture writers as shapes
/// ``TodoPictureStyle/toggleSize`` points tall (a symbol's square is 1.2 times its font size).
/// Accentable, as the tutorials' toggles are.
struct TodoToggleMark: View {
  var completed: Bool

  var body: some View {
    Image(systemName: completed ? "checkmark.circle.fill" : "circle")
      .font(.system(size: TodoPictureStyle.toggleSize))
      .foregroundColor(completed ? TodoPictureStyle.tint : .gray)
      .widgetAccentable()
  }
}

/// A link of each app and what its `open` prints for it from the fixture server: data of the
/// fixtures, one line per app (`Tools/new-app` adds the new app's).
enum AppLink {
  static let byApp: [String: (url: String, shows: String)] = [
    "todos": ("todos://todo/7", "illo expedita consequatur quia in"),
    "dadjokes": ("dadjokes://joke?type=yomama", "Yo mama is so old"),
    "votes": ("votes://vote/119/1/190", "One Big Beautiful Bill Act"),
  ]
}

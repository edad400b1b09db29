import Foundation

/// Checks of a picture (the SVG or HTML of ``SVGWriter`` or ``HTMLWriter``) shared by the view
/// tests of every package: that it parses as XML by a real parser (`xmllint`, Debian's
/// `libxml2-utils`), and that it is inert (no script, no event handler, no external reference,
/// no `foreignObject`).
public enum PictureChecks {
  /// What `xmllint --noout` says of `document`: `nil` when it is well-formed XML, else the
  /// parser's messages (or why xmllint could not run: a missing xmllint fails, it never skips).
  public static func xmllintProblems(_ document: String) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xmllint", "--noout", "-"]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    do {
      try process.run()
    } catch {
      return "cannot run xmllint (apt-get install libxml2-utils): \(error)"
    }
    // Write stdin on another thread while stderr is read, so neither pipe can fill up.
    let data = Data(document.utf8)
    let writer = DispatchQueue(label: "xmllint-input")
    writer.async {
      input.fileHandleForWriting.write(data)
      try? input.fileHandleForWriting.close()
    }
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = String(decoding: message, as: UTF8.self)
      return "xmllint exited \(process.terminationStatus): \(text)"
    }
    return nil
  }

  /// What in `document` could run, load or reach anything: an element that runs script or
  /// embeds another document, an event-handler attribute, a `javascript:` URL, a reference
  /// outside the document (`url(…)` that is not `url(#…)`, `@import`, `xlink:href`, `src=`),
  /// or an `href` outside an `<a>`, in the document's tags (its text is data). Empty when
  /// the document is inert.
  public static func inertnessProblems(_ document: String) -> [String] {
    var problems: [String] = []
    // Every `<` of the text is escaped, so each `<` starts a tag: look at the tags alone (the
    // text may well say `onerror=`, as data).
    let lowered = document.lowercased().matches(of: /<[^>]*>/).map { String($0.output) }
      .joined(separator: "\n")
    for element in ["<script", "<foreignobject", "<iframe", "<object", "<embed", "<image", "<img"]
    where lowered.contains(element) {
      problems.append("has \(element)")
    }
    for pattern in [
      #"\son[a-z]+\s*="#, #"javascript:"#, #"url\((?!#)"#, #"@import"#, #"xlink:href"#,
      #"\ssrc\s*="#, #"<(?!a\s)[a-z]+[^>]*\shref\s*="#,
    ] {
      if lowered.range(of: pattern, options: .regularExpression) != nil {
        problems.append("matches \(pattern)")
      }
    }
    return problems
  }
}

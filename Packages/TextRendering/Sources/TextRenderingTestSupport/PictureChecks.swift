import Foundation
import Spawning

/// Checks of a picture (the SVG or HTML of ``SVGWriter`` or ``HTMLWriter``) shared by the view
/// tests of every package: that it parses as XML by a real parser (`xmllint`, Debian's
/// `libxml2-utils`), and that it is inert (no script, no event handler, no external reference,
/// no `foreignObject`).
public enum PictureChecks {
  /// What `xmllint --noout` says of `document`: `nil` when it is well-formed XML, else the
  /// parser's messages (or why xmllint could not run: a missing xmllint fails, it never skips).
  public static func xmllintProblems(_ document: String) -> String? {
    // The document and xmllint's messages go through files: no pipe to fill, no thread.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("xmllint-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      return "cannot make a scratch folder for xmllint: \(error)"
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("document.xml").path
    let errors = folder.appendingPathComponent("errors.txt").path
    do {
      try Data(document.utf8).write(to: URL(fileURLWithPath: input))
    } catch {
      return "cannot write the document for xmllint: \(error)"
    }
    let status = run(["/usr/bin/env", "xmllint", "--noout", input], stderr: errors)
    guard status == 0 else {
      let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
      return status == 127 || status < 0
        ? "cannot run xmllint (apt-get install libxml2-utils): \(text)"
        : "xmllint exited \(status): \(text)"
    }
    return nil
  }

  /// Runs `words` with stdin and stdout on `/dev/null` and stderr into the file `stderr`, as a
  /// fresh process (``FreshSpawn``; not `Process`, whose child inherits the spawning thread's
  /// signal mask); its exit status, or -1 when it could not start.
  private static func run(_ words: [String], stderr: String) -> Int32 {
    guard let pid = try? FreshSpawn.start(words[0], words, stderr: .file(stderr)) else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    // WIFEXITED and WEXITSTATUS, which Swift does not import.
    return status & 0x7f == 0 ? (status >> 8) & 0xff : -1
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

import Foundation

/// A page that records what a picture must never do: an error (a failed load: an injected
/// `<img src=x>`), a script's `alert`, a navigation or a change of title or location. Once the
/// page has loaded it writes what it saw into `data-hook` on the root element, as
/// `EVENTS|TITLE|HASH`, for ``Chromium/markup(_:onceItSets:scratch:)`` to read.
enum ScriptDetectionHook {
  static let script = """
    <script>
    window.__events = [];
    addEventListener('error', function (e) {
      __events.push('error:' + (e.message || (e.target && e.target.tagName)));
    }, true);
    window.alert = function (m) { __events.push('alert:' + m); };
    addEventListener('beforeunload', function () { __events.push('navigate'); });
    addEventListener('hashchange', function () { __events.push('hashchange'); });
    addEventListener('load', function () {
      setTimeout(function () {
        document.documentElement.setAttribute('data-hook',
          JSON.stringify(__events) + '|' + document.title + '|' + location.hash);
      }, 0);
    });
    </script>
    """

  /// What a quiet page writes: no event, its own title, no hash.
  static func quiet(title: String) -> String {
    "data-hook=\"[]|\(title)|\""
  }

  /// An HTML widget with the hook first in its head and its policy taken out, so that the test
  /// checks the escaping itself: were any text taken for markup, it would run.
  static func harness(html document: String) -> String {
    var page = document.replacingOccurrences(
      of: #"<meta http-equiv="Content-Security-Policy"[^>]*>"#, with: "",
      options: .regularExpression)
    if let head = page.range(of: "<head>") {
      page.insert(contentsOf: "\n" + script, at: head.upperBound)
    }
    return page
  }

  /// An SVG widget inline in an HTML page with the hook.
  static func harness(svg document: String) -> String {
    let element = document.replacingOccurrences(
      of: #"<\?xml[^>]*\?>"#, with: "", options: .regularExpression)
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>Widget</title>
      \(script)
      </head><body style="margin:0">
      \(element)
      </body></html>
      """
  }
}

import Foundation
import Testing

/// `service --http` with a real client, curl: every route, status code and header, for every
/// app; DNS rebinding (`Host: evil.example`) refused; a reload without the token refused.
@Suite(.serialized) struct HTTPEndpointTests {
  /// Each app's own field in `/widgets/{id}.json`.
  /// The fields every widget's document has; the rest are the app's own (todos' `open`).
  static let commonFields: Set = [
    "id", "app", "kind", "family", "configuration", "state", "text", "tooltip", "url",
    "updatedAt", "nextReload",
  ]

  @Test(arguments: AppUnderTest.all)
  func everyRouteAnswersWithItsStatusAndHeaders(_ app: AppUnderTest) throws {
    let http = try #require(try HTTPService.start(app), "the service printed no URL")
    defer { http.service.child.wait(upTo: 0) }
    let id = http.id

    let board = try http.curl("/")
    #expect(board.status == 200 && board.headers["content-type"] == "text/html; charset=utf-8")
    #expect(board.headers["content-security-policy"]?.hasPrefix("default-src 'none'") == true)
    #expect(board.body.contains("data-id=\"\(id)\""))

    let list = try http.curl("/widgets.json")
    #expect(list.status == 200 && list.headers["content-type"] == "application/json")
    let widgets = try JSONSerialization.jsonObject(with: Data(list.body.utf8)) as? [[String: Any]]
    #expect(widgets?.map { $0["id"] as? String } == [id])

    let document = try http.curl("/widgets/\(id).json")
    #expect(document.status == 200)
    let fields = try #require(
      try JSONSerialization.jsonObject(with: Data(document.body.utf8)) as? [String: Any])
    #expect(fields["state"] as? String == "fresh" && fields["app"] as? String == app.name)
    #expect((fields["updatedAt"] as? String)?.hasSuffix("Z") == true)
    #expect((fields["url"] as? String)?.hasPrefix(app.name + "://") == true)
    #expect(Self.commonFields.isSubset(of: fields.keys), "\(fields)")
    #expect(!Set(fields.keys).subtracting(Self.commonFields).isEmpty, "no app fields: \(fields)")

    for query in ["", "?appearance=dark"] {
      let svg = try http.curl("/widgets/\(id).svg\(query)")
      #expect(svg.status == 200 && svg.headers["content-type"] == "image/svg+xml")
      #expect(svg.body.hasPrefix("<?xml") && svg.body.contains("<svg"))
    }
    let html = try http.curl("/widgets/\(id).html")
    #expect(html.status == 200 && html.headers["widget-content-type"] == "html")
    #expect(html.headers["widget-title"]?.hasPrefix(app.name + " ") == true)
    let head = try http.curl("/widgets.json", ["-I"])
    #expect(head.status == 200 && head.body.isEmpty && head.headers["content-length"] != "0")

    for (path, status) in [("/nope", 404), ("/widgets/0000000000000000.json", 404)] {
      #expect(try http.curl(path).status == status, "\(path)")
    }
    let post = try http.curl("/widgets.json", ["-X", "POST"])
    #expect(post.status == 405 && post.headers["allow"] == "GET, HEAD")
    for answer in [board, list, document, html] {
      #expect(!answer.headers.keys.contains { $0.hasPrefix("access-control-") })
      #expect(answer.headers["x-content-type-options"] == "nosniff")
    }
    http.stop()
  }

  @Test func aForeignHostAnOversizedHeadAndAReloadWithoutTheTokenAreRefused() throws {
    let http = try #require(try HTTPService.start(.todos), "the service printed no URL")
    defer { http.service.child.wait(upTo: 0) }
    let reload = "/widgets/\(http.id)/reload"
    #expect(try http.curl("/widgets.json", ["-H", "Host: evil.example"]).status == 421)
    #expect(try http.curl("/", ["-H", "Host: localhost"]).status == 421)
    let long = String(repeating: "a", count: 9000)
    #expect(try http.curl("/widgets.json", ["-H", "X-Long: \(long)"]).status == 431)
    #expect(try http.curl(reload, ["-X", "POST"]).status == 403)
    let origin = ["-H", "Origin: \(http.origin)"]
    let bearer = ["-H", "Authorization: Bearer \(http.token)"]
    #expect(try http.curl(reload, ["-X", "POST"] + origin).status == 403)
    #expect(try http.curl(reload, ["-X", "POST"] + bearer).status == 403)
    let foreign = ["-H", "Origin: http://evil.example"]
    #expect(try http.curl(reload, ["-X", "POST"] + foreign + bearer).status == 403)

    let accepted = try http.curl(reload, ["-X", "POST"] + origin + bearer)
    #expect(accepted.status == 200, "\(accepted.body)")
    let outcome = try JSONSerialization.jsonObject(with: Data(accepted.body.utf8)) as? [String: Any]
    // Loaded a moment ago: the budget defers it, and says until when.
    #expect(
      ["reloaded", "deferred"].contains(outcome?["action"] as? String ?? ""), "\(accepted.body)")
    http.stop()
  }

  /// `POST /widgets/{id}/press` runs the widget's button (todos: toggle the todo its line
  /// names) in the service, with the token, as `todos open` of the intent link would.
  @Test func aPressRunsTheWidgetsButtonInTheService() throws {
    let http = try #require(try HTTPService.start(.todos), "the service printed no URL")
    defer { http.service.child.wait(upTo: 0) }
    let press = "/widgets/\(http.id)/press"
    #expect(try http.curl(press, ["-X", "POST"]).status == 403)
    #expect(try http.curl(press).status == 405)
    #expect(try http.placed.server.changeRequests().isEmpty)

    let pressed = try http.curl(
      press,
      ["-X", "POST", "-H", "Origin: \(http.origin)", "-H", "Authorization: Bearer \(http.token)"])
    #expect(pressed.status == 200, "\(pressed.body)")
    let answer = try JSONSerialization.jsonObject(with: Data(pressed.body.utf8)) as? [String: Any]
    #expect(answer?["status"] as? Int == 0, "\(pressed.body)")
    // The todo the line named (the first open one, 1) was sent as done, and shows so.
    let changes = try http.placed.server.changeRequests()
    #expect(changes.map(\.path) == ["/todos/1"], "\(changes)")
    #expect(changes.first?.json?["completed"] as? Bool == true)
    let list = try http.placed.run(["list", "--limit", "1"])
    #expect(list.stdout.contains("[x]"), "\(list.stdout)")
    http.stop()
  }

  @Test func eventsStreamEachChangeAndHonourLastEventID() throws {
    let http = try #require(try HTTPService.start(.todos), "the service printed no URL")
    defer { http.service.child.wait(upTo: 0) }
    let stream = try Running(
      program: "/usr/bin/curl", ["-sS", "-N", "-i", http.url + "events"], environment: [:])
    defer { stream.child.wait(upTo: 0) }
    #expect(stream.wait { stdout, _ in stdout.contains("event: widgets\n") })
    let first = stream.soFar.stdout
    #expect(first.contains("Content-Type: text/event-stream"))
    #expect(first.contains("event: widget\ndata: {\"id\":\"\(http.id)\""))
    let lastID = try #require(
      first.matches(of: /id: (\d+)\nevent: widgets/).last.map { String($0.output.1) })

    try http.changeTheData()
    let refresh = try http.placed.run(["refresh", "--force"])
    #expect(refresh.status == 0, "\(refresh.stderr)")
    #expect(
      stream.wait { stdout, _ in
        stdout.components(separatedBy: "event: widget\n").count == 3
      }, "the reload was not streamed: \(stream.soFar.stdout)")

    // A client that comes back after the change gets nothing it had, but the list.
    let current = try #require(
      stream.soFar.stdout.matches(of: /id: (\d+)\nevent: widget\n/).last.map {
        String($0.output.1)
      })
    #expect(current != lastID)
    let resumed = try Running(
      program: "/usr/bin/curl",
      ["-sS", "-N", "-H", "Last-Event-ID: \(current)", http.url + "events"],
      environment: [:])
    defer { resumed.child.wait(upTo: 0) }
    #expect(resumed.wait { stdout, _ in stdout.contains("event: widgets\n") })
    #expect(!resumed.soFar.stdout.contains("event: widget\n"), "\(resumed.soFar.stdout)")
    stream.child.send(SIGTERM)
    resumed.child.send(SIGTERM)
    http.stop()
  }
}

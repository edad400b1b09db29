import AppCommandLine
import Timelines

extension CommandSpec {
  /// `status`: the widget's current entry as one line for a bar, from the store alone.
  ///
  /// - Parameters:
  ///   - families: the families the app's widget comes in.
  ///   - configuration: the options that configure the app's widget, such as `--type`.
  public static func status(families: [WidgetFamily], configuration: [OptionSpec] = [])
    -> CommandSpec
  {
    let names = families.map(\.argumentName).joined(separator: "|")
    let formats = StatusFormat.allCases.map(\.rawValue).joined(separator: "|")
    return CommandSpec(
      "status",
      summary: "Print the widget's current entry as one line for a status bar or tmux.",
      options: [
        OptionKey.statusFormat.declared(formats, help: "How to write the line (default: plain)."),
        OptionKey.follow.declared(
          help: "Keep printing: at each entry date and each change of the store."),
        OptionKey.family.declared(names, help: "Which placed widget (default: medium)."),
        OptionKey.maxWidth.declared("N", help: "Cut the text to N cells with … (default: 60)."),
        OptionKey.click.declared(
          help:
            "polybar and genmon: a left click opens the entry's link with xdg-open; polybar: "
            + "a right click presses the widget's button."),
        OptionKey.press.declared(
          help: "Press the widget's button first (its primary intent), then print the line."),
      ] + configuration,
      examples: [
        "status", "status --format waybar --follow", "status --format tmux",
        "status --format xbar", "status --format genmon --click",
        "status --format yambar --follow",
      ],
      discussion: """
        Reads the stored timeline only, never the network: `refresh` (a systemd timer) or
        `service` keeps it fresh. A widget with nothing stored prints its placeholder, marked
        as such, and is placed, so that the next refresh loads it. Stale data is marked
        (waybar class "stale", a dim colour in i3bar, color= in xbar) and the tooltip says when
        it was updated. xbar (Argos, Kargos) writes the bar's line, `---` and the detail, each
        item linked (href=); with --follow, frames are separated by `~~~`. genmon (XFCE) writes
        <txt>, <tool> and <bar> with every < from the network escaped, and nothing on stderr;
        the panel runs it at each period, so it takes no --follow. yambar writes its script
        module's name|type|value lines and a blank line after each update. --follow prints at
        most once a second; SIGUSR1 prints again; SIGTERM or a closed pipe ends it with
        status 0.

        The widget's button (its primary intent: the same as `open` of its intent link) is
        pressed by a right click (button 3) in i3bar and i3blocks (`$BLOCK_BUTTON=3`, or a
        click on a persistent block's stdin), by a right click with --click in polybar, and by
        --press (waybar's on-click-right); a flood of clicks runs it at most once a second.
        """)
  }

  /// `widgets`: the placed widgets.
  public static let widgets = CommandSpec(
    "widgets",
    summary: "List the placed widgets: what each shows, its next reload and why, its last error.",
    options: [
      OptionKey.json.declared(
        help: "Print [{\"id\", \"kind\", \"family\", \"configuration\", \"options\", \"state\", "
          + "\"text\", \"entry\", \"fetchedAt\", \"nextReload\", \"nextReloadReason\", "
          + "\"lastError\", \"lastDrawn\"}] as JSON; with --remove, the removed "
          + "[{\"id\", \"kind\", \"family\", \"configuration\"}]."),
      OptionKey.remove.declared(
        "ID", help: "Forget the placed widget with this id (repeatable): its record and timeline."),
      OptionKey.removeAll.declared(help: "Forget every placed widget."),
    ],
    examples: ["widgets", "widgets --json", "widgets --remove 59d91c95f6432873"],
    discussion: """
      A widget is placed when `widget` or `status` draws it, and forgotten by the next
      refresh once nothing has drawn it for 7 days, or at once by --remove with its id (the
      `id` line, and `id` in --json). A surface that draws it again places it again. Every id
      is checked first: an id that names no placed widget removes nothing and exits 66.
      """)

  /// `--notify`, for an app whose widget has news: `help` says what it announces.
  static func notifyOption(_ help: String?) -> [OptionSpec] {
    help.map { [OptionKey.notify.declared(help: $0)] } ?? []
  }

  /// `refresh`: one refresher pass over the placed widgets; `notify` is the help of
  /// `--notify` for an app that announces news (none by default).
  public static func refresh(notify: String? = nil) -> CommandSpec {
    CommandSpec(
      "refresh",
      summary: "Reload the placed widgets within the refresh budget and store their timelines.",
      options: [
        OptionKey.ifDue.declared(help: "Only the widgets whose reload is due (for a timer)."),
        OptionKey.force.declared(help: "Reload even when the refresh budget says wait."),
        OptionKey.kind.declared("KIND", help: "Only the widgets of this kind."),
        OptionKey.json.declared(
          help: "Print [{\"kind\", \"family\", \"configuration\", \"action\", \"reason\", "
            + "\"nextReload\", \"status\"}] as JSON."),
      ] + notifyOption(notify),
      examples: ["refresh", "refresh --if-due", "refresh --json"],
      discussion: """
        Prints one line per placed widget: reloaded, failed, deferred (by the budget),
        not-due or skipped, and why. While `service` runs, refresh asks it over its socket and
        waits for its answer, never past --timeout: a service that does not answer by then (a
        stopped one, say) is reported and refresh exits 75. Exits 0 when every reload succeeded
        or was rightly deferred, 69 or 75 when a service failed; the stored timeline is kept.
        A widget that has never loaded is reported as failed with the `widgets --remove`
        command that forgets it, and does not make the pass fail.
        """)
  }

  /// `service`: the refresher for every placed widget, until stopped; `notify` as for
  /// ``refresh(notify:)``.
  public static func service(notify: String? = nil) -> CommandSpec {
    CommandSpec(
      "service",
      summary: "Keep every placed widget fresh, in the background, until SIGTERM.",
      options: notifyOption(notify) + [
        OptionKey.http.declared(
          "[HOST:]PORT",
          help: "Also serve the placed widgets over HTTP on loopback (127.0.0.1 or [::1]): "
            + "a live board, JSON, SVG, HTML and server-sent events.")
      ],
      examples: ["service", "service --http 8080"],
      discussion: """
        Sleeps until the earliest due reload of the placed widgets, reloads what is due within
        the budget, and picks up widgets placed after it started. Logs one line per reload to
        stderr. Answers `refresh` over a Unix socket in $XDG_RUNTIME_DIR/<app>/ (else the state
        folder); without a writable folder it runs without one. Programs it starts
        (xdg-open) and the notification server never hold it up. SIGTERM or SIGINT ends it with status 0
        within a second, and the programs it started with it; SIGHUP makes it look again.

        --http binds its port at once, and once the placed widgets are loaded (from the store,
        else after the first pass) prints its URL and a token (also stored 0600 beside the socket) and serves (a client that came
        earlier waits): GET / (a board updated live), GET /widgets.json, GET /widgets/ID.json
        (flat fields: id, state, text, tooltip, url, updatedAt, the app's numbers), .svg
        (?appearance=dark) and .html (with Glance's Widget-Title), GET /events (server-sent
        events, Last-Event-ID honoured), POST /widgets/ID/reload, POST /widgets/ID/press (the
        widget's button) and DELETE /widgets/ID (as widgets --remove) (Authorization: Bearer
        TOKEN and an Origin of the server; else 403). ID is the id `widgets --json` shows. A
        Host other than the address it bound is refused (421); port 0 takes a free port.
        """)
  }
}

import AppCommandLine

/// `GET /`: every placed widget as its picture in its family's size (light or dark as the
/// reader prefers), linked to its deep link, with its text and, for old data, when it was
/// updated; kept current by the server-sent events of `/events`, without a reload.
///
/// Each picture is an image whose accessible name (its `alt`) is the widget's spoken summary
/// (``WidgetApp/widgetSummary(for:)``), and a polite live region (`aria-live="polite"`)
/// announces a widget whose summary changed: "Updated: My Todos: 3 open of 10. …".
///
/// The page loads nothing from elsewhere: its style and script are inline, the script allowed
/// by a nonce made for each answer (`Content-Security-Policy`), the pictures are the server's
/// own. Network text reaches it escaped (``WidgetPicture/escaped(_:)``) and, from the events,
/// as `textContent`, never as markup; only links of the app's own scheme become `href`s.
enum BoardPage {
  /// The page's `Content-Security-Policy`: nothing but this server and the nonce's script.
  static func policy(nonce: String) -> String {
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; script-src 'nonce-\(nonce)'; "
      + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
  }

  /// 128 random bits in hex.
  static func nonce() -> String {
    HTTPToken.randomHex(words: 2)
  }

  /// The page for `app` showing `entries`, its script allowed by `nonce`.
  static func html(app: String, entries: [BoardEntry], nonce: String) -> String {
    let name = WidgetPicture.escaped(app)
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width">
      <title>\(name) widgets</title>
      <style>
      :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
      body { margin: 24px; background: #f2f2f7; color: #1c1c1e; }
      @media (prefers-color-scheme: dark) { body { background: #000; color: #f2f2f7; } }
      #board { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
      .card { margin: 0; }
      .card img { display: block; border-radius: 22px; }
      .card[data-state="stale"] img, .card[data-state="placeholder"] img { opacity: 0.55; }
      .card figcaption { font-size: 13px; margin-top: 6px; max-width: 338px; }
      .age { color: #8e8e93; }
      #status { font-size: 12px; color: #8e8e93; }
      .announcer { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
      </style>
      </head>
      <body>
      <h1>\(name)</h1>
      <p id="status">connecting…</p>
      <p id="announcer" class="announcer" aria-live="polite" aria-atomic="true"></p>
      <main id="board" data-app="\(name)">
      \(entries.map(card).joined(separator: "\n"))
      </main>
      <script nonce="\(nonce)">
      \(script)
      </script>
      </body>
      </html>

      """
  }

  /// One widget's card.
  static func card(_ entry: BoardEntry) -> String {
    let (width, height) = WidgetPicture.points(entry.family)
    let picture = "/widgets/\(entry.id).svg?v=\(entry.sequence)"
    let image = """
      <picture><source media="(prefers-color-scheme: dark)" \
      srcset="/widgets/\(entry.id).svg?appearance=dark&amp;v=\(entry.sequence)">\
      <img src="\(picture)" width="\(width)" height="\(height)" \
      alt="\(WidgetPicture.escaped(entry.summary))"></picture>
      """
    let link =
      entry.url.map { "<a href=\"\(WidgetPicture.escaped($0))\">\(image)</a>" } ?? "<a>\(image)</a>"
    return """
      <figure class="card" data-id="\(entry.id)" data-state="\(entry.state)" \
      data-seq="\(entry.sequence)" data-updated="\(WidgetPicture.escaped(entry.updatedAt ?? ""))">\
      \(link)<figcaption><span class="text">\(WidgetPicture.escaped(entry.text))</span> \
      <span class="age">\(WidgetPicture.escaped(entry.age ?? ""))</span></figcaption></figure>
      """
  }

  /// The page's script: applies each `widget` event to its card (making one for a widget
  /// placed since), drops the cards a `widgets` or `removed` event no longer names.
  static let script = """
    "use strict";
    (() => {
      const board = document.getElementById("board");
      const status = document.getElementById("status");
      const announcer = document.getElementById("announcer");
      const app = board.dataset.app;
      const isID = (id) => typeof id === "string" && /^[0-9a-f]{16}$/.test(id);
      const cardOf = (id) => board.querySelector('[data-id="' + id + '"]');
      const make = (w) => {
        const figure = document.createElement("figure");
        figure.className = "card";
        figure.dataset.id = w.id;
        const link = document.createElement("a");
        const picture = document.createElement("picture");
        const source = document.createElement("source");
        source.media = "(prefers-color-scheme: dark)";
        const img = document.createElement("img");
        img.alt = app + " " + w.family;
        picture.append(source, img);
        link.append(picture);
        const caption = document.createElement("figcaption");
        const text = document.createElement("span");
        text.className = "text";
        const age = document.createElement("span");
        age.className = "age";
        caption.append(text, " ", age);
        figure.append(link, caption);
        board.append(figure);
        return figure;
      };
      const update = (w, seq) => {
        if (!w || !isID(w.id)) return;
        const known = cardOf(w.id);
        const card = known || make(w);
        const img = card.querySelector("img");
        const summary = typeof w.summary === "string" && w.summary ? w.summary : app + " " + w.family;
        if (known && img.alt !== summary) announcer.textContent = "Updated: " + summary;
        img.alt = summary;
        card.dataset.seq = seq;
        card.dataset.state = String(w.state);
        card.dataset.updated = w.updatedAt || "";
        card.querySelector(".text").textContent = String(w.text);
        const when = w.updatedAt ? new Date(w.updatedAt) : null;
        card.querySelector(".age").textContent =
          w.state === "placeholder" ? "not loaded yet" :
          w.state === "stale" && when ? "updated " + when.toLocaleTimeString([], {hour: "2-digit", minute: "2-digit"}) : "";
        const link = card.querySelector("a");
        if (typeof w.url === "string" && w.url.startsWith(app + "://")) link.href = w.url;
        else link.removeAttribute("href");
        card.querySelector("source").srcset = "/widgets/" + w.id + ".svg?appearance=dark&v=" + seq;
        img.src = "/widgets/" + w.id + ".svg?v=" + seq;
      };
      const events = new EventSource("/events");
      events.onopen = () => { status.textContent = "live"; };
      events.onerror = () => { status.textContent = "reconnecting…"; };
      events.addEventListener("widget", (e) => update(JSON.parse(e.data), e.lastEventId));
      events.addEventListener("removed", (e) => {
        const id = JSON.parse(e.data).id;
        if (isID(id) && cardOf(id)) cardOf(id).remove();
      });
      events.addEventListener("widgets", (e) => {
        const ids = new Set(JSON.parse(e.data).ids);
        for (const card of board.querySelectorAll(".card")) if (!ids.has(card.dataset.id)) card.remove();
        board.dataset.seq = e.lastEventId;
      });
    })();
    """
}

import Escaping

/// The systemd user units that keep an app's placed widgets fresh (`APP generate systemd`):
/// a timer that runs `APP refresh --if-due` every five minutes, or `APP service` as a daemon.
public enum SystemdUnits {
  /// Which refresher the units run.
  public enum Refresher: Sendable {
    /// `<app>-refresh.service` (oneshot) and `<app>-refresh.timer`.
    case timer
    /// `<app>.service`, running `APP service`.
    case daemon
  }

  /// The units, each as its file name and contents.
  public static func render(app: String, executable: String, refresher: Refresher) -> [(
    name: String, contents: String
  )] {
    let exec = quotedExecutable(executable)
    switch refresher {
    case .timer:
      return [
        (
          "\(app)-refresh.service",
          """
          [Unit]
          Description=Refresh the placed \(app) widgets
          Documentation=man:\(app)(1)

          [Service]
          Type=oneshot
          ExecStart=\(exec) refresh --if-due

          """
        ),
        (
          "\(app)-refresh.timer",
          """
          [Unit]
          Description=Refresh the placed \(app) widgets every five minutes
          Documentation=man:\(app)(1)

          [Timer]
          OnCalendar=*:0/5
          Persistent=true
          RandomizedDelaySec=60

          [Install]
          WantedBy=timers.target

          """
        ),
      ]
    case .daemon:
      return [
        (
          "\(app).service",
          """
          [Unit]
          Description=Keep the placed \(app) widgets fresh
          Documentation=man:\(app)(1)

          [Service]
          Type=exec
          ExecStart=\(exec) service
          Restart=on-failure

          [Install]
          WantedBy=default.target

          """
        )
      ]
    }
  }

  /// Whether systemd can run an executable at `path`: it refuses quotes and backslashes in an
  /// executable's name (measured with systemd-analyze verify, systemd 252). They are looked
  /// for by Unicode scalar: a combining mark after a quote must not hide it.
  public static func canRun(_ path: String) -> Bool {
    !path.unicodeScalars.contains { "\"'\\".unicodeScalars.contains($0) }
      && !path.contains(where: \.isNewline)
  }

  /// `path` as the first word of `ExecStart`: quoted (it may hold spaces), with `%` doubled so
  /// systemd expands no specifier in it (`$` is expanded in arguments only, not here).
  static func quotedExecutable(_ path: String) -> String {
    "\"" + ScalarEscaping.escaped(path) { $0 == "%" ? "%%" : nil } + "\""
  }
}

import Foundation

/// Stand-ins for the desktop's programs (`xdg-open`) in a scratch `bin` folder
/// put first on `PATH`: each records how it was started (its arguments, its signal mask and
/// ignored signals, its pid) in the scratch folder, where a test reads it back.
struct StubPrograms {
  /// The folder holding the stand-ins.
  let bin: String
  /// Where the stand-ins write their records.
  let records: String
  /// Each record written wakes ``wait(within:until:)``.
  private let changes: FolderWatch

  /// Makes the `bin` and `records` folders in `scratch`, and watches the records.
  init(in scratch: ScratchDirectory) throws {
    bin = scratch.path("bin")
    records = scratch.path("records")
    for folder in [bin, records] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    changes = try FolderWatch(records)
  }

  /// Waits until `condition` (on the records) holds, checking it now and each time a stand-in
  /// writes a record, for at most `seconds`, a failure limit; whether it held.
  func wait(within seconds: TimeInterval = 30, until condition: () -> Bool) -> Bool {
    changes.wait(within: seconds, until: condition)
  }

  /// The `PATH` of a run that should find the stand-ins first.
  var path: String { bin + ":/usr/bin:/bin" }

  /// `environment` with `PATH` leading to the stand-ins (and `HOME`, `TERM` as `Running` sets).
  func environment(_ environment: [String: String]) -> [String: String] {
    let base = ["HOME": NSTemporaryDirectory(), "TERM": "dumb"]
    return base.merging(environment) { $1 }.merging(["PATH": path]) { $1 }
  }

  /// An `xdg-open` that appends its argument count and first argument to `xdg-open.runs`, one
  /// line a run, records its signal status (`xdg-open.status`), then sleeps `seconds`; it
  /// appends `start` and `end` to `xdg-open.events` as it begins and ends, so a test can tell
  /// how many ran at once from their order alone.
  func installRecordingXDGOpen(sleeping seconds: Int = 0) throws {
    try install(
      "xdg-open",
      """
      #!/bin/sh
      \(Self.recordSignals(to: records + "/xdg-open.status.new"))
      mv '\(records)/xdg-open.status.new' '\(records)/xdg-open.status'
      printf 'start\\n' >> '\(records)/xdg-open.events'
      printf '%s %s\\n' "$#" "$1" >> '\(records)/xdg-open.runs'
      \(seconds > 0 ? "sleep \(seconds)" : "")
      printf 'end\\n' >> '\(records)/xdg-open.events'

      """)
  }

  /// The text of the record `name`, or `nil` while there is none.
  func record(_ name: String) -> String? {
    try? String(contentsOfFile: records + "/" + name, encoding: .utf8)
  }

  /// The lines of the record `name` (none while there is none).
  func lines(of name: String) -> [String] {
    (record(name) ?? "").split(separator: "\n").map(String.init)
  }

  /// The signal status a stand-in recorded in `name`: its `SigBlk` and `SigIgn` masks.
  func signals(in name: String) -> SignalStatus? {
    record(name).flatMap(SignalStatus.init(procStatus:))
  }

  /// Shell lines that copy the shell's `SigBlk` and `SigIgn` lines to `file` with builtins
  /// alone: dash blocks every signal while it forks, so a `grep` it starts could read that
  /// passing mask instead of the one the shell was started with.
  static func recordSignals(to file: String) -> String {
    "while IFS= read -r line; do case $line in SigBlk:* | SigIgn:*) printf '%s\\n' \"$line\" ;; "
      + "esac; done < /proc/$$/status > '\(file)'"
  }

  private func install(_ name: String, _ script: String) throws {
    try ExecutableFile.write(script + "\n", to: bin + "/" + name)
  }
}

import Foundation
import Spawning
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Real children: `grep` reads its own `/proc/self/status`, `sh` writes to each stream.
@Suite struct FreshSpawnTests {
  @Test func aChildStartsWithNoSignalBlockedOrIgnored() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("status.txt").path
    // This thread blocks SIGTERM and the process ignores SIGUSR2, as a service's threads may.
    var blocked = sigset_t()
    var previous = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    let handler = signal(SIGUSR2, SIG_IGN)
    let pid = Result { () throws(POSIXError) in
      try FreshSpawn.start(
        "/usr/bin/env", ["env", "grep", "-E", "^Sig(Blk|Ign):", "/proc/self/status"],
        stdout: .file(output))
    }
    pthread_sigmask(SIG_SETMASK, &previous, nil)
    signal(SIGUSR2, handler)
    let child = try pid.get()
    #expect(Self.exitStatus(child) == 0)
    // Masks in hex, one bit a signal; the classic signals 1 to 31 are the low 31 bits (glibc
    // keeps its own real-time signals as it likes).
    let masks = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n")
      .map { line in UInt64(line.split(separator: "\t").last ?? "", radix: 16) }
    #expect(masks.count == 2)
    for mask in masks {
      #expect(mask.map { $0 & 0x7FFF_FFFF } == 0)
    }
  }

  @Test func eachStreamGoesWhereItIsSent() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let errors = folder.appendingPathComponent("errors.txt").path
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let child = try FreshSpawn.start(
      "/bin/sh", ["sh", "-c", "echo out; echo err >&2; cat; echo \"$WHO\"; echo fd3 >&3"],
      environment: ["WHO=child"], stdout: .descriptor(ends[1]), stderr: .file(errors),
      descriptors: [3: ends[1]])
    close(ends[1])
    let reader = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
    let output = String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
    #expect(Self.exitStatus(child) == 0)
    // stdin is /dev/null: `cat` copies nothing.
    #expect(output == "out\nchild\nfd3\n")
    #expect(try String(contentsOfFile: errors, encoding: .utf8) == "err\n")
    let mode = try FileManager.default.attributesOfItem(atPath: errors)[.posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  @Test func aChildJoinsTheProcessGroupItIsGiven() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("stat.txt").path
    // `/proc/self/stat` of `cat` (which `env` becomes): "pid (cat) state ppid pgrp …".
    let child = try FreshSpawn.start(
      "/usr/bin/env", ["env", "cat", "/proc/self/stat"], stdout: .file(output), processGroup: 0)
    #expect(Self.exitStatus(child) == 0)
    let fields = try String(contentsOfFile: output, encoding: .utf8).split(separator: " ")
    #expect(fields.count > 4)
    #expect(fields.first == "\(child)")
    #expect(fields.dropFirst(4).first == "\(child)")
    #expect(getpgid(0) != child)
  }

  @Test func aMissingProgramDoesNotStart() {
    #expect(throws: POSIXError(.ENOENT)) {
      try FreshSpawn.start("/nonexistent/program", ["program"])
    }
  }

  private static func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fresh-spawn-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The child's exit status once it ends, or -1 when a signal ended it.
  private static func exitStatus(_ pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return status & 0x7f == 0 ? (status >> 8) & 0xff : -1
  }
}

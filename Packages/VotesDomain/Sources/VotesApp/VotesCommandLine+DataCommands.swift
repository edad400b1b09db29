import AppCommandLine
import DeepLinks
import Foundation
import TextRendering
import VotesDomain
import WidgetHost

extension VotesCommandLine {
  /// How many votes `list` shows without `--limit`.
  static let defaultListLimit = 10
  /// The width of `list` lines when stdout is not a terminal.
  static let pipeWidth = 100

  /// `votes list`: the newest votes, one per line, or as JSON.
  func list() async throws {
    let limit = try arguments[.limit] ?? Self.defaultListLimit
    let votes = try await source(commandRequest()).latestVotes(limit: limit)
    if arguments[.json] {
      console.print(try VotesPrinter.json(votes))
      return
    }
    let width =
      console.stdoutIsTerminal ? TerminalSize.current()?.columns ?? Self.pipeWidth : Self.pipeWidth
    for line in VotesPrinter.listLines(votes, width: width) { console.print(line) }
  }

  /// `votes show VOTE`: the detail the app's sheet shows.
  func show(_ reference: VoteReference) async throws {
    let vote = try await reference.vote(from: source(commandRequest()))
    try printResult(json: { try VotesPrinter.json(vote) }, text: { VotesPrinter.detail(vote) })
  }

  /// Shows the vote a link names: `votes open votes://vote/119/1/23`, a tapped widget.
  public func open(_ route: VoteRoute) async throws {
    try await show(.id(route.id))
  }
}

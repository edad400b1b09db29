import Foundation

/// The attached page as assistive technology reads it: Chromium's accessibility tree.
extension Chromium {
  /// One node of the tree: its role (`image`, `link`, `heading`, …), its accessible name and
  /// its properties (`live`: `polite`, `atomic`, `focusable`, …, each value as text).
  struct AccessibilityNode: CustomStringConvertible {
    var role: String
    var name: String
    var properties: [String: String]
    /// Whether the tree leaves the node out (hidden, or only presentational).
    var ignored: Bool

    var description: String { "\(role) \"\(name)\" \(properties)" }
  }

  /// Every node of the page's full accessibility tree (`Accessibility.getFullAXTree`), in the
  /// tree's order.
  func accessibilityTree() throws -> [AccessibilityNode] {
    _ = try call("Accessibility.enable", [:], session: session)
    let tree = try call("Accessibility.getFullAXTree", [:], session: session, within: 60)
    let nodes = tree["nodes"] as? [[String: Any]] ?? []
    return nodes.map { node in
      let value = { (field: String) in
        ((node[field] as? [String: Any])?["value"]).map { "\($0)" } ?? ""
      }
      var properties: [String: String] = [:]
      for property in node["properties"] as? [[String: Any]] ?? [] {
        guard let name = property["name"] as? String else { continue }
        properties[name] = ((property["value"] as? [String: Any])?["value"]).map { "\($0)" } ?? ""
      }
      return AccessibilityNode(
        role: value("role"), name: value("name"), properties: properties,
        ignored: node["ignored"] as? Bool ?? false)
    }
  }
}

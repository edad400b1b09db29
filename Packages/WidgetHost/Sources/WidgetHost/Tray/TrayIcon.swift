import DBus

/// The tray item's own picture (`IconPixmap`), drawn in code for a host whose icon theme lacks
/// ``TrayState/activeIcon``: a disc whose colour says how current the data is (green, amber
/// when stale, grey before anything is stored) with a light ring, its edge smoothed.
enum TrayIcon {
  /// Which picture.
  enum Look: Sendable, Hashable {
    /// The data is current.
    case fresh
    /// The data is stale.
    case stale
    /// Nothing is stored yet.
    case placeholder

    /// The disc's colour, red, green, blue.
    var color: (UInt8, UInt8, UInt8) {
      switch self {
      case .fresh: (0x2E, 0x7D, 0x32)
      case .stale: (0xE6, 0x9B, 0x00)
      case .placeholder: (0x75, 0x75, 0x75)
      }
    }
  }

  /// The sizes drawn, in pixels: hosts pick the nearest.
  static let sizes = [22, 32]

  /// `a(iiay)`: each size as width, height and ARGB32 pixels in network byte order.
  static func pixmaps(_ look: Look) -> DBusValue {
    .array(
      .structure([.int32, .int32, .array(.byte)]),
      sizes.map { size in
        .structure([.int32(Int32(size)), .int32(Int32(size)), .bytes(pixels(look, size: size))])
      })
  }

  /// The ARGB32 bytes (alpha, red, green, blue for each pixel, row by row) of a `size` ×
  /// `size` picture.
  static func pixels(_ look: Look, size: Int) -> [UInt8] {
    let (red, green, blue) = look.color
    let center = Double(size) / 2
    let outer = center - 1
    let ring = outer * 0.72
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size * size * 4)
    for row in 0..<size {
      for column in 0..<size {
        let dx = Double(column) + 0.5 - center
        let dy = Double(row) + 0.5 - center
        let distance = (dx * dx + dy * dy).squareRoot()
        let alpha = min(1, max(0, outer - distance + 0.5))
        // A light band between the ring's radius and a pixel and a half inside it.
        let band = min(1, max(0, 1 - abs(distance - ring) / 1.5))
        bytes.append(UInt8((alpha * 255).rounded()))
        for channel in [red, green, blue] {
          let value = Double(channel) + (255 - Double(channel)) * band * 0.8
          bytes.append(UInt8(min(255, value.rounded())))
        }
      }
    }
    return bytes
  }
}

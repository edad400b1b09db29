/// A real HTTP/1.1 server on loopback, for tests. A shell until the Networking issue fills it in.
public enum NetworkingTestSupport {
  /// One line that says what this module will hold.
  public static let purpose = "A scriptable HTTP/1.1 server on 127.0.0.1."
}

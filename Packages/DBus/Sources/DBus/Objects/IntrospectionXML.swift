import Escaping

/// The introspection document of a node: its interfaces and its children's names.
enum IntrospectionXML {
  /// The document for `interfaces` and child nodes `children`.
  static func document(interfaces: [DBusInterfaceDescription], children: [String]) -> String {
    var xml = """
      <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
       "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
      <node>

      """
    for interface in interfaces {
      xml += "  <interface name=\"\(escaped(interface.name))\">\n"
      for method in interface.methods {
        xml += "    <method name=\"\(escaped(method.name))\""
        let arguments =
          method.arguments.map { argument($0, direction: "in") }
          + method.results.map { argument($0, direction: "out") }
        xml += element(arguments, closing: "method")
      }
      for signal in interface.signals {
        xml += "    <signal name=\"\(escaped(signal.name))\""
        xml += element(signal.arguments.map { argument($0, direction: nil) }, closing: "signal")
      }
      for property in interface.properties {
        xml += "    <property name=\"\(escaped(property.name))\" type=\"\(property.type)\""
        xml += " access=\"read\"/>\n"
      }
      xml += "  </interface>\n"
    }
    for child in children {
      xml += "  <node name=\"\(escaped(child))\"/>\n"
    }
    return xml + "</node>\n"
  }

  /// `/>` for an element without arguments, else its argument lines and closing tag.
  private static func element(_ arguments: [String], closing name: String) -> String {
    arguments.isEmpty ? "/>\n" : ">\n" + arguments.joined() + "    </\(name)>\n"
  }

  private static func argument(_ argument: DBusArgument, direction: String?) -> String {
    let directed = direction.map { " direction=\"\($0)\"" } ?? ""
    return "      <arg name=\"\(escaped(argument.name))\" type=\"\(argument.type)\"\(directed)/>\n"
  }

  /// `text` safe inside a double-quoted attribute, the apostrophe as `&apos;`.
  static func escaped(_ text: String) -> String {
    XMLEscaping.escaped(text, apostrophe: "&apos;")
  }
}

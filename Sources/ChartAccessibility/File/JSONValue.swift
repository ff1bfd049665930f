/// A JSON value whose objects keep their keys in document order.
///
/// Numbers are `Double`s and always finite (the parser refuses numbers that overflow).
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// A short name of the value's type, for error messages: "a string", "an array", ….
  public var typeDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A JSON object: key–value pairs in document order, keys unique.
public struct JSONObject: Hashable, Sendable {
  public private(set) var members: [(key: String, value: JSONValue)] = []

  public init() {}

  public init(_ members: [(String, JSONValue)]) {
    for (key, value) in members { self[key] = value }
  }

  /// Appends a member whose key is known not to be present (the parser checks first).
  /// Room for `count` members without growing: the parser reserves a few per object, because a
  /// chart's points are small objects whose storage would otherwise be allocated twice.
  mutating func reserveCapacity(_ count: Int) { members.reserveCapacity(count) }

  mutating func appendNew(_ key: String, _ value: JSONValue) {
    members.append((key, value))
  }

  /// Whether `key` is present.
  func contains(_ key: String) -> Bool { members.contains { $0.key == key } }

  /// The value for `key`; setting appends a new key at the end or replaces in place; setting
  /// `nil` removes.
  public subscript(key: String) -> JSONValue? {
    get { members.first { $0.key == key }?.value }
    set {
      if let index = members.firstIndex(where: { $0.key == key }) {
        if let newValue { members[index].value = newValue } else { members.remove(at: index) }
      } else if let newValue {
        members.append((key, newValue))
      }
    }
  }

  public var keys: [String] { members.map(\.key) }

  public static func == (a: JSONObject, b: JSONObject) -> Bool {
    a.members.count == b.members.count
      && a.members.allSatisfy { member in b[member.key] == member.value }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(members.count)
    for member in members.sorted(by: { $0.key < $1.key }) {
      hasher.combine(member.key)
      hasher.combine(member.value)
    }
  }
}

extension JSONValue {
  /// The value as indented JSON text, ending with a newline (the chart file writer's layout).
  public var formattedText: String { JSONWriter.string(self) }
}

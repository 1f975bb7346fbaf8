extension Dictionary {
    /// Stores `value` under `key` unless the key has a value already: the indexes of declarations keep the first
    /// declaration of a name. Through the subscript's in-place accessor the key is hashed and found once, where a
    /// lookup and then an insert hashed it twice (a type's or member's name, for every declaration of every file).
    @inline(__always)
    mutating func keepFirst(_ value: @autoclosure () -> Value, forKey key: Key) {
        Self.fillIfEmpty(&self[key], with: value)
    }

    @inline(__always)
    private static func fillIfEmpty(_ slot: inout Value?, with value: () -> Value) {
        if slot == nil { slot = value() }
    }
}

import Foundation

// Plain Swift with no view and no bar: nothing to import.
struct Mailbox {
    var messages: [String] = []
    mutating func archive(at index: Int) { messages.remove(at: index) }
}

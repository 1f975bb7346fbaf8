import Testing

@testable import BarDiagnostics

/// Files are ordered by the UTF-8 bytes of their paths, exactly as `utf8.lexicographicallyPrecedes` orders them.
@Suite struct ByteOrderTests {
    @Test func ordersAsTheBytesDo() {
        let paths = [
            "", "a", "A", "a/b.swift", "a/b", "a/bc.swift", "a-b/c.swift", "Sources/Views/Inbox.swift",
            "Sources/Views/InboxView.swift", "Sources/Views/Ínbox.swift", "Sources/Views/日本.swift", "z", "a\u{301}", "á",
        ]
        for a in paths {
            for b in paths {
                #expect(ByteOrder.precedes(a, b) == a.utf8.lexicographicallyPrecedes(b.utf8), "\(a) < \(b)")
            }
        }
    }
}

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

    /// Equal exactly when the bytes are: canonically equivalent spellings, which `==` equates, are different paths.
    @Test func sameBytesAsTheBytesAre() {
        let paths = ["", "a", "A", "a/b.swift", "a/b", "Sources/Views/Inbox.swift", "Sources/Views/Inbox.swifT", "a\u{301}", "á", "日本"]
        for a in paths {
            for b in paths {
                #expect(ByteOrder.sameBytes(a, b) == a.utf8.elementsEqual(b.utf8), "\(a) == \(b)")
            }
        }
        #expect(!ByteOrder.sameBytes("a\u{301}", "á") && "a\u{301}" == "á")
        #expect(ByteOrder.sameBytes(String(repeating: "x", count: 100), String(repeating: "x", count: 100)))
    }

    /// Positions in byte order, equal paths in their given order; already ordered paths keep every position.
    @Test func stableOrderIsAStableSortByBytes() {
        let paths = ["b", "a\u{301}", "B", "á", "a", "b", "á"]
        let expected = paths.indices.sorted { a, b in
            paths[a] != paths[b] ? paths[a].utf8.lexicographicallyPrecedes(paths[b].utf8) : a < b
        }
        #expect(ByteOrder.stableOrder(paths) == expected)
        #expect(ByteOrder.stableOrder(["a", "a", "b", "c"]) == [0, 1, 2, 3])
        #expect(ByteOrder.stableOrder([]) == [])
    }
}

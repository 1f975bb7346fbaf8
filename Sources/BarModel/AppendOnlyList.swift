/// A list that only grows, kept by a class and read in place: the shared lists of `BlockEntries`.
///
/// An `Array` stored in a class is retained and released around each read of it from outside (the class could
/// replace it meanwhile), which made a search through a block's few attributes cost more than the search. Here
/// the elements sit in memory the list allocates itself, and reading one is a load: the pointer is unsafe, and
/// safe because only the list touches it — every read is checked against `count`, and the memory is freed
/// with the list. One thread appends and reads (a lowering), and no access overlaps another, so the count and
/// the pointer skip the runtime's exclusivity checks.
final class AppendOnlyList<Element> {
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var elements: UnsafeMutablePointer<Element>

    init(capacity: Int = 64) {
        self.capacity = capacity
        elements = .allocate(capacity: capacity)
    }

    deinit {
        elements.deinitialize(count: count)
        elements.deallocate()
    }

    func append(_ element: Element) {
        if count == capacity {
            let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: elements, count: count)
            elements.deallocate()
            elements = grown
            capacity *= 2
        }
        (elements + count).initialize(to: element)
        count += 1
    }

    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "index out of range")
        return elements[index]
    }
}

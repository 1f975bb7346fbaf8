import BarDiagnostics
import BarSyntax

/// Lowers the screens of a large file on every core, a batch at a time, ahead of `SpecLoader.lower`'s walk
/// over the file, which then takes each screen's result in order as if it had lowered the screen itself.
///
/// Screens are independent: each has its own ids (`ScreenLowering` makes a registry per screen) and reports
/// only about itself; what crosses screens — a screen id declared twice, a `device:` no block declares — is
/// checked by the walk after. Lowering is about two thirds of a load's instructions; on two cores the bench's
/// 10 MB spec loads 10–15 % faster for about 18 % more CPU time, as the parser's tree, built on one core, is
/// read on the other (docs/performance.md, "2026-12-02"). Each worker reads the tree through a storage
/// object of its own (`Block.withOwnStorage`): through the shared one, both cores updating its reference
/// count made loading slower in CPU time and barely faster in wall time. A small file, and so every file
/// lint loads on each core, is lowered on its own thread: there the work is too small to share.
///
/// The diagnostics are the sequential ones, in the same order, with the same cap: each screen reports into a
/// sink of its own, whose room is what the file's sink had left when the batch began (never less than it has
/// when the screen's turn comes), and the walk passes each screen's diagnostics and unlisted count to the
/// file's sink in order, which keeps or counts them as it would have. A batch holds at most `batchSize`
/// screens' diagnostics, so a hostile file of many bad screens holds no more than that many sinks' worth.
struct ScreenBatchLowering {
    /// One screen's lowering: the screen (nil when it could not be read) and what its sink collected.
    struct Lowered: Sendable {
        let screen: Screen?
        let diagnostics: [Diagnostic]
        let unlistedErrorCount: Int
    }

    /// Files smaller than this are lowered on one thread.
    static let minimumBytes = 256 * 1024
    /// Screens lowered per batch.
    static let batchSize = 64

    private let source: [UInt8]
    /// Where each top-level screen block is among the file's statements, in order, with the block.
    private let screens: [(statement: Int, block: Block)]
    /// `screens[next...]` are not lowered yet; `ready` holds the results of the current batch by statement.
    private var next = 0
    private var ready: [Int: Lowered] = [:]

    /// Nil when the file is lowered on one thread: it is smaller than `minimumBytes` or has a single screen.
    init?(_ tree: SyntaxTree, statements: [Statement], minimumBytes: Int = Self.minimumBytes) {
        guard tree.source.bytes.count >= minimumBytes else { return nil }
        var screens: [(statement: Int, block: Block)] = []
        for (index, statement) in statements.enumerated() {
            if case .block(let block) = statement, block.keyword.text == "screen" { screens.append((index, block)) }
        }
        guard screens.count > 1 else { return nil }
        self.source = tree.source.bytes
        self.screens = screens
    }

    /// The lowering of the screen block at `statement`, lowering the batch it starts first. `listed` is how
    /// many diagnostics the file has listed so far (the parser's and the walk's).
    mutating func take(_ statement: Int, listed: Int) -> Lowered {
        if let lowered = ready.removeValue(forKey: statement) { return lowered }
        while next < screens.count, screens[next].statement < statement { next += 1 }
        let batch = Array(screens[next..<min(next + Self.batchSize, screens.count)])
        next += batch.count
        let results = Self.lower(batch.map(\.block), source: source, alreadyListed: listed)
        ready = Dictionary(uniqueKeysWithValues: zip(batch.map(\.statement), results))
        return ready.removeValue(forKey: statement)!
    }

    /// Lowers `blocks` on every core, each into a sink with room for what `alreadyListed` leaves.
    static func lower(_ blocks: [Block], source: [UInt8], alreadyListed: Int) -> [Lowered] {
        ParallelMap.map(blocks) { block in
            let sink = DiagnosticSink(alreadyListed: alreadyListed)
            let screen = ScreenLowering(sink: sink, source: source).screen(block.withOwnStorage())
            return Lowered(screen: screen, diagnostics: sink.diagnostics, unlistedErrorCount: sink.unlistedErrorCount)
        }
    }
}

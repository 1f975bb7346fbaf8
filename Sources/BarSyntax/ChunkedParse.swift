import BarDiagnostics

/// Parses a large file in chunks on every core and joins them into the tree a parse from start to end builds.
///
/// Loading a large spec parses it, then lowers its screens on every core (`ScreenBatchLowering` in BarModel):
/// the parse was the part left on one core, about a third of a load's instructions. The language makes a split
/// safe at any line that is a lone `}` closing a top-level block: strings and comments end at their line, so
/// the next line starts with the scanner between tokens, and the parser there is between two top-level
/// statements, with nothing read ahead past that `}` (its lookahead never passes a `}` it has not reached).
/// Each chunk is parsed from the state the whole parse is in at its start (`Scanner(continuingAtLineStart:)`),
/// and the chunks' nodes and comments are appended in order, their indices moved by what comes before.
///
/// Whether a line is such a `}` is known only by parsing up to it; each chunk checks it for the one before:
/// a chunk that reports anything, or leaves a block open, makes the whole file be parsed again in one go,
/// which also gives the diagnostics their one order and cap. So a file with a mistake costs about a parse
/// more, spread over the cores; a valid one is parsed once, in parallel.
enum ChunkedParse {
    /// Files smaller than this are parsed on the calling thread, as are files with no place to split.
    static let minimumBytes = 256 * 1024
    /// The smallest chunk worth a thread of its own.
    static let minimumChunkBytes = 64 * 1024
    /// Chunks per file, at most: a few per core, so one slow chunk does not hold the others up.
    static let maximumChunks = 16

    /// One chunk's part of the tree, numbered from 0 as if it were a file of its own.
    struct Chunk: Sendable {
        var nodes: [SyntaxNode]
        var nodeComments: [NodeComments]
        var comments: [Comment]
        /// Indices into `comments` of those after the chunk's last statement.
        var endComments: Range<Int>
        var topLevelCount: Int32
    }

    /// The tree of `source`, parsed in chunks; nil when the file is small, has no place to split, or a chunk
    /// reports anything (the caller then parses it in one go).
    static func parse(_ source: SourceFile) -> SyntaxTree? {
        guard source.bytes.count >= minimumBytes else { return nil }
        return parse(source, chunks: min(maximumChunks, source.bytes.count / minimumChunkBytes))
    }

    /// The same, in at most `count` chunks whatever the file's size (tests split small files this way).
    static func parse(_ source: SourceFile, chunks count: Int) -> SyntaxTree? {
        let ranges = chunkRanges(source.bytes, count: count)
        guard ranges.count > 1 else { return nil }
        let parts = ParallelMap.map(ranges) { range in Parser.parseChunk(source, range) }
        var chunks: [Chunk] = []
        chunks.reserveCapacity(parts.count)
        for (index, part) in parts.enumerated() {
            // A chunk before another must end with its `}` line: comments after it would belong to the next
            // chunk's first statement.
            guard let part, index == parts.count - 1 || part.endComments.isEmpty else { return nil }
            chunks.append(part)
        }
        return joined(chunks, source: source)
    }

    /// Up to `count` consecutive ranges covering `bytes`, each after the first starting on the line after a
    /// lone `}` (a line holding only `}` at its first column): the places where a chunk may start. Each split
    /// is the first such line at or after an even share of the file.
    static func chunkRanges(_ bytes: [UInt8], count: Int) -> [Range<Int>] {
        guard count > 1 else { return [0..<bytes.count] }
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            for share in 1..<count {
                let target = max(buffer.count / count * share, starts.last! + 1)
                guard let start = lineAfterLoneBrace(buffer, from: target) else { break }
                starts.append(start)
            }
        }
        return starts.indices.map { index in starts[index]..<(index + 1 < starts.count ? starts[index + 1] : bytes.count) }
    }

    /// The first offset at or after `from` that starts a line following a line that is exactly `}`.
    private static func lineAfterLoneBrace(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        var index = max(from, 2)
        while index < bytes.count {
            // `\n}\n` ending at index - 1.
            if bytes[index - 1] == UInt8(ascii: "\n"), bytes[index - 2] == UInt8(ascii: "}"),
                index == 2 || bytes[index - 3] == UInt8(ascii: "\n")
            {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The chunks' parts as one tree: nodes, their comment records and the comments appended in order, each
    /// index moved by the count of what the chunks before hold. A top-level statement's `next` already points
    /// past the end of its chunk's nodes, which is where the next chunk's first statement lands.
    private static func joined(_ chunks: [Chunk], source: SourceFile) -> SyntaxTree {
        let nodes = joinedNodes(chunks)
        var nodeComments: [NodeComments] = []
        nodeComments.reserveCapacity(chunks.reduce(0) { $0 + $1.nodeComments.count })
        var comments: [Comment] = []
        comments.reserveCapacity(chunks.reduce(0) { $0 + $1.comments.count })
        var topLevelCount: Int32 = 0
        for chunk in chunks {
            let recordOffset = Int32(nodeComments.count)
            let commentOffset = Int32(comments.count)
            if recordOffset == 0 && commentOffset == 0 {
                nodeComments.append(contentsOf: chunk.nodeComments)
            } else {
                for var record in chunk.nodeComments {
                    // Empty ranges stay as the parser leaves them (0..<0), so the records are those of one parse.
                    if record.leadingEnd > record.leadingStart {
                        record.leadingStart += commentOffset
                        record.leadingEnd += commentOffset
                    }
                    if record.trailing >= 0 { record.trailing += commentOffset }
                    if record.openComment >= 0 { record.openComment += commentOffset }
                    if record.closingEnd > record.closingStart {
                        record.closingStart += commentOffset
                        record.closingEnd += commentOffset
                    }
                    nodeComments.append(record)
                }
            }
            comments.append(contentsOf: chunk.comments)
            topLevelCount += chunk.topLevelCount
        }
        let last = chunks[chunks.count - 1]
        let endOffset = comments.count - last.comments.count
        let endComments = Array(comments[(last.endComments.lowerBound + endOffset)..<(last.endComments.upperBound + endOffset)])
        let arena = SyntaxArena(bytes: source.bytes, nodes: nodes, nodeComments: nodeComments, comments: comments, topLevelCount: topLevelCount)
        return SyntaxTree(source: source, arena: arena, endComments: endComments, diagnostics: [], unlistedErrorCount: 0)
    }

    /// The chunks' nodes in one array, each index moved by the count of nodes and of comment records the chunks
    /// before it hold. Written node by node into an array made at its full size: appended one by one, each node
    /// was checked for room and for a unique buffer, about 40 instructions a node.
    private static func joinedNodes(_ chunks: [Chunk]) -> [SyntaxNode] {
        [SyntaxNode](unsafeUninitializedCapacity: chunks.reduce(0) { $0 + $1.nodes.count }) { buffer, initialized in
            var nodeOffset: Int32 = 0
            var recordOffset: Int32 = 0
            for chunk in chunks {
                chunk.nodes.withUnsafeBufferPointer { nodes in
                    for var node in nodes {
                        node.next += nodeOffset
                        if node.comments >= 0 { node.comments += recordOffset }
                        buffer.initializeElement(at: initialized, to: node)
                        initialized += 1
                    }
                }
                nodeOffset += Int32(chunk.nodes.count)
                recordOffset += Int32(chunk.nodeComments.count)
            }
        }
    }
}

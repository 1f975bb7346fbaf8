import BarModel
import BarSolver
import Testing

/// Devices written with random sizes: every one the loader accepts must give frames that make sense, for every
/// screen of the invariant tests, in each posture with and without its obstruction — entries inside their bars
/// with some width and height, bars inside the window. The size checks of `DeviceLowering` are what stand
/// between a user's numbers and the solver; this finds the sizes they let through (it found margins that met
/// across the window, and entries longer than their bar was high).
@Suite("Random devices")
struct RandomDeviceTests {
    static let deviceCount = 160

    @Test("every device that loads gives frames inside their bars and the window")
    func framesOfEveryDeviceThatLoads() {
        var loaded = 0
        for seed in 0..<Self.deviceCount {
            var random = SeededRandom(seed: UInt64(seed))
            let text = Self.deviceText(&random)
            let result = SpecLoader.load(path: "random-\(seed).bar", text: text)
            guard result.diagnostics.isEmpty, let device = result.spec.devices.first else { continue }
            loaded += 1
            let selections = device.postures.flatMap { posture in [posture.id] + device.obstructions.map { "\(posture.id)+\($0.id)" } }
            for screen in InvariantTests.screens {
                for selection in selections {
                    let placement = Fixtures.solve(screen, selection, device: device)
                    let problems = PlacementInvariants.problems(placement, for: screen) + Self.frameProblems(placement)
                    #expect(problems.isEmpty, "seed \(seed), \(screen.id) \(selection):\n\(text)\n\(problems)")
                }
            }
        }
        // Most devices must load, or the test checks little.
        #expect(loaded > Self.deviceCount / 3, "only \(loaded) of \(Self.deviceCount) random devices loaded")
    }

    /// Drawn entries with no width or height, and bars reaching outside the window.
    static func frameProblems(_ placement: Placement) -> [String] {
        let window = Rect(x: 0, y: 0, width: placement.windowSize.width, height: placement.windowSize.height)
        var problems: [String] = []
        for bar in placement.bars where !window.contains(bar.rect) { problems.append("bar \(bar.id) \(bar.rect) outside the window \(window)") }
        for entry in placement.entries {
            guard let frame = entry.frame else { continue }
            if frame.width <= 0 || frame.height <= 0 { problems.append("\(entry.id) drawn at \(frame)") }
        }
        return problems
    }

    /// One posture of random sizes, drawn from the documented ranges but mostly from the part of them that fits
    /// a window, and one obstruction that may take all of the room.
    static func deviceText(_ random: inout SeededRandom) -> String {
        let width = random.next(in: 150...1200)
        let height = random.next(in: 250...1200)
        var lines = [
            "display: \(random.pick(["outer", "inner"]))", "orientation: \(random.pick(["portrait", "landscape"]))",
            "width: \(width)", "height: \(height)", "bars: \(random.pick(["vertical", "horizontal"]))",
        ]
        var stripWidth = 84
        if random.chance(6) {
            stripWidth = random.next(in: 20...min(400, width - 1))
            lines.append("strip-width: \(stripWidth)")
        }
        if random.chance(6) { lines.append("strip-side: \(random.pick(["left", "right"]))") }
        if random.chance(6) { lines.append("status-cluster: \(random.next(in: 0...height / 3))") }
        if random.chance(6) { lines.append("top-inset: \(random.next(in: 0...height / 4))") }
        if random.chance(6) { lines.append("horizontal-top-inset: \(random.next(in: 0...height / 4))") }
        if random.chance(6) { lines.append("bottom-inset: \(random.next(in: 0...height / 5))") }
        if random.chance(6) { lines.append("entry-length: \(random.next(in: 8...min(400, stripWidth)))") }
        if random.chance(6) { lines.append("bar-height: \(random.next(in: 8...max(8, min(400, height / 5))))") }
        if random.chance(6) { lines.append("bar-margin: \(random.next(in: 0...width / 3))") }
        if random.chance(6) { lines.append("group-gap: \(random.next(in: 0...400))") }
        if random.chance(6) { lines.append("tab-bar-capacity: \(random.next(in: 1...10))") }
        if random.chance(3) { lines += ["fold-start: \(random.next(in: 0...4000))", "fold-width: \(random.next(in: 0...400))"] }
        let strip = random.next(in: 0...random.pick([100, 1000, 4000]))
        let bottom = random.next(in: 0...random.pick([100, 1000, 4000]))
        let obstruction = "obstruction kb { strip-reduction: \(strip) bottom-reduction: \(bottom) keyboard: true }"
        return "device d {\n  posture p {\n" + lines.map { "    \($0)\n" }.joined() + "  }\n  \(obstruction)\n}\n"
    }
}

/// A seedable generator (Knuth's 64-bit linear congruential one, its high bits used), so each seed gives the
/// same device on every machine and every run.
struct SeededRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }

    mutating func next(in range: ClosedRange<Int>) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let span = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int((state >> 33) % span)
    }

    mutating func pick<Element>(_ choices: [Element]) -> Element { choices[next(in: 0...choices.count - 1)] }

    /// True `tenths` times in ten.
    mutating func chance(_ tenths: Int) -> Bool { next(in: 0...9) < tenths }
}

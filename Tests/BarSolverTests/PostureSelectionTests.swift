import BarModel
import BarSolver
import Testing

@Suite("Posture selection: posture[+obstruction…]")
struct PostureSelectionTests {
    let duo = BuiltInDevices.iphoneDuo

    @Test func plainPosture() throws {
        let selection = try PostureSelection.parse("closed", device: duo).get()
        #expect(selection.posture.id == "closed")
        #expect(selection.obstructions.isEmpty)
        #expect(selection.name == "closed")
        #expect(!selection.hasKeyboard)
    }

    @Test("obstructions follow the posture with '+' (P4)")
    func withObstructions() throws {
        let selection = try PostureSelection.parse("closed-landscape+keyboard", device: duo).get()
        #expect(selection.posture.id == "closed-landscape")
        #expect(selection.obstructions.map(\.id) == ["keyboard"])
        #expect(selection.hasKeyboard)
        #expect(selection.name == "closed-landscape+keyboard")
        let both = try PostureSelection.parse(" open-landscape + pip + keyboard ", device: duo).get()
        #expect(both.name == "open-landscape+pip+keyboard")
    }

    @Test("an unknown posture comes back with a did-you-mean")
    func unknownPosture() {
        let result = PostureSelection.parse("closd", device: duo)
        guard case .failure(let error) = result else { Issue.record("expected a failure"); return }
        #expect(error.suggestion == "closed")
        #expect(error.description.contains("did you mean 'closed'?"))
        #expect(error.description.contains("closed-landscape, open-landscape, open-portrait"))
    }

    @Test func unknownObstruction() {
        guard case .failure(let error) = PostureSelection.parse("closed+keybord", device: duo) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.suggestion == "keyboard")
        #expect(error == .unknownObstruction("keybord", deviceID: "iphone-duo", suggestion: "keyboard", known: ["keyboard", "pip"]))
    }

    @Test func emptyAndRepeatedParts() {
        for text in ["", "closed+", "+keyboard"] {
            guard case .failure(let error) = PostureSelection.parse(text, device: duo) else {
                Issue.record("'\(text)' should not parse")
                continue
            }
            if case .empty = error {} else { Issue.record("'\(text)' gave \(error)") }
        }
        #expect(throws: PostureSelectionError.repeatedObstruction("keyboard")) {
            try PostureSelection.parse("closed+keyboard+keyboard", device: duo).get()
        }
    }

    @Test("postures of another device are not this one's")
    func perDevice() {
        #expect(throws: PostureSelectionError.self) { try PostureSelection.parse("portrait", device: duo).get() }
        #expect((try? PostureSelection.parse("portrait", device: BuiltInDevices.iphone).get()) != nil)
    }
}

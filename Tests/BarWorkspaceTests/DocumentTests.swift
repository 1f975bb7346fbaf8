import BarDiagnostics
import BarModel
import BarSolver
import Foundation
import Testing

@testable import BarWorkspace

/// The workspace's choices (device, postures, screens) and its caches.
@Suite struct DocumentTests {
    static let text = """
        device tall {
          base: iphone-duo
          posture closed { height: 720 }
        }
        screen inbox {
          stack {
            toolbar {
              item compose { title: "Compose" symbol: "square.and.pencil" }
              item filter { title: "Filter" symbol: "line.3.horizontal.decrease" }
            }
          }
        }
        screen message {
          device: tall
          stack { toolbar { item reply { title: "Reply" symbol: "arrowshape.turn.up.left" } } }
        }
        """

    static func document(version: Int = 1) -> Document {
        Document(path: "mail.bar", text: text, version: version)
    }

    // MARK: The device

    @Test func deviceIsTheRequestedOneElseTheScreensElseTheDefault() throws {
        let document = Self.document()
        let inbox = try #require(document.spec.screens.first { $0.id == "inbox" })
        let message = try #require(document.spec.screens.first { $0.id == "message" })
        #expect(try document.device(for: inbox, requested: nil).get().id == "iphone-duo")
        #expect(try document.device(for: message, requested: nil).get().id == "tall")
        #expect(try document.device(for: message, requested: "iphone").get().id == "iphone")
        #expect(try document.device(for: nil, requested: nil).get().id == "iphone-duo")
    }

    @Test func aDeviceTheFileDeclaresWinsOverABuiltInOneOfTheSameName() throws {
        let document = Document(path: "a.bar", text: """
            device iphone { base: iphone-duo }
            screen s { stack { toolbar { item a { title: "A" symbol: "a.circle" } } } }
            """)
        let device = try document.device(for: nil, requested: "iphone").get()
        #expect(device == document.spec.devices[0])
        #expect(device != BuiltInDevices.iphone)
    }

    @Test func anUnknownDeviceHasOneWording() {
        let document = Self.document()
        guard case .failure(let error) = document.device(for: nil, requested: "iphone-dou") else {
            Issue.record("an unknown device was accepted")
            return
        }
        #expect(error == .unknownDevice(DeviceCatalog.UnknownDevice(name: "iphone-dou", known: ["iphone-duo", "iphone", "tall"])))
        #expect(error.message == "unknown device 'iphone-dou'; known devices: iphone, iphone-duo, tall")
        #expect(error.suggestion == "iphone-duo")
        #expect(error.description == "unknown device 'iphone-dou'; known devices: iphone, iphone-duo, tall; did you mean 'iphone-duo'?")
    }

    @Test func aRequestedDeviceIsCheckedAgainstEverySpecOfARun() {
        let declaring = Self.document().spec
        let plain = Spec()
        #expect(DeviceCatalog.check(nil, in: [plain]) == nil)
        #expect(DeviceCatalog.check("tall", in: [plain, declaring]) == nil)
        #expect(DeviceCatalog.check("iphone", in: []) == nil)
        let error = DeviceCatalog.check("tal", in: [plain])
        #expect(error?.known == ["iphone", "iphone-duo"])
        #expect(error?.suggestion == nil)
    }

    // MARK: Postures and screens

    @Test func posturesAreEveryPostureOfTheDeviceUnlessNamed() throws {
        let device = BuiltInDevices.iphoneDuo
        let all = try PostureChoice.selections([], device: device).get()
        #expect(all.map(\.name) == device.postures.map(\.id))
        let named = try PostureChoice.selections(["open-portrait", "closed+keyboard"], device: device).get()
        #expect(named.map(\.name) == ["open-portrait", "closed+keyboard"])
        guard case .failure(.posture(.unknownPosture("closd", _, "closed", _), nil)) = PostureChoice.selections(["closd"], device: device) else {
            Issue.record("an unknown posture was accepted")
            return
        }
    }

    @Test func posturePairsAreNeighboursOrTheGivenEnds() throws {
        let device = BuiltInDevices.iphoneDuo
        let names = device.postures.map(\.id)
        let neighbours = try PostureChoice.pairs(device: device, before: nil, after: nil).get()
        #expect(neighbours.map { [$0.0.name, $0.1.name] } == zip(names, names.dropFirst()).map { [$0, $1] })
        let fromClosed = try PostureChoice.pairs(device: device, before: "closed", after: nil).get()
        #expect(fromClosed.map(\.0.name) == Array(repeating: "closed", count: names.count - 1))
        #expect(fromClosed.map(\.1.name) == names.filter { $0 != "closed" })
        let one = try PostureChoice.pairs(device: device, before: "closed", after: "open-portrait").get()
        #expect(one.map { [$0.0.name, $0.1.name] } == [["closed", "open-portrait"]])
        guard case .failure(.posture(_, side: .after)) = PostureChoice.pairs(device: device, before: "closed", after: "opn") else {
            Issue.record("an unknown posture was accepted")
            return
        }
    }

    @Test func screensAreChosenByIDInDeclarationOrder() throws {
        let document = Self.document()
        #expect(try document.screens(named: []).get().map(\.id) == ["inbox", "message"])
        #expect(try document.screens(named: ["message", "inbox"]).get().map(\.id) == ["inbox", "message"])
        let error = SelectionError.unknownScreen("inbx", known: ["inbox", "message"])
        #expect(throws: error) { try document.screens(named: ["inbx"]).get() }
        #expect(error.description == "unknown screen 'inbx' (screens: inbox, message); did you mean 'inbox'?")
        #expect(SelectionError.unknownScreen("a", known: []).message == "unknown screen 'a' (the spec has no screens)")
    }

    // MARK: Solving

    @Test func solvingGivesTheSolversPlacementsForEachScreensDevice() throws {
        let document = Self.document()
        let solved = try document.solve(SolveRequest()).get()
        #expect(solved.map(\.screen.id) == ["inbox", "message"])
        #expect(solved.map(\.device.id) == ["iphone-duo", "tall"])
        for screen in solved {
            #expect(screen.postures.map(\.name) == screen.device.postures.map(\.id))
            for (selection, placement) in zip(screen.postures, screen.placements) {
                #expect(placement == Solver.solve(screen.screen, device: screen.device, posture: selection))
            }
        }
        let one = try document.solve(SolveRequest(device: "iphone", postures: ["portrait"], screens: ["message"])).get()
        #expect(one.map(\.screen.id) == ["message"])
        #expect(one[0].placements.map(\.postureName) == ["portrait"])
    }

    @Test func solvingFailsAtTheFirstUnknownName() {
        let document = Self.document()
        #expect(throws: SelectionError.self) { try document.solve(SolveRequest(device: "nowhere")).get() }
        #expect(throws: SelectionError.self) { try document.solve(SolveRequest(postures: ["sideways"])).get() }
    }

    @Test func placementsAndFindingsAreComputedOncePerVersion() throws {
        let document = Self.document()
        let screen = try #require(document.spec.screens.first)
        let posture = PostureSelection(posture: BuiltInDevices.iphoneDuo.postures[0])
        let first = document.placement(screen, device: BuiltInDevices.iphoneDuo, posture: posture)
        #expect(document.cacheCounts.placements == 1)
        #expect(document.placement(screen, device: BuiltInDevices.iphoneDuo, posture: posture) == first)
        #expect(document.cacheCounts.placements == 1)
        _ = document.placement(screen, device: BuiltInDevices.iphoneDuo, posture: posture, layoutDirection: .rtl)
        #expect(document.cacheCounts.placements == 2)
        _ = try document.solve(SolveRequest(screens: ["inbox"])).get()
        #expect(document.cacheCounts.placements == BuiltInDevices.iphoneDuo.postures.count + 1)

        let findings = document.lint()
        #expect(document.cacheCounts.findings == 1)
        #expect(document.lint() == findings)
        #expect(document.cacheCounts.findings == 1)
        _ = document.lint(deviceOverride: "iphone")
        #expect(document.cacheCounts.findings == 2)
    }
}

@Suite struct WorkspaceTests {
    @Test func aNewVersionReplacesTheDocumentAndTheSameVersionKeepsIt() {
        let workspace = Workspace()
        let first = workspace.update(path: "a.bar", text: "screen a { stack { } }\n", version: 1)
        #expect(workspace.update(path: "a.bar", text: "screen a { stack { } }\n", version: 1) === first)
        let second = workspace.update(path: "a.bar", text: "screen b { stack { } }\n", version: 2)
        #expect(second !== first)
        #expect(workspace.document(at: "a.bar") === second)
        #expect(second.spec.screens.map(\.id) == ["b"])
        #expect(workspace.paths == ["a.bar"])
        workspace.close("a.bar")
        #expect(workspace.document(at: "a.bar") == nil)
        #expect(workspace.paths.isEmpty)
    }

    @Test func aDocumentWithErrorsStillLoadsWhatItCan() {
        let document = Document(path: "bad.bar", text: "screen a { device: nowhere stack { } }\nscreen b { stack { } }\n")
        #expect(document.hasErrors)
        #expect(document.loaded.diagnostics.contains { $0.id == "unknown-reference" })
        #expect(document.spec.screens.map(\.id) == ["a", "b"])
    }
}

/// Results about a screen taken over from an earlier version (`Document.reusing`, `ScreenMemo`): when the
/// screen's text, its device and the purpose are the same, and only then.
@Suite struct ScreenReuseTests {
    static let text = """
        device tall {
          base: iphone-duo
          posture closed { height: 720 }
        }
        screen inbox {
          stack { toolbar { item compose { title: "Compose" symbol: "square.and.pencil" } } }
        }
        screen message {
          device: tall
          stack { toolbar { item reply { title: "Reply" symbol: "arrowshape.turn.up.left" } } }
        }

        """

    /// Counts the computations of each screen's "result": one diagnostic at the screen's name.
    final class Counter: @unchecked Sendable {
        var computed: [String] = []
        func result(_ document: Document, _ id: String, purpose: String = "test") -> [Diagnostic] {
            let screen = document.spec.screens.first { $0.id == id }!
            return document.reusing(purpose, for: screen) {
                computed.append(id)
                return [Diagnostic.warning("test", "screen \(id)", at: screen.nameRange, notes: [.init("here", at: screen.range)])]
            }
        }
    }

    @Test func anUnchangedScreenIsTakenOverAndMovedWithItsText() throws {
        let workspace = Workspace()
        let counter = Counter()
        let first = workspace.update(path: "m.bar", text: Self.text, version: 1)
        _ = counter.result(first, "inbox")
        _ = counter.result(first, "message")
        // Two characters more in inbox: inbox is computed again, message is moved by two bytes.
        let edited = Self.text.replacingOccurrences(of: "\"Compose\"", with: "\"Compose!!\"")
        let second = workspace.update(path: "m.bar", text: edited, version: 2)
        let inbox = counter.result(second, "inbox")
        let message = counter.result(second, "message")
        #expect(counter.computed == ["inbox", "message", "inbox"])
        let screen = try #require(second.spec.screens.first { $0.id == "message" })
        #expect(message == [Diagnostic.warning("test", "screen message", at: screen.nameRange, notes: [.init("here", at: screen.range)])])
        #expect(inbox.first?.range == second.spec.screens.first?.nameRange)
        // Another purpose is another result.
        _ = counter.result(second, "message", purpose: "other")
        #expect(counter.computed.last == "message")
    }

    @Test func aChangedDeviceIsAChangedScreen() {
        let workspace = Workspace()
        let counter = Counter()
        let first = workspace.update(path: "m.bar", text: Self.text, version: 1)
        _ = counter.result(first, "inbox")
        _ = counter.result(first, "message")
        // The device block changes: message (on tall) is computed again, inbox (on iphone-duo) is not.
        let second = workspace.update(path: "m.bar", text: Self.text.replacingOccurrences(of: "720", with: "700"), version: 2)
        _ = counter.result(second, "inbox")
        _ = counter.result(second, "message")
        #expect(counter.computed == ["inbox", "message", "message"])
    }

    @Test func onlyTwoVersionsAreKeptAndAnOlderVersionComputesAfresh() {
        let workspace = Workspace()
        let counter = Counter()
        let first = workspace.update(path: "m.bar", text: Self.text, version: 1)
        _ = counter.result(first, "inbox")
        let second = workspace.update(path: "m.bar", text: Self.text + "\n", version: 2)
        let third = workspace.update(path: "m.bar", text: Self.text + "\n\n", version: 3)
        _ = counter.result(third, "inbox")
        #expect(counter.computed == ["inbox"], "version 1's result, kept while version 2 was never asked")
        _ = counter.result(second, "inbox")
        #expect(counter.computed == ["inbox", "inbox"], "an older version than the newest asking computes its own")
        workspace.close("m.bar")
        let reopened = workspace.update(path: "m.bar", text: Self.text, version: 1)
        _ = counter.result(reopened, "inbox")
        #expect(counter.computed.count == 3, "closing forgets everything")
    }

    @Test func aResultNamingAPlaceOutsideItsScreenIsNotKept() {
        let workspace = Workspace()
        var computed = 0
        for version in 1...2 {
            let document = workspace.update(path: "m.bar", text: Self.text + String(repeating: "\n", count: version), version: version)
            let screen = document.spec.screens[1]
            _ = document.reusing("outside", for: screen) { () -> [Diagnostic] in
                computed += 1
                return [Diagnostic.warning("test", "about the device", at: document.spec.devices[0].range!)]
            }
        }
        #expect(computed == 2)
    }

    @Test func aDocumentOutsideAWorkspaceAlwaysComputes() {
        let counter = Counter()
        let document = Document(path: "m.bar", text: Self.text)
        _ = counter.result(document, "inbox")
        _ = counter.result(document, "inbox")
        #expect(counter.computed == ["inbox", "inbox"])
    }

    @Test func lintFindingsAreTheSameTakenOverOrFresh() {
        let workspace = Workspace()
        let text = Self.text + """
            screen crowded {
              stack {
                toolbar {
                  item a { title: "A" symbol: "a.circle" }
                  item b { title: "B" symbol: "b.circle" }
                  item c { title: "C" symbol: "c.circle" }
                  item d { title: "D" symbol: "d.circle" }
                  item e { title: "E" symbol: "e.circle" }
                  item f { title: "F" symbol: "f.circle" }
                  item g { title: "G" symbol: "g.circle" badge: 3 }
                }
              }
            }

            """
        _ = workspace.update(path: "m.bar", text: text, version: 1).lint()
        for (version, edited) in [
            text.replacingOccurrences(of: "\"Compose\"", with: "\"Compose, with a longer title\""),
            "// bar-lint: disable high-priority-overflows\n" + text,
            text.replacingOccurrences(of: "item g {", with: "// bar-lint: disable-next-line high-priority-overflows\n      item g {"),
        ].enumerated() {
            let incremental = workspace.update(path: "m.bar", text: edited, version: version + 2).lint()
            #expect(incremental == Document(path: "m.bar", text: edited).lint())
            #expect(incremental.contains { $0.id == "high-priority-overflows" } == (version == 0))
        }
    }
}

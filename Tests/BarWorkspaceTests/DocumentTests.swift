import BarDiagnostics
import BarModel
import BarSolver
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

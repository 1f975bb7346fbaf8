import BarDiagnostics
import BarFormat
import BarLint
import BarModel
import BarSolver
import BarWorkspace

/// `bar lint`: check specs against the platform's guidance for bars, for people and for CI.
///
/// Every input is read first, then linted with the configuration that applies to it, and the findings of all
/// files are reported together, sorted, by one reporter — so the output does not depend on the order work
/// happened in. Reading errors of the specs themselves go through the same reporter.
public enum LintCommand: BarCommand {
    public static let declaration = CommandDeclaration(
        name: "lint",
        abstract: "Check .bar specs against the platform's guidance for bars.",
        discussion: [
            "Runs every rule over each spec and reports the findings, sorted by path, line, column and rule id. Rules that look at placements run the solver in every posture of the device. Errors in the specs themselves are reported too, under their own ids.",
            "Exits 0 when no finding is an error (with --strict, when none is a warning either), 1 when one is, 64 for a usage error, 66 when an input cannot be read and 74 when a file cannot be written (a fix, --write-baseline, the report).",
            "Configuration: the nearest .bar-lint file above each input (or --config) can disable rules, change their severity and exclude paths. Comments in a spec suppress findings: // bar-lint: disable-next-line <rule-id>, // bar-lint: disable-line <rule-id> (at the end of a line), // bar-lint: disable <rule-id>|all (the whole file). See docs/rules.md.",
        ],
        arguments: [
            .init("files", help: "Spec files or folders to lint (- for standard input). Default: the current folder.", isOptional: true, isRepeated: true)
        ],
        options: [
            .init("format", valueName: "format", help: "Output format, as in every other command; --list-rules prints text or json.", allowedValues: LintReporters.ids, defaultValue: TextReporter.id),
            .init("reporter", valueName: "name", help: "The same as --format (SwiftLint's name for it).", allowedValues: LintReporters.ids),
            .init("config", valueName: "path", help: "Configuration file to use for every input instead of the nearest .bar-lint."),
            .init("device", short: "d", valueName: "name", help: "Device whose postures placement rules check; a built-in one (iphone-duo, iphone) or one the spec declares. Default: the screen's own device setting, else iphone-duo."),
            .init("posture", valueName: "name", help: "Posture placement rules check, optionally with obstructions (closed+keyboard). Repeat for several. Default: every posture of the device, with and without each obstruction.", isRepeatable: true),
            .init("baseline", valueName: "file", help: "Report only findings that are not recorded in this baseline."),
            .init("write-baseline", valueName: "file", help: "Record the current findings in this baseline file."),
            .init("explain", valueName: "rule-id", help: "Describe one rule: why it exists, its severity and examples."),
        ],
        flags: [
            .init("strict", help: "Treat warnings as errors for the exit status."),
            .init("list-rules", help: "List every rule with its default severity, kind and summary."),
            .init("no-color", help: "Never colour the output."),
            .init("fix", help: "Apply the fix-its findings carry, rewriting each file atomically (never a file with errors), then report what is left."),
            .init("dry-run", help: "With --fix: print what would change as a unified diff and write nothing."),
            .init("diff", help: "With --fix: the same as --dry-run."),
            .init("compact", help: "With --format json or sarif: no indentation or line breaks; the same document."),
        ],
        examples: [
            "bar lint Specs",
            "bar lint --fix Specs",
            "bar lint --fix --dry-run Specs",
            "bar lint --format sarif Specs > bar-lint.sarif",
            "bar lint --format github --strict Specs",
            "bar lint --write-baseline .bar-lint-baseline.json Specs",
            "bar lint --baseline .bar-lint-baseline.json Specs",
            "bar lint --list-rules --format json",
            "bar lint --explain item-missing-title",
        ]
    )

    /// `--format`, or its alias `--reporter`, else text.
    static func outputFormat(_ arguments: ParsedArguments) -> String {
        arguments.isGiven("format") ? arguments.value("format") ?? TextReporter.id : arguments.value("reporter") ?? arguments.value("format") ?? TextReporter.id
    }

    public static func run(_ arguments: ParsedArguments, in context: CommandContext) -> Int32 {
        if arguments.flag("list-rules") {
            if let extra = arguments.positionals.first {
                return UsageError("--list-rules takes no files; unexpected '\(extra)'").report(for: declaration, in: context)
            }
            if arguments.isGiven("explain") {
                return UsageError("use either --list-rules or --explain, not both").report(for: declaration, in: context)
            }
            let format = outputFormat(arguments)
            guard format == "text" || format == "json" else {
                return UsageError("--list-rules prints text or json, not '\(format)'").report(for: declaration, in: context)
            }
            context.standardOutput.write(format == "json" ? RuleDocumentation.listJSON() : RuleDocumentation.listText())
            return ExitCode.success
        }
        if arguments.isGiven("format"), arguments.isGiven("reporter"), arguments.value("format") != arguments.value("reporter") {
            return UsageError("--format and --reporter name the same thing; give one").report(for: declaration, in: context)
        }
        if let id = arguments.value("explain") {
            if let extra = arguments.positionals.first {
                return UsageError("--explain takes no files; unexpected '\(extra)'").report(for: declaration, in: context)
            }
            guard let rule = RuleRegistry.rule(id) else {
                let suggestion = Suggestion.closest(to: id, in: RuleRegistry.ids)
                return UsageError("unknown rule '\(id)' (bar lint --list-rules lists them)", suggestion: suggestion).report(for: declaration, in: context)
            }
            context.standardOutput.write(RuleDocumentation.explain(rule.description))
            return ExitCode.success
        }
        if arguments.flag("compact"), !["json", "sarif"].contains(outputFormat(arguments)) {
            return UsageError("--compact goes with --format json or sarif").report(for: declaration, in: context)
        }
        if (arguments.flag("dry-run") || arguments.flag("diff")) && !arguments.flag("fix") {
            return UsageError("--dry-run and --diff go with --fix").report(for: declaration, in: context)
        }
        // A dry run prints the fixes as a unified diff: a report format asked for with it was silently ignored.
        if arguments.flag("dry-run") || arguments.flag("diff"), outputFormat(arguments) != TextReporter.id {
            return UsageError("--dry-run and --diff print the fixes as a unified diff; they take no --format or --reporter '\(outputFormat(arguments))'").report(for: declaration, in: context)
        }
        var run = LintRun(arguments: arguments, context: context)
        return run.run()
    }
}

/// One input as handed to a worker: read it (unless it was read already), then lint it unless its
/// configuration excludes it.
private struct LintJob: Sendable {
    /// The input's place among the inputs.
    var file: Int
    var input: InputFiles.Input
    /// The file's contents when an earlier pass read them (`--device`, `--posture`); nil for the worker to read.
    var source: SourceFile?
    /// Nil when the file's configuration excludes it: it is read (a read error is still reported) but not
    /// linted.
    var options: LintOptions?
}

/// What became of one input in its worker.
private enum FileOutcome: Sendable {
    case unreadable(FileError)
    case excluded
    case linted(LintedFile)
}

/// One file's findings as the reporters take them, each with the declaration it is about (what SARIF and
/// baselines fingerprint), made and sorted by the worker that linted the file.
private struct LintedFile: Sendable {
    var findings: [LintFinding]
    /// The findings as the report writes them, when the worker wrote them (`PieceReporter`); `findings` is
    /// then empty.
    var piece: ReportPiece?
    /// The loaded file, kept only when `--fix` will rewrite it.
    var document: Document?

    /// Loads and lints `source` as `options` say.
    init(_ source: SourceFile, options: LintOptions, keepingDocument: Bool) {
        let document = Document(source: source)
        let diagnostics = document.lint(configuration: options.configuration, deviceOverride: options.deviceOverride, postures: options.postures)
        self.init(options: options, document: document, diagnostics: diagnostics)
        if !keepingDocument { self.document = nil }
    }

    /// The findings of `diagnostics`, lint's verdict on `document` (the file as read, or as fixed).
    init(options: LintOptions, document: Document, diagnostics: [Diagnostic]) {
        let result = document.loaded
        let entities = FindingEntities(result.tree)
        var findings = diagnostics.map { diagnostic in
            LintFinding(diagnostic, in: document.source, entity: entities.entity(at: diagnostic.range.start), unlistedErrors: result.unlistedErrorCount)
        }
        if let device = options.deviceOverride, BuiltInDevices.device(device) == nil, !result.spec.screens.isEmpty,
            !result.spec.devices.contains(where: { $0.id == device })
        {
            // Declared by another input only: this file's placements would silently use another device.
            let message = "--device names '\(device)', which this file does not declare; declare it here (device \(device) { base: iphone-duo … }) or lint this file separately"
            findings.append(LintFinding(.error(.unknownDevice, message, at: .at(0)), in: document.source))
        }
        self.findings = LintFinding.sorted(findings)
        self.document = document
    }
}

/// One `bar lint` over files: reading, configuration, linting, baseline, reporting.
private struct LintRun {
    let arguments: ParsedArguments
    let context: CommandContext
    var status = ExitCode.success
    /// Inputs that could not be read (a missing path), counted in the closing line so it never says "no
    /// problems" about them.
    var unreadable = 0
    /// The inputs that could not be read, for the reports that carry them (`ReportInput.inputErrors`).
    var inputErrors: [InputError] = []

    init(arguments: ParsedArguments, context: CommandContext) {
        self.arguments = arguments
        self.context = context
    }

    /// The configuration that applies in one folder: the nearest `.bar-lint` loaded, or why it could not be
    /// (reported only if a file that uses it is read, as when every file was read before any lookup).
    struct ConfigurationLookup {
        var loaded: LoadedConfiguration?
        var failure: FileError?
    }

    /// A configuration file and what reading it found.
    struct LoadedConfiguration {
        var configuration: LintConfiguration
        /// The folder its `exclude` globs are relative to.
        var directory: String
        var source: SourceFile
        var diagnostics: [Diagnostic]
    }

    mutating func run() -> Int32 {
        let reporter = LintReporters.named(LintCommand.outputFormat(arguments)) ?? TextReporter.self

        // The baseline is read first: a missing one must not cost a whole run.
        var baseline: Baseline?
        if let path = arguments.value("baseline") {
            switch readBytes(path) {
            case .failure(let error):
                context.standardError.writeLine(error.description)
                return error.exitCode
            case .success(let bytes):
                do {
                    baseline = try Baseline.parse(bytes)
                } catch {
                    context.standardError.writeLine(FileError(path: path, message: "invalid baseline: \(error.message)", id: .invalidBaseline, exitCode: ExitCode.failure).description)
                    return ExitCode.failure
                }
            }
        }

        var explicitConfiguration: LoadedConfiguration?
        if let path = arguments.value("config") {
            switch loadConfiguration(shownPath: path, resolvedPath: context.resolve(path)) {
            case .failure(let error):
                context.standardError.writeLine(error.description)
                return error.exitCode
            case .success(let loaded):
                explicitConfiguration = loaded
            }
        }

        let inputs = InputFiles(arguments.positionals.isEmpty ? ["."] : arguments.positionals, context: context)
        if let baselinePath = arguments.value("write-baseline"), let input = inputs.input(sameFileAs: baselinePath) {
            return UsageError("--write-baseline '\(baselinePath)' is the spec \(input.path), which is linted; name another file").report(for: LintCommand.declaration, in: context)
        }
        if let baselinePath = arguments.value("write-baseline"), let refusal = refusalToReplaceBaseline(baselinePath) {
            context.standardError.writeLine(refusal)
            return ExitCode.failure
        }
        let deviceOverride = arguments.value("device")
        let postures = arguments.values("posture")
        // With --device or --posture, every input is read and checked before any is linted; unreadable ones
        // are reported now, in order, and set the exit status. Only the sources and models are kept from this
        // pass: a file's syntax tree is the largest thing lint makes, and each worker below loads its file
        // again.
        var sources: [SourceFile?]?
        if deviceOverride != nil || !postures.isEmpty {
            let read = ParallelMap.map(inputs.inputs) { inputs.read($0) }
            sources = read.map { try? $0.get() }
            for case .failure(let error) in read { reportUnreadable(error) }
            let specs = ParallelMap.map(read.compactMap { try? $0.get() }) { Document(source: $0).spec }
            if let usage = selectionError(deviceOverride: deviceOverride, postures: postures, specs: specs) {
                return usage.report(for: LintCommand.declaration, in: context)
            }
        }

        // Each input's configuration (and whether it excludes the file), in order, from its path alone; what
        // loading a configuration reports waits until the read errors are out, which come first.
        var configurations: [String: ConfigurationLookup] = [:]
        // By the folder as written in the path: a folder's files share it, and the configuration depends on
        // the folder alone, so all but its first file skip normalizing their path and walking up.
        var configurationsByWrittenFolder: [Substring: ConfigurationLookup] = [:]
        var jobs: [LintJob] = []
        var jobLookups: [ConfigurationLookup] = []
        for (index, input) in inputs.inputs.enumerated() {
            // Read already and found unreadable (and reported).
            if let sources, sources[index] == nil { continue }
            if case .failed = input.source {
                // Nothing to read here: its error is reported in its turn, as a read error.
                jobs.append(LintJob(file: index, input: input, source: nil, options: nil))
                jobLookups.append(ConfigurationLookup())
                continue
            }
            var lookup = ConfigurationLookup(loaded: explicitConfiguration)
            if explicitConfiguration == nil {
                let writtenFolder = input.resolvedPath.flatMap { path in path.lastIndex(of: "/").map { path[..<$0] } }
                if let writtenFolder, let known = configurationsByWrittenFolder[writtenFolder] {
                    lookup = known
                } else {
                    lookup = nearestConfiguration(for: input.resolvedPath, cache: &configurations)
                    if let writtenFolder { configurationsByWrittenFolder[writtenFolder] = lookup }
                }
            }
            let configuration = lookup.loaded
            var options: LintOptions? = LintOptions(configuration: configuration?.configuration ?? .defaults, deviceOverride: deviceOverride)
            options?.postures = postures
            if let configuration, let path = input.resolvedPath,
                let relative = relativePath(ReportPaths.normalize(path), inside: configuration.directory),
                configuration.configuration.excludes(relativePath: relative)
            {
                options = nil
            }
            jobs.append(LintJob(file: index, input: input, source: sources?[index], options: options))
            jobLookups.append(lookup)
        }
        sources = nil

        // Each worker reads its file, loads it, lints it and turns the diagnostics into findings, and keeps
        // nothing else unless the file may be fixed. Reading in the worker, just before the parse, finds the
        // bytes still in the cache: with every file read first, the 10,000 files' 40 MB were long gone from it
        // by the time each was parsed. Holding every syntax tree and model until the report made memory (and
        // the time spent on it) grow faster than the number of files.
        //
        // When the report is its findings one after another (`PieceReporter`) and nothing but the report reads
        // them (no baseline, no --fix), the worker also writes its file's part of the report and keeps only
        // that. Two parts of one path would have to be sorted together, so a configuration file also given as
        // an input turns this off.
        let keepsDocuments = arguments.flag("fix")
        var settings = ReportInput(
            findings: [], fileCount: 0, toolVersion: BarVersion.current, workingDirectory: context.currentDirectory,
            showsSourceLine: context.isOutputTerminal, usesColor: context.useColor(flagNoColor: arguments.flag("no-color")))
        settings.compact = arguments.flag("compact")
        // Paths equal as strings (`==`, as the merge groups them: a file named `<stdin>` beside standard input,
        // one name in two Unicode forms) would have their findings sorted together, so they too turn it off.
        let partPaths = inputs.inputs.map(\.path) + Set(jobLookups.compactMap { $0.loaded?.source.path })
        let pieceReporter = reporter as? any PieceReporter.Type
        let writesPieces = pieceReporter != nil && baseline == nil && arguments.value("write-baseline") == nil && !keepsDocuments
            && Set(partPaths).count == partPaths.count
        let workerReporter = writesPieces ? pieceReporter : nil
        var outcomes = ParallelMap.map(jobs) { [settings] job -> FileOutcome in
            let read = job.source.map { Result<SourceFile, FileError>.success($0) } ?? inputs.read(job.input)
            switch read {
            case .failure(let error): return .unreadable(error)
            case .success(let source):
                guard let options = job.options else { return .excluded }
                var result = LintedFile(source, options: options, keepingDocument: keepsDocuments)
                if let workerReporter {
                    result.piece = workerReporter.piece(result.findings, settings: settings)
                    result.findings = []
                }
                return .linted(result)
            }
        }

        // In input order: read errors, then each configuration's own findings with the first file read that
        // uses it, then what loading the configurations that files read use reported.
        var configurationMessages: [String] = []
        var reportedFailures: Set<String> = []
        var reportedConfigurations: Set<String> = []
        var configurationFindings: [Int: [LintFinding]] = [:]
        var linted = 0
        for (jobIndex, outcome) in outcomes.enumerated() {
            if case .unreadable(let error) = outcome {
                reportUnreadable(error)
                continue
            }
            if case .linted = outcome { linted += 1 }
            if let failure = jobLookups[jobIndex].failure, reportedFailures.insert(failure.description).inserted {
                configurationMessages.append(failure.description)
                status = ExitCode.mostSevere(status, failure.exitCode)
            }
            if let configuration = jobLookups[jobIndex].loaded, reportedConfigurations.insert(configuration.source.path).inserted {
                configurationFindings[jobs[jobIndex].file] = configuration.diagnostics.map { diagnostic in
                    LintFinding(diagnostic, in: configuration.source, unlistedErrors: configuration.configuration.unlistedErrorCount)
                }
            }
        }
        for message in configurationMessages { context.standardError.writeLine(message) }

        if arguments.flag("fix") {
            let preview = arguments.flag("dry-run") || arguments.flag("diff")
            var fixedFiles = 0
            var fixedFindings = 0
            for (jobIndex, job) in jobs.enumerated() {
                guard case .linted(let result) = outcomes[jobIndex], let original = result.document, let options = job.options else { continue }
                let path = original.source.path
                switch LintFixing.fix(original, options: options) {
                case .hasErrors:
                    context.standardError.writeLine("\(path): not fixed: the file has errors; fix them first")
                case .nothingToFix:
                    continue
                case .fixed(let document, let applied, let after):
                    fixedFiles += 1
                    fixedFindings += applied
                    if preview || job.input.resolvedPath == nil {
                        context.standardOutput.write(UnifiedDiff.render(old: original.source.bytes, new: document.source.bytes, oldPath: path, newPath: path))
                        // What the exit status counts: the file as the fix would leave it.
                        outcomes[jobIndex] = .linted(LintedFile(options: options, document: document, diagnostics: after))
                        continue
                    }
                    do {
                        try context.writeFile(document.source.bytes, to: job.input.resolvedPath!, shownAs: path)
                    } catch {
                        context.standardError.writeLine(error.description)
                        status = ExitCode.mostSevere(status, error.exitCode)
                        continue
                    }
                    context.standardError.writeLine("\(path): fixed \(Summary.plural(applied, "finding"))")
                    // What is reported from here on is the file as now written.
                    outcomes[jobIndex] = .linted(LintedFile(options: options, document: document, diagnostics: after))
                }
            }
            if preview {
                context.standardError.writeLine(fixedFiles == 0 ? "nothing to fix" : "would fix \(Summary.plural(fixedFindings, "finding")) in \(Summary.plural(fixedFiles, "file"))")
                // The status is the one `--fix` would end with: what remains once the fixes are made (an error, or a
                // warning with --strict, fails), so a dry run in CI fails where the fix would leave the specs failing.
                var remaining = configurationFindings.values.flatMap { $0 }
                for outcome in outcomes { if case .linted(let result) = outcome { remaining += result.findings } }
                if let baseline { remaining = baseline.filter(remaining, workingDirectory: context.currentDirectory) }
                let (errors, warnings, _) = LintFinding.severityCounts(remaining)
                return exitStatus(errors: errors, warnings: warnings)
            }
        }
        if writesPieces, let pieceReporter {
            // Each file's part, and each configuration's own findings, ordered by path as `LintFinding.merged`
            // orders findings (paths are all different here).
            var parts: [(path: String, piece: ReportPiece)] = []
            for (jobIndex, job) in jobs.enumerated() {
                if let found = configurationFindings[job.file], !found.isEmpty {
                    parts.append((found[0].path, pieceReporter.piece(LintFinding.sorted(found), settings: settings)))
                }
                if case .linted(let result) = outcomes[jobIndex], let piece = result.piece, piece.count > 0 {
                    parts.append((job.input.path, piece))
                }
            }
            outcomes = []
            let pieces = ByteOrder.stableOrder(parts.map(\.path)).map { parts[$0].piece }
            settings.fileCount = linted
            settings.inputErrors = inputErrors
            pieceReporter.write(pieces: pieces, settings: settings) { context.standardOutput.write(bytes: $0) }
            let counts = ReportPiece.totals(pieces)
            return finish(linted: linted, errors: counts.errors, warnings: counts.warnings, infos: counts.infos)
        }

        // Each file's findings were sorted by the worker that made them; what is left is to order the files.
        var fileFindings = [[LintFinding]?](repeating: nil, count: inputs.inputs.count)
        for (job, outcome) in zip(jobs, outcomes) {
            if case .linted(let result) = outcome { fileFindings[job.file] = result.findings }
        }
        outcomes = []
        var findings: [LintFinding] = []
        var groups: [[LintFinding]] = []
        for index in inputs.inputs.indices {
            if let found = configurationFindings[index] { groups.append(LintFinding.sorted(found)) }
            if let found = fileFindings[index] { groups.append(found) }
        }
        fileFindings = []
        findings = LintFinding.merged(consume groups)

        if let path = arguments.value("write-baseline") {
            let written = Baseline(findings: findings, workingDirectory: context.currentDirectory)
            do {
                try context.writeFile(Array(written.rendered().utf8), to: context.resolve(path), shownAs: path)
                context.standardError.writeLine("wrote \(Summary.plural(written.entries.count, "finding")) to the baseline \(path)")
            } catch {
                context.standardError.writeLine(error.description)
                status = ExitCode.mostSevere(status, error.exitCode)
            }
        }
        if let baseline {
            findings = baseline.filter(findings, workingDirectory: context.currentDirectory)
        }

        var input = settings
        input.findings = findings
        input.fileCount = linted
        input.inputErrors = inputErrors
        reporter.write(input) { context.standardOutput.write(bytes: $0) }

        let (errors, warnings, infos) = LintFinding.severityCounts(findings)
        return finish(linted: linted, errors: errors, warnings: warnings, infos: infos)
    }

    /// Writes the closing line and returns the exit status.
    private func finish(linted: Int, errors: Int, warnings: Int, infos: Int) -> Int32 {
        context.standardError.writeLine(Summary.line(files: linted, errors: errors, warnings: warnings, infos: infos, unreadable: unreadable, verb: "linted"))
        return exitStatus(errors: errors, warnings: warnings)
    }

    /// The exit status for findings of these counts: failing on an error, or on a warning with --strict.
    private func exitStatus(errors: Int, warnings: Int) -> Int32 {
        let failing = errors > 0 || (arguments.flag("strict") && warnings > 0)
        return ExitCode.mostSevere(status, failing ? ExitCode.failure : ExitCode.success)
    }

    /// Why `--device` or `--posture` cannot be used with these inputs: a device no input declares, or a
    /// posture some screen's device does not have (the check would skip it silently).
    private func selectionError(deviceOverride: String?, postures: [String], specs: [Spec]) -> UsageError? {
        if let error = DeviceCatalog.check(deviceOverride, in: specs) {
            return UsageError(SelectionError.unknownDevice(error))
        }
        guard !postures.isEmpty else { return nil }
        for spec in specs {
            let catalog = DeviceCatalog(spec: spec)
            for screen in spec.screens {
                guard let device = try? catalog.device(for: screen, requested: deviceOverride).get() else { continue }
                for name in postures {
                    if case .failure(let error) = PostureSelection.parse(name, device: device) {
                        return UsageError(error.description)
                    }
                }
            }
        }
        return nil
    }

    /// Writes why an input could not be read and counts it.
    private mutating func reportUnreadable(_ error: FileError) {
        context.standardError.writeLine(error.description)
        inputErrors.append(InputError(path: error.path, ruleID: error.id, message: error.message))
        status = ExitCode.mostSevere(status, error.exitCode)
        unreadable += 1
    }

    // MARK: Configuration

    /// The `.bar-lint` nearest to the file's folder (the working directory for standard input), walking up to
    /// the root; none when there is none. Each folder is looked at once per run.
    private func nearestConfiguration(for resolvedPath: String?, cache: inout [String: ConfigurationLookup]) -> ConfigurationLookup {
        let start = resolvedPath.map { parent(of: ReportPaths.normalize($0)) } ?? ReportPaths.normalize(context.currentDirectory)
        var visited: [String] = []
        var folder: String? = start
        var found = ConfigurationLookup()
        while let current = folder {
            if let cached = cache[current] {
                found = cached
                break
            }
            visited.append(current)
            let candidate = current == "/" ? "/" + LintConfiguration.fileName : current + "/" + LintConfiguration.fileName
            // A regular file only: a `.bar-lint` that is a named pipe would make every run wait on it.
            if FileSystem.isRegularFile(candidate) {
                switch loadConfiguration(shownPath: ReportPaths.relative(candidate, to: context.currentDirectory), resolvedPath: candidate) {
                case .success(let loaded):
                    found.loaded = loaded
                case .failure(let error):
                    found.failure = error
                }
                break
            }
            // Up to the root; a path that is not absolute stops at its first folder (`.`, whose parent is `.`),
            // where it looped for ever.
            let next = current == "/" ? nil : parent(of: current)
            folder = next == current ? nil : next
        }
        for folder in visited { cache[folder] = found }
        return found
    }

    private func loadConfiguration(shownPath: String, resolvedPath: String) -> Result<LoadedConfiguration, FileError> {
        switch FileSystem.readFile(resolvedPath, limit: InputFiles.maximumFileSize) {
        case .failure(.tooLarge):
            return .failure(.tooLarge(shownPath))
        case .failure(.system(let error)):
            return .failure(.unreadableFile(shownPath, errorNumber: error.code))
        case .success(let bytes):
            let source = SourceFile(path: shownPath, bytes: bytes)
            let (configuration, diagnostics) = LintConfiguration.parse(source, knownRules: RuleRegistry.ids)
            let directory = parent(of: ReportPaths.normalize(resolvedPath))
            return .success(LoadedConfiguration(configuration: configuration, directory: directory, source: source, diagnostics: diagnostics))
        }
    }

    // MARK: Files

    /// Why `--write-baseline` must not replace the file at `path`, as an error line, or nil when it may: nothing
    /// is there, it is empty, it is a baseline (`Baseline.isBaselineFile`, of any version), or a device or pipe
    /// (written into). A spec or notes named by mistake are never lost (issue 17); checked before linting.
    private func refusalToReplaceBaseline(_ path: String) -> String? {
        switch ReplacementCheck.verdict(for: context.resolve(path), reading: InputFiles.maximumFileSize, wholeFile: true, isOwnOutput: Baseline.isBaselineFile) {
        case .mayReplace:
            return nil
        case .foreign:
            return "\(path): error: not replaced: the file is not a lint baseline (a JSON object with \"version\" and \"findings\"), so it may be someone's work; name another file, or remove it to start a baseline there [\(DiagnosticID.generatedFileProtected)]"
        case .unreadable(let why):
            return "\(path): error: not replaced: the file cannot be read (\(why)) to check that it is a lint baseline; name another file, or remove it to start a baseline there [\(DiagnosticID.generatedFileProtected)]"
        }
    }

    private func readBytes(_ path: String) -> Result<[UInt8], FileError> {
        switch FileSystem.readFile(context.resolve(path), limit: InputFiles.maximumFileSize) {
        case .success(let bytes): .success(bytes)
        case .failure(.tooLarge): .failure(.tooLarge(path))
        case .failure(.system(let error)): .failure(.unreadableFile(path, errorNumber: error.code))
        }
    }

    /// `/a/b/c.bar` → `/a/b`; `/a` → `/`.
    private func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let head = String(path[..<slash])
        return head.isEmpty ? "/" : head
    }

    /// `path` relative to `directory`, or nil when it is not inside it.
    private func relativePath(_ path: String, inside directory: String) -> String? {
        let prefix = directory == "/" ? "/" : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}

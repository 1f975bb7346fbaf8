import BarDiagnostics

/// The files `bar init` writes into an app's repository. Each is a starting point the team edits; tests hold
/// the starter spec to `bar check`, `bar fmt --check` and `bar lint --strict`, and the workflow's commands
/// to the declarations of the commands they call.
enum InitTemplates {
    /// Where the starter files go, relative to the repository.
    static let specsFolder = "Specs"
    static let starterSpec = "Specs/home.bar"
    static let lintConfiguration = ".bar-lint"
    static let workflow = ".github/workflows/bar.yml"
    /// The SARIF file the workflow writes and uploads.
    static let sarifFile = "bar-lint.sarif"

    /// A screen with a tab bar and a toolbar, in canonical form: enough to show what `bar solve` prints,
    /// small enough to read in one go, and clean under every lint rule.
    static let spec = """
        // A starter spec written by `bar init`: one screen of the app, with its tab bar and toolbar.
        // Describe each screen of the app in a file like this one; Grammar.md lists every block and attribute.
        // Try: bar solve Specs/home.bar, then bar solve Specs/home.bar --explain share
        screen home {
          title: "Home"

          tab-view {
            selected: home

            tab home {
              title: "Home"
              symbol: "house"

              stack {
                title: "Home"

                toolbar {
                  item add { title: "Add" symbol: "plus" }
                  item share { title: "Share" symbol: "square.and.arrow.up" }
                  item favorite { title: "Favorite" symbol: "star" priority: low }
                }
              }
            }
            tab search { title: "Search" symbol: "magnifyingglass" }
            tab settings { title: "Settings" symbol: "gear" }
          }
        }

        """

    /// A `.bar-lint` that changes nothing yet and shows, commented out, each thing it can say.
    static let lintFile = """
        // Configuration for `bar lint`, found by every spec below this folder. Every rule runs at its default
        // severity until a line below says otherwise; `bar lint --list-rules` lists the rules.
        lint {
          // disable: manual-spacer
          // severity item-missing-symbol { level: error }
          // exclude "Specs/drafts/**"
        }

        """

    /// The GitHub Actions workflow: lint the specs into SARIF and upload it (findings show on the pull
    /// request), then, when the repository has Swift sources, compare the specs with the code.
    ///
    /// `bar` is built from source with its install script; the repository to build it from is the Actions
    /// variable `BAR_GIT_URL` (Settings → Secrets and variables → Actions → Variables).
    static func workflowFile(sourceFolders: [String]) -> String {
        var text = """
            # Written by `bar init`: lints the .bar specs on every push and pull request and shows the findings
            # in the pull request (code scanning).
            name: bar

            on:
              push:
                branches: [main]
              pull_request:

            permissions:
              contents: read
              security-events: write

            jobs:
              bar:
                runs-on: ubuntu-latest
                container: swift:6.3
                steps:
                  - uses: actions/checkout@v4

                  - name: Install bar
                    env:
                      BAR_GIT_URL: ${{ vars.BAR_GIT_URL }}
                    run: |
                      git clone --depth 1 "$BAR_GIT_URL" "$RUNNER_TEMP/bar"
                      "$RUNNER_TEMP/bar/Scripts/install" "$HOME/.local"
                      echo "$HOME/.local/bin" >> "$GITHUB_PATH"

                  - name: Lint the specs
                    run: |
                      \(lintCommand)

                  - name: Upload the findings
                    if: always()
                    uses: github/codeql-action/upload-sarif@v3
                    with:
                      sarif_file: \(sarifFile)
                      category: bar-lint

            """
        if let check = importCheckCommand(sourceFolders: sourceFolders) {
            text += """

                      - name: Compare the specs with the code
                        # A block, so a folder name with ': ' or ' #' stays part of the command.
                        run: |
                          \(check)

                """
        }
        return text
    }

    /// The lint step's command line (after `bar`, its arguments are checked against `bar lint`'s declaration).
    static let lintArguments = ["lint", "--reporter", "sarif", specsFolder]
    static var lintCommand: String { "bar " + lintArguments.joined(separator: " ") + " > " + sarifFile }

    /// `bar import auto <folders> --check Specs`, the drift check of `bar import`; nil without sources.
    static func importArguments(sourceFolders: [String]) -> [String]? {
        guard !sourceFolders.isEmpty else { return nil }
        // A folder named like an option (`-weird`) is given as `./-weird`, or bar would read it as one.
        return ["import", "auto"] + sourceFolders.map { $0.hasPrefix("-") ? "./" + $0 : $0 } + ["--check", specsFolder]
    }

    static func importCheckCommand(sourceFolders: [String]) -> String? {
        importArguments(sourceFolders: sourceFolders).map { "bar " + $0.map(shellWord).joined(separator: " ") }
    }

    /// A folder name as one shell word: quoted when it holds anything but plain characters.
    static func shellWord(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./+".contains($0)) }
        return plain ? word : "'" + word.replacing(literal: "'", with: "'\\''") + "'"
    }
}

// Starts `bar lsp` for .bar files. The client library is VS Code's own (vscode-languageclient); the server
// has no dependencies.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const settings = vscode.workspace.getConfiguration("bar");
  const command = settings.get("path") || "bar";
  const ruleDocumentation = settings.get("ruleDocumentation");
  client = new LanguageClient(
    "bar",
    "bar lsp",
    { command, args: ["lsp"] },
    {
      documentSelector: [{ language: "bar" }],
      initializationOptions: ruleDocumentation ? { ruleDocumentation } : {},
      synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/.bar-lint") },
    }
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };

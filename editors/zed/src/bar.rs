//! Starts `bar lsp` for .bar files. Zed runs a language server only through an extension's code, so this is
//! the smallest one: find `bar` on the worktree's PATH (or use `lsp.bar.binary.path` from settings) and run
//! `bar lsp` over stdio.
use zed_extension_api::{self as zed, settings::LspSettings, LanguageServerId, Result};

struct BarExtension;

impl zed::Extension for BarExtension {
    fn new() -> Self {
        BarExtension
    }

    fn language_server_command(
        &mut self,
        language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let configured = LspSettings::for_worktree(language_server_id.as_ref(), worktree)
            .ok()
            .and_then(|settings| settings.binary);
        let command = configured
            .as_ref()
            .and_then(|binary| binary.path.clone())
            .or_else(|| worktree.which("bar"))
            .ok_or_else(|| "bar is not on PATH: install it (Scripts/install) or set lsp.bar.binary.path".to_string())?;
        let args = configured
            .and_then(|binary| binary.arguments)
            .unwrap_or_else(|| vec!["lsp".to_string()]);
        Ok(zed::Command { command, args, env: worktree.shell_env() })
    }
}

zed::register_extension!(BarExtension);

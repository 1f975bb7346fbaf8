/// The colours and fonts of every picture, as one style sheet: a standalone SVG carries it inside, an HTML
/// page carries it once for all its pictures. Light colours by default, dark ones under
/// `prefers-color-scheme: dark`. Only system font stacks, nothing loaded from anywhere.
public enum Theme {
    /// System fonts on Apple platforms, Windows, Android and Linux, with Japanese fallbacks.
    public static let fontStack =
        "-apple-system, BlinkMacSystemFont, 'Segoe UI', system-ui, Roboto, 'Helvetica Neue', Arial, 'Hiragino Sans', 'Noto Sans CJK JP', 'Noto Sans', sans-serif"
    public static let monospaceStack = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', monospace"

    /// Colour variables, light then dark.
    static let variables = """
        :root, svg.bar-picture {
          --bar-bg: #f2f2f7; --bar-text: #1c1c1e; --bar-muted: #5b5b60; --bar-window: #ffffff; --bar-frame: #1c1c1e;
          --bar-safe: #8e8e93; --bar-strip: #e5e5ea; --bar-status: #d1d1d6; --bar-hbar: #ececf1; --bar-hbar-edge: #c7c7cc;
          --bar-button: #ffffff; --bar-button-edge: #aeaeb2; --bar-accent: #0a66d6; --bar-badge: #d70015;
          --bar-fold: rgba(255, 149, 0, 0.16); --bar-fold-edge: #c46200; --bar-cover: rgba(120, 120, 128, 0.28);
          --bar-panel: #ffffff; --bar-panel-edge: #c7c7cc;
          --bar-g-navigation: rgba(10, 102, 214, 0.16); --bar-g-navigation-edge: #0a66d6;
          --bar-g-pinned: rgba(200, 100, 0, 0.16); --bar-g-pinned-edge: #b35a00;
          --bar-g-toolbar: rgba(36, 138, 61, 0.15); --bar-g-toolbar-edge: #1f7a35;
          --bar-g-bottom: rgba(0, 130, 140, 0.15); --bar-g-bottom-edge: #00727c;
          --bar-g-tabs: rgba(137, 68, 171, 0.15); --bar-g-tabs-edge: #7d3aa0;
        }
        @media (prefers-color-scheme: dark) {
          :root, svg.bar-picture {
            --bar-bg: #1c1c1e; --bar-text: #f2f2f7; --bar-muted: #aeaeb2; --bar-window: #000000; --bar-frame: #8e8e93;
            --bar-safe: #8e8e93; --bar-strip: #2c2c2e; --bar-status: #3a3a3c; --bar-hbar: #242426; --bar-hbar-edge: #48484a;
            --bar-button: #3a3a3c; --bar-button-edge: #636366; --bar-accent: #64a8ff; --bar-badge: #ff453a;
            --bar-fold: rgba(255, 159, 10, 0.20); --bar-fold-edge: #ffb340; --bar-cover: rgba(142, 142, 147, 0.32);
            --bar-panel: #2c2c2e; --bar-panel-edge: #48484a;
            --bar-g-navigation: rgba(100, 168, 255, 0.22); --bar-g-navigation-edge: #64a8ff;
            --bar-g-pinned: rgba(255, 159, 10, 0.22); --bar-g-pinned-edge: #ffb340;
            --bar-g-toolbar: rgba(48, 209, 88, 0.20); --bar-g-toolbar-edge: #4cd964;
            --bar-g-bottom: rgba(64, 200, 224, 0.20); --bar-g-bottom-edge: #5ac8e0;
            --bar-g-tabs: rgba(191, 90, 242, 0.22); --bar-g-tabs-edge: #c77dff;
          }
        }
        """

    /// The rules for the picture's elements.
    static let pictureRules = """
        svg.bar-picture { font-family: \(fontStack); }
        .bar-bg { fill: var(--bar-bg); }
        .bar-caption { fill: var(--bar-text); font-size: 15px; font-weight: 600; }
        .bar-caption-sub, .bar-legend { fill: var(--bar-muted); font-size: 12px; }
        .bar-window { fill: var(--bar-window); }
        .bar-window-edge { fill: none; stroke: var(--bar-frame); stroke-width: 3; }
        .bar-safe { fill: none; stroke: var(--bar-safe); stroke-width: 1; stroke-dasharray: 6 4; }
        .bar-strip { fill: var(--bar-strip); }
        .bar-strip-usable { fill: none; stroke: var(--bar-hbar-edge); stroke-width: 1; stroke-dasharray: 2 3; }
        .bar-status { fill: var(--bar-status); }
        .bar-status-fg { fill: var(--bar-text); }
        .bar-status-line { fill: none; stroke: var(--bar-text); stroke-width: 2; stroke-linecap: round; }
        .bar-status-text { fill: var(--bar-text); font-size: 15px; font-weight: 600; }
        .bar-home { fill: var(--bar-text); }
        .bar-hbar { fill: var(--bar-hbar); stroke: var(--bar-hbar-edge); stroke-width: 1; }
        .bar-button { fill: var(--bar-button); stroke: var(--bar-button-edge); stroke-width: 1; }
        .bar-button-overflow { stroke: var(--bar-accent); stroke-width: 1.5; }
        .bar-button-selected { stroke: var(--bar-accent); stroke-width: 2; }
        .bar-label { fill: var(--bar-text); font-size: 10px; font-weight: 500; }
        .bar-label-big { fill: var(--bar-accent); font-size: 22px; font-weight: 700; }
        .bar-sublabel { fill: var(--bar-muted); font-size: 8.5px; }
        .bar-glyph { fill: none; stroke: var(--bar-text); stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
        .bar-badge { fill: var(--bar-badge); }
        .bar-badge-text { fill: #ffffff; font-size: 10px; font-weight: 700; }
        .bar-fold { fill: var(--bar-fold); }
        .bar-fold-edge { fill: none; stroke: var(--bar-fold-edge); stroke-width: 1; stroke-dasharray: 4 3; }
        .bar-fold-label { fill: var(--bar-fold-edge); font-size: 10px; font-weight: 600; }
        .bar-cover { fill: var(--bar-cover); }
        .bar-cover-label { fill: var(--bar-text); font-size: 12px; font-weight: 600; }
        .bar-panel { fill: var(--bar-panel); stroke: var(--bar-panel-edge); stroke-width: 1; }
        .bar-panel-title { fill: var(--bar-text); font-size: 12px; font-weight: 700; }
        .bar-panel-text { fill: var(--bar-text); font-size: 13px; }
        .bar-panel-muted { fill: var(--bar-muted); font-size: 10px; }
        .bar-connector { fill: none; stroke: var(--bar-accent); stroke-width: 1.5; stroke-dasharray: 5 4; }
        .bar-connector-dot { fill: var(--bar-accent); }
        .bar-group { stroke-width: 1; }
        \(EntryGroup.allCases.map { ".bar-group-\($0.rawValue) { fill: var(--bar-g-\($0.rawValue)); stroke: var(--bar-g-\($0.rawValue)-edge); }" }.joined(separator: "\n"))
        """

    /// The whole style sheet a standalone SVG carries.
    static var pictureStyle: String { variables + "\n" + pictureRules }
}

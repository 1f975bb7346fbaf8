/// The one HTML page `bar preview` serves. It holds no data: it fetches `/api/snapshot`, draws it, and
/// fetches it again whenever `/api/events` says a spec changed. Everything is inline (no network, no
/// libraries), so the page works offline and the server has one route for it.
enum PreviewPage {
    static let html = """
        <!doctype html>
        <html lang="en" data-theme="auto">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>bar preview</title>
        <style>
        :root { --bg: #f2f2f7; --fg: #1c1c1e; --muted: #5b5b60; --card: #fff; --edge: #d1d1d6; --accent: #0a66d6;
                --error: #d70015; --warning: #b35a00; color-scheme: light dark; }
        html[data-theme="dark"] { --bg: #1c1c1e; --fg: #f2f2f7; --muted: #aeaeb2; --card: #2c2c2e; --edge: #48484a; --accent: #64a8ff;
                --error: #ff453a; --warning: #ffb340; }
        @media (prefers-color-scheme: dark) { html[data-theme="auto"] { --bg: #1c1c1e; --fg: #f2f2f7; --muted: #aeaeb2;
                --card: #2c2c2e; --edge: #48484a; --accent: #64a8ff; --error: #ff453a; --warning: #ffb340; } }
        body { margin: 0; background: var(--bg); color: var(--fg); font: 14px -apple-system, system-ui, 'Segoe UI', Roboto, sans-serif; }
        header { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 8px; align-items: center;
                 padding: 8px 16px; background: var(--card); border-bottom: 1px solid var(--edge); }
        header h1 { font-size: 16px; margin: 0 12px 0 0; }
        button { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--edge); border-radius: 6px; padding: 3px 10px; cursor: pointer; }
        button[aria-pressed="true"] { background: var(--accent); color: #fff; border-color: var(--accent); }
        #status { margin-left: auto; color: var(--muted); }
        main { display: flex; gap: 16px; padding: 16px; align-items: flex-start; }
        #content { flex: 1; min-width: 0; }
        #explain { position: sticky; top: 64px; width: 420px; max-height: 80vh; overflow: auto; background: var(--card);
                   border: 1px solid var(--edge); border-radius: 8px; padding: 12px; display: none; }
        #explain.open { display: block; }
        #explain pre { white-space: pre-wrap; font: 12px ui-monospace, Menlo, 'DejaVu Sans Mono', monospace; }
        section.screen { background: var(--card); border: 1px solid var(--edge); border-radius: 10px; padding: 12px 16px; margin-bottom: 16px; }
        section.screen h2 { font-size: 15px; margin: 0 0 8px; }
        .path { color: var(--muted); font-weight: normal; }
        .pictures { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        .picture svg { max-width: 100%; height: auto; }
        .picture svg .bar-entry { cursor: pointer; }
        table.matrix { border-collapse: collapse; margin: 12px 0; }
        table.matrix th, table.matrix td { border: 1px solid var(--edge); padding: 2px 8px; text-align: center; }
        table.matrix td:first-child { text-align: left; cursor: pointer; color: var(--accent); }
        ul.findings { margin: 8px 0; padding-left: 18px; }
        .severity-error { color: var(--error); } .severity-warning { color: var(--warning); }
        .hidden { display: none !important; }
        </style>
        </head>
        <body>
        <header>
          <h1>bar preview</h1>
          <span>Posture:</span><span id="postures"></span>
          <span>Theme:</span>
          <button id="theme-light" data-theme-choice="light">Light</button>
          <button id="theme-dark" data-theme-choice="dark">Dark</button>
          <span id="status">connecting…</span>
        </header>
        <main>
          <div id="content"></div>
          <aside id="explain"><button id="explain-close">Close</button><h3 id="explain-title"></h3><pre id="explain-text"></pre></aside>
        </main>
        <script>
        "use strict";
        let snapshot = null, posture = "all", theme = "auto";
        const $ = (id) => document.getElementById(id);
        const el = (tag, attrs = {}, text) => { const e = document.createElement(tag);
          for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v); if (text !== undefined) e.textContent = text; return e; };

        function setTheme(choice) {
          theme = choice; document.documentElement.dataset.theme = choice;
          for (const b of document.querySelectorAll("[data-theme-choice]")) b.setAttribute("aria-pressed", String(b.dataset.themeChoice === choice));
          render();
        }
        for (const b of document.querySelectorAll("[data-theme-choice]")) b.onclick = () => setTheme(theme === b.dataset.themeChoice ? "auto" : b.dataset.themeChoice);

        // The pictures carry their own light and dark colours under prefers-color-scheme; a chosen theme
        // makes one of them apply always.
        function themed(svg) {
          if (theme === "dark") return svg.replaceAll("@media (prefers-color-scheme: dark)", "@media all");
          if (theme === "light") return svg.replaceAll("@media (prefers-color-scheme: dark)", "@media not all");
          return svg;
        }

        async function explain(path, screen, id) {
          const response = await fetch(`/api/explain?path=${encodeURIComponent(path)}&screen=${encodeURIComponent(screen)}&id=${encodeURIComponent(id)}`);
          $("explain-title").textContent = `${id} in ${screen}`;
          $("explain-text").textContent = await response.text();
          $("explain").classList.add("open");
        }
        $("explain-close").onclick = () => $("explain").classList.remove("open");

        function renderPostureSwitcher() {
          const names = [];
          for (const file of snapshot.files) for (const s of file.screens) for (const p of (s.postures || [])) if (!names.includes(p)) names.push(p);
          const bar = $("postures"); bar.replaceChildren();
          for (const name of ["all", ...names]) {
            const b = el("button", { "data-posture": name, "aria-pressed": String(name === posture) }, name === "all" ? "All" : name);
            b.onclick = () => { posture = name; render(); };
            bar.appendChild(b);
          }
        }

        function render() {
          if (!snapshot) return;
          renderPostureSwitcher();
          const content = $("content"); content.replaceChildren();
          for (const file of snapshot.files) {
            for (const screen of file.screens) {
              const section = el("section", { class: "screen", "data-screen": screen.id });
              const h = el("h2", {}, `${screen.title || screen.id} `); h.appendChild(el("span", { class: "path" }, `${file.path} · ${screen.id}${screen.device ? " · " + screen.device : ""}`));
              section.appendChild(h);
              if (screen.error) { section.appendChild(el("p", { class: "severity-error" }, screen.error)); content.appendChild(section); continue; }
              const pictures = el("div", { class: "pictures" });
              for (const picture of screen.pictures) {
                const box = el("div", { class: "picture", "data-posture": picture.posture });
                if (posture !== "all" && picture.posture !== posture) box.classList.add("hidden");
                box.innerHTML = themed(picture.svg);
                const svg = box.querySelector("svg");
                if (svg) {
                  svg.addEventListener("click", (event) => {
                    const entry = event.target.closest("g.bar-entry"), rect = entry && entry.querySelector("rect[data-entry]");
                    if (rect) explain(file.path, screen.id, rect.dataset.entry);
                  });
                }
                pictures.appendChild(box);
              }
              section.appendChild(pictures);
              const table = el("table", { class: "matrix" }), head = el("tr");
              head.appendChild(el("th", {}, "entry"));
              screen.matrix.columns.forEach((c) => { const th = el("th", {}, c); if (posture !== "all" && c !== posture) th.classList.add("hidden"); head.appendChild(th); });
              table.appendChild(head);
              for (const row of screen.matrix.rows) {
                const tr = el("tr", { "data-entry": row.id }), name = el("td", { title: "Show the --explain trail" }, `${row.title} (${row.id})`);
                name.onclick = () => explain(file.path, screen.id, row.id);
                tr.appendChild(name);
                row.cells.forEach((cell, i) => { const td = el("td", {}, cell); if (posture !== "all" && screen.matrix.columns[i] !== posture) td.classList.add("hidden"); tr.appendChild(td); });
                table.appendChild(tr);
              }
              section.appendChild(table);
              content.appendChild(section);
            }
            const findings = el("ul", { class: "findings", "data-path": file.path });
            for (const f of file.findings) findings.appendChild(el("li", { class: `severity-${f.severity}` }, `${file.path}:${f.line}:${f.column}: ${f.severity}: ${f.message} [${f.id}]`));
            if (file.findings.length === 0) findings.appendChild(el("li", {}, `${file.path}: no findings`));
            content.appendChild(findings);
          }
          document.body.dataset.generation = String(snapshot.generation);
        }

        async function load() {
          const response = await fetch("/api/snapshot", { cache: "no-store" });
          snapshot = await response.json();
          render();
          $("status").textContent = `updated ${new Date().toLocaleTimeString()} · generation ${snapshot.generation}`;
        }

        const events = new EventSource("/api/events");
        events.addEventListener("change", () => load());
        events.onerror = () => { $("status").textContent = "disconnected; retrying…"; };
        load();
        </script>
        </body>
        </html>

        """
}

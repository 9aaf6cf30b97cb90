import Foundation

/// The report's reading view (`metrics/reading/`): one page per screen of each app, every
/// pattern's files for that screen side by side, each line tinted by its file's layer, the
/// roles' code lines above each column, and a finder that marks the same responsibility in every
/// column from the functions' names; an index of the screens with their sizes per pattern and
/// the module graph of Package.swift. Static HTML with one style sheet and one script beside it
/// (`reading.css`, `reading.js`), nothing from elsewhere: it works from the file system, offline,
/// and prints.
public enum ReadingView {
    /// One Swift file of a variant, as the page shows it.
    public struct Source: Sendable {
        public var path: String
        public var text: String
        public var codeLines: Int
        /// The surviving mutants on each line (from `make mutants`), as the report words them.
        public var survivors: [Int: [String]] = [:]

        public init(path: String, text: String, codeLines: Int) {
            self.path = path
            self.text = text
            self.codeLines = codeLines
        }
    }

    public struct Page: Hashable, Sendable {
        public var fileName: String
        public var contents: String
    }

    /// A screen of an app: "Football Gather", "PlayerAdd", its variants' files by pattern.
    struct Screen {
        var app: String
        var name: String
        var files: [String: [Source]]

        var fileName: String {
            "\(app.lowercased().replacingOccurrences(of: " ", with: "-"))-\(name.lowercased()).html"
        }
    }

    /// The screens in the order the apps' specs list them; a screen of no list (one an exercise
    /// adds) after them.
    static let screenOrder = [
        "Login", "PlayerList", "PlayerAdd", "PlayerDetail", "PlayerEdit", "ConfirmPlayers", "Gather",
        "CardList", "CardDetails", "CardPhoto", "PhotoCapture", "PhotoLibrary", "Crop",
    ]

    /// The order a reader takes each pattern's roles in: where the decisions are first, then the
    /// view; the seams of VIPER and VIP before the roles that implement them.
    static let roleOrder: [String: [String]] = [
        "MVC": ["Controller", "View"],
        "MVVM": ["ViewModel", "Output", "View"],
        "MVP": ["Presenter", "ViewProtocol", "View"],
        "MVPC": ["Presenter", "Output", "ViewProtocol", "View"],
        "VIPER": ["Protocols", "View", "Presenter", "Interactor", "Router", "Module"],
        "VIP": ["Models", "ViewController", "Interactor", "Presenter", "Router", "Configurator"],
        "UDF": ["Feature", "View"],
        "Composition": ["Controller"],
    ]

    /// Every file: `index.html`, one page per screen, the style sheet and the script. `report`
    /// gives each app's size per pattern; `graph` is the module graph's SVG, if the package could
    /// be read.
    public static func pages(sources: [Source], patterns: [String], report: MetricsReport, graph: String?) -> [Page] {
        let screens = screens(of: sources, patterns: patterns)
        var pages = [
            Page(fileName: "index.html", contents: index(screens, patterns: patterns, report: report, graph: graph)),
            Page(fileName: "reading.css", contents: style),
            Page(fileName: "reading.js", contents: script),
        ]
        for (position, screen) in screens.enumerated() {
            let previous = position > 0 ? screens[position - 1] : nil
            let next = position + 1 < screens.count ? screens[position + 1] : nil
            pages.append(
                Page(
                    fileName: screen.fileName,
                    contents: page(screen, patterns: patterns, previous: previous, next: next)))
        }
        return pages
    }

    /// The screens of `Variants/<Pattern>/<App>/<Screen>/`, each with its files per pattern.
    static func screens(of sources: [Source], patterns: [String]) -> [Screen] {
        var byKey: [String: Screen] = [:]
        for source in sources {
            let parts = source.path.split(separator: "/").map(String.init)
            guard parts.count == 5, parts[0] == "Variants", patterns.contains(parts[1]),
                let variant = SourceRole.variant(folder: parts[0...2].joined(separator: "/")),
                variant.app != "Both apps"
            else { continue }
            let key = "\(variant.app)|\(parts[3])"
            byKey[key, default: Screen(app: variant.app, name: parts[3], files: [:])].files[parts[1], default: []]
                .append(source)
        }
        func rank(_ screen: Screen) -> (String, Int, String) {
            (screen.app, screenOrder.firstIndex(of: screen.name) ?? screenOrder.count, screen.name)
        }
        return byKey.values.sorted { rank($0) < rank($1) }.map { screen in
            var sorted = screen
            for (pattern, files) in screen.files {
                let order = roleOrder[pattern] ?? []
                sorted.files[pattern] = files.sorted { lhs, rhs in
                    let left = order.firstIndex(of: role(of: lhs.path)) ?? order.count
                    let right = order.firstIndex(of: role(of: rhs.path)) ?? order.count
                    return (left, lhs.path) < (right, rhs.path)
                }
            }
            return sorted
        }
    }

    static func role(of path: String) -> String {
        if case .variant(_, _, let role) = SourceRole(path: path) { return role }
        return "Other"
    }

    static func layer(of path: String) -> String {
        if case .variant(let pattern, _, let role) = SourceRole(path: path) {
            return Layer.of(role: role, in: pattern)?.rawValue ?? "other"
        }
        return "other"
    }

    // MARK: The index

    static func index(_ screens: [Screen], patterns: [String], report: MetricsReport, graph: String?) -> String {
        var body = [
            "<header><nav><a href=\"../report.html\">The metrics report</a></nav>",
            "<h1>One screen in every pattern</h1>",
            "<p>Each page shows one screen's files side by side, two patterns at first (tick more, or all in one click; A− and A+ size the code for a projector), find a function or a word in all of them at once, and see each line's layer by its tint. Sizes are code lines (no blank or comment lines) of the screen's folder, <code>Variants/&lt;Pattern&gt;/&lt;App&gt;/&lt;Screen&gt;/</code>.</p>",
            legend(interactive: false),
            "</header><main>",
        ]
        for app in ["Football Gather", "My Cards"] {
            let appScreens = screens.filter { $0.app == app }
            guard !appScreens.isEmpty else { continue }
            body.append("<h2>\(escape(app))</h2>")
            body.append(
                "<table class=\"sizes\"><tr><th>screen</th>" + patterns.map { "<th>\(escape($0))</th>" }.joined()
                    + "</tr>")
            for screen in appScreens {
                let cells = patterns.map { pattern -> String in
                    let lines = screen.files[pattern]?.map(\.codeLines).reduce(0, +)
                    return "<td>\(lines.map(String.init) ?? "–")</td>"
                }
                body.append(
                    "<tr><td><a href=\"\(screen.fileName)\">\(escape(screen.name))</a></td>" + cells.joined() + "</tr>")
            }
            let totals = patterns.map { pattern in
                report.variant(pattern, app).map { "<td>\($0.total.codeLines)</td>" } ?? "<td>–</td>"
            }
            body.append("<tr class=\"total\"><td>the whole app</td>" + totals.joined() + "</tr></table>")
        }
        body.append("<h2>The module graph (Package.swift)</h2>")
        body.append(
            "<p>Each variant's library imports the shared modules, never another variant: presentation is all a variant holds.</p>"
        )
        body.append(
            graph ?? "<p>Package.swift could not be read (swift package describe), so the graph is missing.</p>")
        body.append("</main>")
        return document(
            title: "One screen in every pattern — the reading view", body: body.joined(separator: "\n"),
            hasScript: false)
    }

    /// The layers' tints; on a screen's page each is a button that dims the other layers' files.
    static func legend(interactive: Bool) -> String {
        let chips = (Layer.allCases.map(\.rawValue) + ["other"]).map { layer in
            interactive
                ? "<button type=\"button\" class=\"chip \(layerClass(layer))\" data-layer=\"\(layerClass(layer))\">\(escape(layer))</button>"
                : "<span class=\"chip \(layerClass(layer))\">\(escape(layer))</span>"
        }
        return "<p class=\"legend\">Layers: " + chips.joined(separator: " ")
            + " · <span class=\"l survivor\" style=\"display: inline\">a line on this ground</span> holds a bug no unit test of its pattern notices (a surviving mutant of <code>make mutants</code>): point at it for the change.</p>"
    }

    // MARK: A screen's page

    static func page(_ screen: Screen, patterns: [String], previous: Screen?, next: Screen?) -> String {
        let present = patterns.filter { screen.files[$0] != nil }
        var names = Set<String>()
        var columns: [String] = []
        for pattern in present {
            let files = screen.files[pattern] ?? []
            var byRole: [(String, Int)] = []
            for file in files {
                let role = role(of: file.path)
                if let index = byRole.firstIndex(where: { $0.0 == role }) {
                    byRole[index].1 += file.codeLines
                } else {
                    byRole.append((role, file.codeLines))
                }
            }
            let total = files.map(\.codeLines).reduce(0, +)
            var column = [
                "<section class=\"column\" data-pattern=\"\(pattern)\">",
                "<div class=\"head\"><h2>\(escape(pattern)) <span class=\"found\"></span></h2>",
                "<p class=\"roles\">" + byRole.map { "\(escape($0.0)) \($0.1)" }.joined(separator: " · ")
                    + " — \(total) code lines</p></div>",
            ]
            for file in files {
                let declarations = DeclarationOutline.declarations(in: file.text, path: file.path)
                names.formUnion(declarations.map(\.name))
                column.append(fileBlock(file, declarations: declarations))
            }
            column.append("</section>")
            columns.append(column.joined(separator: "\n"))
        }
        let choices = present.map {
            "<label><input type=\"checkbox\" name=\"pattern\" value=\"\($0)\" checked> \(escape($0))</label>"
        }.joined(separator: " ")
        let nav = [
            "<a href=\"index.html\">All screens</a>",
            previous.map { "<a href=\"\($0.fileName)\" rel=\"prev\">← \(escape($0.name))</a>" },
            next.map { "<a href=\"\($0.fileName)\" rel=\"next\">\(escape($0.name)) →</a>" },
            "<a href=\"../report.html\">The metrics report</a>",
        ].compactMap { $0 }.joined(separator: " · ")
        let body = """
            <header>
            <nav>\(nav)</nav>
            <h1>\(escape(screen.app)) · \(escape(screen.name))</h1>
            <form class="controls" onsubmit="return false">
            <fieldset><legend>Patterns (two or more)</legend>\(choices) <button type="button" id="all-patterns">All \(present.count)</button></fieldset>
            <fieldset class="size"><legend>Text</legend><button type="button" id="smaller" aria-label="Smaller text">A−</button> <button type="button" id="larger" aria-label="Larger text">A+</button></fieldset>
            <label class="find">Find <input id="find" type="search" list="names" placeholder="a function or a word, e.g. \(escape(names.sorted().first ?? "init"))" autocomplete="off"></label>
            <datalist id="names">\(names.sorted().map { "<option value=\"\(escape($0))\">" }.joined())</datalist>
            <span id="note" role="status"></span>
            </form>
            \(legend(interactive: true))
            </header>
            <main class="columns" style="--columns: \(present.count)">
            \(columns.joined(separator: "\n"))
            </main>
            """
        return document(title: "\(screen.name) in every pattern — \(screen.app)", body: body, hasScript: true)
    }

    /// A file: its name, role and layer, then its lines, each marked with the declaration it
    /// belongs to.
    static func fileBlock(_ file: Source, declarations: [DeclarationOutline.Declaration]) -> String {
        var lines = file.text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        let owners = DeclarationOutline.owners(of: lines.count, in: declarations)
        let layer = layer(of: file.path)
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        let rendered = lines.enumerated().map { index, line in
            let owner = owners[index].map { " data-fn=\"\(escape($0))\"" } ?? ""
            guard let survivors = file.survivors[index + 1] else {
                return "<span class=\"l\"\(owner)><i>\(index + 1)</i>\(escape(line))</span>"
            }
            // A surviving mutant: a bug here that no unit test of the pattern notices.
            let told = survivors.map { "Survives the unit tests: " + $0 }.joined(separator: "\n")
            return
                "<span class=\"l survivor\"\(owner) title=\"\(escape(told))\"><i>\(index + 1)</i>\(escape(line))</span>"
        }
        return """
            <article class="file \(layerClass(layer))" data-path="\(escape(file.path))"\(decides(file.path) ? " data-decides" : "")>
            <h3>\(escape(name)) <span>\(escape(role(of: file.path))) · \(escape(layer)) · \(file.codeLines) code lines</span></h3>
            <pre><code>\(rendered.joined())</code></pre>
            </article>
            """
    }

    /// Whether the file's role is where its pattern decides — the controller, view model,
    /// presenter or interactor — where Find looks first.
    static func decides(_ path: String) -> Bool {
        ["presentation logic", "business logic"].contains(layer(of: path))
    }

    static func layerClass(_ layer: String) -> String {
        "L-" + layer.replacingOccurrences(of: " ", with: "-")
    }

    // MARK: The document

    static func document(title: String, body: String, hasScript: Bool) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <link rel="stylesheet" href="reading.css"></head>
        <body>
        \(body)
        \(hasScript ? "<script src=\"reading.js\"></script>" : "")
        </body></html>
        """
    }

    static let style = """
        :root { --view: #e3eefb; --presentation-logic: #fde9d2; --business-logic: #f9dede; --navigation: #dcf1ee;
          --assembly: #e2f2dc; --contracts: #faf1c8; --other: #eeeeee; }
        body { font: 14px/1.4 system-ui, sans-serif; margin: 0; color: #1d1d1d; background: #fff; --code: 14px; }
        header { padding: 0.5em 1em; border-bottom: 1px solid #ccc; background: #fafafa; }
        header h1 { font-size: 1.3em; margin: 0.2em 0; }
        nav a { color: #1f4f8a; }
        main { padding: 0.5em 1em; }
        .controls { display: flex; flex-wrap: wrap; gap: 0.5em 1.5em; align-items: center; }
        .controls fieldset { border: 0; padding: 0; margin: 0; }
        .controls legend { float: left; margin-right: 0.5em; }
        .controls label { margin-right: 0.6em; white-space: nowrap; }
        .controls button { font: inherit; }
        #find { width: 22em; font: inherit; }
        #note { color: #8a1f1f; }
        .legend { margin: 0.3em 0; }
        .chip { font: 12px system-ui, sans-serif; border: 1px solid #bbb; border-radius: 3px; padding: 1px 6px; cursor: pointer; color: #1d1d1d; }
        .L-view { --tint: var(--view); } .L-presentation-logic { --tint: var(--presentation-logic); }
        .L-business-logic { --tint: var(--business-logic); } .L-navigation { --tint: var(--navigation); }
        .L-assembly { --tint: var(--assembly); } .L-contracts { --tint: var(--contracts); } .L-other { --tint: var(--other); }
        .chip, .file { background: var(--tint); }
        .columns { display: grid; grid-template-columns: repeat(var(--columns), minmax(0, 1fr)); gap: 0.75em; }
        .column { overflow: auto; max-height: calc(100vh - 11em); border: 1px solid #ddd; padding: 0 0.4em 0.4em; }
        .column[hidden] { display: none; }
        .column .head { position: sticky; top: 0; background: #fff; z-index: 1; padding: 0.3em 0 0.2em; }
        .column h2 { margin: 0; font-size: 1.1em; }
        .found { font: 12px system-ui, sans-serif; color: #555; }
        .roles { margin: 0 0 0.4em; color: #444; font-size: 12px; }
        .file { margin: 0 0 0.6em; border-left: 4px solid rgba(0, 0, 0, 0.25); }
        .file h3 { font: 600 12px ui-monospace, monospace; margin: 0; padding: 0.2em 0.4em; background: rgba(255, 255, 255, 0.55); }
        .file h3 span { font-weight: normal; color: #444; }
        pre { margin: 0; font: var(--code)/1.35 ui-monospace, "DejaVu Sans Mono", monospace; }
        .l { display: block; white-space: pre; padding-right: 0.5em; }
        .l.survivor { background: #fff1b8; box-shadow: inset 3px 0 0 #b8860b; }
        .l i { display: inline-block; width: 2.6em; color: #6b6b6b; font-style: normal; text-align: right; margin-right: 0.6em; user-select: none; }
        /* Found lines in dark colours of their own, white text: readable on every layer's pale tint. */
        .l.hit { background: #0b3d91; color: #fff; }
        .l.hit-text { background: #6a1b9a; color: #fff; }
        .l.hit i, .l.hit-text i { color: #e0e0ff; }
        body[data-layer] .file { opacity: 0.3; }
        body[data-layer="L-view"] .file.L-view, body[data-layer="L-presentation-logic"] .file.L-presentation-logic,
        body[data-layer="L-business-logic"] .file.L-business-logic, body[data-layer="L-navigation"] .file.L-navigation,
        body[data-layer="L-assembly"] .file.L-assembly, body[data-layer="L-contracts"] .file.L-contracts,
        body[data-layer="L-other"] .file.L-other { opacity: 1; }
        table.sizes { border-collapse: collapse; margin: 0.4em 0 1.2em; }
        table.sizes th, table.sizes td { border: 1px solid #ccc; padding: 0.2em 0.7em; text-align: right; }
        table.sizes th:first-child, table.sizes td:first-child { text-align: left; }
        table.sizes tr.total td { font-weight: 600; }
        svg.graph { max-width: 1180px; font: 12px system-ui, sans-serif; }
        @media print {
          header .controls, .legend { display: none; }
          .columns { display: grid; }
          .column { max-height: none; overflow: visible; border: 0; }
          .l { white-space: pre-wrap; }
          .column .head { position: static; }
        }
        """

    /// Shows two patterns at first and keeps the chosen ones (at least two) across reloads, in the
    /// address's fragment and in local storage (a link such as `#patterns=MVC,VIPER&find=nameDidChange`
    /// opens the page so), with all of them one click away and the code's size in steps; marks the
    /// lines of the declarations whose name holds the word found, and the lines that hold it, in
    /// every column, and scrolls each column to its first where the pattern decides; a layer's
    /// chip dims the files of the other layers.
    static let script = """
        (function () {
          var boxes = Array.prototype.slice.call(document.querySelectorAll('input[name=pattern]'));
          var columns = Array.prototype.slice.call(document.querySelectorAll('.column'));
          var note = document.getElementById('note');
          var input = document.getElementById('find');
          function stored() {
            var fromHash = (location.hash.match(/patterns=([A-Z,]+)/) || [])[1];
            if (fromHash) return fromHash.split(',');
            try { var saved = localStorage.getItem('reading-patterns'); if (saved) return saved.split(','); } catch (e) {}
            return null;
          }
          function show(chosen) {
            var shown = 0;
            boxes.forEach(function (box) { box.checked = chosen.indexOf(box.value) >= 0; });
            columns.forEach(function (column) {
              column.hidden = chosen.indexOf(column.dataset.pattern) < 0;
              if (!column.hidden) shown += 1;
            });
            document.querySelector('.columns').style.setProperty('--columns', Math.max(shown, 1));
          }
          function chosenNow() { return boxes.filter(function (box) { return box.checked; }).map(function (box) { return box.value; }); }
          function keep(chosen) {
            try { localStorage.setItem('reading-patterns', chosen.join(',')); } catch (e) {}
            var word = input.value.trim();
            history.replaceState(null, '', '#patterns=' + chosen.join(',') + (word ? '&find=' + encodeURIComponent(word) : ''));
          }
          // Two patterns at first: more columns cut code at a projector's width. All are one click away.
          var initial = stored();
          var known = (initial || []).filter(function (pattern) { return boxes.some(function (box) { return box.value === pattern; }); });
          if (known.length >= 2 || (known.length >= 1 && boxes.length < 2)) show(known);
          else show(boxes.slice(0, 2).map(function (box) { return box.value; }));
          document.getElementById('all-patterns').addEventListener('click', function () {
            var all = boxes.map(function (box) { return box.value; });
            note.textContent = '';
            show(all);
            keep(all);
            find();
          });
          var sizes = [12, 14, 16, 18, 21, 24];
          var size = 1;
          try { var savedSize = sizes.indexOf(Number(localStorage.getItem('reading-size'))); if (savedSize >= 0) size = savedSize; } catch (e) {}
          function applySize() {
            document.body.style.setProperty('--code', sizes[size] + 'px');
            try { localStorage.setItem('reading-size', String(sizes[size])); } catch (e) {}
          }
          applySize();
          document.getElementById('smaller').addEventListener('click', function () { size = Math.max(0, size - 1); applySize(); });
          document.getElementById('larger').addEventListener('click', function () { size = Math.min(sizes.length - 1, size + 1); applySize(); });
          boxes.forEach(function (box) {
            box.addEventListener('change', function () {
              var chosen = chosenNow();
              if (chosen.length < Math.min(2, boxes.length)) {
                box.checked = true;
                note.textContent = 'Keep at least two patterns side by side.';
                return;
              }
              note.textContent = '';
              show(chosen);
              keep(chosen);
              find();
            });
          });
          function find() {
            var word = input.value.trim().toLowerCase();
            columns.forEach(function (column) {
              // The first line found where the pattern decides (its controller, view model, presenter
              // or interactor) is where the column scrolls; the first anywhere if none is there.
              var first = null, deciding = null, count = 0;
              column.querySelectorAll('.l').forEach(function (line) {
                line.classList.remove('hit', 'hit-text');
                if (word.length < 2) return;
                var owner = (line.dataset.fn || '').toLowerCase();
                if (owner && owner.indexOf(word) >= 0) line.classList.add('hit');
                else if (line.textContent.toLowerCase().indexOf(word) >= 0) line.classList.add('hit-text');
                else return;
                count += 1;
                if (!first) first = line;
                if (!deciding && line.closest('[data-decides]')) deciding = line;
              });
              first = deciding || first;
              column.querySelector('.found').textContent = word.length < 2 ? '' : count + (count === 1 ? ' line' : ' lines');
              if (first && !column.hidden) column.scrollTop = first.offsetTop - column.offsetTop - 90;
            });
          }
          input.addEventListener('input', function () { find(); keep(chosenNow()); });
          var asked = (location.hash.match(/find=([^&]+)/) || [])[1];
          if (asked) { input.value = decodeURIComponent(asked); find(); }
          document.querySelectorAll('.chip').forEach(function (chip) {
            chip.addEventListener('click', function () {
              var layer = chip.dataset.layer;
              if (document.body.dataset.layer === layer) delete document.body.dataset.layer;
              else document.body.dataset.layer = layer;
            });
          });
        })();
        """

    static func escape(_ text: String) -> String { HTMLReport.escape(text) }
}

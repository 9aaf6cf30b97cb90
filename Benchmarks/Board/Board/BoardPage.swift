/// The board's one page: a table of exercise × pattern, each cell the reference solution's cost
/// and every pair's beside it, filled in as rows arrive (a long poll of GET /rows). The columns
/// are the board's patterns, as the server lists them. Names are set as text, never as markup: a
/// pair's name cannot change the page. Opened on the teacher's machine, each pair's row has a
/// Remove button (the server takes a removal from that machine only).
enum BoardPage {
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>The room's costs</title>
        <style>
          body { font: 18px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #111; }
          h1 { font-size: 1.6rem; margin: 0 0 .3rem; }
          p.how { margin: 0 0 1rem; color: #444; }
          table { border-collapse: collapse; width: 100%; }
          th, td { border: 1px solid #bbb; padding: .4rem .5rem; vertical-align: top; text-align: left; }
          th { background: #eef2f6; }
          td.empty { color: #999; }
          .reference { color: #555; font-size: .9em; border-bottom: 1px dotted #bbb; margin-bottom: .2rem; }
          .pair b { font-weight: 600; }
          .new { background: #fff6c8; }
          button.remove { font: inherit; font-size: .8em; margin-left: .4rem; padding: 0 .4rem; cursor: pointer; }
          #status { margin-top: .8rem; color: #555; font-size: .9em; }
        </style>
        </head>
        <body>
        <h1>The room's costs</h1>
        <p class="how">Each pair: <code>make cost EX=01 BOARD=&lt;this address&gt; PAIR=&lt;your names&gt;</code>. A cell: code lines added and removed, files edited and new, types, protocols and tests added — the reference solution's first, then each pair's; a row that just came in is marked.</p>
        <table id="board"><thead></thead><tbody></tbody></table>
        <div id="status">Connecting…</div>
        <script>
        let version = -1;
        // The teacher's machine: the only one whose removal the board takes.
        const onTeachersMachine = ["127.0.0.1", "localhost", "[::1]"].includes(location.hostname);
        // When each row was first drawn: a row that arrives while the page is open is marked
        // new for 15 seconds, so the room sees which one just came in.
        const firstDrawn = new Map();
        let loaded = false;

        function figures(row) {
          const signed = n => (n < 0 ? `−${-n}` : `+${n}`);
          return `lines +${row.linesAdded} −${row.linesRemoved} · files ${row.filesTouched} + ${row.filesAdded} new · ` +
                 `types ${signed(row.typesAdded)} · protocols ${signed(row.protocolsAdded)} · tests ${signed(row.testsAdded)}`;
        }

        function line(className, who, row) {
          const div = document.createElement("div");
          div.className = className;
          const name = document.createElement("b");
          name.textContent = who + ": ";
          div.append(name, figures(row));
          return div;
        }

        function removeButton(row) {
          const button = document.createElement("button");
          button.className = "remove";
          button.textContent = "Remove";
          const what = `${row.pair}'s row of exercise ${row.exercise} in ${row.pattern}`;
          button.title = `Remove ${what}`;
          button.addEventListener("click", async () => {
            if (!confirm(`Remove ${what}? The pair can send it again.`)) return;
            const query = new URLSearchParams({ pair: row.pair, exercise: row.exercise, pattern: row.pattern });
            const response = await fetch(`rows?${query}`, { method: "DELETE" });
            if (!response.ok) {
              const answer = await response.json().catch(() => ({}));
              document.getElementById("status").textContent = answer.error || `The board refused: status ${response.status}`;
            }
          });
          return button;
        }

        function render(board) {
          const exercises = [...new Set(board.rows.map(r => r.exercise))].sort();
          const head = document.querySelector("#board thead");
          head.replaceChildren();
          const header = document.createElement("tr");
          for (const title of ["exercise", ...board.patterns.map(p => p.shown)]) {
            const th = document.createElement("th");
            th.textContent = title;
            header.append(th);
          }
          head.append(header);
          const body = document.querySelector("#board tbody");
          body.replaceChildren();
          for (const exercise of exercises) {
            const tr = document.createElement("tr");
            const th = document.createElement("th");
            th.textContent = exercise;
            tr.append(th);
            for (const pattern of board.patterns.map(p => p.name)) {
              const td = document.createElement("td");
              const reference = board.references.find(r => r.exercise === exercise && r.pattern === pattern);
              if (reference) td.append(line("reference", "reference", reference));
              const pairs = board.rows.filter(r => r.exercise === exercise && r.pattern === pattern);
              for (const row of pairs) {
                const key = `${row.pair}|${row.exercise}|${row.pattern}|${figures(row)}`;
                if (!firstDrawn.has(key)) firstDrawn.set(key, loaded ? Date.now() : 0);
                const div = line("pair", row.pair, row);
                if (Date.now() - firstDrawn.get(key) < 15000) div.classList.add("new");
                if (onTeachersMachine) div.append(removeButton(row));
                td.append(div);
              }
              if (pairs.length === 0) { td.classList.add("empty"); td.append(reference ? "" : "–"); }
              tr.append(td);
            }
            body.append(tr);
          }
          loaded = true;
          const pairs = new Set(board.rows.map(r => r.pair)).size;
          document.getElementById("status").textContent =
            `${board.rows.length} row(s) from ${pairs} pair(s) · updated ${new Date().toLocaleTimeString()}` +
            (exercises.length === 0 ? " · no row yet: the table fills in as pairs send theirs" : "");
        }

        async function poll() {
          try {
            const response = await fetch(`rows?after=${version}`, { cache: "no-store" });
            const board = await response.json();
            version = board.version;
            render(board);
            // Half a second between two requests: rows that come together are drawn together.
            setTimeout(poll, 500);
          } catch (error) {
            document.getElementById("status").textContent = "The board does not answer: trying again…";
            setTimeout(poll, 2000);
          }
        }
        poll();
        </script>
        </body>
        </html>
        """
}

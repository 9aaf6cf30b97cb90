#!/usr/bin/env python3
"""Does an editor get answers from SourceKit-LSP here? Starts `sourcekit-lsp` on the package as
VS Code's Swift extension does (JSON-RPC over stdio), opens Shared/Domain/Gather/Player.swift
and asks where `Skill` in `public var skill: Skill?` is declared: the answer must be
Shared/Domain/Gather/Skill.swift, which only the compiler's view of the whole module can give.

usage: scripts/lsp-check.py [--timeout SECONDS]     exit 0 when answered rightly, 1 otherwise
"""
import argparse
import json
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FILE = ROOT / "Shared/Domain/Gather/Player.swift"
ASKED = "    public var skill: Skill?"
EXPECTED = "Shared/Domain/Gather/Skill.swift"


class Server:
    """sourcekit-lsp on stdio: requests written, messages read on a thread of their own."""

    def __init__(self):
        self.process = subprocess.Popen(["sourcekit-lsp"], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.messages = queue.Queue()
        self.next_id = 0
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    return
                if line in (b"\r\n", b"\n"):
                    break
                name, _, value = line.decode("ascii").partition(":")
                if name.lower() == "content-length":
                    length = int(value)
            if length is not None:
                self.messages.put(json.loads(stream.read(length)))

    def send(self, message):
        body = json.dumps({"jsonrpc": "2.0", **message}).encode("utf-8")
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def request(self, method, params, deadline):
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params})
        while time.monotonic() < deadline:
            try:
                message = self.messages.get(timeout=max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                break
            if message.get("id") == self.next_id and "method" not in message:
                return message
            if "method" in message and "id" in message:  # a request from the server: say yes
                self.send({"id": message["id"], "result": None})
        raise TimeoutError(f"sourcekit-lsp did not answer {method}")

    def notify(self, method, params):
        self.send({"method": method, "params": params})

    def stop(self):
        self.process.kill()
        self.process.wait()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timeout", type=float, default=600, help="seconds for the whole check")
    options = parser.parse_args()
    text = FILE.read_text(encoding="utf-8")
    line = text.splitlines().index(ASKED)
    character = ASKED.rindex("Skill")
    started = time.monotonic()
    deadline = started + options.timeout
    server = Server()
    try:
        server.request("initialize", {"processId": None, "rootUri": ROOT.as_uri(), "capabilities": {}}, deadline)
        server.notify("initialized", {})
        server.notify("textDocument/didOpen", {"textDocument": {"uri": FILE.as_uri(), "languageId": "swift", "version": 1,
                                                               "text": text}})
        # The first answers may come before the package is loaded: ask again until one is right.
        answer = None
        while time.monotonic() < deadline:
            answer = server.request("textDocument/definition", {"textDocument": {"uri": FILE.as_uri()},
                                                                "position": {"line": line, "character": character}},
                                    deadline).get("result")
            locations = answer if isinstance(answer, list) else [answer] if answer else []
            if any(location.get("uri", "").endswith(EXPECTED) for location in locations):
                print(f"sourcekit-lsp answered: `Skill` is declared in {EXPECTED} "
                      f"({time.monotonic() - started:.0f} s after it started)")
                return 0
            time.sleep(1)
        print(f"sourcekit-lsp did not find `Skill`'s declaration within {options.timeout:.0f} s; last answer: {answer}",
              file=sys.stderr)
        return 1
    except (TimeoutError, BrokenPipeError) as error:
        print(f"sourcekit-lsp: {error}", file=sys.stderr)
        return 1
    finally:
        server.stop()


if __name__ == "__main__":
    sys.exit(main())

"""Check: the references of requests 2.32.3, and a sample of its edges to judge by hand.

    python benchmarks/requests_refs.py [--src-dir /tmp/rk-src] [--work /tmp/rk-bench] [--sample 30]

Downloads the requests 2.32.3 sdist (once), makes a one-commit git repository of it, runs
`create` (static) and checks what a reader must see: `Session.request`'s page links to
`Session.prepare_request` and `Session.send` under "Calls", and `Session.send`'s page lists
`Session.request` under "Called by". Then prints the edge count and `--sample` random edges
(seeded), each with the caller's code lines that name the callee, to be judged by hand (is the
callee the entity the code really calls?). Not a test (it needs a download); not run in CI.
"""

from __future__ import annotations

import argparse
import random
import re
import shutil
import sys
from pathlib import Path

from rk_action import store
from rk_action.create import create
from sdist import sdist_repo


def section(text: str, heading: str) -> str:
    """The bullets of one `### heading` section at the end of a page ("" when absent)."""
    match = re.search(rf"^### {heading}\n((?:- .*\n)+)", text, re.MULTILINE)
    return match.group(1) if match else ""


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--src-dir", type=Path, default=Path("/tmp/rk-src"))
    parser.add_argument("--work", type=Path, default=Path("/tmp/rk-bench"))
    parser.add_argument("--sample", type=int, default=30)
    args = parser.parse_args()
    repo = sdist_repo("requests", "2.32.3", args.src_dir, args.work)
    home = args.work / "requests-refs-home"
    shutil.rmtree(home, ignore_errors=True)
    create(home, str(repo), "requests", jobs=1)
    project = home / "requests"
    docs = project / "docs" / "src" / "requests"
    request = (docs / "session-request.md").read_text(encoding="utf-8")
    send = (docs / "session-send.md").read_text(encoding="utf-8")
    checks = {
        "Session.request calls Session.prepare_request":
            "- [Session.prepare\\_request](session-prepare-request.md)" in section(request,
                                                                                 "Calls"),
        "Session.request calls Session.send":
            "- [Session.send](session-send.md)" in section(request, "Calls"),
        "Session.send is called by Session.request":
            "- [Session.request](session-request.md)" in section(send, "Called by"),
    }
    for label, passed in checks.items():
        print(f"{'PASS' if passed else 'FAIL'}  {label}")
    meta = store.read_meta(project) or {}
    graph = store.read_graph(project, meta.get("last_commit", ""))
    if graph is None:
        print("FAIL  _refs/ unreadable")
        return 1
    edges = sorted(((doc, ref) for doc, refs in graph.calls.items() for ref in refs),
                   key=lambda edge: (edge[0], edge[1].doc, edge[1].symbol))
    print(f"edges: {len(edges)} between {len(store.read_index(project))} pages")
    for doc, ref in random.Random(16).sample(edges, min(args.sample, len(edges))):
        page = (project / doc).read_text(encoding="utf-8")
        caller = store.parse_doc_meta(page).get("symbol", "")
        name = ref.symbol.rsplit(".", 1)[-1]
        lines = [line.strip() for line in page.split("\n")
                 if re.search(rf"\b{re.escape(name)}\b\s*\(", line)][:2]
        print(f"- {caller} -> {ref.symbol} ({ref.doc.removeprefix('docs/')}): {lines}")
    return 0 if all(checks.values()) else 1


if __name__ == "__main__":
    sys.exit(main())

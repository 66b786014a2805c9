"""The data of the site's search box under `assets/rk/`: the index in parts (`index/`, see
`index_parts`) and the source for layer 4 in parts (`code/`, see `source_parts`); for tools, the
whole index (`search.json`) and all the source (`code.json`).

The index is the CLI's ranking index (`index.build_index`'s JSON, read as is by `rank.js`) with
each entry's current aliases from `_index.md` and, per entry, its place on the site. The source
is the text of every file `git grep` would search for layer 4 (`engine.js` searches it alike),
read from the clone at `last_commit`, or, without a clone, rebuilt from the docs' code at its
line numbers. Secrets are redacted in both.

Each part is also written as a script (`index/head.json.js`, `code/chunk-0.json.js`…:
`data_script`), which is what the site loads: a page opened from disk (`file://`) may not fetch
a file, but it may run a script of its own folder. The `.json` files stay for tools.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import sys
import traceback
from contextlib import suppress
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from rk_action import gitutil, overview, scan, store
from rk_action.errors import GitError, RkError, naming
from rk_action.redact import redact
from rk_action.search.reader import entry_of_line
from rk_action.site import index_parts, pages, source_parts

SEARCH_FORMAT = "rk-action-site-search"
CODE_DIR = "code"
INDEX_DIR = "index"
FILES = ("search.json", "code.json", INDEX_DIR, CODE_DIR)
"""What `write_search_data` writes: the whole index and all the source for tools, the index in
parts for the site (`index_parts`) and the source in parts (`source_parts`)."""


class Pending:
    """The search data being written by another process: `wait()` for it (raises `RkError`
    if it failed), or `cancel()` it when the build failed (a site build that ran out of disk
    left the child writing `search/code.json` into the temporary folder its parent had just
    removed, which it made again, for good)."""

    def __init__(self, child: multiprocessing.process.BaseProcess | None,
                 reader: Connection | None) -> None:
        self._child, self._reader = child, reader

    def wait(self) -> None:
        if self._child is None or self._reader is None:
            return
        self._child.join()
        if self._child.exitcode != 0:
            if self._reader.poll():  # the file system refused: raised here as it was there
                with suppress(EOFError):  # (or the child died saying nothing: EOF)
                    errno, strerror, filename, filename2 = self._reader.recv()
                    raise OSError(errno, strerror, filename, None, filename2)
            raise RkError("the site's search data could not be built "
                          f"(exit {self._child.exitcode})")

    def cancel(self) -> None:
        if self._child is not None:
            self._child.kill()
            self._child.join()


def start(home: Path, project: str, meta: dict[str, str], docs: list[pages.SiteDoc],
          target: Path, folders: list[str] | None = None) -> Pending:
    """`write_search_data` in a forked process, under way. Where there is no fork, the work
    is done here and now."""
    if os.name != "posix":
        write_search_data(home, project, meta, docs, target, folders)
        return Pending(None, None)
    context = multiprocessing.get_context("fork")
    reader, writer = context.Pipe(duplex=False)
    child = context.Process(target=_child, args=(writer, home, project, meta, docs, target,
                                                      folders),
                            name="rk-site-search-data")
    child.start()
    writer.close()
    return Pending(child, reader)


def _child(errors: Connection, home: Path, project: str, meta: dict[str, str],
           docs: list[pages.SiteDoc], target: Path, folders: list[str] | None) -> None:
    try:
        write_search_data(home, project, meta, docs, target, folders)
    except OSError as exc:  # a full disk, say: the parent shows it as its own
        errors.send((exc.errno, exc.strerror, exc.filename, exc.filename2))
        os._exit(1)
    except Exception:  # the parent only sees the exit code: say why here
        traceback.print_exc(file=sys.stderr)
        sys.stderr.flush()
        os._exit(1)


def write_search_data(home: Path, project: str, meta: dict[str, str],
                      docs: list[pages.SiteDoc], target: Path,
                      folders: list[str] | None = None, **sizes: int) -> None:
    """The index in parts (the CLI's ranking index, current aliases, URLs), the source in parts,
    `search.json` and `code.json`. A folder overview's result leads to the page of its folder
    (of `folders`), the root's home. `sizes` may set `index_parts.split_index`'s sizes."""
    from rk_action.search import index as search_index
    from rk_action.search.fallback import largest_entry
    from rk_action.search.ondisk import json_index
    from rk_action.search.rank import index_vocabulary

    project_dir = home / project
    index: dict[str, Any] = json_index(project_dir)
    aliases = {entry.doc: entry.aliases for entry in store.read_index(project_dir)}
    urls = {doc.doc: pages.doc_url(doc) for doc in docs}
    urls |= {overview.doc_path(folder): pages.folder_url(folder)
             for folder in ["", *(folders or [])]}
    entries, links, held = [], [], []
    for line in index["entries"]:
        fields = line.split("\t")
        doc = fields[1]
        current = [" ".join(alias.split()) for alias in aliases.get(doc, fields[7:])]
        entries.append("\t".join(fields[:7] + current))
        links.append(urls.get(doc, ""))
        held.append(current)
    exact, by_terms = search_index.alias_tables(held, index_vocabulary(index))
    rank = {**index, "entries": entries, "alias_exact": exact, "alias_terms": by_terms}
    files = source_files(home, project, meta, docs)
    _write_json(target / "code.json", {"files": files}, script=False)
    by_source = entries_by_source(entries)
    code = write_source_parts(target / CODE_DIR, files, by_source)
    _write_json(target / "search.json", {"format": SEARCH_FORMAT, "project": project,
                                         "urls": links, "code": code, "rank": rank},
                script=False)
    largest = largest_entry((position, (first, last)) for held in by_source.values()
                            for position, _, first, last in held)
    parts = index_parts.split_index(project, rank, links, code, largest, **sizes)
    for name, value in parts.items():
        _write_json(target / INDEX_DIR / name, value)


EntrySpan = tuple[int, str, int, int]
"""(position, symbol, first line, last line) of an entry."""


def entries_by_source(entries: list[str]) -> dict[str, list[EntrySpan]]:
    """source path → `[position, symbol, first line, last line]` of each of its entries, in
    position order: what layer 4 asks of the entries of a file it searched."""
    out: dict[str, list[EntrySpan]] = {}
    for position, line in enumerate(entries):
        found = entry_of_line(line)
        first, last = found["lines"]
        out.setdefault(found["source"], []).append((position, found["symbol"], first, last))
    return out


def write_source_parts(folder: Path, files: dict[str, str],
                       entries: dict[str, list[EntrySpan]]) -> dict[str, int]:
    """The source in chunks and word shards (`source_parts`); their counts. A chunk carries
    the entries of its files (`entries_by_source`)."""
    chunks = source_parts.chunks(files)
    for number, chunk in enumerate(chunks):
        _write_json(folder / f"chunk-{number}.json", {
            "files": chunk, "entries": {path: entries[path] for path in chunk if path in entries}})
    shards = source_parts.word_shards(chunks)
    for number, shard in enumerate(shards):
        _write_json(folder / f"words-{number}.json", shard)
    return {"chunks": len(chunks), "shards": len(shards)}


def _write_json(path: Path, data: object, script: bool = True) -> None:
    """`data` as JSON in `path`, and (unless not `script`) as a script in `path` + `.js`
    (`data_script`)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    # Bytes, not str: the escaping copies the text, and a str holding a single wide character
    # spends two or four bytes on every character (code.json of CPython's Lib/ is 12 MB)
    encoded = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    with naming(path):
        path.write_bytes(encoded)
    if script:
        twin = path.with_name(f"{path.name}.js")
        with naming(twin):
            twin.write_bytes(data_script(path.name, encoded))


_JS_STRING_ESCAPES = ((b"\\", b"\\\\"), (b"'", b"\\'"), (b"\n", b"\\n"), (b"\r", b"\\r"),
                      ("\u2028".encode(), b"\\u2028"), ("\u2029".encode(), b"\\u2029"))


def data_script(name: str, json_text: bytes) -> bytes:
    """A script (UTF-8) that leaves `json_text` (UTF-8 JSON) in `window.rkActionData[name]`,
    for the site's `site.js` to parse. The JSON goes in as a string that `JSON.parse` reads,
    never as an object literal, where a key `__proto__` (a word of the code, a file's name)
    would set the object's prototype rather than be a key. The string escapes the backslash,
    its quote and every line terminator: nothing in it can end it."""
    literal = json_text
    for raw, escaped in _JS_STRING_ESCAPES:
        literal = literal.replace(raw, escaped)
    head = ("window.rkActionData = window.rkActionData || {};\n"
            f"window.rkActionData[{json.dumps(name)}] = '")
    return head.encode("utf-8") + literal + b"';\n"


def source_files(home: Path, project: str, meta: dict[str, str],
                 docs: list[pages.SiteDoc]) -> dict[str, str]:
    """The text of every file layer 4 searches: from the clone at `last_commit` when there is
    one, else rebuilt from the docs' code at its line numbers. Secrets are redacted."""
    repo = home / "_repos" / project
    commit = gitutil.object_id(meta.get("last_commit", ""))
    if commit and (repo / ".git").exists():
        try:
            return _files_from_clone(repo, commit, scan.PathFilter.from_meta(meta))
        except GitError:
            pass
    return _files_from_docs(docs)


def _files_from_clone(repo: Path, commit: str, paths: scan.PathFilter) -> dict[str, str]:
    """Every text file `git grep` would search for layer 4 (generated ones too: their best
    line answers nothing in Python either, and must win alike); binary files and files the
    project's include/exclude filter leaves out are left out."""
    listed = scan.scan_tree(gitutil.tree(repo, commit), paths).files
    out = {}
    for entry, data in zip(listed, gitutil.read_blobs(repo, [e.blob for e in listed]),
                           strict=True):
        if b"\0" in data[:8192]:
            continue
        text = scan.decode_source(entry.path, data).text
        if text is None:
            text = data.decode("utf-8", "replace").replace("\r\n", "\n")
        out[entry.path] = redact(text)
    return out


def _files_from_docs(docs: list[pages.SiteDoc]) -> dict[str, str]:
    lines_of: dict[str, list[str]] = {}
    for doc in docs:
        if not doc.code:
            continue
        body = doc.code.split("\n")
        lines = lines_of.setdefault(doc.source, [])
        first = max(doc.lines[0], 1)
        if len(lines) < first - 1 + len(body):
            lines.extend([""] * (first - 1 + len(body) - len(lines)))
        lines[first - 1 : first - 1 + len(body)] = body
    return {source: "\n".join(lines) for source, lines in sorted(lines_of.items())}

"""The documented commit's source as layer 4 reads it: stored once, searched without git.

`git grep HEAD` in the clone (which has no checked-out files) inflates every object of the
commit on each query, a few hundred milliseconds on CPython's `Lib/` before any line is read.
Layer 4 instead reads a copy of the commit's code files made on its first use and kept for that
commit in the clone's git directory (`.git/rk-source/<commit>/`, beside the objects it is made
from, so never in the docs): the files' bytes as they are, the same bytes lowercased (ASCII
only, as `git grep -i` compares them in the C locale), and a table of the files. A query finds
its words with `bytes.find` and reads only the lines that hold them.

What it finds is what `git grep -z -n -i -I HEAD` printed: the lines of the regular files (no
symlinks, no submodules) that are not binary (a NUL in their first 8000 bytes) holding one of
the words, once per line, their text decoded as git's output was. Only the files whose path
`scan.skip_reason` keeps are stored: layer 4 dropped the others anyway.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from rk_action import gitutil, scan

FORMAT = 1
_BINARY_PROBE = 8000  # git's own rule for `-I`: a NUL among the first 8000 bytes
_REGULAR = ("100644", "100755")
_KEEP = 2  # stores of older commits kept besides the current one (another run may read them)


@dataclass(slots=True)
class SourceFiles:
    """The code files of one commit: paths, blob ids, and where each one's bytes lie in the
    `raw` and `lower` buffers (`starts[i]` to `starts[i + 1]`)."""

    paths: list[str]
    blobs: list[str]
    starts: list[int]
    raw: bytes
    lower: bytes
    folder: Path
    """Where the store lies; `remember`/`recall` keep small per-blob facts there."""
    by_path: dict[str, int] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.by_path = {path: i for i, path in enumerate(self.paths)}

    def text(self, path: str) -> bytes | None:
        """The bytes of the file at `path` (None when it is not stored)."""
        index = self.by_path.get(path)
        return None if index is None else self.raw[self.starts[index]:self.starts[index + 1]]

    def blob(self, path: str) -> str | None:
        index = self.by_path.get(path)
        return None if index is None else self.blobs[index]

    def recall(self, kind: str, blob: str) -> object | None:
        """What `remember` kept about a blob under `kind`, or None."""
        try:
            fact: object = json.loads((self.folder / kind / blob).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return fact

    def remember(self, kind: str, blob: str, fact: object) -> None:
        """Keep a fact derived from a blob's bytes alone (written whole, or not at all)."""
        target = self.folder / kind / blob
        try:
            target.parent.mkdir(exist_ok=True)
            staging = target.with_name(f".tmp-{os.getpid()}-{blob}")
            staging.write_text(json.dumps(fact), encoding="utf-8")
            os.replace(staging, target)
        except OSError:
            pass  # a read-only clone: the fact is derived again next time

    def grep(self, patterns: list[str]) -> Iterator[tuple[str, int, str]]:
        """(path, line number, text) of each line holding one of `patterns` (lowercase letters
        and digits), in path then line order, as `git grep -i` gives them."""
        line_starts: set[int] = set()
        for pattern in patterns:
            needle = pattern.encode()
            found = self.lower.find(needle)
            while found >= 0:
                start = self.lower.rfind(b"\n", 0, found) + 1
                file = bisect_right(self.starts, found) - 1
                start = max(start, self.starts[file])  # a file need not end with a newline
                line_starts.add(start)
                end = self.lower.find(b"\n", found)
                if end < 0 or end >= self.starts[file + 1]:
                    end = self.starts[file + 1]
                found = self.lower.find(needle, end)
        file, number, counted_to = -1, 0, 0
        for start in sorted(line_starts):
            if start >= self.starts[file + 1] or file < 0:
                file = bisect_right(self.starts, start) - 1
                number, counted_to = 1, self.starts[file]
            number += self.raw.count(b"\n", counted_to, start)
            counted_to = start
            end = self.raw.find(b"\n", start, self.starts[file + 1])
            line = self.raw[start:end if end >= 0 else self.starts[file + 1]]
            yield self.paths[file], number, line.decode("utf-8", "surrogateescape")


def source_files(repo: Path, commit: str = "HEAD") -> SourceFiles:
    """The stored source of `commit` in the clone `repo`, stored first if it is not yet."""
    sha = gitutil.git("rev-parse", "--verify", "--end-of-options", f"{commit}^{{commit}}",
                      cwd=repo).strip()
    folder = _store_root(repo) / f"{sha}.v{FORMAT}"
    if _LOADED and _LOADED[0].folder == folder and folder.is_dir():
        return _LOADED[0]
    if not (folder / "files.json").is_file():
        _write(repo, sha, folder)
    table = json.loads((folder / "files.json").read_text(encoding="utf-8"))
    files = SourceFiles(table["paths"], table["blobs"], table["starts"],
                        (folder / "raw").read_bytes(), (folder / "lower").read_bytes(), folder)
    _LOADED[:] = [files]  # a store never changes: the next query of a run reuses it
    return files


_LOADED: list[SourceFiles] = []


def _store_root(repo: Path) -> Path:
    git_dir = Path(gitutil.git("rev-parse", "--absolute-git-dir", cwd=repo).strip())
    return git_dir / "rk-source"


def _write(repo: Path, sha: str, folder: Path) -> None:
    """Store the code files of commit `sha`; written to a temporary folder, then renamed, so
    that a reader never sees half a store."""
    listed = [e for e in gitutil.tree(repo, sha)
              if e.mode in _REGULAR and scan.skip_reason(e.path) is None]
    contents = gitutil.read_blobs(repo, [e.blob for e in listed])
    paths, blobs, starts, chunks = [], [], [0], []
    for entry, data in zip(listed, contents, strict=True):
        if b"\0" in data[:_BINARY_PROBE]:
            continue
        paths.append(entry.path)
        blobs.append(entry.blob)
        chunks.append(data)
        starts.append(starts[-1] + len(data))
    raw = b"".join(chunks)
    folder.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".tmp-", dir=folder.parent))
    try:
        (staging / "raw").write_bytes(raw)
        (staging / "lower").write_bytes(raw.lower())
        (staging / "files.json").write_text(
            json.dumps({"format": FORMAT, "commit": sha, "paths": paths, "blobs": blobs,
                        "starts": starts}), encoding="utf-8")
        try:
            os.rename(staging, folder)
        except OSError:  # another run stored it first: theirs is the same
            shutil.rmtree(staging, ignore_errors=True)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    _prune(folder)


def _prune(current: Path) -> None:
    """Remove the stores of older commits but the last few."""
    others = sorted((p for p in current.parent.iterdir()
                     if p != current and not p.name.startswith(".tmp-")),
                    key=lambda p: p.stat().st_mtime, reverse=True)
    for old in others[_KEEP:]:
        shutil.rmtree(old, ignore_errors=True)

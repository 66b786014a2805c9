"""The documented commit's source as layer 4 reads it: stored once, searched without git.

`git grep HEAD` in the clone (which has no checked-out files) inflates every object of the
commit on each query, a few hundred milliseconds on CPython's `Lib/` before any line is read.
Layer 4 instead reads a copy of the commit's code files made on its first use and kept for that
commit in the clone's git directory (`.git/rk-source/<commit>/`, beside the objects it is made
from, so never in the docs): the files' bytes as they are, the same bytes lowercased (ASCII
only, as `git grep -i` compares them in the C locale), a table of the files, where each line
starts, and which files hold each word (`WordIndex`). A query looks for each of its words, with
`bytes.find`, only in the files one of whose words contains it, and reads only the lines that
hold them.

What it finds is what `git grep -z -n -i -I HEAD` printed: the lines of the regular files (no
symlinks, no submodules) that are not binary (a NUL in their first 8000 bytes) holding one of
the words, once per line, their text decoded as git's output was. Only the files whose path
`scan.skip_reason` keeps are stored: layer 4 dropped the others anyway.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path

from rk_action import gitutil, scan

FORMAT = 3
_BINARY_PROBE = 8000  # git's own rule for `-I`: a NUL among the first 8000 bytes
_REGULAR = ("100644", "100755")
_KEEP = 2  # stores of older commits kept besides the current one (another run may read them)


_WORD = re.compile(rb"[a-z0-9]+")
"""A word of the lowercased source: a query word (letters and digits) can only occur inside one."""


@dataclass(slots=True)
class WordIndex:
    """Which files hold each word of the lowercased source, so that a pattern is looked for only
    in the files one of whose words contains it: `text` is every distinct word, sorted, each
    followed by a newline; `starts[k]` is where word `k` starts in it (then its length);
    `files[offsets[k]:offsets[k + 1]]` are the files (increasing) that hold word `k`."""

    text: bytes
    starts: array[int]
    offsets: array[int]
    files: array[int]

    @classmethod
    def of(cls, lower: bytes, file_starts: list[int]) -> WordIndex:
        holders: dict[bytes, list[int]] = {}
        for number, (start, end) in enumerate(pairwise(file_starts)):
            for word in set(_WORD.findall(lower, start, end)):
                holders.setdefault(word, []).append(number)
        words = sorted(holders)
        starts, offsets, files = array("Q", [0]), array("Q", [0]), array("I")
        for word in words:
            starts.append(starts[-1] + len(word) + 1)
            files.extend(holders[word])
            offsets.append(len(files))
        return cls(b"".join(word + b"\n" for word in words), starts, offsets, files)

    def holding(self, pattern: bytes) -> list[int]:
        """The files (increasing) one of whose words contains `pattern`."""
        found: set[int] = set()
        at = self.text.find(pattern)
        while at >= 0:
            word = bisect_right(self.starts, at) - 1
            found.update(self.files[self.offsets[word]:self.offsets[word + 1]])
            at = self.text.find(pattern, self.starts[word + 1])
        return sorted(found)


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
    lines: array[int]
    """`line_table(raw, starts)`: where each line starts, then the end."""
    words: WordIndex
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

    def grep(self, patterns: list[str]) -> Iterator[tuple[str, int, str, int]]:
        """(path, line number, text) of each line holding one of `patterns` (lowercase letters
        and digits), in path then line order, as `git grep -i` gives them; and how many of
        `patterns` the line holds."""
        lines, lower = self.lines, self.lower
        counts: dict[int, int] = {}
        for pattern in patterns:
            needle = pattern.encode()
            for file in self.words.holding(needle):
                end = self.starts[file + 1]
                found = lower.find(needle, self.starts[file], end)
                while found >= 0:
                    line = bisect_right(lines, found) - 1
                    counts[line] = counts.get(line, 0) + 1
                    found = lower.find(needle, lines[line + 1], end)
        file, first_line = -1, 0
        for line in sorted(counts):
            start, end = lines[line], lines[line + 1]
            if file < 0 or start >= self.starts[file + 1]:
                file = bisect_right(self.starts, start) - 1
                first_line = bisect_left(lines, self.starts[file])
            text = self.raw[start:end - 1 if self.raw[end - 1:end] == b"\n" else end]
            yield (self.paths[file], line - first_line + 1,
                   text.decode("utf-8", "surrogateescape"), counts[line])


def line_table(raw: bytes, starts: list[int]) -> array[int]:
    """Where each line of `raw` starts: after every newline and at every file's start (a file
    need not end with one), then `len(raw)`, increasing, without repeats."""
    table = {0, len(raw), *starts}
    found = raw.find(b"\n")
    while found >= 0:
        table.add(found + 1)
        found = raw.find(b"\n", found + 1)
    return array("Q", sorted(table))


def source_files(repo: Path, commit: str = "HEAD") -> SourceFiles:
    """The stored source of `commit` in the clone `repo`, stored first if it is not yet."""
    sha = gitutil.read_head(repo) if commit == "HEAD" else gitutil.git(
        "rev-parse", "--verify", "--end-of-options", f"{commit}^{{commit}}", cwd=repo).strip()
    folder = _store_root(repo) / f"{sha}.v{FORMAT}"
    if _LOADED and _LOADED[0].folder == folder and folder.is_dir():
        return _LOADED[0]
    if not (folder / "files.json").is_file():
        _write(repo, sha, folder)
    table = json.loads((folder / "files.json").read_text(encoding="utf-8"))
    lines, starts, offsets, holders = (_array(folder / name, code) for name, code in (
        ("lines", "Q"), ("word-starts", "Q"), ("word-offsets", "Q"), ("word-files", "I")))
    words = WordIndex((folder / "words").read_bytes(), starts, offsets, holders)
    files = SourceFiles(table["paths"], table["blobs"], table["starts"],
                        (folder / "raw").read_bytes(), (folder / "lower").read_bytes(), folder,
                        lines, words)
    _LOADED[:] = [files]  # a store never changes: the next query of a run reuses it
    return files


_LOADED: list[SourceFiles] = []


def _array(path: Path, typecode: str) -> array[int]:
    numbers = array(typecode)
    numbers.frombytes(path.read_bytes())
    return numbers


def _store_root(repo: Path) -> Path:
    return gitutil.git_dir(repo) / "rk-source"


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
        lower = raw.lower()
        words = WordIndex.of(lower, starts)
        for name, data in (("raw", raw), ("lower", lower),
                           ("lines", line_table(raw, starts).tobytes()), ("words", words.text),
                           ("word-starts", words.starts.tobytes()),
                           ("word-offsets", words.offsets.tobytes()),
                           ("word-files", words.files.tobytes())):
            (staging / name).write_bytes(data)
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

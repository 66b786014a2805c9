"""Paths and writing in the knowledge base: where things go, and how a file is written so that a
killed run leaves either the old file or the new one, never half of one."""

from __future__ import annotations

import os
import re
from pathlib import Path

from rk_action.errors import RkError

PENDING = ".rk-pending"
"""Where an update stages its change set (see `redo`)."""
_PROJECT_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$")


def resolve_home(home: str | None) -> Path:
    """`--home`, else `RK_HOME`, else `~/.repo-knowledge`, made absolute."""
    chosen = home or os.environ.get("RK_HOME") or "~/.repo-knowledge"
    return Path(chosen).expanduser().resolve()


def check_project_name(name: str) -> str:
    """A project name that is safe as a folder name under the home, or an error."""
    if not _PROJECT_NAME.match(name) or name in (".", "..") or ".." in name:
        raise RkError(f"invalid project name {name!r}: use letters, digits, '.', '_' and '-'")
    return name


def project_name_from_source(source: str) -> str:
    """The last URL or path segment without `.git`, made into a valid project name."""
    segment = re.split(r"[/:\\]", source.rstrip("/\\"))[-1]
    segment = segment.removesuffix(".git")
    segment = re.sub(r"[^A-Za-z0-9._-]+", "-", segment).strip("-.") or "project"
    return segment[:100]


def inside(root: Path, path: Path) -> Path:
    """`path` if it lies inside `root` once `..` are collapsed; refuses anything that escapes.

    Names come from our own layout (no `..`, no absolute parts); this is the last line of
    defence, kept cheap because it runs once per doc.
    """
    base = os.path.normpath(os.path.abspath(root))
    target = os.path.normpath(os.path.abspath(path))
    if target != base and not target.startswith(base + os.sep):
        raise RkError(f"refusing to write outside the knowledge base: {path}")
    return path




def write_atomic(path: Path, text: str | bytes, tmp_dir: Path | None = None) -> None:
    """Write `text` (or UTF-8 bytes) to `path` through a temp file and a rename. The temp file
    is made in `tmp_dir` (which must be on the same file system), else beside `path`."""
    tmp = (tmp_dir or path.parent) / f".tmp-{os.getpid()}-{path.name}"
    data = text if isinstance(text, bytes) else text.encode("utf-8")
    try:
        handle = open(tmp, "wb")  # noqa: SIM115
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle = open(tmp, "wb")  # noqa: SIM115
    try:
        with handle:
            handle.write(data)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def write_new(path: Path, text: str) -> None:
    """Write a file that is not there yet, directly (no temp file: nothing to protect).

    Plain `os` calls: three system calls a file, where a text-mode `open` makes six.
    """
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC
    try:
        fd = os.open(path, flags, 0o644)
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, flags, 0o644)
    try:
        data = text.encode("utf-8")
        while data:
            data = data[os.write(fd, data) :]
    finally:
        os.close(fd)


def write_if_changed(path: Path, text: str) -> bool:
    """Write only when the bytes differ, so unchanged files keep their mtime. True if written."""
    try:
        if path.read_text(encoding="utf-8") == text:
            return False
    except (OSError, UnicodeDecodeError):
        pass
    write_atomic(path, text)
    return True




def remove_temp_files(project_dir: Path, docs: bool = True) -> None:
    """Delete the half-written temp files a killed run may have left in a project.

    Only a `create` writes temp files under `docs/` (and a project it did not finish has no
    `_meta.md`); other writers keep theirs in the project folder, so `docs=False` looks there
    alone.
    """
    if not project_dir.is_dir():
        return
    for root, dirs, files in os.walk(project_dir):
        if not docs:
            dirs.clear()
        dirs[:] = [d for d in dirs if d != PENDING]
        for name in files:
            if name.startswith(".tmp-"):
                Path(root, name).unlink(missing_ok=True)


def doc_files(project_dir: Path) -> list[str]:
    """Every `docs/**/*.md` of a project, as POSIX paths relative to the project folder."""
    docs = project_dir / "docs"
    if not docs.is_dir():
        return []
    found = []
    for root, _dirs, files in os.walk(docs):
        for name in files:
            if name.endswith(".md") and not name.startswith(".tmp-"):
                found.append(Path(root, name).relative_to(project_dir).as_posix())
    return sorted(found)


def remove_doc(project_dir: Path, doc: str) -> None:
    """Delete one doc page and the folders it leaves empty (up to `docs/`)."""
    path = inside(project_dir / "docs", project_dir / doc)
    path.unlink(missing_ok=True)
    folder = path.parent
    while folder != project_dir / "docs" and folder.is_dir() and not any(folder.iterdir()):
        folder.rmdir()
        folder = folder.parent

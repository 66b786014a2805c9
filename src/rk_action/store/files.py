"""Paths and writing in the knowledge base: where things go, and how a file is written so that a
killed run leaves either the old file or the new one, never half of one."""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from rk_action.errors import RkError, naming

PENDING = ".rk-pending"
"""Where an update stages its change set (see `redo`)."""
_PROJECT_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$")
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_checked_folders: dict[tuple[str, str], tuple[int, int]] = {}
"""(root, folder) → the folder's (device, inode) when it was found free of links."""


def resolve_home(home: str | None) -> Path:
    """`--home`, else `RK_HOME`, else `~/.repo-knowledge`, made absolute."""
    chosen = home or os.environ.get("RK_HOME") or "~/.repo-knowledge"
    return Path(chosen).expanduser().resolve()


def is_project_name(name: str) -> bool:
    """Whether `name` is safe as a project's folder name under the home."""
    return bool(_PROJECT_NAME.match(name)) and ".." not in name


def check_project_name(name: str) -> str:
    """A project name that is safe as a folder name under the home, or an error."""
    if not is_project_name(name):
        raise RkError(f"invalid project name {name!r}: use letters, digits, '.', '_' and '-'")
    return name


def project_name_from_source(source: str) -> str:
    """The last URL or path segment without `.git`, made into a valid project name."""
    segment = re.split(r"[/:\\]", source.rstrip("/\\"))[-1]
    segment = segment.removesuffix(".git")
    segment = re.sub(r"[^A-Za-z0-9._-]+", "-", segment).strip("-.") or "project"
    return segment[:100]


def inside(root: Path, path: Path) -> Path:
    """`path` if it lies inside `root`, checked on the resolved path; refuses anything else.

    `..` are collapsed, and neither `root` nor a folder between it and `path` may be a
    symbolic link: a docs branch can ship `docs/src -> /etc`, and a read or write must never
    leave the knowledge base through one. `path` itself is opened without following a link
    (`read_file` and the writers below), which refuses `a.md -> ~/.ssh/id_rsa`. Names come
    from our own layout; this is the last line of defence, kept cheap because it runs once
    per doc: each folder is resolved once, then checked by one `lstat`.
    """
    base = os.path.normpath(os.path.abspath(root))
    target = os.path.normpath(os.path.abspath(path))
    if target != base and not target.startswith(base + os.sep):
        raise RkError(f"refusing to write outside the knowledge base: {path}")
    folder = os.path.dirname(target) if target != base else base
    if not _free_of_links(base, folder):
        raise RkError(f"refusing to follow a symbolic link out of the knowledge base: {path}")
    return path


def _is_link(path: str) -> bool:
    try:
        return stat.S_ISLNK(os.lstat(path).st_mode)
    except OSError:
        return False


def _free_of_links(base: str, folder: str) -> bool:
    """True when no link lies from `base` (itself included) down to `folder` (which may not
    exist yet): `folder` resolves to where its name says."""
    try:
        # `lstat` follows the links above `folder`: a folder swapped for a link, or moved
        # under one, has another inode than the one found free of links
        found = os.lstat(folder)
        ids: tuple[int, int] | None = (found.st_dev, found.st_ino)
    except OSError:
        ids = None
    if ids is not None and _checked_folders.get((base, folder)) == ids:
        return True
    if _is_link(base) or os.path.realpath(folder) != os.path.normpath(
            os.path.join(os.path.realpath(base), os.path.relpath(folder, base))):
        return False
    if ids is not None:
        if len(_checked_folders) > 4096:
            _checked_folders.clear()
        _checked_folders[(base, folder)] = ids
    return True


def read_file(path: Path) -> bytes:
    """The bytes of the file at `path`, never through a symbolic link (an error names it);
    `FileNotFoundError` when there is none. For `_meta.md`, `_index.md`, `_registry.md` and
    pages, which a docs branch may have replaced by a link to a secret."""
    try:
        fd = os.open(path, os.O_RDONLY | _NOFOLLOW)
    except OSError as exc:
        if _is_link(str(path)):
            raise RkError(f"refusing to follow a symbolic link out of the knowledge base: "
                          f"{path}") from exc
        raise
    with os.fdopen(fd, "rb") as handle:
        return handle.read()


def remove_links(home: Path, project: str) -> list[Path]:
    """Delete every symbolic link where a run reads or writes `project` (its folder, at any
    depth; the home's `_registry.md`, `_repos/` and the project's clone); the links removed
    (`link_warnings` says what they were).

    A knowledge base holds no links: one found there came from outside (a docs branch is
    anyone's to push to), and following it would read or write outside the home. One walk of
    the folder, which reads no file and costs no `stat` (the folder listing says what is a
    link).
    """
    removed = []
    for path in (home / "_registry.md", home / "_repos", home / "_repos" / project,
                 home / project):
        if _is_link(str(path)):  # checked in turn: `_repos/<project>` once `_repos` is real
            path.unlink()
            removed.append(path)
    folders = [str(home / project)]
    while folders:
        try:
            entries = list(os.scandir(folders.pop()))
        except OSError:
            continue
        for entry in entries:
            if entry.is_symlink():
                os.unlink(entry.path)
                removed.append(Path(entry.path))
            elif entry.is_dir(follow_symlinks=False):
                folders.append(entry.path)
    return removed


def link_warnings(home: Path, removed: list[Path]) -> list[str]:
    """A warning for each link `remove_links` removed."""
    return [f"{_shown(path.relative_to(home).as_posix())}: a symbolic link in the knowledge "
            "base; removed (rk-action never reads or writes through a link)" for path in removed]


def links_in_project(home: Path, project: str, removed: list[Path]) -> bool:
    """Did `remove_links` remove a link in the project's own files (a page, `_index.md`,
    `docs/` itself)? Then what they stood for is gone while `_meta.md` still counts it."""
    return any(path == home / project or home / project in path.parents for path in removed)


def _shown(name: str) -> str:
    """A file name fit for a one-line message (a name may hold a newline or an escape)."""
    return name if name.isprintable() else repr(name)




def write_atomic(path: Path, text: str | bytes, tmp_dir: Path | None = None) -> None:
    """Write `text` (or UTF-8 bytes) to `path` through a temp file and a rename. The temp file
    is made in `tmp_dir` (which must be on the same file system), else beside `path`."""
    tmp = (tmp_dir or path.parent) / f".tmp-{os.getpid()}-{path.name}"
    data = text if isinstance(text, bytes) else text.encode("utf-8")
    for folder in {path.parent, tmp.parent}:  # the rename replaces a link at `path` itself
        if _is_link(str(folder)):
            raise RkError(f"refusing to write through a symbolic link: {folder}")
    tmp.unlink(missing_ok=True)  # left by a killed run of the same pid, or a planted link
    fd = _open_new(tmp, os.O_EXCL)
    try:
        with os.fdopen(fd, "wb") as handle, naming(tmp):
            handle.write(data)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def write_new(path: Path, text: str) -> None:
    """Write a file that is not there yet, directly (no temp file: nothing to protect).

    Plain `os` calls: three system calls a file, where a text-mode `open` makes six.
    """
    _write_and_close(_open_new(path, os.O_TRUNC), path, text)


def _write_and_close(fd: int, path: Path, text: str) -> None:
    """Write `text` (UTF-8) to the file open as `fd`, then close it; errors name `path`."""
    try:
        data = text.encode("utf-8")
        with naming(path):
            while data:
                data = data[os.write(fd, data) :]
    finally:
        os.close(fd)


def write_new_files(root: Path, files: Iterable[tuple[str, str]]) -> None:
    """Write files that are not there yet (`(path relative to root, text)`), directly, a folder
    at a time: each folder is checked once (`inside`), made, and opened without following a
    link, and its files are made through that handle (`dir_fd`), never through a link either.
    As safe as `write_new` per file (a folder swapped for a link after the check is not
    followed: the handle holds the folder that was checked), and it saves resolving every
    path again (CPython's `Lib/`: 11.5 k docs written in 0.2 s instead of 0.45 s)."""
    by_folder: dict[str, list[tuple[str, str]]] = {}
    for relative, text in files:
        folder, _, name = relative.rpartition("/")
        by_folder.setdefault(folder, []).append((name, text))
    for folder, named in by_folder.items():
        path = root / folder
        inside(root, path / named[0][0])
        with _folder(path) as folder_fd:
            for name, text in named:
                _write_new_at(folder_fd, path / name, text)


@contextmanager
def _folder(path: Path) -> Iterator[int]:
    """A descriptor of the folder `path` (made as needed), never through a link there."""
    path.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | _NOFOLLOW)
    except OSError as exc:
        _refuse_link(path, exc)
        raise
    try:
        yield fd
    finally:
        os.close(fd)


def _write_new_at(folder_fd: int, path: Path, text: str) -> None:
    """`write_new` of `path`, made in the folder open as `folder_fd`; errors name `path`."""
    with naming(path):
        try:
            fd = os.open(path.name, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | _NOFOLLOW, 0o644,
                         dir_fd=folder_fd)
        except OSError as exc:
            _refuse_link(path, exc)
            exc.filename = str(path)
            raise
    _write_and_close(fd, path, text)


def _open_new(path: Path, flags: int) -> int:
    """`path` opened for writing (its folders made as needed), never through a link there."""
    flags |= os.O_WRONLY | os.O_CREAT | _NOFOLLOW
    try:
        return os.open(path, flags, 0o644)
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        return os.open(path, flags, 0o644)
    except OSError as exc:
        _refuse_link(path, exc)
        raise


def _refuse_link(path: Path, exc: OSError) -> None:
    """When opening `path` failed (`exc`) because it is a symbolic link, say so, naming it."""
    if _is_link(str(path)):
        raise RkError(f"refusing to write through a symbolic link: {path}") from exc


def write_if_changed(path: Path, text: str) -> bool:
    """Write only when the bytes differ, so unchanged files keep their mtime. True if written."""
    try:
        if read_file(path) == text.encode("utf-8"):
            return False
    except (OSError, RkError):
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

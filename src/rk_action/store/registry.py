"""`_registry.md`: a table row per project of the home."""

from __future__ import annotations

import difflib
import os
import re
from dataclasses import dataclass
from pathlib import Path

from rk_action.errors import RkError, decode_utf8
from rk_action.gitutil import scrub
from rk_action.store.files import check_project_name, is_project_name, read_file, write_atomic
from rk_action.store.meta import one_line, read_meta, total_docs

REGISTRY_HEADER = (
    "# RepoKnowledge Registry\n\n"
    "| Project | Git URL | Last Update | Docs |\n"
    "|---------|---------|-------------|------|\n"
)


@dataclass(slots=True)
class RegistryRow:
    project: str
    git_url: str
    last_update: str
    docs: int


def _cell(text: str) -> str:
    return one_line(text).replace("|", "\\|")


def format_registry(rows: list[RegistryRow]) -> str:
    """The registry's text; a Git URL is written without the credentials it may hold."""
    body = "".join(
        f"| {_cell(r.project)} | {_cell(scrub(r.git_url))} | {_cell(r.last_update)} | {r.docs} |\n"
        for r in sorted(rows, key=lambda r: r.project)
    )
    return REGISTRY_HEADER + body


def parse_registry(text: str) -> list[RegistryRow]:
    rows: list[RegistryRow] = []
    for line in text.splitlines()[4:]:
        cells = [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", line)[1:-1]]
        if len(cells) == 4 and cells[3].isdigit():
            rows.append(RegistryRow(cells[0], cells[1], cells[2], int(cells[3])))
    return rows


def read_registry(home: Path) -> list[RegistryRow]:
    text = _registry_text(home)
    return parse_registry(text) if text is not None else []


def _registry_text(home: Path) -> str | None:
    try:
        path = home / "_registry.md"
        return decode_utf8(read_file(path), str(path))
    except FileNotFoundError:
        return None


def upsert_registry(home: Path, row: RegistryRow) -> None:
    rows = [r for r in read_registry(home) if r.project != row.project] + [row]
    write_atomic(home / "_registry.md", format_registry(rows))


def remove_from_registry(home: Path, project: str) -> None:
    rows = read_registry(home)
    kept = [r for r in rows if r.project != project]
    if len(kept) != len(rows):
        write_atomic(home / "_registry.md", format_registry(kept))


def sync_registry(home: Path, project: str, meta: dict[str, str] | None = None) -> None:
    """Make the project's registry row agree with its `_meta.md` (or with `meta`, the one
    about to be written)."""
    row = _row_of(project, meta if meta is not None else read_meta(home / project))
    if row is not None:
        upsert_registry(home, row)


def _row_of(project: str, meta: dict[str, str] | None) -> RegistryRow | None:
    """The registry row a complete project's `_meta.md` gives (None if it is not complete)."""
    if not meta or not meta.get("last_commit"):
        return None
    return RegistryRow(project, meta.get("git_url", ""), meta.get("last_update", ""),
                       total_docs(meta))


def recover_registry(home: Path, write: bool = True) -> list[RegistryRow]:
    """The registry's rows made to agree with the projects on disk. A run killed between a
    project's `_meta.md` and the registry's rename (or half-way through a delete) left it
    behind: each complete project gets the row its `_meta.md` gives, and a row whose project
    folder is gone is dropped. With `write` (the caller holds the lock) the registry is
    rewritten where it differs, and the temp files a killed write left in the home removed."""
    try:
        text = _registry_text(home)
    except RkError:  # a link: a writer removes it (`remove_links`), then writes a registry
        if write:
            return []
        raise
    rows = {row.project: row for row in (parse_registry(text) if text is not None else [])
            if (home / row.project).is_dir()}
    for folder in _project_folders(home):
        try:
            row = _row_of(folder.name, read_meta(folder))
        except (RkError, OSError, ValueError):  # a link (never read), unreadable, not UTF-8:
            continue  # another project's trouble is not this run's; its row stays as it is
        if row is not None:
            rows[folder.name] = row
    recovered = sorted(rows.values(), key=lambda row: row.project)
    if write:
        _remove_temp_files(home)
        if (text is not None or recovered) and text != format_registry(recovered):
            write_atomic(home / "_registry.md", format_registry(recovered))
    return recovered


def _project_folders(home: Path) -> list[Path]:
    """The folders of the home that can be projects (not `_repos/`, nor hidden ones)."""
    try:
        entries = list(os.scandir(home))
    except FileNotFoundError:
        return []
    return [Path(entry.path) for entry in entries
            if is_project_name(entry.name) and entry.is_dir(follow_symlinks=False)]


def _remove_temp_files(home: Path) -> None:
    """The `.tmp-*` files of the home's own folder (`write_atomic`'s, left by a kill)."""
    try:
        entries = list(os.scandir(home))
    except FileNotFoundError:
        return
    for entry in entries:
        if entry.name.startswith(".tmp-") and entry.is_file(follow_symlinks=False):
            Path(entry.path).unlink(missing_ok=True)


_LISTED = 20
"""How many projects an error about an unknown name lists."""


def known_project(home: Path, name: str) -> str:
    """`name` when the home has a project of that name (in the registry, or a folder or clone
    that a killed run left, which the command itself then deals with); otherwise an error that
    suggests the closest name and lists the projects, or says how to make the first one."""
    name = check_project_name(name)
    if os.path.lexists(home / name) or os.path.lexists(home / "_repos" / name):
        return name
    projects = [row.project for row in recover_registry(home, write=False)
                if is_project_name(row.project)]
    if name in projects:
        return name
    if not projects:
        raise RkError(f"no project named '{name}': there are no projects in "
                      f"{home} yet; create one with `rk-action create SOURCE`")
    by_lower = {project.lower(): project for project in projects}
    close = difflib.get_close_matches(name.lower(), list(by_lower), n=1)
    listed = ", ".join(projects[:_LISTED])
    if len(projects) > _LISTED:
        listed += f", … ({len(projects) - _LISTED} more: `rk-action list`)"
    if close:
        raise RkError(f"no project named '{name}'; did you mean '{by_lower[close[0]]}'? "
                      f"Projects: {listed}")
    raise RkError(f"no project named '{name}'. Projects: {listed}")

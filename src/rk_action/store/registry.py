"""`_registry.md`: a table row per project of the home."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from rk_action.gitutil import scrub
from rk_action.store.files import read_file, write_atomic
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
    try:
        return parse_registry(read_file(home / "_registry.md").decode("utf-8"))
    except FileNotFoundError:
        return []


def upsert_registry(home: Path, row: RegistryRow) -> None:
    rows = [r for r in read_registry(home) if r.project != row.project] + [row]
    write_atomic(home / "_registry.md", format_registry(rows))


def remove_from_registry(home: Path, project: str) -> None:
    rows = read_registry(home)
    kept = [r for r in rows if r.project != project]
    if len(kept) != len(rows):
        write_atomic(home / "_registry.md", format_registry(kept))




def sync_registry(home: Path, project: str) -> None:
    """Make the project's registry row agree with its `_meta.md`."""
    meta = read_meta(home / project)
    if meta and meta.get("last_commit"):
        upsert_registry(home, RegistryRow(project, meta.get("git_url", ""),
                                          meta.get("last_update", ""), total_docs(meta)))

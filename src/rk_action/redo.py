"""The redo log that makes an update atomic (a killed run never leaves a half-applied change).

An update first writes everything it will change into `<project>/.rk-pending/`, then marks it
READY, then moves it into place. Killed before READY: the knowledge base is untouched and the
folder is discarded. Killed after: `apply_pending` (run by the next command) finishes the job.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

from rk_action import store
from rk_action.errors import load_json, warn


def stage_changes(
    project_dir: Path,
    writes: dict[str, str],
    deletes: list[str],
    index_text: str | bytes,
    meta_text: str,
    mtimes: dict[str, int] | None = None,
    refs: tuple[dict[str, str], list[str]] = ({}, []),
) -> None:
    """Record a whole change set under `.rk-pending/` and mark it READY (not yet applied).

    `mtimes` gives docs that only move the modification time of their old file, so a page
    whose content did not change keeps its mtime. `refs` are the parts of `_refs/` to write
    (relative path → text) and to delete.
    """
    pending = _pending(project_dir)
    shutil.rmtree(pending, ignore_errors=True)
    for doc, text in writes.items():
        staged = store.inside(pending, pending / doc)
        store.write_atomic(staged, text)
        if mtimes and doc in mtimes:
            os.utime(staged, ns=(mtimes[doc], mtimes[doc]))
    store.write_atomic(pending / "deletes.json", json.dumps(sorted(deletes), ensure_ascii=False))
    store.write_atomic(pending / "_index.md", index_text)
    refs_writes, refs_deletes = refs
    for part, text in refs_writes.items():
        staged = store.inside(pending, pending / part)
        staged.parent.mkdir(parents=True, exist_ok=True)
        store.write_atomic(staged, text)
    store.write_atomic(pending / "refs-deletes.json", json.dumps(sorted(refs_deletes)))
    store.write_atomic(pending / "_meta.md", meta_text)
    store.write_atomic(pending / "READY", "")


def apply_pending(project_dir: Path) -> bool:
    """Finish a change set left READY by a killed run (or discard an unfinished one), the
    project's registry row with it.

    Returns True when a change set was applied. Safe to run again at any point.
    """
    pending = _pending(project_dir)
    if not pending.exists():
        return False
    if not (pending / "READY").exists():
        shutil.rmtree(pending)
        return False
    lists = _removals(pending)
    if lists is None:  # not what a run writes (a docs branch is anyone's to push to)
        shutil.rmtree(pending)
        return False
    deletes, refs_deletes = lists
    # From here until the new `_meta.md` lands the docs are a mix of two commits: no metadata
    # may claim either of them meanwhile.
    (project_dir / "_meta.md").unlink(missing_ok=True)
    for staged_folder in (pending / "docs", pending / store.REFS_DIR):
        for root, _dirs, files in os.walk(staged_folder):
            for name in files:
                staged = Path(root, name)
                target = store.inside(project_dir, project_dir / staged.relative_to(pending))
                target.parent.mkdir(parents=True, exist_ok=True)
                os.replace(staged, target)
    for doc in deletes:
        store.remove_doc(project_dir, doc)
    for part in refs_deletes:
        _remove_part(project_dir, part)
    if (pending / "_index.md").exists():
        os.replace(pending / "_index.md", project_dir / "_index.md")
    if (pending / "_meta.md").exists():
        # the registry's row first, `_meta.md` last: a run killed between the two leaves a
        # change set the next command finishes, never a project whose row says otherwise
        meta = store.parse_meta((pending / "_meta.md").read_text("utf-8", "replace"))
        store.sync_registry(project_dir.parent, project_dir.name, meta)
        os.replace(pending / "_meta.md", project_dir / "_meta.md")
    shutil.rmtree(pending)
    return True


def _removals(pending: Path) -> tuple[list[str], list[str]] | None:
    """The docs and `_refs/` parts a READY change set deletes, read before anything is
    applied; None, with a warning naming the file, when either list is not a list of paths
    (the change set is then discarded whole, and the knowledge base stays as it was)."""
    found: list[list[str]] = []
    for name, needed in (("deletes.json", True), ("refs-deletes.json", False)):
        path = pending / name
        try:
            listed = load_json(path.read_bytes()) if needed or path.exists() else []
        except (OSError, ValueError) as exc:
            warn(f"{path}: unreadable ({exc}); the unfinished change set was discarded")
            return None
        if type(listed) is not list or not all(type(one) is str for one in listed):
            warn(f"{path}: not a list of paths; the unfinished change set was discarded")
            return None
        found.append(listed)
    return found[0], found[1]


def _remove_part(project_dir: Path, part: str) -> None:
    """Delete one part of `_refs/` and the folder it leaves empty."""
    root = project_dir / store.REFS_DIR
    path = store.inside(root, project_dir / part)
    path.unlink(missing_ok=True)
    if path.parent != root and path.parent.is_dir() and not any(path.parent.iterdir()):
        path.parent.rmdir()


def _pending(project_dir: Path) -> Path:
    """The redo folder; a link in its place (never made by a run) is removed, not followed."""
    pending = project_dir / store.PENDING
    if pending.is_symlink():
        pending.unlink()
    return pending

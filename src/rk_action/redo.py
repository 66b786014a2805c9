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


def stage_changes(
    project_dir: Path,
    writes: dict[str, str],
    deletes: list[str],
    index_text: str | bytes,
    meta_text: str,
    mtimes: dict[str, int] | None = None,
    refs_text: str | None = None,
) -> None:
    """Record a whole change set under `.rk-pending/` and mark it READY (not yet applied).

    `mtimes` gives docs that only move the modification time of their old file, so a page
    whose content did not change keeps its mtime.
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
    if refs_text is not None:
        store.write_atomic(pending / store.REFS_FILE, refs_text)
    store.write_atomic(pending / "_meta.md", meta_text)
    store.write_atomic(pending / "READY", "")


def apply_pending(project_dir: Path) -> bool:
    """Finish a change set left READY by a killed run (or discard an unfinished one).

    Returns True when a change set was applied. Safe to run again at any point.
    """
    pending = _pending(project_dir)
    if not pending.exists():
        return False
    if not (pending / "READY").exists():
        shutil.rmtree(pending)
        return False
    # From here until the new `_meta.md` lands the docs are a mix of two commits: no metadata
    # may claim either of them meanwhile.
    (project_dir / "_meta.md").unlink(missing_ok=True)
    staged_docs = pending / "docs"
    for root, _dirs, files in os.walk(staged_docs):
        for name in files:
            staged = Path(root, name)
            target = store.inside(project_dir, project_dir / staged.relative_to(pending))
            target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(staged, target)
    for doc in json.loads((pending / "deletes.json").read_text(encoding="utf-8")):
        store.remove_doc(project_dir, doc)
    for name in (store.REFS_FILE, "_index.md", "_meta.md"):
        if (pending / name).exists():
            os.replace(pending / name, project_dir / name)
    shutil.rmtree(pending)
    return True


def _pending(project_dir: Path) -> Path:
    """The redo folder; a link in its place (never made by a run) is removed, not followed."""
    pending = project_dir / store.PENDING
    if pending.is_symlink():
        pending.unlink()
    return pending

"""The `rk-action` command line. Errors are caught in one place and shown as `Error: …`."""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from rk_action import __version__, store
from rk_action.create import create
from rk_action.errors import RkError
from rk_action.progress import Progress
from rk_action.update import update


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rk-action",
        description="A repository knowledge base that keeps itself current.",
    )
    parser.add_argument(
        "--home", help="knowledge-base home (default: $RK_HOME or ~/.repo-knowledge)"
    )
    parser.add_argument("--version", action="version", version=f"rk-action {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = commands.add_parser("create", help="clone a repository and write its knowledge base")
    p.add_argument("source", metavar="SOURCE", help="git URL or local repository path")
    p.add_argument("--name", help="project name (default: last segment of SOURCE)")
    p.add_argument("--summarizer", choices=["static"], default="static")
    p.add_argument("--jobs", type=int, default=0, help="parallel workers (default: CPU count)")
    p.add_argument("--force", action="store_true", help="rebuild a project that already exists")
    p.set_defaults(run=_create)

    p = commands.add_parser("update", help="bring a project up to date with its repository")
    p.add_argument("name", metavar="NAME")
    p.set_defaults(run=_update)

    p = commands.add_parser("list", help="list the projects in the registry")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(run=_list)

    p = commands.add_parser("delete", help="remove a project, its clone and its registry row")
    p.add_argument("name", metavar="NAME")
    p.add_argument("--yes", action="store_true", help="do not ask for confirmation")
    p.set_defaults(run=_delete)
    return parser


def _warn(lines: Sequence[str]) -> None:
    for line in lines:
        print(f"Warning: {line}", file=sys.stderr)


def _create(args: argparse.Namespace, home: Path) -> int:
    report = create(home, args.source, args.name, force=args.force, jobs=args.jobs,
                    progress=Progress())
    _warn(report.warnings)
    if report.no_code:
        print("No code files found")
        return 0
    print(
        f"Created {report.project}: {report.docs} docs for {report.entities} entities "
        f"in {report.files} files at {report.last_commit[:7]} ({report.seconds:.1f}s)"
    )
    if report.skipped:
        counts = ", ".join(f"{n} {reason}" for reason, n in sorted(report.skipped.items()))
        print(f"Skipped files: {counts}")
    return 0


def _update(args: argparse.Namespace, home: Path) -> int:
    report = update(home, args.name, progress=Progress())
    _warn(report.warnings)
    if report.up_to_date:
        print("Already up to date")
        return 0
    files = report.files
    print(f"Updated {report.project} to {report.last_commit[:7]} ({report.seconds:.1f}s)")
    print(f"  files: {files['modified']} modified, {files['added']} added, "
          f"{files['deleted']} deleted, {files['renamed']} renamed")
    print(f"  docs: {report.regenerated} regenerated, {report.created} created, "
          f"{report.removed} removed, {report.moved} moved; {report.summarized} summarized")
    print(f"  total docs: {report.total_docs}")
    return 0


def _list(args: argparse.Namespace, home: Path) -> int:
    rows = store.read_registry(home)
    if args.json:
        print(json.dumps([{"project": r.project, "git_url": r.git_url,
                           "last_update": r.last_update, "docs": r.docs} for r in rows], indent=1))
    elif not rows:
        print(f"No projects in {home}")
    else:
        width = max(len(r.project) for r in rows)
        for r in rows:
            print(f"{r.project:<{width}}  {r.docs:>6} docs  {r.last_update}  {r.git_url}")
    return 0


def _delete(args: argparse.Namespace, home: Path) -> int:
    name = store.check_project_name(args.name)
    project_dir, clone_dir = home / name, home / "_repos" / name
    known = any(r.project == name for r in store.read_registry(home))
    if not (known or project_dir.exists() or clone_dir.exists()):
        raise RkError(f"no project named '{name}' in {home}")
    if not args.yes:
        print(f"Delete project '{name}' ({project_dir}) and its clone? [y/N] ", end="", flush=True)
        answer = sys.stdin.readline().strip().lower()
        if answer not in ("y", "yes"):
            raise RkError(f"project '{name}' not deleted (pass --yes to skip the question)")
    for folder in (project_dir, clone_dir):
        if folder.is_dir() and not folder.is_symlink():
            shutil.rmtree(folder)
        elif folder.exists() or folder.is_symlink():
            folder.unlink()
    store.remove_from_registry(home, name)
    print(f"Deleted {name}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI; returns the exit code (0 success, 1 failure, 2 usage error)."""
    args = _parser().parse_args(argv)
    run: Callable[[argparse.Namespace, Path], int] = args.run
    try:
        return run(args, store.resolve_home(args.home))
    except RkError as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("Error: interrupted", file=sys.stderr)
        return 130

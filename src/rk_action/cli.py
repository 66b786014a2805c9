"""The `rk-action` commands (their grammar is `cli_args`). Errors are caught in one place and
shown as `Error: …`."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from rk_action import lock, store
from rk_action.cli_args import DEFAULT_MODEL, build_parser
from rk_action.errors import (
    RkError,
    Terminated,
    UsageError,
    decode_utf8,
    one_line,
    os_error_text,
    warn,
)
from rk_action.progress import Progress

if TYPE_CHECKING:
    from collections import Counter

    from rk_action import action
    from rk_action.create import CreateReport
    from rk_action.scan import PathFilter
    from rk_action.search.engine import Answer
    from rk_action.shard import ShardReport
    from rk_action.summarize.anthropic import LlmReport
    from rk_action.summarize.choice import SummarizerChoice


def _path_filter(args: argparse.Namespace) -> PathFilter:
    from rk_action.scan import PathFilter

    return PathFilter.parse(",".join(args.include), ",".join(args.exclude))


def _choice(args: argparse.Namespace) -> SummarizerChoice:
    from rk_action.summarize.choice import SummarizerChoice

    if args.max_cost_usd is not None and args.max_cost_usd < 0:
        raise UsageError("--max-cost-usd must not be negative")
    return SummarizerChoice(args.summarizer, args.model, args.max_cost_usd, args.batch_api)


def _show_llm(report: LlmReport | None) -> None:
    """The model's share of a run: requests, tokens and what they cost."""
    if report is None:
        return
    _warn(report.warnings)
    usage = report.usage
    print(f"Model {one_line(report.model)}: {report.summarized} pages described, "
          f"{report.fallbacks} kept the static summary, {report.reused} read back from the docs; "
          f"{report.requests} API requests")
    if report.folders or report.folders_missed:
        print(f"  folders: {report.folders} summaries written, {report.folders_missed} left "
              "without one")
    print(f"  tokens: {usage.input_tokens:,} input, {usage.cache_write_tokens:,} cache write, "
          f"{usage.cache_read_tokens:,} cache read, {usage.output_tokens:,} output; "
          f"cost ${usage.cost_usd:.4f}")


def _warn(lines: Sequence[str]) -> None:
    for line in lines:
        warn(line)


# Commands import their phase when they run, so `rk-action list` and the help start fast.


def _create(args: argparse.Namespace, home: Path) -> int:
    from rk_action.create import create

    if args.shard or args.out:
        return _create_shard(args, home)
    report = create(home, args.source, args.name, force=args.force, jobs=args.jobs,
                    progress=Progress(), summarizer=_choice(args), paths=_path_filter(args))
    _warn(report.warnings)
    if report.no_code:  # not a mistake (a repository of docs only): the run did what it could
        print("No code files found")
    else:
        print(f"Created {report.project}: {_docs_line(report)} at {report.last_commit[:7]} "
              f"({report.seconds:.2f}s)")
    if report.skipped:
        from rk_action.scan import describe_skipped

        print(f"Skipped files: {describe_skipped(report.skipped)}")
    if report.no_code and report.skipped_folders:
        print(_include_hint(report.skipped_folders))
    _show_llm(report.llm)
    return 0


def _include_hint(folders: Counter[str]) -> str:
    """How to document the code of the folder skipped by its name that held the most files:
    p-queue's npm package ships its code in `dist/`, and a create said only "No code files
    found"."""
    import shlex

    from rk_action.scan import shown_path

    folder, count = min(folders.items(), key=lambda item: (-item[1], item[0]))
    return (f"To document the {count} file{'s' if count != 1 else ''} in "
            f"{shown_path(folder)}/, name it: --include {shlex.quote(shown_path(folder) + '/**')}")


def _docs_line(report: CreateReport | ShardReport) -> str:
    """"12 docs for 14 entities in 5 files and 3 folder overviews": the entities' docs and
    the overviews said apart (`report.docs` counts both, as `total_docs` does)."""
    overviews = f"{report.overviews} folder overview{'' if report.overviews == 1 else 's'}"
    return (f"{report.docs - report.overviews} docs for {report.entities} entities in "
            f"{report.files} files and {overviews}")


def _create_shard(args: argparse.Namespace, home: Path) -> int:
    from rk_action.shard import ShardSpec, create_shard

    if not (args.shard and args.out):
        raise UsageError("--shard I/N and --out DIR go together")
    spec = ShardSpec.parse(args.shard)
    report = create_shard(home, args.source, spec, Path(args.out), args.name, jobs=args.jobs,
                          paths=_path_filter(args), progress=Progress(),
                          summarizer=_choice(args))
    _warn(report.warnings)
    _show_llm(report.llm)
    print(f"Shard {spec} of {report.project}: {report.docs} docs for {report.entities} "
          f"entities in {report.files} files at {report.last_commit[:7]} "
          f"({report.seconds:.2f}s) in {args.out}")
    return 0


def _plan(args: argparse.Namespace, home: Path) -> int:
    from rk_action.shard import plan

    print(json.dumps(plan(home, args.source, args.shards, args.name, _path_filter(args))))
    return 0


def _merge(args: argparse.Namespace, home: Path) -> int:
    from rk_action.shard import merge

    report = merge(home, [Path(d) for d in args.dirs], force=args.force)
    _warn(report.warnings)
    _show_llm(report.llm)
    if report.no_code:
        print("No code files found")
        return 0
    print(f"Merged {report.shards} shards of {report.project}: {_docs_line(report)} at "
          f"{report.last_commit[:7]} ({report.seconds:.2f}s)")
    return 0


def _run(args: argparse.Namespace, home: Path) -> int:
    from rk_action import action
    env = action.ActionEnv.from_environ(os.environ)
    choice = _choice(args)
    # the action's `anthropic-api-key` input is set: the model writes the docs
    if choice.name is None and os.environ.get("ANTHROPIC_API_KEY", "").strip():
        choice.name = "anthropic"
    options = action.RunOptions(docs_branch=args.docs_branch, site_dir=args.site_dir or "",
                                build_site=not args.no_site, dry_run=args.dry_run,
                                paths=_path_filter(args), summarizer=choice)
    try:
        result = action.run(env, options, Progress())
    except (RkError, OSError) as exc:
        if env is not None:  # an annotation on the workflow run, besides `Error: …`
            text = os_error_text(exc) if isinstance(exc, OSError) else str(exc)
            print(f"::error title=rk-action::{_workflow_text(text)}")
        raise
    _warn(result.warnings)
    _show_llm(result.llm)
    for note in result.notes:
        print(one_line(note))
    if env is None:
        print(f"Dry run of {result.project} at {result.source_commit[:7]}: "
              f"{result.total_docs} docs, nothing pushed")
    else:
        for warning in action.report(env, result):
            print(f"::warning title=rk-action::{_workflow_text(warning)}")
        print(_run_line(result))
    if result.site_path:
        print(f"Site: {result.site_path}/index.html")
    return 0


def _run_line(result: action.RunResult) -> str:
    changes = result.changes
    counts = (f"{len(changes.added)} added, {len(changes.changed)} changed, "
              f"{len(changes.removed)} removed; {result.total_docs} docs")
    if result.docs_commit:
        return (f"Pushed {result.docs_commit[:7]} to {result.docs_branch} for "
                f"{result.source_commit[:7]} ({counts})")
    if result.mode == "no-code":
        return "No code files found: nothing to commit"
    if result.mode in ("pull-request", "dry-run"):
        return f"Nothing pushed ({result.mode}); the docs would change: {counts}"
    return f"{result.docs_branch} already documents {result.last_commit[:7]}: nothing to commit"


def _workflow_text(text: str) -> str:
    """Text made safe for a workflow command (`::error::…`)."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _update(args: argparse.Namespace, home: Path) -> int:
    from rk_action.update import update

    report = update(home, store.known_project(home, args.name), progress=Progress(),
                    summarizer=_choice(args))
    _warn(report.warnings)
    if report.up_to_date:
        print("Already up to date")
        return 0
    files = report.files
    print(f"Updated {report.project} to {report.last_commit[:7]} ({report.seconds:.2f}s)")
    print(f"  files: {files['modified']} modified, {files['added']} added, "
          f"{files['deleted']} deleted, {files['renamed']} renamed")
    print(f"  docs: {report.regenerated} regenerated, {report.created} created, "
          f"{report.removed} removed, {report.moved} moved; {report.summarized} summarized")
    print(f"  folder overviews: {report.overviews_written} written, "
          f"{report.overviews_removed} removed")
    print(f"  total docs: {report.total_docs}")
    _show_llm(report.llm)
    return 0


def _estimate(args: argparse.Namespace, home: Path) -> int:
    from rk_action.estimate import estimate

    model = args.model or DEFAULT_MODEL
    result = estimate(args.source, model)
    _warn(result.warnings)
    print(f"{result.source}: {result.pages} pages for {result.entities} entities in "
          f"{result.files} files, in {result.requests} requests (no call made)")
    print(f"  input tokens: ~{result.input_tokens:,}   output tokens: ~{result.output_tokens:,}")
    print(f"  and {result.folders} folder summaries in {result.folder_requests} requests: input "
          f"tokens ~{result.folder_input_tokens:,}   output tokens "
          f"~{result.folder_output_tokens:,}")
    print(f"  {'model':<22} {'$/MTok in':>9} {'out':>6} {'cost':>10} {'--batch-api':>12}")
    for cost in result.costs:
        mark = "*" if cost.model == model else " "
        print(f"{mark} {cost.model:<22} {cost.price.input:>9g} {cost.price.output:>6g} "
              f"{'$' + format(cost.cost_usd, '.2f'):>10} "
              f"{'$' + format(cost.batch_cost_usd, '.2f'):>12}")
    print("  (* the model chosen; estimates: ~3 characters a token, the shared prompt cached)")
    return 0


def _projects(home: Path, wanted: str | None) -> list[str]:
    """The projects a search runs over: one named, all, or the only one there is."""
    known = [row.project for row in _registry(home)]
    if wanted == "all":
        if not known:
            raise RkError(f"no projects in {home}; run `rk-action create SOURCE` first")
        return known
    if wanted:
        return [store.known_project(home, wanted)]
    if len(known) == 1:
        return known
    if not known:
        raise RkError(f"no projects in {home}; run `rk-action create SOURCE` first")
    raise RkError(f"several projects ({', '.join(known)}): choose one with --project NAME "
                  "or search them all with --project all")


def _search(args: argparse.Namespace, home: Path) -> int:
    from rk_action.search.engine import ProjectSearch, search_all

    if (args.query is None) == (args.queries is None):
        raise UsageError("give a QUERY or --queries FILE (not both)")
    if args.top < 1:
        raise UsageError("--top must be at least 1")
    lines = _query_lines(args.queries) if args.queries else [_query(args.query)]
    several = args.project == "all"
    searches = []
    for name in _projects(home, args.project):
        try:
            searches.append(ProjectSearch(home, name))
        except RkError as exc:  # a row of `_registry.md` naming no knowledge base of the home
            if not several:
                raise
            _warn([f"_registry.md: project {name!r} left out of the search ({exc})"])
    if not searches:
        raise RkError(f"no project of {home / '_registry.md'} can be searched")
    for query in lines:
        if several:
            answer = search_all(searches, query, args.top, not args.no_learn)
        else:
            answer = searches[0].search(query, args.top, not args.no_learn)
        _warn(answer.warnings)
        if args.json or args.queries:
            print(json.dumps({"query": answer.query, "project": answer.project,
                              "layer": answer.layer,
                              "results": [h.as_json(several) for h in answer.results]},
                             ensure_ascii=False))
        else:
            _show(answer, several)
    return 0


def _query(text: str) -> str:
    """A query given on the command line; an empty one (or only spaces) is a usage error."""
    query = decode_utf8(os.fsencode(text), "the query")  # Python keeps bytes not UTF-8 raw
    if not query.strip():
        raise UsageError("the query is empty")
    return query


def _query_lines(path: str) -> list[str]:
    """The queries of a `--queries` file, one a line; a line that is not UTF-8 is read with its
    undecodable bytes replaced, and an empty line is skipped, each with a warning that names
    the file and the line."""
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise RkError(f"cannot read {path}: {exc.strerror}") from exc
    queries = []
    for number, raw in enumerate(data.splitlines(), 1):
        query = decode_utf8(raw, f"{path}, line {number}")
        if query.strip():
            queries.append(query)
        else:
            warn(f"{path}, line {number}: empty, skipped")
    return queries


def _show(answer: Answer, several: bool) -> None:
    """An answer on the terminal: each result's identifier, place and label (verified, ranked,
    source, fallback: what the JSON's `verified` and the site's search box say too), then its
    description. Control characters are shown escaped; code spans are bold on a terminal that
    takes colours, and keep their backticks elsewhere."""
    layers = {1: "a learned alias; the first is verified",
              2: "ranking only; none is verified", 3: "ranking; the first is verified",
              4: "nothing matched: the largest entity" if answer.last_resort
              else "the source; the first was found there"}
    count = len(answer.results)
    print(f"{answer.project}: {count} result{'' if count == 1 else 's'}, answered by layer "
          f"{answer.layer} ({layers[answer.layer]})")
    bold = _styled(sys.stdout)
    for hit in answer.results:
        where = f"{hit.source}:{hit.lines[0]}-{hit.lines[1]}"
        project = f"[{hit.project}] " if several else ""
        print(one_line(f"{hit.rank:>3}. {project}{hit.symbol or hit.name}  {where}  [{hit.label}]"))
        print(f"     {_description(hit.description, bold)}")


def _styled(stream: TextIO) -> bool:
    """Whether `stream` is a terminal that takes colours (https://no-color.org)."""
    return (stream.isatty() and not os.environ.get("NO_COLOR")
            and os.environ.get("TERM", "") != "dumb")


def _description(text: str, bold: bool) -> str:
    """A description for the terminal: code spans in bold (`bold`), else as written."""
    from rk_action.search.display import code_spans

    if not bold:
        return one_line(text)
    return "".join(f"\x1b[1m{one_line(piece)}\x1b[22m" if code else one_line(piece)
                   for piece, code in code_spans(text))


def _unlearn(args: argparse.Namespace, home: Path) -> int:
    from rk_action.search.engine import unlearn

    query = _query(args.query)
    changed = sum(unlearn(home, name, query) for name in _projects(home, args.project))
    print(f"Removed from {changed} alias list{'s' if changed != 1 else ''}")
    return 0


def _registry(home: Path) -> list[store.RegistryRow]:
    """The registry as the projects on disk say it should be (a killed run may have left the
    file behind them; the next writer rewrites it)."""
    return store.recover_registry(home, write=False)


def _list(args: argparse.Namespace, home: Path) -> int:
    from rk_action.gitutil import scrub

    rows = _registry(home)
    for row in rows:  # a registry written by an older version may hold a clone URL's token
        row.git_url = scrub(row.git_url)
    if args.json:
        print(json.dumps([{"project": r.project, "git_url": r.git_url,
                           "last_update": r.last_update, "docs": r.docs} for r in rows], indent=1))
    elif not rows:
        print(f"No projects in {home}")
    else:
        width = max(len(r.project) for r in rows)
        for r in rows:
            print(one_line(f"{r.project:<{width}}  {r.docs:>6} docs  {r.last_update}  "
                           f"{r.git_url}"))  # values a `_meta.md` holds: no terminal escapes
    return 0


def _delete(args: argparse.Namespace, home: Path) -> int:
    name = store.known_project(home, args.name)
    project_dir, clone_dir = home / name, home / "_repos" / name
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


def _site_build(args: argparse.Namespace, home: Path) -> int:
    from rk_action.site import build_site

    if args.project == "all":
        raise UsageError("site build makes the site of one project: --project NAME")
    known = [row.project for row in _registry(home)]
    if not args.project and len(known) > 1:
        raise RkError(f"several projects ({', '.join(known)}): choose one with --project NAME")
    project = _projects(home, args.project)[0]
    report = build_site(home, project, Path(args.out), progress=Progress())
    _warn(report.warnings)
    print(f"Built the site of {project}: {report.pages} pages, {report.entities} docs "
          f"in {report.out_dir} ({report.seconds:.2f}s)")
    return 0


COMMANDS: dict[str, Callable[[argparse.Namespace, Path], int]] = {
    "create": _create, "update": _update, "estimate": _estimate, "search": _search,
    "unlearn": _unlearn, "list": _list, "delete": _delete, "run": _run, "plan": _plan,
    "merge": _merge, "site build": _site_build,
}
WRITERS = frozenset({"create", "update", "unlearn", "delete", "plan", "merge"})
"""The commands that hold the home's write lock (`lock`) while they run. `run` works in homes
of its own; a search takes the lock only to learn, and never waits for it."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI; returns the exit code (0 success, 1 failure, 2 usage error)."""
    args = build_parser().parse_args(argv)
    command = " ".join(filter(None, (args.command, getattr(args, "site_command", None))))
    with _terminate_as_interrupt():
        code = _main(args, command)
    if argv is None and code in (130, 143) and any(
            thread.is_alive() and not thread.daemon for thread in threading.enumerate()
            if thread is not threading.main_thread()):
        # a model's requests in flight (their threads wait on the network) would hold the
        # process to their timeout, minutes: the run has unwound, as a kill would leave it
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)
    return code


@contextmanager
def _terminate_as_interrupt() -> Iterator[None]:
    """SIGTERM raises `Terminated` in the block (the default would end the process on the
    spot, leaving its worker processes running), where a signal handler can be set."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGTERM, _terminated)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def _terminated(signum: int, frame: object) -> None:
    raise Terminated


def _main(args: argparse.Namespace, command: str) -> int:
    try:
        home = store.resolve_home(args.home)
        if command not in WRITERS:
            return COMMANDS[command](args, home)
        with lock.writing(home, wait=lambda: print(
                f"Waiting: {lock.busy_message(home)}", file=sys.stderr, flush=True)):
            store.recover_registry(home)
            return COMMANDS[command](args, home)
    except RkError as exc:
        print(f"Error: {one_line(str(exc))}", file=sys.stderr)
        return exc.exit_code
    except OSError as exc:  # the file system refused (full, read-only, a name too long, …)
        print(f"Error: {command} failed: {os_error_text(exc)}", file=sys.stderr)
        return 1
    except Terminated:
        print("Error: terminated", file=sys.stderr)
        return 143
    except KeyboardInterrupt:
        print("Error: interrupted", file=sys.stderr)
        return 130

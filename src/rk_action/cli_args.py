"""The grammar of the `rk-action` command line: its commands, their arguments and help."""

from __future__ import annotations

import argparse

from rk_action import __version__

DEFAULT_MODEL = "claude-sonnet-5-5"  # the same as summarize.pricing.DEFAULT_MODEL (checked)
SOURCE_HELP = "a git URL, or the path of a local repository's root folder"
PROJECT_HELP = ("the project, or 'all' (default: the only one; required when there are "
                "several)")


def build_parser() -> argparse.ArgumentParser:
    """The parser of every command; `command` (and `site_command`) name the one given."""
    parser = argparse.ArgumentParser(
        prog="rk-action",
        description="A repository knowledge base that keeps itself current.",
        epilog="Start with `rk-action create PATH-OR-URL`, then `rk-action search QUESTION`; "
               "`rk-action COMMAND --help` shows a command's options.",
    )
    parser.add_argument(
        "--home", metavar="DIR", help="the knowledge base's folder, given before the command "
                                      "(default: $RK_HOME, else ~/.repo-knowledge)"
    )
    parser.add_argument("--version", action="version", version=f"rk-action {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND",
                                     help="what to do, one of:")

    p = _command(commands, "create", "clone a repository and write its knowledge base")
    p.add_argument("source", metavar="SOURCE", help=SOURCE_HELP)
    p.add_argument("--name", help="project name (default: last segment of SOURCE)")
    summarizer_options(p, default="static")
    p.add_argument("--jobs", type=int, default=0, metavar="N",
                   help="parallel workers (default: the number of CPUs)")
    p.add_argument("--force", action="store_true", help="rebuild a project that already exists")
    add_path_filters(p)
    p.add_argument("--shard", metavar="I/N", help="index only shard I of N (with --out)")
    p.add_argument("--out", metavar="DIR", help="where a shard's partial knowledge base goes")

    p = _command(commands, "update", "bring a project up to date with its repository")
    p.add_argument("name", metavar="NAME", help="the project (`rk-action list` shows them)")
    summarizer_options(p, default=None)

    p = _command(commands, "estimate", "tokens and cost of describing SOURCE with a model")
    p.add_argument("source", metavar="SOURCE", help=SOURCE_HELP)
    p.add_argument("--model", help=f"the model to mark in the table (default: {DEFAULT_MODEL})")

    p = _command(commands, "search", "find the code that answers a question")
    p.add_argument("query", metavar="QUERY", nargs="?",
                   help="a question or words, in quotes: \"where are tokens checked\"")
    p.add_argument("--queries", metavar="FILE",
                   help="instead of QUERY: one query per line; one JSON line each")
    p.add_argument("--project", metavar="NAME", help=PROJECT_HELP)
    p.add_argument("--top", type=int, default=10, metavar="K",
                   help="at most K results (default: 10)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--no-learn", action="store_true", help="change nothing on disk: learn no "
                   "alias, save no doc found in the source")

    p = _command(commands, "unlearn", "forget a query learned as an alias (wrong result)")
    p.add_argument("query", metavar="QUERY", help="the query whose answer was wrong")
    p.add_argument("--project", metavar="NAME", help=PROJECT_HELP)

    p = _command(commands, "list", "list the projects in the registry")
    p.add_argument("--json", action="store_true", help="print JSON")

    p = _command(commands, "delete", "remove a project, its clone and its registry row")
    p.add_argument("name", metavar="NAME", help="the project (`rk-action list` shows them)")
    p.add_argument("--yes", action="store_true", help="do not ask for confirmation")

    p = _command(commands, "run", "the GitHub Action: create or update the docs branch",
                 "In GitHub Actions: create or update the knowledge base of the workspace's "
                 "repository on the docs branch, and build its site (--home does not apply). "
                 "Elsewhere, with --dry-run: index the repository around the current folder "
                 "into a temporary home and build its site into ./site.")
    p.add_argument("--docs-branch", default="repo-knowledge", metavar="B",
                   help="the branch holding the knowledge base (default: repo-knowledge)")
    p.add_argument("--site-dir", metavar="DIR",
                   help="where the site is built (default: _site in Actions, ./site locally)")
    p.add_argument("--no-site", action="store_true", help="do not build the site")
    p.add_argument("--dry-run", action="store_true", help="push nothing; outside Actions: "
                   "index the current repository into a temporary home and build its site")
    add_path_filters(p)
    summarizer_options(p, default=None, key_chooses=True)

    p = _command(commands, "plan", "print the GitHub Actions matrix of a sharded create")
    p.add_argument("source", metavar="SOURCE", help=SOURCE_HELP)
    p.add_argument("--shards", type=int, required=True, metavar="N",
                   help="how many shards (jobs of the matrix)")
    p.add_argument("--name", help="project name (default: last segment of SOURCE)")
    add_path_filters(p)

    p = _command(commands, "merge", "combine the partials of a sharded create")
    p.add_argument("dirs", metavar="DIR", nargs="+", help="the --out folders of every shard")
    p.add_argument("--force", action="store_true", help="replace a project that already exists")

    p = _command(commands, "site", "the MkDocs Material site of a project")
    site = p.add_subparsers(dest="site_command", required=True, metavar="SUBCOMMAND",
                            help="one of:")
    p = _command(site, "build", "build the site of a project into a folder")
    p.add_argument("--project", metavar="NAME", help="the project (default: the only one; "
                   "required when there are several)")
    p.add_argument("--out", required=True, metavar="DIR", help="the folder the site is written "
                   "to: new, empty, or an earlier site (which is replaced)")
    return parser


def _command(group: argparse._SubParsersAction[argparse.ArgumentParser], name: str, text: str,
             description: str = "") -> argparse.ArgumentParser:
    """A command: `text` in the list of commands, `description` (else `text`) atop its help."""
    return group.add_parser(name, help=text,
                            description=description or f"{text[0].upper()}{text[1:]}.")


def add_path_filters(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--include", action="append", default=[], metavar="GLOBS",
                        help="document only these paths (globs, comma-separated; repeatable)")
    parser.add_argument("--exclude", action="append", default=[], metavar="GLOBS",
                        help="leave these paths out (globs, comma-separated; repeatable)")


def summarizer_options(p: argparse.ArgumentParser, default: str | None,
                       key_chooses: bool = False) -> None:
    """`--summarizer`, `--model` and the model's limits. `default` None: as `_meta.md` says;
    `key_chooses`: `anthropic` when ANTHROPIC_API_KEY is set (the action's key input)."""
    recorded = "the one recorded in _meta.md, else "
    chosen = ("anthropic when ANTHROPIC_API_KEY is set, else " if key_chooses else "") + \
        ("" if default else recorded)
    p.add_argument("--summarizer", choices=["static", "anthropic"], default=default,
                   help=f"who writes the descriptions (default: {chosen}static); anthropic "
                        "reads the key from ANTHROPIC_API_KEY")
    p.add_argument("--model", help="Claude model for --summarizer anthropic (default: "
                                   f"{'' if default else recorded}{DEFAULT_MODEL})")
    p.add_argument("--max-cost-usd", type=float, metavar="X",
                   help="send no more requests once the estimated spend would pass X dollars")
    p.add_argument("--batch-api", action="store_true",
                   help="use the Message Batches API (half price, answers within 24 h)")

"""The grammar of the `rk-action` command line: its commands, their arguments and help."""

from __future__ import annotations

import argparse

from rk_action import __version__

DEFAULT_MODEL = "claude-sonnet-5-5"  # the same as summarize.pricing.DEFAULT_MODEL (checked)


def build_parser() -> argparse.ArgumentParser:
    """The parser of every command; `command` (and `site_command`) name the one given."""
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
    summarizer_options(p, default="static")
    p.add_argument("--jobs", type=int, default=0, help="parallel workers (default: CPU count)")
    p.add_argument("--force", action="store_true", help="rebuild a project that already exists")
    add_path_filters(p)
    p.add_argument("--shard", metavar="I/N", help="index only shard I of N (with --out)")
    p.add_argument("--out", metavar="DIR", help="where a shard's partial knowledge base goes")

    p = commands.add_parser("update", help="bring a project up to date with its repository")
    p.add_argument("name", metavar="NAME")
    summarizer_options(p, default=None)

    p = commands.add_parser("estimate", help="tokens and cost of describing SOURCE with a model")
    p.add_argument("source", metavar="SOURCE", help="git URL or local repository path")
    p.add_argument("--model", help=f"model to mark (default {DEFAULT_MODEL})")

    p = commands.add_parser("search", help="find the code that answers a question")
    p.add_argument("query", metavar="QUERY", nargs="?")
    p.add_argument("--queries", metavar="FILE", help="one query per line; one JSON line each")
    p.add_argument("--project", help="project name, or 'all'")
    p.add_argument("--top", type=int, default=10, help="how many results (default 10)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--no-learn", action="store_true", help="change nothing on disk")

    p = commands.add_parser("unlearn", help="forget a query learned as an alias (wrong result)")
    p.add_argument("query", metavar="QUERY")
    p.add_argument("--project", help="project name, or 'all'")

    p = commands.add_parser("list", help="list the projects in the registry")
    p.add_argument("--json", action="store_true", help="print JSON")

    p = commands.add_parser("delete", help="remove a project, its clone and its registry row")
    p.add_argument("name", metavar="NAME")
    p.add_argument("--yes", action="store_true", help="do not ask for confirmation")

    p = commands.add_parser("run", help="the GitHub Action: create or update the docs branch")
    p.add_argument("--docs-branch", default="repo-knowledge", metavar="B",
                   help="the branch holding the knowledge base (default: repo-knowledge)")
    p.add_argument("--site-dir", metavar="DIR",
                   help="where the site is built (default: _site in Actions, ./site locally)")
    p.add_argument("--no-site", action="store_true", help="do not build the site")
    p.add_argument("--dry-run", action="store_true", help="push nothing; outside Actions: "
                   "index the current repository into a temporary home and build its site")
    add_path_filters(p)
    summarizer_options(p, default=None)

    p = commands.add_parser("plan", help="print the GitHub Actions matrix of a sharded create")
    p.add_argument("source", metavar="SOURCE", help="git URL or local repository path")
    p.add_argument("--shards", type=int, required=True, metavar="N", help="how many shards")
    p.add_argument("--name", help="project name (default: last segment of SOURCE)")
    add_path_filters(p)

    p = commands.add_parser("merge", help="combine the partials of a sharded create")
    p.add_argument("dirs", metavar="DIR", nargs="+", help="the --out folders of every shard")
    p.add_argument("--force", action="store_true", help="replace a project that already exists")

    p = commands.add_parser("site", help="the MkDocs Material site of a project")
    site = p.add_subparsers(dest="site_command", required=True, metavar="SUBCOMMAND")
    p = site.add_parser("build", help="build the site of a project into a folder")
    p.add_argument("--project", help="project name (default: the only one)")
    p.add_argument("--out", required=True, metavar="DIR", help="output folder for the site")
    return parser


def add_path_filters(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--include", action="append", default=[], metavar="GLOBS",
                        help="document only these paths (globs, comma-separated; repeatable)")
    parser.add_argument("--exclude", action="append", default=[], metavar="GLOBS",
                        help="leave these paths out (globs, comma-separated; repeatable)")


def summarizer_options(p: argparse.ArgumentParser, default: str | None) -> None:
    recorded = "" if default else " (default: as recorded in _meta.md)"
    p.add_argument("--summarizer", choices=["static", "anthropic"], default=default,
                   help=f"who writes the descriptions{recorded or ' (default: static)'}; "
                        "anthropic reads the key from ANTHROPIC_API_KEY")
    p.add_argument("--model", help=f"Claude model for --summarizer anthropic{recorded or ''} "
                                   f"(default {DEFAULT_MODEL})")
    p.add_argument("--max-cost-usd", type=float, metavar="X",
                   help="send no more requests once the estimated spend would pass X dollars")
    p.add_argument("--batch-api", action="store_true",
                   help="use the Message Batches API (half price, answers within 24 h)")

"""The messages of common mistakes, through the real CLI on real git repositories (issue 15,
item 4): each says what is wrong and what to do, with the exit code of its kind (1 failure,
2 usage error)."""

from __future__ import annotations

import json
import os
import re
import shlex
from pathlib import Path

import pytest

from tests.conftest import RkRunner, git, make_repo

NOT_A_REPOSITORY = "is not a git repository; run `git init` and commit, or pass a URL"
CODE = {"api/client.py": 'def fetch(url):\n    """Fetch a URL."""\n    return url\n'}


@pytest.fixture(autouse=True)
def _no_repository_above(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """git looks no higher than the test's folder, whatever holds the machine's temp folder."""
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path.parent))


def test_create_on_a_folder_that_is_not_a_repository(rk: RkRunner, tmp_path: Path) -> None:
    plain = tmp_path / "plain"
    plain.mkdir()
    (plain / "a.py").write_text("def a():\n    pass\n")
    result = rk("create", str(plain))
    assert (result.code, result.out) == (1, "")
    assert result.err == f"Error: {plain} {NOT_A_REPOSITORY}\n"
    notes = tmp_path / "notes.txt"  # a file that is no git bundle
    notes.write_text("hello\n")
    assert rk("create", str(notes)).err == f"Error: {notes} {NOT_A_REPOSITORY}\n"
    assert rk("estimate", str(plain)).err == f"Error: {plain} {NOT_A_REPOSITORY}\n"
    assert not rk.home.exists()


def test_create_on_a_path_that_does_not_exist(rk: RkRunner, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = rk("create", "missing")
    assert (result.code, result.out) == (1, "")
    assert result.err == f"Error: {tmp_path / 'missing'} does not exist\n"
    assert not rk.home.exists()


def test_create_on_a_folder_inside_a_repository_names_the_root(rk: RkRunner,
                                                               tmp_path: Path) -> None:
    # Refused rather than created from the root: the enclosing repository may be far larger
    # than the folder given (a home folder kept in git), and --include does what was meant.
    repo = make_repo(tmp_path / "my repo", {**CODE, "src/sub dir/deep.py": "def deep():\n"
                                            "    return 1\n"})
    inner = repo / "src" / "sub dir"
    result = rk("create", str(inner))
    assert (result.code, result.out) == (1, "")
    assert result.err == (f"Error: {inner} is a folder inside the git repository {repo}; pass "
                          f"'{repo}' instead (`--include 'src/sub dir'` documents only this "
                          "folder)\n")
    assert not rk.home.exists()
    # what the message says to do works, quoting and all
    root, include = re.findall(r"pass (.+) instead \(`(--include .+)` documents", result.err)[0]
    created = rk("create", *shlex.split(root), *shlex.split(include))
    assert created.code == 0, created.err
    assert sorted(p.name for p in (rk.home / "my-repo" / "docs").rglob("*.md")
                  if p.name != "_overview.md") == ["deep.md"]


def test_create_on_a_repository_without_commits(rk: RkRunner, tmp_path: Path) -> None:
    repo = tmp_path / "fresh"
    repo.mkdir()
    git(repo, "init", "-q", "-b", "main")
    (repo / "a.py").write_text("def a():\n    pass\n")  # written, never committed
    expected = f"Error: {repo} has no commits yet; commit some code first\n"
    for command in (["create", str(repo)], ["plan", str(repo), "--shards", "2"],
                    ["estimate", str(repo)]):
        result = rk(*command)
        assert (result.code, result.out, result.err) == (1, "", expected), command
        assert not rk.home.exists(), command  # no clone left behind
    bare = tmp_path / "empty.git"  # an empty remote, as a URL
    git(tmp_path, "init", "-q", "--bare", str(bare))
    result = rk("create", bare.as_uri())
    assert (result.code, result.err) == (
        1, f"Error: {bare.as_uri()} has no commits yet; commit some code first\n")
    assert not rk.home.exists()


def test_create_of_a_git_bundle_still_works(rk: RkRunner, tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo", CODE)
    bundle = tmp_path / "repo.bundle"
    git(repo, "bundle", "create", "-q", str(bundle), "--all")
    result = rk("create", str(bundle))
    assert result.code == 0, result.err
    assert result.out.startswith("Created repo.bundle: 1 docs for 1 entities in 1 files and "
                                 "2 folder overviews at ")


@pytest.fixture
def demo(rk: RkRunner, tmp_path: Path) -> Path:
    """A home holding one project, `demo`."""
    assert rk("create", str(make_repo(tmp_path / "demo", CODE))).code == 0
    return rk.home


@pytest.mark.parametrize("command", [["search"], ["unlearn"], ["search", "--json"]])
@pytest.mark.parametrize("query", ["", "   ", "\t"])
def test_an_empty_query_is_a_usage_error(rk: RkRunner, demo: Path, command: list[str],
                                         query: str) -> None:
    index = (demo / "demo" / "_index.md").read_bytes()
    result = rk(command[0], query, *command[1:])
    assert (result.code, result.out, result.err) == (2, "", "Error: the query is empty\n")
    assert (demo / "demo" / "_index.md").read_bytes() == index


def test_an_empty_line_of_a_queries_file_is_skipped_with_a_warning(rk: RkRunner, demo: Path,
                                                                  tmp_path: Path) -> None:
    queries = tmp_path / "queries.txt"
    queries.write_text("fetch a url\n\n   \nfetch\n")
    result = rk("search", "--queries", str(queries), "--no-learn")
    assert result.code == 0
    assert [json.loads(line)["query"] for line in result.out.splitlines()] == ["fetch a url",
                                                                               "fetch"]
    assert result.err == (f"Warning: {queries}, line 2: empty, skipped\n"
                          f"Warning: {queries}, line 3: empty, skipped\n")


def two_projects(rk: RkRunner, tmp_path: Path) -> None:
    for name in ("requests", "flask"):
        result = rk("create", str(make_repo(tmp_path / name, CODE)))
        assert result.code == 0, result.err


def project_commands(name: str, out: Path) -> list[list[str]]:
    """Every command that takes the name of an existing project."""
    return [["update", name], ["search", "fetch", "--project", name], ["delete", name, "--yes"],
            ["site", "build", "--project", name, "--out", str(out)],
            ["unlearn", "fetch", "--project", name]]


def test_a_misspelt_project_name_gets_the_closest_one_and_the_list(rk: RkRunner,
                                                                   tmp_path: Path) -> None:
    two_projects(rk, tmp_path)
    listing = rk("list").out
    site = tmp_path / "site"
    for typed, hint in (("reqests", "; did you mean 'requests'?"), ("Flask", "; did you mean "
                        "'flask'?"), ("zzz", ".")):
        for command in project_commands(typed, site):
            result = rk(*command)
            assert (result.code, result.out) == (1, ""), command
            assert result.err == (f"Error: no project named '{typed}'{hint} Projects: flask, "
                                  "requests\n"), command
    assert rk("list").out == listing and not site.exists()


def test_without_projects_the_error_says_how_to_create_one(rk: RkRunner,
                                                          tmp_path: Path) -> None:
    for command in project_commands("requests", tmp_path / "site"):
        result = rk(*command)
        assert (result.code, result.out) == (1, ""), command
        assert result.err == (f"Error: no project named 'requests': there are no projects in "
                              f"{rk.home} yet; create one with `rk-action create SOURCE`\n")
        assert not rk.home.exists(), command


def test_an_unfinished_project_keeps_its_own_message(rk: RkRunner, demo: Path) -> None:
    (demo / "demo" / "_meta.md").unlink()  # what a killed create leaves: resumed by create
    assert rk("update", "demo").err.startswith("Error: no complete project named 'demo'")


COMMANDS = ["create", "update", "estimate", "search", "unlearn", "list", "delete", "run", "plan",
            "merge", "site", "site build"]


def help_entries(text: str, section: str) -> dict[str, str]:
    """The entries of one section of an argparse help text: {invocation: its help}."""
    lines = text.split(f"\n{section}:\n", 1)[1].split("\n\n", 1)[0].splitlines()
    entries: dict[str, str] = {}
    name = ""
    for line in lines:
        if re.match(r"  \S", line):
            name, _, first = line.strip().partition("  ")
            entries[name] = first.strip()
        elif line.startswith("    ") and name:
            entries[name] = f"{entries[name]} {line.strip()}".strip()
    return entries


def help_of(rk: RkRunner, *command: str) -> str:
    with pytest.raises(SystemExit) as done:
        rk(*command, "--help")
    assert done.value.code == 0
    return rk.capsys.readouterr().out


def test_every_command_is_in_the_top_help(rk: RkRunner, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    top = help_of(rk)
    listed = re.findall(r"^    (\w+) ", top, re.MULTILINE)
    assert listed == [c for c in COMMANDS if " " not in c]
    assert help_entries(top, "positional arguments")["COMMAND"].startswith("what to do")
    assert "--home DIR" in top and "given before the command" in top


@pytest.mark.parametrize("command", COMMANDS)
def test_help_gives_every_argument_words_and_one_default(rk: RkRunner, command: str,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    text = help_of(rk, *command.split())
    description = text.split("\n\n")[1]  # after the usage, before the first section
    assert not description.endswith(":") and "\n  " not in description, f"{command}: what it does"
    positional = help_entries(text, "positional arguments") if "\npositional" in text else {}
    for name, words in positional.items():
        assert words, f"{command} {name} has no help"
    for name, words in help_entries(text, "options").items():
        assert words, f"{command} {name} has no help"
        assert words.count("default") <= 1, f"{command} {name}: {words}"


@pytest.mark.parametrize(("command", "default"), [
    ("create", "(default: claude-sonnet-5-5)"),
    ("estimate", "(default: claude-sonnet-5-5)"),
    ("update", "(default: the one recorded in _meta.md, else claude-sonnet-5-5)"),
    ("run", "(default: the one recorded in _meta.md, else claude-sonnet-5-5)"),
])
def test_model_shows_one_default(rk: RkRunner, command: str, default: str,
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    assert help_entries(help_of(rk, command), "options")["--model MODEL"].endswith(default)


@pytest.mark.parametrize("command", ["search", "unlearn", "site build"])
def test_project_says_its_default(rk: RkRunner, command: str,
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    words = help_entries(help_of(rk, *command.split()), "options")["--project NAME"]
    assert "(default: the only one; required when there are several)" in words


def test_skipped_files_say_what_they_are(rk: RkRunner, tmp_path: Path) -> None:
    files: dict[str, str | bytes] = {
        **CODE,
        "node_modules/left-pad/index.js": "function leftPad() {}\n",
        "node_modules/left-pad/util.js": "function util() {}\n",
        "dist/bundle.py": "def built():\n    pass\n",
        "tests/test_client.py": "def test_fetch():\n    pass\n",
        "api/client_test.go": "package api\n",
        "api/messages_pb2.py": "X = 1\n",
        "webpack.config.js": "module.exports = {};\n",
        "types/index.d.ts": "export declare function f(): void;\n",
        "README.md": "# demo\n", "data.json": "{}\n", "Makefile": "all:\n",
        "api/blob.py": b"\0\1\2",
        "api/huge.py": "x = 1\n" * 200_000,
        "legacy/old.py": "def old():\n    pass\n",
    }
    repo = make_repo(tmp_path / "demo", files)
    os.symlink("client.py", repo / "api" / "alias.py")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "a link")
    result = rk("create", str(repo), "--exclude", "legacy")
    assert result.code == 0, result.err
    assert result.out.splitlines()[1] == (
        "Skipped files: 3 in dependency, build or cache folders (node_modules, vendor, dist, "
        "build, .venv, …); 3 not in a supported language; 2 test files; 1 binary file; "
        "1 configuration file; 1 left out by --include/--exclude; 1 generated or minified file; "
        "1 symbolic link; 1 over 1 MB; 1 type definition file (.d.ts, .pyi)")


def moves_repo(tmp_path: Path) -> Path:
    return make_repo(tmp_path / "moves", {
        "web/app.py": "".join(f'def {n}():\n    """{n.upper()}."""\n    return {i}\n\n\n'
                              for i, n in enumerate(("first", "second", "third"))),
        "web/other.py": "def keep():\n    return 0\n",
        "util/text.py": "def shout(text):\n    return text.upper()\n\n\n"
                        "def whisper(text):\n    return text.lower()\n",
    })


def docs_line(rk: RkRunner) -> str:
    result = rk("update", "moves")
    assert result.code == 0, result.err
    return result.out.splitlines()[2]


def test_update_counts_moved_docs_as_moved(rk: RkRunner, tmp_path: Path) -> None:
    repo = moves_repo(tmp_path)
    assert rk("create", str(repo)).code == 0
    (repo / "lib").mkdir()
    git(repo, "mv", "web/app.py", "lib/app.py")  # three docs change folder
    git(repo, "commit", "-q", "-m", "move")
    assert docs_line(rk) == "  docs: 0 regenerated, 0 created, 0 removed, 3 moved; 0 summarized"
    # a function cut from one file and pasted into a file of another folder moves too
    text = (repo / "util" / "text.py").read_text()
    (repo / "util" / "text.py").write_text(text.split("\n\n\n")[0] + "\n")
    (repo / "web" / "other.py").write_text("def keep():\n    return 0\n\n\n"
                                           + text.split("\n\n\n")[1])
    git(repo, "commit", "-q", "-am", "move whisper")
    assert docs_line(rk) == "  docs: 0 regenerated, 0 created, 0 removed, 1 moved; 0 summarized"
    # what is gone and what is new stay apart from moves
    (repo / "util" / "text.py").write_text("def yell(text):\n    return text.upper() + '!'\n")
    git(repo, "commit", "-q", "-am", "shout becomes yell")
    assert docs_line(rk) == "  docs: 0 regenerated, 1 created, 1 removed, 0 moved; 1 summarized"

"""`create`, `list`, `delete` end to end on real git repositories (DESIGN §2, §3, §9)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import (
    RkRunner,
    check_golden,
    git,
    make_repo,
    polyglot_repo,
    tree_text,
    write_files,
    yaml_frontmatter,
)


def kb_text(rk: RkRunner, repo: Path) -> dict[str, str]:
    """The knowledge base without clones, the machine-specific source path made neutral."""
    return {rel: text.replace(str(repo), "<SOURCE>") for rel, text in tree_text(rk.home).items()}


def test_polyglot_create_matches_golden(rk: RkRunner, tmp_path: Path) -> None:
    repo = polyglot_repo(tmp_path / "polyglot")
    result = rk("create", str(repo))
    assert result.code == 0, result.err
    # the entities' docs and the folder overviews said apart (`total_docs` counts both: 21)
    assert re.match(r"Created polyglot: 14 docs for 18 entities in 10 files and 7 folder "
                    r"overviews at [0-9a-f]{7} \(\d+\.\d\ds\)\n", result.out), result.out
    files = kb_text(rk, repo)
    check_golden("polyglot", files)
    # one page per language at least, every page valid YAML frontmatter with the contract keys
    docs = [rel for rel in files if rel.startswith("polyglot/docs/")]
    languages = {Path(yaml_frontmatter(files[d])["source"]).suffix for d in docs
                 if not d.endswith("/_overview.md")}
    assert languages >= {".py", ".ts", ".js", ".go", ".rs", ".java", ".c", ".cpp", ".rb", ".php"}
    for rel in docs:
        post = yaml_frontmatter(files[rel])
        if rel.endswith("/_overview.md"):  # a folder's overview: what it documents is a folder
            assert dict(post) == {"kind": "folder",
                                  "source": rel.removeprefix("polyglot/docs/")
                                  .removesuffix("_overview.md").rstrip("/")}
            continue
        assert list(post.keys())[:7] == ["cached", "source", "symbol", "kind", "lines", "hash",
                                         "summarizer"]
        assert post["kind"] in ("function", "method", "class")
    meta = files["polyglot/_meta.md"].splitlines()
    assert meta[3] == f"last_commit: {git(repo, 'rev-parse', 'HEAD').strip()}"
    assert meta[4] == f"total_docs: {len(docs)}"


def test_parallel_and_serial_create_write_the_same_bytes(tmp_path: Path) -> None:
    repo = polyglot_repo(tmp_path / "polyglot")
    homes = []
    for jobs in ("1", "2"):
        home = tmp_path / f"home{jobs}"
        code = subprocess.run([sys.executable, "-m", "rk_action", "--home", str(home), "create",
                               str(repo), "--jobs", jobs], capture_output=True, text=True)
        assert code.returncode == 0, code.stderr
        homes.append(tree_text(home))
    assert homes[0] == homes[1]


def test_complete_project_is_refused_with_a_hint_and_force_rebuilds(
    rk: RkRunner, tmp_path: Path
) -> None:
    repo = polyglot_repo(tmp_path / "polyglot")
    assert rk("create", str(repo)).code == 0
    before = kb_text(rk, repo)
    again = rk("create", str(repo))
    assert again.code == 1
    assert again.err.startswith("Error: project 'polyglot' already exists")
    assert "rk-action update polyglot" in again.err
    forced = rk("create", str(repo), "--force")
    assert forced.code == 0, forced.err
    assert kb_text(rk, repo) == before


def test_incomplete_project_is_resumed(rk: RkRunner, tmp_path: Path) -> None:
    repo = polyglot_repo(tmp_path / "polyglot")
    assert rk("create", str(repo)).code == 0
    complete = kb_text(rk, repo)
    # what a killed run leaves: docs half written, no _meta.md, a stale doc
    (rk.home / "polyglot" / "_meta.md").unlink()
    victims = sorted((rk.home / "polyglot" / "docs").rglob("*.md"))[:3]
    for doc in victims:
        doc.unlink()
    (rk.home / "polyglot" / "docs" / "stale.md").write_text("old")
    resumed = rk("create", str(repo))
    assert resumed.code == 0, resumed.err
    assert kb_text(rk, repo) == complete


def test_list_and_delete(rk: RkRunner, tmp_path: Path) -> None:
    repo = polyglot_repo(tmp_path / "polyglot")
    other = make_repo(tmp_path / "other", {"a.py": "def a():\n    pass\n"})
    assert rk("create", str(repo)).code == 0
    assert rk("create", str(other), "--name", "zeta").code == 0
    listed = json.loads(rk("list", "--json").out)
    assert [row["project"] for row in listed] == ["polyglot", "zeta"]
    assert listed[1] == {"project": "zeta", "git_url": str(other), "last_update": "2025-11-30",
                         "docs": 2}  # its one doc and the root's overview
    assert "zeta" in rk("list").out
    # a `_meta.md` is anyone's to push: its values reach the terminal without its escapes
    meta = rk.home / "zeta" / "_meta.md"
    meta.write_text(meta.read_text().replace(f"git_url: {other}",
                                             "git_url: x\x1b]0;pwned\x07\x1b[31m"))
    shown = rk("list").out
    assert "\x1b" not in shown and "zeta" in shown and "x\\x1b]0;pwned" in shown
    deleted = rk("delete", "zeta", "--yes")
    assert deleted.code == 0 and "Deleted zeta" in deleted.out
    assert not (rk.home / "zeta").exists() and not (rk.home / "_repos" / "zeta").exists()
    assert [row["project"] for row in json.loads(rk("list", "--json").out)] == ["polyglot"]
    assert rk("delete", "nope", "--yes").err.startswith("Error: no project named 'nope'")


def test_delete_asks_and_stops_without_yes(rk: RkRunner, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import io

    repo = polyglot_repo(tmp_path / "polyglot")
    assert rk("create", str(repo)).code == 0
    monkeypatch.setattr(sys, "stdin", io.StringIO("n\n"))
    refused = rk("delete", "polyglot")
    assert refused.code == 1 and (rk.home / "polyglot" / "_meta.md").exists()
    monkeypatch.setattr(sys, "stdin", io.StringIO("y\n"))
    assert rk("delete", "polyglot").code == 0
    assert not (rk.home / "polyglot").exists()


def test_empty_repository(rk: RkRunner, tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "docs-only", {"README.md": "# nothing\n", "data.json": "{}\n"})
    result = rk("create", str(repo))
    assert result.code == 0
    assert result.out == "No code files found\nSkipped files: 2 not in a supported language\n"
    assert not (rk.home / "docs-only").exists()
    assert not (rk.home / "_repos" / "docs-only").exists()
    assert not (rk.home / "_registry.md").exists()


def test_clone_failure_writes_nothing(rk: RkRunner, tmp_path: Path) -> None:
    # a local path is checked before git runs (tests/test_messages.py); a URL is git's to judge
    result = rk("create", (tmp_path / "missing.git").as_uri())
    assert result.code == 1
    assert result.err.startswith("Error: git clone failed:")
    assert not rk.home.exists()


def test_bad_usage_exits_2(rk: RkRunner, capsys) -> None:  # type: ignore[no-untyped-def]
    import pytest

    with pytest.raises(SystemExit) as exc:
        rk("create")
    assert exc.value.code == 2


def test_progress_is_plain_lines_when_not_a_terminal(tmp_path: Path) -> None:
    repo = polyglot_repo(tmp_path / "polyglot")
    proc = subprocess.run([sys.executable, "-m", "rk_action", "--home", str(tmp_path / "h"),
                           "create", str(repo)], capture_output=True, text=True)
    assert proc.returncode == 0
    assert "Documenting files: 10/10 (100%)" in proc.stderr.splitlines()
    assert "\r" not in proc.stderr


def snapshot(root: Path, skip: Path) -> dict[str, int]:
    """Every path under root (outside `skip`) with its size, to prove nothing else was written."""
    found = {}
    for dirpath, dirnames, filenames in os.walk(root):
        if Path(dirpath) == skip or skip in Path(dirpath).parents:
            continue
        for name in dirnames + filenames:
            path = Path(dirpath, name)
            if path != skip:
                found[str(path)] = path.lstat().st_size
    return found


def test_hostile_inputs(rk: RkRunner, tmp_path: Path) -> None:
    deep = "def deep():\n    return " + "[" * 3000 + "]" * 3000 + "\n"
    files: dict[str, str | bytes] = {
        "good.py": "def good_function(a):\n    \"\"\"Add one.\"\"\"\n    return a + 1\n",
        "binary.py": b"\x00\x01\x02\x03def x(): pass\n",
        "latin1.py": b"def caf\xe9():\n    pass\n\ndef fine():\n    return 1\n",
        "broken.py": "def ok_one():\n    return 1\n\ndef broken(:\n",
        "deep.py": deep,
        "huge.min.js": "var a=1;" * 700_000,
        "huge.js": "function f(){return 1}" * 250_000,
        "we ird $(touch pwned) `x`;|&.py": "def weird_name():\n    return 'ok'\n",
        "ünï/cödé.py": "def grüße():\n    return 'hallo'\n",
        "paths.js": "exports['../../../../escape'] = function () { return 1; };\n",
        "secrets.py": (
            'AWS_KEY = "AKIAIOSFODNN7EXAMPLE"\n\n'
            "def connect():\n"
            '    password = "hunter2-Xq9$Lm2#Vb7!pQ"\n'
            '    token = "ghp_abcdefghijklmnopqrstuvwxyz0123456789"\n'
            "    return login(password, token)\n"
        ),
    }
    repo = make_repo(tmp_path / "hostile", files)
    os.symlink("/etc/passwd", repo / "escape.py")
    os.symlink("loop.py", repo / "loop.py")
    os.symlink("..", repo / "parent")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "hostile")
    before = snapshot(tmp_path, rk.home)
    result = rk("create", str(repo))
    assert result.code == 0, result.err
    assert snapshot(tmp_path, rk.home) == before  # nothing written outside the home
    assert not Path("pwned").exists() and not (repo / "pwned").exists()
    kb = tree_text(rk.home)
    assert all(not rel.startswith(("../", "/")) for rel in kb)
    docs = {rel.removeprefix("hostile/docs/"): text for rel, text in kb.items()
            if rel.startswith("hostile/docs/")}
    for name in ("good-function.md", "fine.md", "ok-one.md", "deep.md", "weird-name.md",
                 "ünï/grüße.md", "connect.md", "escape.md"):
        assert name in docs, sorted(docs)
    assert "caf" in "".join(docs)  # the undecodable name is documented with a replacement char
    warnings = result.err
    for name in ("binary.py", "latin1.py", "escape.py", "loop.py", "parent", "huge.js"):
        assert name in warnings, warnings
    secret_doc = docs["connect.md"]
    assert "hunter2" not in secret_doc and "ghp_abc" not in secret_doc
    assert "[REDACTED]" in secret_doc
    assert not any("AKIAIOSFODNN7EXAMPLE" in text for text in kb.values())
    index = kb["hostile/_index.md"]
    assert "docs/we ird" not in index or "<docs/" in index


def test_update_of_written_docs_only_when_changed(rk: RkRunner, tmp_path: Path) -> None:
    repo = polyglot_repo(tmp_path / "polyglot")
    assert rk("create", str(repo)).code == 0
    docs = sorted((rk.home / "polyglot" / "docs").rglob("*.md"))
    mtimes = {d: d.stat().st_mtime_ns for d in docs}
    write_files(repo, {"src/auth/extra.py": "def extra():\n    return 2\n"})
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "extra")
    assert rk("create", str(repo), "--force").code == 0
    changed = {rk.home / "polyglot" / "docs" / "src" / "auth" / "_overview.md",  # its new row
               rk.home / "polyglot" / "docs" / "src" / "_overview.md"}  # auth's new one-liner
    assert all(d.stat().st_mtime_ns == mtimes[d] for d in docs if d not in changed)
    assert all(d.stat().st_mtime_ns != mtimes[d] for d in changed)
    assert (rk.home / "polyglot" / "docs" / "src" / "auth" / "extra.md").exists()


REFS_REPO = {
    "pkg/__init__.py": "",
    "pkg/models.py": (
        'class Request:\n    """A request to send."""\n\n    def __init__(self, url):\n'
        '        self.url = url\n\n\ndef encode(value):\n    """Encode a value."""\n'
        '    return str(value)\n'),
    "pkg/sessions.py": (
        'from .models import Request, encode\n\n\ndef send(url):\n    """Send a request."""\n'
        '    return prepare(Request(url))\n\n\ndef prepare(request):\n'
        '    """Prepare a request."""\n    return encode(request.url)\n'),
    "web/odd [dir]/fmt.js": "/** Format a value. */\nfunction fmt(x) {\n  return String(x);\n}\n"
                            "module.exports = { fmt };\n",
    "web/app.js": "const { fmt } = require('./odd [dir]/fmt');\n\n/** Show a value. */\n"
                  "function show(x) {\n  return fmt(x);\n}\n",
    "srv/helper.go": "package srv\n\n// Helper helps.\nfunc Helper() {}\n",
    "srv/callers.go": "package srv\n\n" + "".join(
        f"// Use{n:02} uses Helper.\nfunc Use{n:02}() {{\n\tHelper()\n}}\n\n" for n in range(22)),
}


def test_pages_link_what_they_call_and_who_calls_them(rk: RkRunner, tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "refs", REFS_REPO)
    result = rk("create", str(repo))
    assert result.code == 0, result.err
    files = kb_text(rk, repo)
    check_golden("refs", {rel: text for rel, text in files.items()
                          if rel.startswith(("refs/docs/", "refs/_refs/"))})
    send = files["refs/docs/pkg/send.md"]
    assert send.endswith("### Calls\n- [prepare](prepare.md) — Prepare a request\n"
                         "- [Request](request.md) — A request to send\n")
    helper = files["refs/docs/srv/helper.md"]
    assert helper.count("\n- [Use") == 20 and helper.endswith("- … and 2 more\n")
    assert "- [fmt](odd%20%5Bdir%5D/fmt.md) — Format a value\n" in files["refs/docs/web/show.md"]


def test_a_reference_to_a_member_kept_on_its_class_s_page_does_not_take_the_class_s_line(
        rk: RkRunner, tmp_path: Path) -> None:
    """fast-route's Calls read "[DataGenerator.addRoute](data-generator.md) — Data generator
    interface": the class's one-liner, as if it described the method. A member documented on
    its class's page says so; the class itself keeps its line."""
    repo = make_repo(tmp_path / "members", {
        "pkg/store.py": ('class Store:\n    """Keep values by key."""\n\n'
                         '    def put(self, key, value):\n        """Put a value."""\n'
                         '        self.data[key] = value\n'),
        "pkg/use.py": ('from .store import Store\n\n\ndef fill(store: Store):\n'
                       '    """Fill a store."""\n    store.put("a", 1)\n    return Store()\n'),
    })
    result = rk("create", str(repo))
    assert result.code == 0, result.err
    fill = kb_text(rk, repo)["members/docs/pkg/fill.md"]
    assert fill.endswith("### Calls\n- [Store](store.md) — Keep values by key\n"
                         "- [Store.put](store.md) — Documented within `Store`\n"), fill


def test_create_leaves_the_garbage_collector_as_it_found_it(tmp_path: Path) -> None:
    """A create keeps the collector out of the way while it writes (`workers.collecting_seldom`)
    and undoes that after, failed or not: a program that calls it keeps its own settings."""
    import gc
    import shutil

    from rk_action.create import create

    before = (gc.get_threshold(), gc.get_freeze_count())
    repo = str(polyglot_repo(tmp_path / "repo"))
    create(tmp_path / "home", repo, "poly", jobs=1)
    assert (gc.get_threshold(), gc.get_freeze_count()) == before
    folder = tmp_path / "home" / "poly" / "docs" / "src" / "auth"
    shutil.rmtree(folder)
    folder.write_text("a file where the docs of src/auth go\n")
    with pytest.raises(OSError):  # the docs of src/auth cannot be written under a file
        create(tmp_path / "home", repo, "poly", jobs=1, force=True)
    assert (gc.get_threshold(), gc.get_freeze_count()) == before


def test_kernel_doc_comments_describe_c_functions(rk: RkRunner, tmp_path: Path) -> None:
    """A C function documented in kernel-doc: its one-liner is the summary after the name,
    its parameters are described (the Linux kernel's convention, and many C projects')."""
    repo = make_repo(tmp_path / "repo", {"lib/kstrtox.c": (
        "/**\n * kstrtouint() - convert a string to an unsigned int\n"
        " * @s: The start of the string.\n * @base: The number base to use;\n"
        " *  0 detects it.\n *\n * Return: 0 on success, -EINVAL on a parsing error.\n */\n"
        "int kstrtouint(const char *s, unsigned int base)\n{\n\treturn 0;\n}\n")})
    assert rk("create", str(repo), "--name", "k").code == 0
    index = (rk.home / "k" / "_index.md").read_text()
    assert "- [kstrtouint](docs/lib/kstrtouint.md) — Convert a string to an unsigned int\n" in index
    page = (rk.home / "k" / "docs/lib/kstrtouint.md").read_text()
    assert ("### Parameters\n- `s` (`const char *`) — The start of the string.\n"
            "- `base` (`unsigned int`) — The number base to use; 0 detects it.\n") in page
    assert "### Returns\n`int` — 0 on success, -EINVAL on a parsing error.\n" in page


def test_a_documented_c_macro_has_its_page(rk: RkRunner, tmp_path: Path) -> None:
    """A function-like macro under a kernel-doc comment gets a page as a function does: the
    one-liner after its name, its `#define` as the signature, its parameters described; an
    undocumented macro gets none."""
    repo = make_repo(tmp_path / "repo", {"include/list.h": (
        "/**\n * list_for_each - iterate over a list\n * @pos: the &struct list_head to use"
        " as a loop cursor.\n * @head: the head for your list.\n */\n"
        "#define list_for_each(pos, head) \\\n"
        "\tfor (pos = (head)->next; pos != (head); pos = pos->next)\n\n"
        "#define list_entry(ptr, type, member) container_of(ptr, type, member)\n")})
    assert rk("create", str(repo), "--name", "k").code == 0
    index = (rk.home / "k" / "_index.md").read_text()
    assert "- [list-for-each](docs/include/list-for-each.md) — Iterate over a list\n" in index
    assert "list-entry" not in index
    page = (rk.home / "k" / "docs/include/list-for-each.md").read_text()
    assert ("## list\\_for\\_each\n**Source:** `include/list.h:6-7`\n\n"
            "```cpp\n#define list_for_each(pos, head)\n```\n") in page
    assert ("### Parameters\n- `pos` — The `struct list_head` to use as a loop cursor.\n"
            "- `head` — The head for your list.\n") in page


def test_kernel_doc_references_read_as_code(rk: RkRunner, tmp_path: Path) -> None:
    """kernel-doc's `@name`, `%CONST` and `&struct name` in a comment's text are a parameter, a
    constant and a type, shown as code; a wrapped line that begins with `@b` goes on with the
    sentence (it was read as an unknown tag and dropped with the rest of its paragraph, and
    Doxygen's `@a word` rule turned "@a should" into "should")."""
    repo = make_repo(tmp_path / "repo", {"lib/list_sort.c": (
        "/**\n * list_sort - sort a list\n * @priv: private data, passed to @cmp\n"
        " * @cmp: the elements comparison function\n *\n"
        " * The comparison function @cmp must return > 0 if @a should sort after\n"
        " * @b (\"@a > @b\" if you want an ascending sort), and <= 0 if @a should\n"
        " * sort before @b.\n *\n * Return: %0, or %-EINVAL when @priv->list lacks a\n"
        " * &struct list_head.\n */\n"
        "int list_sort(void *priv, list_cmp_func_t cmp)\n{\n\treturn 0;\n}\n")})
    assert rk("create", str(repo), "--name", "k").code == 0
    page = (rk.home / "k" / "docs/lib/list-sort.md").read_text()
    assert what_it_does(page) == (
        "Sort a list\n\nThe comparison function `cmp` must return > 0 if `a` should sort after "
        "`b` (\"`a` > `b`\" if you want an ascending sort), and &lt;= 0 if `a` should sort before "
        "`b`.\n")
    assert "- `priv` (`void *`) — Private data, passed to `cmp`\n" in page
    assert ("### Returns\n`int` — `0`, or `-EINVAL` when `priv->list` lacks a "
            "`struct list_head`.\n") in page


def test_a_web_address_in_angle_brackets_is_a_link(rk: RkRunner, tmp_path: Path) -> None:
    """Markdown's autolink (`<https://json.org>`) links on the page; any other bracketed text,
    a `javascript:` one, stays escaped text."""
    repo = make_repo(tmp_path / "repo", {"enc.py": (
        'def encode(o):\n    """Encode as JSON <https://json.org?a=1&b=2>.\n\n'
        '    Never <javascript:alert(1)>.\n    """\n    return o\n')})
    assert rk("create", str(repo), "--name", "k").code == 0
    page = (rk.home / "k" / "docs/encode.md").read_text()
    assert what_it_does(page) == (
        "Encode as JSON [https://json.org?a=1&amp;b=2](https://json.org?a=1&amp;b=2).\n\n"
        "Never &lt;javascript:alert(1)>.\n")


def test_python_special_names_in_prose_are_no_emphasis(rk: RkRunner, tmp_path: Path) -> None:
    """`__init__` written in a doc's prose reaches the page escaped, so Markdown shows it rather
    than a bold "init"; in code it stays as written, and an update reads the page back
    unchanged (the page is its own cache)."""
    import markdown

    repo = make_repo(tmp_path / "repo", {"app.py": (
        'def build(path):\n    """Build the archive with a __main__.py that calls\n'
        "    Point.__init__() first; keep `__init__` as is.\n    \"\"\"\n    return path\n")})
    assert rk("create", str(repo), "--name", "k").code == 0
    page_path = rk.home / "k" / "docs/build.md"
    page = page_path.read_text()
    assert what_it_does(page) == (
        "Build the archive with a \\_\\_main\\_\\_.py that calls Point.\\_\\_init\\_\\_() "
        "first; keep `__init__` as is.\n")
    html = markdown.markdown(what_it_does(page))
    assert "<strong>" not in html
    assert "a __main__.py that calls Point.__init__() first" in html
    write_files(repo, {"other.py": "def other():\n    return 1\n"})
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "more")
    mtime = page_path.stat().st_mtime_ns
    assert rk("update", "k").code == 0
    assert page_path.read_text() == page
    assert page_path.stat().st_mtime_ns == mtime



def test_a_backslash_before_an_escaped_character_stays_a_backslash(rk: RkRunner,
                                                                    tmp_path: Path) -> None:
    """appdirs writes `C:\\Users\\<username>\\AppData` in its docstrings: the `<` escaped as
    `&lt;` after a backslash read, in CommonMark (GitHub's view of the docs branch), as an
    escaped `&`, and the page showed "C:\\Users&lt;username>\\AppData". The backslash is
    written escaped, which Python-Markdown (the site's) reads the same; an update reads the
    page back unchanged."""
    import markdown

    repo = make_repo(tmp_path / "repo", {"appdirs.py": (
        'def user_data_dir(appname):\n    r"""Return the user data dir.\n\n'
        '    Win 7:  C:\\Users\\<username>\\AppData\\<AppName>, R\\&D.\n    """\n'
        '    return appname\n')})
    assert rk("create", str(repo), "--name", "k").code == 0
    page_path = rk.home / "k" / "docs/user-data-dir.md"
    page = page_path.read_text()
    assert "Win 7: C:\\Users\\\\&lt;username>\\AppData\\\\&lt;AppName>, R\\\\&amp;D." in page
    html = markdown.markdown(what_it_does(page))
    assert "C:\\Users\\&lt;username&gt;\\AppData\\&lt;AppName&gt;, R\\&amp;D." in html
    write_files(repo, {"other.py": "def other():\n    return 1\n"})
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "more")
    assert rk("update", "k").code == 0
    assert page_path.read_text() == page


EXAMPLES = {
    "pkg/guard.py": (
        "def unreachable(arg):\n"
        '    """Fail when a line runs that should not.\n\n'
        "    Example::\n\n"
        "        match arg:\n"
        "            case _:\n"
        "                unreachable(arg)\n\n"
        "    A type checker reports the call if it can be reached.\n"
        '    """\n'
        "    raise AssertionError(arg)\n"
    ),
    "mux/route.go": (
        "package mux\n\n"
        "// Headers adds a matcher for header values. For example:\n"
        "//\n"
        "//\tr := NewRouter()\n"
        "//\tr.Headers(\"Accept\", \"text/html\")\n"
        "//\n"
        "// The route matches when both values do.\n"
        "func Headers(pairs ...string) int {\n\treturn len(pairs)\n}\n"
    ),
}


def what_it_does(page: str) -> str:
    return page.split("### What It Does\n", 1)[1].split("\n### ", 1)[0]


def test_code_a_doc_shows_by_indenting_stays_code(rk: RkRunner, tmp_path: Path) -> None:
    """A reST literal block and a Go doc's indented lines are fenced on the page, as written,
    and read back by the next update (the page is not summarized again, its bytes kept)."""
    repo = make_repo(tmp_path / "repo", EXAMPLES)
    assert rk("create", str(repo)).code == 0
    docs = rk.home / "repo" / "docs"
    guard, route = docs / "pkg" / "unreachable.md", docs / "mux" / "headers.md"
    assert what_it_does(guard.read_text("utf-8")) == (
        "Fail when a line runs that should not.\n\nExample:\n\n"
        "```\nmatch arg:\n    case _:\n        unreachable(arg)\n```\n\n"
        "A type checker reports the call if it can be reached.\n")
    assert what_it_does(route.read_text("utf-8")) == (
        "Headers adds a matcher for header values. For example:\n\n"
        "```\nr := NewRouter()\nr.Headers(\"Accept\", \"text/html\")\n```\n\n"
        "The route matches when both values do.\n")
    before = {path: (path.read_bytes(), path.stat().st_mtime_ns) for path in (guard, route)}
    write_files(repo, {"pkg/other.py": "def other():\n    return 1\n"})
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "another module")
    result = rk("update", "repo")
    assert result.code == 0 and "1 summarized" in result.out, result.out
    assert {path: (path.read_bytes(), path.stat().st_mtime_ns) for path in before} == before


def test_a_fault_of_the_summarizer_costs_only_its_page_s_text(
        rk: RkRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A fault of ours on one entity (a `ValueError` in a one-liner rule stopped the create of
    axios) costs only that page's text: the run goes on, warns naming the file and the
    entity, and its other pages are whole."""
    from rk_action.summarize import static

    real = static._description

    def failing(entity, *args, **kwargs):  # type: ignore[no-untyped-def]
        if entity.name == "boom":
            raise ValueError("'' is not in list")
        return real(entity, *args, **kwargs)

    monkeypatch.setattr(static, "_description", failing)
    repo = make_repo(tmp_path / "repo", {"lib/m.py": (
        "def boom(x):\n    \"\"\"Explode.\"\"\"\n    return x\n\n\n"
        "def calm(x):\n    \"\"\"Stay calm.\"\"\"\n    return boom(x)\n")})
    result = rk("create", str(repo), "--name", "m", "--jobs", "1")
    assert result.code == 0, result.err
    assert ("lib/m.py: could not summarize boom (a fault of rk-action's; please report it): "
            "its page gives only its name and code") in result.err
    boom = (rk.home / "m" / "docs" / "lib" / "boom.md").read_text()
    assert "### What It Does\n*Not summarized: rk-action failed on its code* (ValueError).\n" \
        in boom
    assert "return x" in boom
    index = (rk.home / "m" / "_index.md").read_text()
    assert "- [boom](docs/lib/boom.md) — `boom`\n" in index
    assert "- [calm](docs/lib/calm.md) — Stay calm\n" in index


def test_a_stray_backtick_in_a_doc_leaves_the_member_list_s_code_whole(
        rk: RkRunner, tmp_path: Path) -> None:
    """jsonpath-ng's `Path`, documented "Concrete syntax is 'path`'.", listed its members as
    `\\_\\_eq\\_\\_(other)`, the escapes shown inside the code: a code span never crosses a
    blank line, so the stray backtick stays text and the list below it is code again."""
    repo = make_repo(tmp_path / "jp", {"iterable.py": '''\
class Path:
    """The JSONPath referring to the path of the current object.
    Concrete syntax is 'path`' & more.
    """

    def __eq__(self, other):
        return isinstance(other, Path)

    def __str__(self):
        return "`path`"
'''})
    assert rk("create", str(repo)).code == 0
    page = (rk.home / "jp" / "docs" / "path.md").read_text()
    assert "Concrete syntax is 'path`' &amp; more." in page
    assert "- `__eq__(other)` — Compare the `Path` with `other` for equality\n" in page
    assert "- `__str__()` — Return the string form of the `Path`\n" in page

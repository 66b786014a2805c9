"""Odd but legal file and folder names keep their docs: `_index.md`, the pages' frontmatter,
`search --json`, `update`, `plan`/`create --shard`/`merge` carry every name the scan documents,
and the scan skips the rest with a warning naming them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rk_action import store
from rk_action.layout import kebab
from tests.conftest import RkRunner, git, make_repo, tree_text, yaml_frontmatter

# file → the word its one function is named after (`<word>_widget`)
ODD = {
    "a>b/x.py": "alpha", "(x)/y.py": "bravo", "[x]/z.py": "charlie", "a — b/w.py": "delta",
    "-lead/l.py": "echo", "#c.py": "foxtrot", "x: y.py": "golf", "'q'.py": "hotel",
    "p|q/p.py": "india", "a<b/v.py": "juliet", "back\\slash/b.py": "kilo",
    "*star/s.py": "lima", "&amp/a.py": "mike", "!bang/b.py": "november", "%pct/p.py": "oscar",
    "pct%3E x/p.py": "papa", "two  spaces/t.py": "quebec", "nb\xa0sp/n.py": "romeo",
    "line\u2028sep/l.py": "sierra", "c1\x85/c.py": "tango", "café/u.py": "uniform",
    " lead/t.py": "victor", "trail /t.py": "whiskey", "a)b(c]/d.py": "xray",
}
# names no Markdown line can hold: skipped, and said so
SKIPPED = {"new\nline/n.py": "new\\nline/n.py", "caf\udce9/u.py": "caf\\xe9/u.py"}


def widget(word: str) -> str:
    return f'def {word}_widget(value):\n    """Frobnicate the {word} widget."""\n    return value\n'


def odd_repo(path: Path) -> Path:
    files: dict[str, str | bytes] = {name: widget(word) for name, word in ODD.items()}
    files |= {name: widget("yankee") for name in SKIPPED}
    return make_repo(path, files)


def expected_doc(source: str) -> str:
    folder, _, _ = source.rpartition("/")
    name = f"{kebab(ODD[source])}-widget.md"
    return f"docs/{folder}/{name}" if folder else f"docs/{name}"


def expected_pages() -> dict[str, str]:
    """source → doc: each odd file's doc, and each folder's overview (the root's too)."""
    folders = {""} | {source.rpartition("/")[0] for source in ODD}
    overviews = {folder: f"docs/{folder}/_overview.md" if folder else "docs/_overview.md"
                 for folder in folders}
    return {source: expected_doc(source) for source in ODD} | overviews


def pages_by_source(project: Path) -> dict[str, str]:
    """source → doc, for every entry of `_index.md`, read by a standard YAML reader."""
    found = {}
    for entry in store.read_index(project):
        page = yaml_frontmatter((project / entry.doc).read_text(encoding="utf-8"))
        found[str(page["source"])] = entry.doc
    return found


def without(files: dict[str, str], *names: str) -> dict[str, str]:
    return {rel: text for rel, text in files.items() if rel.rsplit("/", 1)[-1] not in names}


def test_odd_names_keep_their_docs_through_create_search_and_update(
    capsys: pytest.CaptureFixture[str], tmp_path: Path,
) -> None:
    repo = odd_repo(tmp_path / "repo")
    rk = RkRunner(capsys, tmp_path / "home")
    created = rk("create", str(repo), "--name", "proj", "--jobs", "1")
    assert created.code == 0, created.err
    for shown in SKIPPED.values():
        assert (f"Warning: {shown}: file name is not valid UTF-8 or holds control characters, "
                "skipped\n") in created.err
    project = rk.home / "proj"
    assert pages_by_source(project) == expected_pages()
    index = (project / "_index.md").read_text(encoding="utf-8")
    assert store.format_index("proj", store.parse_index(index)) == index

    for source, word in ODD.items():
        found = rk("search", f"{word} widget", "--project", "proj", "--json", "--no-learn")
        first = json.loads(found.out)["results"][0]
        assert (first["source"], first["doc"]) == (source, expected_doc(source)), word

    # out of and into the `>` folder, an edit in `[x]`
    (repo / "plain").mkdir()
    git(repo, "mv", "a>b/x.py", "plain/x.py")
    git(repo, "mv", "(x)/y.py", "a>b/y.py")
    (repo / "[x]" / "z.py").write_text(widget("charlie") + "\n\ndef zulu():\n    return 1\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "move through odd folders")
    updated = rk("update", "proj")
    assert updated.code == 0, updated.err
    fresh = RkRunner(capsys, tmp_path / "fresh")
    assert fresh("create", str(repo), "--name", "proj", "--jobs", "1").code == 0
    assert without(tree_text(rk.home), "_search.json") == tree_text(fresh.home)
    sources = pages_by_source(project)
    assert sources["a>b/y.py"] == "docs/a>b/bravo-widget.md"
    assert sources["plain/x.py"] == "docs/plain/alpha-widget.md"
    assert "[x]/z.py" in sources and "(x)/y.py" not in sources


def test_odd_names_survive_a_sharded_create(capsys: pytest.CaptureFixture[str],
                                             tmp_path: Path) -> None:
    repo = odd_repo(tmp_path / "repo")
    single = RkRunner(capsys, tmp_path / "single")
    assert single("create", str(repo), "--name", "proj", "--jobs", "1").code == 0
    sharded = RkRunner(capsys, tmp_path / "sharded")
    partials = []
    for shard in ("1/2", "2/2"):
        out = tmp_path / f"part-{shard[0]}"
        made = sharded("create", str(repo), "--name", "proj", "--shard", shard,
                       "--out", str(out))
        assert made.code == 0, made.err
        partials.append(str(out))
    merged = sharded("merge", *partials)
    assert merged.code == 0, merged.err
    assert tree_text(sharded.home) == tree_text(single.home)
    assert pages_by_source(sharded.home / "proj") == expected_pages()


def test_layer_4_finds_files_whose_names_git_grep_would_quote(rk: RkRunner,
                                                              tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo", {
        "x: y.py": widget("golf"), "café/u.py": widget("uniform"), "plain.py": widget("papa")})
    assert rk("create", str(repo), "--name", "proj").code == 0
    project = rk.home / "proj"
    for source in ("x: y.py", "café/u.py"):
        kept = [e for e in store.read_index(project) if not e.doc.endswith(
            f"{kebab(ODD[source])}-widget.md")]
        store.write_atomic(project / "_index.md", store.format_index("proj", kept))
        word = ODD[source]
        answer = json.loads(rk("search", f"frobnicate {word}", "--project", "proj",
                               "--json").out)
        assert answer["layer"] == 4
        assert answer["results"][0]["source"] == source


def test_a_folder_named_like_an_overview_is_skipped_with_a_warning(rk: RkRunner,
                                                                  tmp_path: Path) -> None:
    """A source folder `_overview.md/` made every create and update fail ("docs/_overview.md:
    Is a directory"): one merged pull request stopped the Action. Its files are skipped, each
    named, and the run goes on; a folder `lib.md/` is a folder like any other."""
    repo = make_repo(tmp_path / "repo", {
        "src/a.py": 'def foo():\n    """Foo it."""\n',
        "lib.md/b.py": 'def bar():\n    """Bar it."""\n',
        "_overview.md/m.py": 'def baz():\n    """Baz it."""\n',
    })
    created = rk("create", str(repo), "--name", "proj", "--jobs", "1")
    assert created.code == 0, created.err
    assert ("Warning: _overview.md/m.py: in a folder named `_overview.md`, whose docs would "
            "take its parent folder's overview's place, skipped\n") in created.err
    pages = {"src/a.py": "docs/src/foo.md", "lib.md/b.py": "docs/lib.md/bar.md",
             "": "docs/_overview.md", "src": "docs/src/_overview.md",
             "lib.md": "docs/lib.md/_overview.md"}
    assert pages_by_source(rk.home / "proj") == pages
    (repo / "src" / "_overview.md").mkdir()
    (repo / "src" / "_overview.md" / "c.py").write_text('def qux():\n    """Qux it."""\n')
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "another")
    updated = rk("update", "proj")
    assert updated.code == 0, updated.err
    assert ("Warning: src/_overview.md/c.py: in a folder named `_overview.md`, whose docs "
            "would take its parent folder's overview's place, skipped\n") in updated.err
    assert pages_by_source(rk.home / "proj") == pages


def test_a_path_longer_than_its_docs_could_hold_is_skipped_with_a_warning(
        rk: RkRunner, tmp_path: Path) -> None:
    """Git stores a path of any length; its docs' path (home, `docs/`, the source's folders)
    failed the whole create with "File name too long", so one such file in a repository
    stopped every run. It is skipped, named, and the rest is documented."""
    repo = make_repo(tmp_path / "repo", {"src/a.py": 'def foo():\n    """Foo it."""\n'})
    (tmp_path / "bar.py").write_text('def bar():\n    """Bar."""\n')
    blob = git(repo, "hash-object", "-w", str(tmp_path / "bar.py")).strip()
    deep = "/".join(["d" * 200] * 6) + "/m.py"  # 1,205 bytes
    wide = "n" * 300 + "/w.py"  # a folder name over 255 bytes
    for path in (deep, wide):
        git(repo, "update-index", "--add", "--cacheinfo", f"100644,{blob},{path}")
    git(repo, "commit", "-q", "-m", "long paths")
    created = rk("create", str(repo), "--name", "proj")
    assert created.code == 0, created.err
    for path in (deep, wide):
        assert (f"Warning: {path}: path longer than 1024 bytes or a name longer than 255, "
                "which its docs' paths could not hold, skipped\n") in created.err
    assert "Skipped files: 2 with a path too long for its docs' paths" in created.out
    assert pages_by_source(rk.home / "proj") == {
        "src/a.py": "docs/src/foo.md", "": "docs/_overview.md", "src": "docs/src/_overview.md"}

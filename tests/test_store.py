"""The on-disk formats: exact bytes, byte-stable round trips, alias rules, atomic writes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from rk_action import store
from rk_action.errors import RkError
from tests.conftest import yaml_frontmatter

INDEX = """\
# demo Knowledge Index

- [parse-port](docs/net/parse-port.md) — Parse value as a port number
  aliases: [port parsing, how to read a port]
- [validate-token](docs/src/auth/validate-token.md) — Validate JWT token
- [odd](<docs/we ird (dir)/odd.md>) — Odd path — with a dash inside
"""

META = """\
git_url: https://github.com/org/my-project.git
created: 2026-11-01
last_update: 2026-11-30
last_commit: 0123456789abcdef0123456789abcdef01234567
total_docs: 128
branch: main
generator: rk-action 0.1.0
summarizer: static
"""

REGISTRY = """\
# RepoKnowledge Registry

| Project | Git URL | Last Update | Docs |
|---------|---------|-------------|------|
| alpha | /srv/git/alpha | 2026-11-29 | 3 |
| my-project | https://github.com/org/my-project.git | 2026-11-30 | 128 |
"""


def test_index_round_trip_is_byte_stable() -> None:
    entries = store.parse_index(INDEX)
    assert [e.name for e in entries] == ["parse-port", "validate-token", "odd"]
    assert entries[0].aliases == ["port parsing", "how to read a port"]
    assert entries[2].doc == "docs/we ird (dir)/odd.md"
    assert entries[2].description == "Odd path — with a dash inside"
    text = store.format_index("demo", entries)
    # written sorted by doc path; parsing and writing again changes nothing
    assert store.format_index("demo", store.parse_index(text)) == text
    first = "- [parse-port](docs/net/parse-port.md) — Parse value as a port number"
    assert text.splitlines()[2] == first


def test_index_aliases_reads_only_the_entries_that_have_aliases() -> None:
    entries = store.parse_index(INDEX)
    entries[2].aliases = ["odd one, out", "wéird"]
    data = store.format_index("demo", entries).encode("utf-8")
    assert store.index_aliases(data) == {
        "docs/net/parse-port.md": ["port parsing", "how to read a port"],
        "docs/we ird (dir)/odd.md": ["odd one out", "wéird"],
    }
    parsed = store.parse_index(data.decode("utf-8"))
    assert store.index_aliases(data) == {e.doc: e.aliases for e in parsed if e.aliases}


def test_index_text_splices_what_format_index_would_write() -> None:
    text = store.format_index("demo", store.parse_index(INDEX))
    spliced = store.IndexText(text.encode())
    assert len(spliced) == 3 and "docs/we ird (dir)/odd.md" in spliced
    assert spliced.get("docs/net/parse-port.md") == store.parse_index(INDEX)[0]
    assert spliced.get("docs/none.md") is None and "docs/none.md" not in spliced
    assert spliced.format("demo", {}) == text.encode()
    changes: dict[str, store.IndexEntry | None] = {
        "docs/net/parse-port.md": None,
        "docs/auth/validate-token.md": store.IndexEntry(
            "validate-token", "docs/auth/validate-token.md", "Check a token", ["jwt"]),
        "docs/a/new.md": store.IndexEntry("new", "docs/a/new.md", "New one"),
        "docs/zz.md": store.IndexEntry("zz", "docs/zz.md", "Last"),
    }
    entries = {e.doc: e for e in store.parse_index(text)}
    entries.pop("docs/net/parse-port.md")
    entries |= {doc: e for doc, e in changes.items() if e is not None}
    assert spliced.format("demo", changes) == (
        store.format_index("demo", list(entries.values())).encode())


# Folder names as git allows them: any bytes but `/` and NUL, decoded as Python decodes file
# names (bytes that are not UTF-8 become lone surrogates). The scan leaves out names that are
# not UTF-8 or hold control characters, but the index must not rely on that.
FOLDER_NAMES = st.one_of(
    st.text(st.characters(exclude_characters="/\x00", exclude_categories=("Cs",)), min_size=1,
            max_size=12),
    st.binary(min_size=1, max_size=12).filter(lambda name: b"/" not in name and b"\0" not in name)
    .map(lambda name: name.decode("utf-8", "surrogateescape")),
)


@given(st.lists(FOLDER_NAMES, min_size=1, max_size=4, unique=True))
@example(["a>b", "(x)", "[x]", "a — b", "-lead", "#c", "x: y", "'q'", "p|q", "a<b", "a\\b",
          "new\nline", "c1\x85", "u\u2028v", "caf\udce9", "%3E x", "<", ">", "a) — b", " "])
def test_every_folder_name_round_trips_through_the_index(folders: list[str]) -> None:
    entries = [store.IndexEntry("f", f"docs/{folder}/f.md", f"In {folder}", [f"in {folder}"])
               for folder in folders]
    text = store.format_index("p", entries)
    parsed = store.parse_index(text)
    assert [e.doc for e in parsed] == sorted(e.doc for e in entries)
    assert len(text.splitlines()) == 2 + 2 * len(entries)  # every entry stays on its lines
    assert store.format_index("p", parsed) == text
    data = text.encode("utf-8")
    assert store.index_aliases(data) == {e.doc: e.aliases for e in parsed}
    spliced = store.IndexText(data)
    assert all(spliced.get(e.doc) == e for e in parsed)
    assert spliced.format("p", {parsed[0].doc: None}) == store.format_index(
        "p", parsed[1:]).encode("utf-8")


def test_plain_link_targets_keep_their_bytes_and_old_forms_read_the_same() -> None:
    for doc in ("docs/src/auth/validate-token.md", "docs/#c/x.md", "docs/%pct/x.md",
                "docs/back\\slash/x.md", "docs/[x]/x.md", "docs/p|q/x.md", "docs/café/x.md"):
        assert store.format_entry(store.IndexEntry("x", doc, "X")) == f"- [x]({doc}) — X"
    assert store.format_entry(store.IndexEntry("x", "docs/a — b (c)/x.md", "X")) == (
        "- [x](<docs/a — b (c)/x.md>) — X")
    # what earlier versions wrote for `<` or `>` in a name reads as the name, and is written anew
    old = "- [x](<docs/a<b c/x.md>) — X\n- [y](<docs/a>b/y.md>) — Y\n"
    assert [e.doc for e in store.parse_index(old)] == ["docs/a<b c/x.md", "docs/a>b/y.md"]
    assert store.IndexText(f"# p Knowledge Index\n\n{old}".encode()).get("docs/a>b/y.md") == (
        store.IndexEntry("y", "docs/a>b/y.md", "Y"))
    assert store.format_entry(store.IndexEntry("x", "docs/a>b/x.md", "X")) == (
        "- [x](<docs/a%3Eb/x.md>) — X")


def test_index_is_sorted_by_doc_path_and_has_no_empty_alias_line() -> None:
    entries = [store.IndexEntry("b", "docs/b.md", "B"), store.IndexEntry("a", "docs/a.md", "A")]
    assert store.format_index("p", entries) == (
        "# p Knowledge Index\n\n- [a](docs/a.md) — A\n- [b](docs/b.md) — B\n"
    )


def test_description_is_one_line() -> None:
    entries = [store.IndexEntry("a", "docs/a.md", "first\nsecond  line")]
    assert "- [a](docs/a.md) — first second line\n" in store.format_index("p", entries)


def test_alias_normalization() -> None:
    assert store.normalize_alias("  how  [do] I,\nparse ") == "how do I parse"


def test_aliases_unique_case_insensitively_most_recent_first_at_most_ten() -> None:
    old = [f"query {i}" for i in range(10)]
    merged = store.merge_aliases(["Query 3", "new one"], old)
    assert merged[:2] == ["Query 3", "new one"]
    assert len(merged) == 10
    assert "query 3" not in merged  # the older spelling gave way to the new one
    assert merged[-1] == "query 8"
    assert "query 9" not in merged  # the oldest was evicted


def test_meta_round_trip_and_key_order() -> None:
    meta = store.parse_meta(META)
    assert meta["last_commit"] == "0123456789abcdef0123456789abcdef01234567"
    assert store.format_meta(meta) == META
    shuffled = dict(reversed(list(meta.items())))
    assert store.format_meta(shuffled) == META


def test_meta_quotes_values_that_yaml_would_misread() -> None:
    text = store.format_meta({"git_url": "/tmp/a: b #c", "created": "2026-01-01"})
    assert text.startswith('git_url: "/tmp/a: b #c"\n')
    assert store.parse_meta(text)["git_url"] == "/tmp/a: b #c"


@given(st.text(st.characters(exclude_categories=()), max_size=12))
@example("a\u2028b")
@example("c1\x85")
@example("caf\udce9")
@example("x: y")
@example("'q'")
@example("<<")
@example("=")
def test_a_source_path_is_one_yaml_line_that_reads_back_as_itself(name: str) -> None:
    path = f"{name}.py"
    line = f"source: {store.yaml_str(path)}\n"
    line.encode("utf-8")  # writable
    assert len(line.splitlines()) == 1
    assert store.parse_meta(line) == {"source": path}
    if any("\ud800" <= char <= "\udfff" for char in path):
        return  # a lone surrogate is not text a YAML library gives back
    assert yaml_frontmatter(f"---\n{line}---\n\nbody\n") == {"source": path}


def test_registry_round_trip_sorted_one_row_per_project(tmp_path: Path) -> None:
    rows = store.parse_registry(REGISTRY)
    assert store.format_registry(list(reversed(rows))) == REGISTRY
    store.write_atomic(tmp_path / "_registry.md", REGISTRY)
    store.upsert_registry(tmp_path, store.RegistryRow("alpha", "/srv/git/alpha", "2026-11-30", 4))
    text = (tmp_path / "_registry.md").read_text()
    assert text.count("| alpha |") == 1
    assert "| alpha | /srv/git/alpha | 2026-11-30 | 4 |" in text
    store.remove_from_registry(tmp_path, "alpha")
    assert "alpha" not in (tmp_path / "_registry.md").read_text()


def test_registry_escapes_pipes() -> None:
    text = store.format_registry([store.RegistryRow("p", "/a|b", "2026-01-01", 1)])
    assert store.parse_registry(text)[0].git_url == "/a|b"


def test_write_if_changed_keeps_mtime(tmp_path: Path) -> None:
    path = tmp_path / "d" / "x.md"
    assert store.write_if_changed(path, "hello\n")
    before = path.stat().st_mtime_ns
    assert not store.write_if_changed(path, "hello\n")
    assert path.stat().st_mtime_ns == before
    assert store.write_if_changed(path, "changed\n")
    assert list(path.parent.iterdir()) == [path]  # no temp files left behind


def test_edit_index_writes_sorted_and_only_when_the_edit_changed_something(
        tmp_path: Path) -> None:
    project = tmp_path / "demo"
    project.mkdir()
    (project / "_index.md").write_text(INDEX, encoding="utf-8")
    os.utime(project / "_index.md", ns=(1_000_000_000, 1_000_000_000))

    seen, changed = store.edit_index(project, lambda entries: 0)
    assert [e.name for e in seen] == ["parse-port", "validate-token", "odd"] and changed == 0
    assert (project / "_index.md").read_text(encoding="utf-8") == INDEX
    assert (project / "_index.md").stat().st_mtime_ns == 1_000_000_000

    def add(entries: list[store.IndexEntry]) -> int:
        entries.append(store.IndexEntry("alpha", "docs/a/alpha.md", "First by path", ["a"]))
        return 1

    assert store.edit_index(project, add)[1] == 1
    assert (project / "_index.md").read_text(encoding="utf-8") == """\
# demo Knowledge Index

- [alpha](docs/a/alpha.md) — First by path
  aliases: [a]
- [parse-port](docs/net/parse-port.md) — Parse value as a port number
  aliases: [port parsing, how to read a port]
- [validate-token](docs/src/auth/validate-token.md) — Validate JWT token
- [odd](<docs/we ird (dir)/odd.md>) — Odd path — with a dash inside
"""
    assert sorted(p.name for p in project.iterdir()) == ["_index.md"]

def test_doc_frontmatter_parse() -> None:
    text = '---\ncached: 2026-11-30\nsource: "a b/c.py"\nlines: 3-9\n---\n\n## f\n'
    expected = {"cached": "2026-11-30", "source": "a b/c.py", "lines": "3-9"}
    assert store.parse_doc_meta(text) == expected


@pytest.mark.parametrize("name", ["../x", "a/b", "", "_repos/../../x", "..", "-x"])
def test_project_names_that_could_escape_are_refused(name: str) -> None:
    with pytest.raises(RkError):
        store.check_project_name(name)


@pytest.mark.parametrize(("source", "name"), [
    ("https://github.com/org/my-project.git", "my-project"),
    ("git@github.com:org/tool.git", "tool"),
    ("/srv/repos/lib/", "lib"),
    ("/srv/weird name$(x)", "weird-name-x"),
])
def test_project_name_from_source(source: str, name: str) -> None:
    assert store.project_name_from_source(source) == name


def test_inside_refuses_escape(tmp_path: Path) -> None:
    with pytest.raises(RkError):
        store.inside(tmp_path / "home", tmp_path / "home" / ".." / "x")


def test_new_files_are_written_a_folder_at_a_time_and_never_through_a_link(
        tmp_path: Path) -> None:
    home, outside = tmp_path / "home", tmp_path / "outside"
    outside.mkdir()
    store.write_new_files(home, [("docs/a/one.md", "one\n"), ("docs/b/c/two.md", "twö\n"),
                                 ("docs/a/three.md", "three\n")])
    assert (home / "docs/a/one.md").read_bytes() == b"one\n"
    assert (home / "docs/b/c/two.md").read_bytes() == "twö\n".encode()
    assert (home / "docs/a/three.md").read_bytes() == b"three\n"
    (home / "docs/linked").symlink_to(outside)
    with pytest.raises(RkError, match="symbolic link"):
        store.write_new_files(home, [("docs/linked/x.md", "x\n")])
    (home / "docs/a/secret.md").symlink_to(outside / "secret.md")
    with pytest.raises(RkError, match=r"refusing to write through a symbolic link: .*secret\.md"):
        store.write_new_files(home, [("docs/a/secret.md", "x\n")])
    assert list(outside.iterdir()) == []

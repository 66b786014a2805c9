"""Folder overviews: `docs/<dir>/_overview.md` as written by create (golden pages), kept exact
by update (a file added, a one-liner changed, a README changed, a folder's last file removed),
hostile folder names and READMEs, and the folder pages of the site."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from rk_action import gitutil, store
from rk_action.create import create
from rk_action.site import build_site, readme
from rk_action.update import update
from tests.conftest import RkRunner, check_golden, git, make_repo, tree_text, write_files

FILES: dict[str, str | bytes] = {
    "README.md": "# demo\n\n![badge](https://img.shields.io/x.svg)\n\nA demo of overviews. "
                 "It has folders.\n\n```sh\npip install demo\n```\n",
    "pkg/__init__.py": '"""The package: parsing and saving.\n\nSecond paragraph."""\n',
    "pkg/core.py": 'def parse(text):\n    """Parse the text."""\n    return text\n\n\n'
                   'def save(path):\n    """Save to a path."""\n    return path\n',
    "pkg/sub/util.py": 'def helper():\n    """Help."""\n    return 1\n',
    "web/app.js": "/** Render the page. */\nfunction render() {\n  return 1;\n}\n",
}


@pytest.fixture(autouse=True)
def _fixed_date(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764460800")


def overviews(home: Path) -> dict[str, str]:
    return {rel: text for rel, text in tree_text(home / "demo" / "docs").items()
            if rel.endswith("_overview.md")}


def fresh(repo: Path, home: Path) -> dict[str, str]:
    create(home, str(repo), "demo", jobs=1)
    return tree_text(home)


def commit(repo: Path, files: dict[str, str | bytes], remove: tuple[str, ...] = ()) -> None:
    for path in remove:
        git(repo, "rm", "-q", path)
    write_files(repo, files)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "change")


def test_overviews_match_golden(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo", FILES)
    create(tmp_path / "home", str(repo), "demo", jobs=1)
    found = overviews(tmp_path / "home")
    assert sorted(found) == ["_overview.md", "pkg/_overview.md", "pkg/sub/_overview.md",
                             "web/_overview.md"]
    index = (tmp_path / "home" / "demo" / "_index.md").read_text()
    assert "- [_overview](docs/pkg/_overview.md) — The package: parsing and saving.\n" in index
    meta = store.read_meta(tmp_path / "home" / "demo") or {}
    assert meta["total_docs"] == str(len(store.doc_files(tmp_path / "home" / "demo")))
    check_golden("overview", found)


def updated_equals_create(repo: Path, home: Path, tmp_path: Path) -> dict[str, tuple[str, int]]:
    """Update `home`; assert it equals a fresh create; the overviews' (text, mtime) before."""
    before = {p.name + str(p.parent): (p.read_text(), p.stat().st_mtime_ns)
              for p in (home / "demo" / "docs").rglob("_overview.md")}
    update(home, "demo")
    assert tree_text(home) == fresh(repo, tmp_path / f"fresh{len(list(tmp_path.iterdir()))}")
    return before


def unchanged_kept_mtime(home: Path, before: dict[str, tuple[str, int]]) -> list[str]:
    """The overviews rewritten although their text did not change (should be none)."""
    rewritten = []
    for path in (home / "demo" / "docs").rglob("_overview.md"):
        old = before.get(path.name + str(path.parent))
        if old and old[0] == path.read_text() and old[1] != path.stat().st_mtime_ns:
            rewritten.append(str(path))
    return rewritten


def test_search_finds_an_overview_by_its_folder_name_only(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A query that names a folder finds its overview; a question finds the function that
    answers it, and no overview, though the package's docstring says "parsing and saving" and
    a README of `web/` says how pages are rendered."""
    repo = make_repo(tmp_path / "repo", {
        **FILES, "web/README.md": "Render the page, parse the text and save it: all here.\n"})
    rk = RkRunner(capsys, tmp_path / "home")
    assert rk("create", str(repo), "--name", "demo").code == 0

    def docs(query: str) -> list[str]:
        found = rk("search", query, "--project", "demo", "--json", "--no-learn")
        assert found.code == 0, found.err
        return [result["doc"] for result in json.loads(found.out)["results"]]

    assert docs("sub")[0] == "docs/pkg/sub/_overview.md"
    assert docs("web folder")[0] == "docs/web/_overview.md"
    for query, answer in (("parse the text", "docs/pkg/parse.md"),
                          ("save to a path", "docs/pkg/save.md"),
                          ("render the page", "docs/web/render.md")):
        found = docs(query)
        assert found[0] == answer, query
        assert not [doc for doc in found if doc.endswith("/_overview.md")], query
    # an overview that answered a query learns it as an alias, like a doc
    assert rk("search", "sub", "--project", "demo").code == 0
    assert "- [_overview](docs/pkg/sub/_overview.md) — 1 page in 1 file\n  aliases: [sub]\n" \
        in (tmp_path / "home" / "demo" / "_index.md").read_text()


def test_a_doc_added_by_layer_4_is_listed_by_its_folders_overview(
        capsys: pytest.CaptureFixture[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Layer 4 documents an entity past a file's entity limit: the folder's overview lists it
    and the root's row of the folder counts it, as an update adding that doc would write them;
    the index lists the overviews with their new one-liners."""
    from rk_action import layout

    monkeypatch.setattr(layout, "MAX_ENTITIES_PER_FILE", 2)
    many = "".join(f'def f_{n}():\n    """Do {word}."""\n\n\n'
                   for n, word in enumerate(["one", "two", "zanzibar"]))
    repo = make_repo(tmp_path / "repo", {**FILES, "gen/many.py": many})
    rk = RkRunner(capsys, tmp_path / "home")
    assert rk("create", str(repo), "--name", "demo").code == 0
    home = tmp_path / "home"
    assert "f-2.md" not in overviews(home)["gen/_overview.md"]
    assert "- [gen/](gen/_overview.md) — 2 pages in 1 file\n" in overviews(home)["_overview.md"]

    found = json.loads(rk("search", "do zanzibar", "--project", "demo", "--json").out)
    assert (found["layer"], found["results"][0]["doc"]) == (4, "docs/gen/f-2.md")
    gen = overviews(home)["gen/_overview.md"]
    assert gen.endswith("- [f\\_1](f-1.md) — Do two\n- [f\\_2](f-2.md) — Do zanzibar\n")
    assert "- [gen/](gen/_overview.md) — 3 pages in 1 file\n" in overviews(home)["_overview.md"]
    index = (home / "demo" / "_index.md").read_text()
    assert "- [_overview](docs/gen/_overview.md) — 3 pages in 1 file\n" in index
    meta = store.read_meta(home / "demo") or {}
    assert meta["total_docs"] == str(len(store.doc_files(home / "demo")))
    assert len(store.read_index(home / "demo")) == len(store.doc_files(home / "demo"))


def test_update_adds_changes_and_removes_overviews(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo", FILES)
    home = tmp_path / "home"
    create(home, str(repo), "demo", jobs=1)
    web = (home / "demo" / "docs" / "web" / "_overview.md").read_text()

    commit(repo, {"pkg/extra.py": 'def extra():\n    """Do extra work."""\n'})  # file added
    before = updated_equals_create(repo, home, tmp_path)
    assert "- [extra](extra.md) — Do extra work" in overviews(home)["pkg/_overview.md"]
    assert unchanged_kept_mtime(home, before) == []
    assert overviews(home)["web/_overview.md"] == web

    commit(repo, {"pkg/sub/util.py": 'def helper():\n    """Help a lot."""\n    return 1\n'})
    before = updated_equals_create(repo, home, tmp_path)  # a one-liner changed
    assert "— Help a lot" in overviews(home)["pkg/sub/_overview.md"]
    assert unchanged_kept_mtime(home, before) == []

    commit(repo, {"pkg/__init__.py": '"""Parsing, saving and more."""\n'})  # docstring changed
    updated_equals_create(repo, home, tmp_path)
    assert "\nParsing, saving and more.\n" in overviews(home)["pkg/_overview.md"]
    assert "- [pkg/](pkg/_overview.md) — Parsing, saving and more." in \
        overviews(home)["_overview.md"]

    commit(repo, {}, remove=("pkg/sub/util.py",))  # the folder's last file: its overview goes
    updated_equals_create(repo, home, tmp_path)
    assert "pkg/sub/_overview.md" not in overviews(home)
    assert not (home / "demo" / "docs" / "pkg" / "sub").exists()
    assert "sub/" not in overviews(home)["pkg/_overview.md"]
    assert "docs/pkg/sub/_overview.md" not in (home / "demo" / "_index.md").read_text()


PACKAGE_DOCS: dict[str, str | bytes] = {
    "README.md": "[build]: https://ci.example/badge.svg\n[docs]: https://docs.example\n\n"
                 "**The demo**, in three languages.\n",
    "mux/doc.go": "// Copyright the authors.\n\n/*\nPackage mux routes requests to handlers.\n\n"
                  "It matches paths, hosts and methods.\n*/\npackage mux\n",
    "mux/route.go": "package mux\n\n// Route names a path.\nfunc Route() int {\n\treturn 1\n}\n",
    "src/lib.rs": "//! Serialize values, quickly.\n//!\n//! More about it.\n\n#![no_std]\n\n"
                  "/// Write a value.\npub fn write() {}\n",
    # slab's crate attributes, one over several lines, above its doc
    "slab/lib.rs": "#![warn(\n    missing_docs,\n    rust_2018_idioms\n)]\n\n"
                   "//! Pre-allocated storage for a uniform data type.\n\n"
                   "/// Make a slab.\npub fn make() {}\n",
    "web/README.rst": "Web\n===\n\nRender the pages of the demo.\n",
    "web/app.js": "/** Render the page. */\nfunction render() {\n  return 1;\n}\n",
    "codec/__init__.py": '"""Encode with :func:`~codec.core.dumps`, as :mod:`json` does."""\n',
    "codec/core.py": 'def dumps(value):\n    """Encode `value`."""\n    return str(value)\n',
    "src/adaptors/mod.rs": "//! Licensed under the Apache License, Version 2.0 or the MIT\n"
                           "//! license, at your option.\n\n/// Merge.\npub fn merge() {}\n",
    "tools/__init__.py": '"""Copyright 2024 The Authors.\n\nTools that check the demo."""\n',
    "tools/check.py": 'def check(value):\n    """Check `value`."""\n    return value\n',
    "clock/__init__.py": '"""\n__init__.py\n(c) Will Roberts <will@example.com>  2014\n\n'
                         '`timeparse` module.\n"""\n',
    "clock/timeparse.py": 'def timeparse(sval):\n    """Parse a time expression."""\n'
                          '    return sval\n',
    "words/lib.rs": "//! Process command lines as specified in [the POSIX shell][posix-shell].\n"
                    "//!\n//! [posix-shell]: http://pubs.opengroup.org/shell.html\n\n"
                    "/// Split a line.\npub fn split() {}\n",
}


def test_a_go_package_comment_and_a_rust_crate_doc_describe_their_folders(
        tmp_path: Path) -> None:
    """`doc.go`'s package comment and `lib.rs`'s `//!` doc are their folders' text, as a
    package's docstring is; a README's link definitions are no paragraph of it; an update
    that edits the package comment changes its overview as a fresh create writes it."""
    repo = make_repo(tmp_path / "repo", PACKAGE_DOCS)
    home = tmp_path / "home"
    create(home, str(repo), "demo", jobs=1)
    index = (home / "demo" / "_index.md").read_text("utf-8")
    assert "(docs/_overview.md) — The demo, in three languages." in index  # no emphasis
    assert "(docs/mux/_overview.md) — Package mux routes requests to handlers." in index
    assert "(docs/src/_overview.md) — Serialize values, quickly." in index
    assert "(docs/slab/_overview.md) — Pre-allocated storage for a uniform data type." in index
    assert "(docs/web/_overview.md) — Render the pages of the demo." in index  # no reST title
    assert "(docs/codec/_overview.md) — Encode with `dumps`, as `json` does." in index  # roles
    assert "\nIt matches paths, hosts and methods.\n" in overviews(home)["mux/_overview.md"]
    # a license or copyright notice says nothing of what a folder is for (itertools' adaptors)
    assert "License" not in overviews(home)["src/adaptors/_overview.md"]
    assert "(docs/tools/_overview.md) — Tools that check the demo." in index
    # pytimeparse's docstring opens with its file's name and its author's notice
    assert "(docs/clock/_overview.md) — `timeparse` module." in index
    # shell-words' crate doc links by reference, its target further down: no bare brackets
    assert "(docs/words/_overview.md) — Process command lines as specified in the POSIX shell." \
        in index
    commit(repo, {"mux/doc.go": "// Package mux sends requests on.\npackage mux\n"})
    updated_equals_create(repo, home, tmp_path)
    assert "- [mux/](mux/_overview.md) — Package mux sends requests on." in \
        overviews(home)["_overview.md"]
    go_root = make_repo(tmp_path / "root", {"doc.go": "// Package root serves.\npackage root\n",
                                            "root.go": PACKAGE_DOCS["mux/route.go"]})
    create(tmp_path / "other", str(go_root), "demo", jobs=1)  # no README: the root's doc.go
    assert "(docs/_overview.md) — Package root serves." in \
        (tmp_path / "other" / "demo" / "_index.md").read_text("utf-8")
    # afero's: a licence, then "// Package afero provides …" and a paragraph, each set off by
    # a blank line from the `package` clause; `go doc` reads none, a reader reads it
    set_off = make_repo(tmp_path / "afero", {"afero.go": (
        "// Copyright © 2014 Steve Francia.\n// Licensed under the Apache License.\n\n"
        "// Package afero provides types for interacting with the filesystem.\n\n"
        "// Afero also provides a few implementations.\n\npackage afero\n\n"
        "// Fs is the filesystem interface.\ntype Fs interface {\n\tName() string\n}\n")})
    create(tmp_path / "third", str(set_off), "afero", jobs=1)
    assert "(docs/_overview.md) — Package afero provides types for interacting with the " \
           "filesystem." in (tmp_path / "third" / "afero" / "_index.md").read_text("utf-8")
    assert "\nAfero also provides a few implementations.\n" in \
        (tmp_path / "third" / "afero" / "docs" / "_overview.md").read_text("utf-8")


EXAMPLES: dict[str, str | bytes] = {
    "reqs/__init__.py": '"""\nReqs is an HTTP library.\nBasic GET usage:\n\n   >>> import reqs\n'
                        "   >>> reqs.get('https://x.test')\n\n... or POST:\n\n"
                        "   >>> reqs.post('https://x.test')\n\n"
                        'Other methods are supported too.\n"""\n',
    "reqs/api.py": 'def get(url):\n    """Send a GET request."""\n    return url\n',
    "log/doc.go": "/*\nPackage log is a structured logger.\n\n"
                  "The simplest way to use it is the package-level logger:\n\n"
                  "  package main\n\n  func main() {\n    log.Info(1)\n  }\n\n"
                  "Output:\n  level=info msg=1\n\nFor a full guide visit the site.\n*/\n"
                  "package log\n",
    "log/log.go": "package log\n\n// Info logs at level Info.\nfunc Info(v int) {}\n",
    "seq/mod.rs": "//! Sequence-related functionality\n//!\n//! This module provides:\n//!\n"
                  "//! *   [`SliceRandom`] slice sampling\n//! *   [`IteratorRandom`] sampling\n\n"
                  "/// Shuffle.\npub fn shuffle() {}\n",
}


def test_an_example_and_the_sentence_that_introduces_it_are_left_out(tmp_path: Path) -> None:
    """An overview shows prose, not code: it ends before the first example (a doctest, an
    indented block under a line ending with a colon), without the sentence that introduces it
    (requests' package docstring, logrus' package comment), nor with a sentence that introduces
    what is left out."""
    repo = make_repo(tmp_path / "repo", EXAMPLES)
    home = tmp_path / "home"
    create(home, str(repo), "demo", jobs=1)
    pages = overviews(home)
    assert "# reqs\n\nReqs is an HTTP library.\n\n## Files" in pages["reqs/_overview.md"]
    assert "# log\n\nPackage log is a structured logger.\n\n## Files" in pages["log/_overview.md"]
    # nor one that introduces a list past the paragraphs shown (rand's `seq` ended so)
    assert "# seq\n\nSequence-related functionality\n\n## Files" in pages["seq/_overview.md"]


GO_AND_EMPTY_INIT: dict[str, str | bytes] = {
    "cli/args.go": "package cli\n\n// Args checks arguments.\nfunc Args() int {\n\treturn 1\n}\n",
    "cli/command.go": "// Copyright the authors.\n\n// Package cli builds command lines.\n//\n"
                      "// Commands nest.\npackage cli\n\n// Run runs.\nfunc Run() {}\n",
    "cli/command_test.go": "// Package cli is tested here.\npackage cli\n",
    "mux/mux.go": "// Package mux routes requests.\npackage mux\n\n// Route routes.\n"
                  "func Route() {}\n",
    "mux/a.go": "// Package mux is not this one.\npackage mux\n\n// A is a.\nfunc A() {}\n",
    "plain/plain.go": "package plain\n\n// P is p.\nfunc P() {}\n",
    "plain/README.md": "Plain helpers, read from the README.\n",
    "pkg/__init__.py": "",
    "pkg/README.md": "The package, as its README says.\n",
    "pkg/mod.py": 'def f():\n    """F."""\n',
}


def test_a_go_package_comment_in_any_file_and_a_readme_beside_an_empty_init(
        tmp_path: Path) -> None:
    """Go's package comment describes its folder from whichever file holds it (the file named
    after the folder first; never a test's), and a folder whose package doc file says nothing
    is described by its README; an update that moves the comment to another file, or leaves
    none, changes the overview as a fresh create writes it."""
    repo = make_repo(tmp_path / "repo", GO_AND_EMPTY_INIT)
    home = tmp_path / "home"
    create(home, str(repo), "demo", jobs=1)
    index = (home / "demo" / "_index.md").read_text("utf-8")
    assert "(docs/cli/_overview.md) — Package cli builds command lines." in index
    assert "\nCommands nest.\n" in overviews(home)["cli/_overview.md"]
    assert "(docs/mux/_overview.md) — Package mux routes requests." in index
    assert "(docs/plain/_overview.md) — Plain helpers, read from the README." in index
    assert "(docs/pkg/_overview.md) — The package, as its README says." in index
    commit(repo, {"cli/command.go": "package cli\n\n// Run runs.\nfunc Run() {}\n",
                  "cli/args.go": "// Package cli parses arguments.\npackage cli\n\n"
                                 "// Args checks arguments.\nfunc Args() int {\n\treturn 1\n}\n",
                  "mux/mux.go": "package mux\n\n// Route routes.\nfunc Route() {}\n"})
    updated_equals_create(repo, home, tmp_path)
    found = overviews(home)["_overview.md"]
    assert "- [cli/](cli/_overview.md) — Package cli parses arguments." in found
    assert "- [mux/](mux/_overview.md) — Package mux is not this one." in found


def test_describing_files_are_read_in_batches_until_one_says_something(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Read one file at a time, a folder's Go files are read until its package comment is
    found: the same texts as in one read."""
    files: dict[str, str | bytes] = {f"big/{name}.go": f"package big\n\n// {name.upper()} is.\n"
                                     f"func {name.upper()}() {{}}\n" for name in "abcd"}
    files["big/e.go"] = "// Package big is read last.\npackage big\n"
    files["small/README.md"] = "Small things.\n"
    repo = make_repo(tmp_path / "repo", files)
    commit = gitutil.read_head(repo)
    whole = readme.read_repo_texts(repo, commit, ["big", "small"], [])
    monkeypatch.setattr(readme, "BATCH_BYTES", 1)
    one_by_one = readme.read_repo_texts(repo, commit, ["big", "small"], [])
    assert one_by_one == whole
    assert whole.folders["big"][0] == "big/e.go" and whole.folders["small"][0] == "small/README.md"


def test_an_overview_edited_by_hand_is_made_anew_from_the_docs(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo", FILES)
    home = tmp_path / "home"
    create(home, str(repo), "demo", jobs=1)
    page = home / "demo" / "docs" / "pkg" / "_overview.md"
    page.write_text(page.read_text().replace("## Files", "## Files\n\n<script>x</script>"))
    commit(repo, {"pkg/extra.py": 'def extra():\n    """Do extra work."""\n'})
    updated_equals_create(repo, home, tmp_path)


HOSTILE: dict[str, str | bytes] = {
    "a (b)/[x]% y/mod.py": 'def f():\n    """F."""\n',
    "## Files/mod.py": 'def h():\n    """H."""\n',
    "evil/README.md": "Evil <script>alert(1)</script> [link](javascript:alert(1)). "
                      "Key: AKIAIOSFODNN7EXAMPLE\n\n## Folders\n\n- [x](y.md) — z\n",
    "evil/mod.py": 'def e():\n    """E."""\n',
    "index.md/x.py": 'def k():\n    """K."""\n',
    "q/index.md/x.py": 'def m():\n    """M."""\n',
}


def test_hostile_folder_names_and_readmes(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo", HOSTILE)
    home = tmp_path / "home"
    create(home, str(repo), "demo", jobs=1)
    found = overviews(home)
    evil = found["evil/_overview.md"]
    assert "<script>" not in evil and "&lt;script>" in evil
    assert "](javascript:" not in evil
    assert "AKIAIOSFODNN7EXAMPLE" not in evil
    assert "\n## Folders\n" not in evil  # a README's heading never opens a section
    root = found["_overview.md"]
    assert "- [\\#\\# Files/](<## Files/_overview.md>)" in root
    assert "- [a (b)/](<a (b)/_overview.md>)" in root
    assert "- [\\[x\\]%25 y/](<[x]%25 y/_overview.md>)" in found["a (b)/_overview.md"]
    # an update that changes every hostile folder reads its pages back and equals a create
    commit(repo, {path: text + "\n\ndef more():\n    pass\n" for path, text in HOSTILE.items()
                  if path.endswith(".py") and isinstance(text, str)})
    updated_equals_create(repo, home, tmp_path)
    out = tmp_path / "site"
    report = build_site(home, "demo", out)
    html = (out / "evil" / "index.html").read_text()
    assert "<script>alert" not in html and "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert 'href="javascript:' not in html
    assert (out / "a (b)" / "[x]% y" / "index.html").is_file()
    # a folder holding a folder named `index.md` has no page (its stub would be that folder)
    assert not (out / "q" / "index.html").exists()
    assert (out / "q" / "index.md" / "x.py" / "index.html").is_file()
    assert not any(w.startswith("q/") for w in report.warnings)


def test_site_folder_pages_and_links(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo", FILES)
    home = tmp_path / "home"
    create(home, str(repo), "demo", jobs=1)
    out = tmp_path / "site"
    build_site(home, "demo", out)
    page = (out / "pkg" / "index.html").read_text()
    article = page[page.index("<article"):page.index("</article>")]
    assert "<h1><code>pkg/</code></h1>" in article
    assert "<p>The package: parsing and saving.</p><p>Second paragraph.</p>" in article
    assert '<a href="sub/"><code>sub/</code></a> — 1 page in 1 file' in article
    assert '<a href="core.py/#parse"><code>parse</code></a> — Parse the text' in article
    # the navigation's folder entry opens the folder's page; the home page's table links to it
    assert re.search(r'<div class="md-nav__link md-nav__container">\s*<a href="\./" '
                     r'class="md-nav__link md-nav__link--active">\s*<span class="md-ellipsis">'
                     r'\s*pkg\s*</span>', page)
    home_page = (out / "index.html").read_text()
    assert '<a href="pkg/"><code>pkg/</code></a>' in home_page
    search = (out / "assets" / "rk" / "search.json").read_text()
    assert '"pkg/"' in search and '"./"' in search
    assert os.path.isfile(out / "pkg" / "sub" / "index.html")


def test_a_go_package_doc_whose_sentence_opens_with_the_package_name_keeps_its_first() -> None:
    """urfave/cli's package comment: "Package cli provides a minimal framework …
    applications. cli is designed to be easy …, can be written as follows:" and code. The
    sentence that introduces the code goes, the one before it stays (the overview was
    empty); an abbreviation ends no sentence."""
    from rk_action.overview import about_markdown

    assert about_markdown("Package cli provides a minimal framework for command line\n"
                          "Go applications. cli is designed to be easy, the simplest\n"
                          "application is written as follows:\n  func main() {}\n") == (
        "Package cli provides a minimal framework for command line\nGo applications.")
    assert about_markdown("Use it, e.g. with care. then call it as follows:\n  f()\n") == (
        "Use it, e.g. with care.")
    # voluptuous's "Given eg. a nested data structure like this:" read "Given eg."
    assert about_markdown("Schema validation for Python data structures.\n\n"
                          "Given eg. a nested data structure like this:\n\n    {'a': 1}\n") == (
        "Schema validation for Python data structures.")


def test_code_a_doc_shows_by_indenting_ends_the_overviews_text() -> None:
    """go-arg's package comment shows its example indented by a tab after "For example,": the
    overview showed it as prose, `arg.MustParse(&amp;args)`, and what follows an example is
    more of the tutorial. Four spaces indent code in Markdown and reST too."""
    from rk_action.overview import about_markdown

    assert about_markdown("Package arg parses command line arguments.\n\nFor example,\n\n"
                          "\tvar args struct {\n\t\tIter int\n\t}\n\targ.MustParse(&args)\n\n"
                          "defines two command line arguments.\n") == (
        "Package arg parses command line arguments.")
    assert about_markdown("A tool.\n\nIt does x & y.\n\n    run(x & y)\n\nMore.\n") == (
        "A tool.\n\nIt does x &amp; y.")


def test_a_go_package_docs_plain_heading_is_no_paragraph() -> None:
    """Before Go 1.19's `# Heading`, a package comment's heading is a line of its own, a
    capital first and no punctuation, between paragraphs: gorilla/websocket's overview read
    "Package websocket implements …" and then "Overview". A first line without a full stop
    (a README's tagline) and a last one stay."""
    from rk_action.overview import about_markdown

    assert about_markdown("Package websocket implements the protocol.\n\nOverview\n\n"
                          "The Conn type represents a connection.\n") == (
        "Package websocket implements the protocol.\n\nThe Conn type represents a connection.")
    assert about_markdown("Fast HTTP router for Go\n\nIt routes requests.\n") == (
        "Fast HTTP router for Go\n\nIt routes requests.")


def test_a_fenced_example_with_blank_lines_is_no_paragraph_of_the_overview() -> None:
    """pyee's package docstring shows an IPython session in a ```` ```text ```` fence whose
    prompts are apart by blank lines: its folder's overview showed "In [2]: ee =
    EventEmitter()" as a paragraph. A fence is one block to its closing line; the prose after
    it is read as before."""
    from rk_action.overview import about_markdown

    assert about_markdown("pyee supplies an `EventEmitter` class.\n\n```text\n"
                          "In [1]: from pyee.base import EventEmitter\n\n"
                          "In [2]: ee = EventEmitter()\n\n```\n\n"
                          "It also has subclasses for asyncio.\n") == (
        "pyee supplies an `EventEmitter` class.\n\nIt also has subclasses for asyncio.")
    # requests' docstring: a reST title underlined with tildes opens no fence
    assert about_markdown("Requests HTTP Library\n~~~~~~~~~~~~~~~~~~~~~\n\n"
                          "Requests is an HTTP library.\nBasic GET usage:\n\n"
                          "   >>> import requests\n\n... or POST:\n\n"
                          "   >>> r = requests.post('https://httpbin.org/post')\n") == (
        "Requests is an HTTP library.")
    # bit-vec's crate doc: "# Examples", then "This is a simple example of the [Sieve of
    # Eratosthenes][sieve] which calculates prime numbers…" was its folder's text; a reST
    # "Usage" title ends it too
    assert about_markdown("Collections implemented with bit vectors.\n\n# Examples\n\n"
                          "This is a simple example of the [Sieve][sieve]\nwhich calculates "
                          "prime numbers.\n\n[sieve]: http://example.com/sieve\n") == (
        "Collections implemented with bit vectors.")
    assert about_markdown("Tool for x.\n\nUsage\n-----\n\nCall it like this.\n") == (
        "Tool for x.")


FILE_DOCS: dict[str, str | bytes] = {
    "pkg/__init__.py": '"""The package."""\n',
    "pkg/adapters.py": '"""\npkg.adapters\n~~~~~~~~~~~~\n\nThis module holds the *transport* '
                       'adapters. More here.\n"""\n\n\ndef send(r):\n    """Send `r`."""\n'
                       '    return r\n',
    "pkg/hostile.py": '"""Holds ### Files <script>x</script> [a](javascript:b) '
                      'AKIAIOSFODNN7EXAMPLE, is it."""\n\n\ndef h():\n    """H."""\n',
    "pkg/plain.py": 'def p():\n    """P."""\n',
    "src/lib.rs": "//! The crate.\n\n/// W.\npub fn w() {}\n",
    "src/sip.rs": "// Copyright 2012 The Authors.\n\n//! An implementation of SipHash.\n\n"
                  "/// Hash it.\npub fn hash() {}\n",
}


def test_a_file_s_own_doc_says_what_it_is_under_its_name(tmp_path: Path) -> None:
    """requests' `adapters.py` opens "This module contains the transport adapters…": its
    folder's overview listed its pages and said nothing of it. A module's docstring and a Rust
    module's `//!` doc give the file a line under its name (not a package's doc: that is its
    folder's), made safe; an update shows what a create would."""
    repo = make_repo(tmp_path / "repo", FILE_DOCS)
    home = tmp_path / "home"
    create(home, str(repo), "demo", jobs=1)
    pkg = overviews(home)["pkg/_overview.md"]
    assert ("### adapters.py\n\nThis module holds the transport adapters.\n\n"
            "- [send](send.md) — Send `r`\n") in pkg
    assert "### plain.py\n\n- [p](p.md)" in pkg
    assert "### \\_\\_init\\_\\_.py\n\n- " not in pkg  # no page: nothing listed
    hostile = pkg.partition("### hostile.py\n\n")[2].split("\n")[0]
    assert hostile.endswith(" is it.") and "<script>" not in hostile
    assert "](javascript:" not in hostile and "AKIAIOSFODNN7EXAMPLE" not in hostile
    assert hostile.startswith("Holds ")
    assert ("### sip.rs\n\nAn implementation of SipHash.\n\n- [hash](hash.md) — Hash it\n"
            in overviews(home)["src/_overview.md"])
    assert "### lib.rs\n\n- [w](w.md)" in overviews(home)["src/_overview.md"]
    out = tmp_path / "site"  # the site's folder page says it too, as text
    build_site(home, "demo", out)
    page = (out / "pkg" / "index.html").read_text()
    assert ('<a href="adapters.py/"><code>adapters.py</code></a></h3>\n'
            "<p>This module holds the transport adapters.</p>") in page
    assert "Holds ### Files &lt;script&gt;x&lt;/script&gt;" in page and "<script>x" not in page

    commit(repo, {"pkg/adapters.py": '"""Adapters that send requests."""\n\n\ndef send(r):\n'
                                     '    """Send `r`."""\n    return r\n'})
    updated_equals_create(repo, home, tmp_path)  # its doc alone changed
    assert "### adapters.py\n\nAdapters that send requests.\n\n" in \
        overviews(home)["pkg/_overview.md"]
    commit(repo, {"pkg/adapters.py": 'def send(r):\n    """Send `r`."""\n    return r\n',
                  "pkg/hostile.py": 'def h():\n    """H, again."""\n'})
    updated_equals_create(repo, home, tmp_path)  # no doc any more
    assert "### adapters.py\n\n- [send]" in overviews(home)["pkg/_overview.md"]


def test_a_package_doc_of_credits_and_a_licence_line_is_no_folder_description(
        tmp_path: Path) -> None:
    """titlecase's `__init__.py` docstring, "Original Perl version by: John Gruber … / Python
    version by Stuart Colville … / License: http://…mit-license.php", was its folder's
    one-liner, in the overviews and the index."""
    repo = make_repo(tmp_path / "repo", {
        "titlecase/__init__.py": '"""\nOriginal Perl version by: John Gruber '
                                 'http://daringfireball.net/ 10 May 2008\nPython version by '
                                 'Stuart Colville http://muffinresearch.co.uk\nLicense: '
                                 'http://www.opensource.org/licenses/mit-license.php\n"""\n\n\n'
                                 'def titlecase(text):\n    """Change text to title case."""\n'
                                 '    return text.title()\n',
    })
    create(tmp_path / "home", str(repo), "demo", jobs=1)
    found = overviews(tmp_path / "home")
    assert "Gruber" not in found["titlecase/_overview.md"]
    assert "- [titlecase/](titlecase/_overview.md) — 1 page in 1 file\n" in found["_overview.md"]


def test_a_file_tagged_doc_comment_says_what_its_file_is() -> None:
    """libgit2's headers open with `/** @file git2/refdb.h @brief Git custom refs backend
    functions … */` (75 of them), a JavaScript file with JSDoc's `@fileoverview`: their folders'
    overviews said nothing of them. A plain comment says nothing."""
    assert readme.file_about("git2/refdb.h", (
        '#include "common.h"\n\n/**\n * @file git2/refdb.h\n * @brief Git custom refs backend '
        'functions\n * @defgroup git_refdb Git custom refs backend API\n * @{\n */\n'
        "int git_refdb_new(void);\n")) == "Git custom refs backend functions"
    assert readme.file_about("src/dates.js", (
        "/**\n * @fileoverview Helpers that <b>format</b> dates.\n * @author Ann\n */\n"
        "function f() {}\n")) == "Helpers that &lt;b>format&lt;/b> dates."
    assert readme.file_about("src/ui.ts", "/**\n * Formats dates for the UI.\n *\n * @file\n */\n"
                             ) == "Formats dates for the UI."
    assert readme.file_about("lib/hash.c", "/* Hashes. */\nint f(void);\n") == ""

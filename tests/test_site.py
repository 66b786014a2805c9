"""`site build`: the generated MkDocs project (golden), the built site, its URLs and its data."""

from __future__ import annotations

import html
import json
import re
import shutil
from pathlib import Path
from urllib.parse import quote, unquote

import pytest

from rk_action import site as rk_site
from rk_action import store
from rk_action.gitutil import scrub
from rk_action.search import ondisk
from rk_action.site import build_site
from rk_action.site.build import read_docs, write_project
from rk_action.site.bundle import bundle
from rk_action.site.pages import doc_url
from rk_action.site.search_data import source_files, write_search_data
from tests.conftest import RkRunner, check_golden, make_repo
from tests.search_vectors.make_vectors import PROJECT, build_fixture


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return build_fixture(tmp_path / "kb")


def generated(work: Path, home: Path) -> dict[str, str]:
    """The MkDocs project as written, machine paths made neutral, packaged assets left out."""
    files = {}
    for path in sorted(work.rglob("*")):
        rel = path.relative_to(work).as_posix()
        if path.is_file() and not re.search(r"assets/rk/.*\.(js|css)$", rel):
            text = path.read_text(encoding="utf-8").replace(str(work), "<WORK>")
            text = re.sub(r'"[^"]*/src/rk_action/site/hooks.py"', '"<HOOKS>"', text)
            text = re.sub(r'"[^"]*/templates/site/overrides"', '"<OVERRIDES>"', text)
            files[rel] = text.replace(str(home.parent), "<HOME>")
    return files


def test_generated_project_matches_golden(home: Path, tmp_path: Path) -> None:
    project_dir = home / PROJECT
    meta = store.read_meta(project_dir) or {}
    docs = read_docs(project_dir)
    work = tmp_path / "work"
    write_project(work, PROJECT, meta, docs, work / "site", None)
    write_search_data(home, PROJECT, meta, docs, work / "docs" / "assets" / "rk")
    files = generated(work, home)
    check_golden("site_polyglot", files)
    # one page per source file, in a navigation that mirrors the source tree
    assert "docs/src/auth/tokens.py/index.md" in files and "html/0.html" in files
    nav = json.loads(files["mkdocs.yml"].split("\nnav: ", 1)[1])
    assert nav[0] == {"Home": "index.md"}
    # a folder's entry opens on the folder's page (Material's `navigation.indexes`)
    auth = {"auth": ["src/auth/index.md", {"tokens.py": "src/auth/tokens.py/index.md"},
                     {"validate-token.ts": "src/auth/validate-token.ts/index.md"}]}
    assert nav[-2]["src"] == ["src/index.md", auth]


def test_site_build_reaches_every_doc(rk: RkRunner, tmp_path: Path) -> None:
    rk.home = build_fixture(tmp_path / "kb")
    out = tmp_path / "site"
    result = rk("site", "build", "--out", str(out))
    assert result.code == 0, result.err
    assert result.out.startswith("Built the site of polyglot: 17 pages, 14 docs in ")
    project_dir = rk.home / PROJECT
    docs = read_docs(project_dir)
    entries = store.read_index(project_dir)
    assert len(docs) == len([e for e in entries if not e.doc.endswith("/_overview.md")]) == 14
    for doc in docs:
        page, anchor = unquote(doc_url(doc)).split("#")
        html = (out / page / "index.html").read_text(encoding="utf-8")
        assert f'<h2 class="rk-entity" id="{anchor}">' in html, doc.doc
        assert f'<a href="#{anchor}" class="md-nav__link">' in html, "in the table of contents"
    home_page = (out / "index.html").read_text(encoding="utf-8")
    meta = store.read_meta(project_dir) or {}
    assert f"<code>{meta['last_commit'][:12]}</code>" in home_page
    assert '<th style="text-align: right;">Documented entities</th>' in home_page
    assert '<td style="text-align: right;">14</td>' in home_page
    assert "How to search" in home_page
    assert not re.search(r"fonts\.googleapis|cdn\.|unpkg|jsdelivr", home_page)
    assert (out / "assets" / "rk" / "search.json").exists()
    # a second build replaces the first
    assert rk("site", "build", "--project", PROJECT, "--out", str(out)).code == 0


def test_unreadable_docs_are_left_out_with_a_warning(rk: RkRunner, tmp_path: Path) -> None:
    rk.home = build_fixture(tmp_path / "kb")
    (rk.home / PROJECT / "docs" / "lib" / "fnv1a.md").unlink()
    page = rk.home / PROJECT / "docs" / "app" / "user.md"
    page.write_text("no frontmatter at all\n", encoding="utf-8")
    result = rk("site", "build", "--out", str(tmp_path / "site"))
    assert result.code == 0
    assert [line for line in result.err.splitlines() if line.startswith("Warning")] == [
        "Warning: docs/app/user.md: no `source` in its frontmatter, left out of the site",
        "Warning: docs/lib/fnv1a.md: cannot be read (No such file or directory), left out of "
        "the site",
    ]
    assert "12 docs" in result.out
    assert not (tmp_path / "site" / "lib" / "hash.c").exists()


def test_a_page_s_source_never_places_a_stub_outside_the_site(rk: RkRunner,
                                                             tmp_path: Path) -> None:
    """A docs branch is anyone's to push to: a page whose `source:` is `/elsewhere` or
    `../../elsewhere` made `site build` write an `index.md` there (replacing one). Left out,
    with a warning naming the page."""
    rk.home = build_fixture(tmp_path / "kb")
    docs = rk.home / PROJECT / "docs"
    victim = tmp_path / "victim"
    victim.mkdir()
    (victim / "index.md").write_text("keep me", encoding="utf-8")
    climbing = "../" * 12 + tmp_path.relative_to("/").as_posix() + "/escaped/y.py"
    for page, source in (("app/user.md", str(victim)), ("lib/fnv1a.md", climbing),
                         ("lib/multiply.md", "lib/./mat.c")):
        text = (docs / page).read_text(encoding="utf-8")
        (docs / page).write_text(re.sub(r"(?m)^source: .*$", f"source: {source}", text, count=1),
                                 encoding="utf-8")
    result = rk("site", "build", "--out", str(tmp_path / "site"))
    assert result.code == 0, result.err
    warned = [line for line in result.err.splitlines() if "no path inside" in line]
    assert warned == [
        f"Warning: docs/app/user.md: `source` {str(victim)!r} is no path inside the "
        "repository in its frontmatter, left out of the site",
        f"Warning: docs/lib/fnv1a.md: `source` {climbing[:80]!r} is no path inside "
        "the repository in its frontmatter, left out of the site",
        "Warning: docs/lib/multiply.md: `source` 'lib/./mat.c' is no path inside the repository "
        "in its frontmatter, left out of the site"]
    assert (victim / "index.md").read_text(encoding="utf-8") == "keep me"
    assert not (tmp_path / "escaped").exists()


def test_the_site_is_never_written_through_a_link(rk: RkRunner, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """A repository commits `_site -> /elsewhere`, or an earlier site's `assets -> /elsewhere`
    (a pull request can): the site went there. Refused, or the links removed first."""
    rk.home = build_fixture(tmp_path / "kb")
    checkout, elsewhere = tmp_path / "checkout", tmp_path / "elsewhere"
    checkout.mkdir()
    elsewhere.mkdir()
    (elsewhere / "keep.txt").write_text("keep me", encoding="utf-8")
    monkeypatch.chdir(checkout)
    (checkout / "_site").symlink_to(elsewhere)
    (checkout / "docs").symlink_to(elsewhere)
    for out, linked in (("_site", "_site"), ("docs/site", "docs")):
        result = rk("site", "build", "--out", out)
        assert result.code == 1
        assert result.err == (f"Error: --out {out}: {checkout / linked} is a symbolic link; "
                              "the site is never written through a link\n")
    assert sorted(p.name for p in elsewhere.iterdir()) == ["keep.txt"]
    (checkout / "_site").unlink()
    earlier = checkout / "_site"
    earlier.mkdir()
    (earlier / ".rk-site").write_text("rk-action site\n", encoding="utf-8")
    (earlier / "assets").symlink_to(elsewhere)
    result = rk("site", "build", "--out", "_site")
    assert result.code == 0, result.err
    assert ("Warning: _site/assets: a symbolic link in the site's folder; removed "
            "(the site is never written through a link)") in result.err.splitlines()
    assert sorted(p.name for p in elsewhere.iterdir()) == ["keep.txt"]
    assert (earlier / "assets" / "rk" / "search.json").is_file()


def test_what_a_warning_quotes_adds_no_line(rk: RkRunner, tmp_path: Path) -> None:
    """A docs branch's `_index.md` link holding `%0A` put `::set-output …` and `::error …` on
    lines of their own in the warnings, workflow commands in an Action's log."""
    rk.home = build_fixture(tmp_path / "kb")
    index = rk.home / PROJECT / "_index.md"
    index.write_text(index.read_text(encoding="utf-8") + "- [x](<docs/a%0A::error title=pwn::x"
                     "%0A::set-output name=site-path::/etc%0A.md>) — hi\n", encoding="utf-8")
    result = rk("site", "build", "--out", str(tmp_path / "site"))
    assert result.code == 0, result.err
    assert "::error title=pwn::x" in result.err
    assert not [line for line in result.err.splitlines() if line.startswith("::")]


def test_folders_nested_350_deep_build_a_site(rk: RkRunner, tmp_path: Path) -> None:
    """A commit of `d/d/…/d/x.py`, 350 folders deep, ended `site build` (and the Action) in a
    RecursionError traceback: the navigation nests 64 sections, then names the rest by path."""
    deep = "/".join(["d"] * 350)
    repo = make_repo(tmp_path / "repo", {f"{deep}/x.py": 'def deep():\n    """Deep."""\n',
                                          "top.py": 'def top():\n    """Top."""\n'})
    assert rk("create", str(repo), "--name", "deep").code == 0
    built = rk("site", "build", "--out", str(tmp_path / "site"))
    assert built.code == 0, built.err[-500:]
    assert (tmp_path / "site" / deep / "x.py" / "index.html").is_file()
    config = (tmp_path / "site" / deep / "x.py" / "index.html").read_text(encoding="utf-8")
    assert "/".join(["d"] * (350 - 63)) in config  # the section holding the deepest folders


def test_out_dir_holding_other_files_is_refused(rk: RkRunner, tmp_path: Path) -> None:
    rk.home = build_fixture(tmp_path / "kb")
    out = tmp_path / "precious"
    out.mkdir()
    (out / "thesis.txt").write_text("keep me", encoding="utf-8")
    result = rk("site", "build", "--out", str(out))
    assert result.code == 1
    assert result.err.startswith(f"Error: --out {out} is not empty and holds no site")
    assert (out / "thesis.txt").read_text(encoding="utf-8") == "keep me"
    assert rk("site", "build", "--project", "nope", "--out", str(tmp_path / "x")).code == 1
    assert rk("site", "build", "--project", "all", "--out", str(tmp_path / "x")).code == 2
    assert not (tmp_path / "x").exists()


def test_search_data_without_a_clone_comes_from_the_docs(home: Path, tmp_path: Path) -> None:
    shutil.rmtree(home / "_repos")
    before = {p: p.stat().st_mtime_ns for p in home.rglob("*")}
    report = build_site(home, PROJECT, tmp_path / "site")
    assert {p: p.stat().st_mtime_ns for p in home.rglob("*")} == before, "nothing written"
    assert (report.pages, report.entities) == (17, 14)  # 10 files, 6 folders, the home page
    code = json.loads((tmp_path / "site" / "assets" / "rk" / "code.json").read_text("utf-8"))
    lines = code["files"]["lib/hash.c"].split("\n")
    assert lines[3] == "uint32_t fnv1a(const char *text) {"  # line 4, as in the source
    assert lines[:3] == ["", "", ""]
    search = json.loads((tmp_path / "site" / "assets" / "rk" / "search.json").read_text("utf-8"))
    position = next(i for i, line in enumerate(search["rank"]["entries"])
                    if line.startswith("fnv1a\t"))
    assert search["urls"][position] == "lib/hash.c/#fnv1a"
    assert search["rank"]["entries"][position].split("\t")[:3] == [
        "fnv1a", "docs/lib/fnv1a.md", "lib/hash.c"]


def test_search_data_holds_the_current_aliases(home: Path, tmp_path: Path) -> None:
    project_dir = home / PROJECT
    ondisk.open_index(project_dir)  # indexed before the aliases change: learning keeps it
    entries = store.read_index(project_dir)
    for entry in entries:
        if entry.doc == "docs/lib/multiply.md":
            entry.aliases = ["dot product"]  # "matmul" and "product of two matrices" unlearned
    store.write_atomic(project_dir / "_index.md", store.format_index(PROJECT, entries))
    write_search_data(home, PROJECT, store.read_meta(project_dir) or {},
                      read_docs(project_dir), tmp_path)
    rank = json.loads((tmp_path / "search.json").read_text("utf-8"))["rank"]
    position = next(i for i, line in enumerate(rank["entries"])
                    if line.split("\t")[1] == "docs/lib/multiply.md")
    assert rank["entries"][position].split("\t")[7:] == ["dot product"]
    assert {k: v for k, v in rank["alias_exact"].items() if v == position} == {
        "dot product": position}
    assert {k: v for k, v in rank["alias_terms"].items() if v == position} == {
        "dot produc": position}  # sorted terms: stems cut to six letters


def test_search_data_keeps_to_the_include_exclude_filter(home: Path) -> None:
    meta = store.read_meta(home / PROJECT) or {}
    everything = source_files(home, PROJECT, meta, [])
    assert "lib/hash.c" in everything
    kept = source_files(home, PROJECT, meta | {"exclude": "lib"}, [])
    assert sorted(kept) == sorted(p for p in everything if not p.startswith("lib/"))
    assert kept


def test_credentials_never_reach_the_site() -> None:
    assert scrub("https://user:s3cret@github.com/o/r.git") == (
        "https://github.com/o/r.git")
    assert scrub("https://x-access-token:ghs_abc@github.com/o/r") == (
        "https://github.com/o/r")
    assert scrub("/work/repo") == "/work/repo"
    assert scrub("git@github.com:o/r.git") == "git@github.com:o/r.git"


def test_odd_file_names_keep_working_urls(rk: RkRunner, tmp_path: Path) -> None:
    from tests.conftest import make_repo

    repo = make_repo(tmp_path / "odd", {
        "odd dir/my mod#1.py": 'def spin_wheel():\n    """Spin the wheel once."""\n    return 1\n',
    })
    assert rk("create", str(repo)).code == 0
    out = tmp_path / "site"
    assert rk("site", "build", "--out", str(out)).code == 0
    html = (out / "odd dir" / "my mod#1.py" / "index.html").read_text(encoding="utf-8")
    assert '<h2 class="rk-entity" id="spin-wheel">spin_wheel' in html
    search = json.loads((out / "assets" / "rk" / "search.json").read_text(encoding="utf-8"))
    # the root's overview leads home, the folder's to its page
    assert search["urls"] == ["./", "odd%20dir/", "odd%20dir/my%20mod%231.py/#spin-wheel"]
    index_page = (out / "index.html").read_text(encoding="utf-8")
    assert 'href="my%20mod%231.py/"' in (  # the folder's page and navigation agree
        out / "odd dir" / "index.html").read_text(encoding="utf-8")
    assert 'href="odd%20dir/"' in index_page  # the home page's folder table


def _spin(number: int) -> str:
    return f'def spin_{number}():\n    """Spin the wheel {number} times."""\n    return {number}\n'


def site_of(rk: RkRunner, repo: Path, out: Path) -> str:
    """`create` then `site build` of `repo`, both succeeding; the build's warnings."""
    assert rk("create", str(repo)).code == 0
    result = rk("site", "build", "--out", str(out))
    assert result.code == 0, result.err
    return "\n".join(line for line in result.err.splitlines() if line.startswith("Warning"))


def test_longest_file_names_keep_their_pages(rk: RkRunner, tmp_path: Path) -> None:
    from tests.conftest import make_repo

    longest = "a" * 251 + ".py"  # 254 characters: no suffix can be added to the name
    wide = "é" * 126 + ".py"  # 129 characters, 255 bytes: the limit is on bytes
    repo = make_repo(tmp_path / "long", {
        longest: _spin(1), f"deep/{wide}": _spin(2), "short.py": _spin(3),
        "short.py.md/inner.py": _spin(4)})  # a folder named like a page's Markdown file
    out = tmp_path / "site"
    assert site_of(rk, repo, out) == ""
    search = json.loads((out / "assets" / "rk" / "search.json").read_text(encoding="utf-8"))
    nav_home = (out / "index.html").read_text(encoding="utf-8")
    for source, anchor in ((longest, "spin-1"), (f"deep/{wide}", "spin-2"), ("short.py", "spin-3"),
                           ("short.py.md/inner.py", "spin-4")):
        html = (out / source / "index.html").read_text(encoding="utf-8")
        assert f'<h2 class="rk-entity" id="{anchor}">' in html, source
        assert f'<a href="#{anchor}" class="md-nav__link">' in html, "in the table of contents"
        assert f"{quote(source)}/#{anchor}" in search["urls"]  # the same URL as any other file
    assert f'href="{quote(longest)}/"' in nav_home and f'href="{quote("deep")}/' in nav_home


def test_files_the_site_holds_itself_are_left_out_with_a_warning(
        rk: RkRunner, tmp_path: Path) -> None:
    from tests.conftest import make_repo

    repo = make_repo(tmp_path / "clash", {
        "assets/rk/site.js": "function spin() {\n  return 1;\n}\n",
        "404.html/x.py": _spin(2), "index.md/y.py": _spin(3),
        "assets/rk/app.js": "function run() {\n  return 4;\n}\n"})
    out = tmp_path / "site"
    assert site_of(rk, repo, out) == "\n".join([
        "Warning: 404.html/x.py: its page would replace the site's own file 404.html, "
        "left out of the site",
        "Warning: assets/rk/site.js: its page would replace the site's own file "
        "assets/rk/site.js, left out of the site",
        "Warning: index.md/y.py: its page would replace the site's own file index.md, "
        "left out of the site",
    ])
    assert (out / "assets" / "rk" / "site.js").read_text(encoding="utf-8") == bundle(
        Path(rk_site.__file__).with_name("assets"), ("links.js", "site.js"))
    assert "<h1>404 - Not found</h1>" in (out / "404.html").read_text(encoding="utf-8")
    assert '<h2 class="rk-entity" id="run">' in (  # beside the site's own files, not over them
        out / "assets" / "rk" / "app.js" / "index.html").read_text(encoding="utf-8")
    assert "How to search" in (out / "index.html").read_text(encoding="utf-8")
    search = json.loads((out / "assets" / "rk" / "search.json").read_text(encoding="utf-8"))
    # no link to a clash: the docs left out and the overviews of their folders have none
    assert sorted(search["urls"]) == ["", "", "", "", "", "./", "assets/", "assets/rk/",
                                      "assets/rk/app.js/#run"]


def test_dot_folders_and_templates_keep_their_pages(rk: RkRunner, tmp_path: Path) -> None:
    from tests.conftest import make_repo

    repo = make_repo(tmp_path / "dots", {
        ".github/scripts/release.py": _spin(1), "templates/render.py": _spin(2)})
    out = tmp_path / "site"
    assert site_of(rk, repo, out) == ""
    for source, anchor in ((".github/scripts/release.py", "spin-1"),
                           ("templates/render.py", "spin-2")):
        html = (out / source / "index.html").read_text(encoding="utf-8")
        assert f'<h2 class="rk-entity" id="{anchor}">' in html, source


def test_references_link_to_the_sections_they_name(rk: RkRunner, tmp_path: Path) -> None:
    from tests.conftest import make_repo
    from tests.test_create import REFS_REPO

    out = tmp_path / "site"
    site_of(rk, make_repo(tmp_path / "refs", REFS_REPO), out)
    page = (out / "web" / "app.js" / "index.html").read_text(encoding="utf-8")
    link = '<a href="../../web/odd%20%5Bdir%5D/fmt.js/#fmt"><code>fmt</code></a> — Format a value'
    assert link in page
    target = (out / "web" / "odd [dir]" / "fmt.js" / "index.html").read_text(encoding="utf-8")
    assert '<h2 class="rk-entity" id="fmt">' in target
    assert ">Called by<" in target and 'href="../../../web/app.js/#show"' in target
    helper = (out / "srv" / "helper.go" / "index.html").read_text(encoding="utf-8")
    assert helper.count('href="../../srv/callers.go/#use') == 20
    assert "<li>… and 2 more</li>" in helper


def test_a_docs_indented_code_is_shown_as_code(rk: RkRunner, tmp_path: Path) -> None:
    """The code a doc shows by indenting (a reST `::` block, a Go doc's indented lines)
    reaches the site as a code block, line by line, not as a paragraph."""
    from tests.conftest import make_repo
    from tests.test_create import EXAMPLES

    out = tmp_path / "site"
    site_of(rk, make_repo(tmp_path / "examples", EXAMPLES), out)
    guard = (out / "pkg" / "guard.py" / "index.html").read_text(encoding="utf-8")
    block = guard.split("Example:</p>", 1)[1].split("</pre>", 1)[0]
    assert "<pre" in block and "<p>" not in block
    assert html.unescape(re.sub(r"<[^>]+>", "", block)).strip() == (
        "match arg:\n    case _:\n        unreachable(arg)")
    route = (out / "mux" / "route.go" / "index.html").read_text(encoding="utf-8")
    block = route.split("For example:</p>", 1)[1].split("</pre>", 1)[0]
    assert html.unescape(re.sub(r"<[^>]+>", "", block)).strip() == (
        'r := NewRouter()\nr.Headers("Accept", "text/html")')

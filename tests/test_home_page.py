"""The site's home page (issue 15, item 5): the repository's README, rendered and made safe, before
the statistics; the folders at a glance, each with a one-line description; no path of the machine
that built the site. Checked on the generated page (golden), on the built site's bytes, and in
headless Chromium with a hostile README.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rk_action import store
from rk_action.cli import main
from rk_action.create import create
from rk_action.forge import Forge, web_url
from rk_action.site import build_site
from rk_action.site.build import read_docs, write_project
from rk_action.site.markup import Links, document
from rk_action.site.readme import link_rule, read_repo_texts
from tests.conftest import check_golden, make_repo
from tests.test_site_markup import tags_of
from tests.workflow import REPOSITORY, Origin, step_env

if TYPE_CHECKING:
    from playwright.sync_api import Browser

PROJECT = "widgets"
FORGE_GIT_URL = "https://x-access-token:ghs_s3cretT0ken@github.com/org/widgets.git"
README = """\
<!-- --8<-- [start:intro] -->
<p align="center">
  <img src="logo.png" alt="logo">
</p>

# Widgets

[![CI](https://example.com/ci.svg)](https://example.com/ci) [![PyPI][pypi-badge]][pypi]

Widgets turns **gears** into `cogs`. Read the [guide](docs/guide.md), the
[usage](#usage-notes) and [the site][site]; <https://example.com/widgets?a=1&b=2> too.

Usage notes
-----------

| command | does |
|:--|--:|
| `spin` | turns `a\\|b` |
| `stop` | *halts* |

```python
spin(3)  # <b>not bold</b>
```

> Keep it oiled.
> - gears
> - cogs

***

### Details
1. first
2. second

[site]: https://example.com/widgets
[pypi]: https://pypi.org/project/widgets
[pypi-badge]: https://img.shields.io/pypi/v/widgets.svg
<!-- --8<-- [end:intro] -->
"""
FILES: dict[str, str | bytes] = {
    "README.md": README,
    "widgets/__init__.py": ('"""Widgets: gears in, `cogs` out. Nothing else.\n\nMore about it.\n"""'
                            '\n\n\ndef spin(n):\n    """Spin n times."""\n    return n\n'),
    "widgets/gears.py": ('class Gear:\n    """A gear."""\n\n    def turn(self):\n        return 1\n'
                         '\n\ndef mesh(a, b):\n    """Mesh two gears."""\n    return a\n'),
    "tools/README.md": ("# Tools\n\n[![badge](https://x.example/b.svg)](https://x.example)\n\n"
                        "Scripts that *build* the [widgets](../README.md) and [docs](/docs). "
                        "They are not shipped.\n"),
    "tools/build.py": 'def build():\n    """Build."""\n    return 1\n',
    "lib/core.py": "def a():\n    return 1\n\n\ndef b():\n    return 2\n\n\nclass C:\n    pass\n",
    "lib/util.py": "def c():\n    return 3\n",
    "main.py": 'def main():\n    """Run."""\n    return 0\n',
}
HOSTILE_README = """\
# Hostile <script>window.__pwned=1</script>title
<script>window.__pwned=2</script>
<img src=x onerror="window.__pwned=3">

Text <img src=x onerror=window.__pwned=4> and <a href="javascript:window.__pwned=5">raw link</a>.
[click](javascript:window.__pwned=6) [data](data:text/html,window.__pwned=7) [vb](vbscript:x)
[entity](java&#115;cript:window.__pwned=8) ![pic](javascript:window.__pwned=9)
![tracker](https://evil.example/track.png) [ref][evil] [proto](//evil.example/x)
[quote](https://ok.example/"onmouseover="window.__pwned=10) [up](../../etc/passwd)

[evil]: javascript:window.__pwned=11

<style>body { display: none }</style>
<iframe src="javascript:window.__pwned=12"></iframe>
<svg onload=window.__pwned=13>
<details open ontoggle=window.__pwned=14>

| <img src=x onerror=window.__pwned=15> | b |
|---|---|
| [x](javascript:window.__pwned=16) | `<script>` |

## Heading " onmouseover="window.__pwned=17
<!-- <script>window.__pwned=18</script> -->
Visible end.
"""
CHECK_PAGE = """() => {
  const attributes = [...document.querySelectorAll("*")].flatMap(
    (element) => [...element.attributes].map((attribute) => attribute.name));
  return {
    pwned: typeof window.__pwned,
    handlers: attributes.filter((name) => name.startsWith("on")),
    images: document.querySelectorAll("img, iframe, svg image, object, embed").length,
    scripts: [...document.scripts].filter((s) => s.textContent.includes("__pwned")).length,
    links: [...document.querySelectorAll("a[href]")].map((a) => a.href)
      .filter((href) => !/^(https?|file):/.test(href)),
    hidden: getComputedStyle(document.body).display,
  };
}"""
CLEAN = {"pwned": "undefined", "handlers": [], "images": 0, "scripts": 0, "links": [],
         "hidden": "flex"}


def _knowledge_base(work: Path, files: dict[str, str | bytes], git_url: str = "") -> Path:
    """`files` committed in a repository, its knowledge base created; `git_url` (when given)
    written to `_meta.md` as if the project had been created from that URL. Returns the home."""
    repo = make_repo(work / "repo", files)
    home = work / "home"
    create(home, str(repo), PROJECT)
    if git_url:
        meta = store.read_meta(home / PROJECT) or {}
        store.write_atomic(home / PROJECT / "_meta.md",
                           store.format_meta({**meta, "git_url": git_url}))
    return home


ALLOWED = {"p", "a", "code", "pre", "strong", "em", "ul", "ol", "li", "h2", "h3", "h4", "h5",
           "h6", "blockquote", "hr", "table", "thead", "tbody", "tr", "th", "td"}


def assert_safe(html: str) -> None:
    """Only our tags, and only our attributes; links to the web, the forge or a heading."""
    for tag, attrs in tags_of(html):
        assert tag in ALLOWED, (tag, html)
        for name, value in attrs:
            assert (tag, name) in {("a", "href"), ("a", "class"), ("a", "title"), ("code", "class"),
                                   ("pre", "class"), ("th", "style"), ("td", "style")} or (
                tag[0] == "h" and name == "id"), (tag, name, html)
            if name == "href":
                assert value is not None and re.match(r"https://|#readme-", value), value


def test_home_page_matches_golden(tmp_path: Path) -> None:
    home = _knowledge_base(tmp_path, FILES, FORGE_GIT_URL)
    project_dir = home / PROJECT
    meta = store.read_meta(project_dir) or {}
    docs = read_docs(project_dir)
    warnings: list[str] = []
    texts = read_repo_texts(home / "_repos" / PROJECT, meta["last_commit"],
                            {d.source.rpartition("/")[0] for d in docs}, warnings)
    work = tmp_path / "work"
    write_project(work, PROJECT, meta, docs, work / "site", None, warnings, texts)
    page = (work / "html" / "home.html").read_text(encoding="utf-8")
    toc = (work / "html" / "home.toc.json").read_text(encoding="utf-8")
    check_golden("home_page", {"home.html": page, "home.toc.json": toc})
    assert warnings == []
    # the README first, under its own title, then the folders, then the statistics
    assert page.startswith("<h1>Widgets</h1>\n<p>Widgets turns <strong>gears</strong>")
    assert page.index("Usage notes") < page.index(">Folders<") < page.index("Source files")
    blob = f"https://github.com/org/widgets/blob/{meta['last_commit']}/"
    assert f'<a href="{blob}docs/guide.md">guide</a>' in page
    assert '<a href="#readme-usage-notes">usage</a>' in page
    assert '<a href="https://example.com/widgets">the site</a>' in page
    assert "ci.svg" not in page and "logo" not in page and "PyPI" not in page  # badges, HTML
    assert "--8&lt;--" not in page and "<!--" not in page
    assert '<td style="text-align: right;">turns <code>a|b</code></td>' in page
    # no credentials: the forge is shown as its web page
    assert "ghs_s3cretT0ken" not in page + toc and "x-access-token" not in page
    assert '(<a href="https://github.com/org/widgets">https://github.com/org/widgets</a>)' in page
    # the folders: a package docstring, a README's first sentence, or what the folder holds
    rows = dict(re.findall(r'<tr><td><a href="[^"]*"><code>([^<]*)</code></a></td><td>(.*?)</td>',
                           page))
    assert rows == {
        "lib/": "3 functions, 1 class in 2 files",
        "tools/": (f'Scripts that <em>build</em> the <a href="{blob}README.md">widgets</a> and '
                   f'<a href="{blob}docs">docs</a>.'),
        "widgets/": "Widgets: gears in, <code>cogs</code> out.",
    }
    assert '<a href="lib/"><code>lib/</code></a>' in page  # the folder's page
    assert [entry["id"] for entry in json.loads(toc)] == [
        "readme-usage-notes", "folders", "this-knowledge-base", "entities-by-language-and-kind",
        "how-to-search"]


def test_no_local_path_reaches_any_page(tmp_path: Path) -> None:
    """Created from a local folder, the site names no folder of the machine that built it."""
    repo = make_repo(tmp_path / "checkout", FILES)
    home = tmp_path / "home"
    assert main(["--home", str(home), "create", str(repo), "--name", PROJECT]) == 0
    out = tmp_path / "site"
    assert main(["--home", str(home), "site", "build", "--project", PROJECT,
                 "--out", str(out)]) == 0
    index = (out / "index.html").read_text(encoding="utf-8")
    assert "<h1>Widgets</h1>" in index and "Folders" in index
    assert "The knowledge base of <strong>widgets</strong>:" in index
    for path in out.rglob("*"):
        if path.is_file() and path.suffix != ".gz":
            text = path.read_text(encoding="utf-8", errors="replace")
            assert str(tmp_path) not in text, path


def test_without_the_repository_the_home_page_describes_folders_by_content(
        tmp_path: Path) -> None:
    """A knowledge base without its clone (a docs branch checked out alone): no README, no
    warning, folders described by what they hold."""
    home = _knowledge_base(tmp_path, FILES, FORGE_GIT_URL)
    shutil.rmtree(home / "_repos")
    report = build_site(home, PROJECT, tmp_path / "site")
    assert report.warnings == []
    index = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert "<h1>widgets</h1>" in index and "Usage notes" not in index
    assert "<td>1 function in 1 file</td>" in index  # widgets/__init__.py's docstring unread
    assert "<td>3 functions, 1 class in 2 files</td>" in index


def test_without_a_readme_the_home_page_shows_the_root_package_doc(tmp_path: Path) -> None:
    """A repository without a README (a Go package, a crate) is introduced by its root's
    package doc, read as a page reads a doc (code kept as code), escaped and redacted."""
    go = {"cli.go": "// Package cli builds <script>alert(1)</script> command lines.\n//\n"
                    "// Start with:\n//\n//\tcli.Run(AKIAIOSFODNN7EXAMPLE)\n"
                    "package cli\n\n// Run runs.\nfunc Run() {}\n"}
    repo = make_repo(tmp_path / "repo", go)
    create(tmp_path / "home", str(repo), "cli", jobs=1)
    build_site(tmp_path / "home", "cli", tmp_path / "site")
    index = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert "<p>Package cli builds alert(1) command lines.</p>" in index  # tags left out
    assert "<script>alert" not in index
    assert "<p>Start with:</p>" in index and "AKIAIOSFODNN7EXAMPLE" not in index
    assert re.search(r"<pre[^>]*><code[^>]*>cli\.Run\(\[REDACTED\]\)</code></pre>", index)


def test_readme_and_docstrings_are_redacted_and_bad_files_are_named(tmp_path: Path) -> None:
    token = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
    home = _knowledge_base(tmp_path, {
        "README.md": f"# Demo\n\nClone with `git clone https://{token}@github.com/o/r`.\n",
        "pkg/__init__.py": f'"""Talks to the API with {token} by default."""\n',
        "pkg/mod.py": "def f():\n    return 1\n",
        "odd/README.md": b"\xff\xfe not UTF-8\n",
        "odd/mod.py": "def g():\n    return 2\n",
    })
    report = build_site(home, PROJECT, tmp_path / "site")
    index = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert token not in index and index.count("[REDACTED]") == 2
    assert report.warnings == ["odd/README.md: not UTF-8 text, left out of the home page"]
    assert "<td>1 function in 1 file</td>" in index  # odd/: described by what it holds


def test_the_action_shows_the_workspace_readme(origin: Origin, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch,
                                               workflow_env: None) -> None:
    """In the Action the docs branch has no clone: the README comes from the workspace."""
    sha = origin.push({"README.md": "# Gadgets\n\nSee [the guide](docs/guide.md).\n"})
    workspace = origin.workspace(tmp_path / "ws")
    for name, value in step_env(tmp_path, workspace).items():
        monkeypatch.setenv(name, value)
    monkeypatch.chdir(workspace)
    assert main(["run", "--site-dir", "_site"]) == 0
    index = (workspace / "_site" / "index.html").read_text(encoding="utf-8")
    assert "<h1>Gadgets</h1>" in index
    forge = f"https://github.example/{REPOSITORY}"
    assert f'<a href="{forge}/blob/{sha}/docs/guide.md">the guide</a>' in index
    assert f'<a href="{forge}">{forge}</a>' in index
    assert str(tmp_path) not in index


def test_web_url_shows_web_addresses_only() -> None:
    assert web_url("https://user:tok@github.com/o/r.git") == "https://github.com/o/r"
    assert web_url("https://gitlab.example:8443/g/sub/r/") == "https://gitlab.example:8443/g/sub/r"
    # ssh remotes of a forge whose layout is known: its https address
    assert web_url("git@github.com:o/r.git") == "https://github.com/o/r"
    assert web_url("ssh://git:pw@gitlab.com/g/r.git") == "https://gitlab.com/g/r"
    for local in ("/home/me/src/r", "file:///srv/r.git", "ssh://git@host/r.git",
                  "git@host.example:o/r.git", "C:\\src\\r", "javascript:alert(1)//https://x",
                  ""):
        assert web_url(local) == "", local
    assert web_url('https://h/o/r"><script>') == "https://h/o/r%22%3E%3Cscript%3E"


def test_link_rule_leads_to_the_web_or_the_forge_only() -> None:
    commit = "a" * 40
    rule = link_rule(Forge("github", "https://github.com/o/r"), commit, "docs")
    blob = f"https://github.com/o/r/blob/{commit}/"
    assert rule("guide.md#intro") == f"{blob}docs/guide.md#intro"
    assert rule("/LICENSE") == f"{blob}LICENSE"
    assert rule("../README.md?raw=1") == f"{blob}README.md"
    assert rule("https://example.com/x") == "https://example.com/x"
    for refused in ("javascript:alert(1)", "JavaScript:x", "data:text/html,x", "mailto:a@b",
                    "vbscript:x", "//evil.example/x", "../../etc/passwd", "file:///etc/passwd"):
        assert rule(refused) is None, refused
    assert link_rule(None, commit)("a.md") is None  # no forge, or one of unknown layout
    bitbucket = link_rule(Forge("bitbucket", "https://bitbucket.org/o/r"), commit)
    assert bitbucket("src/a b.md") == f"https://bitbucket.org/o/r/src/{commit}/src/a%20b.md"


def test_hostile_readme_is_text_in_the_html(tmp_path: Path) -> None:
    links = Links(link_rule(Forge("github", "https://github.com/o/r"), "b" * 40),
                  anchor_prefix="readme-")
    rendered = document(HOSTILE_README, links)
    html = rendered.title + rendered.html
    assert_safe(html)
    assert "raw link" in html and "Visible end." in html
    assert rendered.title == "Hostile window.__pwned=1title"  # tags left out, text kept
    assert "<td><code>&lt;script&gt;</code></td>" in html  # a code span keeps its text


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab <>&\"'`*_-=[]()#:/\\|!\n1.ptjs")), max_size=120))
def test_any_readme_yields_only_allowed_markup(text: str) -> None:
    links = Links(link_rule(Forge("github", "https://github.com/o/r"), "c" * 40),
                  anchor_prefix="readme-")
    rendered = document(text, links)
    assert_safe(rendered.title + rendered.html)


def test_hostile_readme_runs_nothing_in_chromium(tmp_path: Path, browser: Browser) -> None:
    home = _knowledge_base(tmp_path, {**FILES, "README.md": HOSTILE_README}, FORGE_GIT_URL)
    build_site(home, PROJECT, tmp_path / "site")
    page = browser.new_page()
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto((tmp_path / "site" / "index.html").as_uri())
    for link in page.locator("article a[href]").all():
        link.hover()  # an injected onmouseover would run now
    assert page.evaluate(CHECK_PAGE) == CLEAN
    assert dialogs == []
    assert not [url for url in requests if not url.startswith("file:")], requests
    text = page.locator("article").inner_text()
    assert "raw link" in text and "Visible end." in text and "<script>" in text
    page.close()

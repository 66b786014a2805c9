"""Pages link to their lines on the forge, at the commit that last changed the file, and show
the entity's signature; the site links each section to its lines at `last_commit`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rk_action import forge
from rk_action.create import create
from rk_action.forge import Forge
from rk_action.site import build_site
from rk_action.update import update
from tests.conftest import git, make_repo, tree_text, write_files

FILES = {
    "src/auth/validate_token.py": (
        "def validate_token(token: str, leeway: int = 30) -> bool:\n"
        '    """Check a token."""\n'
        "    return bool(token)\n"
    ),
    "lib/db.py": 'def connect(host: str, password="hunter2hunter2") -> None:\n    return None\n',
    "web/my app/ä.py": "def shown():\n    return 1\n",
}
COMMIT = "0123456789abcdef0123456789abcdef01234567"


def commit_all(repo: Path, message: str) -> str:
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", message)
    return git(repo, "rev-parse", "HEAD").strip()


def repo_with_history(tmp_path: Path, origin: str) -> tuple[Path, str, str]:
    """A repository whose files were last changed by two different commits."""
    repo = make_repo(tmp_path / "repo", {k: v for k, v in FILES.items() if k != "lib/db.py"})
    first = git(repo, "rev-parse", "HEAD").strip()
    write_files(repo, {"lib/db.py": FILES["lib/db.py"]})
    second = commit_all(repo, "db")
    git(repo, "remote", "add", "origin", origin)
    return repo, first, second


@pytest.fixture(autouse=True)
def _fixed_date(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764460800")


def test_forms_of_each_forge() -> None:
    github = Forge("github", "https://github.com/org/repo")
    assert github.lines_url(COMMIT, "src/a.ts", 10, 42) == (
        f"https://github.com/org/repo/blob/{COMMIT}/src/a.ts#L10-L42")
    assert Forge("gitlab", "https://gitlab.com/g/r").lines_url(COMMIT, "a.py", 10, 42) == (
        f"https://gitlab.com/g/r/-/blob/{COMMIT}/a.py#L10-42")
    assert Forge("bitbucket", "https://bitbucket.org/o/r").lines_url(COMMIT, "a.py", 10, 42) == (
        f"https://bitbucket.org/o/r/src/{COMMIT}/a.py#lines-10:42")
    assert Forge("gitea", "https://codeberg.org/o/r").lines_url(COMMIT, "a.py", 10, 42) == (
        f"https://codeberg.org/o/r/src/commit/{COMMIT}/a.py#L10-L42")
    # path segments are percent-encoded: no space, parenthesis or `#` ends the link early
    assert github.lines_url(COMMIT, "a b/(x)#.py", 1, 2).endswith("/a%20b/%28x%29%23.py#L1-L2")


@pytest.mark.parametrize(("url", "expected"), [
    ("https://user:tok@github.com/o/r.git", Forge("github", "https://github.com/o/r")),
    ("git@github.com:o/r.git", Forge("github", "https://github.com/o/r")),
    ("https://gitlab.com/group/sub/r.git", Forge("gitlab", "https://gitlab.com/group/sub/r")),
    ("https://gitlab.example.org/g/r", Forge("gitlab", "https://gitlab.example.org/g/r")),
    ("https://x-token-auth:t@bitbucket.org/o/r.git", Forge("bitbucket",
                                                           "https://bitbucket.org/o/r")),
    ("https://codeberg.org/o/r.git", Forge("gitea", "https://codeberg.org/o/r")),
    ("https://forgejo.example.net/o/r", Forge("gitea", "https://forgejo.example.net/o/r")),
    # an unknown host gets no link rather than a wrong one; no web address, no link
    ("https://git.example.com/o/r.git", None),
    ("ssh://git@git.example.com/o/r.git", None),
    ("/home/me/r", None), ("file:///srv/r.git", None), ("javascript:alert(1)", None),
    ("https://github.com/", None),
])
def test_the_forge_is_known_from_the_host(url: str, expected: Forge | None) -> None:
    assert forge.from_git_url(url) == expected


def test_the_action_says_its_server_is_github() -> None:
    found = forge.from_action("https://github.example.com", "octo/app")
    assert found == Forge("github", "https://github.example.com/octo/app")
    assert forge.from_meta({"forge": found.as_meta()}) == found if found else False
    for tampered in ("svn https://h/o/r", "github javascript:alert(1)", "github /etc", ""):
        assert forge.from_meta({"forge": tampered}) is None, tampered


def test_pages_link_to_the_commit_that_last_changed_their_file(tmp_path: Path) -> None:
    """An `origin` with credentials in it: the links name github.com, never the credentials."""
    repo, first, second = repo_with_history(tmp_path, "https://user:tok@github.com/o/r.git")
    home = tmp_path / "home"
    create(home, str(repo), "proj", jobs=1)
    docs = tree_text(home)
    token = docs["proj/docs/src/auth/validate-token.md"]
    assert (f"## validate\\_token\n**Source:** [src/auth/validate\\_token.py:1-3]"
            f"(https://github.com/o/r/blob/{first}/src/auth/validate_token.py#L1-L3)\n\n"
            "```python\ndef validate_token(token: str, leeway: int = 30) -> bool\n```\n") in token
    connect = docs["proj/docs/lib/connect.md"]
    assert f"(https://github.com/o/r/blob/{second}/lib/db.py#L1-L2)" in connect
    assert f"/blob/{first}/web/my%20app/%C3%A4.py#L1-L2)" in docs["proj/docs/web/my app/shown.md"]
    assert "forge: github https://github.com/o/r\n" in docs["proj/_meta.md"]
    everything = "".join(docs.values())
    assert "tok" not in everything.replace("token", "") and "user:" not in everything


def test_a_default_secret_never_reaches_a_page(tmp_path: Path) -> None:
    repo, _first, _second = repo_with_history(tmp_path, "https://github.com/o/r.git")
    home = tmp_path / "home"
    create(home, str(repo), "proj", jobs=1)
    page = (home / "proj" / "docs" / "lib" / "connect.md").read_text()
    assert "```python\ndef connect(host: str, password=" in page  # the signature is shown
    for text in tree_text(home).values():
        assert "hunter2hunter2" not in text


@pytest.mark.parametrize(("origin", "link"), [
    ("https://gitlab.com/g/r.git", "https://gitlab.com/g/r/-/blob/{sha}/lib/db.py#L1-2"),
    ("git@bitbucket.org:o/r.git", "https://bitbucket.org/o/r/src/{sha}/lib/db.py#lines-1:2"),
    ("https://codeberg.org/o/r", "https://codeberg.org/o/r/src/commit/{sha}/lib/db.py#L1-L2"),
])
def test_gitlab_bitbucket_and_gitea_forms(tmp_path: Path, origin: str, link: str) -> None:
    repo, _first, second = repo_with_history(tmp_path, origin)
    home = tmp_path / "home"
    create(home, str(repo), "proj", jobs=1)
    page = (home / "proj" / "docs" / "lib" / "connect.md").read_text()
    assert f"**Source:** [lib/db.py:1-2]({link.format(sha=second)})\n" in page


@pytest.mark.parametrize("origin", ["", "https://git.example.com/o/r.git"])
def test_without_a_forge_the_place_is_plain_text(tmp_path: Path, origin: str) -> None:
    repo, _first, _second = repo_with_history(tmp_path, origin or "/elsewhere/r")
    home = tmp_path / "home"
    create(home, str(repo), "proj", jobs=1)
    page = (home / "proj" / "docs" / "lib" / "connect.md").read_text()
    assert "\n**Source:** `lib/db.py:1-2`\n" in page
    assert "forge:" not in (home / "proj" / "_meta.md").read_text()


def test_update_moves_only_the_links_of_changed_files(tmp_path: Path) -> None:
    """A file changed and changed back between two updates gets the later commit, as create
    gives it; the pages of files no commit touched keep their bytes and mtime."""
    repo, _first, _second = repo_with_history(tmp_path, "https://github.com/o/r.git")
    home = tmp_path / "home"
    create(home, str(repo), "proj", jobs=1)
    untouched = home / "proj" / "docs" / "web" / "my app" / "shown.md"
    before = untouched.stat().st_mtime_ns
    write_files(repo, {"lib/db.py": FILES["lib/db.py"] + "\n# detour\n"})
    commit_all(repo, "detour")
    write_files(repo, {"lib/db.py": FILES["lib/db.py"]})
    back = commit_all(repo, "back")
    write_files(repo, {"src/auth/validate_token.py": "\n" + FILES["src/auth/validate_token.py"]})
    moved = commit_all(repo, "move down")
    report = update(home, "proj")
    assert report.rebuilt == ""
    docs = tree_text(home)
    assert f"/blob/{back}/lib/db.py#L1-L2)" in docs["proj/docs/lib/connect.md"]
    assert f"/blob/{moved}/src/auth/validate_token.py#L2-L4)" in (
        docs["proj/docs/src/auth/validate-token.md"])
    assert untouched.stat().st_mtime_ns == before
    fresh = tmp_path / "fresh"
    create(fresh, str(repo), "proj", jobs=1)
    assert tree_text(fresh) == docs


def test_the_site_links_each_section_to_its_lines(tmp_path: Path) -> None:
    repo, _first, _second = repo_with_history(tmp_path, "https://github.com/o/r.git")
    head = git(repo, "rev-parse", "HEAD").strip()
    home = tmp_path / "home"
    create(home, str(repo), "proj", jobs=1)
    out = tmp_path / "site"
    build_site(home, "proj", out)
    page = (out / "lib" / "db.py" / "index.html").read_text(encoding="utf-8")
    link = f"https://github.com/o/r/blob/{head}/lib/db.py#L1-L2"
    assert re.search(rf'<a class="rk-source" href="{re.escape(link)}"><code>lib/db.py:1-2</code>'
                     "</a>", page)
    assert ('<pre class="highlight"><code class="language-python">def connect(host: str, '
            "password=") in page
    assert "hunter2hunter2" not in page
    shown = (out / "web" / "my app" / "ä.py" / "index.html").read_text(encoding="utf-8")
    assert f"/blob/{head}/web/my%20app/%C3%A4.py#L1-L2" in shown

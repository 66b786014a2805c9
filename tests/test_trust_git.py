"""The docs branch (and any knowledge base) is data, never commands: what `_meta.md` says
reaches git as a commit id, a branch name or a URL, never as an option or a command, and no
symbolic link in a knowledge base is read or written through. Real repositories in tmp_path,
a bare `origin`, the CLI and `rk-action run` in process."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from rk_action import gitutil, store
from rk_action.create import create
from tests.conftest import RkRunner, git, tree_text
from tests.workflow import BRANCH, Origin, run_step


@pytest.fixture
def origin_kb(rk: RkRunner, origin: Origin, tmp_path: Path) -> Origin:
    """A knowledge base `polyglot` of the bare `origin`, which then gets one more commit."""
    assert rk("create", str(origin.bare), "--name", "polyglot").code == 0
    origin.push({"src/auth/tokens.py": (origin.dev / "src/auth/tokens.py").read_text()
                 + "\n\ndef revoke(token):\n    return None\n"})
    return origin


def set_meta(home: Path, **values: str) -> None:
    path = home / "polyglot" / "_meta.md"
    meta = store.parse_meta(path.read_text(encoding="utf-8"))
    path.write_text(store.format_meta({**meta, **values}), encoding="utf-8")


def fresh(origin: Origin, tmp_path: Path) -> dict[str, str]:
    """What a create of the origin's HEAD writes (no clone, no registry: those differ)."""
    home = tmp_path / "fresh"
    create(home, str(origin.bare), "polyglot", jobs=1)
    return without_dates(tree_text(home / "polyglot"))


def without_dates(files: dict[str, str]) -> dict[str, str]:
    return {name: "\n".join(line for line in text.split("\n") if not line.startswith("created:"))
            for name, text in files.items()}


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file under `root` with its bytes (links not followed)."""
    return {path.relative_to(root).as_posix(): path.read_bytes()
            for path in sorted(root.rglob("*")) if path.is_file() and not path.is_symlink()}


def links(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_symlink())


@pytest.mark.parametrize("value", ["--output={pwned}", "--upload-pack=touch {pwned}"])
def test_a_last_commit_that_is_an_option_rebuilds_with_a_warning(
        rk: RkRunner, origin_kb: Origin, tmp_path: Path, value: str) -> None:
    pwned = tmp_path / "pwned"
    set_meta(rk.home, last_commit=value.format(pwned=pwned))
    result = rk("update", "polyglot")
    assert result.code == 0, result.err
    assert not pwned.exists()
    assert (f"Warning: full rebuild: last_commit in polyglot/_meta.md is not a commit id "
            f"({value.format(pwned=pwned)[:40]!r})\n") in result.err
    assert without_dates(tree_text(rk.home / "polyglot")) == fresh(origin_kb, tmp_path)


def test_a_branch_in_meta_that_is_no_branch_name_is_not_a_refspec(
        rk: RkRunner, origin_kb: Origin, tmp_path: Path) -> None:
    set_meta(rk.home, branch=f"main:refs/heads/x --upload-pack=touch {tmp_path / 'pwned'}")
    result = rk("update", "polyglot")
    assert result.code == 0, result.err
    assert not (tmp_path / "pwned").exists()
    assert "Warning: branch in polyglot/_meta.md is not a branch name ('main:refs/heads/x" \
        in result.err
    assert store.read_meta(rk.home / "polyglot")["branch"] == "main"  # type: ignore[index]
    assert without_dates(tree_text(rk.home / "polyglot")) == fresh(origin_kb, tmp_path)


def test_a_total_docs_that_is_no_number_is_read_as_none(
        rk: RkRunner, origin: Origin, tmp_path: Path) -> None:
    assert rk("create", str(origin.bare), "--name", "polyglot").code == 0
    set_meta(rk.home, total_docs="many; rm -rf /")
    result = rk("update", "polyglot")
    assert (result.code, result.out, result.err) == (0, "Already up to date\n", "")


@pytest.mark.parametrize("allowed_by", ["config", "GIT_ALLOW_PROTOCOL"])
def test_a_git_url_in_meta_never_runs_a_command(
        rk: RkRunner, origin_kb: Origin, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        allowed_by: str) -> None:
    """`ext::` runs its URL as a command: a user who allows it for their own use (config or
    environment) must not find it used by a URL the docs branch wrote."""
    if allowed_by == "config":
        config = tmp_path / "gitconfig"
        config.write_text('[protocol "ext"]\n\tallow = always\n')
        monkeypatch.setenv("GIT_CONFIG_GLOBAL", str(config))
    else:
        monkeypatch.setenv("GIT_ALLOW_PROTOCOL", "ext:file")
    pwned = tmp_path / "pwned"
    set_meta(rk.home, git_url=f"ext::sh -c touch% {pwned}")
    result = rk("update", "polyglot")
    assert not pwned.exists()
    assert result.code == 1
    assert result.err.startswith("Error: git ") and result.err.count("\n") == 1


def test_object_id_and_branch_name_rules() -> None:
    assert gitutil.object_id("a" * 40) == "a" * 40
    assert gitutil.object_id("0123456789abcdef" * 4) == "0123456789abcdef" * 4  # SHA-256
    for bad in ("", "a" * 39, "a" * 41, "g" * 40, "--output=/tmp/x", "HEAD", "a" * 40 + "\n",
                "a" * 40 + "^", "main"):
        assert gitutil.object_id(bad) == ""
    for good in ("main", "feature/x-1", "repo-knowledge", "v1.0", "ünï"):
        assert gitutil.is_branch_name(good), good
    for bad in ("", "-x", "--upload-pack=x", "a..b", "a b", "a:b", "a~1", "a^", "a?", "a*",
                "a[", "a\\b", "a/", "/a", "a//b", ".a", "a/.b", "a.lock", "a.lock/b", "a.",
                "a@{1}", "@", "a\nb", "a\x7f"):
        assert not gitutil.is_branch_name(bad), bad


# --- symbolic links: never followed out of the home ---------------------------------------------


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """Files outside every home, which links planted in a knowledge base point to."""
    folder = tmp_path / "outside"
    (folder / "auth").mkdir(parents=True)
    (folder / "auth" / "validate-token.md").write_text("outside, must stay as it is\n")
    (folder / "pending").mkdir()
    (folder / "secret.md").write_text("---\nsource: SECRET/leak.py\nsymbol: leak\n---\n\n"
                                      "## leak\nOUTSIDE-SECRET\n")
    (folder / "registry.md").write_text("outside registry\n")
    (folder / "repos").mkdir()
    return folder


def plant(home: Path, outside: Path) -> None:
    """Links where a knowledge base has folders and files of its own."""
    project = home / "polyglot"
    shutil.rmtree(project / "docs/src/auth")
    (project / "docs/src/auth").symlink_to(outside / "auth")
    (project / "docs/lib/fnv1a.md").unlink()
    (project / "docs/lib/fnv1a.md").symlink_to(outside / "secret.md")
    (project / store.PENDING).symlink_to(outside / "pending")
    (home / "_registry.md").unlink()
    (home / "_registry.md").symlink_to(outside / "registry.md")
    os.rename(home / "_repos", home.parent / "repos-real")
    (home / "_repos").symlink_to(outside / "repos")


def test_create_removes_the_links_in_a_home_and_writes_nothing_through_them(
        rk: RkRunner, origin_kb: Origin, tmp_path: Path, outside: Path) -> None:
    plant(rk.home, outside)
    before = snapshot(outside)
    result = rk("create", str(origin_kb.bare), "--name", "polyglot", "--force")
    assert result.code == 0, result.err
    assert snapshot(outside) == before
    assert links(rk.home) == []
    for removed in ("polyglot/docs/src/auth", "polyglot/docs/lib/fnv1a.md",
                    f"polyglot/{store.PENDING}", "_registry.md", "_repos"):
        assert (f"Warning: {removed}: a symbolic link in the knowledge base; removed "
                "(rk-action never reads or writes through a link)\n") in result.err
    assert without_dates(tree_text(rk.home / "polyglot")) == fresh(origin_kb, tmp_path)


def test_update_removes_the_links_and_writes_nothing_through_them(
        rk: RkRunner, origin_kb: Origin, tmp_path: Path, outside: Path) -> None:
    plant(rk.home, outside)
    before = snapshot(outside)
    result = rk("update", "polyglot")
    assert result.code == 0, result.err
    assert snapshot(outside) == before
    assert links(rk.home) == []
    assert "Warning: polyglot/docs/src/auth: a symbolic link in the knowledge base" \
        in result.err
    # the pages the links stood for were gone while `_meta.md` counted them: all written anew
    assert result.out.startswith("Updated polyglot to ")
    assert ("Warning: full rebuild: symbolic links in polyglot were removed: the pages, index "
            "or folders they stood for are written anew\n") in result.err
    assert without_dates(tree_text(rk.home / "polyglot")) == fresh(origin_kb, tmp_path)


def test_an_index_gone_or_linked_is_written_anew_even_when_up_to_date(
        rk: RkRunner, origin_kb: Origin, tmp_path: Path, outside: Path) -> None:
    """A docs branch that deleted `_index.md` (or made it a link, which is removed) had every
    later update fail ("_index.md: No such file or directory"), and pages that were links
    stayed gone while `_meta.md` counted them, even with no new commit."""
    project = rk.home / "polyglot"
    assert rk("update", "polyglot").code == 0  # the origin's new commit
    expected = without_dates(tree_text(project))
    (project / "_index.md").unlink()
    result = rk("update", "polyglot")
    assert result.code == 0, result.err
    assert "Warning: full rebuild: polyglot/_index.md is missing\n" in result.err
    assert without_dates(tree_text(project)) == expected
    (project / "docs/lib/fnv1a.md").unlink()
    (project / "docs/lib/fnv1a.md").symlink_to(outside / "secret.md")
    result = rk("update", "polyglot")
    assert result.code == 0, result.err
    assert without_dates(tree_text(project)) == expected
    assert "OUTSIDE-SECRET" not in "".join(tree_text(rk.home).values())


def test_pages_pushed_as_other_bytes_are_written_anew(rk: RkRunner, origin_kb: Origin,
                                                      tmp_path: Path) -> None:
    """A page of the changed file's folder pushed as bytes that are not UTF-8 stopped every
    update with a traceback; one without frontmatter was "moved" to the root folder as a
    page of its own (22 docs counted for 21)."""
    auth = rk.home / "polyglot/docs/src/auth"
    (auth / "_overview.md").write_bytes(b"\x80\x81")
    (auth / "token-store.md").write_bytes(b"---\nsource: \xff\n---\n")
    (auth / "parse-port.md").write_text("edited away\n", encoding="utf-8")
    result = rk("update", "polyglot")
    assert result.code == 0, result.err
    assert without_dates(tree_text(rk.home / "polyglot")) == fresh(origin_kb, tmp_path)


def test_meta_and_index_are_never_read_through_a_link(
        rk: RkRunner, origin_kb: Origin, tmp_path: Path, outside: Path) -> None:
    """A `_meta.md` linked to a file of secrets (here a copy of the metadata with one more
    line) would have that line carried into the next `_meta.md`, and pushed with the docs."""
    project = rk.home / "polyglot"
    secrets = outside / "settings.txt"
    secrets.write_text((project / "_meta.md").read_text() + "aws_secret: OUTSIDE-SECRET\n")
    (project / "_meta.md").unlink()
    (project / "_meta.md").symlink_to(secrets)
    before = snapshot(outside)
    result = rk("update", "polyglot")
    assert "OUTSIDE-SECRET" not in "".join(tree_text(rk.home).values())
    assert snapshot(outside) == before
    assert "Warning: polyglot/_meta.md: a symbolic link in the knowledge base; removed" \
        in result.err
    assert result.code == 1  # without its metadata the project is incomplete: create it anew
    assert "no complete project named 'polyglot'" in result.err


def test_search_never_reads_or_learns_through_a_link(
        rk: RkRunner, origin_kb: Origin, tmp_path: Path, outside: Path) -> None:
    project = rk.home / "polyglot"
    page = project / "docs/src/auth/validate-token.md"
    page.unlink()
    page.symlink_to(outside / "secret.md")
    copy = outside / "copy"
    os.rename(rk.home / "polyglot", copy)
    (rk.home / "polyglot").symlink_to(copy)  # the whole project elsewhere
    before = snapshot(outside)
    refused = rk("search", "validate a token", "--project", "polyglot", "--json")
    assert refused.code == 1
    assert refused.err.startswith("Error: refusing to follow a symbolic link out of the "
                                  "knowledge base: ")
    assert snapshot(outside) == before
    (rk.home / "polyglot").unlink()
    os.rename(copy, rk.home / "polyglot")
    before = snapshot(outside)
    result = rk("search", "validate a token", "--project", "polyglot", "--json")
    assert result.code == 0, result.err  # the index create made from the page, not the link
    assert "OUTSIDE-SECRET" not in result.out and "SECRET/leak.py" not in result.out
    (project / "_search" / "head.json").unlink()  # indexed anew: the page is read, if it can
    result = rk("search", "validate a token", "--project", "polyglot", "--json")
    assert result.code == 0, result.err
    assert "OUTSIDE-SECRET" not in result.out and "SECRET/leak.py" not in result.out
    assert ("Warning: refusing to follow a symbolic link out of the knowledge base: "
            f"{page}; left out of the search\n") in result.err
    assert snapshot(outside) == before


def test_site_build_never_reads_through_a_link(
        rk: RkRunner, origin_kb: Origin, tmp_path: Path, outside: Path) -> None:
    page = rk.home / "polyglot/docs/src/auth/validate-token.md"
    page.unlink()
    page.symlink_to(outside / "secret.md")
    before = snapshot(outside)
    result = rk("site", "build", "--project", "polyglot", "--out", str(tmp_path / "site"))
    assert result.code == 0, result.err
    assert "docs/src/auth/validate-token.md: cannot be read (refusing to follow a symbolic " \
        "link" in result.err
    built = b"".join(snapshot(tmp_path / "site").values())
    assert b"OUTSIDE-SECRET" not in built and b"SECRET/leak.py" not in built
    assert snapshot(outside) == before


# --- the action: the docs branch is anyone's to push to -----------------------------------------


def tamper_docs_branch(origin: Origin, tmp_path: Path, change: dict[str, str | Path]) -> None:
    """Push a commit to the docs branch: `change` maps paths to new text, or to a Path that
    becomes a symbolic link to it."""
    work = tmp_path / "tamper"
    git(tmp_path, "clone", "-q", "--branch", BRANCH, str(origin.bare), str(work))
    for name, value in change.items():
        target = work / name
        if target.is_dir() and not target.is_symlink():
            git(work, "rm", "-rq", name)
        elif target.exists() or target.is_symlink():
            target.unlink()
        target.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(value, Path):
            target.symlink_to(value)
        else:
            target.write_text(value)
    git(work, "add", "-A")
    git(work, "commit", "-qm", "tampered")
    git(work, "push", "-q", "origin", BRANCH)


@pytest.mark.usefixtures("workflow_env")
@pytest.mark.parametrize("value", ["--output={pwned}", "--upload-pack=touch {pwned}"])
def test_run_with_a_last_commit_that_is_an_option_rebuilds(
        origin: Origin, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str], value: str) -> None:
    first, _ = run_step(monkeypatch, capsys, tmp_path, origin.workspace(tmp_path / "ws1"))
    assert first.code == 0, first.err
    meta = origin.docs()["polyglot/_meta.md"]
    pwned = tmp_path / "pwned"
    recorded = next(line for line in meta.splitlines() if line.startswith("last_commit: "))
    bad = value.format(pwned=pwned)
    tamper_docs_branch(origin, tmp_path, {"polyglot/_meta.md": meta.replace(
        recorded, f"last_commit: {store.yaml_str(bad)}")})
    origin.push({"web/extra.js": "export function extra() { return 1; }\n"})
    result, _ = run_step(monkeypatch, capsys, tmp_path, origin.workspace(tmp_path / "ws2"))
    assert result.code == 0, result.err
    assert not pwned.exists()
    assert "last_commit in polyglot/_meta.md is not a commit id" in result.err
    head = git(origin.dev, "rev-parse", "HEAD").strip()
    assert f"last_commit: {head}\n" in origin.docs()["polyglot/_meta.md"]


@pytest.mark.usefixtures("workflow_env")
def test_run_follows_no_link_the_docs_branch_ships(
        origin: Origin, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str], outside: Path) -> None:
    """The branch links its metadata to a file of the runner holding a secret, a page to
    another, and a folder of pages outside: nothing is read or written through them, the
    links leave the branch, and the secret is nowhere in what is pushed."""
    first, _ = run_step(monkeypatch, capsys, tmp_path, origin.workspace(tmp_path / "ws1"))
    assert first.code == 0, first.err
    secrets = outside / "runner-settings"
    secrets.write_text(origin.docs()["polyglot/_meta.md"] + "aws_secret: OUTSIDE-SECRET\n")
    tamper_docs_branch(origin, tmp_path, {
        "polyglot/_meta.md": secrets, "polyglot/docs/lib/fnv1a.md": outside / "secret.md",
        "polyglot/docs/src/auth": outside / "auth"})
    origin.push({"src/auth/tokens.py": (origin.dev / "src/auth/tokens.py").read_text()
                 + "\n\ndef revoke(token):\n    return None\n"})
    before = snapshot(outside)
    result, _ = run_step(monkeypatch, capsys, tmp_path, origin.workspace(tmp_path / "ws2"))
    assert result.code == 0, result.err
    assert snapshot(outside) == before
    for name in ("polyglot/_meta.md", "polyglot/docs/lib/fnv1a.md", "polyglot/docs/src/auth"):
        assert f"Warning: {name}: a symbolic link in the knowledge base; removed" in result.err
    pushed = git(origin.bare, "ls-tree", "-r", BRANCH)
    assert "120000" not in pushed  # no link left in the branch
    docs = origin.docs()
    assert not any("OUTSIDE-SECRET" in text or "SECRET/leak.py" in text
                   for text in docs.values())
    head = git(origin.dev, "rev-parse", "HEAD").strip()
    assert f"last_commit: {head}\n" in docs["polyglot/_meta.md"]
    assert "polyglot/docs/src/auth/revoke.md" in docs

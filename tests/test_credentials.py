"""Credentials in a clone URL (`https://user:token@host/repo.git`) are given to git for the one
command and stored nowhere: not in `_meta.md`, `_registry.md`, the clone's git config or the
user's credential store, and never printed. `update` gets them from `RK_GIT_TOKEN`, or says how
to give them. Against a real smart-HTTP git server on 127.0.0.1 that wants Basic auth."""

from __future__ import annotations

import base64
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from rk_action import gitutil, store
from tests.conftest import RkRunner, git, polyglot_repo
from tests.git_http import GitHttpServer

USER, TOKEN = "alice", "tok3n-s3cr3t-XYZ"
SECRETS = (TOKEN.encode(), base64.b64encode(f"{USER}:{TOKEN}".encode()))


@pytest.fixture
def server(tmp_path: Path) -> Iterator[GitHttpServer]:
    """A server holding `origin.git` (the polyglot fixture) for `alice` with TOKEN only."""
    root = tmp_path / "served"
    root.mkdir()
    dev = polyglot_repo(tmp_path / "dev")
    git(tmp_path, "clone", "-q", "--bare", str(dev), str(root / "origin.git"))
    git(dev, "remote", "add", "origin", str(root / "origin.git"))
    with GitHttpServer(root, USER, TOKEN) as running:
        yield running


@pytest.fixture(autouse=True)
def _own_git_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user's git config stores every credential git is given (`credential.helper store`),
    in a file of the test's own: nothing rk-action hands git may land there."""
    for name in ("RK_GIT_TOKEN", "RK_GIT_USERNAME", "GIT_ASKPASS", "GIT_CONFIG_COUNT"):
        monkeypatch.delenv(name, raising=False)
    config = tmp_path / "gitconfig"
    config.write_text(f"[credential]\n\thelper = store --file {tmp_path / 'stored-creds'}\n")
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", str(config))
    return config


def secret_files(root: Path) -> list[str]:
    """Every file under `root` (all bytes, `.git` included) that holds the token."""
    return sorted(path.relative_to(root).as_posix() for path in root.rglob("*")
                  if path.is_file() and any(s in path.read_bytes() for s in SECRETS))


def push_change(tmp_path: Path) -> None:
    dev = tmp_path / "dev"
    path = dev / "src/auth/tokens.py"
    number = path.read_text().count("def revoke")
    path.write_text(path.read_text() + f"\n\ndef revoke{number}(token):\n    return None\n")
    git(dev, "commit", "-qam", "add revoke")
    git(dev, "push", "-q", "origin", "main")


def test_a_token_in_the_clone_url_is_stored_and_shown_nowhere(
        rk: RkRunner, server: GitHttpServer, tmp_path: Path) -> None:
    clean = server.url("origin.git")
    with_token = clean.replace("http://", f"http://{USER}:{TOKEN}@")
    created = rk("create", with_token)
    assert created.code == 0, created.err
    assert created.out.startswith("Created origin: 14 docs")
    listed, as_json = rk("list"), rk("list", "--json")
    estimated = rk("estimate", with_token)
    assert estimated.code == 0, estimated.err
    assert estimated.out.startswith(f"{clean}: ")
    for result in (created, listed, as_json, estimated):
        assert TOKEN not in result.out + result.err
    assert SECRETS[1] in {a.split()[-1].encode() for a in server.authorizations if a}

    assert secret_files(tmp_path) == []  # the home, the clone, the user's credential store
    assert not (tmp_path / "stored-creds").exists()
    assert store.read_meta(rk.home / "origin")["git_url"] == clean  # type: ignore[index]
    assert [row.git_url for row in store.read_registry(rk.home)] == [clean]
    clone = rk.home / "_repos" / "origin"
    assert git(clone, "config", "remote.origin.url").strip() == clean
    assert listed.out.split()[-1] == clean
    assert json.loads(as_json.out)[0]["git_url"] == clean


def test_update_takes_the_token_from_rk_git_token_or_says_how_to_give_it(
        rk: RkRunner, server: GitHttpServer, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    with_token = server.url("origin.git").replace("http://", f"http://{USER}:{TOKEN}@")
    assert rk("create", with_token).code == 0
    push_change(tmp_path)

    refused = rk("update", "origin")
    assert refused.code == 1
    assert refused.out == ""
    assert refused.err.count("\n") == 1 and refused.err.startswith("Error: ")
    assert "refused for want of credentials" in refused.err
    assert "set RK_GIT_TOKEN (and RK_GIT_USERNAME" in refused.err
    assert "credential helper" in refused.err

    monkeypatch.setenv("RK_GIT_TOKEN", TOKEN)
    monkeypatch.setenv("RK_GIT_USERNAME", USER)
    updated = rk("update", "origin")
    assert updated.code == 0, updated.err
    assert updated.out.startswith("Updated origin to ")
    assert "1 modified" in updated.out
    assert TOKEN not in updated.out + updated.err + refused.err
    assert secret_files(tmp_path) == []  # the home, the clone, the user's credential store

    # without RK_GIT_TOKEN, git's own ways still work: here GIT_ASKPASS
    monkeypatch.delenv("RK_GIT_TOKEN")
    askpass = tmp_path / "askpass.sh"
    askpass.write_text('#!/bin/sh\ncase "$1" in Username*) echo "$ASK_USER";; '
                       '*) echo "$ASK_TOKEN";; esac\n')
    askpass.chmod(0o700)
    monkeypatch.setenv("GIT_ASKPASS", str(askpass))
    monkeypatch.setenv("ASK_USER", USER)
    monkeypatch.setenv("ASK_TOKEN", TOKEN)
    push_change(tmp_path)
    asked = rk("update", "origin")
    assert asked.code == 0, asked.err
    assert asked.out.startswith("Updated origin to ")
    assert secret_files(rk.home) == []


def test_the_token_is_never_sent_to_another_host(tmp_path: Path, rk: RkRunner) -> None:
    """A server that redirects the clone elsewhere (here `localhost`, another host to git)
    never sees the token given for the first one."""
    root = tmp_path / "served"
    root.mkdir()
    git(tmp_path, "clone", "-q", "--bare", str(polyglot_repo(tmp_path / "dev")),
        str(root / "origin.git"))
    with GitHttpServer(root, USER, TOKEN) as elsewhere, GitHttpServer(
            root, redirect_to=f"http://localhost:{elsewhere.port}") as first:
        url = first.url("origin.git").replace("http://", f"http://{USER}:{TOKEN}@")
        result = rk("create", url)
        assert elsewhere.authorizations  # the redirect was followed
    assert not any(SECRETS[1].decode() in given for given in elsewhere.authorizations)
    assert result.code == 1
    assert TOKEN not in result.err
    assert "refused for want of credentials" in result.err


def test_a_knowledge_base_that_kept_the_token_loses_it_at_the_next_update(
        rk: RkRunner, server: GitHttpServer, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Older versions wrote the clone URL as given: the token is used for that update, then
    found nowhere (the clone's config included)."""
    clean = server.url("origin.git")
    with_token = clean.replace("http://", f"http://{USER}:{TOKEN}@")
    monkeypatch.setenv("RK_GIT_TOKEN", TOKEN)
    monkeypatch.setenv("RK_GIT_USERNAME", USER)
    assert rk("create", clean).code == 0
    monkeypatch.delenv("RK_GIT_TOKEN")
    meta_path = rk.home / "origin" / "_meta.md"
    old_meta = meta_path.read_text().replace(f"git_url: {clean}", f"git_url: {with_token}")
    meta_path.write_text(old_meta)
    (rk.home / "_registry.md").write_text(
        (rk.home / "_registry.md").read_text().replace(clean, with_token))
    git(rk.home / "_repos" / "origin", "remote", "set-url", "origin", with_token)
    assert secret_files(rk.home) == ["_registry.md", "_repos/origin/.git/config",
                                     "origin/_meta.md"]
    listed = rk("list")
    assert TOKEN not in listed.out and listed.out.split()[-1] == clean
    push_change(tmp_path)

    updated = rk("update", "origin")
    assert updated.code == 0, updated.err
    assert TOKEN not in updated.out + updated.err
    assert secret_files(rk.home) == []
    assert git(rk.home / "_repos" / "origin", "config", "remote.origin.url").strip() == clean


@pytest.mark.parametrize(("text", "shown"), [
    ("fatal: unable to access 'https://user:tok@github.com/o/r.git/': 403",
     "fatal: unable to access 'https://github.com/o/r.git/': 403"),
    ("https://ghp_abc123@github.com/o/r.git", "https://github.com/o/r.git"),
    ("https://user:p@ss:w@rd@host.example/r.git", "https://host.example/r.git"),
    ("http://u:t@127.0.0.1:8080/r.git and https://x@h/y", "http://127.0.0.1:8080/r.git and "
     "https://h/y"),
    ("git@github.com:org/repo.git", "git@github.com:org/repo.git"),
    ("ssh://git@host.example:22/org/repo.git", "ssh://git@host.example:22/org/repo.git"),
    ("ssh://git:secret@host.example/org/repo.git", "ssh://git@host.example/org/repo.git"),
    ("mail me at user@example.com", "mail me at user@example.com"),
])
def test_scrub_removes_the_credentials_of_every_url_form_git_prints(text: str,
                                                                      shown: str) -> None:
    assert gitutil.scrub(text) == shown


def test_split_credentials_gives_the_url_without_them_and_them() -> None:
    url, found = gitutil.split_credentials("https://user:p%40ss@host.example/r.git")
    assert url == "https://host.example/r.git"
    assert found == gitutil.Credentials("user", "p@ss")
    assert "p@ss" not in repr(found)
    assert gitutil.split_credentials("https://ghp_x@github.com/o/r") == (
        "https://github.com/o/r", gitutil.Credentials("ghp_x", ""))
    assert gitutil.split_credentials("git@github.com:o/r.git") == ("git@github.com:o/r.git", None)
    assert gitutil.split_credentials("/srv/repo") == ("/srv/repo", None)

"""Layer 4's stored source finds the lines `git grep -z -n -i -I HEAD` finds."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from rk_action.errors import GitError
from rk_action.search.source import SourceFiles, source_files

FILES = {
    "pkg/net.py": b"def dotted_netmask(mask):\n    return NETMASK\n\nx = 'Netmask'",
    "pkg/crlf.py": b"def crlf():\r\n    netmask = 1\r\n",
    "pkg/latin.py": b"# caf\xe9 netmask\ndef f():\n    pass\n",
    "pkg/blob.py": b"netmask\0binary\n",
    "pkg/empty.py": b"",
    "pkg/other.py": b"def unrelated():\n    return 2\n",
    "pkg/split1.py": b"y = 'netm",  # no newline at its end: the next file's bytes follow it
    "pkg/split2.py": b"ask'\n",
    "tests/test_net.py": b"def test_netmask():\n    pass\n",
}


def _repo(tmp_path: Path) -> Path:
    repo = tmp_path / "repo"
    repo.mkdir()
    for name, data in FILES.items():
        (repo / name).parent.mkdir(parents=True, exist_ok=True)
        (repo / name).write_bytes(data)
    (repo / "pkg" / "link.py").symlink_to("net.py")
    run = {"cwd": repo, "check": True, "capture_output": True}
    subprocess.run(["git", "init", "-q"], **run)  # type: ignore[call-overload]
    subprocess.run(["git", "add", "-A"], **run)  # type: ignore[call-overload]
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "x"],
                   **run)  # type: ignore[call-overload]
    return repo


def _git_grep(repo: Path, patterns: list[str]) -> list[tuple[str, int, str]]:
    out = subprocess.run(["git", "grep", "-z", "-n", "-i", "-I", "--full-name", "-P", "-e",
                          "|".join(patterns), "HEAD"], cwd=repo, capture_output=True,
                         env={"LC_ALL": "C", "PATH": "/usr/bin:/bin"}).stdout
    found = []
    for line in out.decode("utf-8", "surrogateescape").split("\n"):
        name, _, rest = line.partition("\0")
        number, _, text = rest.partition("\0")
        if number.isdigit() and not name.removeprefix("HEAD:").startswith("tests/"):
            found.append((name.removeprefix("HEAD:"), int(number), text))
    return found


def _lines(files: SourceFiles, patterns: list[str]) -> list[tuple[str, int, str]]:
    """What `SourceFiles.grep` finds, as `git grep` prints it: (path, line number, text)."""
    return [(path, number, text) for path, number, text, _ in files.grep(patterns)]


def test_same_lines_as_git_grep(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    files = source_files(repo)
    for patterns in (["netmask"], ["netmask", "def"], ["ret", "pass"], ["caf"], ["nothing"]):
        assert sorted(_lines(files, patterns)) == sorted(_git_grep(repo, patterns)), patterns
    assert ("pkg/net.py", 4, "x = 'Netmask'") in _lines(files, ["netmask"])
    assert ("pkg/crlf.py", 2, "    netmask = 1\r") in _lines(files, ["netmask"])
    assert files.text("pkg/link.py") is None and files.text("pkg/blob.py") is None
    assert files.text("tests/test_net.py") is None  # layer 4 never answers from tests


def test_stored_once_per_commit_in_the_git_directory(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    source_files(repo)
    stores = list((repo / ".git" / "rk-source").iterdir())
    assert [p.name.split(".")[0] for p in stores] == [
        subprocess.run(["git", "rev-parse", "HEAD"], cwd=repo, capture_output=True,
                       text=True, check=True).stdout.strip()]
    (repo / "pkg" / "other.py").write_bytes(b"def netmask_two():\n    pass\n")
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qam", "y"],
                   cwd=repo, check=True)
    assert ("pkg/other.py", 1, "def netmask_two():") in _lines(source_files(repo), ["netmask"])
    # each line with how many of the patterns it holds
    assert ("pkg/other.py", 1, "def netmask_two():", 2) in source_files(repo).grep(
        ["netmask", "def"])
    assert len(list((repo / ".git" / "rk-source").iterdir())) == 2


def test_head_is_read_from_the_git_directory_as_git_reads_it(tmp_path: Path) -> None:
    """Layer 4 reads HEAD's commit from the files (a loose or packed branch, or detached) and
    asks git whenever they are anything else."""
    from rk_action import gitutil

    repo = _repo(tmp_path)

    def rev_parse() -> str:
        return subprocess.run(["git", "rev-parse", "HEAD"], cwd=repo, capture_output=True,
                              text=True, check=True).stdout.strip()

    assert gitutil.read_head(repo) == rev_parse()  # a loose ref
    subprocess.run(["git", "pack-refs", "--all"], cwd=repo, check=True)
    assert not list((repo / ".git" / "refs" / "heads").iterdir())
    assert gitutil.read_head(repo) == rev_parse()  # a line of packed-refs
    subprocess.run(["git", "checkout", "-q", "--detach"], cwd=repo, check=True)
    assert gitutil.read_head(repo) == rev_parse()  # an object id
    (repo / ".git" / "HEAD").write_text("ref: refs/heads/../../../../etc/passwd\n")
    with pytest.raises(GitError):  # not a branch name: git is asked, and refuses it
        gitutil.read_head(repo)

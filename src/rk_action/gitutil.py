"""Every git call goes through `git()`; failures raise `GitError` with git's message.

What reaches git from a file (a `_meta.md` or a docs branch anyone with push access can edit)
is data, never an option: revisions are checked by `object_id` and passed after
`--end-of-options`, URLs after `--end-of-options` or `--`, and the transports that run a
command (`ext::`, `fd::`) are refused whatever the user's git config allows. Credentials given
in a clone URL reach git through the environment only (`credential_env`), never a file.
"""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Generator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urlsplit

from rk_action.errors import GitAuthError, GitError

_OBJECT_ID = re.compile(r"[0-9a-fA-F]{40}(?:[0-9a-fA-F]{24})?")
# `scheme://userinfo@`: the userinfo runs to the last `@` before the path (a password may hold
# an `@` of its own), and never across a quote or a space, as URLs appear in git's messages.
_USERINFO = re.compile(r"\b([A-Za-z][A-Za-z0-9+.-]*://)([^/?#\s'\"<>]*)@")
SSH_SCHEMES = frozenset({"ssh", "git+ssh", "ssh+git"})
_BAD_REF = re.compile(r"[\x00-\x20\x7f~^:?*\[\\]|\.\.|@\{|//|/\.|\.lock(/|$)|^[/.]|[/.]$")
# Transports that run a command of the URL's choosing; git refuses `ext::` unless the user's
# config allows it, and a URL read from a file must not be able to count on that.
_NO_COMMAND_TRANSPORTS = {"protocol.ext.allow": "never", "protocol.fd.allow": "never"}
_AUTH_REFUSED = re.compile(
    r"Authentication failed|could not read (Username|Password)|terminal prompts disabled"
    r"|returned error: 40[13]|HTTP Basic: Access denied|Invalid username or password"
    r"|Permission denied \(publickey", re.IGNORECASE)
HOW_TO_AUTHENTICATE = (
    "give git credentials: set RK_GIT_TOKEN (and RK_GIT_USERNAME when the host wants a user "
    "name; rk-action sends them to the project's host only), or configure a git credential "
    "helper or GIT_ASKPASS, as for `git fetch`")
_HOW_TO_USE_SSH = "give ssh a key the host accepts (ssh-agent, ~/.ssh/config), as for `git fetch`"
# A credential helper given in the environment: it answers git with the user name and token
# the environment holds, so neither is ever written to a file nor shown on a command line.
_HELPER = ('!f() { test "$1" = get || exit 0; cat >/dev/null; '
           'printf "username=%s\\npassword=%s\\n" "$RK_GIT_USERNAME" "$RK_GIT_TOKEN"; }; f')


def object_id(text: str) -> str:
    """`text` when it is a full hex object id (40 digits for SHA-1, 64 for SHA-256), else "".

    The one check a revision read from a file passes before it reaches git: anything else
    (`--output=FILE`, `--upload-pack=…`) would be taken for an option or a ref expression.
    """
    return text if _OBJECT_ID.fullmatch(text) else ""


def is_branch_name(name: str) -> bool:
    """True when `refs/heads/<name>` is a valid ref name (`git check-ref-format`'s rules), and
    `name` does not start with `-`: a branch read from a file can then be put in a refspec."""
    return bool(name) and name != "@" and not name.startswith("-") and not _BAD_REF.search(name)


def scrub(text: str) -> str:
    """`text` with the credentials of every URL in it removed: `https://user:token@host` and
    `https://token@host` become `https://host`; an ssh URL keeps its user name (`ssh://git@host`)
    and loses only a password. The one scrubber for what is shown or stored."""
    return _USERINFO.sub(_without_secret, text)


def _without_secret(match: re.Match[str]) -> str:
    scheme, userinfo = match.group(1), match.group(2)
    if scheme[:-3].lower() in SSH_SCHEMES:
        return f"{scheme}{userinfo.split(':', 1)[0]}@"
    return scheme


@dataclass(frozen=True, slots=True)
class Credentials:
    """A user name and a secret for a git host (never shown: `repr` leaves the secret out)."""

    username: str
    token: str = field(repr=False)


def split_credentials(url: str) -> tuple[str, Credentials | None]:
    """`url` without the credentials it holds, and those credentials (None when it holds none,
    or is no URL). `https://token@host/…` gives the token as user name and an empty secret,
    which is how forges take it."""
    match = _USERINFO.match(url)
    if match is None or match.group(1)[:-3].lower() in SSH_SCHEMES:
        return scrub(url), None
    user, _, token = match.group(2).partition(":")
    return scrub(url), Credentials(unquote(user), unquote(token))


def env_credentials() -> Credentials | None:
    """The token the user gives rk-action in `RK_GIT_TOKEN` (user name `RK_GIT_USERNAME`, by
    default `x-access-token`, which GitHub and GitLab accept), or None."""
    token = os.environ.get("RK_GIT_TOKEN", "")
    if not token:
        return None
    return Credentials(os.environ.get("RK_GIT_USERNAME") or "x-access-token", token)


def credential_env(url: str, credentials: Credentials | None = None) -> dict[str, str]:
    """Environment that lets git authenticate to `url` with `credentials` (by default the
    `RK_GIT_TOKEN` ones), nothing when there are none or `url` is not HTTP(S).

    The credentials are answered by a helper scoped to `url`'s scheme, host and port, so a
    redirect to another host never gets them; the user's own helpers are left out for that
    command, so none of them stores them. They stay in the environment of that git process.
    """
    credentials = credentials or env_credentials()
    parts = urlsplit(url)
    if credentials is None or parts.scheme not in ("http", "https") or not parts.hostname:
        return {}
    if "\n" in credentials.username + credentials.token:
        return {}  # git refuses such values anyway; never let them reach the protocol
    scope = f"{parts.scheme}://{parts.netloc.rpartition('@')[2]}"
    return {**config_env({"credential.helper": "", f"credential.{scope}.helper": _HELPER}),
            "RK_GIT_USERNAME": credentials.username, "RK_GIT_TOKEN": credentials.token}


def config_env(settings: Mapping[str, str],
               environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """`GIT_CONFIG_*` variables adding `settings` after those `environ` (by default this
    process's environment) holds: git reads them as if given with `-c`, yet they never show on
    a command line."""
    base = os.environ if environ is None else environ
    count = base.get("GIT_CONFIG_COUNT", "0")
    start = int(count) if count.isdigit() else 0
    env = {"GIT_CONFIG_COUNT": str(start + len(settings))}
    for number, (key, value) in enumerate(settings.items(), start):
        env[f"GIT_CONFIG_KEY_{number}"] = key
        env[f"GIT_CONFIG_VALUE_{number}"] = value
    return env


def _env(extra: Mapping[str, str] | None = None) -> dict[str, str]:
    env = {**os.environ, "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C", **(extra or {})}
    env.update(config_env(_NO_COMMAND_TRANSPORTS, env))
    if "GIT_ALLOW_PROTOCOL" in env:  # it overrides any config: take the two out of it
        allowed = env["GIT_ALLOW_PROTOCOL"].split(":")
        env["GIT_ALLOW_PROTOCOL"] = ":".join(p for p in allowed if p not in ("ext", "fd"))
    return env


def _checked(args: tuple[str, ...], result: GitResult) -> str:
    """`result`'s stdout, or `GitError` with the last line git printed on stderr (and, when
    the remote wanted credentials it was not given, how to give them)."""
    if result.code != 0:
        lines = result.err.strip().splitlines()
        reason = lines[-1] if lines else f"exit code {result.code}"
        refused = _AUTH_REFUSED.search(result.err)
        if refused:
            ssh = "publickey" in refused.group(0).lower()
            how = _HOW_TO_USE_SSH if ssh else HOW_TO_AUTHENTICATE
            raise GitAuthError(scrub(f"git {args[0]} was refused for want of credentials "
                                     f"({reason.removeprefix('fatal: ')}): {how}"))
        raise GitError(scrub(f"git {args[0]} failed: {reason}"))
    return result.out


@dataclass(frozen=True, slots=True)
class GitResult:
    """What one git command did, for callers that must read its error output."""

    code: int
    out: str
    """stdout, surrogate-escaped for odd file names."""
    err: str
    """stderr, credentials scrubbed."""

    @classmethod
    def of(cls, code: int, out: bytes, err: bytes) -> GitResult:
        return cls(code, out.decode("utf-8", "surrogateescape"),
                   scrub(err.decode("utf-8", "replace")))


def run(*args: str, cwd: Path | None = None, env: Mapping[str, str] | None = None) -> GitResult:
    """Run `git args…` and return its exit code, stdout and stderr without raising."""
    proc = subprocess.run(
        ["git", *args], cwd=cwd, env=_env(env), capture_output=True, stdin=subprocess.DEVNULL
    )
    return GitResult.of(proc.returncode, proc.stdout, proc.stderr)


def git(*args: str, cwd: Path | None = None, check: bool = True,
        env: Mapping[str, str] | None = None) -> str:
    """Run `git args…` and return its stdout (text, surrogate-escaped for odd file names).

    `env` adds variables (an identity, credentials through `GIT_CONFIG_*`) to the environment.
    """
    result = run(*args, cwd=cwd, env=env)
    return _checked(args, result) if check else result.out


class Background:
    """A git command that runs while the caller goes on; `wait` is `git`'s result."""

    def __init__(self, *args: str, cwd: Path, env: Mapping[str, str] | None = None) -> None:
        self._args = args
        self._proc = subprocess.Popen(
            ["git", *args], cwd=cwd, env=_env(env), stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        )

    def wait(self) -> str:
        out, err = self._proc.communicate()
        return _checked(self._args, GitResult.of(self._proc.returncode, out, err))

    def kill(self) -> None:
        """Stop the command: its result is not wanted."""
        self._proc.kill()
        self._proc.communicate()


def fields(*args: str, cwd: Path) -> Generator[str, None, None]:
    """The NUL-separated fields `git args…` prints, as they come: closing the iterator early
    stops git (a history walk need not run to the first commit)."""
    proc = subprocess.Popen(["git", *args], cwd=cwd, env=_env(), stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    finished = False
    try:
        pending = b""
        while chunk := os.read(proc.stdout.fileno(), 1 << 16):
            *done, pending = (pending + chunk).split(b"\0")
            for field in done:
                yield field.decode("utf-8", "surrogateescape")
        if pending:
            yield pending.decode("utf-8", "surrogateescape")
        finished = True
    finally:
        if not finished:
            proc.kill()
        err = proc.stderr.read()
        proc.stdout.close()
        proc.stderr.close()
        code = proc.wait()
    if finished:
        _checked(args, GitResult.of(code, b"", err))


def origin_url(repo: Path) -> str:
    """The URL of `repo`'s remote `origin` as configured ("" without one)."""
    return git("config", "--get", "remote.origin.url", cwd=repo, check=False).strip()


def head_commit(repo: Path) -> str:
    return git("rev-parse", "HEAD", cwd=repo).strip()


def git_dir(repo: Path) -> Path:
    """The git directory of the working tree `repo` (`repo/.git` when it is a folder)."""
    plain = repo / ".git"
    if plain.is_dir() and not plain.is_symlink():
        return plain
    return Path(git("rev-parse", "--absolute-git-dir", cwd=repo).strip())


def read_head(repo: Path) -> str:
    """HEAD's commit, read from the files of `repo/.git` when they are plain (HEAD a full
    object id, or a branch whose ref is a loose file or a line of `packed-refs`), else asked of
    git: a search reads it on every query, and a git process costs more than the search."""
    folder = git_dir(repo)
    try:
        head = (folder / "HEAD").read_text(encoding="utf-8").strip()
        if object_id(head):
            return head
        ref = head.removeprefix("ref: ")
        if ref.startswith("refs/heads/") and is_branch_name(ref.removeprefix("refs/heads/")):
            loose = folder / ref
            if loose.is_file():
                found = object_id(loose.read_text(encoding="utf-8").strip())
            else:
                packed = (folder / "packed-refs").read_text(encoding="utf-8")
                found = next((object_id(line[:-len(ref) - 1]) for line in packed.splitlines()
                              if line.endswith(" " + ref)), "")
            if found:
                return found
    except (OSError, UnicodeDecodeError):
        pass
    return git("rev-parse", "--verify", "HEAD^{commit}", cwd=repo).strip()


def current_branch(repo: Path) -> str:
    return git("rev-parse", "--abbrev-ref", "HEAD", cwd=repo).strip()


@dataclass(frozen=True, slots=True)
class TreeEntry:
    """One file of a commit's tree."""

    mode: str
    """Git file mode: `100644`, `100755`, `120000` (symlink), `160000` (submodule)."""
    blob: str
    """The object id of the file's content."""
    size: int
    """Size in bytes (0 for submodules)."""
    path: str
    """POSIX path relative to the repository root."""


def tree(repo: Path, commit: str = "HEAD", paths: list[str] | None = None) -> list[TreeEntry]:
    """The files of `commit`'s tree (all, or those at `paths`), read from git objects."""
    literal = ["--literal-pathspecs", "--"] if paths else []
    out = git(*literal[:1], "ls-tree", "-r", "-z", "-l", "--full-tree", "--end-of-options",
              commit, *literal[1:], *(paths or []), cwd=repo)
    entries = []
    for record in out.split("\0"):
        if not record:
            continue
        meta, path = record.split("\t", 1)
        mode, _kind, blob, size = meta.split()
        entries.append(TreeEntry(mode, blob, int(size) if size.isdigit() else 0, path))
    return entries


def read_blobs(repo: Path, blobs: list[str]) -> list[bytes]:
    """The contents of many blobs, in order, through one `git cat-file --batch`."""
    if not blobs:
        return []
    proc = subprocess.run(
        ["git", "cat-file", "--batch"], cwd=repo, input="".join(b + "\n" for b in blobs).encode(),
        capture_output=True, env={**os.environ, "LC_ALL": "C"},
    )
    if proc.returncode != 0:
        raise GitError(f"git cat-file failed: {proc.stderr.decode('utf-8', 'replace').strip()}")
    data, offset, contents = proc.stdout, 0, []
    for _ in blobs:
        header_end = data.index(b"\n", offset)
        header = data[offset:header_end].split()
        if len(header) != 3:
            raise GitError(f"git cat-file: missing object {header[0].decode()}")
        size = int(header[2])
        contents.append(data[header_end + 1 : header_end + 1 + size])
        offset = header_end + 1 + size + 1
    return contents


def start_pull(repo: Path, url: str, branch: str,
               credentials: Credentials | None = None) -> Background:
    """Start moving `branch` (the clone's HEAD; `is_branch_name`) to the commit `url`'s HEAD
    names now, force-pushes included (never a merge). One process, as this runs on every
    push."""
    return Background("fetch", "--quiet", "--force", "--no-tags", "--no-auto-maintenance",
                      "--update-head-ok", "--end-of-options", url, f"+HEAD:refs/heads/{branch}",
                      cwd=repo, env=credential_env(url, credentials))


def clone(source: str, dest: Path, credentials: Credentials | None = None) -> None:
    """Clone `source` (URL without credentials, or local path) into `dest`, which must not
    exist yet; `credentials` (else `RK_GIT_TOKEN`'s) are given to git for that URL alone, so
    the clone's config never holds them.

    No work tree is checked out: files are read from git objects, so a clone costs the
    objects alone and a symlink in the repository can never be followed.
    """
    git("clone", "--quiet", "--no-checkout", "--", source, str(dest),
        env=credential_env(source, credentials))


@dataclass(frozen=True, slots=True)
class Change:
    """One changed file between two commits, as `git diff --raw` reports it."""

    status: str
    """`A`, `M`, `D`, `T` or `R` (renames: `old` is where the file came from)."""
    path: str
    old: str = ""
    old_file: TreeEntry | None = None
    """The file before the change (None when added); its `size` is not known (0)."""
    new_file: TreeEntry | None = None
    """The file after the change (None when deleted); its `size` is not known (0)."""


def diff(repo: Path, old: str, new: str) -> list[Change]:
    """The files changed from `old` to `new`, with renames detected and both sides' blobs."""
    return parse_diff(start_diff(repo, old, new).wait())


def start_diff(repo: Path, old: str, new: str) -> Background:
    """`diff`'s git command, started; `parse_diff` reads what it prints."""
    return Background("diff", "--raw", "-z", "-M", "--no-abbrev", "--no-ext-diff",
                      "--no-textconv", "--end-of-options", old, new, cwd=repo)


def parse_diff(out: str) -> list[Change]:
    """The changes `git diff --raw -z -M` printed."""
    fields = out.split("\0")
    changes, i = [], 0
    while i < len(fields) and fields[i].startswith(":"):
        old_mode, new_mode, old_blob, new_blob, status = fields[i][1:].split()
        if status[0] in "RC":
            before, path, i = fields[i + 1], fields[i + 2], i + 3
        else:
            before, path, i = "", fields[i + 1], i + 2
        kind = {"R": "R", "C": "A"}.get(status[0], status[0])
        old_file = None if kind == "A" else TreeEntry(old_mode, old_blob, 0, before or path)
        new_file = None if kind == "D" else TreeEntry(new_mode, new_blob, 0, path)
        changes.append(Change(kind, path, before if kind == "R" else "", old_file, new_file))
    return changes


def has_commit(repo: Path, commit: str) -> bool:
    out = git("cat-file", "-t", "--end-of-options", commit, cwd=repo, check=False)
    return out.strip() == "commit"


def fetch_commit(repo: Path, commit: str, env: Mapping[str, str] | None = None) -> bool:
    """Try to fetch one commit by id from `origin` (after a force-push or from a shallow
    clone); `env` gives the credentials (`credential_env`)."""
    git("fetch", "--quiet", "--end-of-options", "origin", commit, cwd=repo, check=False, env=env)
    return has_commit(repo, commit)

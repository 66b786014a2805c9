"""Where a repository's files are shown on the web: its forge, and links to lines at a commit.

The forge is known from, in this order: the Action's environment (`GITHUB_SERVER_URL` and
`GITHUB_REPOSITORY`: GitHub's layout, whatever the host); the remote `origin` of a local SOURCE
(recorded at create as `forge:` in `_meta.md`, so an update keeps it); an http(s) `git_url`.
Its layout comes from the host: `github.com` GitHub; `gitlab.com` and `gitlab.*` GitLab;
`bitbucket.org` Bitbucket; `codeberg.org`, `gitea.com`, `gitea.*` and `forgejo.*` Gitea
(Forgejo's is the same). Any other host has no link rather than a wrong one. A link is
`https://` or `http://` only, holds no credentials, and has its path segments percent-encoded.
Pure: strings in, strings out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import quote, unquote, urlsplit, urlunsplit

from rk_action import gitutil

KINDS = ("github", "gitlab", "bitbucket", "gitea")
_GITEA_HOSTS = frozenset({"codeberg.org", "gitea.com"})
# `git@host:owner/repo.git`, the scp-like form git takes for ssh
_SCP_LIKE = re.compile(r"^[\w.+-]+@(?P<host>[\w.-]+):(?!//)(?P<path>[^\\]+)$")


@dataclass(frozen=True, slots=True)
class Forge:
    """A repository's web pages: its layout and its address."""

    kind: str
    """One of `KINDS`: decides the form of a link to a file's lines."""
    url: str
    """`https://host[:port]/owner/repo`: no credentials, no `.git`, path percent-encoded."""

    def file_url(self, commit: str, path: str) -> str:
        """The page of the file (or folder) `path` at `commit`."""
        where = {"github": "blob/", "gitlab": "-/blob/", "bitbucket": "src/",
                 "gitea": "src/commit/"}[self.kind]
        return f"{self.url}/{where}{commit}/{quote(path)}"

    def lines_url(self, commit: str, path: str, first: int, last: int) -> str:
        """The lines `first`-`last` of `path` at `commit`, highlighted."""
        anchor = {"github": f"L{first}-L{last}", "gitlab": f"L{first}-{last}",
                  "bitbucket": f"lines-{first}:{last}", "gitea": f"L{first}-L{last}"}[self.kind]
        return f"{self.file_url(commit, path)}#{anchor}"

    def as_meta(self) -> str:
        """The `forge:` value of `_meta.md`: `<kind> <url>`."""
        return f"{self.kind} {self.url}"


@dataclass(frozen=True, slots=True)
class SourceLink:
    """Where a source file is shown: its forge, at the commit that last changed it."""

    forge: Forge
    commit: str

    def url(self, path: str, first: int, last: int) -> str:
        return self.forge.lines_url(self.commit, path, first, last)


def links(forge: Forge | None, commits: dict[str, str]) -> dict[str, SourceLink]:
    """path → its link, for the files of `commits` (path → commit); none without a forge."""
    if forge is None:
        return {}
    return {path: SourceLink(forge, commit) for path, commit in commits.items()
            if gitutil.object_id(commit)}


def kind_of(host: str, github_host: str = "") -> str:
    """The layout of the forge at `host` ("" when unknown); `github_host` is a host the caller
    knows to be GitHub (the Action's server, GitHub Enterprise included)."""
    host = host.lower()
    if host == "github.com" or (github_host and host == github_host.lower()):
        return "github"
    if host == "gitlab.com" or host.startswith("gitlab."):
        return "gitlab"
    if host == "bitbucket.org":
        return "bitbucket"
    if host in _GITEA_HOSTS or host.startswith(("gitea.", "forgejo.")):
        return "gitea"
    return ""


def web_url(git_url: str) -> str:
    """The web page of the repository a `git_url` names (`https://host/owner/repo`, without
    credentials or `.git`): from an http(s) URL, or for an ssh one (`git@host:owner/repo`,
    `ssh://git@host/owner/repo`) of a host with a known layout, its https address; "" for
    anything else (a local path, `file://`)."""
    text = git_url.strip()
    scp = _SCP_LIKE.match(text)
    if scp and "/" not in text.split(":", 1)[0]:
        text = f"ssh://{scp.group('host')}/{scp.group('path')}"
    try:
        parts = urlsplit(gitutil.scrub(text))
        host, port = parts.hostname, parts.port
    except ValueError:
        return ""
    scheme = parts.scheme.lower()
    if scheme in gitutil.SSH_SCHEMES and host and kind_of(host):
        scheme, port = "https", None
    if scheme not in ("http", "https") or not host or not re.fullmatch(r"[\w.:-]+", host):
        return ""
    netloc = (f"[{host}]" if ":" in host else host) + (f":{port}" if port else "")
    path = quote(unquote(parts.path.rstrip("/").removesuffix(".git")), safe="/")
    return urlunsplit((scheme, netloc, path, "", ""))


def from_git_url(git_url: str, github_host: str = "") -> Forge | None:
    """The forge of a clone URL, None when it has none or its host's layout is unknown."""
    url = web_url(git_url)
    kind = kind_of(urlsplit(url).hostname or "", github_host) if url else ""
    if not kind or urlsplit(url).path.strip("/") == "":
        return None
    return Forge(kind, url)


def from_action(server_url: str, repository: str) -> Forge | None:
    """The forge of a workflow run: GitHub's layout at `GITHUB_SERVER_URL`."""
    host = urlsplit(server_url).hostname or ""
    return from_git_url(f"{server_url.rstrip('/')}/{repository}", github_host=host)


def from_meta(meta: dict[str, str]) -> Forge | None:
    """The forge recorded in `_meta.md` (a file anyone with push access to the docs branch may
    edit: it is checked as if it were new)."""
    kind, _, url = meta.get("forge", "").partition(" ")
    if kind not in KINDS:
        return None
    clean = web_url(url)
    return Forge(kind, clean) if clean and urlsplit(clean).path.strip("/") else None

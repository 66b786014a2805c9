"""The pull-request comment of `run` (DESIGN §7), through PyGithub.

One comment per pull request, found again by a hidden marker and edited in place on later
runs. Every failure of the GitHub API becomes a warning for the caller: a comment is a
courtesy, never a reason to fail the run.
"""

from __future__ import annotations

import itertools
import json
import re
from dataclasses import dataclass
from typing import Any

MARKER = "<!-- rk-action:knowledge-base -->"
_PULL_REF = re.compile(r"^refs/pull/(\d+)/")


@dataclass(frozen=True, slots=True)
class PullRequest:
    """The pull request a `pull_request` event is about."""

    number: int
    from_fork: bool
    """True when the head branch lives in another repository: its token cannot comment."""


def pull_request(event_path: str, ref: str, repository: str) -> PullRequest | None:
    """The pull request of the event (from `GITHUB_EVENT_PATH`, else `GITHUB_REF`)."""
    event: dict[str, Any] = {}
    if event_path:
        try:
            with open(event_path, encoding="utf-8") as handle:
                loaded = json.load(handle)
            event = loaded if isinstance(loaded, dict) else {}
        except (OSError, ValueError):
            event = {}
    pull = event.get("pull_request")
    if isinstance(pull, dict) and isinstance(pull.get("number"), int):
        head = ((pull.get("head") or {}).get("repo") or {}).get("full_name")
        return PullRequest(pull["number"], bool(head) and head != repository)
    match = _PULL_REF.match(ref)
    return PullRequest(int(match.group(1)), False) if match else None


MAX_COMMENTS = 3000
"""The comments of a pull request looked through for the run's own: 100 pages of 30."""


def upsert_comment(api_url: str, token: str, repository: str, number: int, body: str) -> str:
    """Create the run's comment on pull request `number`, or edit the one made before.

    Returns "created" or "updated"; raises what PyGithub or the network raise.
    """
    from github import Auth, Github  # here: only pull-request runs talk to the API

    text = f"{MARKER}\n{body}"
    client = Github(base_url=api_url, auth=Auth.Token(token), timeout=20, retry=2, lazy=True)
    try:
        issue = client.get_repo(repository).get_issue(number)
        # a bounded read: an API whose `next` page never ends (or a pull request with
        # thousands of comments) costs at most MAX_COMMENTS, then a new comment is made
        for comment in itertools.islice(issue.get_comments(), MAX_COMMENTS):
            if MARKER in (comment.body or ""):
                if comment.body != text:
                    comment.edit(text)
                return "updated"
        issue.create_comment(text)
        return "created"
    finally:
        client.close()

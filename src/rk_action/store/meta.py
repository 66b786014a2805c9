"""`_meta.md` and the frontmatter of doc pages: `key: value` lines with YAML scalars."""

from __future__ import annotations

import json
import re
from pathlib import Path

from rk_action.gitutil import scrub
from rk_action.store.files import read_file

META_KEYS = (
    "git_url", "created", "last_update", "last_commit", "total_docs", "branch", "generator",
    "summarizer",
)
_YAML_INDICATORS = frozenset("-?:,[]{}#&*!|>'\"%@` ")
_YAML_WORDS = frozenset({"true", "false", "null", "yes", "no", "on", "off", "~", "y", "n", "=",
                         "<<"})
# What JSON leaves raw but YAML does not: C1 controls and DEL are not allowed in a YAML
# stream, U+0085/U+2028/U+2029 end a line (for YAML 1.1 and `str.splitlines`), and a lone
# surrogate cannot be written as UTF-8.
_YAML_UNSAFE = re.compile(r"[\x7f-\x9f\u2028\u2029\ud800-\udfff\ufffe\uffff]")


def yaml_str(text: str) -> str:
    """A YAML scalar: plain when that is unambiguous, otherwise double-quoted."""
    plain = (
        text
        and text == text.strip()
        and text[0] not in _YAML_INDICATORS
        and ": " not in text
        and " #" not in text
        and not text.endswith(":")
        and text.isprintable()
        and text.lower() not in _YAML_WORDS
    )
    if plain:
        return text
    return _YAML_UNSAFE.sub(lambda found: f"\\u{ord(found.group()):04x}",
                            json.dumps(text, ensure_ascii=False))


def _yaml_value(raw: str) -> str:
    raw = raw.strip()
    if raw.startswith('"'):
        try:
            value = json.loads(raw)
            return value if isinstance(value, str) else raw
        except ValueError:
            return raw
    return raw


def one_line(text: str) -> str:
    return " ".join(text.split())




def format_meta(meta: dict[str, str]) -> str:
    """`key: value` lines, the contract keys first in their order, extra keys after. A
    `git_url` is written without the credentials a clone URL may hold."""
    keys = [k for k in META_KEYS if k in meta] + [k for k in meta if k not in META_KEYS]
    shown = {**meta, "git_url": scrub(meta["git_url"])} if "git_url" in meta else meta
    return "".join(f"{key}: {yaml_str(str(shown[key]))}\n" for key in keys)


def parse_meta(text: str) -> dict[str, str]:
    meta: dict[str, str] = {}
    for line in text.splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip() and not line.startswith((" ", "#")):
            meta[key.strip()] = _yaml_value(value)
    return meta


def read_meta(project_dir: Path) -> dict[str, str] | None:
    """The project's `_meta.md` (None when there is none; never read through a link)."""
    try:
        return parse_meta(read_file(project_dir / "_meta.md").decode("utf-8"))
    except FileNotFoundError:
        return None




def total_docs(meta: dict[str, str]) -> int:
    """`total_docs` as a number; 0 when it is none (a hand edit, a tampered docs branch)."""
    value = meta.get("total_docs", "")
    return int(value) if value.isascii() and value.isdigit() else 0  # not "²", say


def parse_doc_meta(text: str) -> dict[str, str]:
    """The frontmatter of a doc page as strings (empty if there is none)."""
    if not text.startswith("---\n"):
        return {}
    end = text.find("\n---\n", 4)
    return parse_meta(text[4:end]) if end != -1 else {}


def doc_lines(meta: dict[str, str]) -> tuple[int, int]:
    """The `lines: first-last` of a page's frontmatter; 0 for a part that is missing."""
    first, _, last = meta.get("lines", "").partition("-")
    return int(first) if first.isdigit() else 0, int(last) if last.isdigit() else 0

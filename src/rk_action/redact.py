"""Secrets in code excerpts replaced by `[REDACTED]` before anything is written or sent.

Two kinds of rule: token formats that are secret wherever they appear (AWS key ids, GitHub,
Slack, Google, Stripe and Anthropic keys, `sk-…` keys, JWTs, PEM private keys, passwords inside
URLs), and string literals assigned to a secret-sounding name (`password = "…"`,
`"api_key": "…"`, `token: "…"`, `secret => '…'`) when the value looks random rather than like a
placeholder. Only the secret itself is replaced, so the code around it stays readable.
"""

from __future__ import annotations

import math
import re
from collections import Counter

from rk_action.lazyre import lazy

MASK = "[REDACTED]"

# Cheap pre-checks: without one of these, no token format below can match. Only whether one
# occurs matters, so each starts at a rare character, the rest checked behind it (`eyJ` as
# `J(?<=eyJ)`): the search skips to those characters in C and seldom tries a match.
_TOKEN_PREFIXES = (
    r"A(?:KIA|SIA|GPA|IDA|ROA|IPA|NPA|NVA|Iza)|g(?:h[pousr]_|ithub_pat_)|xox|v(?<=_liv)e_"
    r"|k(?<=sk)(?:_test_|-)|J(?<=eyJ)"
)
_TOKEN_PREFIX = lazy(_TOKEN_PREFIXES)
_TOKEN_HINT = lazy(_TOKEN_PREFIXES + r"|B(?<=-----B)EGIN|/(?<=:/)/")
_PEM = lazy(
    r"-----BEGIN ((?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?)-----"
    r"(?:[\s\S]*?-----END \1-----|[A-Za-z0-9+/=\s\\:,-]*)"
)
_TOKENS = lazy(
    r"\b(?:A(?:KIA|SIA|GPA|IDA|ROA|IPA|NPA|NVA)[0-9A-Z]{16}"
    r"|gh[pousr]_[A-Za-z0-9]{36,255}"
    r"|github_pat_[A-Za-z0-9_]{22,255}"
    r"|xox[abposre]-[A-Za-z0-9-]{10,250}"
    r"|AIza[0-9A-Za-z_-]{35}"
    r"|(?:sk|rk)_live_[0-9A-Za-z]{16,247}"
    r"|sk_test_[0-9A-Za-z]{24,247}"
    r"|sk-ant-[A-Za-z0-9_-]{20,250}"
    r"|eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*)"
    r"(?![A-Za-z0-9_-])"
)
_GENERIC_SK = lazy(r"\bsk-(?:proj-|svcacct-|admin-)?([A-Za-z0-9_-]{20,250})(?![A-Za-z0-9_-])")
_URL_PASSWORD = lazy(r"(://[^/\s:@\"'`]{1,256}:)([^/\s@\"'`]{1,256})(@)")
# A secret-sounding word inside a name; "auth" but not "author" (yet "authorization"). Grouped
# by first letter for speed: no two words can match at the same place, so order is free.
_SECRET_WORDS = (
    r"p(?:ass(?:w(?:or)?d|phrase)|rivate[_-]?key|wd)|secret|token"
    r"|a(?:pi[_-]?key|ccess[_-]?key|uth(?!or(?!iz)))|credential"
)
_SECRET_WORD = lazy(_SECRET_WORDS)  # on lower-cased text: much faster than re.I
_SECRET_WORD_ANY_CASE = lazy(_SECRET_WORDS, re.I)
# What may follow that word: the rest of the name, an optional type annotation, `=`, `:`,
# `=>` or `:=`, then a quoted literal (`value`) or, in config text, a bare token (`bare`).
_AFTER_NAME = lazy(
    r"[A-Za-z0-9_.-]*[\"'`]?\]?(?:\s*:\s*[A-Za-z_][\w.\[\]]{0,40}(?:\s*[|,]\s*[\w.\[\]]{1,40}){0,4}(?=\s*=))?"
    r"\s*(?::=|=>|\?\?=|[:=])[ \t]*"
    r"(?:(?:[A-Za-z_]\w{0,20}\(\s*)?[rRbBuUfF]?(?P<quote>\"|'|`)"
    r"(?P<value>(?:\\.|(?!(?P=quote))[^\\\n]){1,1024})(?P=quote)"
    r"|(?P<bare>[A-Za-z0-9+/=_-]{16,512})(?=[\s,;]|$))",
    re.M,
)
_DEFINE = lazy(rf"(#\s*define\s+\w*(?:{_SECRET_WORDS})\w*\s+\")([^\"\n]{{1,1024}})(\")", re.I)
_SCHEME = lazy(r"^(?:Bearer|Basic|Token|token|bearer|basic)\s+")
_PLACEHOLDER = lazy(
    r"your|xxx|\*\*\*|\.\.\.|changeme|change_me|example|dummy|fake|sample|placeholder|"
    r"redacted|<|>|\{|\}|\$\{|\$\(|^\$\w+$|\$[a-z_]{3,}(?![a-z0-9])|%[sd(]|\benv\b|todo|insert|"
    r"replace|here\b",
    re.I,
)
# Names, not secrets: `Proxy-Authorization`, `APP_SECRET_KEY`, `db-password`, `accessToken`.
_WORDY = lazy(r"[A-Za-z]+(?:[-_. /][A-Za-z]+)+|[A-Z]+(?:_[A-Z0-9]+)*|[a-z]+(?:[A-Z][a-z]+)+")


def redact(text: str) -> str:
    """`text` with every secret it contains replaced by `[REDACTED]`."""
    if _TOKEN_HINT.search(text):
        text = _redact_tokens(text)
    return _redact_assignments(text)


def _redact_tokens(text: str) -> str:
    if "-----BEGIN" in text:
        text = _PEM.sub(MASK, text)
    if _TOKEN_PREFIX.search(text):
        text = _TOKENS.sub(MASK, text)
    if "sk-" in text:
        text = _GENERIC_SK.sub(_generic_key, text)
    if "://" in text and "@" in text:
        text = _URL_PASSWORD.sub(_url_password, text)
    return text


def _define_value(match: re.Match[str]) -> str:
    return match.group(1) + _quoted_value(match.group(2)) + match.group(3)


def _redact_assignments(text: str) -> str:
    """Values assigned to secret-sounding names, each found from the name's secret word."""
    lowered = text.lower()
    if len(lowered) == len(text):
        words = _SECRET_WORD.finditer(lowered)
    else:
        words = _SECRET_WORD_ANY_CASE.finditer(text)
    pieces: list[str] = []
    done = 0
    for word in words:
        if word.start() < done:
            continue
        match = _AFTER_NAME.match(text, word.end())
        if not match:
            continue
        group = "value" if match.group("value") is not None else "bare"
        value = match.group(group)
        replaced = _quoted_value(value) if group == "value" else _bare_value(value)
        if replaced != value:
            pieces += [text[done : match.start(group)], replaced]
            done = match.end(group)
    text = "".join(pieces) + text[done:] if pieces else text
    return _DEFINE.sub(_define_value, text) if "define" in text else text


def _generic_key(match: re.Match[str]) -> str:
    return MASK if _looks_random(match.group(1), minimum=20) else match.group(0)


def _url_password(match: re.Match[str]) -> str:
    password = match.group(2)
    if _PLACEHOLDER.search(password) or not _looks_random(password, minimum=6, floor=2.5):
        return match.group(0)
    return match.group(1) + MASK + match.group(3)


def _quoted_value(value: str) -> str:
    """A quoted literal, masked if it is a secret (`Bearer ` and similar schemes kept)."""
    scheme = _SCHEME.match(value)
    secret = value[scheme.end() :] if scheme else value
    if not _is_secret_value(secret):
        return value
    return (scheme.group(0) if scheme else "") + MASK


def _bare_value(value: str) -> str:
    """An unquoted value (config text): masked only if clearly random and not a name."""
    digits = sum(c.isdigit() for c in value)
    if not digits or not any(c.isalpha() for c in value):
        return value
    if value.isidentifier() and ("_" in value or digits < 3):
        return value
    if not _is_secret_value(value) or _entropy(value) < 3.5:
        return value
    return MASK


def _is_secret_value(value: str) -> bool:
    """A literal that looks like a real secret: long enough, random, no placeholder or URL."""
    if len(value) < 8 or MASK in value or "://" in value or " " in value.strip():
        return False
    if _PLACEHOLDER.search(value) or _WORDY.fullmatch(value):
        return False
    if value.isalpha() and (len(value) < 16 or value.islower() or value.isupper()):
        return False  # a word such as "Authorization", not a key
    return _looks_random(value, minimum=8)


def _looks_random(value: str, minimum: int, floor: float = 2.8) -> bool:
    """Long enough, of mixed character classes and high enough entropy (bits per character)."""
    if len(value) < minimum:
        return False
    classes = sum(
        (
            any(c.islower() for c in value),
            any(c.isupper() for c in value),
            any(c.isdigit() for c in value),
            any(not c.isalnum() for c in value),
        )
    )
    entropy = _entropy(value)
    return (classes >= 2 and entropy >= floor) or (len(value) >= 20 and entropy >= 3.5)


def _entropy(value: str) -> float:
    """Shannon entropy of the characters of `value`, in bits per character."""
    counts = Counter(value)
    total = len(value)
    return -sum(n / total * math.log2(n / total) for n in counts.values())

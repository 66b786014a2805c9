"""Secrets replaced by `[REDACTED]` wherever code text goes: the one rule, `redact`.

It runs once on each source file's text before anything is extracted from it
(`extract.extract_file`), so every field of every entity (code, doc comments, signatures,
defaults, members) and all that is made from them (doc pages, `_index.md`, the search index,
the site, the model's prompts and call context) only ever sees redacted text; the site's
`code.json` redacts the files it ships with the same function. A redaction never changes the
number of lines (line numbers stay true), keeps the quotes around a value and adds nothing but
`[REDACTED]` where the secret was (`REDACTED` where a token is a name, so the code still
parses), so the code stays readable and the page whole. Running it twice changes nothing.

Three kinds of rule:
- token shapes that are secret wherever they appear (`_TOKENS`, PEM private keys, passwords in
  URLs, webhook URLs, Azure keys): masked whole;
- values given to a name that means a secret (`password = "…"`, `DB_PASS=…`, `"api_key": …`,
  `define('DB_PASSWORD', '…')`): see `secret_names`;
- an AWS secret key or Twilio auth token next to their key id in the same text.
"""

from __future__ import annotations

import re

from rk_action.lazyre import lazy
from rk_action.secret_names import MASK, looks_random, redact_assignments, url_password_kept

__all__ = ["MASK", "redact"]

# Cheap pre-check: without one of these, no token shape below can match. Only whether one
# occurs matters, so each starts at a rare character, the rest checked behind it (`eyJ` as
# `J(?<=eyJ)`): the search skips to those characters in C and seldom tries a match.
_TOKEN_PREFIX = lazy(
    r"A(?:KIA|SIA|GPA|IDA|ROA|IPA|NPA|NVA|BIA|CCA|3T[A-Z0-9]|Iza|C[0-9a-f]{32})"
    r"|g(?:h[pousr]_|ithub_pat_|l(?:pat|dt|ptt|rtr?|cbt|soat|ffct|agent|oas|imt|ft|wt)-)"
    r"|x(?:ox|app-)|v(?<=_liv)e_|k(?:(?<=[sr]k)_test_|(?<=sk)-ant-)|J(?<=eyJ)"
    r"|S(?:G\.|K[0-9a-fA-F]{32})|G(?:R1348941|OCSPX-)|9(?<=ya29)\.|E(?<=pypi-AgE)"
    r"|_(?:(?<=npm_)|(?<=hf_)|(?<=whsec_))|K(?:(?<=AccountK)|(?<=SharedAccessK))ey="
)
_TOKENS = lazy(
    r"\b(?:(?:AKIA|ASIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|ABIA|ACCA|A3T[A-Z0-9])[0-9A-Z]{16}"
    r"|gh[pousr]_[A-Za-z0-9]{36,255}"
    r"|github_pat_[A-Za-z0-9_]{22,255}"
    r"|gl(?:pat|dt|ptt|rtr?|cbt|soat|ffct|agent|oas|imt|ft|wt)-[A-Za-z0-9_-]{20,250}"
    r"|GR1348941[A-Za-z0-9_-]{20,250}"
    r"|xox[abposre]-[A-Za-z0-9-]{10,250}"
    r"|xapp-\d-[A-Za-z0-9-]{10,250}"
    r"|AIza[0-9A-Za-z_-]{35}"
    r"|GOCSPX-[A-Za-z0-9_-]{24,40}"
    r"|ya29\.[0-9A-Za-z_-]{20,2048}"
    r"|(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,247}"
    r"|whsec_[A-Za-z0-9+/=]{24,250}"
    r"|sk-ant-[A-Za-z0-9_-]{20,250}"
    r"|npm_[A-Za-z0-9]{36}"
    r"|hf_[A-Za-z0-9]{30,250}"
    r"|pypi-AgE[A-Za-z0-9_-]{50,1024}"
    r"|SG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{16,64}"
    r"|SK[0-9a-fA-F]{32}|AC[0-9a-f]{32}"
    r"|eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*)"
    r"(?![A-Za-z0-9_-])"
)
_GENERIC_SK = lazy(r"\bsk-(?:proj-|svcacct-|admin-)?([A-Za-z0-9_-]{20,250})(?![A-Za-z0-9_-])")
_AZURE_KEY = lazy(r"\b((?:Account|SharedAccess)Key=)([A-Za-z0-9+/]{8,}=*)")
# An AWS secret access key (40 characters of base64, both cases) in a text holding a key id,
# and a Twilio auth token (32 hex digits, quoted) in a text holding an account SID.
_AWS_ID = lazy(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b")
_AWS_SECRET = lazy(r"(?<![A-Za-z0-9/+])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])")
_TWILIO_SID = lazy(r"\bAC[0-9a-f]{32}\b")
_TWILIO_TOKEN = lazy(r"([\"'`])[0-9a-f]{32}([\"'`])")

# A PEM private key: the BEGIN and END lines are kept, every run of key material between them
# becomes `[REDACTED]` (escapes, quotes, concatenation and line breaks stay, so do the line
# numbers). Without its END line (cut off, or built from pieces), the runs of 16 or more
# base64 characters that follow BEGIN are masked.
_PEM_BEGIN = lazy(r"-----BEGIN ((?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?)-----")
_PEM_LOOSE = lazy(r"(?:(?:\s|\\[nrt]|[\"'`+,])+[A-Za-z0-9+/=]{16,})*")
_PEM_LONGEST = 16384
_KEY_MATERIAL = lazy(r"\[REDACTED\]|\\[nrt]|[A-Za-z0-9+/=]*[A-Za-z0-9][A-Za-z0-9+/=]*")

_URL_PASSWORD = lazy(r"(://[^/\s:@\"'`]{0,256}:)([^/\s@\"'`]{1,256})(@)")
_WEBHOOK = lazy(
    r"(hooks\.slack\.com/(?:services|workflows|triggers)/|"
    r"discord(?:app)?\.com/api/webhooks/\d{5,30}/)([A-Za-z0-9_/-]{16,300})"
)
_SAS_SIGNATURE = lazy(r"([?&;]sig=)([A-Za-z0-9%+/=]{16,512})")


def redact(text: str) -> str:
    """`text` with every secret it contains replaced by `[REDACTED]`, line for line."""
    if "-----BEGIN" in text:
        text = _redact_pem(text)
    if _TOKEN_PREFIX.search(text):
        text = _TOKENS.sub(_token_mask, _redact_companions(text))
        if "Key=" in text:
            text = _AZURE_KEY.sub(lambda m: m.group(1) + MASK, text)
    if "sk-" in text:
        text = _GENERIC_SK.sub(_generic_key, text)
    if "://" in text:
        text = _redact_urls(text)
    return redact_assignments(text)


def _token_mask(match: re.Match[str]) -> str:
    """The mask of a token, as a name where the token is one (`def ghp_…():`, `x.ghp_…`):
    `[REDACTED]` there made the whole file unparsable, and its every page was lost."""
    if match.group(0).isidentifier() and _NAME_BEFORE.search(
            match.string, max(0, match.start() - 24), match.start()):
        return "REDACTED"
    return MASK


_NAME_BEFORE = lazy(r"(?:(?<![\w$])(?:def|class|function|func|fn|struct|interface|trait|enum"
                    r"|type|module|const|let|var|sub|macro)[ \t]+|[\w)\]]\.)\Z")
"""What a name follows: a declaration's keyword, or a member's dot."""


def _redact_companions(text: str) -> str:
    """The secret half of a key pair whose public half (the key id) is in `text`."""
    if ("AKIA" in text or "ASIA" in text) and _AWS_ID.search(text):
        text = _AWS_SECRET.sub(_aws_secret, text)
    if "AC" in text and _TWILIO_SID.search(text):
        text = _TWILIO_TOKEN.sub(lambda m: m.group(1) + MASK + m.group(2), text)
    return text


def _aws_secret(match: re.Match[str]) -> str:
    """40 characters of base64 in both cases with a digit or `/`, `+`: not a word, nor a SHA."""
    value = match.group(0)
    mixed = any(c.islower() for c in value) and any(c.isupper() for c in value)
    return MASK if mixed and any(c.isdigit() or c in "/+" for c in value) else value


def _redact_urls(text: str) -> str:
    if "@" in text:
        text = _URL_PASSWORD.sub(_url_password, text)
    if "hooks.slack.com/" in text or "/api/webhooks/" in text:
        text = _WEBHOOK.sub(lambda m: m.group(1) + MASK, text)
    if "sig=" in text:
        text = _SAS_SIGNATURE.sub(lambda m: m.group(1) + MASK, text)
    return text


def _redact_pem(text: str) -> str:
    """Every PEM private key in `text`, its key lines masked. The END line is looked for only
    up to the next BEGIN line (and 16 KiB): a text of many BEGIN lines costs linear time."""
    pieces: list[str] = []
    done = 0
    for begin in _PEM_BEGIN.finditer(text):
        if begin.start() < done:
            continue
        start = begin.end()
        limit = text.find("-----BEGIN", start)
        limit = start + _PEM_LONGEST if limit == -1 else min(limit, start + _PEM_LONGEST)
        end = text.find(f"-----END {begin.group(1)}-----", start, limit)
        if end == -1:
            loose = _PEM_LOOSE.match(text, start)
            end = loose.end() if loose else start
            body = _KEY_MATERIAL.sub(_long_material, text[start:end])
        else:
            body = _key_body(text[start:end])
        pieces += [text[done:start], body]
        done = end
    return "".join(pieces) + text[done:] if pieces else text


def _key_body(body: str) -> str:
    """What lies between a key's BEGIN and END lines, its key material masked."""
    runs = [run for run in _KEY_MATERIAL.finditer(body) if run.group()[0] not in "\\["]
    if not any(len(run.group()) >= 16 for run in runs):
        return body  # no key lines: the markers are named in code, or already masked
    pieces, done = [], 0
    for position, run in enumerate(runs):
        # Key lines are long; the last one may be short, and is masked all the same.
        if len(run.group()) >= 16 or run.group().endswith("=") or position == len(runs) - 1:
            pieces += [body[done : run.start()], MASK]
            done = run.end()
    return "".join(pieces) + body[done:]


def _long_material(run: re.Match[str]) -> str:
    value = run.group()
    return MASK if len(value) >= 16 and not value.startswith(("\\", "[")) else value


def _generic_key(match: re.Match[str]) -> str:
    return MASK if looks_random(match.group(1), minimum=20) else match.group(0)


def _url_password(match: re.Match[str]) -> str:
    if url_password_kept(match.group(2)):
        return match.group(0)
    return match.group(1) + MASK + match.group(3)

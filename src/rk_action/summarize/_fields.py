"""The documented fields of a Go or Rust struct and the documented variants of a Rust enum,
read from the type's code: what godoc and rustdoc list under the type, and what a reader of
its page looks for ("which field holds the raw JSON?"), not only in the code block.

Pure: code text in, (name, doc) pairs out. Only what a doc comment describes is listed; a field
without one is in the code shown below the list anyway.
"""

from __future__ import annotations

import re

from rk_action.lazyre import lazy

_GO_FIELD = lazy(r"([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s+[^\s/]")
"""A Go field's names and the start of its type: `Raw string`, `X, Y int` (not an embedded
type, which has no name of its own)."""
_RUST_FIELD = lazy(r"(?:pub(?:\([^)]*\))?\s+)?([A-Za-z_]\w*)\s*:(?!:)")
_RUST_VARIANT = lazy(r"([A-Z]\w*)\s*(?:[,({=]|$)")
_OPENING = lazy(r"\b(?:struct|enum)\b[^{;]*\{\s*$")


def documented_fields(code: str, language: str) -> tuple[str, list[tuple[str, str]]]:
    """("fields" or "variants", [(name, doc)]) of the struct or enum declared in `code`, the
    doc comments' lines joined; empty when none is documented."""
    if language not in ("go", "rust"):
        return "", []
    lines = code.split("\n")
    start = next((i for i, line in enumerate(lines) if _OPENING.search(_code_part(line))), -1)
    if start < 0:
        return "", []
    enum = language == "rust" and re.search(r"\benum\b", lines[start]) is not None
    found: list[tuple[str, str]] = []
    pending: list[str] = []
    depth = 1
    for line in lines[start + 1 :]:
        stripped = line.strip()
        code_part = _code_part(stripped)
        if depth == 1:
            comment = _doc_comment(stripped, language)
            if comment is not None:
                pending.append(comment)
                continue
            if not stripped or (language == "rust" and stripped.startswith("//")):
                if not stripped:
                    pending = []
                continue
            if not stripped.startswith("#["):
                name = _declared(code_part, language, enum)
                trailing = stripped[len(code_part):].strip().removeprefix("//").strip()
                doc = "\n".join(pending) or (trailing if language == "go" else "")
                if name and doc:
                    found.append((name, doc))
                pending = []
        depth += code_part.count("{") - code_part.count("}")
        if depth <= 0:
            break
    return ("variants" if enum else "fields"), found


def _doc_comment(stripped: str, language: str) -> str | None:
    """The text of a line that is a field's doc comment, else None."""
    if language == "rust":
        if stripped.startswith("///") and not stripped.startswith("////"):
            return stripped[3:].strip()
        return None
    if stripped.startswith("//"):
        return stripped[2:].strip()
    return None


def _code_part(line: str) -> str:
    """`line` without a trailing `//` comment (one inside a string or struct tag is kept)."""
    quoted = ""
    for i, char in enumerate(line):
        if quoted:
            if char == quoted:
                quoted = ""
        elif char in "\"`":
            quoted = char
        elif line.startswith("//", i):
            return line[:i].rstrip()
    return line


def _declared(code: str, language: str, enum: bool) -> str:
    """The name a field or variant line declares, else ""."""
    if language == "go":
        match = _GO_FIELD.match(code)
        return ", ".join(one.strip() for one in match.group(1).split(",")) if match else ""
    match = (_RUST_VARIANT if enum else _RUST_FIELD).match(code)
    return match.group(1) if match else ""

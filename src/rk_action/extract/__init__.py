"""Extraction: source text in, `Entity` list out. One module per language family.

`extract_file` is pure: it takes a path (for the entity's `source`) and the decoded text, and
returns entities sorted by first line. Each language module exposes
`extract(source: str, text: str) -> list[Entity]`. Entities come from nowhere else: secrets are
redacted here, once, so no field of any entity (and nothing made from one) can hold them.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import PurePosixPath

from rk_action.model import Entity
from rk_action.redact import redact

MAX_SCOPE_NAME = 256
"""Characters of qualified name beyond which a declaration is documented but not looked into.
Each member's symbol repeats its owner's, so types nested thousands deep, or a class named by a
500,000-character identifier over thousands of methods, would make one file's docs grow with
the square of its size; real qualified names are a few dozen characters."""


def looks_inside(symbol: str) -> bool:
    """Whether an extractor walks the members of the declaration `symbol` (every language
    module asks this one function before it descends; see `MAX_SCOPE_NAME`)."""
    return len(symbol) <= MAX_SCOPE_NAME


_NAMESPACE = {
    "ruby": re.compile(r"module\b"),
    "typescript": re.compile(r"(?:export\s+)?(?:declare\s+)?(?:namespace|module)\b"),
    "rust": re.compile(r"(?:pub(?:\([^)]*\))?\s+)?mod\b"),
}


def snake_case(constant: str) -> str:
    """A Ruby constant as its file is named: `FileManipulation` → file_manipulation,
    `HTTPServer` → http_server, `Rfc4646` → rfc4646."""
    spaced = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", constant)
    return re.sub(r"([a-z\d])([A-Z])", r"\1_\2", spaced).lower()


def is_namespace(entity: Entity) -> bool:
    """Whether `entity` is a namespace that its language lets hold anything (a Ruby `module`,
    a TypeScript `namespace`, a Rust `mod`), not a type: the layout does not keep the types it
    holds inside its page, as it keeps a small class's methods."""
    pattern = _NAMESPACE.get(entity.language)
    return entity.kind == "class" and pattern is not None and bool(pattern.match(entity.signature))


# extension -> (language, module under rk_action.extract)
LANGUAGES: dict[str, tuple[str, str]] = {
    ".py": ("python", "python"),
    ".pyw": ("python", "python"),
    ".js": ("javascript", "javascript"),
    ".jsx": ("javascript", "javascript"),
    ".mjs": ("javascript", "javascript"),
    ".cjs": ("javascript", "javascript"),
    ".ts": ("typescript", "javascript"),
    ".mts": ("typescript", "javascript"),
    ".cts": ("typescript", "javascript"),
    ".tsx": ("typescript", "javascript"),
    ".go": ("go", "go"),
    ".rs": ("rust", "rust"),
    ".java": ("java", "java"),
    ".c": ("c", "cfamily"),
    ".h": ("cpp", "cfamily"),
    ".cc": ("cpp", "cfamily"),
    ".cpp": ("cpp", "cfamily"),
    ".cxx": ("cpp", "cfamily"),
    ".hpp": ("cpp", "cfamily"),
    ".hh": ("cpp", "cfamily"),
    ".hxx": ("cpp", "cfamily"),
    ".rb": ("ruby", "ruby"),
    ".php": ("php", "php"),
}


def language_of(path: str) -> str | None:
    """The language a file is written in, from its extension; None for files we do not read."""
    found = LANGUAGES.get(PurePosixPath(path).suffix.lower())
    return found[0] if found else None


def _extractor(path: str) -> Callable[[str, str], list[Entity]]:
    _, module = LANGUAGES[PurePosixPath(path).suffix.lower()]
    loaded = importlib.import_module(f"rk_action.extract.{module}")
    extract: Callable[[str, str], list[Entity]] = loaded.extract
    return extract


def extract_file(source: str, text: str) -> list[Entity]:
    """Every function, method and class of one file, sorted by (first line, symbol), read from
    the file's text with its secrets redacted (`redact` keeps every line where it was).

    Raises whatever the language module raises on text it cannot parse; the caller turns that
    into a warning naming the file.
    """
    entities = [_untitled(e) for e in _extractor(source)(source, redact(text))]
    return sorted(entities, key=lambda e: (e.start_line, e.end_line * -1, e.symbol))


def _untitled(entity: Entity) -> Entity:
    """`entity` without a first paragraph of its doc that only names it, a title (`//
    [appendEscaped]`, `/* foo_init: */`, then a blank line): handlebars' compiler's 20
    methods had their names in brackets as their one-liners."""
    head, blank, rest = entity.doc.partition("\n\n")
    title = _TITLE.fullmatch(head) if blank and rest.strip() else None
    if title is not None and title[1] in (entity.name, entity.symbol):
        return replace(entity, doc=rest.lstrip("\n"))
    return entity


_TITLE = re.compile(r"[\[`*]*([\w.:$#?!]+?)(?:\(\))?[\]`*]*:?")

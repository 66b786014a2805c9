"""The site's one script: the ES modules of `site/assets/` joined into a classic script.

A page opened from disk (`file://`) may run a classic script of its own folder, but Chromium
refuses it a module script (and Firefox any `fetch`), so the site ships `assets/rk/site.js`
made here at `site build` time from the modules, which stay modules for Node's tests. Each
module becomes a function, run once in dependency order, that returns its exports; the bundle
wraps them all in one function, so nothing but what the modules themselves set leaks into the
page's global scope. The modules' text is kept as is, line for line, but for what makes them
modules:

- `import { a, b as c } from "./m.js";` (at a line's start) reads `m.js`'s exports;
- `export` before `function`, `async function`, `class`, `const`, `let` or `var` (one name a
  statement) is dropped, and `export { a, b as c };` lines are taken out; the names are
  returned;
- `import("./m.js")` is `m.js`'s exports, already loaded, in a promise (dynamic imports load
  nothing later: they are bundled too), and `import.meta.url` is this script's own URL.

Any other `import` or `export` is refused (`RkError`) rather than bundled wrong.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from rk_action.errors import RkError

_NAME = r"[A-Za-z_$][\w$]*"
_MODULE = r'"\./([\w-]+(?:\.[\w-]+)*\.js)"'
IMPORT = re.compile(rf"^import\s*\{{([^}}]*)\}}\s*from\s*{_MODULE};?[ \t]*$", re.M)
EXPORT_DECLARATION = re.compile(
    rf"^export\s+((?:async\s+)?function\*?\s+|class\s+|const\s+|let\s+|var\s+)({_NAME})", re.M)
EXPORT_LIST = re.compile(r"^export\s*\{([^}]*)\};?[ \t]*(?://[^\n]*)?$", re.M)
DYNAMIC_IMPORT = re.compile(rf"\bimport\(\s*{_MODULE}\s*\)")
IMPORT_META_URL = re.compile(r"\bimport\.meta\.url\b")
LEFT_OVER = re.compile(r"^(?:import|export)\b|\bimport\s*\(|\bimport\.meta\b", re.M)
"""What is left of module syntax once the forms above are rewritten: refused."""
MODULES, SCRIPT_URL = "__rk_modules", "__rk_script_url"
"""The bundle's own names, which the modules' text must not use."""


@dataclass(frozen=True, slots=True)
class _Module:
    name: str
    text: str
    imports: list[str]
    """The modules it imports, statically or not, in the order they appear."""


def bundle(folder: Path, entries: Sequence[str]) -> str:
    """The modules `entries` of `folder`, run in that order, and every module they import, as
    one classic script."""
    ordered: list[_Module] = []
    for entry in entries:
        _visit(folder, entry, ordered, [])
    parts = ["// Built by rk-action from the ES modules of its site/assets/ (see site/bundle.py):",
             "// one classic script, which pages opened from disk (file://) may run.",
             "(function () {", '"use strict";',
             f"const {SCRIPT_URL} = document.currentScript ? document.currentScript.src : '';",
             f"const {MODULES} = new Map();"]
    for module in ordered:
        parts.append(f"{MODULES}.set({_quoted(module.name)}, (function () {{")
        parts.append(_rewrite(module))
        parts.append("})());")
    parts.append("})();\n")
    return "\n".join(parts)


def _visit(folder: Path, name: str, ordered: list[_Module], path: list[str]) -> None:
    """Add `name` to `ordered` after the modules it imports (depth first)."""
    if any(module.name == name for module in ordered):
        return
    if name in path:
        raise RkError(f"site script: modules import each other ({' -> '.join([*path, name])})")
    source = folder / name
    if not source.is_file():
        where = f"{path[-1]} imports " if path else ""
        raise RkError(f"site script: {where}{name}, which is not in {folder}")
    text = source.read_text(encoding="utf-8")
    for bundle_name in (MODULES, SCRIPT_URL):
        if bundle_name in text:
            raise RkError(f"site script: {name} uses the bundle's own name {bundle_name}")
    found = sorted([(m.start(), m.group(2)) for m in IMPORT.finditer(text)]
                   + [(m.start(), m.group(1)) for m in DYNAMIC_IMPORT.finditer(text)])
    module = _Module(name, text, [imported for _, imported in found])
    for imported in module.imports:
        _visit(folder, imported, ordered, [*path, name])
    ordered.append(module)


def _rewrite(module: _Module) -> str:
    """The module's text as the body of a function returning its exports."""
    exported: list[tuple[str, str]] = []  # (exported name, local name)

    def declaration(match: re.Match[str]) -> str:
        exported.append((match.group(2), match.group(2)))
        return match.group(1) + match.group(2)

    def export_list(match: re.Match[str]) -> str:
        exported.extend((outer, local) for local, outer in _names(match.group(1), module.name))
        return ""

    def static_import(match: re.Match[str]) -> str:
        names = ", ".join(local if local == outer else f"{outer}: {local}"
                          for outer, local in _names(match.group(1), module.name))
        return f"const {{ {names} }} = {MODULES}.get({_quoted(match.group(2))});"

    text = IMPORT.sub(static_import, module.text)
    text = EXPORT_LIST.sub(export_list, text)
    text = EXPORT_DECLARATION.sub(declaration, text)
    text = DYNAMIC_IMPORT.sub(
        lambda match: f"Promise.resolve({MODULES}.get({_quoted(match.group(1))}))", text)
    text = IMPORT_META_URL.sub(SCRIPT_URL, text)
    left = LEFT_OVER.search(text)
    if left:
        line = text.count("\n", 0, left.start()) + 1
        raise RkError(f"site script: {module.name}:{line}: this import or export is not one "
                      "site/bundle.py understands")
    returned = ", ".join(local if local == outer else f"{outer}: {local}"
                         for outer, local in exported)
    return f"{text.rstrip()}\nreturn {{ {returned} }};"


def _names(listed: str, module: str) -> list[tuple[str, str]]:
    """`a, b as c` as [(a, a), (b, c)]."""
    pairs = []
    for item in listed.split(","):
        if not item.strip():
            continue
        match = re.fullmatch(rf"\s*({_NAME})(?:\s+as\s+({_NAME}))?\s*", item)
        if not match:
            raise RkError(f"site script: {module}: cannot read the names {{{listed}}}")
        pairs.append((match.group(1), match.group(2) or match.group(1)))
    return pairs


def _quoted(name: str) -> str:
    """A module name (letters, digits, `-`, `_`, `.`) as a JavaScript string."""
    return f'"{name}"'

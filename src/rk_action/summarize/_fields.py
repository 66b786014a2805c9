"""The documented fields of a struct (Go, Rust, C, C++), the documented variants of a Rust
enum, the documented members of a TypeScript interface and the documented attributes of a
Python class (Sphinx's `#:` comments and attribute docstrings), read from the type's code:
what godoc, rustdoc, Doxygen, TypeDoc and autodoc list under the type, and what a reader of
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
_RUST_MODULE = lazy(r"\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+\w+")


def documented_fields(code: str, language: str) -> tuple[str, list[tuple[str, str]]]:
    """("fields", "variants" or "constants", [(name, doc)]) of the struct or enum declared in
    `code` (or a Go type's constants), the doc comments' lines joined; empty when none is
    documented."""
    if language in ("c", "cpp", "typescript"):
        return "fields", _block_commented(code, language)
    if language == "php":  # a class of constants is what it names (doctrine/inflector's
        return "constants", _php_constants(code)  # `Language`, which listed none)
    if language == "python":  # an enum's members, documented or not, are its constants
        enum = _PY_ENUM.match(code) is not None
        return "constants" if enum else "fields", _python_fields(code, enum)
    if language not in ("go", "rust"):
        return "", []
    lines = code.split("\n")
    start = _opening_line(lines, _OPENING)
    if start < 0:
        return ("constants", _go_constants(lines)) if language == "go" else ("", [])
    if language == "rust" and any(_RUST_MODULE.match(line) for line in lines[:start]):
        return "", []  # a module's first enum (humansize's `mod file_size_opts` listed `Kilo`'s
        # variants as its own)
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
                if language == "go" and trailing and pending and not pending[0].startswith(
                        name.split(",")[0]):  # a comment over a group of fields, the field's
                    doc = trailing  # own at its line's end (gorilla/websocket's `Conn`: `//
                    # Write fields`, then `mu chan struct{} // used as mutex to protect …`)
                if name and doc:
                    found.append((name, doc))
                pending = []
        depth += code_part.count("{") - code_part.count("}")
        if depth <= 0:
            break
    return ("variants" if enum else "fields"), found


_GO_CONSTANTS = lazy(r"\s*const\s*\(\s*(?://.*)?")
_GO_NAME = lazy(r"[A-Za-z_]\w*")


def _go_constants(lines: list[str]) -> list[tuple[str, str]]:
    """The constants of the `const ( … )` blocks a Go type's code ends with (`extract.go`:
    GoDoc lists them with their type), each with the comment above it or at its line's end
    (empty for one with none: httprouter's `nodeType` listed `static` alone of its four), when
    one of them has a comment."""
    found: list[tuple[str, str]] = []
    pending: list[str] = []
    inside = False
    for line in lines:
        stripped = line.strip()
        if not inside:
            inside = bool(_GO_CONSTANTS.fullmatch(line))
            continue
        if stripped.startswith(")"):
            inside, pending = False, []
            continue
        if stripped.startswith("//"):
            pending.append(stripped[2:].strip())
            continue
        code = _code_part(stripped)
        name = _GO_NAME.match(code)
        trailing = stripped[len(code):].strip().removeprefix("//").strip()
        doc = "\n".join(pending) or trailing
        if name:
            found.append((name.group(), doc))
        pending = []
    return found if any(doc for _, doc in found) else []


def _opening_line(lines: list[str], opening: re.Pattern[str]) -> int:
    """The line opening the type's body: one `opening` matches, or a lone `{` under the
    declaration (cxxopts' `class Options` then `{`, a Rust `where` clause); -1 if none."""
    for number, line in enumerate(lines):
        code = _code_part(line)
        if opening.search(code):
            return number
        if code.strip() == "{":
            return number if opening.search("\n".join(lines[:number]) + " {") else -1
        if code.rstrip().endswith("{") and opening.search(" ".join(
                _code_part(one) for one in lines[: number + 1])):  # a head over lines, a
            return number  # comment among them: @trpc/react-query's `interface X // …` then
            # `extends Omit<…> {` listed none of its fields
    return -1


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


_C_OPENING = lazy(r"\b(?:struct|union|class)\b[^{;()]*\{\s*$")
_TS_OPENING = lazy(r"\binterface\b[^{;]*\{\s*$|\btype\s+[\w$<>, ]+=\s*\{\s*$")
_C_POINTER = lazy(r"\(\s*\*+\s*([A-Za-z_]\w*)\s*\)")
_C_NAME = lazy(r"([A-Za-z_]\w*)\s*(?:\[[^\]]*\]\s*)*(?::\s*\w+\s*)?(?:=[^;]*|\{[^;]*\})?;")
"""A field's name: `int count;`, `char buf[16];`, `int flags : 3;`, `bool sync = false;`."""
_TS_MEMBER = lazy(r"(?:readonly\s+)?([A-Za-z_$][\w$]*)\??\s*:")
"""A TypeScript property (`name?: T`); a method signature has a page of its own."""
_DOC_OPENINGS = ("/**", "/*!", "///", "//!")
"""Comments that document what follows them; in C and C++ a plain `//` line does too (Google's
style documents leveldb's `Options` so), never a plain `/* … */` (a licence, a separator)."""


def _block_commented(code: str, language: str) -> list[tuple[str, str]]:
    """(name, doc) of the documented fields of the C or C++ struct or union, or of the members
    of the TypeScript interface, that `code` declares: a doc comment (`/** … */`, `///`) before
    the field (in C and C++ a `//` one too), or in C and C++ any comment after it on its line
    (`int avail_in; /* bytes left */`)."""
    opening = _TS_OPENING if language == "typescript" else _C_OPENING
    openings = _DOC_OPENINGS if language == "typescript" else (*_DOC_OPENINGS, "//")
    lines = code.split("\n")
    start = _opening_line(lines, opening)
    if start < 0:
        return []
    found: list[tuple[str, str]] = []
    pending: list[str] = []
    block: list[str] | None = None  # the lines of a `/* … */` comment being read
    depth = 1
    for line in lines[start + 1 :]:
        stripped = line.strip()
        if block is not None:
            block.append(stripped)
            if "*/" in stripped:
                pending, block = _comment_text(block), None
            continue
        if depth == 1 and stripped.startswith(openings):
            if stripped.startswith("/*") and "*/" not in stripped:
                block = [stripped]
            else:
                pending = (pending if stripped.startswith("//") else []) + _comment_text(
                    [stripped])
            continue
        code_part, trailing = _split_comment(stripped)
        if depth == 1 and code_part:
            name = _member_name(code_part, language)
            doc = pending or (trailing if language != "typescript" else [])
            if name and doc:
                found.append((name, "\n".join(doc)))
            pending = []
        elif not stripped:
            pending = []
        depth += code_part.count("{") - code_part.count("}")
        if depth <= 0:
            break
    return found


def _member_name(code: str, language: str) -> str:
    """The name a C field or TypeScript member declares on this line, else ""."""
    if language == "typescript":
        match = _TS_MEMBER.match(code)
        return match.group(1) if match else ""
    if code.endswith("{"):
        return ""  # a nested struct or union: its fields are not the type's own
    pointer = _C_POINTER.search(code)
    if pointer:
        return pointer.group(1)
    if "(" in code.partition("=")[0]:
        return ""  # a method's declaration (`void Run();`): a page of its own
    match = _C_NAME.search(code)
    return match.group(1) if match and " " in code.strip() else ""


def _split_comment(line: str) -> tuple[str, list[str]]:
    """A line's code, and the text of the comment that ends it (`/* … */` or `//`), if any."""
    for marker in ("/*", "//"):
        at = line.find(marker)
        if at > 0:
            return line[:at].rstrip(), _comment_text([line[at:]])
    return ("", []) if line.startswith(("/*", "//")) else (line, [])


def _comment_text(lines: list[str]) -> list[str]:
    """The text of a comment's lines, its markers (`/**`, `*/`, a leading `*`, `///<`) gone."""
    out = []
    for line in lines:
        text = line.strip()
        for marker in ("/**<", "/*!<", "///<", "//!<", "/**", "/*!", "///", "//!", "/*", "//"):
            if text.startswith(marker):
                text = text[len(marker):]
                break
        text = text.removesuffix("*/").strip()
        text = text.removeprefix("*").strip() if text.startswith("*") else text
        if text:
            out.append(text)
    return out


_PY_ATTRIBUTE = lazy(r"(?:self\.)?([A-Za-z_]\w*)[ \t]*(?::[^=\n]+?)?[ \t]*(?:=(?!=).*|$)")
_PY_CLASS_BODY = lazy(r"^[ \t]*class\b[^\n]*\n(?:[ \t]*\n)*([ \t]+)\S", re.M)
"""A class's header and its body's first line, whose indent is the body's."""
_PY_STRING_LINE = lazy(r"\n([ \t]+)[rRuU]?(?:\"\"\"|''')")
"""A line opening a triple-quoted string: a docstring, maybe an attribute's."""
_PY_STRING = lazy(r"[rRuU]?(\"\"\"|'''|\"|')")


def _php_constants(code: str) -> list[tuple[str, str]]:
    """(name, doc) of the public constants a PHP class, interface or enum declares in its own
    body (not in a method's), each with the doc comment right above it, if any."""
    if "const" not in code:
        return []
    found: list[tuple[str, str]] = []
    depth, doc, open_doc = 0, "", None  # `open_doc`: the lines of a doc comment being read
    for line in code.split("\n"):
        stripped = line.strip()
        if open_doc is not None:
            open_doc.append(stripped.removesuffix("*/"))
            if stripped.endswith("*/"):
                doc, open_doc = _php_doc_text(open_doc), None
            continue
        if depth == 1 and stripped.startswith("/**"):
            body = stripped[3:]
            if body.endswith("*/"):
                doc = _php_doc_text([body[:-2]])
            else:
                open_doc = [body]
            continue
        declared = _PHP_CONST.match(stripped) if depth == 1 else None
        if declared and not re.search(r"\b(?:private|protected)\b", declared.group(1)):
            found.append((declared.group(2), doc))
        if stripped and not stripped.startswith(("//", "#")):
            doc = ""
        plain = _PHP_STRING.sub("''", stripped)
        depth += plain.count("{") - plain.count("}")
    return found


def _php_doc_text(lines: list[str]) -> str:
    """A PHP doc comment's text, its lines without their leading `*`."""
    return "\n".join(line.strip().removeprefix("*").strip() for line in lines).strip()


_PHP_CONST = lazy(r"((?:(?:final|public|protected|private)\s+)*)const\s+(?:[\w\\?|]+\s+)?"
                  r"([A-Za-z_]\w*)\s*=")
"""A PHP class constant's declaration: its modifiers and its name (a typed one too)."""
_PHP_STRING = lazy(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"")


def _python_fields(code: str, enum: bool) -> list[tuple[str, str]]:
    """(name, doc) of a Python class's attributes documented as Sphinx reads them: `#:` lines
    before the attribute (or one after it on its line), at the class's level or before a
    `self.name = …` in a method; or a string right under a class-level attribute (pluggy's
    `HookimplOpts` fields, `HookImpl`'s eleven); with `enum`, every member."""
    head = _PY_CLASS_BODY.search(code)
    if head is None:
        return []
    indent = len(head.group(1))
    # an enum's members are what it is, documented or not (pathvalidate's `Platform` listed
    # the two of five its comments document)
    if not enum and "#:" not in code and not _attribute_docstring(code, head.group(1)):
        return []  # most classes: not a line to read
    lines = code.split("\n")
    start = code.count("\n", 0, head.start())
    found: dict[str, str] = {}
    pending: list[str] = []
    quoted = ""  # the quotes of the string a line is inside, which holds no attribute
    for number, line in enumerate(lines[start + 1 :], start + 1):
        if quoted:
            quoted = "" if line.count(quoted) % 2 else quoted
            continue
        quoted = next((q for q in ('"""', "'''") if line.count(q) % 2), "")
        stripped = line.strip()
        if stripped.startswith("#:"):
            pending.append(stripped[2:].strip())
            continue
        if pending and stripped.startswith("#"):  # cssselect's `#  or ``None``.` between two
            pending.append(stripped[1:].strip())  # `#:` lines: a typo, no end of the doc
            continue
        depth = len(line) - len(line.lstrip())
        code_part, _, trailing = stripped.partition("#:")
        match = _PY_ATTRIBUTE.fullmatch(code_part.strip()) if stripped else None
        own = depth == indent and match is not None and not code_part.startswith("self.")
        if match and (own or code_part.startswith("self.")) and not _keyword(code_part):
            doc = pending or ([trailing.strip()] if trailing.strip() else [])
            if not doc and own:
                doc = _docstring_after(lines, _statement_end(lines, number) + 1, indent)
            if doc or (enum and own and not match.group(1).startswith("_")):
                found.setdefault(match.group(1), "\n".join(doc))
        pending = []
    return list(found.items())


_PY_ENUM = lazy(r"\s*(?:@[^\n]*\n\s*)*class\s+\w+\s*\([^)]*\b(?:Int|Str)?(?:Enum|Flag)\b")
"""A Python class whose bases make it an enum."""


def _attribute_docstring(code: str, indent: str) -> bool:
    """Might a string in `code` document an attribute: is one at the class body's `indent`
    under a line that opens no block (a class's or a function's docstring is under its `…:`
    line)?"""
    for found in _PY_STRING_LINE.finditer(code):
        if found.group(1) != indent:
            continue  # a method's string, not the class body's
        above = code[code.rfind("\n", 0, found.start()) + 1 : found.start()].strip()
        if above and not above.endswith(":") and not above.startswith(("#", "@")):
            return True
    return False


def _statement_end(lines: list[str], number: int) -> int:
    """The last line of the statement opening line `number`: where its brackets close
    (Python-Markdown's `PATTERNS = [` over eight lines, then its docstring)."""
    depth = 0
    for at in range(number, min(len(lines), number + 200)):
        code = lines[at].partition("#")[0]
        depth += sum(code.count(c) for c in "([{") - sum(code.count(c) for c in ")]}")
        if depth <= 0:
            return at
    return number


def _keyword(code: str) -> bool:
    """Is this line a statement of Python's own (`else:`, `return x`), not an attribute?"""
    return code.split(None, 1)[0].rstrip(":") in (
        "else", "try", "finally", "pass", "return", "break", "continue", "raise", "del",
        "global", "nonlocal", "yield", "assert", "import", "case", "match")


def _docstring_after(lines: list[str], number: int, indent: int) -> list[str]:
    """The lines of the string literal opening line `number` at `indent`, if it does."""
    if number >= len(lines):
        return []
    line = lines[number]
    opening = _PY_STRING.match(line.strip())
    if opening is None or len(line) - len(line.lstrip()) != indent:
        return []
    quote = opening.group(1)
    text = line.strip()[opening.end():]
    collected = []
    for following in [text, *lines[number + 1 : number + 40]]:
        end = following.find(quote)
        collected.append(following[:end] if end >= 0 else following)
        if end >= 0:
            return [one.strip() for one in collected if one.strip()]
    return []

"""The contents of doc sections, fields and tags, collected by `docstrings.parse`."""

from __future__ import annotations

import re

from rk_action.lazyre import lazy
from rk_action.summarize._markup import (
    dedent,
    plain_line,
    reflow,
    rest_roles,
    with_default,
    with_sentence,
)
from rk_action.summarize._words import word_set

# Section titles (Google, NumPy, rustdoc headings) -> what the section holds.
KINDS: dict[str, str] = {
    **dict.fromkeys(
        (
            "args",
            "arguments",
            "parameters",
            "params",
            "param",
            "keyword args",
            "keyword arguments",
            "kwargs",
            "other parameters",
            "type parameters",
            "optional arguments",
            "optional parameters",
            "required arguments",
        ),
        "params",
    ),
    **dict.fromkeys(("returns", "return", "return value", "return values", "result"), "returns"),
    **dict.fromkeys(("yields", "yield"), "yields"),
    **dict.fromkeys(("raises", "raise", "throws", "exceptions", "except"), "raises"),
    "errors": "errors",
    **dict.fromkeys(("example", "examples", "usage", "example usage", "sample"), "example"),
    **dict.fromkeys(
        ("note", "notes", "attention", "important", "tip", "hint", "remark", "remarks"), "note"
    ),
    **dict.fromkeys(("warning", "warnings", "warns", "caution", "danger"), "warning"),
    **dict.fromkeys(("see also", "seealso", "see"), "see"),
    "references": "references",
    **dict.fromkeys(("attributes", "attrs", "instance attributes", "class attributes"),
                    "attributes"),
    "deprecated": "deprecated",
    "panics": "panics",
    "safety": "safety",
    **dict.fromkeys(("todo", "to do"), "drop"),
    # js-yaml's "// Pre-conditions: string is valid for a block scalar, …" over `blockHeader`
    **dict.fromkeys(("precondition", "preconditions", "pre-condition", "pre-conditions"), "pre"),
    **dict.fromkeys(("postcondition", "postconditions", "post-condition", "post-conditions"),
                    "post"),
}
_ATTRIBUTE_NAME = lazy(r"`?([A-Za-z_][\w.]*)`?(?:\s*\([^)]*\))?")
_ATTRIBUTE_DIRECTIVES = frozenset(("attribute", "attr", "data"))
"""reST directives that document a name a class or module holds (h11's `Request` listed its
four fields as `.. attribute:: method` and their text, and the page kept "Fields:" alone)."""
_DIRECTIVE_OPTION = lazy(r"\s*:(\w+):(?:\s+(.*))?")
"""A directive's option line, `:type: bool`: typeguard's four settings showed ":type: bool If
set to `True`…"."""
_TODO = lazy(r"(?:TODO|FIXME|XXX|TBD)\b", re.I)
"""A tag's text that is a note to write it, no text."""
_NUMPY_NAMES = lazy(r"([A-Za-z_][\w.]*(?:,\s*[A-Za-z_][\w.]*)*)\s*(\([^)]*\))?")
LABELS = {
    "note": "",
    "warning": "Warning: ",
    "see": "See also: ",
    "references": "Reference: ",
    "deprecated": "Deprecated: ",
    "panics": "Panics: ",
    "safety": "Safety: ",
    "alias": "Also named: ",
    "pre": "Precondition: ",
    "post": "Postcondition: ",
}
INTERNAL = "Internal: its doc comment marks it `@internal`, no API for other code to use"
"""The note of a doc's bare `@internal` tag."""
FIELDS = word_set(
    "param parameter arg argument key keyword type returns return rtype raises raise except "
    "exception throws yields yield ytype var ivar cvar vartype meta"
)
_TAGS: dict[str, str] = {
    **dict.fromkeys(("param", "arg", "argument", "parameter", "option", "prop"), "params"),
    **dict.fromkeys(("return", "returns", "retval", "result"), "returns"),
    **dict.fromkeys(("throws", "throw", "exception", "raise", "raises"), "raises"),
    **dict.fromkeys(("yield", "yields"), "yields"),
    **dict.fromkeys(("example", "examples", "code"), "example"),
    **dict.fromkeys(("note", "remark", "remarks", "attention", "important"), "note"),
    **dict.fromkeys(("warning", "warn", "bug"), "warning"),
    # PHPDoc's `@link https://… The Cost of GUIDs as Primary Keys` (ramsey/uuid's captions,
    # words a reader asks with, were dropped with the tag)
    **dict.fromkeys(("see", "sa", "seealso", "link"), "see"),
    "deprecated": "deprecated",
    "alias": "alias",  # JSDoc's `@alias each` (lodash's forEach)
    **dict.fromkeys(("pre", "precondition"), "pre"),  # Doxygen's conditions
    **dict.fromkeys(("post", "postcondition"), "post"),
    **dict.fromkeys(
        ("brief", "summary", "description", "desc", "details", "short", "long"), "body"
    ),
    # TSDoc's modifiers, whose line often goes on with the summary: @tanstack/vue-query's
    # `/** @internal Builds the injection key … */` (eight pages said their doc gave none)
    **dict.fromkeys(_MODIFIERS := ("internal", "experimental", "alpha", "beta"), "body"),
    **dict.fromkeys(
        word_set(
            "author version since license copyright file todo type rtype var ivar cvar "
            "endcode invariant tparam template"
        ),
        "drop",
    ),
}
KNOWN_TAGS = frozenset(_TAGS) - {"alias", "precondition", "postcondition", *_MODIFIERS}
_EPYDOC_TYPE = lazy(r"([A-Za-z_]\w*):\s*(\S.*)")
"""Epydoc's `@type name: type`."""
_NAME_THEN_TYPE = lazy(r"([A-Za-z_]\w*)\s*\(([^()]+)\)")
"""A reST field's argument written `name (type)`, the name first."""
_NAMESPACED = lazy(r"[a-z][a-z0-9]*[_:-](summary|description|deprecated)")
"""A tool's own prose tag (Shopify's `@liquid_summary` and `@liquid_description` over liquid's
93 tags, filters and objects, whose pages said "its doc comment gives no summary"): the text of
the standard tag it ends with."""


def tag_meaning(lowered: str) -> str | None:
    """What a tag named `lowered` holds: its own meaning, else a namespaced prose tag's."""
    known = _TAGS.get(lowered)
    if known is None and (namespaced := _NAMESPACED.fullmatch(lowered)):
        return _TAGS[namespaced.group(1)]
    return known
"""The tags given a meaning here: kernel-doc's `@name:` names a parameter unless it is one."""
_DOXYGEN = word_set(
    "param tparam return returns retval brief details note warning see sa throw throws "
    "exception deprecated code endcode pre post since author version bug todo remark remarks "
    "attention example file class struct fn namespace"
)
DOXYGEN_INLINE = word_set("a b c e em p n ref anchor cite link")
"""Doxygen's commands within a sentence (`@a count`, `@p flags`, `@ref page`): none opens a
section, so a line they begin goes on with the text."""
_PARAM_HEAD = lazy(
    r"(?:[-*+]\s+)?(?P<names>`{0,2}[*$&]{0,2}[\w.]+`{0,2}(?:\s*,\s*`{0,2}[*$&]{0,2}[\w.]+`{0,2})*)"
    r"\s*(?:\((?P<type>[^)]*)\)|<(?P<angled>[^<>]*)>)?\s*(?P<sep>::?|--|—|–|-(?=\s))?\s*"
    r"(?P<rest>.*)$"
)
_NAME_LIST = lazy(r"([A-Za-z_$][\w$]*(?:[ \t]*,[ \t]*[A-Za-z_$][\w$]*)+)[ \t]+(\S.*)$", re.S)
"""Parameters that one tag describes together: `@param lhs, rhs The 64-bit integers`."""
_LEAD = lazy(r"^(?:[ \t:–]|-(?!\d))+")
"""What leads a tag's text after its name or type (`: `, ` - `), but not the minus of a number:
YARD's `@return [Integer] -1 if …` read "1 if …"."""
_EMPTIED = lazy(r"(?<=\()\s*,\s*|\s*\(\s*\)")
"""What `optional`'s removal leaves: `bool ()`, `list (, default=None)` (networkx)."""
_TYPE = r"[\w.]+(?:\[[^\]]*\]|<[^>]*>)?(?:\s*\|\s*[\w.]+(?:\[[^\]]*\])?)*"
_TYPE_LIKE = lazy(_TYPE + "$")
_BULLETED = lazy(r"[-*+]\s+(?=\S)")
_BARE_TYPE_FIRST = lazy(r"(String|Number|Boolean|Object|Array|Function|Mixed|Buffer|Stream|Promise"
                        r"|Date|RegExp|Error|Int|Integer|Float|Bool|Any|Symbol|Map|Set)\s+"
                        r"(?=[a-z_$][\w$]*(?:\s|$))")
"""A JavaScript parameter tag's type written first without braces, capitalized, before a
lower-case name."""
_PHP_CALLABLE = lazy(r"\s*(\??(?:callable|\\?Closure)\([^()]*\)(?:\s*:\s*\??[\w\\|\[\]<>]+)?)\s+"
                     r"(?=\S)")
"""A PHPDoc callable type with its signature, `callable(RequestInterface, array):
PromiseInterface`, before the name or text of its tag."""
_ONE_TYPE = lazy(r"[A-Z][\w$.]*(?:\[\])?")
"""A return tag's text that is a type's name alone, without braces."""
_BUILT_IN_FIRST = lazy(r"((?:String|Number|Boolean|Object|Array|Function|Promise|Date|RegExp|Map|"
                       r"Set|Symbol|BigInt|Buffer)(?:\[\])?)[ \t]+(?=\S)")
"""A JSDoc return's text that opens with one of JavaScript's types, written without braces
(`@return Array Array containing lines`, `@return String[] the lines`): its type, an array's
brackets kept, then what it is."""
_ROLE_HEAD = lazy(r"^:(?:py:)?(?:exc|class|obj):(`[^`]+`)")
"""A Sphinx role naming the raised type at the start of an item."""
_TYPED_HEAD = lazy(r"(" + _TYPE + r")(?:\s*\([^()\n]*\))?")
"""What a Google Returns line says before its colon: a type, maybe with what it may also be
in parentheses (humanize's `str (str or `value`): A natural representation…`)."""
_RAISED_FIRST = lazy(r"\s*`?([A-Z][\w.]*(?:Error|Exception|Warning|Exit|Interrupt))`?\s+(\S.*)")
"""A Raises item that names its exception first, without a colon: `IndexError if too many…`."""
_TYPE_ROLE = lazy(r":(?:py:)?(?:class|obj|data|type|exc|func|meth|attr|mod):`([^`]+)`")
_SHORTENED = lazy(r"~(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*)")
"""Sphinx's `~a.b.C`: the name shown as its last part, `C`."""
_BRACED = lazy(r"\{((?:[^{}]|\{[^{}]*\})*)\}\s*")
_HASH_TYPE = lazy(r"\{[^{}]*\}|=>")
"""YARD's hash type's keys and values, `Hash{Symbol => Object}`: no default's `=`
(dry-types' `@return [Hash{Symbol => Object}]` showed "[Hash=> Object]")."""
_BRACKETED = lazy(r"\[((?:[^\[\]]|\[(?:[^\[\]]|\[[^\[\]]*\])*\])*)\]\s*")
"""A type in brackets, YARD's, which may nest two deep (`[Array[Hash[Symbol,String]]]`): pastel's
`@return [Array[String]] ANSI escape codes` read "`Array[String` — ] ANSI escape codes"."""
_ANGLED_TYPE = lazy(r"<([A-Z][a-z][\w:]*(?:\s*[,|]\s*[A-Z][\w:]*)*)>\s+")
"""A type in angle brackets before a tag's text (`<String>`, `<Hash, Array>`): no HTML tag,
whose name is lower case, nor Javadoc's type parameter (`@param <T> the response body type`)."""
_OPTIONAL = lazy(r",?\s*optional\b(?!\[)", re.I)
"""NumPy's `int, optional`; not typing's `Optional[bool]` (attrs' `:param Optional[bool] x:`
read `[bool]`)."""
_PHP_SCALAR = word_set(
    "int integer string bool boolean float double array void mixed null self static object "
    "callable iterable never false true resource"
)
CODE_DIRECTIVES = frozenset({"code-block", "code", "sourcecode", "doctest", "testcode"})
"""reST directives whose content is example code."""
RUST_HIDDEN = lazy(r"\s*#(?:\s|$)")
"""A line rustdoc hides from a doctest it shows: `# use time::Date;`, a lone `#`."""
_SEE_REFERENCE = lazy(r"((?:[A-Za-z_$][\w$]*\.)*[A-Za-z_$][\w$]*)?"
                      r"(#[A-Za-z_$][\w$]*(?:\([^)]*\))?)?(?:\s+(\S.*))?\Z", re.S)
"""Javadoc's `@see package.Class#member(Type) label`: a reference, then an optional label."""


def _javadoc_see(text: str) -> str:
    """What a Javadoc `@see` shows: its label, else the reference as code, `#` read as `.`
    (`@see #toMap(Function, Function)` → `` `toMap(Function, Function)` ``); a quoted title,
    a link or words as written."""
    found = _SEE_REFERENCE.match(text.strip())
    if not found or not (found.group(1) or found.group(2)):
        return text
    reference, label = (found.group(1) or "") + (found.group(2) or ""), found.group(3)
    if label:
        return label if "#" in reference or "." in reference else text
    return "`" + reference.replace("#", ".").lstrip(".") + "`"


def _unbraced(ptype: str) -> str:
    """A type without the braces at its ends that pair with none of its own: JSDoc's `{Type}`
    is read before, and an object type keeps its braces (`{ error: boolean } | Function`)."""
    opened, closed = ptype.count("{"), ptype.count("}")
    start, end = 0, len(ptype)
    while start < end and ptype[start] == "{" and opened > closed:
        start, opened = start + 1, opened - 1
        while start < end and ptype[start].isspace():
            start += 1
    while end > start and ptype[end - 1] == "}" and closed > opened:
        end, closed = end - 1, closed - 1
        while end > start and ptype[end - 1].isspace():
            end -= 1
    return ptype[start:end]


def _unroled(head: str) -> str:
    """A NumPy Returns item's head with its reST roles read as their names (`:class:`int``
    is `int`)."""
    return rest_roles(head).replace("`", "") if ":`" in head else head


def tag_kind(name: str, sigil: str, language: str) -> str | None:
    """What a `@tag` (or Doxygen `\\tag`) holds; None when the line is no tag.

    Any `@word` opens a block tag in JSDoc, Javadoc, PHPDoc and YARD, so unknown ones are
    dropped; in Python only known (epytext) tags count, `@decorator` may be prose. Go and Rust
    have no tags of their own: there an unknown `@name` in lower case opens prose (Go's
    annotations for tools, swaggo's `@Router`, are capitalized and still dropped).
    """
    lowered = name.lower()
    if sigil == "\\":  # not PHP's: `\\Exception thrown when…` names a class (Twig's SyntaxError)
        return _TAGS.get(lowered, "drop") if lowered in _DOXYGEN and language != "php" else None
    if language in ("c", "cpp") and lowered in DOXYGEN_INLINE:
        return None  # a wrapped line that begins with `@a size`, `@p flags`: prose
    if language == "python" or (language in ("go", "rust") and name[:1].islower()):
        return tag_meaning(lowered)  # gjson's `// @pretty modifier makes…`: prose, no tag
    return tag_meaning(lowered) or "drop"


def _closing(text: str) -> int:
    """Where the bracket opening `text` closes (brackets within counted), else -1."""
    depth = 0
    for position, char in enumerate(text):
        depth += (char in "[({") - (char in "])}")
        if depth == 0:
            return position
    return -1


_IN_ITEM_DIRECTIVE = lazy(r"(?:^|(?<=\s))\.\.\s+([\w-]+)::?\s*")
"""A reST directive inside a parameter's text (`.. seealso::`, `.. versionadded:: 18.1`)."""


_INCLUDED = lazy(r"(?:^|(?<=\s))\.\.\s+(?:include|literalinclude|image|figure)::\s*\S+\s*")
"""A reST directive that brings in a file, its name no text (pathvalidate's `platform`
parameter read "Target platform name of the filename. platform.txt")."""


def _directive_label(match: re.Match[str]) -> str:
    """A directive in running text as the label a reader knows ("See also: "), else gone."""
    return LABELS.get(KINDS.get(match.group(1).lower(), ""), "") or (
        "Added in " if match.group(1).lower() == "versionadded" else "")


_OF_TYPE = lazy(r"\s*(?:of|with|containing)\s")
"""A description that goes on from a plain-named type (`array of [alias => class]`): the
word is the sentence's, not a type given apart."""


class Builder:
    """Accumulates the sections of one doc comment while `docstrings` scans it."""

    def __init__(self, language: str) -> None:
        self.language = language
        self.body: list[str] = []
        self._overloads = 0
        """How many YARD `@overload`s gave the body their text (it had none of its own)."""
        self.params: list[tuple[str, str, str]] = []
        self.returns = ""
        self.returns_type = ""
        self.yields = ""
        self.errors = ""
        self.raises: list[tuple[str, str, str]] = []
        self.examples: list[str] = []
        self.notes: list[str] = []

    # -- entry points -----------------------------------------------------------------------

    def section(self, kind: str, lines: list[str], numpy: bool = False, title: str = "") -> None:
        """A titled section (Google, NumPy or Markdown heading) and its content lines."""
        if kind == "params":
            found = len(self.params)
            for head, rest in _items(lines):
                self._param_item(head, rest, numpy)
            if len(self.params) == found and title:
                self.body += ["", f"{title}:", *lines, ""]  # free-form: keep it as prose
        elif kind in ("returns", "yields"):
            self._returns(kind, lines, numpy)
        elif kind == "raises":
            for head, rest in _items(lines):
                head = _ROLE_HEAD.sub(r"\1", _BULLETED.sub("", head))  # distro's "* :py:exc:
                # `ValueError`: Initialization parameters…" (read "Raises `*`: py`ValueError`")
                name, _, desc = head.partition(":") if not numpy else (head, "", "")
                if not desc and (named := _RAISED_FIRST.match(name)):  # `IndexError if …`
                    name, desc = named.group(1), named.group(2)
                self._raise(name.strip(" `"), " ".join([desc.strip(), *rest]))
        elif kind == "attributes":
            items = _items(lines)
            line_of = self._numpy_attribute_line if numpy else self._attribute_line
            listed = [line_of(head, rest) for head, rest in items] if items else []
            self.body += ["", f"{title or 'Attributes'}:", "", *listed, ""] if listed and all(
                listed) else ["", f"{title or 'Attributes'}:", *lines, ""]
        elif kind == "errors":
            self.errors = reflow(_dedent(lines), self.language)
        elif kind == "example":
            label = ["", f"{title or 'Examples'}:"]
            foreign = any(line.lstrip().startswith("```") and foreign_fence(
                line.strip()[3:], self.language) for line in lines)
            if foreign:  # data or a shell session, shown under the section's title
                self.body += label
                lines, label = self.foreign_fences_to_body(lines), []
            if (self.language in _MARKDOWN_DOCS or foreign) and not any(
                    line.lstrip().startswith(("```", "~~~", ">>>")) or line.startswith("    ")
                    for line in (lines if self.language in _MARKDOWN_DOCS else _dedent(lines))
                    ):  # no code in it: prose (semver's `# Examples`
                self.body += [*label, *lines, ""]  # of pre-release idioms, read as Rust code;
                # toml_edit's `Key`: prose under its TOML, read as Rust code)
            else:
                self.example(lines)
        elif kind in LABELS:
            kept = [line for line in lines if not _REST_TARGET.match(line)]
            doctest = next((at for at, line in enumerate(kept)
                            if line.lstrip().startswith(">>> ")), len(kept))
            if doctest < len(kept):  # natsort's `ns` notes an import, then shows it in a
                # doctest, which read as one paragraph of prose
                self.example(kept[doctest:])
                kept = kept[:doctest]
            items = _items(kept) if kind in ("see", "references") else []
            if items and _listed(items, kind):
                for head, rest in items:
                    self._note(kind, plain_line(_listed_item(head, rest, kind), self.language))
            elif any(line.strip() for line in kept):
                said = reflow(_dedent(kept), self.language)
                bullets = said.split("\n")
                if all(_BULLET.match(line) for line in bullets):  # validator's "NOTES:" over
                    for line in bullets:  # two `- …` lines read "- - if the key already…"
                        self._note(kind, _BULLET.sub("", line, count=1))
                else:
                    self._note(kind, said)

    def _attribute_line(self, head: str, rest: list[str]) -> str:
        """A Google `Attributes:` item (`name (type): what it holds`) as a list line of the
        body, "" when it names nothing: Python-Markdown's `Markdown` class lists 19 attributes,
        which read as one paragraph."""
        name, colon, desc = head.partition(":")
        found = _ATTRIBUTE_NAME.fullmatch(name.strip())
        if not colon or found is None:
            return ""
        text = " ".join([desc.strip(), *(line.strip() for line in rest)]).strip()
        return f"- `{found.group(1)}` — {text}" if text else f"- `{found.group(1)}`"

    @staticmethod
    def _numpy_attribute_line(head: str, rest: list[str]) -> str:
        """A NumPy `Attributes` item, `name : type` or names over their indented text, as a
        list line of the body: natsort's `ns` lists its 21 options so (`INT, I (default)`),
        which read as one paragraph after a stray colon."""
        names, _, typed = head.partition(" : ")
        found = _NUMPY_NAMES.fullmatch(names.strip())
        if found is None:
            return ""
        shown = ", ".join(f"`{name.strip()}`" for name in found.group(1).split(","))
        said = " ".join(part for part in (found.group(2), typed.strip() and f"({typed.strip()})")
                        if part)
        text = " ".join(line.strip() for line in rest).strip()
        shown = f"{shown} {said}" if said else shown
        return f"- {shown} — {text}" if text else f"- {shown}"

    def tag(self, name: str, rest: str, more: list[str]) -> None:
        """A `@tag rest` line and its continuation lines."""
        if name == "overload" and self.language == "ruby":
            # YARD's `@overload options` and the text indented under it: the doc of a method
            # documented only so (Faraday's `Connection#options` had no summary)
            said = [line.strip() for line in more if line.strip()]
            if said and (self._overloads or not any(line.strip() for line in self.body)):
                self.body.extend([""] * bool(self._overloads) + said)  # each a paragraph
                self._overloads += 1
            return
        kind = tag_meaning(name) or "drop"
        typed = _EPYDOC_TYPE.match(rest) if name == "type" and self.language == "python" else None
        if typed:  # epydoc's `@type  wd: integer`
            self._add_param(typed.group(1), typed.group(2).strip(), "")
            return
        if kind == "example":
            self.example([rest, *more] if rest and name == "code" else more or [rest])
            return
        text = " ".join([rest.strip(), *(line.strip() for line in more)]).strip()
        if name == "retval" and text:  # Doxygen's `\retval -1 on a bad argument`
            value, _, desc = text.partition(" ")
            self._set_return(kind, "", f"`{value.strip('`')}` {desc.strip()}".strip())
            return
        if kind == "params" and name == "option" and self.language == "ruby":
            self._option_tag(text)
        elif kind == "params":
            self._param_tag(text)
        elif kind in ("returns", "yields"):
            rtype, desc = self._typed(text, php_style=self.language == "php")
            if not rtype and self.language in ("javascript", "typescript") and (
                    _ONE_TYPE.fullmatch(desc.strip())):  # node-fetch's `@return  Promise`
                rtype, desc = desc.strip(), ""
            elif not rtype and self.language in ("javascript", "typescript") and (
                    typed := _BUILT_IN_FIRST.match(desc.strip())):  # columnify's `@return
                rtype, desc = typed.group(1), desc.strip()[typed.end():]  # String padded str`
            if _TODO.match(desc.lstrip("- ")):  # winston's `@returns {mixed} - TODO: add return
                desc = ""  # description.`, its one-liner "Return TODO: add return description"
            self._set_return(kind, rtype, desc)
        elif kind == "raises":
            named = _COLON_NAMED.match(text)  # epydoc's `@raise ISO8601Error: if …`, which
            # read "Raises: ISO8601Error: if …" beside the code's "Raises `ISO8601Error`"
            rtype, desc = (named.group(1), named.group(2)) if named else self._typed(
                text, php_style=True)
            self._raise(rtype, desc)
        elif kind == "body":  # a paragraph of its own, its lines kept (a quote, a list)
            said = dedent("\n".join(more)).strip("\n").split("\n") if any(
                line.strip() for line in more) else []
            lines = [rest.strip(), *said] if rest.strip() else said
            if lines in (["true"], ["false"]):  # a docs tool's switch, no prose: micromatch's
                return  # `@summary false` stood as a paragraph, "false"
            if not lines and name.lower() == "internal":  # symfony/filesystem's `handleError`,
                self.notes.append(INTERNAL)  # `@internal`, read as public API
                return
            if lines and self.body and self.body[-1].strip():
                self.body.append("")
            self.body.extend(lines)
        elif kind in LABELS:
            if kind == "see" and self.language == "java":
                text = _javadoc_see(text)
            self._note(kind, plain_line(text, self.language) if text else "")

    def field(self, name: str, arg: str, lines: list[str]) -> None:
        """A reST field `:name arg: text` with its continuation lines, without the examples
        they show (a directive's block, a doctest session), which on one line are noise:
        dateutil's `parse` documented `tzinfos` with ".. doctest:: :options:
        +NORMALIZE_WHITESPACE >>> from dateutil.parser import parse >>> …"."""
        prose = _literals_inline(_without_examples(lines))
        text = plain_line(" ".join(line.strip() for line in prose), self.language)
        if len(prose) < len(lines) and text.endswith(":"):
            text = text[:-1].rstrip() + "."  # "…the portions of the string ignored:" led in
        typed_after = _NAME_THEN_TYPE.fullmatch(arg.strip())
        if typed_after:  # python-slugify's `:param separator (str): separator between words`
            arg = f"{typed_after.group(2)} {typed_after.group(1)}"
        words = arg.split()
        if name in ("param", "parameter", "arg", "argument", "key", "keyword") and words:
            self._add_param(words[-1], " ".join(words[:-1]), text)
        elif name == "type" and words:
            self._add_param(words[-1], text, "")
        elif name in ("returns", "return"):
            self.returns = text
        elif name == "rtype":
            self.returns_type = text
        elif name in ("yields", "yield"):
            self.yields = text
        elif name in ("raises", "raise", "except", "exception", "throws"):
            self._raise(arg.strip(), text)

    def directive(self, name: str, arg: str, lines: list[str]) -> None:
        """A reST directive `.. name:: arg` and its indented content; not one of
        `CODE_DIRECTIVES`, whose code `docstrings._example` places."""
        content = reflow(_dedent(lines), self.language)
        if name in ("versionadded", "versionchanged"):
            verb = "Added" if name == "versionadded" else "Changed"
            self.notes.append(
                f"{verb} in version {arg.strip()}" + (f": {content}" if content else "")
            )
        elif name == "deprecated":
            text = " ".join(part for part in (arg.strip(), content) if part)
            self._note("deprecated", f"since version {text}" if arg.strip() else content)
        elif name in ("admonition",):
            self._note("note", f"{arg.strip()}: {content}" if content else arg.strip())
        elif name in _ATTRIBUTE_DIRECTIVES and (found := _ATTRIBUTE_NAME.fullmatch(arg.strip())):
            typed = ""
            paragraphs: list[list[str]] = [[]]
            for line in _without_examples(lines):
                option = _DIRECTIVE_OPTION.fullmatch(line) if paragraphs == [[]] else None
                if option is not None:  # `:type: bool`, `:value: 3`, before its text
                    typed = (option[2] or "") if option[1] == "type" else typed
                elif line.strip():
                    paragraphs[-1].append(line.strip())
                elif paragraphs[-1]:
                    paragraphs.append([])
            said = ""
            for paragraph in paragraphs:  # each ends a sentence: typeguard's "… is done
                if text := plain_line(" ".join(paragraph), self.language):  # Requires Python
                    said = with_sentence(said, text) if said else text  # 3.9 or newer"
            typed = plain_line(typed, self.language).replace("`", "")
            typed = f" (`{typed}`)" if typed else ""
            if len(self.body) > 1 and not self.body[-1].strip() and self.body[-2].startswith(
                    "- `"):
                self.body.pop()  # one list, not a paragraph each
            elif self.body and self.body[-1].strip() and not self.body[-1].startswith("- `"):
                self.body.append("")
            self.body.append(f"- `{found.group(1)}`{typed}" + (f" — {said}" if said else ""))
        else:
            kind = KINDS.get(name)
            if kind in LABELS:
                self._note(kind, " ".join(part for part in (plain_line(arg), content) if part))

    def example(self, lines: list[str], fenced: bool = False) -> None:
        """Example code: fenced blocks inside `lines` if any, else the lines themselves; a
        reference to an example elsewhere (pathvalidate's `:ref:`example-sanitize-filename``)
        is a note, no code."""
        said = [line.strip() for line in lines if line.strip()]
        if said and all(_REST_ROLE_ONLY.fullmatch(line) for line in said):
            self._note("see", plain_line(" ".join(said), self.language))
            return
        self.examples += self.example_code(lines, fenced)

    def foreign_fences_to_body(self, lines: list[str]) -> list[str]:
        """`lines` without their fenced blocks of another language (`foreign_fence`), which
        go to the body as they are: toml_edit's `Key` shows TOML (```` ```notrust ````) under
        `# Examples`, which its page showed as Rust code to run."""
        kept: list[str] = []
        at, inside = 0, False
        while at < len(lines):
            line = lines[at]
            fence = line.strip()
            if inside or not (fence.startswith("```") and foreign_fence(fence[3:],
                                                                          self.language)):
                inside ^= fence.startswith("```")
                kept.append(line)
                at += 1
                continue
            end = next((j for j in range(at + 1, len(lines))
                        if lines[j].strip().startswith("```")), len(lines))
            blank = len(kept)  # the paragraph right above it says what it shows (anyhow's
            while blank and not kept[blank - 1].strip():  # "When printed, the outermost
                blank -= 1  # context would be printed first…" over its console)
            start = blank
            while start and kept[start - 1].strip() and not kept[start - 1].strip(
                    ).startswith("```"):
                start -= 1
            said = [text.strip() for text in kept[start:blank]] if start < blank and (
                not start or not kept[start - 1].strip()) else []
            if said:
                del kept[start:]
            if self.body and self.body[-1].strip():
                self.body.append("")
            self.body += [*said, *([""] if said else []), "```" + fence[3:].strip(),
                          *dedent("\n".join(lines[at + 1:end])).strip("\n").split("\n"),
                          "```", ""]
            at = end + 1
        return kept

    def example_code(self, lines: list[str], fenced: bool = False) -> list[str]:
        """The code of an example's `lines` (`example`), each block dedented, a Rust doc's
        hidden lines (`# use …`) left out."""
        codes = []
        blocks = _fenced_blocks(lines, _LINE_COMMENT.get(self.language, "//"),
                                self.language) if not fenced else [lines]
        for block in blocks or [_doctest_or_all(lines)]:
            if self.language == "rust":
                block = [line for line in block if not RUST_HIDDEN.match(line)]
            code = dedent("\n".join(block)).strip("\n")
            if code.strip():
                codes.append(code)
        return codes

    # -- helpers ----------------------------------------------------------------------------

    def _param_item(self, head: str, rest: list[str], numpy: bool) -> None:
        match = _PARAM_HEAD.match(head)
        if not match:
            return
        angled = match.group("angled")  # RDoc's `name<Type>:: text`
        separated = (match.group("sep") or match.group("type") is not None or angled
                     or (head[:1] in "-*+" and match.group("names")[:1] == "`"))  # `* `f` The…`
        if not separated and (match.group("rest") or not numpy):
            return  # a sentence, not `name: text`, `name (type): text` or NumPy `name`
        if numpy:
            ptype, desc = match.group("rest"), " ".join(rest)
        else:
            ptype = match.group("type") or angled or ""
            desc = " ".join([match.group("rest"), *rest])
            if match.group("type") is not None:  # semantic_version's `version_string (str), the
                desc = desc.lstrip(" ,")  # version string to parse`: no ", the version…"
        if ".. " in desc:  # structlog's `serializer:` text ending ".. seealso:: :doc:`…`"
            desc = _IN_ITEM_DIRECTIVE.sub(_directive_label, _INCLUDED.sub("", desc))
        for name in match.group("names").split(","):
            self._add_param(name, ptype, plain_line(desc, self.language))

    def _param_tag(self, text: str) -> None:
        ptype, text = self._leading_type(text)
        if not ptype and self.language == "php" and (called := _PHP_CALLABLE.match(text)):
            ptype, text = called.group(1), text[called.end():]  # guzzle's `@param
            # callable(RequestInterface, array): PromiseInterface $handler`, its text lost
        bare = _BARE_TYPE_FIRST.match(text) if not ptype and self.language in (
            "javascript", "typescript") else None
        if bare:  # node-fetch's `@param   String  message  Error message for human`: a
            ptype, text = bare.group(1), text[bare.end():]  # type without braces, then the name
        listed = _NAME_LIST.match(text)
        if listed:  # Doxygen's `@param x, y, z  the coordinates`: one text for each
            for name in listed.group(1).split(","):
                self._param_tag(f"{name.strip()} {listed.group(2)}")
            return
        name, desc = _first_word(text) if self.language == "php" else text.partition(" ")[::2]
        if name.endswith(":") and name[:-1].isidentifier():  # epydoc's `@param wd: the day`:
            name = name[:-1]  # parsedatetime's 99 parameters had lost their text
        elif name.startswith(":") and name[1:].isidentifier() and self.language == "ruby":
            name = name[1:]  # a keyword argument as a symbol: tty-prompt's `@param [IO] :input`
            # (its `Prompt#initialize` had lost all twelve texts)
        default = ""
        if name.startswith("["):  # `[name=default]`, the default bracketed itself: `[x=[]]`
            end = _closing(text)
            inner, after = ((text[1:end], text[end + 1 :]) if end > 0
                            else text[1:].partition(" ")[::2])  # never closed: `[name desc`
            name, _, default = inner.partition("=")
            desc = after
        elif (not name.startswith("$") and desc.lstrip().startswith(("$", "...$", "&$"))
              and self.language == "php"):  # `@param int   $flags   …`: aligned columns
            ptype, (name, desc) = name, _first_word(desc.lstrip())
        if self.language == "php" and name.startswith(("...$", "&$", "&...$")):
            name = name.lstrip(".&")  # Symfony Dotenv's `@param string ...$extraPaths A list`
        if not ptype and desc.startswith("["):
            ptype, desc = self._leading_type(desc)
        desc = plain_line(_LEAD.sub("", desc).strip(), self.language)
        if default.strip():
            desc = with_default(desc, default.strip())
        self._add_param(name, ptype, desc)

    def _option_tag(self, text: str) -> None:
        """YARD's `@option params [String] :body The body`: a key of the hash a parameter
        takes, said under it, as JSDoc's `@param {string} opts.body` is (excon's
        `Connection#initialize` lost the texts of its 17 options)."""
        parent, _, rest = text.partition(" ")
        ptype, rest = self._leading_type(rest)
        key, _, desc = rest.strip().partition(" ")
        key = key.lstrip(":").strip("`")
        if key and any(known == parent for known, _type, _desc in self.params):
            self._append_field(parent, key, ptype, plain_line(_LEAD.sub("", desc).strip(),
                                                              self.language))

    def _add_param(self, name: str, ptype: str, desc: str) -> None:
        name = name.strip().strip("`").lstrip("*$&").removesuffix("...").strip()
        ptype = _unbraced(_EMPTIED.sub("", _OPTIONAL.sub("", ptype.strip())).strip(" ,"))
        if "~" in ptype or ":" in ptype:  # Sphinx's `:class:`~attr.Attribute``, `~typing.Callable`
            ptype = _SHORTENED.sub(r"\1", _TYPE_ROLE.sub(r"\1", ptype))
        if not name:
            return
        for index, (known, old_type, old_desc) in enumerate(self.params):
            if known == name:
                self.params[index] = (name, old_type or ptype, old_desc or desc)
                return
        if "." in name and any(name.startswith(p[0] + ".") for p in self.params):
            parent, _, field = name.partition(".")
            self._append_field(parent, field, ptype, desc)
            return
        self.params.append((name, ptype, desc))

    def _append_field(self, parent: str, field: str, ptype: str, desc: str) -> None:
        for index, (known, old_type, old_desc) in enumerate(self.params):
            if known == parent:
                typed = f" (`{ptype}`)" if ptype else ""
                extra = f"`{field}`{typed}: {desc}".rstrip(": ")
                lead = old_desc if old_desc[-1:] in ".:;!?" else f"{old_desc}."
                joined = f"{lead} {extra}".strip() if old_desc else extra
                self.params[index] = (known, old_type, joined.rstrip(".") + ".")

    def _typed(self, text: str, php_style: bool) -> tuple[str, str]:
        """Split `{T} desc`, `[T] desc` or (PHP style) `T desc` into type and description."""
        rtype, rest = self._leading_type(text)
        if not rtype and php_style and (called := _PHP_CALLABLE.match(text)):
            rtype, rest = called.group(1), text[called.end():]  # guzzle's `@return
            # callable(callable): callable Returns a function…`
        if not rtype and php_style:
            first, after = _first_word(text)
            if _looks_like_type(first) and not _OF_TYPE.match(after):
                rtype, rest = first, after  # not nette's `@return array of [alias => class]`
        return rtype, plain_line(_LEAD.sub("", rest), self.language)

    @staticmethod
    def _leading_type(text: str) -> tuple[str, str]:
        text = text.strip()
        if text.startswith("{") and not text.startswith("{@"):  # `{@code true} if …`: a value
            match = _BRACED.match(text)
            if match:
                return match.group(1).strip(), text[match.end() :]
        if text.startswith("[") and "=" not in _HASH_TYPE.sub("", text.split("]", 1)[0]):
            match = _BRACKETED.match(text)
            if match and match.group(1):
                return match.group(1).strip(), text[match.end() :]
        angled = _ANGLED_TYPE.match(text) if text.startswith("<") else None
        if angled:  # an older YARD's `@return <String> This hash as a query string`
            return angled.group(1), text[angled.end() :]
        return "", text

    def _returns(self, kind: str, lines: list[str], numpy: bool) -> None:
        items = _items(lines)
        if not items:
            return
        if numpy:  # a role in a type line is its name (loguru's ":class:`int`" read as
            items = [(_unroled(head), rest) for head, rest in items]  # "class:`int`")
            if len(items) == 1:
                head, rest = items[0]
                rtype = head.split(":", 1)[-1].strip()
                self._set_return(kind, rtype, plain_line(" ".join(rest), self.language))
            else:
                listed = "\n".join(
                    f"- `{head}`: {plain_line(' '.join(rest))}" for head, rest in items
                )
                self._set_return(kind, "", listed)
            return
        if len(items) == 1 and _BULLETED.match(items[0][0]):  # distro's "* (string): Value
            # of the information item…", the one item of a list
            lines = [_BULLETED.sub("", items[0][0]), *items[0][1]]
        text = reflow(_dedent(lines), self.language)
        head, sep, desc = text.partition(":")
        if sep and head.startswith("(") and head.endswith(")"):
            head = head[1:-1]
        typed = _TYPED_HEAD.fullmatch(head.strip()) if sep and "\n" not in head else None
        if typed:  # `str: Ordinal string.`, `str:` alone, `str (str or `value`): A …`
            self._set_return(kind, typed.group(1), desc.strip())
        else:
            self._set_return(kind, "", text)

    def _set_return(self, kind: str, rtype: str, desc: str) -> None:
        if kind == "yields":
            self.yields = desc or rtype
            return
        if self.returns_type and rtype and rtype != self.returns_type and _CONDITION.match(desc):
            desc = f"or `{rtype.strip('`')}` {desc}"  # dry-types' `Schema#try`: `@return
            # [Logic::Result]`, then `@return [Object] if coercion fails and a block is given`
        self.returns_type = self.returns_type or rtype
        self.returns = (
            f"{self.returns}\n\n{desc}".strip() if self.returns and desc else desc or self.returns
        )

    def _raise(self, name: str, desc: str) -> None:
        name = name.strip().strip("`{}[]").lstrip("\\")
        if name.lower() in _NO_TYPE:  # jsonc-parser's `@throws An error if the edit operations
            name, desc = "", f"{name} {desc}"  # are not well-formed`: a sentence, no type
        text = plain_line(_LEAD.sub("", desc), self.language)
        named = _NAMED_ERROR.match(text) if not name else None
        if named:  # `:raises: :exc:`ValueError` when …` (humanfriendly's): the type it names
            name, text = named.group(1), text[named.end() :]
        if name or text:
            self.raises.append((name, "", text))

    def _note(self, kind: str, text: str) -> None:
        label = LABELS[kind]
        if label and text.lower().startswith(label.split(":")[0].lower().split()[0]):
            label = ""
        if text or label:
            self.notes.append((label + text).strip().removesuffix(":"))


_BULLET = lazy(r"[-*+•][ \t]+(?=\S)")
"""A list item's marker, `- `."""
_CONDITION = lazy(r"(?:if|when|unless|otherwise|on)\b", re.I)
"""A return's text that says only when: the value is its type's."""
_COLON_NAMED = lazy(r"([A-Za-z_]\w*(?:\.\w+)*):\s+(\S.*)", re.S)
"""A raises tag's type named before a colon, then its text."""
_NAMED_ERROR = lazy(r"`([A-Z]\w*(?:\.\w+)*)`\s+(?=\S)")
"""A raised type named at the start of a tag's text, which gave no type of its own."""
_NO_TYPE = word_set("a an the if when whenever in on for")
"""First words of a raises tag that begin its sentence, no exception type."""


def _first_word(text: str) -> tuple[str, str]:
    """The text's first word and the rest, a space inside brackets no end of it: PHPDoc's
    `array<string, list<string|null>> The headers` starts with one type."""
    depth = 0
    for at, char in enumerate(text):
        if char in "<{([":
            depth += 1
        elif char in ">})]" and depth:
            depth -= 1
        elif char == " " and depth == 0:
            return text[:at], text[at + 1 :]
    return text, ""


def _looks_like_type(word: str) -> bool:
    return bool(word) and (
        word.lower() in _PHP_SCALAR
        or any(c in word for c in "|\\[<?{")  # `array{string, string}`: PHPStan's shapes
        or (word[0].isupper() and word.isidentifier())
        or (bool(_PSALM_TYPE.fullmatch(word)) and word.rpartition("-")[2] in _PSALM_LAST)
    )


_PSALM_TYPE = lazy(r"[a-z]+(?:-[a-z]+)+")
_PSALM_LAST = _PHP_SCALAR | {"list", "key"}
"""Psalm's and PHPStan's types of words (`non-empty-string`, `positive-int`, `array-key`):
ramsey/uuid's `@return non-empty-string Version 1 UUID as a string` read "Non-empty-string
Version 1 UUID…"."""


_SEE_ITEM = lazy(r"[\w.`~]+(?:\s*,\s*[\w.`~]+)*\s*(?::(?:\s|$)|$)")
"""A NumPy See Also entry, `add_edge : add a single edge` (or names alone, `a, b`)."""
_CITATION = lazy(r"\.\.\s+\[([^\]\s]+)\]\s*")
"""A reST citation, `.. [1] Hopcroft, J.; Tarjan, R. (1973) …`."""
_REST_ROLE_ONLY = lazy(r":\w+(?::\w+)*:`[^`]+`[.,]?")
"""A line that is only a reST cross-reference."""
_REST_TARGET = lazy(r"\s*\.\.\s+_[^:]+:\s")
"""A reST link target, `.. _PADS: http://…`: where a link of the text goes, no text."""


def _listed(items: list[tuple[str, list[str]]], kind: str) -> bool:
    """Is a See Also or References section (its `_items`) a list of entries, one a line
    (their text may go on, indented): NumPy's `name : text` lines, reST citations `.. [1]
    text`?"""
    entry = _CITATION if kind == "references" else _SEE_ITEM
    return all(entry.match(head) for head, _ in items)


def _listed_item(head: str, rest: list[str], kind: str) -> str:
    """One entry of a listed See Also or References section, on one line: "`add_edge` — add
    a single edge", "[1] Hopcroft, J.; …"."""
    text = " ".join([head, *rest])
    if kind == "references":
        return _CITATION.sub(lambda found: f"[{found.group(1)}] ", text, count=1).strip()
    names, _, desc = text.partition(":")
    shown = ", ".join(f"`{_unstopped(name.strip().strip('`~'))}`" for name in names.split(",")
                      if name.strip())
    return f"{shown} — {desc.strip()}" if desc.strip() else shown


def _unstopped(name: str) -> str:
    """A name without the full stop of the sentence it ends (go-humanize's "See also:
    ParseBytes." read "`ParseBytes.`"); an ellipsis stays."""
    return name[:-1] if name.endswith(".") and not name.endswith("..") else name


def _items(lines: list[str]) -> list[tuple[str, list[str]]]:
    """Split a section into entries: a head line at the smallest indent, then deeper lines."""
    filled = [line for line in lines if line.strip()]
    if not filled:
        return []
    base = min(len(line) - len(line.lstrip()) for line in filled)
    items: list[tuple[str, list[str]]] = []
    for line in filled:
        if len(line) - len(line.lstrip()) <= base or not items:
            items.append((line.strip(), []))
        else:
            items[-1][1].append(line.strip())
    return items


def _dedent(lines: list[str]) -> list[str]:
    return dedent("\n".join(lines)).strip("\n").split("\n")


def _fenced_blocks(lines: list[str], comment: str = "",
                   language: str = "") -> list[list[str]]:
    """The fenced code blocks of `lines`; with `comment` (a line comment's mark), each after
    the prose that leads it, as comment lines read as `language`'s doc text: the url crate's
    "On Unix-like platforms:" above an example, "Cannot change URL's scheme from `https` to
    `foõ`" between two."""
    blocks: list[list[str]] = []
    current: list[str] | None = None
    prose: list[str] = []
    parted = False  # a blank line after the prose: a next line opens another paragraph
    for line in lines:
        if line.strip().startswith(("```", "~~~")):
            if current is None:
                caption = prose if len(prose) <= _CAPTION_LINES else []
                current = [f"{comment} {plain_line(text, language)}"
                           for text in caption] if comment else []
            else:
                blocks.append(current)
                current = None
            prose, parted = [], False
        elif current is not None:
            current.append(line)
        elif line.strip():
            if parted:  # a caption is the last paragraph above its block
                prose, parted = [], False
            prose.append(line.strip())
        else:
            parted = bool(prose)
    return blocks


_CAPTION_LINES = 3
"""The longest paragraph above a block read as its caption: a longer one is prose, which a
caption of its last lines cut mid-sentence (textwrap's `wrap_first_fit` example opened with
"// switch to another task.")."""
_LINE_COMMENT = {"python": "#", "ruby": "#", "php": "//"}
"""A language's line comment, where it is not `//`."""


def foreign_fence(info: str, language: str) -> bool:
    """Does a fence's info string (`toml`, `notrust`, `sh`) name data, a shell session or
    text, no example of the API to run? Not Rust's `text`, which rustdoc shows as an
    example's output."""
    word = _FENCE_WORD.match(info.strip())
    named = word[0].lower() if word else ""
    return named in _FOREIGN_FENCES and not (language == "rust" and named == "text")


_FENCE_WORD = lazy(r"[\w.+-]+")
"""The language a fence's info string opens with (`toml`, `rust,ignore`: `rust`)."""


_FOREIGN_FENCES = word_set(
    "toml json json5 jsonc yaml yml xml html css scss sql ini cfg conf sh bash zsh shell "
    "console shell-session powershell ps1 bat cmd text txt plain plaintext notrust output "
    "diff csv tsv graphql proto protobuf dockerfile makefile make nginx http regex markdown "
    "md rst latex tex")
"""Info strings of data, shell sessions and text: nobody's API example."""


_MARKDOWN_DOCS = frozenset({"rust"})
"""Languages whose doc comments are Markdown, where code is fenced or indented."""


def _doctest_or_all(lines: list[str]) -> list[str]:
    """The doctest lines (with their output) when there are any, else every line."""
    if not any(line.lstrip().startswith(">>>") for line in lines):
        return [line for line in lines if not line.strip().startswith("<caption>")]
    kept: list[str] = []
    in_test = False
    quoted = ""  # the quotes of a string a `>>>` line opened and no line closed yet
    for line in lines:
        if quoted:  # docopt's `>>> doc = """`, then its usage text, blank lines and all
            quoted = "" if line.count(quoted) % 2 else quoted
        elif line.lstrip().startswith(">>>"):
            in_test = True
            quoted = next((q for q in ('"""', "'''") if line.count(q) % 2), "")
        elif not line.strip():
            in_test = False
        if in_test or (kept and not line.strip() and kept[-1].strip()):
            kept.append(line)
    return kept


_DIRECTIVE_LINE = lazy(r"(\s*)\.\.\s+[\w-]+::")


def _literals_inline(lines: list[str]) -> list[str]:
    """A field's `lines` with each reST literal block (a line ending `::` over deeper lines)
    as a code span of one line: urllib3's `backoff_factor` read "urllib3 will sleep for::
    {backoff factor} * (2 ** ({number of previous retries})) seconds"."""
    if not any(line.rstrip().endswith("::") for line in lines):
        return lines
    out: list[str] = []
    at = 0
    while at < len(lines):
        line = lines[at]
        out.append(line)
        at += 1
        if not line.rstrip().endswith("::"):
            continue
        indent = len(line) - len(line.lstrip())
        end = at
        while end < len(lines) and (not lines[end].strip() or (
                len(lines[end]) - len(lines[end].lstrip()) > indent)):
            end += 1
        code = " ".join(block.strip() for block in lines[at:end] if block.strip())
        if not code or "`" in code:
            continue
        head = line.rstrip()[:-2]
        out[-1] = head.rstrip() if not head.strip() or head.endswith(" ") else head + ":"
        out.append(f"{' ' * indent}`{code}`")
        at = end
    return out


def _without_examples(lines: list[str]) -> list[str]:
    """`lines` without reST directives' blocks (`.. doctest::` and its indented lines) and
    doctest sessions (`>>>` lines and the output under them, up to a blank line)."""
    kept: list[str] = []
    at = 0
    while at < len(lines):
        line = lines[at]
        directive = _DIRECTIVE_LINE.match(line)
        if directive:
            indent = len(directive.group(1))
            at += 1
            while at < len(lines) and (not lines[at].strip() or
                                       len(lines[at]) - len(lines[at].lstrip()) > indent):
                at += 1
            continue
        if line.lstrip().startswith(">>>"):
            while at < len(lines) and lines[at].strip():
                at += 1
            continue
        kept.append(line)
        at += 1
    return kept

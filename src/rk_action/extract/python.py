"""Python extraction with `ast`; files `ast` rejects (Python 2, deep nesting) go to tree-sitter."""

from __future__ import annotations

import ast
import gc
import inspect
import re
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

from rk_action.extract import looks_inside
from rk_action.extract._comments import clean_comment, framed_lines, holds_notice, names_a_group
from rk_action.model import Entity, Kind, Param

_FunctionNode = ast.FunctionDef | ast.AsyncFunctionDef
# Statements whose bodies still belong to the module or class scope (conditional definitions).
_BLOCKS: tuple[type[ast.stmt], ...] = (ast.If, ast.Try, ast.With, ast.AsyncWith, ast.For, ast.While)
if hasattr(ast, "TryStar"):
    _BLOCKS = (*_BLOCKS, ast.TryStar)


def extract(source: str, text: str) -> list[Entity]:
    """Functions, classes and methods of a Python file."""
    with _collector_paused():
        entities = _from_tree(source, text)
    if entities is None:
        from rk_action.extract._python_ts import extract_tree_sitter

        return extract_tree_sitter(source, text)
    return entities


def _from_tree(source: str, text: str) -> list[Entity] | None:
    """The entities `ast` reads (None where it cannot); the tree is freed on return."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tree = ast.parse(text, filename=source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    entities = _module_doc_given(tree, source,
                                 _walk(tree.body, source, text.split("\n"), parent=""))
    aliases = _aliases(tree.body, "", {(e.parent, e.name) for e in entities})
    if aliases:
        entities = [replace(e, aliases=tuple(aliases[e.parent, e.name]))
                    if (e.parent, e.name) in aliases else e for e in entities]
    assigned = _assigned_docs(tree.body)
    if not assigned:
        return entities
    docs = {e.name: e.doc for e in entities if not e.parent and e.doc}
    given = {name: docs.get(copied, "") if copied else doc
             for name, (doc, copied) in assigned.items()}
    # over a comment as much as over none: natsort's three `os_sort_keygen`, defined in
    # branches under "# No ICU installed" and "# ICU installed", had those comments for docs
    documented = {line for node in _scope_body(tree.body)
                  if isinstance(node, _DEFINITIONS) and ast.get_docstring(node, clean=False)
                  for line in (node.lineno, *(d.lineno for d in node.decorator_list))}
    return [replace(e, doc=given[e.name])
            if not e.parent and given.get(e.name) and e.start_line not in documented else e
            for e in entities]


_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _module_doc_given(tree: ast.Module, source: str, entities: list[Entity]) -> list[Entity]:
    """`entities`, the undocumented function or class named as its module given the module's
    docstring, which is its doc: markdown-it-py's `rules_core/smartquotes.py` says "Convert
    straight quotation marks to typographic ones" and defines `smartquotes(state)`, whose page
    said it had no doc comment. Not a licence, nor a notice, nor one word; not a private one,
    nor one beside a documented namesake (`tee` and `_tee`)."""
    stem = source.rpartition("/")[2].rpartition(".")[0].replace("_", "").lower()
    alike = [at for at, e in enumerate(entities) if not e.parent
             and e.name.replace("_", "").lower() == stem]
    named = [at for at in alike if not entities[at].doc and not entities[at].name.startswith("_")]
    if not named or len(alike) > len(named):  # requests-toolbelt's `tee.py`: "Tee function
        return entities  # implementations." was its private `_tee`'s doc, beside `tee`'s own
    doc = ast.get_docstring(tree, clean=True)
    if not doc or holds_notice(doc) or len(doc.split()) < 2:
        return entities  # (sqlparse's `filter_stack.py` says "filter": a label, its class's)
    for at in named:
        entities[at] = replace(entities[at], doc=doc)
    return entities


def _aliases(body: list[ast.stmt], parent: str, defined: set[tuple[str, str]]
             ) -> dict[tuple[str, str], list[str]]:
    """(scope, name) of a function or method → the other names its scope binds it to, in
    the module or a class (`next = __next__`, `isSet = is_set`, `escape = quote`); not a name
    that is itself defined there."""
    found: dict[tuple[str, str], list[str]] = {}
    for node in _scope_body(body):
        if isinstance(node, ast.ClassDef):
            inner = _aliases(node.body, f"{parent}.{node.name}" if parent else node.name,
                             defined)
            for key, names in inner.items():
                found.setdefault(key, []).extend(names)
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Name):
            name = node.value.id
            for target in node.targets:
                if (isinstance(target, ast.Name) and target.id != name
                        and (parent, name) in defined and (parent, target.id) not in defined):
                    found.setdefault((parent, name), []).append(target.id)
    return {key: list(dict.fromkeys(names)) for key, names in found.items()}


def _assigned_docs(body: list[ast.stmt]) -> dict[str, tuple[str, str]]:
    """Module-level `name.__doc__ = "…"`: the doc of a function or class given after it (toolz's
    `num_required_args.__doc__ = \"\"\"Number of required positional arguments…`, six
    functions whose pages said they had none), as (text, ""); `name.__doc__ = other.__doc__`
    as ("", "other"): the doc of the module's `other` (more-itertools' `pairwise` takes
    `_pairwise`'s)."""
    found: dict[str, tuple[str, str]] = {}
    for node in _scope_body(body):
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1):
            continue
        target, value = node.targets[0], node.value
        if not (isinstance(target, ast.Attribute) and target.attr == "__doc__"
                and isinstance(target.value, ast.Name)):
            continue
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            found[target.value.id] = (inspect.cleandoc(value.value), "")
        elif (isinstance(value, ast.Attribute) and value.attr == "__doc__"
              and isinstance(value.value, ast.Name)):
            found[target.value.id] = ("", value.value.id)
    return found


@contextmanager
def _collector_paused() -> Iterator[None]:
    """No garbage collection inside: `ast.parse` makes an object of each node of the file,
    none of them in a reference cycle (a tree is freed by reference counts alone), and the
    collections their number sets off walk the tree as it grows. Documenting CPython's `Lib/`
    in one process with the collector's default thresholds, they took 0.4 s of 4.7 s; in a
    create's worker (`workers.collecting_seldom`), 1% of its instructions. Collections resume
    once the tree is freed (else the first would walk it), as they were (paused still, where a
    caller paused them)."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def _scope_body(statements: list[ast.stmt], module: bool = False) -> Iterator[ast.stmt]:
    """Statements of a scope, looking through if/try/with blocks but not into functions, nor
    into `if __name__ == "__main__":`, which holds what running the file as a script does
    (boltons' `jsonutils._main`), not what importing it defines; nor into `if TYPE_CHECKING:`,
    whose stubs only a type checker reads (bidict's `inverse`, "Return the inverse", listed
    again on four classes), but for the classes a `module` declares there: chardet's
    `ResultDict(TypedDict)`, the keys of what `detect` returns, had no page."""
    stack = list(reversed(statements))
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and (_is_main_guard(node.test) or _TYPE_CHECKING.fullmatch(
                ast.unparse(node.test))):
            if module and not _is_main_guard(node.test):
                yield from (one for one in node.body if isinstance(one, ast.ClassDef))
            stack.extend(reversed(node.orelse))
        elif isinstance(node, _BLOCKS):
            nested: list[ast.stmt] = list(getattr(node, "body", []))
            nested += getattr(node, "orelse", [])
            for handler in getattr(node, "handlers", []):
                nested += handler.body
            nested += getattr(node, "finalbody", [])
            stack.extend(reversed(nested))
        else:
            yield node


_TYPE_CHECKING = re.compile(r"(?:\w+\.)*TYPE_CHECKING")


def _is_main_guard(test: ast.expr) -> bool:
    """Is `test` `__name__ == "__main__"` (either way round)?"""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1
            and isinstance(test.ops[0], ast.Eq)):
        return False
    sides = (test.left, test.comparators[0])
    return (any(isinstance(side, ast.Name) and side.id == "__name__" for side in sides)
            and any(isinstance(side, ast.Constant) and side.value == "__main__" for side in sides))


def _walk(body: list[ast.stmt], source: str, lines: list[str], parent: str) -> list[Entity]:
    found: list[Entity] = []
    getters: dict[str, int] = {}  # a property's name → its getter's place in `found`
    for node in _scope_body(body, module=not parent):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            role = _accessor_role(node)
            if role and node.name in getters:  # a property has one page, its getter's
                # (marshmallow's `Field.default` had two under one name, the setter's "Set
                # the…"), which shows its setter too when it follows (Cerberus'
                # `allow_unknown` checks what it sets)
                at = getters[node.name]
                if at == len(found) - 1:
                    last = _span(node, lines)[1]
                    getter = found[at]
                    found[at] = replace(getter, end_line=last,
                                        doc=_with_setter(getter, node, lines)
                                        if role == "setter" else getter.doc,
                                        code="\n".join(lines[getter.start_line - 1 : last]))
                continue
            if not _is_overload(node):
                found.append(_function(node, source, lines, parent))
                if "@property" in found[-1].decorators:
                    getters[node.name] = len(found) - 1
        elif isinstance(node, ast.ClassDef):
            entity = _class(node, source, lines, parent)
            found.append(entity)
            if looks_inside(entity.symbol):
                found.extend(_walk(node.body, source, lines, entity.symbol))
    return found


def _with_setter(getter: Entity, setter: _FunctionNode, lines: list[str]) -> str:
    """The property's doc, with a note of the first paragraph of its setter's (filelock's
    `timeout`: "Change the default timeout value." was in its code alone); the setter's, when
    the getter has none (furl's `port`: "The port value can be 1-65535 or None, meaning no port
    specified…", its page "Return the port")."""
    own = _docstring(setter, lines)
    if not getter.doc:
        return own
    first = own.split("\n\n")[0].split("\n")
    titled = next((at for at, line in enumerate(first) if at and _SECTION_TITLE.fullmatch(
        line.strip())), len(first))  # halo's "Setter for spinner property." then its NumPy
    said = " ".join(" ".join(first[:titled]).split())  # "Parameters" on the next line
    if not said or said in getter.doc:
        return getter.doc
    if _NUMPY_UNDERLINE.search(getter.doc):  # a NumPy doc's section ends at the next title
        return f"{getter.doc}\n\nNotes\n-----\nSetting it: {said}"
    return f"{getter.doc}\n\nNote:\n    Setting it: {said}"


_SECTION_TITLE = re.compile(r"(?i)(?:parameters|params|args|arguments|returns?|raises|yields|"
                            r"examples?|notes?|see also|attributes)\s*:?")
_NUMPY_UNDERLINE = re.compile(r"\n[ \t]*-{3,}[ \t]*(?:\n|$)")


def _accessor_role(node: _FunctionNode) -> str:
    """"setter" or "deleter" when the function is that of the property of its own name
    (`@default.setter`), else ""."""
    for decorator in node.decorator_list:
        if (isinstance(decorator, ast.Attribute) and decorator.attr in ("setter", "deleter")
                and isinstance(decorator.value, ast.Name) and decorator.value.id == node.name):
            return decorator.attr
    return ""


def _is_overload(node: _FunctionNode) -> bool:
    for decorator in node.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        name = target.attr if isinstance(target, ast.Attribute) else getattr(target, "id", "")
        if name == "overload":
            return True
    return False


def _span(node: _FunctionNode | ast.ClassDef, lines: list[str]) -> tuple[int, int, str]:
    first = min([node.lineno] + [d.lineno for d in node.decorator_list])
    last = node.end_lineno or node.lineno
    return first, last, "\n".join(lines[first - 1 : last])


def _unparse(node: ast.AST | None, lines: list[str] | None = None) -> str:
    """The expression as written, when it stands on one line of `lines` (tenacity's
    `sec_format: str = "%0.3f"` read `'%0.3f'`); else as `ast.unparse` writes it. Names and
    plain constants (most annotations and defaults) without building an unparser for each."""
    if node is None:
        return ""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Constant) and type(node.value) in _REPR_CONSTANTS and not node.kind \
            and (lines is None or type(node.value) is not int):  # an int as written: filelock's
        return repr(node.value)  # `mode: int = 0o644` read "Defaults to `420`"
    if lines is not None and isinstance(node, ast.expr) and node.lineno == node.end_lineno and (
            node.end_col_offset is not None and 0 < node.lineno <= len(lines)):
        line = lines[node.lineno - 1].encode("utf-8", "surrogatepass")
        return line[node.col_offset : node.end_col_offset].decode("utf-8", "replace")
    return ast.unparse(node)


_REPR_CONSTANTS = (int, bool, type(None))
"""Constants `ast.unparse` writes as their `repr` in every Python version (not floats: `inf`)."""


def _docstring(node: _FunctionNode | ast.ClassDef, lines: list[str]) -> str:
    if not node.body:
        return ""
    first = node.body[0]
    if (
        isinstance(first, ast.Expr)
        and isinstance(first.value, ast.Constant)
        and isinstance(first.value.value, str)
    ):
        value = first.value.value
        if value.count("\n") != (first.value.end_lineno or 0) - first.value.lineno:
            value = _as_written(first.value, lines) or value
        return inspect.cleandoc(value)
    inside = _leading_comment(node, lines) if isinstance(node, ast.ClassDef) else ""
    return inside or _comment_above(node, lines)


def _comment_above(node: _FunctionNode | ast.ClassDef, lines: list[str]) -> str:
    """The block of `#` comments right above a function or class without a docstring, at its
    indentation, as its doc: arrow's `ParserMatchError` ("Allows for ParserErrors to be
    propagated from _build_datetime()…"), marshmallow's `_Missing` ("Singleton value that
    indicates that a field's value is missing from input…"), zipimport's `_is_dir` ("Does this
    path represent a directory?"). Not a tool's pragma, a note to the maintainers, a notice, a
    banner nor commented-out code."""
    top = min([node.lineno, *(d.lineno for d in node.decorator_list)])
    found: list[str] = []
    at = top - 2
    while at >= 0 and lines[at].lstrip().startswith("#") and (
            len(lines[at]) - len(lines[at].lstrip()) == node.col_offset):
        found.append(lines[at].strip())
        at -= 1
    if not found:
        return ""
    found.reverse()
    if framed_lines(found):
        return ""
    text = clean_comment("\n".join(found))
    if (not text or _NOT_A_DOC.match(text) or holds_notice(text) or names_a_group(text)
            or any(_CODE_LINE.match(line.lstrip("#").strip()) for line in found)
            or all(not line.strip("# ") or _BANNER.fullmatch(line.lstrip("#").strip())
                   for line in found)):
        return ""
    return _ROLE_LABEL.sub("", text, count=1)


_ROLE_LABEL = re.compile(r"(?:Internal|Overridable|Private|Public)\s*(?:--|:)\s*")
"""A label an old comment doc opens with (html.parser's "# Internal -- handle starttag, …")."""


def _leading_comment(node: ast.ClassDef, lines: list[str]) -> str:
    """The comment block that opens a class body without a docstring, a blank line under it,
    as its doc: PyYAML documents its classes so (`class Reader(object):` then `# Reader:`,
    `# - determines the data encoding and converts it to a unicode string, …`). Not a tool's
    pragma, a note to the maintainers (`# TODO …`) nor commented-out code; not a function's,
    whose first comment most often tells what its first lines do (PyYAML's
    `fetch_stream_end`: "# Set the current indentation to -1.")."""
    first = node.body[0]
    top = min([first.lineno, *(d.lineno for d in getattr(first, "decorator_list", []))])
    found: list[str] = []
    at = top - 2  # the line above the first statement
    while at >= node.lineno and (not lines[at].strip() or lines[at].strip().startswith("#")):
        found.append(lines[at].strip().lstrip("#").strip())  # a blank line: a paragraph's end
        at -= 1
    if not lines[at].rstrip().endswith(":") and "#" not in lines[at]:
        return ""  # the comments above are the header's
    if found[:1] != [""]:
        return ""  # a comment on the statement under it
    found = [line for line in reversed(found)]
    text = "\n".join(found).strip()
    if not text or _NOT_A_DOC.match(text) or any(_CODE_LINE.match(line) for line in found) or all(
            not line or _BANNER.fullmatch(line) for line in found):
        return ""
    if isinstance(first, (ast.Assign, ast.AnnAssign)) and _ABOUT_VALUE.match(text):
        return ""  # arrow's `DateTimeFormatter`: "This pattern matches…" over `_FORMAT_RE = …`
    return text


_ABOUT_VALUE = re.compile(r"(?:This|These|The following)\s+(?:patterns?|regex\w*|dict\w*"
                          r"|lists?|tables?|maps?|mappings?|sets?|tuples?|constants?"
                          r"|variables?|values?|strings?)\b", re.I)
"""A comment opening a class body that names the kind of value the assignment under it makes
(pydoc's `Helper`: "These dictionaries map a topic name…"): the statement's, not the class's."""


_NOT_A_DOC = re.compile(r"(?:TODO|FIXME|XXX|HACK|NOTE|noqa|type:|pragma|pylint|fmt:|isort|mypy"
                        r"|noinspection|-\*-|!)", re.I)
"""A comment that is a note or a tool's directive (PyCharm's `# noinspection PyBroadException`
over intervaltree's `Interval` was its one-liner), not a doc."""
_CODE_LINE = re.compile(r"[\w.\[\]]+\s*(?:[-+*/]?=(?!=)|\()|(?:import|from|return|if|for|def|class)"
                        r"\s+\S.*[:)]$|@[\w.]+(?:\(.*\))?$")
"""A line of code commented out (inflect's `# @profile` over `_plnoun` was its one-liner)."""
_BANNER = re.compile(r"[A-Z][A-Z0-9 _&/-]*[A-Z0-9]\s*#*")
"""A heading in capitals, maybe boxed (prettytable's `# ATTRIBUTE MANAGEMENT #` between two
lines of `#`s, over `rows`)."""


def _as_written(literal: ast.Constant, lines: list[str]) -> str | None:
    """A docstring that writes a line break as an escape, as written: its value breaks the line
    there, at the start of a line, which set the docstring's indentation to none (its sections
    went unread: rich's `Segment.align_middle`). A quoted escape stays as written (rich's
    `include "\\n"`, asyncio's `newline (b'\\n')`); one between words is a break at the
    docstring's indentation (pdb's help: `filename:lineno\\ncl(ear)`). None unless it is one
    plain literal."""
    end_line, end_column = literal.end_lineno, literal.end_col_offset
    if end_line is None or end_column is None:
        return None
    spanned = "\n".join(lines[literal.lineno - 1 : end_line]).encode()
    end = len(spanned) - len(lines[end_line - 1].encode()) + end_column  # offsets count bytes
    text = spanned[literal.col_offset : end].decode("utf-8", "replace")
    text = text[1:] if text[:1] in "uU" else text
    quote = next((q for q in ('"""', "'''", '"', "'") if text.startswith(q)), None)
    if quote is None or len(text) < 2 * len(quote) or not text.endswith(quote):
        return None  # a prefix (`r`, `b`): its value is as written already
    inner = text[len(quote) : -len(quote)].replace("\r\n", "\n")
    if quote in re.sub(r"\\.", "", inner, flags=re.S) or "\\n" not in inner:
        return None  # literals written side by side; only a line continuation
    margin = min((len(line) - len(line.lstrip(" ")) for line in inner.split("\n")[1:]
                  if line.strip()), default=0)

    def unescaped(match: re.Match[str]) -> str:
        escape = match.group(1)
        if escape == "\n":  # a line continuation
            return ""
        if escape == "n":
            return "\n" + " " * margin
        if len(escape) == 1:
            return escape
        try:
            decoded: str = ast.literal_eval(f'"\\{escape}"')
        except (ValueError, SyntaxError):
            return match.group(0)
        return decoded

    return _ESCAPE.sub(unescaped, inner)


_ESCAPE = re.compile(
    r"\\(\n|\\|'|\"|N\{[^}\n]*\}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|n(?!['\"])(?<!['\"]\\n))")
"""The escapes a docstring as written shows decoded: a line continuation, a backslash, a quote,
a Unicode character, a line break between words. `\\t`, a quoted `\\n` and the rest stay as
written."""


_RECEIVER = re.compile(r"_*(?:self|cls|mcs|mcls|metacls|klass|class|this)_*\w*")
"""What a method's first parameter, its instance or class, is named (`self`, `cls`, `self_`,
docopt's `class_`, whose `Option.parse(class_, option_description)` read "Parse `class_`"):
a function of a class's body whose first parameter is named otherwise is a helper run as the
class is made (sortedcontainers' `__make_cmp(seq_op, symbol, doc)`, whose `seq_op` was
dropped)."""


def _params(args: ast.arguments, drop_first: bool,
            lines: list[str] | None = None) -> tuple[list[Param], list[str]]:
    """Parameters as data and as written, for the signature."""
    positional = args.posonlyargs + args.args
    defaults: list[ast.expr | None] = [None] * (len(positional) - len(args.defaults))
    defaults += args.defaults
    entries: list[tuple[str, ast.arg, ast.expr | None]] = [
        ("", arg, default) for arg, default in zip(positional, defaults, strict=True)
    ]
    if args.vararg:
        entries.append(("*", args.vararg, None))
    elif args.kwonlyargs:
        entries.append(("*", ast.arg(arg=""), None))
    entries += [("", arg, d) for arg, d in zip(args.kwonlyargs, args.kw_defaults, strict=True)]
    if args.kwarg:
        entries.append(("**", args.kwarg, None))
    params: list[Param] = []
    written: list[str] = []
    for index, (star, arg, default) in enumerate(entries):
        annotation, value = _unparse(arg.annotation, lines), _unparse(default, lines)
        text = star + arg.arg + (f": {annotation}" if annotation else "")
        written.append(text + ((" = " if annotation else "=") + value if value else ""))
        if arg.arg and not (drop_first and index == 0 and positional
                            and _RECEIVER.fullmatch(arg.arg)):
            params.append(Param(arg.arg, annotation, value))
    if args.posonlyargs:
        written.insert(len(args.posonlyargs), "/")
    return params, written


def _function(node: _FunctionNode, source: str, lines: list[str], parent: str) -> Entity:
    decorators = tuple("@" + _unparse(d, lines) for d in node.decorator_list)
    is_async = isinstance(node, ast.AsyncFunctionDef)
    static = "@staticmethod" in decorators
    positional = node.args.posonlyargs + node.args.args
    bound = bool(positional) and positional[0].arg == "self"  # a module's function written as
    # a method, to be set on a class (structlog's `exception(self, event, …)` read "Return the
    # exception for `self` and `event`")
    params, written = _params(node.args, drop_first=(bool(parent) or bound) and not static,
                              lines=lines)
    returns = _unparse(node.returns, lines)
    keyword = "async def" if is_async else "def"
    signature = f"{keyword} {node.name}({', '.join(written)})"
    signature += f" -> {returns}" if returns else ""
    first, last, code = _span(node, lines)
    kind: Kind = "method" if parent else "function"
    doc = _docstring(node, lines)
    typed = _TYPED_DOC.match(doc) if "@property" in decorators else None
    if typed is not None:  # Google's property doc, `"""str: Error code."""` (pathvalidate's
        # `ErrorReason.code` read "Str: Error code"): the type is what it returns
        doc = doc[typed.end():]
        returns = returns or typed.group(1)
    return Entity(
        name=node.name,
        symbol=f"{parent}.{node.name}" if parent else node.name,
        kind=kind,
        language="python",
        source=source,
        start_line=first,
        end_line=last,
        code=code,
        doc=doc,
        signature=signature,
        params=tuple(params),
        returns=returns,
        parent=parent,
        decorators=(("async",) if is_async else ()) + decorators,
    )


_TYPED_DOC = re.compile(r"((?:Optional|List|Dict|Set|Tuple|Union|Sequence|Mapping|Iterable|"
                        r"Callable|str|int|float|bool|bytes|list|dict|set|tuple|object|None)"
                        r"(?:\[[\w\[\], .|]*\])?(?:\s*(?:\||or)\s*[\w.]+)*):\s+(?=\S)")
"""The type a Google-style property docstring opens with, `str: `, `Optional[int]: `."""


def _class(node: ast.ClassDef, source: str, lines: list[str], parent: str) -> Entity:
    bases = tuple(_unparse(b, lines) for b in node.bases)
    first, last, code = _span(node, lines)
    keywords = [f"{k.arg}={_unparse(k.value, lines)}" if k.arg else f"**{_unparse(k.value, lines)}"
                for k in node.keywords]  # dj-database-url's `class DBConfig(TypedDict,
    # total=False)`, its every key optional, showed `class DBConfig(TypedDict)`
    header = f"class {node.name}" + (f"({', '.join((*bases, *keywords))})"
                                     if bases or keywords else "")
    return Entity(
        name=node.name,
        symbol=f"{parent}.{node.name}" if parent else node.name,
        kind="class",
        language="python",
        source=source,
        start_line=first,
        end_line=last,
        code=code,
        doc=_docstring(node, lines),
        signature=header,
        parent=parent,
        bases=bases,
        decorators=tuple("@" + _unparse(d, lines) for d in node.decorator_list),
    )

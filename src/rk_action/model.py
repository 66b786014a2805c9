"""The value types every pipeline phase shares.

Language modules only produce `Entity`; summarizers only produce `Summary`; the layout turns
entities into `DocUnit`s. Nothing here does I/O.
"""

from __future__ import annotations

import dataclasses
import hashlib
import operator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from rk_action.lazyre import lazy

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

Kind = Literal["function", "method", "class"]
T = TypeVar("T", bound="DataclassInstance")


_GO_RECEIVER = lazy(r"\s*func\s*\(\s*(\w+)")


def pickled_by_fields(cls: type[T]) -> type[T]:
    """`cls`, a frozen slotted dataclass whose fields are all `__init__`'s, pickled as a call
    to it with its fields' values: the `__getstate__` and `__setstate__` that `dataclass` gives
    such a class look its fields up for every object, and a create's workers send four of them
    a page (CPython's `Lib/`: 46 k objects, pickled and unpickled in 0.5 s instead of 0.7 s)."""
    values = operator.attrgetter(*(one.name for one in dataclasses.fields(cls)))

    def reduce(self: T) -> tuple[type[T], Any]:
        return cls, values(self)

    cls.__reduce__ = reduce  # type: ignore[assignment,method-assign]
    return cls

DOC_IN_CODE = frozenset({"python"})
"""Languages whose doc (a docstring) lies inside the entity's lines. Elsewhere a doc comment
(JSDoc, `///`, `//`, `#`, Javadoc, PHPDoc) sits above the entity, outside `code`."""


@dataclass(frozen=True, slots=True)
class Param:
    """One declared parameter of a function or method."""

    name: str
    """The name as written, without sigils such as `*`, `$` or `&`."""
    type: str = ""
    """The declared type, as written; empty when the language or the code gives none."""
    default: str = ""
    """The default value, as written; empty when there is none."""


@pickled_by_fields
@dataclass(frozen=True, slots=True)
class Entity:
    """A function, method or class found in a source file, in any language."""

    name: str
    """The bare name as written in the code: `mount`, `validateToken`."""
    symbol: str
    """The qualified name inside its file: `Session.mount`; equal to `name` at top level."""
    kind: Kind
    """`function`, `method` or `class` (structs, interfaces, traits, enums count as class)."""
    language: str
    """`python`, `javascript`, `typescript`, `go`, `rust`, `java`, `c`, `cpp`, `ruby` or `php`."""
    source: str
    """The file's POSIX path relative to the repository root."""
    start_line: int
    """First line of the entity (1-based), decorators and attributes included."""
    end_line: int
    """Last line of the entity (inclusive)."""
    code: str
    """The text of lines `start_line`..`end_line`, without a final newline, its secrets redacted
    (`extract_file` redacts the file first; no line moves)."""
    doc: str = ""
    """The docstring or doc comment, comment markers stripped and dedented."""
    signature: str = ""
    """The declaration header on one line, e.g. `def parse_port(value: str) -> int`."""
    params: tuple[Param, ...] = ()
    """Declared parameters, without `self`/`cls` and without Go receivers."""
    returns: str = ""
    """The declared return type, as written; empty when none is declared."""
    parent: str = ""
    """The qualified symbol of the enclosing class or type; empty at top level."""
    bases: tuple[str, ...] = ()
    """Base classes, implemented interfaces or traits, as written."""
    decorators: tuple[str, ...] = ()
    """Decorators, annotations and modifiers (`async`, `static`, `@property`), as written."""
    aliases: tuple[str, ...] = ()
    """Other names its scope gives it, outside its lines: Ruby's `alias_method :unescape,
    :unencode`, a Python class's `next = __next__`, JavaScript's `proto.unbind = proto.off`."""

    @property
    def hash(self) -> str:
        """Hash of what the entity's page is made from that its lines may not hold: it drives
        symbol-level updates (an entity whose hash is unchanged keeps its page or summary).

        That is the source text, and the doc comment where it sits outside the entity's lines:
        above it, in every language but Python, whose docstrings are part of the code (so a
        Python hash, and that of an entity without a doc, is the hash of the code alone) but
        for a doc assigned after it (`f.__doc__ = "…"`), which its code does not hold. Its
        `aliases` too, when it has any."""
        named = f"\n\0aliases\n{' '.join(self.aliases)}" if self.aliases else ""
        if not self.doc or (self.language in DOC_IN_CODE
                            and self.doc.partition("\n")[0] in self.code):
            return source_hash(self.code + named)  # its docstring is in its code
        return source_hash(f"{self.code}\n\0doc\n{self.doc}{named}")

    @property
    def read_as_value(self) -> bool:
        """A property (Python's `@property`, `@cached_property`): read, not called."""
        return any("property" in decorator for decorator in self.decorators)

    @property
    def line_count(self) -> int:
        return self.end_line - self.start_line + 1

    @property
    def declared_only(self) -> bool:
        """A C or C++ function or method declared here, not defined: a header's documented
        prototype (`extract.cfamily`), which has no body to read."""
        return self.language in ("c", "cpp") and self.kind != "class" and "{" not in self.code

    @property
    def receiver(self) -> str:
        """The name a Go method's receiver goes by, which stands for its own object as `self`
        and `this` do elsewhere (`c` in `func (c *Command) Name()`); "" for anything else."""
        if self.language != "go" or not self.parent:
            return ""
        match = _GO_RECEIVER.match(self.signature or self.code)
        return match.group(1) if match else ""


def source_hash(text: str) -> str:
    """The 12-hex-digit content hash written as `hash:` in doc pages."""
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:12]


@dataclass(frozen=True, slots=True)
class ParamDoc:
    """A parameter as the doc page shows it."""

    name: str
    type: str = ""
    description: str = ""


@dataclass(frozen=True, slots=True)
class Summary:
    """What a summarizer says about one entity. Every field is plain text or Markdown."""

    description: str
    """One line, never empty: `Validate JWT token`."""
    what_it_does: str
    """One or more Markdown paragraphs (lists allowed)."""
    parameters: tuple[ParamDoc, ...] = ()
    returns: str = ""
    example: str = ""
    """Example code, without fences; empty when there is none."""
    notes: tuple[str, ...] = ()
    summarizer: str = "static"
    """`static` or `anthropic:<model>`."""


@dataclass(frozen=True, slots=True)
class DocUnit:
    """One doc page to write: an entity and, for a class kept whole, its members."""

    entity: Entity
    doc_path: str
    """POSIX path relative to the project folder: `docs/src/auth/validate-token.md`."""
    members: tuple[Entity, ...] = field(default=())
    """Methods (and nested classes) documented inside this page."""
    overview: bool = False
    """True for a large class whose methods have pages of their own."""

    @property
    def name(self) -> str:
        """The link text in `_index.md`: the doc file's stem."""
        return self.doc_path.rsplit("/", 1)[-1].removesuffix(".md")

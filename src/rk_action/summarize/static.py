"""The offline summarizer: doc comments, signatures, names and a scan of the code, no model.

Deterministic and cheap (it runs once per entity of a repository). Everything it writes is
Markdown with code in backticks; escaping for HTML is left to the renderer.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter

from rk_action.lazyre import lazy
from rk_action.model import Entity, Param, ParamDoc, Summary
from rk_action.page_sections import (
    FIELD_HEADINGS,
    INHERITED,
    MEMBERS_HEADING,
    METHOD_HEADINGS,
    NO_SUMMARY,
    NOTHING_KNOWN,
    READ_FROM_NAME,
    READ_FROM_NAME_TAGS,
    READ_FROM_TAGS,
)
from rk_action.render import code_span
from rk_action.summarize import _facts, _fields, _words
from rk_action.summarize._decorators import decorator_notes, made_other
from rk_action.summarize._markup import (
    first_sentence,
    shorten,
    trim_end,
    with_default,
    with_sentence,
)
from rk_action.summarize._naming import (
    NO_OP,
    constructor_function,
    describe_generated,
    inheritance,
    keyword_params,
    optional_params,
    starred_params,
)
from rk_action.summarize._phrasing import normalize_summary
from rk_action.summarize._sections import LABELS
from rk_action.summarize._special import is_constructor, special_description
from rk_action.summarize._strip import strip_code
from rk_action.summarize.docstrings import DocParam, DocSections, parse, parse_summary

_THROW_LANGUAGES = frozenset(("java", "javascript", "typescript", "php", "cpp", "c"))
_OUTLINE_AFTER = 100
_LOWER_WORD = lazy(r"[a-z]+\b")
_DESCRIBED: dict[int, tuple[Entity, str]] = {}
"""Recent `describe` results by entity identity (the entity is kept, so its id stays its own):
a large class's overview describes each of its methods, whose own pages come right after."""
_DESCRIBED_LIMIT = 512
_INHERIT_DOC = lazy(r"@inherit[dD]oc")
_TEMPLATE = lazy(r"macro_rules!")


def summarize(entity: Entity, members: tuple[Entity, ...] = (), overview: bool = False) -> Summary:
    """The static summary of one entity.

    `members` are the methods (and nested classes) shown inside a class page; with
    `overview=True` (a large class whose methods have pages of their own) they are still listed
    in What It Does, so pass them in both cases.

    A fault of ours that some code no one foresaw sets off costs only this page's text, never
    the run (one such fault stopped the create of axios): its summary then says so, opening
    with `FAILED`, and the create warns of it.
    """
    try:
        return _summarize(entity, members, overview)
    except Exception as error:  # the run goes on, its other pages whole
        return Summary(description=f"`{entity.name or entity.symbol}`",
                       what_it_does=f"{FAILED} ({type(error).__name__}).")


FAILED = "*Not summarized: rk-action failed on its code*"
"""How What It Does opens when the summarizer failed on the entity."""


def _summarize(entity: Entity, members: tuple[Entity, ...], overview: bool) -> Summary:
    doc = parse(entity.doc, entity.language)
    facts: _facts.AnyFacts
    if entity.kind == "class" or _TEMPLATE.match(entity.signature):
        stripped, facts = "", _facts.NO_FACTS  # a macro's body is what it writes, not what
        # it does: bitflags' `__impl_bitflags` "sets `self.bits`" in the methods it writes
    else:
        stripped = strip_code(entity.code, entity.language)
        facts = _facts.LazyFacts(entity, stripped)
    recent = "" if members else _recently_described(entity)
    from_doc = _usage_note_passed(entity, doc.summary, doc.returns) or _returns_only(
        entity, doc.returns)
    description = recent or _description(entity, from_doc, facts, members)
    return Summary(
        description=description,
        what_it_does=_also_called(entity, _what_it_does(entity, doc, facts, members, overview,
                                                        stripped, description, not from_doc)),
        parameters=_parameters(entity, doc, members),
        returns=_returns(entity, doc, facts),
        example="\n\n".join(doc.examples),
        notes=_notes(entity, doc, facts),
        summarizer="static",
    )


def describe(entity: Entity) -> str:
    """The one-line description alone: from the doc comment, else generated."""
    text = _recently_described(entity)
    if not text:
        summary = parse_summary(entity.doc, entity.language)
        if (not summary or _USAGE_NOTE.match(summary)) and _RETURN_TAG.search(entity.doc):
            returns = parse(entity.doc, entity.language).returns
            summary = _usage_note_passed(entity, summary, returns) or _returns_only(entity,
                                                                                    returns)
        text = _description(entity, summary, None, ())
        if len(_DESCRIBED) >= _DESCRIBED_LIMIT:
            _DESCRIBED.clear()
        _DESCRIBED[id(entity)] = (entity, text)
    return text


_RETURN_TAG = lazy(r"[@\\]returns?\b|^[ \t]*:returns?:|\n\nReturns |"
                   r"^[ \t]*Returns?:[ \t]*\n?[ \t]*(?:`?True`?|The|An?)[ \t]", re.M)
"""A tag that says what a function returns (`@return`, Doxygen's `\\return`, reST's `:return:`
as schedule's `Job.should_run` documents itself, TomDoc's `Returns …` paragraph after its
arguments as Chronic's `Handler#match` does): a doc of it alone is a one-liner; not
Python's `Returns:` sections, whose texts are often lists or types, unless a sentence opens
them, "True if …" or "The …" (furl's `Path.isdir`, "Returns: True if the path ends on a
directory, False otherwise.", was listed "Return the isdir")."""


def _usage_note_passed(entity: Entity, summary: str, returns: str) -> str:
    """`summary`, unless it only says how the entity may be used ("Can be called multiple
    times", p-queue's `onEmpty`, whose `@returns A promise that settles when the queue becomes
    empty` says what it does): then "" when its return tag makes a one-liner."""
    if _USAGE_NOTE.match(summary) and _returns_only(entity, returns):
        return ""
    return summary


_USAGE_NOTE = lazy(r"(?:Can|May|Might|Could)\s+(?:also\s+|safely\s+)?be\s+(?:called|used|"
                   r"invoked|run)\s+(?:multiple|many|several|more\s+than|any|again|repeatedly)")
"""A sentence without its subject that says only how often the entity may be called, not what
it does (not flask's "Can be overridden in order to modify the response object…")."""


def _returns_only(entity: Entity, returns: str) -> str:
    """The one-liner of a doc of a `@return` tag and no prose (`_from_returns`); none when
    the doc inherits its base's (Javadoc's `{@inheritDoc}` before `@return the previous
    value…` of `putIfAbsent`: the name says more)."""
    if not _RETURN_TAG.search(entity.doc) or _INHERIT_DOC.search(entity.doc):
        return ""
    return _from_returns(returns)


def _from_returns(returns: str) -> str:
    """The one-liner of a doc that only says what its function returns (YARD's `@return
    [String] the identifier of the time zone.`, a Javadoc of one `@return`): "Return the
    identifier of the time zone"; "true if …" is a check."""
    text = first_sentence(returns.strip()).rstrip(".")
    if (" " not in text or "\n" in text or text[:1] in "(-*[" or _words.is_void(text)
            or _WHEN_ONLY.match(text)
            or all(word.lower() in _TYPE_NAMES for word in _WORD.findall(text))):
        return ""  # PHPDoc's `@return $this`, `@return bool, int`: types, no text; a list
    text = _words.sentence_tail(text)
    found = _TRUE_IF.match(text)
    if found:
        return f"Check whether {_ELSE_FALSE.sub('', text[found.end():])}"
    return f"Return {text}"


_WHEN_ONLY = lazy(r"(?:if|when|unless|otherwise|or)\b", re.I)
"""A return's text that says when, not what: dry-types' `@return [Object] if block given and
try fails`, read "Return if block given and try fails"."""
_WORD = lazy(r"[A-Za-z]+")
_TYPE_NAMES = _words.word_set(
    "bool boolean int integer str string float double list dict tuple none null void object "
    "array number any mixed self this or and of")
_TRUE_IF = lazy(r"`?true`?,?\s+(?:if|when)\s+", re.I)
_ELSE_FALSE = lazy(r",?\s*(?:(?:otherwise|else)\s*,?\s*`?false`?|(?:and\s+)?`?false`?\s+"
                   r"(?:otherwise|if not))\s*$", re.I)


def _recently_described(entity: Entity) -> str:
    """What `describe` returned for this very entity lately, or empty."""
    recent = _DESCRIBED.get(id(entity))
    return recent[1] if recent is not None and recent[0] is entity else ""


_ANONYMOUS = frozenset({"*", "**", "&", "..."})
"""Ruby's parameters without a name: any arguments, passed on or ignored."""


def _description(
    entity: Entity, summary: str, facts: _facts.AnyFacts | None, members: tuple[Entity, ...]
) -> str:
    if entity.language == "python" and (rule := _ply_rule(entity)):
        return rule
    text = normalize_summary(summary, entity) if summary and not _opens_with_a_parameter(
        entity, summary) else ""
    if text and entity.kind == "class" and _names_itself(entity, text) and (
            more := _next_paragraph(entity)):
        text = f"{text}: {_words.sentence_tail(more)}"
    if text and (implemented := _IMPLEMENTS_ONLY.fullmatch(text)) and (
            special := special_description(entity, implementing=True)):
        text = f"{special} (implements {implemented.group(1)})"
    if not text:
        known = _facts.LazyFacts(entity) if facts is None else facts
        if any(p.name in _ANONYMOUS for p in entity.params):  # kramdown's `convert_blank(*)`
            entity = dataclasses.replace(entity, params=tuple(  # read "Convert the blank `*`"
                p for p in entity.params if p.name not in _ANONYMOUS))
        text = "Do nothing" if _does_nothing(entity, known) else describe_generated(
            entity, known, members)
    text = trim_end(shorten(trim_end(text), 120))
    if text.count("`") % 2:
        text = text.replace("`", "")
    return text or entity.name


def _ply_rule(entity: Entity) -> str:
    """The one-liner of a PLY parser's or lexer's rule, whose docstring is its grammar
    production (`p_sorts_sort`: "sorts : sort") or its token's regular expression (`t_NUMBER`:
    `-?\\d+`), not prose: jsonpath-ng's read "Sort : sort", "\\", "Return the t NUMBER"."""
    if not entity.name.startswith(("p_", "t_")):
        return ""
    lines = [line.strip() for line in entity.doc.strip().split("\n") if line.strip()]
    if not lines:
        return ""
    if entity.name.startswith("p_") and _GRAMMAR_RULE.fullmatch(lines[0]) and all(
            line.startswith("|") for line in lines[1:]):
        more = f" (and {len(lines) - 1} more)" if len(lines) > 1 else ""
        return f"Grammar rule {code_span(lines[0])}{more}"
    if entity.name.startswith("t_") and len(lines) == 1 and not _PROSE_WORDS.search(lines[0]):
        return f"Lexer rule `{entity.name[2:]}`: {code_span(lines[0])}"
    return ""


_GRAMMAR_RULE = lazy(r"(?:[a-z_][a-z0-9_]*|[A-Z_][A-Z0-9_]*)\s*:(?:\s*\S.*)?")
"""A production, `sorts : sort` (`empty :`); its symbols' case (not a "Note: …")."""
_PROSE_WORDS = lazy(r"[A-Za-z]{2,}\s+[A-Za-z]{2,}")


def _names_itself(entity: Entity, text: str) -> bool:
    """Does a doc's summary only say the entity's name in words ("Timeout exception." over
    malkusch/lock's `TimeoutException`)?"""
    said = "".join(word for word in _LETTERS.findall(text.lower()) if word not in _KIND_WORDS)
    return said == _LETTERS_ONLY.sub("", entity.name.lower())


def _next_paragraph(entity: Entity) -> str:
    """The first sentence of the doc's second paragraph, when it is prose: what a summary
    that only names the entity leaves to it ("A timeout has been exceeded exception")."""
    paragraphs = parse(entity.doc, entity.language).body.split("\n\n")
    following = paragraphs[1].strip() if len(paragraphs) > 1 else ""
    if not following[:1].isalpha() or not _PROSE_OPENING.match(following) or (
            following.endswith(":")):  # monolog's "Simple usage example:", code below
        return ""
    return first_sentence(" ".join(following.split())).rstrip(".:")


_LETTERS = lazy(r"[a-z0-9]+")
_LETTERS_ONLY = lazy(r"[^a-z0-9]+")
_KIND_WORDS = _words.word_set("the a an class interface trait struct enum type object "
                              "function method module")
_PROSE_OPENING = lazy(r"[A-Za-z][a-z']*(?:\s+[A-Za-z][\w'-]*){2}")
"""Three words: a sentence, not a `@tag` nor a list of names."""


def _does_nothing(entity: Entity, facts: _facts.AnyFacts) -> bool:
    """Is `entity` a method or function whose empty body does nothing when called? Not a
    declaration (with no body in braces, a Python `...`, an abstract method's, an overload's),
    a constructor or a Ruby attribute: tty-command's `Null#write(*)`, its comment "Do nothing"
    the whole body, read "Write the `Null`", and a base's empty hook "Print the command start".
    """
    return (entity.kind != "class" and _empty_body(entity, facts) and _has_body(entity)
            and not _DECLARING.intersection(
                d.lstrip("@").partition("(")[0].rpartition(".")[2] for d in entity.decorators))


def _empty_body(entity: Entity, facts: _facts.AnyFacts) -> bool:
    """Is the body of `entity` empty, and it no declaration, no constructor (whose empty body
    makes an instance) and no Ruby attribute (highline's `attr_reader :wrap_at`)?"""
    return (not entity.declared_only and facts.empty and not is_constructor(entity)
            and not constructor_function(entity)
            and not _ATTRIBUTES.intersection(entity.decorators))


def _has_body(entity: Entity) -> bool:
    """Does the code of `entity` hold a body, empty or not (`_EMPTY_BODY`)? Not long.js'
    `var pow_dbl = Math.pow`, a name given to a function, whose page said "Its body is
    empty"."""
    return bool(_EMPTY_BODY.get(entity.language, _BRACES_CLOSED).search(entity.code))


_DECLARING = frozenset({"abstractmethod", "overload", "abstractproperty"})
"""Python decorators of a method whose body is no code: it declares what others implement."""
_EMPTY_BODY = {"python": lazy(r"\bpass\b"), "ruby": lazy(r"\bend\s*\Z"),
               "go": lazy(r"^[ \t]*func\b[\s\S]*\}\s*\Z", re.M)}
"""What shows that a definition has a body, and so an empty one: Python's `pass` (not `...`,
a declaration's), Ruby's closing `end`, Go's `func … }` (not an interface's method, whose
`Printf(string, ...interface{})` read "Do nothing": go-retryablehttp's `Logger`), elsewhere a
closing brace (`_BRACES_CLOSED`)."""
_BRACES_CLOSED = lazy(r"\}[\s;,)]*\Z")


def _opens_with_a_parameter(entity: Entity, summary: str) -> bool:
    """Does the doc open by saying what a parameter is, its name as written, lower case
    (simplejson's `JSONDecoder.__init__`: "*encoding* determines the encoding used to interpret
    any `str` objects…"): a parameter's text, not what the function does."""
    first = _FIRST_WORD.match(summary) or _FIRST_CODE.match(summary)
    return first is not None and first[1] not in ("self", "cls", "this") and any(
        p.name == first[1] for p in entity.params)


_FIRST_WORD = lazy(r"[*`'\"]*([a-z_]\w*)[*`'\"]*\s+[a-z]")
_FIRST_CODE = lazy(r"`([a-z_]\w*)(?:\.\w+)*`\s+\S")
"""A parameter, or a field of one, as code (xmlbuilder's constructors, CoffeeScript's output:
"`options.version` The version number string of the XML spec…", the block next to them)."""
_IMPLEMENTS_ONLY = lazy(r"Implements?\s+(?:the\s+)?([\w.*`]+(?:\s+(?!interface\b)[\w.*`]+)?)"
                        r"(?:\s+interface)?\.?")
"""A one-liner that only names the interface its method implements (Go's "MarshalJSON
implements json.Marshaler.", "Scan implements the SQL driver.Scanner interface."): google/uuid's
fifteen such methods read "Implement json.Marshaler", which says nothing of what they do."""


# -- What It Does ---------------------------------------------------------------------------


def _what_it_does(
    entity: Entity,
    doc: DocSections,
    facts: _facts.AnyFacts,
    members: tuple[Entity, ...],
    overview: bool,
    stripped: str,
    description: str,
    made: bool,
) -> str:
    """What It Does: the doc's prose, else what the code shows under the one-liner `made` from
    the name and code."""
    blocks = [doc.body] if doc.body and any(c.isalnum() for c in doc.body) else []  # not
    # croniter's `"""."""`
    if entity.kind == "class":
        blocks += _class_blocks(entity, doc, members, overview)
    elif not doc.body:
        found = (_fact_sentences(facts), _body_kind(entity, facts))
        blocks.append(" ".join(sentence for sentence in found if sentence))
    if entity.kind != "class" and entity.line_count > _OUTLINE_AFTER:
        sections = _facts.outline(entity, stripped)
        if sections:
            lines = "\n".join(f"- Line {line}: {label}" for line, label in sections)
            # Lines count from the top of the code shown below, not of the file, so that a
            # function that only moved keeps the same page (and its summary).
            blocks.append(f"Outline of the body (lines of the code below):\n\n{lines}")
    text = "\n\n".join(block for block in blocks if block)
    documented = bool(entity.doc.strip())
    if documented and _INHERIT_DOC.search(entity.doc):
        return text or INHERITED
    if documented and not made and not doc.body:  # the one-liner its tag made (`@return x`)
        # is all the doc says; above what the code shows, with where it came from
        lead = f"{description.rstrip('.')}."
        return f"{lead}\n\n{READ_FROM_TAGS}\n\n{text}" if text else lead
    if documented and ((doc.body and doc.summary) or not made):  # (a doc that only points
        return text or NO_SUMMARY  # elsewhere has a body and no summary: the one-liner made)
    if _NAME_ONLY.fullmatch(description) or (
            _words.letters(description) == _words.letters(entity.name)
            and "`" not in description) or (
            entity.kind == "class" and text):  # pluggy's `_remove_plugin(plugin)`, "Remove
        # `plugin`", names what it works on: listed so, its page said "Undocumented"
        return text or (NO_SUMMARY if documented else NOTHING_KNOWN)
    if _words.letters(description) in _words.letters(text):  # "Return `x`" over "Returns `x`."
        return text
    # a doc of tags alone says no more than none: the page says what the index line does
    # (Symfony String's `truncate`: "Truncate `length`" listed, "no summary" on its page)
    note = READ_FROM_NAME_TAGS if documented else READ_FROM_NAME
    return "\n\n".join(part for part in (f"{description.rstrip('.')}.", note, text) if part)


def _also_called(entity: Entity, text: str) -> str:
    """`text`, then the other names the code gives the entity (`Entity.aliases`), which a
    reader may know it by: addressable's `unescape` is `unencode`."""
    return f"{text}\n\nAlso called {_aliases(entity)}." if entity.aliases else text


def _aliases(entity: Entity) -> str:
    """The entity's other names as a page lists them: `` `a`, `b` and `c` ``."""
    return _words.listing([code_span(name) for name in entity.aliases], 6)


_NAME_ONLY = lazy(r"`[^`]+` \w+")
"""A one-liner that says only what the entity is (`` `f8` function ``, `` `Token` class ``)."""


def _class_blocks(
    entity: Entity, doc: DocSections, members: tuple[Entity, ...], overview: bool
) -> list[str]:
    blocks: list[str] = []
    if entity.bases and (relation := inheritance(entity).replace(", implements",
                                                                  " and implements")):
        blocks.append(relation[:1].upper() + relation[1:] + ".")
    return blocks + listed_blocks(entity, members, overview)


def listed_blocks(entity: Entity, members: tuple[Entity, ...], overview: bool) -> list[str]:
    """The lists a type's What It Does ends with, whichever summarizer wrote the text above
    them: its documented fields or variants, then its members (kept on its page) or methods
    (each on a page of its own), each with its one-liner."""
    blocks: list[str] = []
    what, fields = _fields.documented_fields(entity.code, entity.language)
    described = [(name, _field_summary(parsed)) for name, doc in fields
                 if (parsed := parse(doc, entity.language)).summary or what == "constants"]
    if any(summary for _, summary in described) or (described and what == "constants"
                                                     and entity.language in ("python", "php")):
        bullets = "\n".join(f"- `{name}` — {summary}" if summary else f"- `{name}`"
                             for name, summary in described)
        heading = FIELD_HEADINGS[("fields", "variants", "constants").index(what)]
        blocks.append(f"{heading}\n\n{bullets}")
    if members:
        heading = MEMBERS_HEADING
        if overview:  # java.util.logging's `LogManager` lists its nested `CloseOnReset` too
            heading = METHOD_HEADINGS[any(member.kind == "class" for member in members)]
        said = [describe(member) for member in members]
        shared = {text for text, count in Counter(said).items() if count >= _SHARED}
        bullets = "\n".join(_member_line(member, entity.symbol, _told_apart(member, text)
                                          if text in shared else text)
                             for member, text in zip(members, said, strict=True))
        blocks.append(f"{heading}\n\n{bullets}")
    return blocks


_SHARED = 3
"""Members this many with one one-liner (pypika's `Query`: eleven "Query builder entry
point") each say their doc's next sentence too, when it has one."""


def _told_apart(member: Entity, text: str) -> str:
    """`text`, the one-liner `member` shares with others, and its doc's second sentence:
    "Query builder entry point: initializes query building and sets the table to select
    from"."""
    paragraph = " ".join(parse(member.doc, member.language).body.split("\n\n")[0].split())
    first = first_sentence(paragraph)
    rest = paragraph[len(first):].lstrip(". ") if paragraph.startswith(first) else ""
    if not _PROSE_OPENING.match(rest):
        return text
    second = first_sentence(rest).rstrip(".:")
    return trim_end(shorten(f"{text}: {_words.sentence_tail(second)}", 120))


def _field_summary(doc: DocSections) -> str:
    """A field's line: its doc's first sentence, and that it is deprecated if its doc says so
    (gorilla/mux's `KeepContext`, "Deprecated: No effect, since the context is stored on the
    request itself", listed as if it worked)."""
    label = LABELS["deprecated"]
    deprecated = next((note for note in doc.notes if note.startswith(label)), "")
    return f"{doc.summary} ({deprecated.rstrip('.')})" if deprecated else doc.summary


_ATTRIBUTES = frozenset({"attr_reader", "attr_accessor", "attr_writer"})
"""A Ruby attribute's decorators: a method with no body to read."""
_ACCESSORS = frozenset({"get", "set", *_ATTRIBUTES})
"""A JavaScript or TypeScript accessor's decorators (`get url()`, `set binaryType(type)`),
and a Ruby attribute's (`attr_reader :offset`)."""


def _member_line(member: Entity, owner: str, described: str) -> str:
    """`- `name(params)` — description`; members of nested classes keep their path: `Inner.run`."""
    name = (
        member.symbol.removeprefix(owner + ".")
        if member.symbol.startswith(owner + ".")
        else member.name
    )
    if member.language == "ruby" and "self" in member.decorators:
        name = f"self.{name}"  # a class method: dotenv's `Railtie` listed `load()` twice
    if member.kind == "class" or member.read_as_value or any(
            d in _ACCESSORS for d in member.decorators):
        shown = name  # read or set as a value, not called: `url`, not `url()`
    else:
        starred = starred_params(member)  # a default shown as `=…`: the argument may be left out
        keywords = keyword_params(member)  # Ruby's `list: …`, `value:` (a required keyword)
        named_only = _KEYWORD_ONLY.search(member.signature) if (
            member.language == "python") else None  # h11's `__init__(self, *, method, …)`
        params = (("*, " if named_only and p.name == named_only[1] else "")
                  + starred.get(p.name, "") + (p.name or p.type) + (
            (f": {_shown_default(p.default)}" if p.default else ":") if p.name in keywords
            else f"={_shown_default(p.default)}" if p.default else "")
            for p in member.params)
        shown = f"{name}({', '.join(params)})"
    also = f" (also {_aliases(member)})" if member.aliases else ""
    retired = " (deprecated)" if _DEPRECATED.search(member.doc) and not described.startswith(
        LABELS["deprecated"]) else ""  # doctrine/lexer's `Token::offsetGet`, "@deprecated
    # Use the value, type or position property instead"
    hidden = " (private)" if _PRIVATE.intersection(member.decorators) else ""  # tty-platform's
    # `detect_system_properties`, after `private`, listed as its public API was; so was
    # term-ansicolor's `self.convert_value`, named by `private_class_method`
    return f"- `{shown}` — {described}{retired}{hidden}{also}"


def _shown_default(default: str) -> str:
    """A default as a member's line shows it: a short literal as written (sortedcollections'
    `popitem(last=True)`, its LIFO or FIFO order, read `popitem(last=…)`), else `…`."""
    return default if _SHORT_LITERAL.fullmatch(default) else "…"


_SHORT_LITERAL = lazy(r"True|False|None|true|false|nil|null|-?\d{1,6}(?:\.\d{1,4})?|'[^'`]{0,6}'"
                      r'|"[^"`]{0,6}"|\[\]|\{\}|\(\)')
_KEYWORD_ONLY = lazy(r"[(,]\s*\*\s*,\s*(\w+)")
"""Python's bare `*` and the first parameter after it, which a call must name: h11's
`Request.__init__(self, *, method, headers, target, …)` was listed `__init__(method, headers,
target, …)`, as if a positional call worked."""
_PRIVATE = frozenset({"private", "private_class_method"})
_DEPRECATED = lazy(r"@deprecated\b|^[ \t]*(?:\.\.[ \t]+deprecated::|Deprecated:)", re.M)
"""A doc that says its entity is deprecated (a tag, reST's directive, Go's paragraph)."""


def _fact_sentences(facts: _facts.AnyFacts) -> str:
    """What the code shows that no other section of the page says: parameters, the declared
    return type and raised exceptions have sections of their own, and so do calls."""
    sentences = []
    if facts.single_return:
        sentences.append(f"Returns {facts.single_return}.")
    if facts.assigns:
        sentences.append("It sets " + _words.listing([f"`{a}`" for a in facts.assigns], 4) + ".")
    if facts.is_recursive:
        sentences.append("It is recursive.")
    return " ".join(sentences)


def _body_kind(entity: Entity, facts: _facts.AnyFacts) -> str:
    if entity.declared_only:
        return ""
    if entity.language == "rust" and entity.parent and "{" not in entity.code:
        return (f"A required method of the trait: each type that implements "  # colored's
                f"`{entity.parent.rpartition('.')[2]}` defines it.")  # `fn bold(self) ->
        # ColoredString;` read "Its body is empty: calling it does nothing"
    if _empty_body(entity, facts) and (entity.language not in ("javascript", "typescript")
                                       or _has_body(entity)):  # not long.js' `var pow_dbl =
        # Math.pow`, which names a function
        if entity.language in _NO_ABSTRACT_BODIES or NO_OP.fullmatch(entity.name):
            return "Its body is empty: calling it does nothing."  # a policy's no-op
            # (backoff's `ZeroBackOff.Reset() {}`), or one so named (`function noop() {}`)
        return "Its body is empty: a stub, a hook or an abstract method."
    if facts.is_generator and not made_other(entity):  # python-dotenv's `@contextmanager`
        return f"It is {'an asynchronous' if facts.is_async else 'a'} generator."  # `rewrite`
    return "It runs asynchronously." if facts.is_async else ""


_NO_ABSTRACT_BODIES = frozenset({"go", "rust", "c"})
"""Languages where an empty body is no method left for subclasses, which have none (Go, C)
or declare one without a body (a Rust trait's)."""


def _declared_return(entity: Entity) -> str:
    declared = entity.returns.strip()
    return "" if _words.is_void(declared) else f"`{declared}`"


# -- Parameters, Returns, Notes ---------------------------------------------------------------


def _parameters(entity: Entity, doc: DocSections, members: tuple[Entity, ...] = ()
                ) -> tuple[ParamDoc, ...]:
    """The parameters of `entity` with what its doc says of each. A class that declares none
    lists its constructor's (`Point(x, y)` for `__init__(self, x, y)`) when the class's doc
    (`:param x:` in a Python class docstring, Sphinx's place for them) or the constructor's
    describes them: the members already show their names."""
    params, documented, tags = entity.params, {p.name: p for p in doc.params}, doc.params
    declaring = entity  # the entity whose signature declares `params`
    constructors = [m for m in members if m.kind == "method" and is_constructor(m)
                    and m.parent == entity.symbol]  # not a nested class's (dateutil's rruleset)
    if entity.kind == "class" and not params and len(constructors) == 1:  # overloads: which?
        constructor = constructors[0]
        own = parse(constructor.doc, constructor.language).params if constructor.doc else ()
        documented = {p.name: p for p in own} | documented
        names = {p.name for p in constructor.params}
        if any(name in names or f"_{name}" in names for name in documented):
            params, declaring = constructor.params, constructor
            tags = own or doc.params  # what a renamed parameter's tag is read from (dictdiffer's
            # `Resolver.__init__(self, actions, …)` documents `:param action:`)
    if entity.kind == "class" and not params and not constructors and doc.params and (
            entity.language == "python"):  # its constructor inherited, its doc says what it
        # takes (cachelib's `NullCache`: ":param default_timeout: a dummy parameter that is
        # ignored but exists for API compatibility", on no page)
        return tuple(map(_as_documented, doc.params))
    if entity.kind != "class" and entity.language == "javascript" and doc.params and (
            not params or (_WRAPPED.match(entity.signature) and not _named_alike(entity))):
        # `function concat() { … arguments … }`: the JSDoc names what it reads; `var camelCase
        # = createCompounder(function(result, word, index) {…})`: the JSDoc names the API, the
        # function handed to the wrapper takes what the wrapper gives (27 of lodash's)
        return tuple(map(_as_documented, doc.params))
    result = []
    starred = starred_params(declaring)
    optional = optional_params(declaring)
    used = set()
    keywords = {param.name for param in params if starred.get(param.name) == "**"}
    unnamed = _unnamed_params(tuple(param for param in params if param.name not in keywords),
                              tuple(tag for tag in tags if tag.name.lstrip("*") not in keywords)
                              )  # bs4's `select(self, select, …, **kwargs)` documents
    # `:param selector:`, not its `**kwargs` (handed what no parameter names: the tags left)
    names = {param.name for param in params}
    cased = {name.lower(): tag for name, tag in documented.items()}
    for position, param in enumerate(params):
        stars = starred.get(param.name, "")
        found = (documented.get(param.name) or documented.get(stars + param.name)
                 or documented.get(param.name.lstrip("_")) or cased.get(param.name.lower())
                 or unnamed.get(param.name))  # (marshmallow's `:param enum Enum:` for `enum`)
        if found is None and param.name[:1] in ("{", "["):
            found = _destructured(param.name, doc.params)
        if found is None and param.name[:1] in ("{", "[") and position < len(doc.params) and (
                doc.params[position].name not in names):
            # a destructured parameter, named by its tag (luxon's `setZone(zone, {
            # keepLocalTime = false, … } = {})` documents `opts` and `opts.keepLocalTime`)
            found = doc.params[position]
        used.add(found.name if found else "")
        description = _sentence_case(found.description) if found else ""
        description = with_default(description, param.default)
        if param.name in optional and not param.default:
            description = with_sentence(description, "Optional.")
        kind = param.type or (found.type if found else "")
        result.append(ParamDoc(name=stars + param.name, type=kind, description=description))
    if "**" in starred.values():  # `Args:` naming what `**kw` takes (boltons' AtomicSaver),
        # not a tag read as a renamed parameter's
        renamed = {tag.name for tag in tags if tag.name not in names} if unnamed else set()
        result += [_as_documented(p) for p in doc.params if p.name not in used | renamed
                   and p.description and p.name.isidentifier()]
    # Javadoc's `@param <T> the response body type`: a type parameter, after the others
    result += [ParamDoc(p.name, "", _sentence_case(p.description)) for p in doc.params
               if p.name.startswith("<") and p.name.endswith(">") and p.description]
    return tuple(result)


_PATTERN_NAME = lazy(r"(?:^|[{\[,])\s*(?:\.\.\.)?([A-Za-z_$][\w$]*)")
"""A name a destructuring pattern binds at its top level (`{ baseUrl, prepareHeaders = …,
...rest }`), or the key it renames."""


def _destructured(pattern: str, documented: tuple[DocParam, ...]) -> DocParam | None:
    """A destructured parameter whose tags name its parts (@reduxjs/toolkit's `fetchBaseQuery({
    baseUrl, prepareHeaders, … })` documents `baseUrl` and `prepareHeaders`): each part's
    text, as a dotted tag's (`options.api`) is given; not the first part's text as the whole
    one's ("The base URL for an API service")."""
    bound = set(_PATTERN_NAME.findall(pattern))
    parts = [p for p in documented if p.name in bound]
    if not parts:
        return None
    text = " ".join(f"`{p.name}`" + (f" (`{p.type}`)" if p.type else "")
                    + f": {p.description.rstrip('.')}." for p in parts)
    return DocParam(name=pattern, description=text)


def _unnamed_params(params: tuple[Param, ...], documented: tuple[DocParam, ...]
                    ) -> dict[str, DocParam]:
    """Parameters whose tag forgot their name, by position: ws's `@param {Error} The error to
    emit` read as a parameter `The`, addressable's `@param [String, URI] The URI to join with.`
    too. Only where the tags are as many as the parameters, and the name read is a sentence's
    first word (capitalised) that no parameter has. And a parameter renamed since its tag was
    written, the one tag and the one parameter in the same place that name no other (arrow's
    `dehumanize(input_string, locale)` documents `timestring`: the one sentence that said what
    it reads was lost)."""
    if len(documented) != len(params):
        return {}
    names, tagged = {p.name for p in params}, {tag.name for tag in documented}
    found = {param.name: DocParam(param.name, tag.type, f"{tag.name} {tag.description}".strip())
             for param, tag in zip(params, documented, strict=True)
             if tag.name not in names and tag.name[:1].isupper() and tag.name.isalpha()}
    renamed = [(param, tag) for param, tag in zip(params, documented, strict=True)
               if param.name not in tagged and tag.name not in names]
    shortened = all(tag.name.lower().startswith(param.name.lower().lstrip("_$"))
                    for param, tag in renamed)  # ejs's `render(template, d, o)` documents
    # `data` and `opts`: each parameter its tag's name cut short
    if renamed and (len(renamed) == 1 or shortened) and not found and all(
            tag.name.isidentifier() for _, tag in renamed):
        for param, tag in renamed:
            found[param.name] = DocParam(param.name, tag.type, tag.description)
    return found


def _as_documented(param: DocParam) -> ParamDoc:
    """A parameter as its doc alone names it (the signature names no such one)."""
    return ParamDoc(param.name, param.type, _sentence_case(param.description))


_WRAPPED = lazy(r"(?:(?:export\s+)?(?:var|let|const)\s+)?[\w$.]+\s*=\s*(?:/\*[^*]*\*/\s*)?"
               r"[\w$.]+\(")
"""A function made by handing one to a wrapper: `var difference = baseRest(function(…`, Ramda's
`var countBy = /*#__PURE__*/ reduceBy(function (acc, elem)` (whose parameters read `acc` and
`elem`, the reducer's, not the documented `fn` and `list`)."""


def _named_alike(entity: Entity) -> bool:
    """Is the function handed to a wrapper named as the name it is bound to? Then it is the
    API, its parameters the documented ones (send's `SendStream.prototype.hidden =
    deprecate.function(function hidden (val) {…})`, whose tag names `path`)."""
    return bool(re.search(rf"\bfunction\s*\*?\s*{re.escape(entity.name)}\s*\(", entity.signature))


def _returns(entity: Entity, doc: DocSections, facts: _facts.AnyFacts) -> str:
    if entity.kind == "class":
        return ""
    declared = _declared_return(entity).strip("`")
    kind = declared or doc.returns_type
    named = doc.returns.strip().rstrip(".")
    if named and named in {param.name for param in entity.params} | {"this", "self"}:
        text = f"`{named}`"  # send's `@return {Stream} res`, which read "Res"
    else:
        text = _sentence_case(doc.returns)
    if _words.is_void(text.rstrip(".")):
        text = ""  # `Returns: None` says no more than an empty section
    if facts.is_generator and doc.yields and not text:
        text = "Yields " + doc.yields[:1].lower() + doc.yields[1:]
    if _words.is_void(kind):
        kind = ""
    parts = [f"`{kind}` — {text}" if kind and text else f"`{kind}`" if kind else text]
    if doc.errors:
        parts.append(f"Errors: {doc.errors}")
    return "\n\n".join(part for part in parts if part)


def _short_name(name: str) -> str:
    """A type's name without its namespace or module: `FileNotFoundException`."""
    return re.split(r"\\|::|\.", name)[-1]


def _notes(entity: Entity, doc: DocSections, facts: _facts.AnyFacts) -> tuple[str, ...]:
    throws = entity.language in _THROW_LANGUAGES
    verb = "Throws" if throws else "Raises"
    notes = list(doc.notes)
    if entity.kind == "class" and doc.errors:  # a type has no Returns section to hold them:
        notes.append(f"Errors: {doc.errors}")  # rustdoc's `# Errors` on a writer's struct
    documented = set()
    for raised in doc.raises:
        documented |= {raised.name, _short_name(raised.name)}
        detail = f": {raised.description}" if raised.description else ""
        notes.append(f"{verb} `{raised.name}`{detail}" if raised.name else f"{verb}{detail}")
    notes += decorator_notes(entity, facts)
    for raised_name in facts.raises:  # not again by its short name (phpseclib's SFTP `put`
        if raised_name not in documented and _short_name(raised_name) not in documented:
            notes.append(f"{verb} `{raised_name}`")  # documents `\phpseclib3\Exception\
            # FileNotFoundException`, and throws `FileNotFoundException`)
    if facts.panics and not any(note.startswith("Panics") for note in notes):
        notes.append("May panic")
    return tuple(dict.fromkeys(note.rstrip() for note in notes if note.strip()))


def _sentence_case(text: str) -> str:
    text = text.strip()
    first = _LOWER_WORD.match(text)
    if first and "_" not in first.group(0) and len(first.group(0)) > 1:
        return text[:1].upper() + text[1:]
    return text

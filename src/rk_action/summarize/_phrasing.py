"""Doc-comment first sentences normalized to the index style: imperative, no filler, one line."""

from __future__ import annotations

import re

from rk_action.lazyre import lazy
from rk_action.model import Entity
from rk_action.summarize import _words as w
from rk_action.summarize._markup import trim_end

_LEAD_TAG = lazy(
    r"^(?:[@\\]brief|brief:|summary:|description:|purpose:|public:|internal:|private:|helper:|"
    r"utility:|abstract:)\s*",
    re.I,
)
# An old-style first line that repeats the call: `D.pop(k[,d]) -> v, remove key k`.
_CALL_LINE = lazy(r"^[\w.]+\([^)]*\)\s*(?:->\s*(?:(?P<tuple>\([^()]*\)|\[[^\[\]]*\])\s*(?:--|,)?"
                  r"|(?P<result>(?:\([^()]*\)|[^-,(]|-(?![->]))+?)\s*(?:--|,|$))|--)\s*")
"""An old-style call line that opens a doc: `f(a) -> result, …`, `f() -> (fd, name)`; a call
in the result keeps its commas (munch's `D.setdefault(k[,d]) -> D.get(k,d), also set…`)."""
_SAYS_WHAT = frozenset(("return", "iterate", "discard", "yield", "raise"))
"""First words after a call line's `->` that say what the call does, not what it returns."""
_ASSIGNED_CALL = lazy(r"^(?P<tuple>\([^()]*\))\s*=\s*(?:<\w+>\.)?[\w.]+\([^)]*\)\s*")
"""The same, its result first: `(typ, [data]) = <instance>.capability()` (imaplib)."""
_MORE_RESULTS = lazy(r"[\w.]+(?:\s*,\s*[\w.]+)*")
_OTHERWISE = lazy(
    r"[;,]\s+(?:otherwise|else)\b.*$|\s+(?:otherwise|else)(?:\s+[`*]{0,2}false[`*]{0,2})?\.?$"
    r"|,?\s+(?:(?:and|or)\s+)?[`*]{0,2}false[`*]{0,2}\s+(?:otherwise|else)\b.*$"
    r"|,\s+[`*]{0,2}false[`*]{0,2}\.?$|,?\s+(?:and|or)\s+[`*]{0,2}false[`*]{0,2}\s+(?:if|when)\b.*$",
    re.I,
)
"""What a check's doc says of its other answer: "…, false otherwise", and num-traits' "…
negative and false if the number is zero or positive"; in code or bold too (fixedbitset's
"Return **true** if the bit is enabled in the bitset, or **false** otherwise." read "Check
whether the bit is enabled in the bitset, or"); not an "otherwise" inside the sentence
(bstr's "…either a valid leading UTF-8 byte, or is otherwise an invalid byte…" read "…, or
is")."""
_CONTINUED = lazy(r"(?:else|otherwise|or|also|and)\b")
_ONLY_CALL = lazy(r"[\w.]+\([^)]*\)")
_SIGNATURE_FIRST = lazy(r"[\w.]+\((?:[^()]|\([^()]*\))*\)\s+(?=[A-Z][a-z])")
"""A doc's first line that is its function's signature, its sentence after it (the old style
of a docstring that a C extension or a decorator needed)."""
_LITERAL_ARGUMENT = lazy(r"[(,]\s*(?:'[^']*'|\"[^\"]*\"|-?\d[\w.]*)\s*(?=[,)])")
"""An argument given as a literal (`'-5'`, `30`), not named: the call line is an example."""
_TRUE_IF = lazy(
    r"^(?:returns?\s+)?`?true`?\s*(?:or|/|\|)\s*`?false`?\s+(?:if|when|whether"
    r"|depending\s+on(?:\s+whether)?)\s+"
    r"|^(?:returns?\s+)?(?:`?true`?(?!\s*(?:or|/|\|)\s*`?false)|whether)(?!\w)"
    r"(?:\s+(?:if(?:\s+and\s+only\s+if)?|when|iff)\b"
    r"|(?!\s+(?:(?:for|on|upon|in|at|after|with)\b|-)))\s+",
    re.I,
)
"""`Returns true if x`, `` `True` when x``, `Whether x`, `true if and only if x`, `Returns true
or false if x` (semverse's `satisfies?`, "Check whether or false if…"): a check; not `Returns
True for x` nor `return true on success` (no condition)."""
_THIS = lazy(
    r"^(?:this|the)\s+(?:(?:helper|utility|convenience|public|private|internal|static|async|"
    r"abstract)\s+)?(?:function|method|func|fn|routine|procedure|subroutine|helper|constructor|"
    r"class|struct|type|module|interface|trait|enum|object|property|getter|setter|callback|"
    r"handler|decorator|hook|test|endpoint|view|command|task|mixin)\b(?![\'’])\s*"
    r"|^(?:these|the\s+following|all\s+(?:of\s+)?these)\s+(?:functions|methods|calls|routines"
    r"|procedures|macros|helpers)\b\s*",  # a group's doc, each of them's (cJSON's)
    re.I,
)
"""The entity named by its kind, a subject to drop; not its possessive (rest-client's "This
module's static methods are the entry point…" read "'s static methods…")."""
_FILLER = lazy(
    r"^(?:(?:is|was)\s+(?:used|called|meant|responsible|intended|designed)\s+(?:to|for)\s+|"
    r"will\s+|(?:can|may|should)\s+be\s+used\s+to\s+|simply\s+|just\s+|basically\s+|is\s+a\s+"
    r"(?:helper|function|method|utility)\s+(?:that|which|to)\s+)",
    re.I,
)
_HELPER = lazy(
    r"^(?:an?\s+)?(?:(?:small|simple|tiny|little|private|internal|generic)\s+)?(?:helper|utility|function|method|"
    r"convenience\s+(?:function|method)|wrapper|routine)\s+(?:function\s+|method\s+)?"
    r"(?:to|that|which|for|used\s+to)\s+",
    re.I,
)
_USED_TO = lazy(r"^(?:used|called|meant|intended)\s+to\s+", re.I)
_ONLY_URL = lazy(r"(?:(?:(?:adapted|taken|ported|copied|borrowed|derived|translated)\s+from"
                 r"|based\s+on|from|see|source|cf\.?)\b[^:]{0,60}:?\s+)?"
                 r"<?[a-zA-Z][\w+.-]*://\S+?>?\.?", re.I)
"""A doc that is a bare address (`https://…#varints`), or one that says where the code or what
it reads came from (luxon's "adapted from moment.js: https://…", date-fns's "From
http://www.unicode.org/…"): where to read, not what it does."""
_ONLY_PATH = lazy(r"(?:(?:adapted|taken|ported|copied|borrowed|derived|translated)\s+)?from\s+"
                  r"[\w.-]*(?:/[\w.-]+)+\.\w{1,5}\.?", re.I)
"""A doc that only names the file its code was copied from (mergo's `isEmptyValue`: "From
src/pkg/encoding/json/encode.go."), as `_ONLY_URL` an address."""
_LITERAL = lazy(r"\{(?!@).*\}|\[.*\]", re.S)
"""A doc that is a dict or list literal: data, no sentence."""
_SEE_ONLY = lazy(r"\(?see\s+(?:also\s+)?(?:the\s+)?(?:notes?|comments?|docs?|documentation)"
                 r"\s+(?:for|on|of|in|at|above|below)\b[^()]{0,60}?\.?\)?\.?", re.I)
"""A doc that only sends the reader to another's (js-yaml's `dropEndingNewline`: "(See the
note for writeScalar.)")."""
_PLACEHOLDER = lazy(
    r"^(?:todo|fixme|xxx|tbd|tba|wip|hack)\b.*$|^(?:\.+|…|-+|none|n/?a|null|docstring|"
    r"description|summary|_?summary_?|_?description_?|\[summary\]|\[description\]|"
    r"(?:(?:module|class|method|function)\s+)?(?:docstring|description|summary)(?:\s+(?:for|of)\s+\S+)?|"
    r"insert (?:description|summary) here|add (?:a )?(?:description|summary)( here)?|"
    r"write (?:docs|documentation|me)|document me|no description|undocumented|"
    r"missing docstring|\{?@?inherit_?doc\}?|see above|see below|constructor|ctor|destructor|"
    r"default constructor|getter|setter|stub|placeholder|comment|docs?|helper|method|"
    r"function|test|init|main|main method|main function|class|object|type|struct|"
    r"(?:the )?(?:default|empty|no-arg) constructor|creates a new instance|:?nodoc:?)\W*$",
    re.I,
)
_PRONOUN = lazy(r"(?:this|it)\s+(\w+)", re.I)
_IS_ARTICLE = lazy(r"(?:is|are)\s+(an?|the)\s+")
_AUXILIARY = lazy(r"(?:is|are|was|were|has|have|can|should|must|will)\b")
_OF_WHAT = lazy(r"(?:of|for|in|on|with|from|by|that|which|whose|where)\b")
"""A preposition or relative word after "The type", "This function": the phrase goes on
naming what it is ("The type of a Key", "The type for `recipe function`")."""
_NOUN_OF = lazy(r"[a-z]+\s+(?:of|for)\b")
"""A noun and its preposition, after "The module level": the phrase names, no verb follows."""
_NOUN_AFTER = lazy(r"[a-z]+(?:\s+(?:of|for)\b|,)")
"""A noun after "The <name>", then a preposition or a comma: the name is its modifier."""
_AND_BASE = lazy(r"\s(?:and|or)\s+([a-z]+)\s+(?:the|an?|it|its|them|their|this|these|those"
                 r"|all|each|every|any)\b")
_DEMONSTRATIVES = frozenset({"this", "these", "those"})
"""Words after a function's name that make the name its verb ("Run this test"): they end in
"s" as a verb of the third person does."""
_WILL = lazy(r"will\s+(?!be\b|not\b)(?=[a-z])")
_FIRST_WORD = lazy(r"[\w.]+")
_AND_VERB_COMMA = lazy(r"(and|or)\s+([a-z]+s),")
_SPLIT_VERB = lazy(r"^(\w+)(\s+(?:or|and|/)\s+)(\w+)\b")
_ENDING = ("exits", "fails", "aborts", "panics", "quits", "terminates", "stops", "returns")
"""Verbs that end what a function does, joined by `and` with nothing after them but a
condition (`… and panics if the error is non-nil`)."""
_AND_VERB = lazy(
    r"(?:,?\s+|^)(?:and(?:\s+then)?|or|then)\s+(?:[a-z]+ly\s+)?([a-z]+(?:-[a-z]+)?s)"
    r"(?=\s+(?:the|an?|it|its|them|their|this|these|those|all|each|every|any|one|[`'\"]"
    r"|(?:null|true|false|nil|none|nothing|zero|how|whether|which)\b|[a-z]+ing\b)"
    r"|(?:" + "|".join(f"(?<={verb})" for verb in _ENDING)
    + r")(?=\s+(?:upon|on|with|if|when|unless|immediately|otherwise)\b|\s*$|[.,;]))"
)
"""`… and returns the x`, `… and optionally resets the y`, `… and starts listening`, `…, and
then returns its result`, `…, or throws an exception`: a verb that shares the subject of the
sentence's first verb; one that takes no object, too, before a preposition or at the end
(go-arg's `MustParse`: "Process command line arguments and exits upon failure")."""
_CLAUSE = lazy(
    r"\b(?:that|which|who|whose|whom|where|when|while|if|unless|until|because|they"
    r"|(?:it|this)(?=\s+[a-z]+s\b))\b",
    re.I,
)
"""A word that opens a clause of its own: a verb after it has that clause's subject (`it` and
`this` only before a verb: `this queue` is no subject)."""


_TITLE = lazy(r"[ \t]*(?:\(\))?[ \t]*:(?:\s+v\d+(?:\.\d+)+\+?)?"
              r"(?:\s+\((?:experimental|deprecated|obsolete)\))?(?:\s+|$)", re.I)
"""What follows a doc's own name at its start when it titles the doc (lz4's
`LZ4_favorDecompressionSpeed() : v1.8.2+ (experimental)`): its call's brackets, a colon, the
version it came with and its status."""


def _without_title(text: str, name: str) -> str:
    """`text` without the title that opens it with the entity's own name (lz4's every doc:
    "LZ4_compress_fast() : Same as LZ4_compress_default(), but…" listed as that); empty when
    the title is all of it ("LZ4_decoderRingBufferSize() : v1.8.2+")."""
    if not name or not text.startswith(name):
        return text
    title = _TITLE.match(text, len(name))
    return text[title.end():] if title else text


_LETS_YOU = lazy(r"(?:allows?|lets|let|enables?|helps?)\s+(?:you|users?|the\s+(?:user|caller|"
                r"client))\s+(?:to\s+)?([a-z][\s\S]*)", re.I)
"""A summary that says it lets its user do something: what it does is that something."""


def normalize_summary(summary: str, entity: Entity) -> str:
    """The doc's first sentence in the index style; empty when it is a placeholder."""
    text = _without_title(_LEAD_TAG.sub("", summary.strip()), entity.name)
    if entity.kind != "class" and (lets := _LETS_YOU.match(  # (a class is what lets you)
            (_after_name(text, entity.name) or text).lstrip())) is not None:
        text = lets.group(1)[:1].upper() + lets.group(1)[1:]  # strcase's "ConfigureAcronym
        # allows you to add additional words…" read "Allow you to add…"
    if entity.name and text.startswith(f"{entity.name} {entity.name} "):
        text = text[len(entity.name) + 1 :]  # jinzhu/now's "BeginningOfYear BeginningOfYear
        # beginning of year": the name written twice
    if text.startswith(f"{entity.name}(") and (signature := _SIGNATURE_FIRST.match(text)):
        text = text[signature.end() :]  # humanfriendly's "retry(func, timeout=60,
        # exc_type=AssertionError)" over "Retry a function until assertions no longer fail."
    call = _CALL_LINE.match(text) or _ASSIGNED_CALL.match(text)
    if call and _LITERAL_ARGUMENT.search(text, 0, call.end()):
        return ""  # an example, not a signature: luxon's `signedOffset('-5', '30') -> -330`
    if call:
        rest = text[call.end() :].strip()
        named = call.groupdict().get("result")
        result = named or call.group("tuple")
        if named and _says_what(named, entity):
            # `issubset(other) -> return True if …`: what it does, not its value
            text = f"{named}, {rest}" if rest else named
        elif named and _MORE_RESULTS.fullmatch(rest):
            # `f(a) -> opts, args`: the comma went on listing results, it began no sentence
            return _call_result(f"{result}, {rest}", entity)
        else:
            if _CONTINUED.match(rest):
                rest = f"{_call_result(result, entity)}, {rest}"
            text = rest or _call_result(result, entity)
    if not text or _PLACEHOLDER.match(text) or any(
            only.fullmatch(text) for only in (_ONLY_CALL, _ONLY_URL, _ONLY_PATH, _SEE_ONLY)) or (
            "::=" in text) or _LITERAL.fullmatch(text):  # a grammar's production (js-yaml's
        # "[33] s-white ::= s-space…"), a literal (Cerberus reads its rules' docstrings,
        # `{'type': 'container'}`, as their schemas)
        return ""
    if text.strip("`() ") == entity.name:
        return ""
    function = entity.kind != "class"
    subject = _after_name(text, entity.name) is not None  # `True asserts that…` for `True`
    predicate = _TRUE_IF.match(text) if function and not subject else None
    if predicate:
        condition = _OTHERWISE.sub("", text[predicate.end() :])
        whether = text[:7].lower() == "whether"
        if whether and (w.PROPERTY_DECORATORS.intersection(entity.decorators)
                        or "get" in entity.decorators):  # a setting read as an attribute
            # (Cerberus' `ignore_none_values`, "Whether to not process `None`-values…", read
            # "Check whether to not process…")
            return "Whether " + trim_end(condition)
        verb = "Set" if _sets_flag(entity) and whether else "Check"
        return f"{verb} whether " + trim_end(condition)
    text, known_verb = _drop_subject(text, entity)
    if function:
        first, _, rest = text.partition(" ")
        stem = _name_verb(first, entity)  # `Masks a buffer` for `mask`, not `Items are…`
        named = stem not in (None, first.lower()) and not _AUXILIARY.match(rest)
        text = _imperative_start(text, loose=known_verb or named)
    if text[:1].islower() and not _is_identifier_start(text, entity):
        text = text[0].upper() + text[1:]
    return trim_end(text)


def _sets_flag(entity: Entity) -> bool:
    """A setter of a yes-or-no option, whose doc says what the option means ("Whether the
    number of fields in records is allowed to change" on csv's `flexible(&mut self, yes:
    bool) -> &mut ReaderBuilder`): it takes a boolean, declared or defaulted (commander's
    `makeOptionMandatory(mandatory = true)`), and returns none."""
    return entity.returns.strip() not in w.BOOLEAN and any(
        param.type.strip() in w.BOOLEAN or param.default.strip().lower() in ("true", "false")
        for param in entity.params)


def _says_what(result: str, entity: Entity) -> bool:
    """Does a call line's `-> …` say what the call does (`issubset(other) -> return True if
    …`, boltons' `add(item) -> add item to the set`, `clear() -> empty the set`) rather than
    what it returns (`get(k) -> value`, `urlopen(url) -> open file-like object`)? Its first
    word is one such, or the function's own name, or a verb whose object or a preposition
    follows."""
    first, _, rest = result.partition(" ")
    lowered = first.lower()
    if lowered in _SAYS_WHAT:
        return True
    if entity.kind == "class" or not rest or not first.islower():
        return False
    return lowered == entity.name.lower() or (
        lowered in w.VERB_CLASS and bool(_OBJECT_FOLLOWS.search(rest)))


_OBJECT_FOLLOWS = lazy(r"^(?:a|an|the|this|that|each|every|all|its|their)\b|"
                       r"\b(?:to|from|of|in|into|with|at|on|by|over|for)\b")


def _call_result(result: str | None, entity: Entity) -> str:
    """`get(k) -> value` says the function returns a value; `-> None` says nothing."""
    if not result or entity.kind == "class" or result.strip() in ("None", "nothing", "void"):
        return ""
    return f"Return {result.strip()}"


def _name_is_the_verb(name: str, word: str, after: str) -> bool:
    """Does a doc that opens with the entity's `name` use it as its verb, the `word` after it
    being its object (cron's `Recover`: "Recover panics in wrapped jobs and log them", not
    "Panic in wrapped jobs")? It does when the name is one word and the verb joined by "and"
    is in the name's form (`log`), not in `word`'s (`panics`, a plural noun as well)."""
    lowered = name.lower()
    if not (word.endswith("s") and lowered.isalpha() and name[1:] == name[1:].lower()):
        return False  # one word, as a verb is
    if (w.imperative(word, loose=True) or "").lower() == lowered:
        return False  # `Stop stops the scheduler and …`
    joined = _AND_BASE.search(after)
    return joined is not None and joined.group(1) in w.VERB_CLASS


_GO_ARTICLE = lazy(r"(?:the|a|an) [a-z]")
"""A noun phrase's start after a Go doc's leading name."""
_GO_TYPE_NOUN = lazy(r"(?!(?:of|for|in|on|with|from|by|that|which|whose|where|is|are|was|has|"
                    r"have|can|should|must|will|and|or|to)\b)[a-z]+\b")
"""The first word of a Go type's doc after its name that may begin a noun phrase."""


def _drop_subject(text: str, entity: Entity) -> tuple[str, bool]:
    """Remove "This function", "Foo" (Go style), "A helper to": return (text, verb follows)."""
    rest = _after_name(text, entity.name, entity.parent.rpartition(".")[2])
    if rest is None and entity.kind != "class":
        rest = _after_stale_name(text, entity.name)
    if rest is not None:
        if rest.startswith("is like "):  # `BoolP is like Bool, but accepts…` (Go)
            return "Like " + rest[len("is like ") :], False
        article = _IS_ARTICLE.match(rest)
        if article:
            rest = rest[rest.index(" ") + 1 :]
            helper = _HELPER.match(rest) if entity.kind != "class" else None
            return _verb_for(rest, helper) if helper else (rest, False)
        if entity.kind == "class" and entity.language == "go" and _GO_TYPE_NOUN.match(rest) and (
                not w.imperative(rest.split(" ", 1)[0], loose=True)):
            return rest, False  # jinzhu/now's "Config configuration for now package": Go's
            # name first, then a noun phrase, no verb
        if entity.language == "go" and _GO_ARTICLE.match(rest) and w.base_verb(
                w.split_identifier(entity.name)[0]) is None:  # montanaflynn/stats' "Variance
            return rest, False  # the amount of variation in the dataset": Go's name first,
            # then what it gives, no verb (not cobra's "Find the target command…")
        if entity.kind == "class" or (text[:4].lower() == "the " and _NOUN_AFTER.match(rest)):
            return text, False  # csv's `field`: "The field index of a byte record…", a noun
        modal = _WILL.match(rest)
        if modal:  # `Foo will check x`
            return rest[modal.end() :], True
        verb, _, after = rest.partition(" ")
        if verb.endswith("ly") and after:  # `Foo automatically sets x`
            verb = after.split(" ", 1)[0]
        verb = verb.removesuffix(",")  # `PrintDefaults prints, to standard error, …`
        if _name_is_the_verb(entity.name, verb, after) or verb in _DEMONSTRATIVES:
            return text, True  # toml-test's `Run`: "Run this test", not "Thi test"
        if (w.imperative(verb, loose=True) and verb not in ("is", "was")) or _name_verb(
                verb, entity) or verb in w.VERB_CLASS:  # `getLen try to get x`, a Go doc's slip
            return rest, True
        return text, False
    this = _THIS.match(text)
    if this:
        rest = _FILLER.sub("", text[this.end() :])
        article = _IS_ARTICLE.match(rest)
        if article and entity.kind == "class":
            return rest[rest.index(" ") + 1 :], False
        first, _, second = rest.partition(" ")
        if _AUXILIARY.match(rest) or _OF_WHAT.match(rest) or _AUXILIARY.match(second) or (
                text[:4].lower() == "the " and not w.imperative(first)
                and (_OF_WHAT.match(second) or _NOUN_OF.match(second))
        ):  # "The task queue will be run", "The module path of
            # the message" (log's `module_path` read "Path of the message"), "The module level
            # implementation of #deep_locate" (hashie's): compound nouns
            return text, False  # "The type of a Key": a noun phrase, no verb follows
        return rest, True
    helper = _HELPER.match(text)
    if helper and not entity.read_as_value:  # sortedcontainers' `key`: "Function used to
        # extract comparison key from values" is what it holds, not what reading it does
        return _verb_for(text, helper)
    used = _USED_TO.match(text)
    if used:
        return text[used.end() :], True
    pronoun = _PRONOUN.match(text)
    if pronoun and entity.kind != "class" and w.imperative(pronoun.group(1)):
        return text[pronoun.start(1) :], True
    return text, False


def _verb_for(text: str, helper: re.Match[str]) -> tuple[str, bool]:
    """The text after a helper's subject (`A helper to parse x` -> `parse x`, `A helper for
    parsing x` -> `parse x`), and whether a verb begins it; `A wrapper for Engine.Run` is kept
    whole, a noun phrase."""
    rest = text[helper.end() :]
    if helper.group(0).split()[-1].lower() != "for":
        return rest, True
    first, space, after = rest.partition(" ")
    verb = w.gerund_base(first)
    return (f"{verb}{space}{after}", True) if verb else (text, False)


def _name_verb(word: str, entity: Entity) -> str | None:
    """The first word of the entity's name when `word` is it, as is or in the third person
    (`Masks` for `mask`, `parse` for `parseProxies`), lower-cased: a verb, whatever the
    vocabulary knows."""
    words = w.split_identifier(entity.name)
    first = words[0].lower() if words else ""
    lowered = word.lower()
    if len(first) < 3:
        return None
    base = lowered if lowered == first else (w.imperative(word, loose=True) or "").lower()
    return first if base == first else None


def _after_name(text: str, name: str, owner: str = "") -> str | None:
    """The text after a leading mention of the entity's own name (`Foo does x` -> `does x`),
    its owner's name after it in brackets too (`Render (JSON) writes x`, a Go style)."""
    rest = text[4:] if text[:4].lower() == "the " else text
    rest = rest.removeprefix("`")
    if not name or not (rest.startswith(name) or _renamed(rest[: len(name)], name)):
        return None
    rest = rest[len(name) :].removeprefix("()").removeprefix("`")
    if owner and rest.startswith(f" ({owner})"):
        rest = rest[len(owner) + 3 :]
    aside = _NAME_ASIDE.match(rest)
    if aside:  # columnize's "stringFormat, given a set of column widths …, returns a
        rest = " " + rest[aside.end() :]  # sprintf-style format string": the aside left out
    dash = _NAME_DASH.match(rest)
    if dash:  # `ShowAppHelpAndExit - Prints the list…`, `read_all -- read it` (a Go style)
        rest = " " + rest[dash.end() :]
        if rest[2:3].islower():
            rest = " " + rest[1].lower() + rest[2:]
    if rest[:1] == " " and _CAPITAL_VERB.match(rest, 1) and w.third_person(
            rest[1:].split(" ", 1)[0].lower()):
        rest = " " + rest[1].lower() + rest[2:]  # xid's "IsNil Returns true if this is…"
    if rest[:1] != " " or not rest[1:2].islower():
        return None
    return rest[1:]


_CAPITAL_VERB = re.compile(r"[A-Z][a-z]+s\b")
_NAME_ASIDE = lazy(r",\s+(?:given|when|if|for|with|once|after|before)\b[^,;.]{1,120},\s+"
                   r"(?=[a-z]+s\b)")
"""An aside between a doc's leading name and its verb, set off by commas."""


def _after_stale_name(text: str, name: str) -> str | None:
    """The text after a leading name that is another function's, copied with its doc and not
    renamed (blang/semver's `incrementMinorVersion`: "incrementMajorVersion will increment the
    minor version"): a compound name sharing half its words with `name`, or None."""
    found = _LEADING_NAME.match(text)
    if found is None or found[1] == name or (found[1].isalpha() and found[1].isupper()) or not (
            "_" in found[1].strip("_") or any(c.isupper() for c in found[1][1:])):
        return None  # a word in capitals is no name: superagent's `options`, "OPTIONS query…"
        # (a C macro's is: libgit2's `GIT_ATTR_IS_TRUE`, "GIT_ATTR_TRUE checks if…")
    own = {word.lower() for word in w.split_identifier(name)}
    words = {word.lower() for word in w.split_identifier(found[1])}
    return text[found.end():] if len(own & words) * 2 >= max(len(own), len(words)) else None


_LEADING_NAME = re.compile(r"([A-Za-z_]\w*) (?=[a-z])")
_NAME_DASH = re.compile(r" (?:--?|—|–) (?=\w)")
"""A dash between a doc's leading name and what it says of it."""


def _renamed(word: str, name: str) -> bool:
    """Is `word` the compound name `name` with other case (a Go doc left as it was when its
    function was unexported: `HandleTable returns…` for `handleTable`)? Never a plain word,
    which a sentence may begin with (`Format strings…` for `format`)."""
    compound = "_" in name or any(c.isupper() for c in name[1:])
    return compound and word.lower() == name.lower()


_PLURAL_VERBS = frozenset({"are", "were", "have", "do", "can", "must", "should", "will", "may"})
"""Words after which the first word is the sentence's subject, a plural noun (`Lists are
structurally equivalent…`, rake's), not a verb to make imperative ("List are …")."""


def _imperative_start(text: str, loose: bool) -> str:
    """Third-person first verb made imperative: `Returns x` -> `Return x`, `Gets or sets`."""
    match = _SPLIT_VERB.match(text)
    first, _, rest = text.partition(" ")
    if first.endswith(",") and rest:  # `prints, to standard error, the defaults`
        verb = w.imperative(first[:-1], loose=loose)
        also = _AND_VERB_COMMA.match(rest)  # `converts, and assigns, the value`
        second = w.imperative(also.group(2)) if also else None
        if verb and also and second:
            rest = f"{also.group(1)} {second}{rest[also.end(2) :]}"
        return f"{verb}, {rest}" if verb else text
    if rest.partition(" ")[0] in _PLURAL_VERBS or (first.lower() == "does" and (
            text.endswith("?") or rest.startswith("not "))):
        return text  # `Lists are equal if …`: a subject; `Does it have a cause?`: a question;
        # webmozart's "Does not check if $array is countable": no order "Do not check…", nor
        # after its subject (vue-query's "`usePrefetchQuery` does not return anything — …")
    if (first.lower().endswith("ly") or first.lower() in _ADVERBS) and rest:
        adverbial = _imperative_start(rest, loose)
        return text if adverbial == rest else f"{first} {adverbial}"
    verb = w.imperative(first, loose=loose)
    if verb is None:  # `parse x and returns y`, already imperative when known to be a verb
        return f"{first} {_coordinated(rest)}" if loose and rest else text
    if match:
        second = w.imperative(match.group(3), loose=loose)
        if second:
            return verb + match.group(2) + _coordinated(second + text[match.end() :])
    glossed = _GLOSS.match(rest)  # "Toggles (inverts) every bit", fixedbitset's: "Toggle
    if glossed and (said := w.imperative(glossed.group(1), loose=True)):  # (invert) …"
        rest = f"({said}){rest[glossed.end():]}"
    return f"{verb} {_coordinated(rest)}" if rest else verb


_GLOSS = lazy(r"\(([a-z]+s)\)")
"""A verb in brackets right after the first, saying it in other words."""


_ADVERBS = frozenset({"always", "never", "sometimes", "often", "also", "still", "just", "then"})
"""Adverbs that open a sentence before its verb and end with no "-ly" (Ramda's `F`: "A function
that always returns `false`" read "Alway returns `false`")."""


def _coordinated(text: str) -> str:
    """The verbs joined to the first by `and` made imperative too: `Divide two numbers and
    returns the quotient` -> `… and return the quotient`; not past a word that opens a clause of
    its own (`Return a widget that copies and restores it`)."""
    pieces, at = [], 0
    for match in _AND_VERB.finditer(text):
        # a comma before `and`/`or` closes a clause opened since (`Wait if necessary for it to
        # complete, and then return its result`)
        scope = text.rfind(",", at, match.start() + 1) + 1 if text[match.start()] == "," else at
        if _CLAUSE.search(text, max(at, scope), match.start()):
            break
        between = _SERIES_VERB.sub(_imperative_of, text[at : match.start(1)])
        pieces += [between, _imperative_of(match)]
        at = match.end(1)
    return "".join(pieces) + text[at:]


_SERIES_VERB = lazy(
    r"(?<=,\s)([a-z]+s)(?=\s+(?:the|an?|it|its|them|their|this|these|those|all|each|every|any"
    r"|one|[`'\"]))")
"""A verb in a series before the last one joined by `and`: `Construct a Request, prepares it and
sends it`."""


def _imperative_of(match: re.Match[str]) -> str:
    """The verb of `match` made imperative, a prefixed one too: symfony/stopwatch's "Creates a
    new section or re-opens an existing section" read "Create … or re-opens …"."""
    word = match.group(1)
    found = w.imperative(word, loose=word in _ENDING)  # go-version's "…and panics if the
    if found is None:  # error is non-nil" read "Wrap … and panics"
        head, tail = (word.rpartition("-")[0] + "-", word.rpartition("-")[2]) if "-" in word \
            else ("re", word[2:]) if word.startswith("re") else ("", "")
        found = head + verb if tail and (verb := w.imperative(tail)) else None
    return found or word


def _is_identifier_start(text: str, entity: Entity) -> bool:
    first = _FIRST_WORD.match(text)
    if not first:
        return False
    word = first.group(0)
    return (
        text.startswith("(", len(word))  # `gzgetc() macro and…`: a call, not a word
        or "_" in word
        or "." in word
        or any(word == p.name for p in entity.params)
        or (any(c.isupper() for c in word[1:]))
        or (word == entity.name and entity.language == "go")  # kr/pretty's "logprintfer calls
        # Fprintf…": in Go a name's case says whether it is exported ("Logprintfer calls…")
    )

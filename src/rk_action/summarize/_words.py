"""Words of identifiers: splitting, acronyms, a small verb vocabulary and English glue."""

from __future__ import annotations

from functools import lru_cache

from rk_action.lazyre import lazy


def word_set(text: str) -> frozenset[str]:
    """The space-separated words of `text`: vocabularies stay readable in the source."""
    return frozenset(text.split())


_TOKEN = lazy(r"(?!II)[A-Z]{2,}s(?![a-z])|[A-Z]{2,}v\d+(?![a-z])"
              r"|(?<![A-Za-z])[A-Za-z]\d{1,2}[a-z](?![a-z\d])|[A-Z]+\d*(?=[A-Z][a-z])"
              r"|[A-Z]?[a-z]+\d*|[A-Z]+\d*|\d+")
"""A word of a name: `HTTP`, `Adapter`, `parse`, an acronym's plural (`IDs`, `URLs`) or
version (`IPv4`: pflag's `parseIPv4Mask` read "Parse … as an i pv4 mask"), a numeronym
(`I18n`, `k8s`: the i18n gem's module read "I18 n module")."""

ACRONYMS: dict[str, str] = {
    word: word.upper()
    for word in word_set(
        "api ascii ast cli cpu css csv db dns dom eof gc gpu grpc html http https id io ip "
        "jwt jsonl json md5 os pdf png rpc sdk sha1 sha256 sql ssh ssl svg tcp tls toml tty "
        "ui udp uri url uuid xml yaml jpeg gif utf8 utf16 tz ttl acl ldap smtp imap ftp sftp "
        "ssr csrf xss cors rss lru fifo lifo iso ascii ansi rgb rgba hsv dpi crc hmac aes rsa "
        "ecdsa pem der ca crl tsv mime cgi wsgi asgi orm xpath nan sse vm io2 jvm jit ci cd"
    )
}
ACRONYMS.update(
    {
        "ids": "IDs",
        "urls": "URLs",
        "uris": "URIs",
        "apis": "APIs",
        "oauth": "OAuth",
        "nan": "NaN",
        "oauth2": "OAuth2",
        "github": "GitHub",
        "gitlab": "GitLab",
        "graphql": "GraphQL",
        "xpath": "XPath",
        "xquery": "XQuery",
        "macos": "macOS",
        "javascript": "JavaScript",
        "typescript": "TypeScript",
        "mysql": "MySQL",
        "postgresql": "PostgreSQL",
        "sqlite": "SQLite",
        "ipv4": "IPv4",
        "ipv6": "IPv6",
        "utf": "UTF",
        "json5": "JSON5",
        "base64": "base64",
        "websocket": "WebSocket",
        "html5": "HTML5",
        "http2": "HTTP/2",
        "dbs": "DBs",
        "cpus": "CPUs",
    }
)

# Verb -> the preposition its extra arguments take: "for" (lookups), "from" (reads),
# "to" (writes), "as" (parse/format), "new" (creation), "self" (acts on the instance).
_VERB_CLASSES = {
    "for": "get fetch find lookup query search select resolve retrieve compute calculate count "
    "estimate locate obtain determine pick choose guess infer detect measure",
    "from": "load read extract import restore receive pull download deserialize unmarshal unpack "
    "unpickle decode decompress unzip unserialize scan collect gather",
    "to": "save write dump export store send upload persist push publish emit post put append "
    "print log output forward dispatch broadcast copy move redirect pipe pickle echo",
    "as": "parse format encode serialize marshal cast coerce interpret treat represent stringify",
    "new": "create make build new construct generate compose assemble initialize instantiate "
    "spawn produce allocate add insert register derive declare define emplace rebuild "
    "regenerate reconstruct",
    "self": "start stop close run reset clear flush refresh reload restart connect disconnect "
    "dispose destroy cancel pause resume enable disable lock unlock commit rollback show hide "
    "render draw finalize release acquire wait join kill terminate abort exit quit activate "
    "deactivate mount unmount attach detach invalidate sync compile execute submit finish "
    "complete display freeze clone wake sleep tick step poll listen serve watch trigger fire "
    "shutdown setup teardown cleanup end begin",
    "": "validate check verify handle process apply update delete remove drop clean normalize "
    "sanitize escape unescape quote unquote strip trim split merge combine join filter map reduce "
    "sort shuffle reverse transform convert translate wrap unwrap patch replace rename resize "
    "scale rotate crop encrypt decrypt sign hash compress zip archive extract test assert "
    "ensure expect require raise throw emit notify subscribe unsubscribe bind unbind call invoke "
    "use try retry schedule queue enqueue dequeue pop peek iterate walk visit traverse crawl "
    "match compare diff evaluate simplify optimize minimize maximize round truncate pad align "
    "indent dedent wrap fill flatten expand collapse group partition chunk batch slice "
    "limit throttle debounce cache memoize mock stub spy inject configure set reset init "
    "prepare install uninstall deploy migrate upgrade downgrade seed populate index reindex "
    "authenticate authorize login logout allow deny grant revoke approve reject accept "
    "ignore skip mark tag label annotate describe explain document report warn debug trace "
    "profile benchmark monitor track record replay capture inspect analyze lint tokenize "
    "lex highlight colorize style paint fit train predict classify cluster sample plot "
    "summarize register handle navigate redirect route mount respond reply request ping "
    "wrap decorate extend inherit override implement emit generate clamp swap toggle "
    "increment decrement accumulate sum multiply divide add subtract negate invert "
    "raise lower capitalize upper lowercase uppercase pluralize slugify humanize localize "
    "quantize serialize verify confirm cancel exec execute spawn fork kill signal "
    "resolve open close bootstrap launch assign attach detach reserve free mutate return take "
    "give provide perform list let keep look decide attempt yield tell note bump touch "
    "wrap handle hold lookup search announce await build include exclude go "
    "enforce follow evict revert prepend unshift enumerate upsert substitute unfold consume "
    "retain preserve protect unregister deregister unlink associate change modify adjust "
    "grow shrink rethrow embed seek turn fold erase intercept observe interrupt "
    "interpolate intersect flip reveal refine preprocess negotiate deduplicate consolidate "
    "absorb adapt calibrate drain omit recur intern rehash lift unset discard purge prune fix "
    "scroll rewind undo redo feed inflect singularize transliterate",
}
VERB_CLASS: dict[str, str] = {}
for _cls, _words in reversed(list(_VERB_CLASSES.items())):
    for _verb in _words.split():
        VERB_CLASS[_verb] = _cls
_VERB_PREFIX = lazy(
    "|".join(sorted((v for v in VERB_CLASS if len(v) >= 3), key=len, reverse=True))
)

ABBREVIATED = {
    "init": "initialize",
    "calc": "calculate",
    "gen": "generate",
    "del": "delete",
    "rm": "remove",
    "mk": "make",
    "exec": "execute",
    "eval": "evaluate",
    "fmt": "format",
    "cmp": "compare",
    "conv": "convert",
    "proc": "process",
    "recv": "receive",
    "prep": "prepare",
    "alloc": "allocate",
    "dealloc": "deallocate",
    "incr": "increment",
    "decr": "decrement",
    "inc": "increment",
    "dec": "decrement",
    "setup": "set up",
    "lookup": "look up",
    "cleanup": "clean up",
    "teardown": "tear down",
    "shutdown": "shut down",
    "login": "log in",
    "logout": "log out",
    "signin": "sign in",
    "signup": "sign up",
    "startup": "start up",
    "backup": "back up",
    "upd": "update",
    "concat": "concatenate",
    "chk": "check",
    "val": "validate",
    "def": "define",
}
PHRASAL = word_set("set look clean tear start shut log sign back check break fill pick wake turn "
                   "split cut round scale spin zero wind lock put")
"""Verbs a particle after them belongs to (`split_off(at)`: "Split off `at`", not "Split the
off `at`", indexmap's; symfony/lock's `putOffExpiration(key, ttl)` read "Put the off
expiration")."""
PARTICLES = word_set("up down out off")
PREPOSITIONS = word_set(
    "by from to for with in of on at into as via per between without within over under"
)
QUANTIFIERS = word_set("all any each every some both either neither several no many multiple")
"""Words that take the place of an article: `cancel_all_tasks` cancels "all tasks", not "the all
tasks"."""
PREDICATES = word_set(
    "is are was were has have can could should must will would may might does did contains "
    "exists matches equals supports needs allows accepts includes requires uses wants starts "
    "ends needs satisfies intersects overlaps exceeds implies precedes subsumes encloses "
    "conflicts collides differs"
)
"""Third-person verbs a name opens with that ask a question of it (`contains(x)`), the last
ones relating it to a peer (semver's `satisfies(version, range)`, `Range#intersects(range)`:
"Return satisfies for `version`, `range` and `options`")."""
_ADJECTIVE_ENDINGS = (
    "ed",
    "ing",
    "able",
    "ible",
    "ive",
    "ous",
    "ful",
    "less",
    "al",
    "ic",
    "ent",
    "ant",
    "y",
    "ar",
    "ct",
    "ve",
    "ne",
    "id",
    "ty",
    "ly",
)
_NOUN_ENDINGS = ("er", "or", "ion", "ist", "ism", "ment", "ure", "ness", "ity", "dir", "file")


@lru_cache(maxsize=4096)
def split_identifier(name: str) -> tuple[str, ...]:
    """`HTTPAdapter` -> ("HTTP", "Adapter"); `parse_port` -> ("parse", "port"); a word of mixed
    case kept whole (`cssToXPath` -> ("css", "To", "XPath"): it read "Convert `cssExpr` from CSS
    to x path")."""
    words = _TOKEN.findall(name)
    if len(words) < 2:
        return tuple(words)
    joined: list[str] = []
    for word in words:
        if joined and (joined[-1] + word).lower() in _MIXED_CASE:
            joined[-1] += word
        else:
            joined.append(word)
    return tuple(joined)


_MIXED_CASE = frozenset({"xpath", "javascript", "typescript", "graphql", "oauth", "github",
                         "gitlab", "mysql", "postgresql", "websocket", "xquery", "macos", "nan"})
"""Words written in mixed case, which a split at each capital cuts in two (numeral's `isNaN`:
"Check whether `value` is a na n")."""


_SUFFIXES = (
    "ing",
    "ings",
    "ion",
    "ions",
    "er",
    "ers",
    "ed",
    "able",
    "ible",
    "ness",
    "ment",
    "ments",  # the mail gem's `PartsList#attachments` read "Attach the ments"
    "ner",
    "ter",
    "ping",
    "ress",
    "ance",
    "ence",
    "ity",
    "ure",
    "ive",
    "ism",
    "ist",
    "ful",
    "less",
    "ly",
    "al",
    "age",
    "ant",
    "ent",
    "ory",
    "ary",
    "ics",
    "ee",
    "ure",
)
_TYPE_WORDS = word_set(
    "list dict bytes str string int integer float json array tuple set ordinal text html xml "
    "date time datetime series frame object number bool boolean hex binary unicode ascii"
)
_ENGLISH_ON = word_set("online onward onwards onboard onboarding ongoing onset onion onions "
                       "onerous onslaught onscreen onstage")
"""Words that open with `on` and are no event's handler."""
_SHORT_OBJECTS = word_set("dir key tty set nan inf odd")
"""Three-letter words a run-together `is`/`has` name may end with (`isdir`, `haskey`)."""
_ONE_WORD = word_set(
    "newline newlines newtype markdown checkpoint checkpoints checksum checksums runtime "
    "runtimes lookahead openssl changelog changelogs changeset changesets spliterator "
    "spliterators settle settles settled settlement callback callbacks feedback rollback "
    "rollbacks fallback fallbacks playback breakpoint breakpoints"
)
_ENGLISH_IS = word_set(
    "island islands isolate isolated isolation issue issues issuer isotope islice isomorphic "
    "isometric canonical canonicalize canonicalized candidate candidates canvas cannot canary "
    "hashable hashed hashes hashing cancel cancels canceled cancelled canceling cancelling "
    "cancellation cancellations cancelable cancellable"
)
"""English words that open with a predicate's prefix (`is`, `can`, `has`): undici's
`isomorphicDecode` read "is an omorphic decode", packaging's `_canonical_spec` "can onical
spec", bluebird's `cancellationExecute` "Check whether `executor` can cellation execute"."""


_INFLECTION = lazy(r"(?:ies|es|s|ed|ing)$")
_AGENT_TAILS = frozenset({"info", "id", "ids", "agent", "agents", "data", "list", "map", "name",
                          "names", "type", "types", "count", "key", "keys"})
"""Nouns an agent noun (`user`, `server`) opens a name with, a vowel after its `r`."""
_AGENT_NOUN = lazy(r"er[^aeiouy]")
"""A verb ending in `e`, then `r` and a consonant: the word opens with the verb's agent noun
(`username` is a user's name, `computerzug`), and a split there leaves `rname`, no word."""


@lru_cache(maxsize=4096)
def split_compound(word: str) -> tuple[str, ...]:
    """A run-together lower-case name split after a leading verb: `listdir` -> (list, dir).

    Only when the rest does not look like a suffix of one longer word (`settings`, `runner`).
    """
    if not word.islower() or word in VERB_CLASS or word in ABBREVIATED or word in ACRONYMS:
        return (word,)
    if word == "isatty":  # POSIX's, in every language's library
        return ("is", "a", "tty")
    if word in ("startswith", "endswith"):  # Python's `str` methods (glom's `Path.startswith`
        return (word[:-4], "with")  # read "Start the swith `other`")
    if (len(word) > 5 and word.endswith(("ize", "ise", "ify"))) or word in _ONE_WORD:
        return (word,)  # `synchronize`, `newline`: one word, though `sync`, `new` begin it
    for prefix in ("is", "has", "can"):
        rest = word[len(prefix) :]
        if (
            word.startswith(prefix)
            and (len(rest) >= 4 or rest in _SHORT_OBJECTS)  # furl's `isdir`
            and word not in _ENGLISH_IS
            and rest[0] != "h"
        ):
            return (prefix, rest)
    if word.startswith(("to", "as")) and word[2:] in _TYPE_WORDS:  # `tolist`, `asdict`
        return (word[:2], word[2:])
    if word.startswith("on") and len(word) >= 6 and word not in _ENGLISH_ON:
        return ("on", word[2:])  # an event's handler: htmlparser2's `onclosetag`, `onerror`
    match = _VERB_PREFIX.match(word)
    if match:
        rest = word[match.end() :]
        if (len(rest) >= 3 and not rest.endswith(_SUFFIXES) and rest not in _SUFFIXES
                and len(_INFLECTION.sub("", rest)) > 2  # `countries`: no count of "ries"
                and not _AGENT_NOUN.match(word, match.end() - 1)  # `username`
                and not (match.group(0).endswith("e") and rest[:1] == "r"
                         and rest[1:] in _AGENT_TAILS)):  # hyperlink's `userinfo`: "Use the
            return (match.group(0), rest)  # rinfo"
    return (word,)


def render(words: tuple[str, ...] | list[str]) -> str:
    """Identifier words as an English phrase: acronyms upper-cased, other words lower."""
    if len(words) > 1 and all(word.isupper() or word.isdigit() for word in words):
        return " ".join(ACRONYMS.get(word.lower(), word.lower()) for word in words)
    return " ".join(render_word(word) for word in words)


def render_word(word: str) -> str:
    lowered = word.lower()
    if lowered in ACRONYMS:
        return ACRONYMS[lowered]
    if len(word) > 1 and word.isupper() and lowered not in VERB_CLASS:
        return word
    if len(word) > 2 and word[-1] == "s" and word[:-1].isupper():  # `FDs`, `CIDRs`
        return ACRONYMS.get(lowered[:-1], word[:-1]) + "s"
    return lowered


def third_person(word: str) -> bool:
    """Is lower-case `word` a verb of `VERB_CLASS` as its subject's (`yields`, `fetches`)?"""
    return word.endswith("s") and (word[:-1] in VERB_CLASS or (
        word.endswith("es") and word[:-2] in VERB_CLASS))


def base_verb(word: str) -> str | None:
    """The imperative verb for a name's first word (`calc` -> `calculate`), or None."""
    lowered = word.lower()
    if lowered in ABBREVIATED:
        return ABBREVIATED[lowered]
    if lowered in VERB_CLASS:
        return lowered
    if len(lowered) > 5 and lowered.endswith(("ize", "ise", "ify")):
        return lowered
    return None


def gerund_base(word: str) -> str | None:
    """`parsing` -> `parse`, `wrapping` -> `wrap`: the verb of a gerund the vocabulary knows,
    or None."""
    lowered = word.lower()
    if not lowered.endswith("ing") or len(lowered) < 6:
        return None
    stem = lowered[:-3]
    for candidate in (stem, stem + "e", stem[:-1] if stem[-1] == stem[-2] else ""):
        if candidate in VERB_CLASS:
            return _same_case(word, candidate)
    return None


def verb_class(verb: str) -> str:
    return VERB_CLASS.get(verb.split()[0], "")


def letters(text: str) -> str:
    """`map`, "Map", "Invalid length error" and `invalidLengthError` alike: a one-liner that
    only spells the name out says nothing more than the page's heading; `exitCode` is the field
    `ExitCode()` returns."""
    return "".join(char for char in text.lower() if char.isalnum())


PROPERTY_DECORATORS = frozenset(
    f"@{module}{name}" for module in ("", "functools.", "util.", "utils.", "_compat.", "compat.")
    for name in ("property", "cached_property", "memoized_property", "lazy_property", "reify",
                 "lazyproperty"))
"""A Python getter's decorators, the standard ones and those of libraries that memoize what
it reads (Mako's `@util.memoized_property def cache(self)` read "Cache the `Template`",
Pyramid's `@reify`): its name is an attribute's, a noun even if a verb's too."""

BOOLEAN = frozenset({"bool", "boolean", "Boolean", "BOOL", "_Bool"})
"""The boolean types' names, as declared in the languages read."""


def imperative(word: str, loose: bool = False) -> str | None:
    """`Returns` -> `Return`, `applies` -> `apply`: a third-person verb made imperative.

    Only verbs of the vocabulary, unless `loose` (the word is known to be a verb).
    """
    lowered = word.lower()
    if not lowered.replace("-", "").isalpha():  # `Engine.Files`, `x2s`: no verb
        return None
    if not word.isupper() and any(char.isupper() for char in word[1:]):
        return None  # an identifier: Go's `DecodeFS is just like Decode` read "Decode is…"
    if "-" in lowered:  # @tanstack/vue-query's "Deep-clones `value`": the verb is its end
        head, _, tail = word.rpartition("-")
        made = imperative(tail, loose) if head.isalpha() and tail.islower() else None
        return f"{head}-{made}" if made else None
    irregular = {"does": "do", "goes": "go", "has": "have"}.get(lowered)
    candidates = [lowered[:-1]] if lowered.endswith("s") else []
    if lowered.endswith("es") and lowered[:-2].endswith(("s", "x", "z", "ch", "sh", "o")):
        candidates.append(lowered[:-2])  # `matches`, `focuses`; not `runes` (xstrings'
        # "Delete runes in str…" read "Run in str…")
    if lowered.endswith("ies"):
        candidates.append(lowered[:-3] + "y")
    if lowered == "does":
        return _same_case(word, "do")
    for candidate in candidates:
        if candidate in VERB_CLASS or (len(candidate) > 5 and base_verb(candidate)):
            return _same_case(word, candidate)
    if irregular and loose:
        return _same_case(word, irregular)
    if loose and lowered.endswith("s") and not lowered.endswith("ss") and len(lowered) > 3:
        if lowered.endswith("ies"):
            return _same_case(word, lowered[:-3] + "y")
        if lowered.endswith(("ches", "shes", "sses", "xes", "zes", "oes")):
            return _same_case(word, lowered[:-2])
        return _same_case(word, lowered[:-1])
    return None


def _same_case(original: str, word: str) -> str:
    return word.capitalize() if original[:1].isupper() else word


def article(phrase: str) -> str:
    """`a` or `an` for the phrase's first word, by how it is pronounced."""
    word = phrase.lstrip("`").split(" ", 1)[0]
    if not word:
        return "a"
    lead = split_identifier(word)[0] if word[:1].isupper() and not word.isupper() else word
    if lead.isupper() and len(lead) > 1:  # an acronym, alone or opening a name: "an
        return "an" if word[0] in "AEFHILMNORSX" else "a"  # `XMLStringifier`", "an HTTP…"
    lowered = word.lower()
    if lowered.startswith(("uni", "use", "usa", "usu", "uti", "utf", "uri", "url", "one", "eu",
                           "uuid", "ulid", "uint")):
        return "a"
    if lowered.startswith(("hour", "honest", "honor")):
        return "an"
    return "an" if lowered[0] in "aeiou" else "a"


def is_plural(word: str) -> bool:
    """`users`, `keys`, `days` (a vowel before `ys`: qs's `parseKeys` read "Parse `givenKey` as
    a keys"); not `class`, `status`, `axis`, `alias`, `chaos`."""
    lowered = word.lower()
    return (
        len(lowered) > 3
        and lowered.endswith("s")
        and not lowered.endswith(("ss", "us", "is", "as", "os"))
        and not (lowered.endswith("ys") and lowered[-3] not in "aeiou")
    ) or lowered in ("ids", "urls", "data", "children", "people", "items")


_PRONOUNS = word_set("i we you he she it they one someone something anyone anything everyone "
                     "everything nobody nothing")


def noun_phrase(words: tuple[str, ...], definite: bool) -> str:
    """`the user`, `a user`, `users`: an article chosen by number and definiteness."""
    phrase = render(words)
    if words and (words[0].lower() in QUANTIFIERS or (len(words) == 1 and (
            words[0].lower() in _PRONOUNS))):  # h11's `they_are_waiting_for_100_continue`
        return phrase  # read "Check whether the they are waiting…"
    if not words or words[-1].lower() in ("data", "info", "information", "metadata"):
        return ("the " if definite else "") + phrase
    if is_plural(words[-1]):
        return ("the " if definite else "") + phrase
    return ("the " if definite else article(phrase) + " ") + phrase


def is_adjective(words: tuple[str, ...]) -> bool:
    """Whether `is_<words>` reads without an article (`is_empty`) or with one (`is_file`)."""
    last = words[-1].lower()
    if len(words) == 1:
        return not last.endswith(_NOUN_ENDINGS)
    return last.endswith(_ADJECTIVE_ENDINGS) and not last.endswith(_NOUN_ENDINGS)


_VOID_TYPES = word_set("none void () unit undefined never noreturn nil null task no_return")


def is_void(type_text: str) -> bool:
    """Whether a declared return type means "returns nothing" (`None`, `void`, `Promise<void>`)."""
    lowered = type_text.strip().lower()
    return not lowered or lowered in _VOID_TYPES or lowered.startswith("promise<void")


def listing(items: list[str], limit: int = 3, total: int = 0) -> str:
    """`a`, `a and b`, `a, b and c`, `a, b and 2 more`; "more" counts up to `total` when it
    is given (the things named, each once, of more things)."""
    if len(items) > limit:
        return ", ".join(items[: limit - 1]) + (
            f" and {max(total, len(items)) - limit + 1} more")
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def sentence_tail(text: str) -> str:
    """`text` to go on a sentence after a colon or a name: its first letter lower-cased, but
    an acronym's ("HTTP …")."""
    return text if text[1:2].isupper() else text[:1].lower() + text[1:]

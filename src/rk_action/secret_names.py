"""Values given to names that mean a secret: `password = "…"`, `DB_PASS=…`, `"api_key": …`.

Part of `redact` (the one redaction rule): what it does with names. The rule, as the README
states it:

A name *means a secret* when it holds one of the words password, passwd, pass, pwd,
passphrase, passcode (password names) or secret, token, api_key (apikey, api-key), access_key,
private_key, auth, authorization, credential (key names), followed by nothing but a plural
`s`, digits or one of `key`, `value`, `base`, `str`, `b64`, `hex`, `bytes`, `raw`, `plain`,
`text`: `DB_PASS`, `client_secret`, `SECRET_KEY_BASE`, `authToken`, `password2`, `apiKey`.

- A quoted value given to such a name (`=`, `:`, `:=`, `=>`; the next argument after a quoted
  name, `getenv("TOKEN", "…")`, `define('DB_PASSWORD', '…')`) is redacted whatever its length
  unless it obviously holds no secret: empty, no letter or digit, spaces around it, a
  placeholder or template (`changeme`, `<your token>`, `${TOKEN}`, `{token}`, `%s`, `xxx`),
  the name of a secret rather than one (`"password"`, `"DB_PASSWORD"`, `"X-Api-Key"`), a URL
  (their passwords have a rule of their own), an OID or version, a colour, a path or a type's
  name (`"string"`). A key name also keeps plain words (`"bearer"`, `"NAME"`, `"[PAD]"`,
  `"same-origin"`: kinds and a parser's tokens) and text with spaces or pattern marks;
  a password name keeps nothing else.
- Compared values (`password == "…"`) are judged as for a key name; a call's argument only
  for a password name (`set_password("…")`).
- When the word is followed by another word (`token_type`, `password_field`, `secret_name`),
  the name describes something else: its value is redacted only when it looks random.
- Unquoted values: `NAME=value` written without spaces (`.env`, shell, connection strings,
  URL queries) is judged as a quoted value; in `name = value` and `name: value` (YAML,
  INI) a value that ends the line or the string is redacted unless it is an identifier
  without digits, a number, a keyword (`None`, `null`, `true`) or a dotted name: in code
  those are variables, types and calls (so `password: letmein` stays).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from urllib.parse import unquote

from rk_action.lazyre import lazy

MASK = "[REDACTED]"

WEAK, KEY, PASSWORD = 0, 1, 2
"""How strongly a name means a secret: a value given to a WEAK name is redacted only when it
looks random, one given to a KEY name unless it is plain words, one given to a PASSWORD name
whatever it is (but for the values that obviously hold no secret, `_no_secret`)."""

# A secret word inside a name. Grouped by first letter for speed: no two words can match at
# the same place, so order is free. `pass` must end its part of the name (not `passage`).
_SECRET_WORDS = (
    r"p(?:ass(?:w(?:or)?d|phrase|code|(?![a-z]))|rivate[_-]?key|wd)|secret|token"
    r"|a(?:pi[_-]?key|ccess[_-]?key|uth(?:orization)?(?!or))|credential"
)
_SECRET_WORD = lazy(_SECRET_WORDS)  # on lower-cased text: much faster than re.I
_SECRET_WORD_ANY_CASE = lazy(_SECRET_WORDS, re.I)
_PASSWORD_WORDS = frozenset({"password", "passwd", "pass", "pwd", "passphrase", "passcode"})
_SUFFIXES = frozenset({"s", "key", "keys", "value", "val", "base", "str", "string", "b64",
                       "base64", "hex", "bytes", "raw", "plain", "plaintext", "text"})
_PART = lazy(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[0-9]+")

# What may follow the word: the rest of the name (matched once, never backtracked into: a
# name of many secret words costs linear time), a closing quote (a quoted key), `]`, a type
# annotation (`: str`, Go's ` string`, Rust's `: &str`) before `=`, the operator, then a
# quoted literal (`value`, maybe inside a call such as `SecretStr("…")`) or a bare `bare`.
_TYPE = (r"[&*]?(?:'[a-z]+[ \t]+)?[A-Za-z_][\w.\[\]<>:]{0,40}"
         r"(?:[ \t]*[|,][ \t]*[\w.\[\]<>]{1,40}){0,4}")
_AFTER_NAME = lazy(
    r"(?=(?P<rest>[A-Za-z0-9_.-]{0,64}))(?P=rest)(?P<close>[\"'`])?\]?(?:\[\d*\])?"
    rf"(?:[ \t]*:[ \t]*{_TYPE}(?=[ \t]*=)|[ \t]+{_TYPE}(?=[ \t]+=[^=]))?"
    r"(?P<before>[ \t]*)(?P<op>===?|!==?|:=|=>|\?\?=|[:=,(])(?P<after>[ \t]*)"
    r"(?:(?:[A-Za-z_]\w{0,20}\([ \t]*)?[rRbBuUfF]{0,2}(?P<quote>[\"'`])"
    r"(?P<value>(?:\\.|(?!(?P=quote))[^\\\n]){1,1024})(?P=quote)"
    r"|(?P<scheme>(?:[Bb]earer|[Bb]asic|[Tt]oken)[ \t]+)?"
    r"(?P<bare>[^\s\"'`,;(){}\[\]\\<>=]{1,4096}={0,3}))"
)
_CODE_MARKS = frozenset("[](){}<>\\|^*")  # a pattern or grammar (`[-!#0-9a-z]+`), not a key
_COMPARISONS = frozenset({"==", "===", "!=", "!=="})
_CALL_OPENING = lazy(r"\w[ \t]*\([ \t]*([\"'`])$")
_DEFINE = lazy(r"(#[ \t]*define[ \t]+)(\w+)([ \t]+\")([^\"\n]{1,1024})(\")")
# Where a bare value may end: a line, a string, or (for `NAME=value`) a word or a field.
_LINE_END = lazy(r"[ \t]*(?:[\r\n\"'`\\]|#|//|$)")
_NEXT_PARAMETER = lazy(r"&\w+=")
_FIELD_END = lazy(r"[\s;&\"'`\\]|$")
_SCHEME = lazy(r"^(?:Bearer|Basic|Token|Digest|token|bearer|basic)\s+")
_PLACEHOLDER = lazy(
    r"your|xxx|\*\*\*|\.\.\.|change[_-]?me|example|dummy|fake|sample|placeholder|redacted|"
    r"todo|insert|replace|here\b",
    re.I,
)
_HOLE = lazy(
    r"\$\{[^}]*\}|\$\([^)]*\)|#\{[^}]*\}|\{\{.*?\}\}|\{[\w.\[\]'\"]*(?:![rsa])?(?::[^{}]*)?\}"
    r"|%\(\w+\)[sdr]|%[sdr]|\$[A-Za-z_]\w*(?:\[[^\]]*\])?|<[^<>]*>"
)
# Values that are something else: an OID or version, a colour, a path of plain words, a type.
_NOT_A_SECRET = lazy(
    r"[0-9]+(?:\.[0-9]+)+|#(?:[0-9A-Fa-f]{3,4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})"
    r"|(?:~|\.{1,2})?(?:/\.?(?:[a-z]+|[A-Z][a-z]*)[0-9]*(?:[._-](?:[a-z]+|[A-Z][a-z]*)[0-9]*)*)+/?"
    r"|(?:string|str|number|int|integer|float|boolean|bool|bytes|object|any|binary)\??(?:\[\])?"
)
_REFERENCE = lazy(r"[A-Za-z_][\w$]*(?:(?:\??\.|!\.|::|->)[A-Za-z_][\w$]*)+")
_ADDRESS_OF = lazy(r"^&(?:mut[ \t]+)?")
"""The `&` (Rust's `&mut `) that takes a variable's address in Go, C and Rust."""
_NUMBER = lazy(r"[-+]?[0-9][0-9_.]*[A-Za-z]{0,2}")
_KEYWORDS = frozenset({"None", "none", "null", "Null", "NULL", "nil", "nullptr", "undefined",
                       "true", "false", "True", "False", "TRUE", "FALSE",
                       "Bearer", "bearer", "Basic", "basic", "Token", "token", "Digest"})
_NAME_WORDS = frozenset({"password", "passwd", "pass", "pwd", "passphrase", "passcode",
                         "secret", "secrets", "token", "tokens", "key", "keys", "api", "apikey",
                         "auth", "authorization", "credential", "credentials"})
_LETTERS = lazy(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_PLAIN_WORD = lazy(r"[a-z]+|[A-Z]+|[A-Z]?[a-z]+(?:[A-Z][a-z]+)*")
_SEPARATORS = lazy(r"[\W_]+")
# Names, not secrets: `Proxy-Authorization`, `APP_SECRET_KEY`, `db-password`, `accessToken`.
_WORDY = lazy(r"[A-Za-z]+(?:[-_. /][A-Za-z]+)+|[A-Z]+(?:_[A-Z0-9]+)*|[a-z]+(?:[A-Z][a-z]+)+")


def redact_assignments(text: str) -> str:
    """Values given to secret-sounding names, each found from the name's secret word."""
    lowered = text.lower()
    if len(lowered) == len(text):
        words = _SECRET_WORD.finditer(lowered)
    else:
        words = _SECRET_WORD_ANY_CASE.finditer(text)
    pieces: list[str] = []
    done = read = 0
    for word in words:
        start = word.start()
        if start < read:
            continue  # inside a value already read: a value, not a name
        found = word.group().lower()
        if found == "pass" and not _starts_part(text, start):
            continue  # `bypass`, `compass`
        match = _AFTER_NAME.match(text, word.end())
        if match is None:
            continue
        if match.group("bare") is not None:  # a run without spaces is read once, not per word
            read = match.end("bare")
        span = _secret_span(text, found, match)
        if span is not None:
            pieces += [text[done : span[0]], span[2]]
            done = read = span[1]
    text = "".join(pieces) + text[done:] if pieces else text
    return _DEFINE.sub(_define_value, text) if "define" in text else text


def _starts_part(text: str, start: int) -> bool:
    """Whether a word starts a part of its name: `db_pass`, `dbPass`, not `bypass`."""
    before = text[start - 1] if start else " "
    return not before.isalpha() or (before.islower() and text[start].isupper())


def _strength(word: str, rest: str) -> int:
    """How strongly a name whose secret word is `word`, followed by `rest`, means a secret."""
    for part in _PART.findall(rest):
        if not part.isdigit() and part.lower() not in _SUFFIXES:
            return WEAK
    return PASSWORD if word in _PASSWORD_WORDS else KEY


def _secret_span(text: str, word: str, match: re.Match[str]) -> tuple[int, int, str] | None:
    """(start, end, replacement) of the secret a match of `_AFTER_NAME` holds, if any."""
    strength = _strength(word, match.group("rest"))
    op = match.group("op")
    if op == ":" and match.group("before"):
        return None  # `a ? "token" : "x"`, `pass :meth:`: no key and value
    if op == "(" and strength != PASSWORD:
        return None  # `set_password("…")`; other calls take no secret of that name
    if op == "," and not _first_argument(text, match.start(), match.group("close")):
        return None  # `getenv("TOKEN", "…")`, not `("token", "…")` nor `f(password, "…")`
    if op in _COMPARISONS:
        strength = min(strength, KEY)  # `if mode == "plain"`: plain words are kinds
    value = match.group("value")
    if value is not None:
        replaced = _masked_literal(value, strength, one_word=op == ",")
        return None if replaced is value else (match.start("value"), match.end("value"),
                                               replaced)
    if op not in ("=", ":", ":=", "=>", "??="):
        return None  # comparisons and calls take quoted values only
    bare, end = match.group("bare"), match.end("bare")
    field = op == "=" and not match.group("before") and not match.group("after")
    query = _NEXT_PARAMETER.search(bare) if field and "&" in bare else None
    if query:  # `?access_token=…&page=2`: the value ends where the next parameter starts
        bare, end = bare[: query.start()], match.start("bare") + query.start()
    if not bare:
        return None
    if not (_FIELD_END if field else _LINE_END).match(text, end):
        return None  # more code follows: an expression, not a value
    if not _bare_secret(bare, strength, field or bool(match.group("scheme"))):
        return None
    return match.start("bare"), end, MASK


def _first_argument(text: str, name_end: int, quote: str | None) -> bool:
    """Whether the name ending at `name_end` is quoted by `quote` and a call's first argument:
    `getenv("TOKEN"`, `define('DB_PASSWORD'` (not a tuple or list of names)."""
    start = name_end
    while start and (text[start - 1].isalnum() or text[start - 1] in "_.-"):
        start -= 1
    opening = _CALL_OPENING.search(text, max(start - 40, 0), start)
    return opening is not None and opening.group(1) == quote


def _masked_literal(value: str, strength: int, one_word: bool = False) -> str:
    """A quoted literal, masked if it holds a secret (`Bearer ` and similar schemes kept);
    the very same object when it does not."""
    scheme = _SCHEME.match(value)
    secret = value[scheme.end() :] if scheme else value
    if (one_word and any(c.isspace() for c in secret)) or not _holds_secret(secret, strength):
        return value
    return (scheme.group(0) if scheme else "") + MASK


def _holds_secret(value: str, strength: int) -> bool:
    """Whether a quoted value given to a name of `strength` is a secret (see the module)."""
    if _no_secret(value):
        return False
    if strength == WEAK:
        return _random_secret(value)
    if strength == KEY:  # keys and tokens are one word of letters, digits and a few marks
        return not (_plain_words(value) or any(c.isspace() or c in _CODE_MARKS for c in value))
    return True


def _bare_secret(value: str, strength: int, field: bool) -> bool:
    """Whether an unquoted value is a secret; `field` for `NAME=value` and `Bearer value`."""
    if value in _KEYWORDS or _REFERENCE.fullmatch(value) or value[0] == ":" or value[-1] == ":":
        return False  # code (`None`, `self.password`), markup (`:class:`), a scheme (`Bearer`)
    if strength == WEAK:
        return not _no_secret(value) and _random_bare(value)
    if not _holds_secret(value, strength):
        return False
    # `.env`, shell and connection strings hold values; in `name = x` a word is code, and so
    # is its address (gojsonschema's `currentSchema.pass = &b` showed "[REDACTED]")
    named = _ADDRESS_OF.sub("", value)
    return field or not (_NUMBER.fullmatch(value) or (
        named.isidentifier() and not any(c.isdigit() for c in named)))


def _no_secret(value: str) -> bool:
    """A value that obviously holds no secret, whatever its name: empty, no letter or digit,
    spaces around it, a URL, a placeholder or template, a name of a secret, an OID, a colour,
    a path, a type, or already redacted."""
    if not value or MASK in value or "://" in value or value != value.strip():
        return True
    if not any(c.isalnum() for c in value) or _NOT_A_SECRET.fullmatch(value):
        return True
    return bool(_PLACEHOLDER.search(value)) or _is_template(value) or _names_a_secret(value)


def url_password_kept(password: str) -> bool:
    """Whether the password of a URL (`scheme://user:password@host`) is no secret."""
    return _no_secret(unquote(password))


def _is_template(value: str) -> bool:
    """A value made of template holes (`${TOKEN}`, `{}`, `%s`, `$value[0]:$value[1]`)."""
    holes_out = _HOLE.sub("", value)
    return holes_out != value and not any(c.isalnum() for c in holes_out)


def _names_a_secret(value: str) -> bool:
    """A value that names a secret instead of holding one: words, one of them a secret word
    (`"DB_PASSWORD"`, `"X-Api-Key"`, `"Password: "`); digits only in a name of three parts or
    more (`password1` may well be the password)."""
    parts = [part for part in _SEPARATORS.split(value) if part]
    if not parts or (len(parts) < 3 and any(c.isdigit() for c in value)):
        return False
    if not all(p.isdigit() or _PLAIN_WORD.fullmatch(p.strip("0123456789")) for p in parts):
        return False
    return any(word.lower() in _NAME_WORDS for part in parts for word in _LETTERS.findall(part))


def _plain_words(value: str) -> bool:
    """Words without digits, each in one case or capitalized: `bearer`, `NAME`, `[PAD]`."""
    if len(value) > 40 or any(c.isdigit() for c in value):
        return False
    words = [w for w in _SEPARATORS.split(value) if w]
    return bool(words) and all(_PLAIN_WORD.fullmatch(w) for w in words)


def _define_value(match: re.Match[str]) -> str:
    name = match.group(2)
    strength = max((_strength(w.group().lower(), name[w.end() :])
                    for w in _SECRET_WORD_ANY_CASE.finditer(name)), default=None)
    if strength is None:
        return match.group(0)
    value = _masked_literal(match.group(4), strength)
    return match.group(1) + name + match.group(3) + value + match.group(5)


def _random_secret(value: str) -> bool:
    """A literal given to a WEAK name that is a secret all the same: long and random."""
    if len(value) < 16 or any(c.isspace() or c == "\\" for c in value):
        return False
    if _WORDY.fullmatch(value) or _HOLE.search(value):
        return False
    if value.isalpha() and (value.islower() or value.isupper()):
        return False  # a word, not a key
    return looks_random(value, minimum=16) and entropy(value) >= 3.5


def _random_bare(value: str) -> bool:
    """An unquoted value given to a WEAK name: masked only if clearly random and not a name."""
    digits = sum(c.isdigit() for c in value)
    if not digits or not any(c.isalpha() for c in value):
        return False
    if value.isidentifier() and ("_" in value or digits < 3):
        return False
    return _random_secret(value)


def looks_random(value: str, minimum: int, floor: float = 2.8) -> bool:
    """Long enough, of mixed character classes and high enough entropy (bits per character)."""
    if len(value) < minimum:
        return False
    classes = sum(
        (
            any(c.islower() for c in value),
            any(c.isupper() for c in value),
            any(c.isdigit() for c in value),
            any(not c.isalnum() for c in value),
        )
    )
    bits = entropy(value)
    return (classes >= 2 and bits >= floor) or (len(value) >= 20 and bits >= 3.5)


def entropy(value: str) -> float:
    """Shannon entropy of the characters of `value`, in bits per character."""
    counts = Counter(value)
    total = len(value)
    return -sum(n / total * math.log2(n / total) for n in counts.values())

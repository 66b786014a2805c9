"""Fixed phrasing for names whose meaning the language defines: dunders, constructors,
operators, `main`, and the protocol methods of common standard interfaces."""

from __future__ import annotations

import re

from rk_action.lazyre import lazy
from rk_action.model import Entity
from rk_action.summarize import _words as w

_OPERATORS = {
    "add": "+",
    "sub": "-",
    "mul": "*",
    "matmul": "@",
    "truediv": "/",
    "floordiv": "//",
    "div": "/",
    "mod": "%",
    "divmod": "divmod",
    "pow": "**",
    "lshift": "<<",
    "rshift": ">>",
    "and": "&",
    "xor": "^",
    "or": "|",
}
_DUNDERS = {
    "__init__": "Initialize {a}",
    "__new__": "Create a new {o} instance",
    "__post_init__": "Finish initializing {the}",
    "__repr__": "Return the developer representation of {the}",
    "__str__": "Return the string form of {the}",
    "__format__": "Format {the} with the format spec {p0}",
    "__bytes__": "Return {the} as bytes",
    "__hash__": "Return the hash of {the}",
    "__bool__": "Check whether {the} is truthy",
    "__len__": "Return the number of items in {the}",
    "__length_hint__": "Estimate the number of items in {the}",
    "__iter__": "Iterate over {the}",
    "__aiter__": "Iterate asynchronously over {the}",
    "__next__": "Return the next item",
    "__anext__": "Return the next item asynchronously",
    "__reversed__": "Iterate over {the} in reverse",
    "__contains__": "Check whether {the} contains {p0}",
    "__getitem__": "Get the item at {p0}",
    "__setitem__": "Set the item at {p0} to {p1}",
    "__delitem__": "Delete the item at {p0}",
    "__missing__": "Handle the missing key {p0}",
    "__getattr__": "Look up the missing attribute {p0}",
    "__getattribute__": "Look up the attribute {p0}",
    "__setattr__": "Set the attribute {p0} to {p1}",
    "__delattr__": "Delete the attribute {p0}",
    "__dir__": "List the attributes of {the}",
    "__call__": "Call {the} like a function",
    "__enter__": "Enter the context of {the}",
    "__exit__": "Exit the context of {the}",
    "__aenter__": "Enter the async context of {the}",
    "__aexit__": "Exit the async context of {the}",
    "__await__": "Make {the} awaitable",
    "__del__": "Finalize {the} before it is garbage-collected",
    "__eq__": "Compare {the} with {p0} for equality",
    "__ne__": "Compare {the} with {p0} for inequality",
    "__lt__": "Check whether {the} is less than {p0}",
    "__le__": "Check whether {the} is less than or equal to {p0}",
    "__gt__": "Check whether {the} is greater than {p0}",
    "__ge__": "Check whether {the} is greater than or equal to {p0}",
    "__copy__": "Return a shallow copy of {the}",
    "__deepcopy__": "Return a deep copy of {the}",
    "__reduce__": "Support pickling of {the}",
    "__reduce_ex__": "Support pickling of {the}",
    "__getstate__": "Return the state of {the} for pickling",
    "__setstate__": "Restore {the} from the pickled state {p0}",
    "__getnewargs__": "Return the arguments that recreate {the} when unpickled",
    "__get__": "Get the descriptor's value for {p0}",
    "__set__": "Set the descriptor's value on {p0} to {p1}",
    "__delete__": "Delete the descriptor's value from {p0}",
    "__set_name__": "Record the owner class and attribute name of the descriptor",
    "__init_subclass__": "Customize subclasses of {the}",
    "__class_getitem__": "Support generic subscription of {o}",
    "__subclasshook__": "Customize subclass checks against {o}",
    "__instancecheck__": "Customize instance checks against {o}",
    "__fspath__": "Return the file system path of {the}",
    "__index__": "Convert {the} to an integer index",
    "__int__": "Convert {the} to an integer",
    "__float__": "Convert {the} to a float",
    "__complex__": "Convert {the} to a complex number",
    "__round__": "Round {the}",
    "__neg__": "Negate {the}",
    "__pos__": "Apply unary plus to {the}",
    "__abs__": "Return the absolute value of {the}",
    "__invert__": "Return the inverse of {the} (`~`)",
    "__sizeof__": "Return the size of {the} in bytes",
}
_METHODS = {
    "__destruct": "Destroy {a}",
    "__toString": "Return the string form of {the}",
    "__get": "Read the inaccessible property {p0}",
    "__set": "Write the inaccessible property {p0}",
    "__isset": "Check whether the inaccessible property {p0} is set",
    "__unset": "Unset the inaccessible property {p0}",
    "__call": "Handle calls to inaccessible methods",
    "__callStatic": "Handle static calls to inaccessible methods",
    "__invoke": "Call {the} like a function",
    "__clone": "Adjust a freshly cloned {o}",
    "__serialize": "Return the data that serializes {the}",
    "__unserialize": "Restore {the} from serialized data",
    "__sleep": "Prepare {the} for serialization",
    "__wakeup": "Restore {the} after unserialization",
    "__debugInfo": "Return the properties shown when dumping {the}",
    "toString": "Return the string form of {the}",
    "equals": "Compare {the} with {p0} for equality",
    "Equals": "Compare {the} with {p0} for equality",
    "hashCode": "Return the hash code of {the}",
    "GetHashCode": "Return the hash code of {the}",
    "compareTo": "Compare {the} with {p0} for ordering",
    "method_missing": "Handle calls to undefined methods of {the}",
    "respond_to_missing?": "Report which undefined methods {the} handles",
    "each": "Yield each item of {the}",
    "setUp": "Set up the test fixture",
    "tearDown": "Tear down the test fixture",
    "setUpClass": "Set up the fixture shared by the tests of {the}",
    "tearDownClass": "Tear down the fixture shared by the tests of {the}",
}
_JS_METHODS = {  # a callback's, no generator: postcss' `Container.each(callback)` read "Yield
    "each": "Call {p0} for each item of {the}",  # each item of the `Container`"
    # what arithmetic and comparisons read of an object (signals-core's `Signal.valueOf` read
    # "Return the value of")
    "valueOf": "Return the primitive value of {the}",
}
_RUST_OPERATORS = {name: said + f" (`{sign}`)" for name, (said, sign) in {
    "add": ("Add {p0} to {the}", "+"), "sub": ("Subtract {p0} from {the}", "-"),
    "mul": ("Multiply {the} by {p0}", "*"), "div": ("Divide {the} by {p0}", "/"),
    "rem": ("Return the remainder of {the} divided by {p0}", "%"),
    "bitand": ("Return the bitwise AND of {the} and {p0}", "&"),
    "bitor": ("Return the bitwise OR of {the} and {p0}", "|"),
    "bitxor": ("Return the bitwise XOR of {the} and {p0}", "^"),
    "shl": ("Shift {the} left by {p0}", "<<"), "shr": ("Shift {the} right by {p0}", ">>"),
    "neg": ("Negate {the}", "-x"), "not": ("Return the complement of {the}", "!x"),
    "add_assign": ("Add {p0} to {the} in place", "+="),
    "sub_assign": ("Subtract {p0} from {the} in place", "-="),
    "mul_assign": ("Multiply {the} by {p0} in place", "*="),
    "div_assign": ("Divide {the} by {p0} in place", "/="),
    "rem_assign": ("Set {the} to its remainder divided by {p0}", "%="),
    "bitand_assign": ("Set {the} to its bitwise AND with {p0}", "&="),
    "bitor_assign": ("Set {the} to its bitwise OR with {p0}", "|="),
    "bitxor_assign": ("Set {the} to its bitwise XOR with {p0}", "^="),
    "shl_assign": ("Shift {the} left by {p0} in place", "<<="),
    "shr_assign": ("Shift {the} right by {p0} in place", ">>="),
}.items()}
"""The methods of Rust's operator traits (`ops::Add`, `AddAssign`, …), with the operator each
stands for."""
_BY_LANGUAGE = {
    "python": {  # the mapping protocol's, whose name reads as a setter (addict's `Dict`'s read
        # "Set the default `key` to `default`")
        "setdefault": "Return the value at {p0}, first set to {p1} when it is missing",
    },
    "go": {
        "String": "Return the string form of {the}",
        "Error": "Return the error message of {the}",
        "Len": "Return the number of items in {the}",
        "Less": "Report whether item {p0} sorts before item {p1}",
        "Swap": "Swap items {p0} and {p1}",
        "ServeHTTP": "Serve the HTTP request {p1}",
        "Unwrap": "Return the error wrapped by {the}",
        # the methods `errors.Is` and `errors.As` look for (backoff's `PermanentError.Is`
        # read "Check whether `target` is")
        "Is": "Report whether the error {p0} matches {the} (for `errors.Is`)",
        "As": "Set {p0} to {the} when it can hold it (for `errors.As`)",
        "MarshalJSON": "Encode {the} as JSON",
        "UnmarshalJSON": "Decode {the} from JSON {p0}",
        "MarshalText": "Encode {the} as text",
        "UnmarshalText": "Decode {the} from the text {p0}",
        "MarshalBinary": "Encode {the} as binary data",
        "UnmarshalBinary": "Decode {the} from the binary data {p0}",
        "GoString": "Return the Go syntax of {the}",
        # `fmt.Formatter`: pkg/errors' four read "Format `s`", what it writes to
        "Format": "Format {the} into {p0} for the `fmt` verb {p1}",
    },
    "rust": {
        "fmt": "Format {the} for display",
        "eq": "Compare {the} with {p0} for equality",
        "cmp": "Compare {the} with {p0} for ordering",
        "partial_cmp": "Compare {the} with {p0} for ordering",
        "hash": "Feed {the} into the hasher {p0}",
        "clone": "Return a copy of {the}",
        "default": "Return the default {o}",
        "drop": "Release the resources of {the}",
        "from": "Convert {p0} into {a}",
        "deref": "Dereference {the} to its inner value",
        "deref_mut": "Dereference {the} mutably to its inner value",
        "next": "Advance the iterator and return the next item",
        "next_back": "Advance the iterator from the back and return the item there",
        "poll": "Poll {the} for completion",
        "serialize": "Serialize {the} with the serializer {p0}",
        "deserialize": "Deserialize {a} with the deserializer {p0}",
        "len": "Return the number of items in {the}",
        # `ops::Index` and `IndexMut` (slab's read "Index `key`", "Index the mut `key`")
        "index": "Get the item at {p0}, as `x[…]` does",
        "index_mut": "Get the item at {p0} to change it, as `x[…] = value` does",
        **_RUST_OPERATORS,  # `ops`' (bytesize's read "Add an assign from `rhs`", "Return
        # the mul for `other`")
    },
    "javascript": _JS_METHODS,
    "typescript": _JS_METHODS,
    "ruby": {  # a callable object's (a Rack app's `call(env)`, hashdiff's `self.call(obj1, obj2,
        # opts)` read "Call `obj1`", as if it called its argument)
        "call": "Call {the} like a function{with_all}",
        # a class method `self.new` that makes what the module stands for (multipart-post's
        # `Parts::Part.new(boundary, name, value, headers)`, "New `boundary`")
        "new": "Make a new {o}{with_all}",
    },
    "php": {  # the standard interfaces' methods (`ArrayAccess`, `Countable`, …): dot-access-data's
        # `offsetGet` read "Return the offset get for `key`"
        "offsetGet": "Get the item at {p0} (`$object[$key]`)",
        "offsetSet": "Set the item at {p0} to {p1} (`$object[$key] = $value`)",
        "offsetExists": "Check whether there is an item at {p0} (`isset($object[$key])`)",
        "offsetUnset": "Remove the item at {p0} (`unset($object[$key])`)",
        "getIterator": "Return an iterator over {the}",
        "jsonSerialize": "Return the data that represents {the} in JSON",
    },
}
_RUST_TRAITS_ONLY = frozenset({"fmt", "eq", "cmp", "partial_cmp", "hash", "clone", "drop",
                               "deref", "deref_mut", "poll", "serialize", "deserialize", "index",
                               "index_mut", *_RUST_OPERATORS})
"""Rust names whose description is their standard trait's method's, only in an `impl Trait for
…` block: a type's own method of the name does what its doc or code says."""
_RUST_TRAIT_IMPL = lazy(r"impl\b[^\n]*\bfor\b")
_RUST_FORMAT = lazy(r"impl\b[^\n]*?\b(?:fmt::)?(Debug|Display|LowerHex|UpperHex|Octal|Binary"
                    r"|LowerExp|UpperExp|Pointer)\s+for\b")
"""The head of a Rust `impl Debug for …` block (or another formatting trait's), which a
method's signature opens with."""
_RUST_FORMATS = {
    "Debug": "for debugging output", "LowerHex": "as lower-case hexadecimal",
    "UpperHex": "as upper-case hexadecimal", "Octal": "as octal", "Binary": "as binary",
    "LowerExp": "in lower-case scientific notation",
    "UpperExp": "in upper-case scientific notation", "Pointer": "as a pointer address",
}
"""How `fmt` formats for each formatting trait but `Display` (bytes' `impl LowerHex for
BytesRef` read "Format the `BytesRef` for display")."""
_IMPLEMENTING = {
    "go": {
        "Scan": "Read {the} from the database value {p0}",
        "Value": "Convert {the} to a database value",
    },
}
"""Names that mean what these say only when the doc says the method implements an interface
(`sql.Scanner`, `driver.Valuer`): `sql.Row.Scan(dest…)` reads into `dest`."""
_OPERATOR_NAME = lazy(r"^(?:operator(?![A-Za-z_])\s*(.+)|([-+*/%<>=!&|^~\[\]]+|\[\]=?|<=>|=~|!~))$")


_GO_RETURNS = {"Unwrap": ("error", "[]error"), "Error": ("string",), "String": ("string",),
               "GoString": ("string",), "Len": ("int",), "Less": ("bool",), "Is": ("bool",),
               "As": ("bool",)}
"""What the interface methods of these names return: one returning another type is not theirs."""


def special_description(entity: Entity, implementing: bool = False) -> str:
    """The fixed description of a language-defined name, or empty for ordinary names; with
    `implementing`, of a method its doc says implements an interface."""
    name = entity.name
    owner = entity.parent.rsplit(".", 1)[-1].rsplit("::", 1)[-1]
    template = _DUNDERS.get(name) if entity.language == "python" else None
    protocol = _BY_LANGUAGE.get(entity.language, {}).get(name) if owner else None
    if protocol and entity.language == "python" and (
            len(entity.params) != _arity(protocol) or "*" in entity.signature):
        protocol = None  # not the mapping protocol's `setdefault(key, default)`: cachetools'
        # `setdefault(*args, **kwargs)` hands its arguments on
    if protocol and entity.language in ("javascript", "typescript") and (
            len(entity.params) < _arity(protocol)):
        protocol = None  # a generator's `*each()` yields, as `_METHODS`' "each" says
    template = template or protocol
    if not template and implementing and owner:
        template = _IMPLEMENTING.get(entity.language, {}).get(name)
    if template and entity.language == "go" and (len(entity.params) != _arity(template) or (
            name in _GO_RETURNS and entity.returns.strip() not in ("", *_GO_RETURNS[name]))):
        template = None  # not the interface's method: robfig/cron's `Error(err, msg, kv...)`,
        # chi's `(b *basicWriter) Unwrap() http.ResponseWriter` ("Return the error wrapped…")
    formatting = _RUST_FORMAT.match(entity.signature) if (
        template and entity.language == "rust" and name == "fmt") else None
    if formatting and formatting.group(1) in _RUST_FORMATS:  # `impl fmt::Debug for …`
        template = f"Format {{the}} {_RUST_FORMATS[formatting.group(1)]}"
    if template and entity.language == "rust" and name in ("next", "next_back") and not (
            entity.returns.startswith("Option")):
        template = None  # not `Iterator::next`: toml's `Tokenizer::next` returns a `Result`
    if template and entity.language == "rust" and name in _RUST_TRAITS_ONLY and not (
            _RUST_TRAIT_IMPL.match(entity.signature)):
        template = None  # indexmap's own `IndexMap::hash(&self, key)` feeds no hasher
    if not template and owner:
        template = _METHODS.get(name)
    if not template and owner and is_constructor(entity) and _closed(entity):
        template = "Keep {a} from being created outside it (its constructor is private and empty)"
        # (nyholm/psr7's `Stream`, made only by its own `Stream::create`)
    if not template and owner and name == _CONSTRUCTORS.get(entity.language):
        template = "Initialize {a}"
    converted = _rust_from(entity) if template and entity.language == "rust" and (
        name == "from") else ""
    if entity.language == "rust" and name == "into" and owner and (
            into := _RUST_INTO_TARGET.match(entity.signature)):  # crossbeam's `impl
        # Into<usize> for Selected`: "Return a value into"
        converted = f"Convert {_the(owner)} into `{_LIFETIME.sub('', into.group(1)).strip()}`"
    if converted:
        return converted
    if template:
        return template.format(**_fields(entity, owner))
    return (_constructor(entity, name, owner) or _operator(entity, name, owner)
            or _system_call(entity))


def _system_call(entity: Entity) -> str:
    """What a function or method named as a POSIX file call does (rubyzip's `ZipFsDir.mkdir`,
    `ZipFsFile.chmod` read "Return the mkdir for `entry_name` and `permissions`", "Return the
    chmod for `mode` and `filenames`"), with what it is given."""
    said = _SYSTEM_CALLS.get(entity.name)
    if said is None:
        return ""
    given = [f"`{param.name}`" for param in entity.params]
    if not given:
        return said
    return f"{said} ({w.listing(given, 3)})"


_SYSTEM_CALLS = {
    "chmod": "Change the permissions (mode) of files",
    "lchmod": "Change the permissions (mode) of symbolic links",
    "chown": "Change the owner of files",
    "lchown": "Change the owner of symbolic links",
    "chdir": "Change the current directory",
    "mkdir": "Make a directory",
    "makedirs": "Make a directory and its missing parents",
    "mkdir_p": "Make a directory and its missing parents",
    "rmdir": "Remove a directory",
    "unlink": "Remove (unlink) a file",
    "readlink": "Read the target of a symbolic link",
    "symlink": "Make a symbolic link",
    "getcwd": "Return the current working directory",
    "pwd": "Return the current working directory",
    "utime": "Set the access and modification times of files",
    "mkfifo": "Make a named pipe (FIFO)",
    "lstat": "Return the status of a file, not following a symbolic link",
    "foreach": "Run a block for each item",
}
"""The POSIX calls a file system's API is named after (and Ruby's `Dir.foreach`), by what
each does."""


def _rust_from(entity: Entity) -> str:
    """`From::from` with the types it converts between, as its `impl` line names them:
    camino's twelve `from`s into `Arc`, `Rc` and `Box` each read "Convert `path` into an
    `Arc`", their sources and targets dropped; "" when the line is not there."""
    target = _RUST_FROM_TARGET.match(entity.signature)
    if target is None or len(entity.params) != 1:
        return ""
    into = _LIFETIME.sub("", target.group(1)).strip()
    given = _LIFETIME.sub("", entity.params[0].type).strip()
    subject = f"`{entity.params[0].name}` (`{given}`)" if given else f"`{entity.params[0].name}`"
    return f"Convert {subject} into {w.article(into.lstrip('&'))} `{into}`"


_RUST_FROM_TARGET = lazy(r"impl\b[^\n]*?\bFrom<[^\n]*?>\s+for\s+([^\n]+?)\s*(?:where\b[^\n]*)?$",
                         re.M)
"""The type an `impl From<…> for Type` line converts into."""
_RUST_INTO_TARGET = lazy(r"impl\b[^\n]*?\bInto<([^\n]+?)>\s+for\s")
"""The type an `impl Into<Type> for …` line converts into."""
_LIFETIME = lazy(r"'\w+\b(?:\s*,)?\s*")


def _arity(template: str) -> int:
    """How many parameters a template's method takes: one past the last it names (`{p1}`:
    two), as Go's interface methods do (`Error()`, `Less(i, j)`, `ServeHTTP(w, r)`)."""
    return 1 + max((int(digit) for digit in _PARAMETER.findall(template)), default=-1)


_PARAMETER = lazy(r"\{p(\d)\}")


_CONSTRUCTORS = {"python": "__init__", "javascript": "constructor", "typescript": "constructor",
                 "ruby": "initialize", "php": "__construct"}
"""The name of a class's constructor, in the languages that give it one: elsewhere it is a
method like another (Symfony Yaml's static `Inline::initialize`, which sets the parser's
flags, read "Initialize an `Inline`")."""


def is_constructor(entity: Entity) -> bool:
    """Whether the method initializes instances of its class (its language's spelling, or
    its class's name)."""
    owner = entity.parent.rsplit(".", 1)[-1].rsplit("::", 1)[-1]
    return bool(owner) and entity.name in (_CONSTRUCTORS.get(entity.language), owner)


def _closed(entity: Entity) -> bool:
    """A private constructor of no parameters and an empty body, there so that no instance is
    made (webmozart's `Assert`, Java's utility classes), not to initialize one: its page read
    "Initialize an `Assert`"."""
    return ("private" in entity.decorators and not entity.params
            and _EMPTY_BODY.search(entity.code) is not None)


_EMPTY_BODY = lazy(r"\)\s*\{\s*\}\s*$")


def _fields(entity: Entity, owner: str) -> dict[str, str]:
    named = [f"`{p.name}`" for p in entity.params]
    params = [*named, "the other value", "the value"]
    return {
        "o": f"`{owner}`" if owner else "the object",
        "a": f"{w.article(owner.lstrip('_'))} `{owner}`" if owner else "the object",
        "the": _the(owner),
        "p0": params[0],
        "p1": params[1],
        "with_all": f" with {w.listing(named, 3)}" if named else "",
    }


def _the(owner: str) -> str:
    return f"the `{owner}`" if owner else "the object"


_CONSTRUCTED = lazy(r"\)\s*:\s*([A-Za-z_$][\w$]*)(?:<.*>)?\s*;?$")
"""What a TypeScript construct signature makes: `new (message: string): NotFoundError`."""


def _constructor(entity: Entity, name: str, owner: str) -> str:
    if name == "main" and (not owner or entity.language in ("java", "cpp")):
        return "Program entry point"
    if entity.language == "go" and name == "init" and not owner:
        return "Initialize the package"
    if owner and name == owner and entity.language in ("java", "cpp", "php", "c", "javascript"):
        return "Construct {a}".format(**_fields(entity, owner))
    if owner and name == "~" + owner:
        return "Destroy {a}".format(**_fields(entity, owner))
    if entity.language == "rust" and name == "new" and owner:
        return f"Create a new `{owner}`"
    if entity.language == "typescript" and name == "new" and owner:  # `new (): Error`
        constructed = _CONSTRUCTED.search(entity.signature)
        return f"Create a new `{constructed.group(1)}`" if constructed else "Create a new instance"
    if entity.language == "go" and name.startswith("New"):
        made = name[3:] or entity.returns.strip("*( )").split(",")[0].split(".")[-1]
        returned = entity.returns.strip("*( )")
        if returned.lower() == made.lower():
            made = returned  # gobwas/glob's `NewLexer(source string) *lexer`: no `Lexer` made
        if not made.isidentifier():
            return ""
        built = _GO_LITERAL.findall(entity.code)
        if made not in built and len(set(built)) == 1:  # afero's `NewReadOnlyFileHandle`
            # returns `&File{…, readOnly: true}`: no type of that name, a `File` so made
            return f"Create a new `{built[0]}` ({w.render(w.split_identifier(made))})"
        declared = returned.split(",")[0].strip().lstrip("*").rpartition(".")[2]
        if declared[:1].isupper() and declared.isidentifier() and made not in (declared, *built):
            # go-difflib's `NewMatcher(a, b []string) *SequenceMatcher`: no `Matcher` made
            words = w.split_identifier(made)
            shown = "" if all(word.lower() in declared.lower() for word in words) else (
                f" ({w.render(words)})")
            return f"Create a new `{declared}`{shown}"
        return f"Create a new `{made}`"
    return ""


_GO_LITERAL = lazy(r"\breturn\s+&?([A-Z]\w*)\{")
"""The type of a composite literal a Go function returns: `return &File{…}`."""


def _operator(entity: Entity, name: str, owner: str) -> str:
    the = _the(owner)
    if entity.language == "python" and name.startswith("__") and name.endswith("__"):
        core = name[2:-2]
        for prefix, label in (("", "`{}`"), ("r", "reflected `{}`"), ("i", "in-place `{}=`")):
            symbol = _OPERATORS.get(core[len(prefix) :]) if core.startswith(prefix) else None
            if symbol:
                return f"Implement {label.format(symbol)} for {the}"
        return ""
    match = _OPERATOR_NAME.match(name)
    if match:
        symbol = (match.group(1) or match.group(2)).strip()
        params = [f"`{p.name}`" for p in entity.params if p.name]
        if symbol == "[]" and len(params) == 1:  # netrc's `def [](k)` read "Implement the `[]`
            return f"Get the item at {params[0]} (`[]`)"  # operator for the `Netrc`"
        if symbol == "[]=" and len(params) == _KEY_AND_VALUE:
            return f"Set the item at {params[0]} to {params[1]} (`[]=`)"
        return f"Implement the `{symbol}` operator for {the}"
    return ""


_KEY_AND_VALUE = 2

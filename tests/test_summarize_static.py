"""The static summarizer on entities built by hand (the extractors are not needed)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rk_action.model import Entity, Kind, Param, ParamDoc, Summary
from rk_action.summarize.static import (
    INHERITED,
    NO_SUMMARY,
    NOTHING_KNOWN,
    READ_FROM_NAME,
    describe,
    summarize,
)


def facts_of(summary: Summary) -> str:
    """What It Does after the one-liner and the note an undocumented entity's page opens with
    (they say what its index line says, and where that came from); all of it for others."""
    text = summary.what_it_does
    if READ_FROM_NAME not in text:
        return text
    head = f"{summary.description.rstrip('.')}.\n\n{READ_FROM_NAME}"
    assert text.startswith(head), text
    return text.removeprefix(head).removeprefix("\n\n")


def entity(
    name: str,
    code: str,
    language: str = "python",
    kind: Kind = "function",
    doc: str = "",
    signature: str = "",
    params: tuple[Param, ...] = (),
    returns: str = "",
    parent: str = "",
    bases: tuple[str, ...] = (),
    decorators: tuple[str, ...] = (),
    start_line: int = 10,
) -> Entity:
    return Entity(
        name=name,
        symbol=f"{parent}.{name}" if parent else name,
        kind=kind,
        language=language,
        source="src/example",
        start_line=start_line,
        end_line=start_line + code.count("\n"),
        code=code,
        doc=doc,
        signature=signature or code.split("\n")[0].rstrip(" :{"),
        params=params,
        returns=returns,
        parent=parent,
        bases=bases,
        decorators=decorators,
    )


P = Param

# One row per case: the entity, then the description it must get. Kept one case per row.
# fmt: off
UNDOCUMENTED = [
    (entity("parse_port", "def parse_port(value: str) -> int:\n    return int(value)",
            params=(P("value", "str"),), returns="int"), "Parse `value` as a port"),
    (entity("is_valid_email", "def is_valid_email(s):\n    return RE.match(s) is not None",
            params=(P("s"),)), "Check whether `s` is a valid email"),
    (entity("get_user", "def get_user(id):\n    return db.get(id)", params=(P("id"),)),
     "Get the user for `id`"),
    (entity("to_json", "def to_json(self):\n    return json.dumps(self.__dict__)",
            kind="method", parent="Config"), "Convert to JSON"),
    (entity("__init__", "def __init__(self, path):\n    self.path = path", kind="method",
            parent="Foo", params=(P("path"),)), "Initialize a `Foo`"),
    (entity("__len__", "def __len__(self):\n    return len(self.items)", kind="method",
            parent="Bag"), "Return the number of items in the `Bag`"),
    (entity("__enter__", "def __enter__(self):\n    return self", kind="method",
            parent="Lock"), "Enter the context of the `Lock`"),
    (entity("__radd__", "def __radd__(self, other):\n    return self + other", kind="method",
            parent="Money", params=(P("other"),)), "Implement reflected `+` for the `Money`"),
    (entity("HTTPAdapter", "class HTTPAdapter(BaseAdapter):\n    pass", kind="class",
            bases=("BaseAdapter",)), "HTTP adapter (extends `BaseAdapter`)"),
    (entity("Config", "class Config:\n    x = 1", kind="class"), "`Config` class"),
    (entity("save_config", "def save_config(config, path):\n    write(path, config)",
            params=(P("config"), P("path"))), "Save `config` to `path`"),
    (entity("load", "def load(path) -> Config:\n    return Config.read(path)",
            params=(P("path"),), returns="Config"), "Load a `Config` from `path`"),
    (entity("user_count", "def user_count(self):\n    return len(self.users)", kind="method",
            parent="Group"), "Return the user count"),
    (entity("celsius_to_fahrenheit", "def celsius_to_fahrenheit(c):\n    return c * 9 / 5 + 32",
            params=(P("c"),)), "Convert `c` from celsius to fahrenheit"),
    (entity("listdir", "def listdir(path):\n    return os.listdir(path)", params=(P("path"),)),
     "List the dir `path`"),
    (entity("f", "def f(x):\n    return open(x)", params=(P("x"),)), "Wrap a call to `open`"),
    (entity("test_parse_port_rejects_negative",
            "def test_parse_port_rejects_negative():\n    assert parse_port('-1') is None"),
     "Test `parse_port`: rejects negative"),
    (entity("fetchUser", "async function fetchUser(id) {\n  return (await fetch(id)).json();\n}",
            language="javascript", params=(P("id"),), decorators=("async",)),
     "Fetch the user for `id`"),
    (entity("constructor", "constructor(http) { this.http = http; }", language="typescript",
            kind="method", parent="UserService", params=(P("http", "HttpClient"),)),
     "Initialize a `UserService`"),
    (entity("initialize", "def initialize(name)\n  @name = name\nend", language="ruby",
            kind="method", parent="Greeter", params=(P("name"),)), "Initialize a `Greeter`"),
    # only Ruby's `initialize` constructs: Symfony Yaml's static `Inline::initialize` sets flags
    (entity("initialize", "public static function initialize(int $flags)\n{\n"
            "    self::$flags = $flags;\n}", language="php", kind="method", parent="Inline",
            params=(P("flags", "int"),), decorators=("static",)), "Initialize `flags`"),
    # what a factory method makes is what it returns (Doctrine's `InflectorFactory::build`)
    (entity("build", "public function build(): Inflector\n{\n    return new Inflector();\n}",
            language="php", kind="method", parent="InflectorFactory", returns="Inflector"),
     "Build an `Inflector`"),
    # and it is so when what it is made from has a default (symfony/uid's `UlidFactory::
    # create(?\DateTimeInterface $time = null): Ulid` read "Create the `UlidFactory` with
    # `time`"); made without a class, its parameter is still no object (`Ulid::generate`
    # read "Generate `time`")
    (entity("create", "public function create(?\\DateTimeInterface $time = null): Ulid\n{\n"
            "    return new Ulid($time);\n}", language="php", kind="method",
            parent="UlidFactory", params=(P("time", "?\\DateTimeInterface", "null"),),
            returns="Ulid"), "Create a `Ulid` from `time`"),
    (entity("generate", "public static function generate(?\\DateTimeInterface $time = null): "
            "string\n{\n    return (string) $time;\n}", language="php", kind="method",
            parent="Ulid", params=(P("time", "?\\DateTimeInterface", "null"),),
            returns="string", decorators=("static",)), "Generate from `time`"),
    (entity("gen", "func gen(buf io.StringWriter, cmd *Command) {\n\tbuf.WriteString(cmd.Use)"
            "\n}", language="go", params=(P("buf", "io.StringWriter"), P("cmd", "*Command"))),
     "Generate into `buf` from `cmd`"),
    # `put off` is one verb (symfony/lock's `putOffExpiration` read "Put the off expiration")
    (entity("putOffExpiration", "public function putOffExpiration(Key $key, float $ttl)\n{\n"
            "    $this->x($key);\n}", language="php", kind="method", parent="RedisStore",
            params=(P("key", "Key"), P("ttl", "float"))),
     "Put off the expiration with `key` and `ttl`"),
    # Rust's `into_inner` unwraps (unicase's `Ascii::into_inner` read "Convert the `Ascii`
    # into an inner")
    (entity("into_inner", "pub fn into_inner(self) -> S {\n    self.0\n}", language="rust",
            kind="method", parent="Ascii", params=(P("self"),), returns="S"),
     "Unwrap the `Ascii`, returning the value it holds"),
    # a static `fromX` that returns a string makes no instance of its class (`BinaryUtil::
    # fromBase` read "Create `BinaryUtil` from a base")
    (entity("fromBase", "public static function fromBase(string $digits, array $map): string"
            "\n{\n    return $digits;\n}", language="php", kind="method", parent="BinaryUtil",
            params=(P("digits", "string"), P("map", "array")), returns="string",
            decorators=("static",)), "Convert `digits` from a base"),
    # a body that only raises says what it does: attrs' frozen `Attribute.__setattr__` read
    # "Set the attribute `name` to `value`"; an abstract method's placeholder does not
    (entity("__setattr__", "def __setattr__(self, name, value):\n    raise FrozenInstanceError()",
            kind="method", parent="Attribute", params=(P("name"), P("value"))),
     "Always raise `FrozenInstanceError`"),
    (entity("delete", "def delete(self, key):\n    raise NotImplementedError", kind="method",
            parent="Store", params=(P("key"),)), "Delete `key`"),
    # one statement on two lines (hashie's `fail_property_required_error!` read "Return the
    # fail property required error for `property`"), or its brackets closed on a third
    (entity("fail_required!", "  def fail_required!(property)\n    raise ArgumentError,\n"
            "          \"The property #{property} is required\"\n  end", language="ruby",
            kind="method", parent="Dash", params=(P("property"),)), "Always raise `ArgumentError`"),
    (entity("refuse", "def refuse(x):\n    raise ValueError(\n        f\"bad {x}\"\n    )",
            params=(P("x"),)), "Always raise `ValueError`"),
    # Go's `fmt.Formatter`: pkg/errors' read "Format `s`", the state it writes to
    (entity("Format", "func (f *fundamental) Format(s fmt.State, verb rune) {\n\tf.n++\n}",
            language="go", kind="method", parent="fundamental",
            params=(P("s", "fmt.State"), P("verb", "rune"))),
     "Format the `fundamental` into `s` for the `fmt` verb `verb`"),
    # what a method extends or updates is its own instance (either's `extend(iter)`)
    (entity("extend", "fn extend<T>(&mut self, iter: T) {\n    self.inner.extend(iter)\n}",
            language="rust", kind="method", parent="Either", params=(P("iter", "T"),)),
     "Extend the `Either` with `iter`"),
    # attrs' `_make_hash(…, cache_hash)` read "Make a hash `cache_hash` from …"
    (entity("_make_hash", "def _make_hash(cls, attrs, cache_hash):\n    return 1",
            params=(P("cls"), P("attrs"), P("cache_hash"))),
     "Make a hash from `cls`, `attrs` and `cache_hash`"),
    (entity("create", "public function create(): self\n{\n    return new self();\n}",
            language="php", kind="method", parent="Factory", returns="self"),
     "Create the `Factory`"),
    (entity("new", "new <T>(info?: Info<T>): TimeoutError<T>;", language="typescript",
            kind="method", parent="TimeoutErrorCtor", params=(P("info", "Info<T>"),),
            signature="new <T>(info?: Info<T>): TimeoutError<T>"),
     "Create a new `TimeoutError`"),  # an interface's construct signature
    (entity("UserService", "export class UserService extends Base implements OnInit {}",
            language="typescript", kind="class", bases=("Base", "OnInit"),
            signature="export class UserService extends Base implements OnInit"),
     "User service (extends `Base`, implements `OnInit`)"),
    # a Rust trait implements nothing: its bases are the traits it requires (itertools)
    (entity("Itertools", "pub trait Itertools: Iterator {}", language="rust", kind="class",
            bases=("Iterator",), signature="pub trait Itertools: Iterator"),
     "`Itertools` trait (requires `Iterator`)"),
    (entity("NewServer", "func NewServer(addr string) *Server {\n\treturn &Server{addr}\n}",
            language="go", params=(P("addr", "string"),), returns="*Server"),
     "Create a new `Server`"),
    (entity("String", "func (p Point) String() string {\n\treturn fmt.Sprint(p.X)\n}",
            language="go", kind="method", parent="Point", returns="string"),
     "Return the string form of the `Point`"),
    (entity("Reader", "type Reader interface {\n\tRead(p []byte) (int, error)\n}", language="go",
            kind="class", signature="type Reader interface"), "`Reader` interface"),
    (entity("new", "pub fn new(name: &str) -> Self {\n    Self { name: name.into() }\n}",
            language="rust", kind="method", parent="Config", params=(P("name", "&str"),),
            returns="Self"), "Create a new `Config`"),
    (entity("ColorMode", "enum ColorMode { Light, Dark }", language="rust", kind="class",
            signature="enum ColorMode"), "Color mode enum"),
    (entity("getName", "public String getName() {\n    return name;\n}", language="java",
            kind="method", parent="User", returns="String"), "Get the name"),
    (entity("setName", "public void setName(String name) {\n    this.name = name;\n}",
            language="java", kind="method", parent="User", params=(P("name", "String"),),
            returns="void"), "Set the name to `name`"),
    (entity("isEmpty", "public boolean isEmpty() {\n    return size == 0;\n}", language="java",
            kind="method", parent="Stack", returns="boolean"),
     "Check whether the `Stack` is empty"),
    (entity("~Matrix", "~Matrix() { delete[] data_; }", language="cpp", kind="method",
            parent="Matrix"), "Destroy a `Matrix`"),
    (entity("operator==", "bool operator==(const Matrix& o) const { return eq(o); }",
            language="cpp", kind="method", parent="Matrix", params=(P("o", "const Matrix&"),),
            returns="bool"), "Implement the `==` operator for the `Matrix`"),
    # Ruby's and C++'s subscript: netrc's `def [](k)` read "Implement the `[]` operator for
    # the `Netrc`"
    (entity("[]", "def [](k)\n  @data[k]\nend", language="ruby", kind="method", parent="Netrc",
            params=(P("k"),)), "Get the item at `k` (`[]`)"),
    (entity("[]=", "def []=(k, info)\n  @data[k] = info\nend", language="ruby", kind="method",
            parent="Netrc", params=(P("k"), P("info"))), "Set the item at `k` to `info` (`[]=`)"),
    (entity("valid?", "def valid?(token)\n  !token.nil?\nend", language="ruby",
            params=(P("token"),)), "Check whether `token` is valid"),
    (entity("to_s", "def to_s\n  name\nend", language="ruby", kind="method", parent="Person"),
     "Convert to a string"),
    (entity("findByEmail", "public function findByEmail(string $email): ?User {"
                           "\n    $this->n++;\n}",
            language="php", kind="method", parent="Repo", params=(P("email", "string"),),
            returns="?User"), "Find the `User` by `email`"),
    (entity("main", "int main(int argc, char **argv) {\n    return run(argc, argv);\n}",
            language="c", params=(P("argc", "int"), P("argv", "char **")), returns="int"),
     "Program entry point"),
    # C names start with their subsystem's prefix: the verb comes after it
    (entity("damon_destroy_target", "void damon_destroy_target(struct damon_target *t)"
                                    "\n{\n\tcount++;\n}",
            language="c", params=(P("t", "struct damon_target *"),), returns="void"),
     "Destroy the target `t`"),
    (entity("padata_work_init", "static void padata_work_init(struct padata_work *pw)"
                                "\n{\n\tcount++;\n}",
            language="c", params=(P("pw", "struct padata_work *"),), returns="void"),
     "Initialize the padata work from `pw`"),
    (entity("trace_find_mark", "static int trace_find_mark(unsigned long long d)\n{\n\tcount++;\n}",
            language="c", params=(P("d", "unsigned long long"),), returns="int"),
     "Find the mark for `d`"),
    (entity("bdi_unregister", "void bdi_unregister(struct backing_dev_info *bdi)\n{\n\tcount++;\n}",
            language="c", params=(P("bdi", "struct backing_dev_info *"),), returns="void"),
     "Unregister `bdi`"),
    # …unless another verb or a modifier makes the name something else
    (entity("rt_write_lock_nested", "void rt_write_lock_nested(rwlock_t *rwlock)\n{\n\tcount++;\n}",
            language="c", params=(P("rwlock", "rwlock_t *"),), returns="void"),
     "Rt write lock nested for `rwlock`"),
    (entity("min_free_kbytes_sysctl_handler", "int min_free_kbytes_sysctl_handler(int w)"
                                              "\n{\n\tcount++;\n}",
            language="c", params=(P("w", "int"),), returns="int"),
     "Handle `w` (the min free kbytes sysctl handler)"),
    (entity("__nr_free_highpages", "static unsigned long __nr_free_highpages(void)"
                                   "\n{\n\tcount++;\n}",
            language="c", returns="unsigned long"), "Return nr free highpages"),
    (entity("make_write_int_arg", "auto make_write_int_arg(T value, sign_t sign)\n{\n\tcount++;\n}",
            language="cpp", params=(P("value", "T"), P("sign", "sign_t"))),
     "Make a write int arg from `value` and `sign`"),
    (entity("sax_parse", "bool sax_parse(SAX* sax, bool strict)\n{\n\tcount++;\n}", language="cpp",
            kind="method", parent="parser", params=(P("sax", "SAX*"), P("strict", "bool"))),
     "Sax parse for `sax` and `strict`"),
    (entity("fetch_user_record", "def fetch_user_record(db):\n    return db.get()",
            params=(P("db"),)), "Fetch the user record for `db`"),
    (entity("user_record_get", "def user_record_get(db):\n    return db.get()",
            params=(P("db"),)), "Return the user record get for `db`"),
    # a property is read as an attribute, whatever verb its name begins with
    (entity("verify_mode", "@property\ndef verify_mode(self):\n    return self._mode",
            kind="method", parent="SSLContext", decorators=("@property",)),
     "Return the verify mode"),
    # a property's setter and deleter say so
    (entity("missing", "@missing.setter\ndef missing(self, value):\n    self._m = value",
            kind="method", parent="Field", params=(P("value"),),
            decorators=("@missing.setter",)), "Set the missing to `value`"),
    (entity("load_default", "@load_default.deleter\ndef load_default(self):\n    del self._d",
            kind="method", parent="Field", decorators=("@load_default.deleter",)),
     "Delete the load default"),
    (entity("unregister_archive_format", "def unregister_archive_format(name):\n    del F[name]",
            params=(P("name"),)), "Unregister the archive format `name`"),
    # a name ending in a preposition: its parameters say what and where
    (entity("copy_to", "def copy_to(src, dst):\n    dst.write(src.read())",
            params=(P("src"), P("dst"))), "Copy `src` to `dst`"),
    (entity("recv_into", "def recv_into(buffer, nbytes):\n    return 0",
            params=(P("buffer"), P("nbytes"))), "Receive into `buffer`"),
    (entity("_path_is_relative_to", "def _path_is_relative_to(path, base):\n    return True",
            params=(P("path"), P("base")), returns="bool"),
     "Check whether `path` is relative to `base`"),
    (entity("creds_are_invalid", "static bool creds_are_invalid(const struct cred *cred)"
                                 "\n{\n\tcount++;\n}",
            language="c", params=(P("cred", "const struct cred *"),), returns="bool"),
     "Check whether the creds are invalid"),
    # `new` begins a name, but no verb: something new is made
    (entity("new_module", "def new_module(name):\n    return M(name)", params=(P("name"),)),
     "Create a new module from `name`"),
    (entity("new_message", "def new_message(self):\n    return M()", kind="method",
            parent="FeedParser"), "Create a new message"),
    # one word that a verb begins: not split after it
    (entity("synchronize", "def synchronize(block)\n  block.call\nend", language="ruby",
            params=(P("block"),)), "Synchronize `block`"),
    # a setter whose first parameter is the value: the others say how
    (entity("set_pattern", "def set_pattern(pattern, kind):\n    P[kind] = pattern",
            params=(P("pattern"), P("kind"))), "Set the pattern to `pattern`"),
    (entity("newline_convert", "def newline_convert(data):\n    return data.replace('\\r', '')",
            params=(P("data"),)), "Return the newline convert for `data`"),
    (entity("markdown", "def markdown(template)\n  render(:markdown, template)\nend",
            language="ruby", params=(P("template"),)), "Return the markdown for `template`"),
    # Java's own word (java.util.stream's 7 "Split the erator")
    (entity("spliterator", "Spliterator.OfInt spliterator();", language="java", kind="method",
            parent="IntStream", returns="Spliterator.OfInt"), "Return the spliterator"),
    # a quantifier takes the article's place: "all tasks", not "the all tasks"
    (entity("cancel_all_tasks", "def cancel_all_tasks(loop):\n    loop.stop()",
            params=(P("loop"),)), "Cancel all tasks `loop`"),
    (entity("get_all_options", "def get_all_options(self):\n    return self._all",
            kind="method", parent="OptionParser"), "Get all options"),
    (entity("deserialize_any", "fn deserialize_any<V>(self, visitor: V) -> Result<V::Value> {"
                               "\n    let n = 1;\n}",
            language="rust", kind="method", parent="StrDeserializer",
            params=(P("visitor", "V"),), returns="Result<V::Value>"),
     "Deserialize any from `visitor`"),
    # a Rust macro named for what it makes is a macro; one named for what it does, a verb
    (entity("regex", "macro_rules! regex {\n    ($re:expr) => { Regex::new($re) };\n}",
            language="rust", signature="macro_rules! regex"), "`regex!` macro"),
    (entity("define_builder", "macro_rules! define_builder {\n    () => {};\n}",
            language="rust", signature="macro_rules! define_builder"), "Define a builder"),
    (entity("no_expansion", "fn no_expansion(&mut self) -> Option<Cow<str>> {\n    let n = 1;\n}",
            language="rust", kind="method", parent="Replacer",
            returns="Option<Cow<str>>"), "Return no expansion"),
]
# fmt: on


@pytest.mark.parametrize(
    ("subject", "expected"), UNDOCUMENTED, ids=lambda x: getattr(x, "symbol", "")
)
def test_generated_descriptions(subject: Entity, expected: str) -> None:
    assert summarize(subject).description == expected


DOCUMENTED = [
    ("Returns the user with the given {@code id}.", "java", "Return the user with the given `id`"),
    ("This function validates a JWT token.", "javascript", "Validate a JWT token"),
    ("Listen starts accepting connections on addr.", "go", "Start accepting connections on addr"),
    ("Listen automatically retries on a busy port.", "go", "Automatically retry on a busy port"),
    ("Normalizes a path, eliminating double slashes, etc.", "python",
     "Normalize a path, eliminating double slashes, etc."),  # the dot of `etc.` stays
    ("Handles lists, tuples, etc. Then more.", "python", "Handle lists, tuples, etc."),
    ("Waits for delay ms.", "python", "Wait for delay ms"),  # a unit, no abbreviation
    ("@brief Opens the device.", "c", "Open the device"),
    ("True if the cache is warm.", "python", "Check whether the cache is warm"),
    ("Return `True` if the items are sorted, and `False` otherwise.", "python",
     "Check whether the items are sorted"),
    # `True for x` states no condition
    ("Returns True for 3xx responses with a location,\n`False` otherwise.", "python",
     "Return True for 3xx responses with a location, `False` otherwise"),
    ("return true on success", "cpp", "Return true on success"),
    ("Returns true if and only if this regex matches the string given.", "rust",
     "Check whether this regex matches the string given"),
    ("Return true if at the last request the map was full.", "python",
     "Check whether at the last request the map was full"),
    ("D.get(k[,d]) -> D[k] if k in D, else d.", "python", "Return D[k] if k in D, else d"),
    (
        "S.count(value) -> integer -- return number of occurrences",
        "python",
        "Return number of occurrences",
    ),
    ("Helper to parse the header line.", "python", "Parse the header line"),
    ("Gets or sets the value.", "python", "Get or set the value"),
    # a call line's arrow that says what the call does, not what it returns
    ("issubset(other) -> return True if other contains this set", "python",
     "Check whether other contains this set"),
    ("iter_both(*others) -> iterate over elements also in others", "python",
     "Iterate over elements also in others"),
    # a verb joined to the first by `and` shares its subject; one in a clause of its own not
    ("Divides two numbers and returns the integer part.", "python",
     "Divide two numbers and return the integer part"),
    # one that takes no object too, before a preposition or at the end (go-arg's `MustParse`:
    # "Process command line arguments and exits upon failure"); not a noun
    ("Processes command line arguments and exits upon failure.", "go",
     "Process command line arguments and exit upon failure"),
    ("Writes the batch and returns.", "python", "Write the batch and return"),
    ("Compares keys and values with the other.", "python",
     "Compare keys and values with the other"),
    ("Closes the line, and starts a new one and returns it.", "python",
     "Close the line, and start a new one and return it"),
    ("Gets or sets the value and returns the old one.", "python",
     "Get or set the value and return the old one"),
    ("Returns a widget that copies and restores the filter.", "python",
     "Return a widget that copies and restores the filter"),
    ("Sets the current head to the specified commit oid and optionally\nresets the index and "
     "working tree to match.", "c", "Set the current head to the specified commit oid and "
     "optionally reset the index and working tree to match"),
    ("Returns the keys and values of x.", "python", "Return the keys and values of x"),
    (
        "Atomically updates the element at index `i`.",
        "java",
        "Atomically update the element at index `i`",
    ),
    ("The basename of the program.", "ruby", "The basename of the program"),
    ("It returns the cached entry.", "python", "Return the cached entry"),
    ("Changes the group membership.", "cpp", "Change the group membership"),
    ("Turns a 128-bit integer into hexadecimal notation.", "python",
     "Turn a 128-bit integer into hexadecimal notation"),
    # a last clause that the colon's code completes is no part of the line (viper)
    ("Returns an option which overrides the default value, the default is:\n\n    x()", "go",
     "Return an option which overrides the default value"),
    ("Parses the config, which is read from disk:\n\n    x()", "go",
     "Parse the config, which is read from disk"),
    # a verb after `, or`, `, and then` or in a series shares the first verb's subject; `this
    # queue` opens no clause (java.util.concurrent; requests' Session.request)
    ("Computes a result, or throws an exception if unable to do so.", "java",
     "Compute a result, or throw an exception if unable to do so"),
    ("Waits if necessary for this future to complete, and then returns its result.", "java",
     "Wait if necessary for this future to complete, and then return its result"),
    ("Removes all available elements from this queue and adds them to the given collection.",
     "java", "Remove all available elements from this queue and add them to the given collection"),
    ("Constructs a Request, prepares it and sends it.", "python",
     "Construct a Request, prepare it and send it"),
    # TomDoc's visibility before the description (faraday), as `Internal:` already was
    ("Public: Duplicate some text an arbitrary number of times.", "ruby",
     "Duplicate some text an arbitrary number of times"),
]


@pytest.mark.parametrize(("doc", "language", "expected"), DOCUMENTED)
def test_doc_summary_is_normalized(doc: str, language: str, expected: str) -> None:
    name = {"go": "Listen", "ruby": "basename"}.get(language, "thing")
    subject = entity(name, "x", language=language, doc=doc)
    assert summarize(subject).description == expected


def test_the_type_of_something_keeps_its_noun() -> None:
    """tomlkit's `KeyType` ("The type of a Key.") read "Of a Key", libgit2's `git_proxy_t`
    "Of proxy to use", immer's `Producer` "For `recipe function`"; "This function runs" still
    reads "Run"."""
    key = entity("KeyType", "class KeyType(Enum):\n    pass", kind="class",
                 doc="The type of a Key.")
    assert summarize(key).description == "The type of a Key"
    run = entity("run", "def run():\n    pass", doc="This function runs the thing.")
    assert summarize(run).description == "Run the thing"


def test_a_doc_naming_its_function_in_other_case_drops_that_subject() -> None:
    """A Go doc left as it was when its function was unexported; never a plain word that a
    sentence may begin with."""
    renamed = entity("handleTable", "func handleTable() {}", language="go",
                     doc="HandleTable returns a reference when it is checked.")
    assert summarize(renamed).description == "Return a reference when it is checked"
    plain = entity("format", "func format() {}", language="go",
                   doc="Format strings are parsed here.")
    assert summarize(plain).description == "Format strings are parsed here"


NAMED_VERBS = [
    # the doc's first word is the name's first verb, which the vocabulary need not know
    ("mask", "javascript", "", "Masks a buffer using the given mask.",
     "Mask a buffer using the given mask"),
    ("items", "python", "", "Items are kept in order.", "Items are kept in order"),
    # a Go doc's slips: the bare verb, or `will`, after the name
    ("parseTrustedProxies", "go", "", "parseTrustedProxies parse the proxies and returns them.",
     "Parse the proxies and return them"),
    ("isTrusted", "go", "", "isTrusted will check whether ip is trusted.",
     "Check whether ip is trusted"),
    ("UsagePadding", "go", "", "UsagePadding return padding for the usage.",
     "Return padding for the usage"),
    ("Log", "go", "", "Log will be called for each entry.", "Log will be called for each entry"),
    # the owner named after the method, in brackets
    ("Render", "go", "render.JSON", "Render (JSON) writes data with custom ContentType.",
     "Write data with custom ContentType"),
    ("Render", "go", "render.JSON", "Render (XML) writes data.", "Render (XML) writes data"),
    # a function named True is the doc's subject, no condition
    ("True", "go", "", "True asserts that the specified value is true.",
     "Assert that the specified value is true"),
    # a helper *for* something: a gerund is the verb; anything else stays a noun phrase
    ("wrapF", "go", "", "WrapF is a helper function for wrapping http.HandlerFunc.",
     "Wrap http.HandlerFunc"),
    ("LoadFiles", "go", "", "LoadFiles is a wrapper for Engine.LoadFiles.",
     "A wrapper for Engine.LoadFiles"),
    ("gather_helper", "python", "", "Helper for gather().", "Helper for gather()"),
    # a second verb before an -ing word
    ("Run", "go", "", "Run attaches the router and starts listening.",
     "Attach the router and start listening"),
    # the name, a dash, then what it does (urfave/cli's `ShowAppHelpAndExit - Prints …`)
    ("ShowAppHelpAndExit", "go", "", "ShowAppHelpAndExit - Prints the list of subcommands.",
     "Print the list of subcommands"),
    ("helpCommand", "go", "", "helpCommand -- prints help", "Print help"),
    # a Go doc likening the function to another; a verb with a comma after it (pflag)
    ("BoolP", "go", "", "BoolP is like Bool, but accepts a shorthand letter.",
     "Like Bool, but accepts a shorthand letter"),
    ("PrintDefaults", "go", "FlagSet", "PrintDefaults prints, to standard error unless "
     "configured otherwise, the default values.",
     "Print, to standard error unless configured otherwise, the default values"),
    ("Set", "go", "boolSliceValue", "Set converts, and assigns, the argument as the value.",
     "Convert, and assign, the argument as the value"),
]


@pytest.mark.parametrize(("name", "language", "parent", "doc", "expected"), NAMED_VERBS)
def test_doc_summary_reads_the_verb_its_name_gives(
        name: str, language: str, parent: str, doc: str, expected: str) -> None:
    kind: Kind = "method" if parent else "function"
    subject = entity(name, "x", language=language, doc=doc, kind=kind, parent=parent)
    assert summarize(subject).description == expected


def test_isatty_and_islice_are_not_split_as_is_words() -> None:
    tty = entity("isatty", "def isatty(stream):\n    return stream.isatty()",
                 params=(P("stream"),))
    assert summarize(tty).description == "Check whether `stream` is a TTY"
    helper = entity("islice_helper", "def islice_helper(it, s):\n    return it",
                    params=(P("it"), P("s")))
    assert summarize(helper).description == "Return the islice helper for `it` and `s`"


def test_a_long_sentence_is_not_cut_before_the_last_item_of_a_list() -> None:
    doc = ("Handle cases where the `ping()`, `pong()`, or `send()` methods are called when the "
           "`readyState` attribute is `CLOSING` or `CLOSED`.")
    subject = entity("sendAfterClose", "x", language="javascript", doc=doc)
    assert summarize(subject).description == (
        "Handle cases where the `ping()`, `pong()`, or `send()` methods are called when the "
        "`readyState` attribute is `CLOSING`…")
    clause = ("When the passed timespan elapses before the source emits any given value, it will "
              "unsubscribe from the source, and switch the subscription to another observable.")
    assert summarize(entity("timeoutWith", "x", language="javascript", doc=clause)
                     ).description.endswith("it will unsubscribe from the source…")
    # one clause after a comma, no list: cut there
    plain = ("Parse the given header value into a dictionary of parameters and their values, "
             "and raise a ValueError when the value holds a quote that is never closed again.")
    assert summarize(entity("parse", "x", doc=plain)).description == (
        "Parse the given header value into a dictionary of parameters and their values")


@pytest.mark.parametrize(
    "doc", ["TODO", "TODO: document this", "...", "Docstring for foo.", "_summary_"]
)
def test_placeholder_docs_fall_back_to_generated(doc: str) -> None:
    subject = entity(
        "close_session", "def close_session(s):\n    s.close()", doc=doc, params=(P("s"),)
    )
    assert summarize(subject).description == "Close the session `s`"


def test_class_doc_keeps_third_person() -> None:
    subject = entity(
        "Client",
        "type Client struct{}",
        language="go",
        kind="class",
        doc="Client is an HTTP client. It is safe for concurrent use.",
    )
    assert summarize(subject).description == "An HTTP client"


def test_a_long_line_loses_its_aside_before_the_clause_that_tells_siblings_apart() -> None:
    """java.util.concurrent's BlockingDeque: remove, poll and take all read "Retrieve and remove
    the head of the queue represented by this deque (…)", cut where the aside began."""
    poll = ("Retrieves and removes the head of the queue represented by this deque (in other "
            "words, the first element of this deque), or returns null if this deque is empty.")
    assert summarize(entity("poll", "x", language="java", doc=poll)).description == (
        "Retrieve and remove the head of the queue represented by this deque, or return null "
        "if this deque is empty")


def test_what_a_preposition_takes_in_parentheses_is_no_aside() -> None:
    """smallvec's `triple`: "Returns a tuple with (data ptr, len, capacity)", over a long
    line, read "Return a tuple with Useful to get all…": the parentheses were what "with"
    takes."""
    doc = ("Returns a tuple with (data ptr, len, capacity) for the caller to check the current "
           "storage variant of the vector once and use all three of its properties.")
    assert summarize(entity("triple", "x", language="rust", doc=doc)).description.startswith(
        "Return a tuple with (data ptr, len, capacity) for the caller")


def test_a_long_line_loses_an_interposed_clause_before_it_is_cut() -> None:
    """33 of java.util.concurrent's CompletionStage pages read "Return a new CompletionStage
    that, when this stage completes normally", cut after the condition set off by commas;
    CancellationException was "the result of a value-producing task, such as a
    `FutureTask`"; an aside holding code went whole. A list after "such as" stays."""
    def described(doc: str) -> str:
        return summarize(entity("f", "x", language="java", doc=doc)).description

    assert described(
        "Returns a new CompletionStage that, when this stage completes normally, is executed "
        "with this stage's result as the argument to the supplied function.") == (
        "Return a new CompletionStage that is executed with this stage's result as the "
        "argument to the supplied function")
    assert described(
        "Exception indicating that the result of a value-producing task, such as a {@link "
        "FutureTask}, cannot be retrieved because the task was cancelled.") == (
        "Exception indicating that the result of a value-producing task cannot be retrieved "
        "because the task was cancelled")
    assert described(
        "Atomically updates (with memory effects as specified by {@link "
        "VarHandle#compareAndSet}) the current value with the results of applying the given "
        "function, returning the previous value.") == (
        "Atomically update the current value with the results of applying the given function, "
        "returning the previous value")
    assert described(
        "Framework-level interface defining read-write access to a temporal object, such as a "
        "date, time, offset or some combination of these.") == (
        "Framework-level interface defining read-write access to a temporal object")
    # lodash's `before`: the how goes, the condition it is all about stays
    assert described(
        "Creates a function that invokes `func`, with the `this` binding and arguments of the "
        "created function, while it's called less than `n` times.") == (
        "Create a function that invokes `func` while it's called less than `n` times")


def test_a_long_line_that_opens_with_a_condition_keeps_its_main_clause() -> None:
    """Cut at its first comma, java.util.stream's computeFinalSum read "If the compensated sum
    is spuriously NaN from accumulating one or more same-signed infinite values"; a main
    clause whose subject is a pronoun needs the condition, and is cut at a word instead."""
    final = ("If the compensated sum is spuriously NaN from accumulating one or more "
             "same-signed infinite values, return the correctly-signed infinity stored in the "
             "simple sum.")
    assert summarize(entity("computeFinalSum", "x", language="java", doc=final)).description \
        == "Return the correctly-signed infinity stored in the simple sum"
    resume = ("When any of the provided Observable emits a complete or an error notification, "
              "it immediately subscribes to the next one that was passed.")
    assert summarize(entity("onErrorResumeNext", "x", language="typescript", doc=resume)
                     ).description == ("When any of the provided Observable emits a complete "
                                       "or an error notification, it immediately subscribes to "
                                       "the next…")


def test_long_first_sentence_is_cut_at_a_clause() -> None:
    doc = (
        "Format a date or datetime object as a pair of (date, time) strings in the format "
        "required by the NEWNEWS and NEWGROUPS commands of the server, here."
    )
    description = summarize(entity("fmt_date", "x", doc=doc)).description
    assert len(description) <= 120
    assert description.startswith("Format a date or datetime object as a pair of (date, time)")


def test_a_minus_is_no_clause_to_cut_at_and_a_call_keeps_its_case() -> None:
    """addressable's "in the range 0 to base - 1, or …" was cut to "…0 to base"; zlib's
    "gzgetc() macro and its supporting function…" was capitalized "Gzgetc() macro…"."""
    digit = entity("punycode_decode_digit", "x", language="ruby", doc=(
        "Returns the numeric value of a basic codepoint (for use in representing integers) in "
        "the range 0 to base - 1, or PUNYCODE_BASE if codepoint does not represent a value."))
    assert summarize(digit).description == (  # the aside in parentheses went first
        "Return the numeric value of a basic codepoint in the range 0 to base - 1")
    state = entity("gz_state", "struct gz_state {}", language="c", kind="class",
                   doc="gzgetc() macro and its supporting function and exposed data structure.")
    assert summarize(state).description == (
        "gzgetc() macro and its supporting function and exposed data structure")


def test_google_documented_function_fills_every_section() -> None:
    subject = entity(
        "fetch_rows",
        "def fetch_rows(table: str, keys=None) -> dict:\n    return db.select(table, keys)",
        params=(P("table", "str"), P("keys", "", "None")),
        returns="dict",
        doc="Fetches rows from a table.\n\nRows come back\nin key order.\n\nArgs:\n"
        "    table: The table name.\n    keys (list[str]): keys to fetch\n\nReturns:\n"
        "    Mapping of keys to rows.\n\nRaises:\n    IOError: When the db fails.\n\n"
        "Example:\n    >>> fetch_rows('t')\n    {}\n",
    )
    summary = summarize(subject)
    assert summary.description == "Fetch rows from a table"
    assert summary.what_it_does == "Fetches rows from a table.\n\nRows come back in key order."
    assert summary.parameters == (
        ParamDoc("table", "str", "The table name."),
        ParamDoc("keys", "list[str]", "Keys to fetch. Defaults to `None`."),
    )
    assert summary.returns == "`dict` — Mapping of keys to rows."
    assert summary.example == ">>> fetch_rows('t')\n{}"
    assert summary.notes == ("Raises `IOError`: When the db fails.",)
    assert summary.summarizer == "static"


def test_a_javascript_function_reading_arguments_has_the_parameters_its_jsdoc_names() -> None:
    """lodash's `function concat() { … arguments … }` declares none; its JSDoc names two, which
    the page's Parameters section left out (as it does a doc's names the code lacks)."""
    doc = ("Creates a new array concatenating `array` with any additional values.\n\n"
           "@param {Array} array The array to concatenate.\n"
           "@param {...*} [values] The values to concatenate.\n"
           "@returns {Array} Returns the new concatenated array.")
    concat = entity("concat", "function concat() {\n  return arguments.length;\n}",
                    language="javascript", doc=doc)
    assert summarize(concat).parameters == (
        ParamDoc("array", "Array", "The array to concatenate."),
        ParamDoc("values", "...*", "The values to concatenate."))
    typed = entity("concat", "function concat(): number {\n  return 1;\n}",
                   language="typescript", doc=doc)
    assert summarize(typed).parameters == ()  # TypeScript declares what it takes


def test_javadoc_type_parameters_follow_the_parameters() -> None:
    """java.net.http's `HttpClient.send` lost "@param <T> the response body type" (106 such in
    java.util.concurrent and java.net.http)."""
    doc = ("Sends the given request.\n\n@param <T> the response body type\n"
           "@param request the request\n@return the response")
    subject = entity("send", "public abstract <T> HttpResponse<T> send(HttpRequest request);",
                     language="java", kind="method", parent="HttpClient", doc=doc,
                     params=(P("request", "HttpRequest"),))
    assert summarize(subject).parameters == (
        ParamDoc("request", "HttpRequest", "The request"),
        ParamDoc("<T>", "", "The response body type"))


def test_python_star_parameters_keep_their_stars() -> None:
    """more-itertools' `interleave(*iterables)` listed `iterables`, attrs' `evolve(*args,
    **changes)` `args` and `changes`, as though they took one value each."""
    doc = "Yield from each iterable in turn.\n\n:param iterables: the iterables"
    subject = entity("interleave", "def interleave(*iterables, **kw):\n    pass", doc=doc,
                     params=(P("iterables"), P("kw")),
                     signature="def interleave(*iterables, **kw)")
    assert summarize(subject).parameters == (
        ParamDoc("*iterables", "", "The iterables"), ParamDoc("**kw", "", ""))


def test_a_class_page_lists_its_members_with_their_stars() -> None:
    """jinja2's `NativeTemplate` listed `render(args, kwargs)` for `render(self, *args,
    **kwargs)` (68 members in jinja2 and dateutil), addressable's `join(uris)` for Ruby's
    `def self.join(*uris)`."""
    render = entity("render", "    def render(self, *args, **kwargs):\n        pass",
                    kind="method", parent="NativeTemplate", params=(P("args"), P("kwargs")),
                    signature="def render(self, *args, **kwargs)", doc="Render it.")
    cls = entity("NativeTemplate", "class NativeTemplate:\n    pass", kind="class",
                 doc="A template.")
    assert "- `render(*args, **kwargs)` — Render it" in summarize(cls, (render,)).what_it_does
    join = entity("join", "  def self.join(*uris)\n  end", language="ruby", kind="method",
                  parent="URI", params=(P("uris"),), signature="def self.join(*uris)",
                  doc="Joins URIs.")
    uri = entity("URI", "class URI\nend", language="ruby", kind="class", doc="A URI.")
    assert "- `join(*uris)` — Join URIs" in summarize(uri, (join,)).what_it_does


def test_undocumented_function_with_only_params_says_so_in_one_line() -> None:
    """Parameters, return type and raised exceptions have their sections; calls have theirs:
    What It Does restates none of them. It says the one-liner its index line and every list
    shows, and where that came from (it said "Undocumented: …" where the lists said "Parse
    `value` as a port")."""
    subject = entity(
        "parse_port",
        "def parse_port(value: str) -> int:\n    if value == 'any':\n        return 0\n"
        "    if not check_range(value):\n        raise ValueError(value)\n    return int(value)",
        params=(P("value", "str"),),
        returns="int",
    )
    summary = summarize(subject)
    assert summary.description == "Parse `value` as a port"
    assert summary.what_it_does == (
        "Parse `value` as a port.\n\n*Read from its name and code: it has no doc comment.*")
    assert summary.returns == "`int`"
    assert summary.notes == ("Raises `ValueError`",)
    assert summary.parameters == (ParamDoc("value", "str", ""),)


def test_nothing_known_line_for_functions_and_classes() -> None:
    bare = entity("f8", "def f8(x):\n    print(x)\n    g(x)", params=(P("x"),))
    empty_class = entity("Token", "class Token:\n    kind = 1", kind="class")
    assert summarize(bare).what_it_does == NOTHING_KNOWN
    assert summarize(empty_class).what_it_does == NOTHING_KNOWN
    assert describe(bare) == "`f8` function"


def test_what_it_does_keeps_facts_no_other_section_shows() -> None:
    subject = entity(
        "reset",
        "def reset(self, size):\n    self.size = size\n    self.items = []\n    return self",
        kind="method",
        parent="Buffer",
        params=(P("size"),),
    )
    assert facts_of(summarize(subject)) == (
        "Returns `self`. It sets `self.size` and `self.items`."
    )


def test_long_return_expression_is_left_out_not_cut() -> None:
    subject = entity(
        "compiler",
        "def compiler(self, using):\n    return connection.ops.compiler(self.compiler)(\n"
        "        self, connection, using\n    )",
        kind="method",
        parent="Query",
        params=(P("using"),),
    )
    summary = summarize(subject)
    assert "`connection.ops.compiler(self.compiler)(`" not in summary.what_it_does
    assert summary.what_it_does == f"{summary.description}.\n\n{READ_FROM_NAME}"
    assert "(`" not in describe(subject)


def test_short_names_do_not_describe_a_cut_return() -> None:
    subject = entity("e6", "def e6(obj):\n    return Error(\n        'bad', obj=obj\n    )",
                     params=(P("obj"),))
    assert describe(subject) == "Wrap a call to `Error`"


def test_keywords_are_not_calls() -> None:
    subject = entity(
        "f1",
        "def f1(self):\n    from a.b import (\n        C,\n    )\n    del (self.x)\n"
        "    return C",
        kind="method",
        parent="Geo",
    )
    assert "`import`" not in describe(subject) and "`del`" not in describe(subject)
    assert describe(subject) == "Return `C`"


def test_summary_line_stops_before_a_numbered_list() -> None:
    doc = (
        "The iterator protocol uses three nested iterators in the default case:\n"
        "    1. sql.compiler.execute_sql()\n       Returns 100 rows at a time.\n"
        "    2. sql.compiler.results_iter()\n"
    )
    subject = entity("__iter__", "def __iter__(self):\n    return iter(self._rows)",
                     kind="method", parent="QuerySet", doc=doc)
    assert describe(subject) == (
        "The iterator protocol uses three nested iterators in the default case"
    )
    inline = entity("pick", "def pick(a):\n    pass", doc="Pick one of two ways: 1. fast 2. slow.")
    assert describe(inline) == "Pick one of two ways"


def test_outline_closes_what_it_cuts() -> None:
    blocks = [
        "    result = transform(first_argument, second_argument, third_argument, fourth)",
        "    handler = make_handler(  # build it\n        result,\n    )",
        "    label = 'a long string literal that goes on and on and on past the limit'",
    ]
    filler = "\n".join(["    pass"] * 40)
    body = "def big(x):\n" + "\n\n".join(f"{block}\n{filler}" for block in blocks)
    summary = summarize(entity("big", body, params=(P("x"),)))
    assert "`result = transform(first_argument, second_argument, third_ar…)`" in (
        summary.what_it_does
    )
    assert "`handler = make_handler(…)`" in summary.what_it_does
    assert "`label = 'a long string literal that goes on and on and on pa…'`" in (
        summary.what_it_does
    )


def test_returns_section_left_out_for_none_and_void() -> None:
    python = entity(
        "reset",
        "def reset(self) -> None:\n    self.n = 0",
        kind="method",
        parent="C",
        returns="None",
    )
    java = entity(
        "run",
        "public void run() {\n  go();\n}",
        language="java",
        kind="method",
        parent="C",
        returns="void",
    )
    assert summarize(python).returns == ""
    assert summarize(java).returns == ""
    assert summarize(python).parameters == ()


def test_rust_errors_and_examples() -> None:
    subject = entity(
        "load",
        "pub fn load(path: &Path) -> Result<Config, Error> {\n    todo!()\n}",
        language="rust",
        kind="method",
        parent="Config",
        params=(P("path", "&Path"),),
        returns="Result<Config, Error>",
        doc="Loads a [`Config`] from a TOML file.\n\n# Errors\n\nFails when the file is "
        "missing.\n\n# Examples\n\n```\n# use cfg::Config;\nlet c = Config::load(p)?;\n```",
    )
    summary = summarize(subject)
    assert summary.description == "Load a `Config` from a TOML file"
    assert summary.returns == "`Result<Config, Error>`\n\nErrors: Fails when the file is missing."
    assert summary.example == "let c = Config::load(p)?;"
    assert "May panic" in summary.notes


def test_rust_type_keeps_its_errors_section_in_notes() -> None:
    # base64's `EncoderWriter`: a struct's doc says which errors its `Write` methods pass on;
    # a type has no Returns section, so they were dropped while its Panics stayed.
    subject = entity(
        "EncoderWriter",
        "pub struct EncoderWriter<W: Write> {\n    delegate: Option<W>,\n}",
        language="rust",
        kind="class",
        doc="A `Write` implementation that base64 encodes data.\n\n# Panics\n\nCalling "
        "`write()` after `finish()` will panic.\n\n# Errors\n\nErrors from the wrapped "
        "writer are returned as per the contract of `Write`.",
    )
    summary = summarize(subject)
    assert summary.returns == ""
    assert summary.notes == (
        "Panics: Calling `write()` after `finish()` will panic.",
        "Errors: Errors from the wrapped writer are returned as per the contract of `Write`.",
    )


def test_notes_from_decorators_async_and_generators() -> None:
    prop = entity(
        "size",
        "@property\ndef size(self):\n    return len(self.d)",
        kind="method",
        parent="Store",
        decorators=("@property",),
    )
    gen = entity(
        "walk",
        "async def walk(node):\n    for c in node:\n        yield c",
        params=(P("node"),),
        decorators=("async", "@trace(level=2)"),
    )
    java = entity(
        "close",
        "@Override\npublic void close() throws IOException {\n  s.close();\n}",
        language="java",
        kind="method",
        parent="Conn",
        returns="void",
        signature="public void close() throws IOException",
        decorators=("@Override", "public"),
    )
    assert summarize(prop).notes == ("Property: read it as an attribute, without calling it",)
    assert summarize(prop).description == "Return the size"
    assert summarize(gen).notes == (
        "Asynchronous: call it with `await`",
        "Generator: produces its values lazily, one at a time",
        "Decorated with `@trace(level=2)`",
    )
    assert summarize(java).notes == (
        "Overrides a method of a base class or interface",
        "Throws `IOException`",
    )


def test_small_class_lists_members() -> None:
    members = (
        entity(
            "__init__",
            "def __init__(self, path):\n    self.path = path",
            kind="method",
            parent="Store",
            params=(P("path"),),
        ),
        entity(
            "get",
            "def get(self, key):\n    return self.d[key]",
            kind="method",
            parent="Store",
            params=(P("key"),),
            doc="Return the value stored under `key`.",
        ),
        entity(
            "size",
            "@property\ndef size(self):\n    return len(self.d)",
            kind="method",
            parent="Store",
            decorators=("@property",),
        ),
    )
    store = entity(
        "Store",
        "class Store(Base):\n    ...",
        kind="class",
        bases=("Base",),
        doc="A tiny key-value store.",
    )
    summary = summarize(store, members)
    assert summary.description == "A tiny key-value store"
    assert summary.what_it_does == (
        "A tiny key-value store.\n\nExtends `Base`.\n\nMembers:\n\n"
        "- `__init__(path)` — Initialize a `Store`\n"
        "- `get(key)` — Return the value stored under `key`\n"
        "- `size` — Return the size"
    )
    nested = entity("Entry", "class Entry:\n    pass", kind="class", parent="Store")
    flush = entity("flush", "def flush(self):\n    self.dirty = False", kind="method",
                   parent="Store.Entry")
    listed = summarize(store, (nested, flush)).what_it_does
    assert listed.endswith("- `Entry` — `Entry` class\n- `Entry.flush()` — Flush the `Entry`")
    # a JavaScript accessor is read or set as a value, not called (ws's `WebSocket.url`)
    socket = entity("WebSocket", "class WebSocket {}", language="javascript", kind="class")
    url = entity("url", "get url() { return this._url; }", language="javascript", kind="method",
                 parent="WebSocket", decorators=("get",), doc="The URL.")
    kind = entity("binaryType", "set binaryType(type) { this._t = type; }",
                  language="javascript", kind="method", parent="WebSocket",
                  decorators=("set",), params=(P("type"),), doc="Set the type.")
    assert summarize(socket, (url, kind)).what_it_does.endswith(
        "- `url` — The URL\n- `binaryType` — Set the type")
    overview = summarize(store, members, overview=True).what_it_does
    assert "Methods, each documented on its own page:\n\n- `__init__(path)`" in overview


def test_undocumented_single_word_class_names_its_methods() -> None:
    members = (
        entity("load", "def load(self): ...", kind="method", parent="Cache"),
        entity("save", "def save(self): ...", kind="method", parent="Cache"),
    )
    subject = entity("Cache", "class Cache:\n    ...", kind="class")
    assert summarize(subject, members).description == "`Cache` class with `load` and `save`"


def test_long_function_gets_an_outline_with_lines_of_its_code() -> None:
    blocks = [f"    # Step {i}\n    value = step{i}(value)\n" for i in range(40)]
    code = "def pipeline(value):\n" + "\n".join(blocks) + "    return value"
    subject = entity("pipeline", code, params=(P("value"),), start_line=100)
    assert subject.line_count > 100
    heading = "Outline of the body (lines of the code below):\n\n"
    outline = summarize(subject).what_it_does.split(heading, 1)[1]
    lines = outline.split("\n")
    assert lines[0] == "- Line 2: Step 0"
    assert lines[1] == "- Line 11: Step 3"  # 40 sections, every third one shown
    assert len(lines) <= 15
    # where the function sits in its file does not change its summary
    moved = entity("pipeline", code, params=(P("value"),), start_line=7)
    assert summarize(moved) == summarize(subject)


def test_outline_starts_after_a_signature_over_several_lines() -> None:
    params = "".join(f"    option{i}: int = {i},\n" for i in range(8))
    blocks = "\n".join(f"    # Step {i}\n    value = step{i}(value)\n" for i in range(40))
    code = f"def pipeline(\n    value,\n{params}) -> int:\n{blocks}    return value"
    subject = entity("pipeline", code, params=(P("value"),))
    heading = "Outline of the body (lines of the code below):\n\n"
    lines = summarize(subject).what_it_does.split(heading, 1)[1].split("\n")
    assert lines[0] == "- Line 12: Step 0"  # not `value,` nor `option0: int = 0,`
    assert all("option" not in line for line in lines)


def test_outline_reads_an_attribute_doc_comment_as_a_comment() -> None:
    blocks = "\n".join(f"    #: the value after step {i}\n    value = step{i}(value)\n"
                       for i in range(40))
    subject = entity("pipeline", f"def pipeline(value):\n{blocks}    return value",
                     params=(P("value"),))
    heading = "Outline of the body (lines of the code below):\n\n"
    lines = summarize(subject).what_it_does.split(heading, 1)[1].split("\n")
    assert lines[0] == "- Line 2: The value after step 0"


def test_an_outline_heading_takes_the_comment_lines_that_go_on_with_its_sentence() -> None:
    """gorilla/websocket's "3. Read and parse frame length as per" (the comment went on with a
    link), undici's "… whose start time and": a heading comment is its sentence, up to its
    end, over the lines that go on with it; a new sentence or step is not its."""
    blocks = "\n".join(f"    # Step {i} reads the frame length\n    # as the spec says. More\n"
                       f"    # Then more.\n    value = step{i}(value)\n" for i in range(40))
    subject = entity("pipeline", f"def pipeline(value):\n{blocks}    return value",
                     params=(P("value"),))
    heading = "Outline of the body (lines of the code below):\n\n"
    lines = summarize(subject).what_it_does.split(heading, 1)[1].split("\n")
    assert lines[0] == "- Line 2: Step 0 reads the frame length as the spec says."


def test_describe_matches_summarize() -> None:
    subject = entity("get_user", "def get_user(id):\n    return db.get(id)", params=(P("id"),))
    assert describe(subject) == summarize(subject).description


_NAMES = st.from_regex(r"[A-Za-z_~][A-Za-z0-9_]{0,30}[?!]?", fullmatch=True)
_TEXT = st.text(max_size=300)


@settings(max_examples=300, deadline=None)
@given(
    name=_NAMES,
    doc=_TEXT,
    code=_TEXT,
    language=st.sampled_from(["python", "javascript", "go", "rust", "java", "c", "ruby", "php"]),
    kind=st.sampled_from(["function", "method", "class"]),
    params=st.lists(_NAMES, max_size=4),
)
def test_description_invariants(
    name: str, doc: str, code: str, language: str, kind: Kind, params: list[str]
) -> None:
    subject = entity(
        name,
        code,
        language=language,
        kind=kind,
        doc=doc,
        parent="Owner" if kind == "method" else "",
        params=tuple(P(p) for p in params),
    )
    summary = summarize(subject)
    assert summary.description.strip()
    assert "\n" not in summary.description
    assert len(summary.description) <= 121
    assert not summary.description.endswith(".")
    assert summary.description.count("`") % 2 == 0
    assert summary.what_it_does.strip()
    assert [p.name for p in summary.parameters] == params
    assert summarize(subject) == summary


def test_old_style_call_line_listing_several_results() -> None:
    doc = "getopt(args, options[, long_options]) -> opts, args\n\nParses command line options."
    subject = entity("getopt", "def getopt(args, shortopts, longopts=[]):\n    pass", doc=doc)
    assert describe(subject) == "Return opts, args"
    pop = entity("pop", "def pop(self, k, d=None):\n    pass", kind="method", parent="D",
                 doc="D.pop(k[,d]) -> v, remove specified key and return the value")
    assert describe(pop) == "Remove specified key and return the value"
    pair = entity("openpty", "def openpty():\n    pass", doc="openpty() -> (master_fd, slave_fd)\n"
                  "Open a pty master/slave pair, using os.openpty() if possible.")
    assert describe(pair) == "Open a pty master/slave pair, using os.openpty() if possible"
    lines = entity("check_values", "def check_values(self, values, args):\n    pass",
                   kind="method", parent="OptionParser",
                   doc="check_values(values : Values, args : [string])\n"
                       "-> (values : Values, args : [string])\n\nCheck the values.")
    assert describe(lines) == "Return (values : Values, args : [string])"
    imap = entity("capability", "def capability(self):\n    pass", kind="method", parent="IMAP4",
                  doc="(typ, [data]) = <instance>.capability()\nFetch capabilities list.")
    assert describe(imap) == "Fetch capabilities list"


def test_a_generic_method_that_calls_its_namesake_is_not_empty() -> None:
    code = ("    fn next_seed<T>(&mut self, seed: T) -> Option<T>\n    where\n"
            "        T: Seed<'de>,\n    {\n        (**self).next_seed(seed)\n    }")
    subject = entity("next_seed", code, language="rust", kind="method", parent="Wrapper")
    what = summarize(subject).what_it_does
    assert "body is empty" not in what
    assert "recursive" not in what  # it calls the method of the same name on what it wraps
    delegate = "    fn serialize(&self, s: S) -> R {\n        self.0.serialize(s)\n    }"
    field = entity("serialize", delegate, language="rust", kind="method", parent="Wrapper")
    assert "recursive" not in summarize(field).what_it_does


def test_a_function_exported_without_a_name_is_not_empty() -> None:
    """`module.exports = function (str, opts)` is named after its file (qs' `parse`); the name
    inside a longer word of its body (`parseValues(`) is not where it is declared."""
    code = (b"var parseValues = function (str) {\n    return str;\n};\n\n"
            b"module.exports = function (str, opts) {\n    var options = normalize(opts);\n"
            b"    var values = parseValues(str);\n    return compact(values, options);\n};\n")
    from rk_action import layout

    plan = layout.plan_source("lib/parse.js", code)
    (exported,) = [unit for unit in plan.units if unit[0].name == "parse"]
    what = facts_of(summarize(*exported))
    assert "body is empty" not in what
    assert what == "Returns `compact(values, options)`."


def test_a_go_method_named_as_an_interfaces_is_described_so_only_with_its_parameters() -> None:
    """robfig/cron's logger method `Error(err, msg, keysAndValues...)` logs an error: it is no
    `error`'s `Error() string`, whose message it does not return."""
    def described(signature: str) -> str:
        code = f"func (l printfLogger) {signature} {{\n\treturn\n}}"
        params = tuple(Param(name) for name in ("err", "msg", "keysAndValues")
                       if name in signature)
        method = entity("Error", code, language="go", kind="method", parent="printfLogger",
                        params=params)
        return summarize(method).description

    assert described("Error() string") == "Return the error message of the `printfLogger`"
    assert described("Error(err error, msg string, keysAndValues ...interface{})") == (
        "Error for `err`, `msg` and `keysAndValues`")


def test_a_method_that_calls_its_parents_namesake_is_not_recursive() -> None:
    code = "    def save(self, *args):\n        self.touched = True\n        super().save(*args)"
    subject = entity("save", code, kind="method", parent="Model")
    assert facts_of(summarize(subject)) == "It sets `self.touched`."
    own = entity("walk", "def walk(node):\n    for child in node.children:\n        walk(child)")
    assert "It is recursive." in summarize(own).what_it_does


def test_a_java_or_cpp_overload_calling_another_is_not_recursive() -> None:
    """`indexOf(o)` returning `indexOf(o, 0)` calls the other overload (nlohmann's json.hpp:
    9 of its 21 "It is recursive" were such); a call with its own arity is recursion, defaults
    and varargs counted."""
    def what(code: str, params: tuple[Param, ...], language: str = "java") -> str:
        subject = entity("indexOf", code, language=language, kind="method", parent="Box",
                         params=params)
        return summarize(subject).what_it_does

    one = (P("o", "Object"),)
    two = (P("o", "Object"), P("from", "int"))
    assert "recursive" not in what("int indexOf(Object o) {\n  return indexOf(o, 0);\n}", one)
    assert "It is recursive." in what(
        "int indexOf(Object o, int from) {\n  return f(o) ? indexOf(o, from + 1) : from;\n}",
        two)
    assert "It is recursive." in what(
        "int indexOf(Object o, int from = 0) {\n  return indexOf(next(o));\n}",
        (P("o", "Object"), Param("from", "int", "0")), "cpp")
    python = entity("indexOf", "def indexOf(o):\n    return indexOf(o, 0)", params=one)
    assert "It is recursive." in summarize(python).what_it_does  # no overloads in Python


def test_a_rust_trait_impl_method_calling_its_name_on_self_is_not_recursive() -> None:
    """In a trait impl, `self.index(…)` calls the type's inherent `index` when there is one
    (Rust tries it first): url's `Index<Range<Position>>` was "recursive". An inherent
    method calling itself through `self` still is."""
    body = "{\n    &self.s[self.index(range.start)..self.index(range.end)]\n}"
    trait = entity("index", "fn index(&self, range: Range<Position>) -> &str " + body,
                   language="rust", kind="method", parent="Url",
                   signature="impl Index<Range<Position>> for Url\nfn index(&self, range: "
                             "Range<Position>) -> &str")
    assert "recursive" not in summarize(trait).what_it_does
    inherent = entity("depth", "fn depth(&self, n: usize) -> usize {\n    if n == 0 { 0 } "
                      "else { self.depth(n - 1) + 1 }\n}", language="rust", kind="method",
                      parent="Tree", signature="fn depth(&self, n: usize) -> usize")
    assert "It is recursive." in summarize(inherent).what_it_does


def test_a_method_calling_a_function_of_its_name_is_not_recursive() -> None:
    """A Python, JavaScript, PHP, Rust or Go method reaches its own object only through a
    receiver: a bare call of its name calls a function (immer's `getPrototypeOf` trap calls
    `Object.getPrototypeOf`; a Python `open` method the built-in). A JavaScript function
    expression that names itself does call itself, as a Java method's bare call does."""
    def what(code: str, language: str = "python", name: str = "open") -> str:
        subject = entity(name, code, language=language, kind="method", parent="Box",
                         params=(P("n", "int"),) if language == "java" else ())
        return summarize(subject).what_it_does

    assert "recursive" not in what("    def open(self):\n        return open(self.path)")
    assert "recursive" not in what(
        "  getPrototypeOf(state) {\n    return getPrototypeOf(latest(state))\n  }",
        "typescript", "getPrototypeOf")
    assert "recursive" not in what(
        "func (b *Box) Open() error {\n\treturn Open(b.path)\n}", "go", "Open")
    assert "recursive" not in what(
        "    fn open(&self) -> File {\n        open(&self.path)\n    }", "rust")
    assert "It is recursive." in what("    def open(self):\n        return self.open()")
    assert "It is recursive." in what(
        "res.open = function open(n) {\n  return n ? open(n - 1) : 0;\n};", "javascript")
    assert "It is recursive." in what(
        "  int open(int n) {\n    return n > 0 ? open(n - 1) : 0;\n  }", "java")


def test_a_typescript_return_type_holding_braces_is_no_body() -> None:
    """zod's `partial(): ZodObject<{ [k in keyof T]: ZodOptional<T[k]> }>;` overload: its body
    was read from the type's `{`, and the next overload's `partial(` made it "recursive"."""
    code = ("  partial(): ZodObject<{ [k in keyof T]: ZodOptional<T[k]> }>;\n"
            "  partial<M extends { [k in keyof T]?: true }>(mask: M): ZodObject<T>;\n"
            "  partial(mask?: any) {\n    return new ZodObject(mask);\n  }")
    subject = entity("partial", code, language="typescript", kind="method", parent="ZodObject",
                     params=(P("mask", "any"),))
    assert facts_of(summarize(subject)) == "Returns `new ZodObject(mask)`."


def test_ruby_one_line_methods_have_a_body() -> None:
    reader = entity("request_method", "  def request_method;  get_header(METHOD)  end",
                    language="ruby", kind="method", parent="Helpers")
    endless = entity("size", "  def size = @items.size", language="ruby", kind="method",
                     parent="Bag")
    for subject in (reader, endless):
        assert "body is empty" not in summarize(subject).what_it_does
    spread = entity("request_method", "  def request_method\n    get_header(METHOD)\n  end",
                    language="ruby", kind="method", parent="Helpers")
    assert summarize(reader) == summarize(spread)  # one line or three, the same method
    hook = entity("on_close", "  def on_close(event); end", language="ruby", kind="method",
                  parent="Handler")
    multi = entity("on_open", "  def on_open(event)\n  end", language="ruby", kind="method",
                   parent="Handler")
    for subject in (hook, multi):
        assert facts_of(summarize(subject)) == (
            "Its body is empty: a stub, a hook or an abstract method.")


def test_a_value_is_no_empty_body() -> None:
    """Braces that are a Ruby hash, a string that is a Ruby method's value, an arrow function in
    parentheses, a macro whose rules call its namesake: none of them is an empty body."""
    stub = "Its body is empty: a stub, a hook or an abstract method."
    session = entity("default_session", "      def default_session; {}; end", language="ruby",
                     kind="method", parent="Helpers")
    url = entity("base_url", '      def base_url\n        "#{scheme}://#{host}"\n      end',
                 language="ruby", kind="method", parent="Helpers")
    wrapped = entity("isArrayLike", "export const isArrayLike = (<T>(x: any): x is ArrayLike<T>"
                     " => x && typeof x.length === 'number');", language="typescript")
    rule = ("macro_rules! forward {\n    ($name:ident) => {\n        fn $name(self) {\n"
            "            self.inner.forward(self)\n        }\n    };\n}")
    macro = entity("forward", rule, language="rust")
    tag = entity("tag", 'fn tag() -> &\'static str {\n    ""\n}', language="rust")
    plugin = entity("devHelper", "export default (function (o, c, d) {\n  if (dev) {\n"
                    "    c.prototype.warn = function () {};\n  }\n});", language="javascript",
                    signature="export default (function (o, c, d)")
    for subject in (session, url, wrapped, macro, tag, plugin):
        assert "body is empty" not in summarize(subject).what_it_does, subject.name
    hook = entity("on_close", "  def on_close(event); end", language="ruby", kind="method",
                  parent="Handler")
    constructor = entity("Compiler", "export function Compiler() {}", language="javascript")
    assert stub not in summarize(constructor).what_it_does  # its prototype holds its methods
    noop = entity("noop", "export function noop() { }", language="typescript")
    doc = entity("hook", 'def hook(self):\n    """Override me."""\n    ...', kind="method",
                 parent="Base")
    for subject in (hook, doc):
        assert facts_of(summarize(subject)) == stub, subject.name
    # a function named for doing nothing is there to be handed on, not left to be filled in
    assert facts_of(summarize(noop)) == "Its body is empty: calling it does nothing."
    # Go has no methods left for subclasses: backoff's `func (b *ZeroBackOff) Reset() {}` is a
    # stateless policy's no-op, read "a stub, a hook or an abstract method"
    reset = entity("Reset", "func (b *ZeroBackOff) Reset() {}", language="go", kind="method",
                   parent="ZeroBackOff")
    assert facts_of(summarize(reset)) == "Its body is empty: calling it does nothing."


def test_an_arrow_function_returns_its_expression() -> None:
    shout = entity("shout", "export const shout = (s: string): string => s.toUpperCase();",
                   language="typescript")
    assert summarize(shout).what_it_does == "Returns `s.toUpperCase()`."
    spread = entity("add", "const add = (a, b) =>\n  a + b;", language="javascript")
    assert summarize(spread).what_it_does == "Returns `a + b`."
    wrapped = entity("first", "const first = (<T>(xs: T[]): T => xs[0]);", language="typescript")
    assert summarize(wrapped).what_it_does == "Returns `xs[0]`."
    member = entity("connector", "  connector: () => new Subject<unknown>(),",
                    language="typescript", kind="method", parent="DEFAULT_CONFIG")
    assert facts_of(summarize(member)) == "Returns `new Subject<unknown>()`."
    braces = entity("first", "const first = (xs) => {\n  log(xs);\n  return xs[0];\n};",
                    language="javascript")
    assert facts_of(summarize(braces)) == "Returns `xs[0]`."
    python = entity("first", "first = lambda xs: xs[0]")  # no arrow outside JavaScript
    assert "Returns" not in summarize(python).what_it_does


def test_a_ruby_method_of_one_expression_returns_it() -> None:
    def ruby(name: str, code: str) -> str:
        method = entity(name, code, language="ruby", kind="method", parent="Helpers")
        return facts_of(summarize(method))

    assert ruby("session_class", "  def session_class\n    SessionHash\n  end") == (
        "Returns `SessionHash`.")
    assert ruby("size", "  def size; @items.size end") == "Returns `@items.size`."
    assert ruby("default_session", "  def default_session; {}; end") == "Returns `{}`."
    assert ruby("same?", "  def same?(o)\n    o == self\n  end") == "Returns `o == self`."
    for name, body in (("guard", "x.call if x"), ("each", "@all.each { |t| yield t }"),
                       ("fail!", "raise 'no'"), ("up", "super"), ("set", "@v = v"),
                       ("two", "a\n    b"), ("name=", "set_header(NAME, x)")):
        assert "Returns" not in ruby(name, f"  def {name}(x, v)\n    {body}\n  end"), name
    # a return under a condition written after it guards; the method returns more below
    for body in ("return unless x\n    x.strip", "return {} unless x\n    parse(x)",
                 "return true if x\n    v"):
        assert "Returns" not in ruby("ask", f"  def ask(x, v)\n    {body}\n  end"), body
    assert ruby("name", "  def name\n    return @name\n  end") == "Returns `@name`."
    # a return in the `rescue` clause is what it returns then: netrc's `home_path` read
    # "Returns `Dir.pwd`.", its home's path returned above
    assert "Returns" not in ruby("home_path", "  def home_path\n    home = ENV['HOME']\n"
                                 "    home ? home : Dir.pwd\n  rescue ArgumentError\n"
                                 "    return Dir.pwd\n  end")


def test_a_rust_function_returns_its_last_expression() -> None:
    def rust(code: str) -> str:
        return facts_of(summarize(entity("f", code, language="rust", kind="method",
                                         parent="X")))

    assert rust("    fn f(self) -> Result<Content, E> {\n        Ok(Content::Seq(self.items))\n"
                "    }") == "Returns `Ok(Content::Seq(self.items))`."
    assert rust("    fn f(&self) -> usize {\n        let n = self.len();\n        n * 2\n    }"
                ) == "Returns `n * 2`."
    assert rust("    fn f(&self) -> Vec<u8> {\n        self.items\n            .iter()\n"
                "            .collect()\n    }") == "Returns `self.items.iter().collect()`."
    for body in ("match self.void {}", "Foo { a: 1 }", "unreachable!()", "self.go();",
                 "if self.a {\n            return 1;\n        }\n        2"):
        assert "Returns" not in rust(f"    fn f(&self) -> u8 {{\n        {body}\n    }}"), body
    assert "Returns" not in rust("    fn f(&self) {\n        self.go()\n    }")  # no result


def test_a_return_on_the_line_of_its_condition_is_a_return_too() -> None:
    clamp = entity("T", "def T(j, bias):\n    res = 36 * (j + 1) - bias\n    if res < 1: return 1"
                   "\n    return res")
    guard = entity("first", "function first(xs) {\n  if (!xs.length) return null;\n"
                   "  return xs[0];\n}", language="javascript")
    arm = entity("f", "fn f(x: Option<u8>) -> Result<u8, E> {\n    let v = match x {\n"
                 "        None => return Err(E),\n        Some(v) => v,\n    };\n    Ok(v)\n}",
                 language="rust")
    for subject in (clamp, guard, arm):
        assert "Returns" not in summarize(subject).what_it_does, subject.name
    callback = entity("double", "function double(xs) {\n  return xs.map(function (x) { return x"
                      " * 2; });\n}", language="javascript")
    assert facts_of(summarize(callback)).startswith("Returns `xs.map(")


def test_a_go_method_sets_the_fields_of_its_receiver() -> None:
    code = ("func (c *Command) bump(by int) {\n\tc.n += by\n\tc.seen = true\n"
            "\tif c.n == 3 {\n\t\tc.parent.n = 0\n\t}\n}")
    method = entity("bump", code, language="go", kind="method", parent="Command",
                    signature="func (c *Command) bump(by int)")
    assert facts_of(summarize(method)) == "It sets `c.n` and `c.seen`."
    plain = entity("reset", "func reset(c *Command) {\n\tc.n = 0\n}", language="go",
                   signature="func reset(c *Command)")
    assert "sets" not in summarize(plain).what_it_does  # a function: `c` is no receiver


def test_a_doc_comment_without_a_summary_is_no_missing_doc() -> None:
    def what(doc: str, language: str = "python") -> str:
        code = ("    public function configure()\n    {\n        $this->x();\n    }"
                if language == "php" else "def f(x):\n    g(x)\n    h(x)")
        return summarize(entity("configure" if language == "php" else "f", code, doc=doc,
                                language=language)).what_it_does

    assert what("") == NOTHING_KNOWN
    assert what(":rtype: bool") == NO_SUMMARY
    assert what("@private", "php") == NO_SUMMARY
    # a one-liner made from the name is on the page too, as the index lists it (Symfony
    # String's `truncate`: "Truncate `length`" listed, "no summary" on its page)
    truncate = summarize(entity("truncate", "    public function truncate(int $length)\n    {\n"
                                "        return $this->cut($length);\n    }", language="php",
                                kind="method", parent="AbstractString", doc="@return static",
                                params=(P("length", "int"),)))
    assert truncate.what_it_does == (
        f"{truncate.description}.\n\n*Read from its name and code: its doc comment gives no "
        "summary.*\n\nReturns `$this->cut($length)`.")
    assert what("{@inheritdoc}", "php") == INHERITED == (
        "Its doc comment is `{@inheritdoc}`: the method it overrides or implements is documented.")
    raises = summarize(entity("raise_for_status", "def raise_for_status(self):\n    pass",
                              doc="Raises :class:`HTTPError`, if one occurred."))
    assert raises.what_it_does == "Raises `HTTPError`, if one occurred."
    assert not any("`class`" in note for note in raises.notes)  # no exception named "class"


def test_overloads_are_read_past_to_the_implementation() -> None:
    code = ("export function pick<T>(a: T): T;\nexport function pick<T>(a: T, b: T): T;\n"
            "export function pick<T>(...args: T[]): T {\n  return args[0];\n}")
    assert summarize(entity("pick", code, language="typescript")).what_it_does == (
        "Returns `args[0]`.")
    abstract = entity("area", "    abstract double area();", language="java", kind="method",
                      parent="Shape")
    assert summarize(abstract).what_it_does == (
        "Its body is empty: a stub, a hook or an abstract method.")


def test_a_return_that_goes_on_over_the_next_line_is_not_quoted_cut() -> None:
    code = "function pick(a) {\n  return a\n    ? first(a)\n    : none();\n}"
    assert "Returns" not in summarize(entity("pick", code, language="javascript")).what_it_does
    done = "function pick(a) {\n  return a;\n}"
    assert summarize(entity("pick", done, language="javascript")).what_it_does == "Returns `a`."
    python = "def pick(a):\n    return a\n"
    assert summarize(entity("pick", python)).what_it_does == "Returns `a`."


def test_a_bare_return_returns_nothing_and_counts_as_a_return() -> None:
    early = "def drop(self, name):\n    if name:\n        return\n\n    obj = self.get(name)\n"
    assert "Returns" not in summarize(entity("drop", early, kind="method", parent="M")).what_it_does
    two = "def pick(self, name):\n    if name:\n        return\n    return 3\n"
    assert "Returns" not in summarize(entity("pick", two, kind="method", parent="M")).what_it_does


def test_what_a_nested_function_yields_or_returns_is_its_own() -> None:
    factory = ("def prepare(token):\n    def select(context, result):\n"
               "        for elem in result:\n            yield elem\n        return None\n"
               "    return select")
    assert summarize(entity("prepare", factory)).what_it_does == "Returns `select`."
    generator = ("def walk(items):\n    def key(item):\n        return item.id\n"
                 "    for item in sorted(items, key=key):\n        yield item")
    assert summarize(entity("walk", generator)).what_it_does == "It is a generator."
    callback = ("def recv(conn):\n    def finish(result):\n        if not result:\n"
                "            raise ConnectionResetError()\n        return result\n"
                "    return register(conn, finish)")
    assert summarize(entity("recv", callback)).notes == ()  # the callback raises, not recv


def test_a_call_of_a_local_of_the_same_name_is_no_recursion() -> None:
    alias = ("    def close(self):\n        close = self._close\n        if close:\n"
             "            close()")
    imported = ("def features():\n    from ._windows import features\n"
                "    return features()")
    parameter = "    def _close(self, _close=closesocket):\n        _close(self._handle)"
    for subject in (entity("close", alias, kind="method", parent="Queue"),
                    entity("features", imported),
                    entity("_close", parameter, kind="method", parent="Connection",
                           params=(Param("self"), Param("_close", default="closesocket")))):
        assert "recursive" not in summarize(subject).what_it_does


def test_a_class_lists_its_constructors_parameters_when_its_doc_describes_them() -> None:
    """A Python class docstring's `:param x:` (Sphinx's place for them) describes `__init__`'s
    parameters: the class page lists them; a class whose docs describe none, or that has two
    constructors (which one?), lists nothing the members do not show already."""
    init = entity("__init__", "def __init__(self, x, y=0):\n    self.x = x", kind="method",
                  parent="Point", params=(P("x"), P("y", default="0")))
    point = entity("Point", "class Point:\n    pass", kind="class",
                   doc="A point.\n\n:param x: The horizontal coordinate, in metres.")
    assert summarize(point, (init,)).parameters == (
        ParamDoc("x", "", "The horizontal coordinate, in metres."),
        ParamDoc("y", "", "Defaults to `0`."),
    )
    assert summarize(replace(point, doc="A point."), (init,)).parameters == ()
    documented = replace(init, doc="Make a point.\n\n:param y: The vertical coordinate.")
    assert summarize(replace(point, doc="A point."), (documented,)).parameters == (
        ParamDoc("x", "", ""), ParamDoc("y", "", "The vertical coordinate. Defaults to `0`."))
    java = entity("Box", "class Box {}", language="java", kind="class",
                  doc="A box.\n\n@param size the size")
    sized = entity("Box", "Box(int size) {}", language="java", kind="method", parent="Box",
                   params=(P("size", "int"),))
    empty = replace(sized, code="Box() {}", params=())
    assert summarize(java, (sized,)).parameters == (ParamDoc("size", "int", "The size"),)
    assert summarize(java, (sized, empty)).parameters == ()


def test_a_doc_that_is_a_bare_address_gives_no_one_liner() -> None:
    """The regex crate's `read_vari32` (and zod's `floatSafeRemainder`) are documented by a
    link alone: the index read "Https://developers…"; the one-liner comes from the name, and
    What It Does keeps the address."""
    varint = entity("readVarI32", "function readVarI32(buf) {\n  return 0;\n}",
                    language="typescript", params=(P("buf"),),
                    doc="https://developers.google.com/protocol-buffers/docs/encoding#varints")
    summary = summarize(varint)
    assert not summary.description.lower().startswith("https")
    assert summary.description == "Read the var I32 from `buf`"
    assert "https://developers.google.com/protocol-buffers/docs/encoding#varints" in (
        summary.what_it_does)


def test_a_rust_parameter_marked_unused_is_not_what_the_function_acts_on() -> None:
    """serde_json's `MapKeySerializer` only errs in `serialize_map(self, _len)`: 180 of its
    one-liners read "Serialize `_len` as a map"; a used parameter is still named."""
    unused = entity("serialize_map", "fn serialize_map(self, _len: usize) -> R {\n    err()\n}",
                    language="rust", kind="method", parent="MapKeySerializer",
                    params=(P("_len", "usize"),))
    assert summarize(unused).description == "Serialize the map"
    used = entity("serialize_unit_variant", "fn serialize_unit_variant(self, _name: &str, "
                  "variant: &str) -> R {\n    ok(variant)\n}", language="rust", kind="method",
                  parent="MapKeySerializer", params=(P("_name", "&str"), P("variant", "&str")))
    assert summarize(used).description == "Serialize `variant` as a unit variant"


def test_facts_read_the_entity_s_own_body() -> None:
    """Effect's `const isEmpty = <V>(s) => HashMap.isEmpty(keyMap(s))` read its body from the
    `isEmpty(` it calls ("Its body is empty", ~70 pages); its `Effect.fn(function* () {…})`
    values were "generators" (121 pages); nom's `macro_rules! map ( … );` had "an empty body"
    (14 pages). Pages are read through the real extractors."""
    from rk_action import layout

    def what(path: str, code: str) -> list[str]:
        plan = layout.plan_source(path, code.encode())
        return [facts_of(summarize(unit[0], unit[1], unit[2])) for unit in plan.units]

    assert what("h.ts", "export const isEmpty = <V>(self: S<V>): boolean "
                        "=> HashMap.isEmpty(keyMap(self))\n") == [
        "Returns `HashMap.isEmpty(keyMap(self))`."]
    plan = layout.plan_source("g.ts", (
        b"/** Makes it. */\nexport const make: (o: O) => Effect<P> = Effect.fnUntraced(function*"
        b"(o) {\n  const p = yield* x\n  return p\n})\n\n/** Counts. */\n"
        b"export function* count() {\n  yield 1\n}\n"))
    generators = [unit[0].name for unit in plan.units if any(
        note.startswith("Generator") for note in summarize(unit[0], unit[1], unit[2]).notes)]
    assert generators == ["count"]
    assert what("m.rs", "macro_rules! map (\n  ($i:expr, $f:expr) => ( $f($i) );\n);\n") == [
        "Undocumented: no doc comment, and no summary could be derived beyond its name."]
    assert what("m.rs", "#[cfg(not(feature = \"x\"))]\nmacro_rules! impl_array(\n"
                        "  ($($size:expr),+) => { $( impl Array for [T; $size] {} )+ }\n);\n"
                ) == ["Undocumented: no doc comment, and no summary could be derived beyond "
                      "its name."]  # smallvec's, under an attribute, read as an empty body


def test_a_return_cut_at_an_operator_is_not_quoted_and_acronym_plurals_stay_whole() -> None:
    """go-cmp's `isEmpty` read "Returns `(x != nil && y != nil …) &&`." (its expression goes
    on over two more lines; Ruby's `empty?` and `keys!` end no line early); `areIDs` read
    "the i ds", `prepareTrustedCIDRs` "the trusted CID rs"."""
    cut = entity("isEmpty", "func isEmpty(x, y interface{}) bool {\n"
                 "\treturn (x != nil && y != nil) &&\n\t\tx == y\n}", language="go")
    assert "Returns" not in summarize(cut).what_it_does
    ruby = entity("empty?", "def empty?\n  return @block == nil && @body.empty?\nend",
                  language="ruby")
    assert facts_of(summarize(ruby)) == "Returns `@block == nil && @body.empty?`."
    assert summarize(entity("prepareTrustedCIDRs", "func prepareTrustedCIDRs() {\n\tn++\n}",
                            language="go")).description == "Prepare the trusted CIDRs"
    assert summarize(entity("getUserIDs", "func getUserIDs() {\n\tn++\n}", language="go")
                     ).description == "Get the user IDs"


def test_a_call_line_that_says_what_the_call_does() -> None:
    """boltons' `add(item) -> add item to the set` read "Return add item to the set",
    `remove(item) -> remove item from the set, raises if not present` "Raise if not present",
    `reverse() -> reverse the contents of the set in-place` was kept whole; a call line that
    names the value returned still reads as one."""
    def described(name: str, doc: str) -> str:
        return summarize(entity(name, f"def {name}(self, item):\n    {doc!r}\n",
                                doc=doc)).description

    assert described("add", "add(item) -> add item to the set") == "Add item to the set"
    assert described("remove", "remove(item) -> remove item from the set, raises if not "
                     "present") == "Remove item from the set, raises if not present"
    assert described("reverse", "reverse() -> reverse the contents of the set in-place") == (
        "Reverse the contents of the set in-place")
    assert described("update", "update(*others) -> add values from one or more iterables") == (
        "Add values from one or more iterables")
    assert described("urlopen", "urlopen(url [, data]) -> open file-like object") == (
        "Return open file-like object")
    assert described("keys", "D.keys() -> a set-like object providing a view on D's keys") == (
        "Return a set-like object providing a view on D's keys")


def test_documented_keyword_arguments_taken_through_kwargs_are_listed() -> None:
    """boltons' AtomicSaver documents six options its `__init__(self, dest_path, **kwargs)`
    takes through `**kwargs`: they were dropped from Parameters and from the text alike."""
    saver = entity("AtomicSaver", "class AtomicSaver:\n    pass\n", kind="class",
                   doc="Saves atomically.\n\nArgs:\n    dest_path (str): Where it goes.\n"
                       "    overwrite (bool): Whether to overwrite it.\n"
                       "    text_mode (bool): Whether to open it as text.")
    init = entity("__init__", "def __init__(self, dest_path, **kwargs):\n    pass\n",
                  kind="method", parent="AtomicSaver", signature="def __init__(self, dest_path, "
                  "**kwargs)", params=(Param("dest_path"), Param("kwargs")))
    assert [(p.name, p.type, p.description) for p in summarize(saver, (init,)).parameters] == [
        ("dest_path", "str", "Where it goes."), ("**kwargs", "", ""),
        ("overwrite", "bool", "Whether to overwrite it."),
        ("text_mode", "bool", "Whether to open it as text.")]


def test_a_ruby_class_says_what_it_includes_apart_from_what_it_extends() -> None:
    """ActiveSupport's `include DateAndTime::Calculations` read "Extends" (34 pages), as did
    `include forking_env? ? Forking : Subprocess`, an expression."""
    from rk_action import layout

    plan = layout.plan_source("lib/logger.rb", (
        b"class Logger < ::Logger\n  include LoggerSilence\n  prepend Instrumented\n"
        b"  extend Concern\n\n  def silence\n  end\nend\n\nclass Isolation\n"
        b"  include forking_env? ? Forking : Subprocess\n\n  def run\n  end\nend\n"))
    described = [summarize(*unit).description for unit in plan.units]
    assert described == [
        "`Logger` class (extends `::Logger`, includes `LoggerSilence`, prepends `Instrumented`, "
        "is extended with `Concern`)", "`Isolation` class with `run`"]


def test_names_read_as_what_they_say() -> None:
    """guzzle's `settle` read "Set the tle…", `checkIfFinished` "Check the if finished",
    java.util.concurrent's `putIfAbsent` "Put the if absent"; `throw Create::exceptionFor($r)`
    "threw" `Create`. An AST visitor's `visit_If` still visits an `If`."""
    def named(name: str, language: str = "php", code: str = "") -> Summary:
        return summarize(entity(name, code or f"function {name}() {{ $n++; }}", language=language,
                                params=(Param("key"), Param("value"))))

    assert named("checkIfFinished").description == (
        "Check if finished with `key` and `value`")
    assert named("putIfAbsent", "java").description == "Put if absent with `key` and `value`"
    assert not named("settle").description.startswith("Set the tle")
    assert named("visit_If", "python", "def visit_If(self, node):\n    self.n += 1\n"
                 ).description.startswith("Visit the if")
    thrown = named("wait", code="function wait() {\n  throw Create::exceptionFor($r);\n"
                                "  throw new RejectionException($x);\n}")
    assert thrown.notes == ("Throws `RejectionException`",)


def test_a_context_manager_made_of_a_generator_is_no_generator_to_its_caller() -> None:
    """attrs' `@contextmanager def disabled(): … yield` read "Generator: produces its values
    lazily"."""
    made = entity("disabled", "@contextmanager\ndef disabled():\n    yield\n",
                  decorators=("@contextmanager",))
    assert summarize(made).notes == ("Context manager: use it in a `with` statement",)
    assert summarize(entity("count", "def count():\n    yield 1\n")).notes == (
        "Generator: produces its values lazily, one at a time",)


def test_a_wrapped_javascript_function_takes_what_its_jsdoc_names() -> None:
    """lodash's `var camelCase = createCompounder(function(result, word, index) {…})` listed
    the callback's `result, word, index`; `differenceBy = baseRest(function(array, values)`
    lost `[iteratee]` (27 pages): the JSDoc names the API."""
    from rk_action import layout

    plan = layout.plan_source("camelCase.js", (
        b"/**\n * Converts `string` to camel case.\n *\n * @param {string} [string=''] The string"
        b" to convert.\n * @returns {string} Returns the camel cased string.\n */\n"
        b"var camelCase = createCompounder(function(result, word, index) {\n"
        b"  return result + word;\n});\n\nmodule.exports = camelCase;\n"))
    made = summarize(*plan.units[0])
    assert [(p.name, p.type, p.description) for p in made.parameters] == [
        ("string", "string", "The string to convert. Defaults to `''`.")]


def test_a_cpp_macro_above_the_head_naming_the_function_is_no_head() -> None:
    """nlohmann/json's `JSON_HEDLEY_DEPRECATED_FOR(3.8.0, from_cbor(ptr, ptr + len))` above
    `static basic_json from_cbor(…)`: the body was read from the macro's `from_cbor(` on, and
    8 functions were "empty: a stub, a hook or an abstract method"."""
    code = ("JSON_HEDLEY_DEPRECATED_FOR(3.8.0, from_cbor(ptr, ptr + len))\n"
            "static basic_json from_cbor(const T* ptr, std::size_t len)\n{\n"
            "    return parse_cbor(ptr, ptr + len);\n}")
    made = summarize(entity("from_cbor", code, language="cpp", kind="method",
                            parent="basic_json", params=(Param("ptr"), Param("len"))))
    assert facts_of(made) == "Returns `parse_cbor(ptr, ptr + len)`."


def test_a_ruby_class_method_says_so() -> None:
    """ActiveSupport's `class << self; def current` and `def self.x` (230 methods) read as
    instance methods: the same `Time.current` and `Time.ago`."""
    from rk_action import layout

    code = (b"class Time\n  class << self\n    # Returns the current time.\n    def current\n"
            b"      now\n    end\n  end\n\n  # Says hi.\n  def self.hello(x)\n    x\n  end\n\n"
            b"  # Ago.\n  def ago(s)\n    self - s\n  end\n"
            + b"  # x\n  def f\n  end\n" * 70 + b"end\n")
    plan = layout.plan_source("lib/time.rb", code)
    notes = {unit[0].name: summarize(*unit).notes for unit in plan.units
             if unit[0].name in ("current", "hello", "ago")}
    said = ("Class method: called on `Time` itself, not on an instance",)
    assert notes == {"current": said, "hello": said, "ago": ()}


@pytest.mark.parametrize(("doc", "expected"), [
    ("Does the exception have a cause?", "Does the exception have a cause?"),
    ("Lists are structurally equivalent if they hold equal items.",
     "Lists are structurally equivalent if they hold equal items"),
    ("Requests are structural, so two equal ones are one.",
     "Requests are structural, so two equal ones are one"),
    ("Returns the value.", "Return the value"),
    # xstrings' `Delete`, "Delete runes in str…", read "Run in str…": "runes" is no "run"
    ("Runes in str matching the pattern.", "Runes in str matching the pattern"),
    ("Matches the pattern.", "Match the pattern"),
])
def test_a_plural_subject_or_a_question_is_no_verb_to_make_imperative(doc: str,
                                                                      expected: str) -> None:
    """rake's "Does the exception have…?" read "Do the exception have…" (CPython's
    `SMTP.has_extn`, jinja2's `has_safe_repr`), and "Lists are structurally equivalent" read
    "List are …" (Effect's "Request are structural")."""
    found = entity("has_chain", "def has_chain(exc):\n    return True\n", doc=doc)
    assert summarize(found, (), False).description == expected


def test_an_acronym_s_version_is_one_word() -> None:
    """pflag's `parseIPv4Mask` read "Parse `s` as an i pv4 mask"."""
    found = entity("parseIPv4Mask", "func parseIPv4Mask(s string) IPMask { return nil }",
                   language="go", params=(Param("s", "string"),), returns="IPMask")
    assert summarize(found, (), False).description == "Parse `s` as an IPv4 mask"


def test_a_static_nested_type_gets_no_note_about_calls() -> None:
    """java.util.regex's 58 static nested classes read "Static: called on the type, without
    an instance", a note for static methods."""
    from rk_action.extract import extract_file

    text = ("class A {\n    /** A node. */\n    static class Node { int x; }\n"
            "    /** Make one. */\n    static int make() { return 1; }\n}\n")
    notes = {e.symbol: summarize(e, (), False).notes for e in extract_file("A.java", text)}
    assert notes == {"A": (), "A.Node": (),
                     "A.make": ("Static: called on the type, without an instance",)}


def test_javadoc_tags_side_by_side_make_one_code_span() -> None:
    """`{@link HttpResponse}{@code <T>}` read "`HttpResponse``<T>`", which Markdown shows as
    one garbled span (java.nio's `RuntimePermission``("…")`, 35 places)."""
    from rk_action.extract import extract_file

    text = ("class A {\n    /**\n     * Returns a {@link HttpResponse}{@code <T>} when it\n"
            "     * checks {@link RuntimePermission}{@code (\"modifyThread\")}.\n     */\n"
            "    static int send() { return 1; }\n}\n")
    (_, send) = extract_file("A.java", text)
    assert summarize(send, (), False).what_it_does == (
        'Returns a `HttpResponse<T>` when it checks `RuntimePermission("modifyThread")`.')


def test_rustdoc_links_side_by_side_make_one_code_span() -> None:
    """camino's `read_dir` documents what it yields as ``[`io::Result`]`<`[`fs::DirEntry`]`>` ``:
    four spans side by side, which its page showed as one garbled span."""
    from rk_action.extract import extract_file

    text = ("impl Utf8Path {\n    /// The iterator will yield instances of\n"
            "    /// [`io::Result`]`<`[`fs::DirEntry`]`>`. New errors may be encountered.\n"
            "    pub fn read_dir(&self) -> u8 { 1 }\n}\n")
    found = {e.symbol: e for e in extract_file("src/lib.rs", text)}
    assert summarize(found["Utf8Path.read_dir"], (), False).what_it_does == (
        "The iterator will yield instances of `io::Result<fs::DirEntry>`. New errors may be "
        "encountered.")


def test_a_parameter_named_async_makes_nothing_asynchronous() -> None:
    """marked's `function onError(silent, async, callback)` read "It runs asynchronously"
    with the note "Asynchronous: call it with `await`" (ajv's `func(…, async?: boolean)`,
    jinja2's `choose_async(self, async_value="async ")` too)."""
    sync = entity("onError", "function onError(silent, async) {\n  return silent;\n}",
                  language="javascript", signature="function onError(silent, async)",
                  params=(Param("silent"), Param("async")))
    asynchronous = replace(sync, name="load", symbol="load",
                           signature="async function load(silent, async)")
    assert "Asynchronous: call it with `await`" not in summarize(sync, (), False).notes
    assert "Asynchronous: call it with `await`" in summarize(asynchronous, (), False).notes


def test_a_base_whose_name_starts_an_interface_s_is_still_extended() -> None:
    """Twig's `class TextNode extends Node implements NodeOutputInterface` read "Implements
    `Node` and `NodeOutputInterface`": `Node` was found inside the interface's name."""
    from rk_action.extract import extract_file

    text = ("<?php\nnamespace T;\n\n/** A text node. */\n"
            "class TextNode extends Node implements NodeOutputInterface\n{\n}\n")
    (found,) = extract_file("TextNode.php", text)
    assert summarize(found, (), False).what_it_does == (
        "A text node.\n\nExtends `Node` and implements `NodeOutputInterface`.")


def test_a_standardjs_declaration_with_a_space_before_its_parameters() -> None:
    """undici writes `function name (a, b)`: its recursive `getGreatestCommonDivisor` read
    "Its body is empty" from the body after its own call (17 pages). An object's method
    written short calls a global of its name, not itself (`setTimeout (cb, d) { return
    setTimeout(cb, d) }`)."""
    from rk_action.extract import extract_file

    text = ("function getGreatestCommonDivisor (a, b) {\n  if (b === 0) return a\n"
            "  return getGreatestCommonDivisor(b, a % b)\n}\n\n"
            "module.exports = {\n  setTimeout (callback, delay) {\n"
            "    return setTimeout(callback, delay)\n  }\n}\n")
    said = {e.name: facts_of(summarize(e, (), False)) for e in extract_file("a.js", text)}
    assert said["getGreatestCommonDivisor"] == "It is recursive."
    assert "recursive" not in said["setTimeout"] and "empty" not in said["setTimeout"]


def test_a_numeronym_is_one_word_and_a_ruby_setter_sets() -> None:
    """The i18n gem's module read "I18 n module" (CPython's `write_c14n` "Write the c14 n"),
    and its setter `cache_store=(store)` "Cache `store`", `defaults=` "Return defaults"."""
    from rk_action.extract import extract_file

    text = ("module I18n\n  module Cache\n    def cache_store=(store)\n"
            "      @@cache_store = store\n    end\n  end\nend\n")
    said = {e.symbol: summarize(e, (), False).description
            for e in extract_file("lib/i18n/cache.rb", text)}
    assert said["I18n"] == "`I18n` module"
    assert said["I18n.Cache.cache_store="] == "Set the cache store to `store`"


@pytest.mark.parametrize(("name", "expected"), [
    ("isomorphicDecode", "Return the isomorphic decode for `value`"),
    ("canonicalJson", "Return the canonical JSON for `value`"),
    ("isEmpty", "Check whether `value` is empty"),
])
def test_an_english_word_opening_with_a_predicate_s_prefix_is_no_predicate(
        name: str, expected: str) -> None:
    """undici's `isomorphicDecode` read "Check whether `input` is an omorphic decode",
    Effect's `canonicalJson` "Check whether `value` can onical JSON"."""
    found = entity(name, f"function {name}(value) {{\n  return f(value)\n}}",
                   language="javascript", params=(Param("value"),))
    assert summarize(found, (), False).description == expected


def what_a_file_s_one_unit_does(path: str, code: bytes) -> str:
    """What It Does on the page of the one unit (a class and its members) that `code` plans."""
    from rk_action import layout

    (unit,) = layout.plan_source(path, code).units
    return summarize(*unit).what_it_does


def test_a_ruby_block_parameter_keeps_its_ampersand() -> None:
    """i18n's `deep_merge(hash, other, &block)` was listed as `deep_merge(hash, other,
    block)`, a method of three arguments (rake's `enhance(deps, block)`, 211 members and
    parameters over ActiveSupport, rack, sinatra, thor)."""
    code = (b"module Utils\n  # Merge.\n  def deep_merge(hash, other, &block)\n    1\n  end\n"
            b"  # Fetch.\n  def fetch(key, *args, **opts, &block)\n    2\n  end\nend\n")
    assert what_a_file_s_one_unit_does("lib/utils.rb", code) == (
        "Members:\n\n- `deep_merge(hash, other, &block)` — Merge\n"
        "- `fetch(key, *args, **opts, &block)` — Fetch")


def test_a_javascript_rest_parameter_keeps_its_dots_and_loses_its_comments() -> None:
    """undici's `onConnect(...args)` was listed as `onConnect(args)`, and a destructured
    parameter's `// Same as nodejs fs streams` swallowed the rest of BodyReadable's
    constructor."""
    code = (b"class Handler {\n  /** Connect. */\n  onConnect (...args) {\n    return args\n  }\n"
            b"  /** Make one. */\n  constructor ({\n    resume,\n"
            b"    highWaterMark = 64 * 1024 // Same as nodejs fs streams\n  }) {\n"
            b"    this.resume = resume\n  }\n}\n")
    assert what_a_file_s_one_unit_does("lib/handler.js", code) == (
        "Members:\n\n- `onConnect(...args)` — Connect\n"
        "- `constructor({ resume, highWaterMark = 64 * 1024 })` — Make one")


def test_a_php_doc_opening_with_a_namespaced_class_is_no_doxygen_command() -> None:
    """Twig's SyntaxError: "\\Exception thrown when a syntax error occurs…" read as Doxygen's
    `\\exception` command: no summary, and a made-up "Throws:" note."""
    from rk_action.extract import extract_file

    text = ("<?php\nnamespace Twig\\Error;\n/**\n * \\Exception thrown when a syntax error "
            "occurs.\n */\nclass SyntaxError extends Error\n{\n}\n")
    (found,) = extract_file("SyntaxError.php", text)
    said = summarize(found, (), False)
    assert (said.description, said.notes) == (
        "\\Exception thrown when a syntax error occurs", ())


@pytest.mark.parametrize(("description", "expected"), [
    ("The default date format", "The default date format. Defaults to `None`."),
    ("The format (default: 'Y-m-d')", "The format (default: 'Y-m-d')"),
    ("Whether to read ahead (true, default)", "Whether to read ahead (true, default)"),
    ("Times to match, default HUGE", "Times to match, default HUGE"),
    ("Defaults to the current time.", "Defaults to the current time."),
])
def test_a_parameter_s_default_is_said_unless_its_description_states_one(
        description: str, expected: str) -> None:
    """Twig's "The default date format" lost its "Defaults to `null`": any word "default" in
    a description passed for stating the default."""
    from rk_action.summarize._markup import with_default

    assert with_default(description, "None") == expected


def test_a_description_naming_a_default_thing_still_gets_the_default() -> None:
    """Twig's `setDateFormat($format = null)`, "@param string $format The default date
    format": "default" in the text passed for the default stated, and `null` was dropped."""
    from rk_action.extract import extract_file

    text = ("<?php\nclass Core {\n    /**\n     * Sets the default format.\n     *\n"
            "     * @param string $format The default date format\n     */\n"
            "    public function setDateFormat($format = null) {}\n}\n")
    method = next(e for e in extract_file("Core.php", text) if e.name == "setDateFormat")
    assert summarize(method, (), False).parameters[0].description == (
        "The default date format. Defaults to `null`.")


def test_a_long_one_liner_keeps_the_start_of_a_clause_that_restricts_it() -> None:
    """more-itertools' `map_except` read "Transform each item from iterable with function
    and yield the result": its ", unless function raises one of the specified exceptions" was
    cut off, and the one-liner said the opposite (java.util.concurrent's "…, but not any
    other methods" too)."""
    from rk_action.summarize._markup import shorten

    text = ("Transform each item from *iterable* with *function* and yield the result, unless "
            "*function* raises one of the specified *exceptions*.")
    assert shorten(text) == ("Transform each item from *iterable* with *function* and yield "
                             "the result, unless *function* raises one of the…")
    # golang-lru's `ContainsOrAdd` read as `Contains` does, its other half cut off
    text = ("Check if a key is in the cache without updating the recent-ness or deleting it "
            "for being stale, and if not, adds the value.")
    assert shorten(text) == ("Check if a key is in the cache without updating the recent-ness "
                             "or deleting it for being stale, and if not, adds the…")


def test_a_one_word_name_that_names_no_thing_is_not_returned() -> None:
    """mobx's `when(predicate, effect)` and `untracked(action)` read "Return the when for
    `predicate`…": a conjunction or a participle is no thing a function returns."""
    when = entity("when", "function when(predicate, effect) {\n"
                  "  return _when(predicate, effect)\n}", language="javascript",
                  params=(Param("predicate"), Param("effect")))
    assert describe(when) == "Wrap a call to `_when`"
    untracked = entity("untracked", "function untracked(action) {\n  const a = 1\n"
                       "  return a\n}", language="javascript", params=(Param("action"),))
    assert describe(untracked) == "Return `a`"


def test_common_verbs_named_first_make_an_imperative() -> None:
    assert describe(entity("_deduplicate",
                           "def _deduplicate(params):\n    return list(dict.fromkeys(params))",
                           params=(Param("params"),))) == "Deduplicate `params`"
    assert describe(entity("rebuild_exc", "def rebuild_exc(exc, tb):\n    return exc",
                           params=(Param("exc"), Param("tb")))) == "Rebuild `exc` from `tb`"
    assert describe(entity("concat", "def concat(a, b):\n    return a + b",
                           params=(Param("a"), Param("b")))) == "Concatenate `a` and `b`"


def test_a_function_returning_a_boolean_named_by_an_adjective_is_a_check() -> None:
    """go-toml's `Valid(b []byte) bool` read "Return the valid for `b`"; a verb's name
    (`offer(e)`) or a quantifier's (`all(f)`) stays what it was."""
    assert describe(entity("Valid", "func Valid(b []byte) bool {\n"
                           "\treturn b[0] > 127\n}", language="go", returns="bool",
                           params=(Param("b", "[]byte"),))) == "Check whether `b` is valid"
    for name in ("offer", "all"):
        assert not describe(entity(name, f"boolean {name}(E e) {{ return true; }}",
                                   language="java", kind="method", parent="Queue",
                                   returns="boolean", params=(Param("e", "E"),))
                            ).startswith("Check whether")
    assert describe(entity("Zero", "func (e utf8Err) Zero() bool {\n\treturn e.Index == 0\n}",
                           language="go", kind="method", parent="utf8Err", returns="bool")) == (
        "Check whether the `utf8Err` is zero")


def test_a_go_buffer_appended_to_is_not_what_a_function_encodes() -> None:
    """`encodeKey(b []byte, k string) ([]byte, error)` appends `k` to `b` and returns it."""
    assert describe(entity("encodeKey", "func (enc *Encoder) encodeKey(b []byte, k string) "
                           "([]byte, error) {\n\treturn append(b, k...), nil\n}", language="go",
                           kind="method", parent="Encoder", returns="([]byte, error)",
                           params=(Param("b", "[]byte"), Param("k", "string")))) == (
        "Encode `k` as a key")


def test_a_value_returned_inside_a_closure_or_a_branch_is_not_the_function_s() -> None:
    """go-toml's `sortEntriesByKey` "Returns `e[i].Key < e[j].Key`" (the `sort.Slice`
    closure's); itertools' `get_next` "Returns `false`" (its early return: the `if … else`
    that ends it gives `true` or `false`)."""
    sort = summarize(entity("sortEntriesByKey", "func sortEntriesByKey(e []entry) {\n"
                            "\tsort.Slice(e, func(i, j int) bool {\n"
                            "\t\treturn e[i].Key < e[j].Key\n\t})\n}", language="go",
                            params=(Param("e", "[]entry"),)))
    assert "Returns" not in sort.what_it_does
    arrow = summarize(entity("keys", "function keys(o) {\n  const k = []\n"
                             "  each(o, (v) => {\n    return v\n  })\n  return k\n}",
                             language="javascript", params=(Param("o"),)))
    assert facts_of(arrow).startswith("Returns `k`.")
    get_next = summarize(entity(
        "get_next", "    pub fn get_next(&mut self) -> bool {\n        if self.done {\n"
        "            return false;\n        }\n        if let Some(x) = self.it.next() {\n"
        "            self.buffer.push(x);\n            true\n        } else {\n"
        "            false\n        }\n    }", language="rust", kind="method",
        parent="LazyBuffer", returns="bool"))
    assert "Returns" not in get_next.what_it_does


def test_a_static_c_function_is_local_to_its_file() -> None:
    """xxHash's 30 `static` functions were "called on the type, without an instance"."""
    found = summarize(entity("XXH32_round", "static xxh_u32 XXH32_round(xxh_u32 acc)\n{\n"
                             "    return acc;\n}", language="c", decorators=("static",)))
    assert "Static: visible only in its own file" in found.notes
    method = summarize(entity("make", "static A make() {\n    return A();\n}", language="cpp",
                              kind="method", parent="A", decorators=("static",)))
    assert "Static: called on the type, without an instance" in method.notes


def test_a_doxygen_param_may_describe_several_parameters() -> None:
    """xxHash's `@param lhs, rhs The 64-bit integers to be multiplied`."""
    found = summarize(entity(
        "XXH_mult64to128", "static XXH128_hash_t XXH_mult64to128(xxh_u64 lhs, xxh_u64 rhs)\n{\n"
        "    return r;\n}", language="c", doc="@brief Calculates a long multiply.\n\n"
        "@param lhs , rhs The 64-bit integers to be multiplied", params=(
            Param("lhs", "xxh_u64"), Param("rhs", "xxh_u64"))))
    assert [(p.name, p.description) for p in found.parameters] == [
        ("lhs", "The 64-bit integers to be multiplied"),
        ("rhs", "The 64-bit integers to be multiplied")]


def test_a_method_named_verb_to_sends_its_instance_to_the_first_parameter() -> None:
    """`queue.drainTo(c, maxElements)` read "Drain `c` to `maxElements`", as a function
    `copy_to(src, dst)` copies its first parameter to its second."""
    assert describe(entity("drainTo", "public int drainTo(Collection c, int maxElements) {\n"
                           "    return n;\n}", language="java", kind="method",
                           parent="DelayQueue", returns="int",
                           params=(Param("c", "Collection"), Param("maxElements", "int")))) == (
        "Drain to `c` with `maxElements`")
    assert describe(entity("copy_to", "def copy_to(src, dst):\n    shutil.copy(src, dst)",
                           params=(Param("src"), Param("dst")))) == "Copy `src` to `dst`"


def test_a_verb_of_two_things_alike_names_both() -> None:
    """qs's `combine(a, b)` read "Combine `a`" and `merge(target, source, options)` "Merge
    `target`": the second thing was lost. A verb of one thing still names one."""
    def made(name: str, *params: str) -> str:
        code = f"var {name} = function {name}({', '.join(params)}) {{\n  return a;\n}};"
        return describe(entity(name, code, language="javascript",
                               params=tuple(Param(p) for p in params)))

    assert made("combine", "a", "b") == "Combine `a` and `b`"
    assert made("merge", "target", "source", "options") == "Merge `target` and `source`"
    assert made("decode", "str", "decoder", "charset") == "Decode `str`"


def test_a_first_parameter_written_into_is_not_what_the_function_works_on() -> None:
    """google/uuid's `encodeHex(dst []byte, uuid UUID)` writes `uuid` into `dst`; it read
    "Encode `dst` as a hex"."""
    def go(name: str, *params: tuple[str, str]) -> str:
        return describe(entity(name, f"func {name}() {{\n\tx()\n\ty()\n}}", language="go",
                               params=tuple(Param(n, t) for n, t in params)))

    assert go("encodeHex", ("dst", "[]byte"), ("uuid", "UUID")) == (
        "Encode `uuid` as a hex into `dst`")
    assert go("Encode", ("dst", "[]byte"), ("src", "[]byte")) == "Encode `src` into `dst`"
    assert go("Flush", ("dst", "io.Writer")) == "Flush `dst`"


def test_a_plural_in_ys_takes_no_article() -> None:
    """qs's `parseKeys(givenKey, …)` read "Parse `givenKey` as a keys"."""
    parse_keys = entity("parseKeys", "function parseKeys(givenKey, val) {\n  return val;\n}",
                        language="javascript", params=(Param("givenKey"), Param("val")))
    assert describe(parse_keys) == "Parse `givenKey` as keys"
    status = entity("parseStatus", "function parseStatus(line) {\n  return line.split(' ');\n}",
                    language="javascript", params=(Param("line"),))
    assert describe(status) == "Parse `line` as a status"


def test_a_doc_that_only_says_what_is_returned_makes_the_one_liner() -> None:
    """tzinfo's `@return [TimezoneInfo] the last {TimezoneInfo} to be defined.` read "Get
    the `ClassMethods`", made from the name `get`; a Javadoc or JSDoc of one `@return`
    likewise. "true if …" is a check."""
    def one_liner(language: str, doc: str, code: str) -> str:
        made = entity("get", code, language=language, kind="method", parent="A", doc=doc)
        found = summarize(made).description
        assert describe(replace(made)) == found  # the one-liner alone says the same
        return found

    assert one_liner("ruby", "@return [TimezoneInfo] the last {TimezoneInfo} to be defined.",
                     "def get\n  @info\nend") == "Return the last `TimezoneInfo` to be defined"
    assert one_liner("java", "@return the identifier of the zone",
                     "String get() { return x; }") == "Return the identifier of the zone"
    assert one_liner("ruby", "@return [Boolean] `true` if this is dst, otherwise `false`.",
                     "def get\n  x\nend") == "Check whether this is dst"


def test_yard_links_read_as_what_they_show() -> None:
    """tzinfo's `{Timestamp#utc_offset utc_offset}` was left raw (74 pages), and its
    one-liners cut inside a link (`{#utc?`)."""
    found = describe(entity("local_timestamp", "def local_timestamp\n  x\nend", language="ruby",
                            kind="method", parent="TZInfo.Timezone", doc=(
                                "Returns the local time offset by {Timestamp#utc_offset "
                                "utc_offset} and {#utc? self.utc?} as a {Timestamp}.")))
    assert found == ("Return the local time offset by `utc_offset` and `self.utc?` as a "
                     "`Timestamp`")


def test_a_parameter_tag_without_its_name_documents_it_by_position() -> None:
    """ws's `@param {Error} The error to emit` and addressable's `@param [String, URI] The URI
    to join with.` name no parameter: their texts were lost, read as a parameter `The`."""
    emit = entity("emitErrorAndClose", "function emitErrorAndClose(websocket, err) {}",
                  language="javascript", params=(P("websocket"), P("err")), doc=(
                      "Emit an error.\n\n@param {WebSocket} websocket The socket\n"
                      "@param {Error} The error to emit"))
    assert [(p.name, p.type, p.description) for p in summarize(emit).parameters] == [
        ("websocket", "WebSocket", "The socket"), ("err", "Error", "The error to emit")]
    join = entity("join", "  def join(uri)\n  end", language="ruby", kind="method",
                  parent="URI", params=(P("uri"),), doc=(
                      "Joins two URIs together.\n\n@param [String, #to_str] The URI to join with."))
    assert [(p.name, p.type, p.description) for p in summarize(join).parameters] == [
        ("uri", "String, #to_str", "The URI to join with.")]


def test_a_ruby_keyword_parameter_is_shown_as_one() -> None:
    """public_suffix's `parse(name, list: List.default, …)` was listed `parse(name, list=…)`,
    a positional default; a required keyword (`value:`) showed no sign of being one."""
    parse = entity("parse", "  def self.parse(name, list: List.default, strict: false)\n"
                   "    name\n  end", language="ruby", kind="method", parent="PublicSuffix",
                   doc="Parse it.", signature="def self.parse(name, list: List.default, strict: "
                   "false)", params=(P("name"), Param("list", "", "List.default"),
                                     Param("strict", "", "false")), decorators=("self",))
    init = entity("initialize", "  def initialize(value:, b = 1)\n  end", language="ruby",
                  kind="method", parent="PublicSuffix", doc="Make one.",
                  signature="def initialize(value:, b = 1)", params=(P("value"),
                                                                     Param("b", "", "1")))
    owner = entity("PublicSuffix", "module PublicSuffix\nend", language="ruby", kind="class",
                   doc="Suffixes.")
    assert summarize(owner, (parse, init)).what_it_does.endswith(
        "- `self.parse(name, list: …, strict: false)` — Parse it\n"
        "- `initialize(value:, b=1)` — Make one")  # (a short literal default is shown)


def test_a_relation_predicate_says_which_side_is_which() -> None:
    """moment's `isBefore(input)` tests `this.valueOf() < input`, set on the prototype
    elsewhere: it read "Check whether `input` is before", the other way round; `isBetween`
    named one bound."""
    before = entity("isBefore", "export function isBefore(input, units) {\n"
                    "    return this.valueOf() < input.valueOf();\n}", language="javascript",
                    params=(P("input"), P("units")))
    between = entity("isBetween", "export function isBetween(from, to) {\n"
                     "    return this.isAfter(from) && this.isBefore(to);\n}",
                     language="javascript", params=(P("from"), P("to")))
    plain = entity("is_before", "def is_before(a, b):\n    return a < b", params=(P("a"), P("b")))
    assert [describe(one) for one in (before, between, plain)] == [
        "Check whether it is before `input`", "Check whether it is between `from` and `to`",
        "Check whether `a` is before `b`"]


def test_a_compound_noun_after_the_is_no_subject_to_drop() -> None:
    """log's `Record::module_path`, "The module path of the message.", read "Path of the
    message": "The module" was taken for "This module" and dropped."""
    path = entity("module_path", "pub fn module_path(&self) -> Option<&str> {\n    self.m\n}",
                  language="rust", kind="method", parent="Record",
                  doc="The module path of the message.")
    assert describe(path) == "The module path of the message"
    checks = entity("check", "def check(self):\n    pass", kind="method", parent="A",
                    doc="This method checks for errors.")
    assert describe(checks) == "Check for errors"
    level = entity("deep_locate", "  def self.deep_locate(comparator, object)\n  end",
                   language="ruby", kind="method", parent="DeepLocate", decorators=("self",),
                   doc="The module level implementation of #deep_locate, incase you do not "
                       "want to include/extend the base datastructure.")
    assert describe(level).startswith("The module level implementation of #deep_locate")
    returns = entity("first", "def first(self):\n    return self.items[0]", kind="method",
                     parent="A", doc="The method returns the first item.")
    assert describe(returns) == "Return the first item"


def test_a_go_name_that_is_its_docs_verb_stays_the_verb() -> None:
    """cron's `Recover`, "Recover panics in wrapped jobs and log them with the provided
    logger.", read "Panic in wrapped jobs and log them…": its name is a verb and the verb
    joined by "and" is in its form, so "panics" is the object, not Go's third-person verb."""
    recover = entity("Recover", "func Recover(logger Logger) JobWrapper {\n}", language="go",
                     doc="Recover panics in wrapped jobs and log them with the provided logger.")
    assert describe(recover) == (
        "Recover panics in wrapped jobs and log them with the provided logger")
    parse = entity("Parse", "func Parse(s string) Spec {\n}", language="go",
                   doc="Parse parses the spec and returns the schedule.")
    assert describe(parse) == "Parse the spec and return the schedule"
    stop = entity("Stop", "func (c *Cron) Stop() {\n}", language="go", kind="method",
                  parent="Cron", doc="Stop stops the cron scheduler and returns a context.")
    assert describe(stop) == "Stop the cron scheduler and return a context"


def test_a_ruby_class_method_is_listed_as_one() -> None:
    """dotenv's `Railtie` listed `load()` twice, its `def self.load` and its `def load`."""
    load = entity("load", "  def self.load\n    new.load\n  end", language="ruby", kind="method",
                  parent="Railtie", doc="Load it early.", decorators=("self",))
    own = entity("load", "  def load\n    x\n  end", language="ruby", kind="method",
                 parent="Railtie", doc="Load the files.")
    owner = entity("Railtie", "class Railtie\nend", language="ruby", kind="class", doc="Rails.")
    assert summarize(owner, (load, own)).what_it_does.endswith(
        "- `self.load()` — Load it early\n- `load()` — Load the files")


def test_rdoc_links_read_as_their_text() -> None:
    """public_suffix's "Rule definition in the {Public Suffix List}[https://…]" read "…in the
    Suffix List[https://…]", the first word taken for a YARD link's target."""
    found = describe(entity("Base", "class Base\nend", language="ruby", kind="class", doc=(
        "Abstract rule class.\n\nA rule as in the {Public Suffix List}[https://publicsuffix"
        ".org] (see Documentation[https://publicsuffix.org/list/] and a[0]).")))
    assert found == "Abstract rule class"
    text = summarize(entity("Base", "class Base\nend", language="ruby", kind="class", doc=(
        "Abstract rule class.\n\nA rule as in the {Public Suffix List}[https://publicsuffix"
        ".org] (see Documentation[https://publicsuffix.org/list/] and a[0]).")))
    assert text.what_it_does.split("\n\n")[1] == (
        "A rule as in the Public Suffix List (see Documentation and a[0]).")


def test_a_negative_number_that_opens_a_tag_s_text_keeps_its_sign() -> None:
    """YARD's `@return [Integer] -1 if `tz` is less than `self`…` read "1 if …"."""
    found = summarize(entity("<=>", "def <=>(tz)\n  x\nend", language="ruby", kind="method",
                             parent="TZInfo.Timezone", params=(Param("tz"),), doc=(
                                 "Compares this {Timezone} with another.\n\n@param tz [Object] "
                                 "- the other.\n@return [Integer] -1 if `tz` is less than "
                                 "`self`, 0 if equal.")))
    assert found.returns == "`Integer` — -1 if `tz` is less than `self`, 0 if equal."
    assert [(p.name, p.description) for p in found.parameters] == [("tz", "The other.")]


def test_a_plural_noun_that_starts_with_a_verb_is_one_word() -> None:
    """tzinfo's `countries` read "Count the ries"."""
    assert describe(entity("countries", "def countries\n  @countries\nend", language="ruby",
                           kind="method", parent="TZInfo.Format1.CountryIndexDefinition")) == (
        "Return countries")


def test_a_name_that_opens_with_an_agent_noun_is_not_split_after_its_verb() -> None:
    """rack's `username` read "Use the rname": `user` is the verb's agent noun, not `use`."""
    assert describe(entity("username", "def username\n  credentials.first\nend",
                           language="ruby", kind="method", parent="Rack.Auth.Basic.Request")) == (
        "Return the username")


def test_a_name_of_two_capitals_is_a_code_and_a_regex_test_says_what_it_matches() -> None:
    """validator's `vatMatchers.MK` read "Make `str`", `.IS` "Check whether `str` is", `.NO`
    "Return NO for `str`": two capitals are a country's code, not words, and a body that only
    tests a regular expression says which."""
    def matcher(name: str, pattern: str) -> str:
        return describe(entity(name, f"  {name}: function {name}(str) {{ return {pattern}"
                                     ".test(str); },", language="javascript", kind="method",
                               parent="vatMatchers", params=(Param("str"),)))
    assert matcher("MK", r"/^(MK)?\d{13}$/") == r"Check whether `str` matches `/^(MK)?\d{13}$/`"
    assert matcher("IS", r"/^(IS)?\d{5,6}$/") == (
        r"Check whether `str` matches `/^(IS)?\d{5,6}$/`")
    assert matcher("NO", "/^" + "[0-9A-Z]" * 10 + "$/") == (
        "Check whether `str` matches a regular expression")
    assert describe(entity("CH", "CH(str) { return checks(str) && other(str); }",
                           language="javascript", kind="method", parent="vatMatchers",
                           params=(Param("str"),))) == "`CH` method"


def test_a_shortened_one_liner_ends_on_no_clause_that_leads_to_the_cut() -> None:
    """pyparsing's `Keyword` read "…as a keyword, that is" and `ParseResults.get` "…matching
    the given key, or if there is no such name": the clause after the comma led to what the
    cut took away."""
    keyword = describe(entity("Keyword", "class Keyword(Token):\n    pass", kind="class", doc=(
        "Token to exactly match a specified string as a keyword, that is, it must be "
        "immediately preceded and followed by whitespace or non-keyword characters.")))
    assert keyword == "Token to exactly match a specified string as a keyword"
    get = describe(entity("get", "def get(self, key, default_value=None):\n    return 1",
                          kind="method", parent="ParseResults", doc=(
                              "Returns named result matching the given key, or if there is "
                              "no such name, then returns the given ``default_value`` or "
                              "``None`` if no ``default_value`` is specified.")))
    assert get == "Return named result matching the given key"


def test_php_traits_a_class_uses_are_no_bases_it_extends() -> None:
    """Carbon's `class CarbonPeriod implements Iterator, Countable { use IntervalRounding; …`
    read "Extends `IntervalRounding`…"; a tool's `@SuppressWarnings(…)` line made a one-liner,
    and "…, false else." stayed at the end of a check."""
    period = entity("CarbonPeriod", "class CarbonPeriod implements Iterator\n{\n"
                    "    use IntervalRounding;\n}", language="php", kind="class",
                    signature="class CarbonPeriod implements Iterator",
                    bases=("Iterator", "IntervalRounding"))
    assert describe(period) == "Carbon period (implements `Iterator`, uses `IntervalRounding`)"
    carbon = entity("Carbon", "class Carbon extends DateTime\n{\n    use Date;\n}",
                    language="php", kind="class", signature="class Carbon extends DateTime",
                    bases=("DateTime", "Date"))
    assert describe(carbon) == "`Carbon` class (extends `DateTime`, uses `Date`)"
    converter = entity("convert", "public function convert($v) {\n    return $v;\n}",
                       language="php", kind="method", parent="Converter", doc=(
                           "@SuppressWarnings(PHPMD.UnusedFormalParameter)\n\n"
                           "Convert the value.\n\n@param mixed $v"))
    assert describe(converter) == "Convert the value"
    strict = entity("isStrict", "public function isStrict() {\n    return true;\n}",
                    language="php", kind="method", parent="Options", doc=(
                        "Returns true if the strict mode is in use, false else."))
    assert describe(strict) == "Check whether the strict mode is in use"


def test_an_example_keeps_the_prose_that_leads_each_of_its_blocks() -> None:
    """The url crate's `set_scheme` examples lost their captions ("Cannot change URL's scheme
    from `https` to `foõ`:") and ran together as one block."""
    found = summarize(entity(
        "set_scheme", "pub fn set_scheme(&mut self, scheme: &str) -> Result<(), ()> {\n"
        "    Ok(())\n}", language="rust", kind="method", parent="Url", doc=(
            "Change this URL's scheme.\n\n# Examples\n\nChange the scheme to `foo`:\n\n```\n"
            "url.set_scheme(\"foo\")?;\n```\n\nCannot change it to `foõ`:\n\n```\n"
            "assert!(url.set_scheme(\"foõ\").is_err());\n```\n")))
    assert found.example == ("// Change the scheme to `foo`:\nurl.set_scheme(\"foo\")?;\n\n"
                             "// Cannot change it to `foõ`:\nassert!(url.set_scheme(\"foõ\")"
                             ".is_err());")


def test_an_example_s_caption_is_the_short_paragraph_right_above_it() -> None:
    """textwrap's `wrap_first_fit` example opened with "// switch to another task.", the last
    three lines of a story of three paragraphs cut mid-sentence: a caption is the paragraph
    above the block, and only when it is short."""
    found = summarize(entity(
        "wrap_first_fit", "pub fn wrap_first_fit() {\n}", language="rust", doc=(
            "Wrap fragments.\n\n# Examples\n\nImagine you are building a house and you\n"
            "have a number of tasks.\n\nThe workers can only work during daytime, so they\n"
            "need to pack up every night: they secure their tools and move machines back,\n"
            "which takes much more time than it takes them to\n"
            "simply switch to another task.\n\n```\nlet tasks = vec![1];\n```\n\nShort one:\n"
            "```\nlet more = 2;\n```\n")))
    assert found.example == "let tasks = vec![1];\n\n// Short one:\nlet more = 2;"


def test_an_on_name_that_takes_a_function_registers_it() -> None:
    """viper's `OnConfigChange(run func(in fsnotify.Event))` read "Handle the config change
    event": it handles nothing, it registers `run`. A handler (`onStatus(status)`) still
    handles its event."""
    assert describe(entity("OnConfigChange", "func OnConfigChange(run func(in fsnotify.Event)) {"
                           "\n\tv.OnConfigChange(run)\n}", language="go",
                           params=(Param("run", "func(in fsnotify.Event)"),))) == (
        "Register `run` to handle the config change event")
    assert describe(entity("onStatus", "onStatus(status) {\n  this.status = status\n}",
                           language="javascript", kind="method", parent="Parser",
                           params=(Param("status"),))) == "Handle the status event"


def test_a_property_documented_as_a_function_used_to_do_something_holds_it() -> None:
    """sortedcontainers' `key` property, "Function used to extract comparison key from
    values.", read "Extract comparison key from values": a method to call. A method of that
    doc still does it."""
    doc = "Function used to extract comparison key from values."
    assert describe(entity("key", "def key(self):\n    return self._key", kind="method",
                           parent="SortedList", doc=doc, decorators=("property",))) == (
        "Function used to extract comparison key from values")
    assert describe(entity("key", "def key(self, value):\n    return value", kind="method",
                           parent="SortedList", doc=doc)) == "Extract comparison key from values"


def test_a_name_whose_verb_is_followed_by_a_condition_reads_as_one() -> None:
    """hashie's `optimize_if_necessary!` read "Optimize the if necessary", Carbon's
    `iterateUntilEnd` "Iterate the until end"; `visit_If` still visits an `If` node."""
    assert [describe(entity(name, f"def {name}\n  x\nend", language="ruby", kind="method",
                            parent="Rash")) for name in ("optimize_if_necessary!",
                                                         "save_when_ready")] == [
        "Optimize if necessary", "Save when ready"]
    assert describe(entity("iterateUntilEnd", "iterateUntilEnd() {\n  return 1\n}",
                           language="javascript")) == "Iterate until end"
    assert describe(entity("visit_If", "def visit_If(self, node):\n    pass", kind="method",
                           parent="Visitor", params=(Param("node"),))) != "Visit if with `node`"


def test_a_member_s_parameter_with_a_default_is_shown_as_optional() -> None:
    """cachetools' `def __len__(self, cache_len=Cache.__len__)` was listed as
    `__len__(cache_len)`, as if `len()` took an argument (38 members over its 10 class pages)."""
    code = (b"class TimedCache:\n    \"\"\"A cache.\"\"\"\n\n"
            b"    def __len__(self, cache_len=Cache.__len__):\n        \"\"\"Size.\"\"\"\n"
            b"        return cache_len(self)\n\n    def expire(self, time=None):\n"
            b"        \"\"\"Expire.\"\"\"\n        return time\n")
    assert what_a_file_s_one_unit_does("cachetools/__init__.py", code) == (  # a short literal
        # default as written (sortedcollections' `popitem(last=…)` hid its order)
        "A cache.\n\nMembers:\n\n- `__len__(cache_len=…)` — Size\n- `expire(time=None)` — Expire")


def test_the_text_after_a_javadoc_list_is_a_paragraph_of_its_own() -> None:
    """java.text's `Collator.getDecomposition`: "…- FULL_DECOMPOSITION. See the documentation
    for these three constants…" glued the sentence after `</ul>` to the last item (8 pages)."""
    found = summarize(entity(
        "getDecomposition", "public synchronized int getDecomposition() {\n  return 0;\n}",
        language="java", kind="method", parent="Collator", doc=(
            "Get the decomposition mode of this Collator.\n<p>\nThe three values are:\n<UL>\n"
            "<LI>NO_DECOMPOSITION,\n<LI>FULL_DECOMPOSITION.\n</UL>\nSee the documentation for "
            "these constants.")))
    assert found.what_it_does == (
        "Get the decomposition mode of this Collator.\n\nThe three values are:\n\n"
        "- NO_DECOMPOSITION,\n\n- FULL_DECOMPOSITION.\n\nSee the documentation for these "
        "constants.")


def test_a_one_liner_cut_inside_a_list_shows_that_items_are_missing() -> None:
    """java.text's `BreakIterator.current` read "…most recently returned by next(),
    next(int), previous(), first()": a complete-looking list missing last(), following(int)
    and preceding(int). A cut after a clause still ends as a sentence."""
    doc = ("Returns character index of the text boundary that was most recently returned by "
           "next(), next(int), previous(), first(), last(), following(int) or preceding(int).")
    assert summarize(entity("current", "x", language="java", kind="method",
                            parent="BreakIterator", doc=doc)).description == (
        "Return character index of the text boundary that was most recently returned by "
        "next(), next(int), previous(), first()…")


def test_a_lookup_s_last_parameter_named_default_is_its_fallback() -> None:
    """cachetools' `Cache.get(key, default)` read "Get the value for `key` and `default`", as
    if it looked up both; a setter's or a check's `default` is still an argument."""
    def made(name: str, *params: str) -> str:
        return describe(entity(name, "x", kind="method", parent="Cache",
                               params=tuple(Param(p) for p in params)))
    assert made("get", "key", "default") == "Get the value for `key`, or `default`"
    assert made("get_time_zone", "ID", "fallback") == "Get the time zone for `ID`, or `fallback`"
    assert made("check_limit", "name", "default") == "Check the limit with `name` and `default`"


def test_a_one_liner_does_not_name_the_arguments_a_wrapper_passes_on() -> None:
    """cachetools' `_TimedCache.pop(*args, **kwargs)` read "Pop `args`" and `setdefault`
    "Set the default `args` to `kwargs`": keyword arguments, a Ruby block and positional ones
    named for no role are handed on, not worked on; `any(*choices)` keeps its choices."""
    def made(code: str, language: str = "python", *params: str) -> str:
        name = code.split("(")[0].split()[-1]
        return describe(entity(name, code, language=language, kind="method",
                               parent="TimedCache", params=tuple(Param(p) for p in params)))
    assert made("def pop(self, *args, **kwargs)", "python", "args", "kwargs") == (
        "Pop the `TimedCache`")
    assert made("def setdefault(self, *args, **kwargs)", "python", "args", "kwargs") == (
        "Set the default")
    assert made("def add_reader(self, fd, callback, *args)", "python", "fd", "callback",
                "args") == "Add a reader from `fd` and `callback`"
    assert made("def any(self, *choices)", "python", "choices") == "Any for `choices`"
    assert made("def each_line(sep, &block)", "ruby", "sep", "block") == (
        "Return each line for `sep`")
    assert made("emit(event, ...args)", "javascript", "event", "args") == "Emit `event`"


def test_a_wrapper_that_returns_a_call_s_result_says_which_call() -> None:
    """spf13/cast's `ToTimeInDefaultLocation` is `v, _ := ToTimeInDefaultLocationE(i,
    location); return v`: its page said only "Returns `v`."; a value built up over more
    statements is still named as it is."""
    from rk_action import layout

    code = (b"package cast\n\nfunc ToTimeInDefaultLocation(i interface{}, location *time.Location)"
            b" time.Time {\n\tv, _ := ToTimeInDefaultLocationE(i, location)\n\treturn v\n}\n\n"
            b"func build(n int) []int {\n\tout := make([]int, n)\n\tfor i := range out {\n"
            b"\t\tout[i] = i\n\t}\n\treturn out\n}\n")
    said = [facts_of(summarize(*unit)) for unit in layout.plan_source("cast.go", code).units]
    assert said == ["Returns the result of `ToTimeInDefaultLocationE(i, location)`.",
                    "Returns `out`."]


def test_a_go_struct_lists_its_documented_fields() -> None:
    """gjson's `Result`: godoc shows each field's comment; the page lists them above the code,
    a comment before the field or after it, several names at once, a nested struct as one."""
    code = (
        "type Result struct {\n"
        "\t// Type is the json type\n"
        "\tType Type\n"
        "\tRaw string // Raw is the raw json\n"
        "\tStr string\n"
        "\n"
        "\t// X and Y locate it.\n"
        "\tX, Y int `json:\"x\"` // ignored: the comment above says it\n"
        "\t// Opts tune it.\n"
        "\tOpts struct {\n"
        "\t\t// Deep is not listed.\n"
        "\t\tDeep bool\n"
        "\t}\n"
        "\t// embedded types have no name of their own\n"
        "\t*Base\n"
        "}"
    )
    text = summarize(entity("Result", code, language="go", kind="class",
                            doc="Result represents a json value.")).what_it_does
    assert text == (
        "Result represents a json value.\n\nFields:\n\n"
        "- `Type` — Type is the json type\n"
        "- `Raw` — Raw is the raw json\n"
        "- `X, Y` — X and Y locate it\n"
        "- `Opts` — Opts tune it"
    )


def test_a_rust_struct_and_enum_list_their_documented_fields_and_variants() -> None:
    """textwrap's `Penalties` and `WordSplitter`: rustdoc lists the fields and variants with
    their docs' first sentences; a plain `//` comment and an attribute are neither."""
    penalties = (
        "#[derive(Clone, Copy)]\n"
        "pub struct Penalties {\n"
        "    /// Per-line penalty. This is added for every line.\n"
        "    pub nline_penalty: usize,\n"
        "    // a plain comment, no doc\n"
        "    short_last_line_fraction: usize,\n"
        "    /// Penalty for a last line with a single short word.\n"
        "    #[serde(default)]\n"
        "    pub(crate) short_last_line_penalty: usize,\n"
        "}"
    )
    text = summarize(entity("Penalties", penalties, language="rust", kind="class",
                            doc="Penalties for the optimal fit.")).what_it_does
    assert text == (
        "Penalties for the optimal fit.\n\nFields:\n\n"
        "- `nline_penalty` — Per-line penalty\n"
        "- `short_last_line_penalty` — Penalty for a last line with a single short word"
    )
    splitter = (
        "pub enum WordSplitter {\n"
        "    /// Avoid any kind of hyphenation.\n"
        "    NoHyphenation,\n"
        "    /// Use a custom function.\n"
        "    Custom(fn(&str) -> Vec<usize>),\n"
        "    Plain,\n"
        "    /// A hyphenation dictionary.\n"
        "    Hyphenation { dictionary: Standard },\n"
        "}"
    )
    text = summarize(entity("WordSplitter", splitter, language="rust", kind="class",
                            doc="Where words can be split.")).what_it_does
    assert text == (
        "Where words can be split.\n\nVariants:\n\n"
        "- `NoHyphenation` — Avoid any kind of hyphenation\n"
        "- `Custom` — Use a custom function\n"
        "- `Hyphenation` — A hyphenation dictionary"
    )
    assert "Fields" not in summarize(entity(
        "Plain", "pub struct Plain {\n    pub a: u8,\n}", language="rust", kind="class",
        doc="Nothing documented.")).what_it_does


def test_a_c_struct_and_a_typescript_interface_list_their_documented_fields() -> None:
    """zlib's `z_stream` documents each field in a comment after it, libyaml's structs in a
    Doxygen comment before it; a nested struct's own fields are not the type's. A TypeScript
    interface lists its documented properties (its methods have pages of their own)."""
    stream = (
        "typedef struct z_stream_s {\n"
        "    z_const Bytef *next_in;     /* next input byte */\n"
        "    uInt     avail_in;  /* number of bytes available at next_in */\n"
        "    /** The problematic value (-1 is none).\n"
        "     * More about it. */\n"
        "    int problem_value;\n"
        "    int flags : 3; ///< Three bits of flags.\n"
        "    alloc_func (*zalloc)(voidpf, uInt); /**< used to allocate the state */\n"
        "    unsigned char buf[16];\n"
        "    /** The buffer. */\n"
        "    struct {\n"
        "        /** Not listed. */\n"
        "        int start;\n"
        "    } buffer;\n"
        "} z_stream;"
    )
    text = summarize(entity("z_stream_s", stream, language="c", kind="class")).what_it_does
    assert text == (
        "Fields:\n\n"
        "- `next_in` — next input byte\n"
        "- `avail_in` — number of bytes available at next_in\n"
        "- `problem_value` — The problematic value (-1 is none)\n"
        "- `flags` — Three bits of flags\n"
        "- `zalloc` — used to allocate the state"
    )
    interface = (
        "export interface IDerivation extends IDepTreeNode {\n"
        "    observing_: IObservable[]\n"
        "    /**\n"
        "     * Id of the current run of a derivation. Each time it is tracked it grows.\n"
        "     */\n"
        "    runId_: number\n"
        "    /** Called when it becomes stale. */\n"
        "    onBecomeStale_(): void\n"
        "    /** warn if the derivation has no dependencies */\n"
        "    readonly requiresObservable_?: boolean\n"
        "}"
    )
    text = summarize(entity("IDerivation", interface, language="typescript", kind="class",
                            doc="A derivation.")).what_it_does
    assert text == (
        "A derivation.\n\nFields:\n\n"
        "- `runId_` — Id of the current run of a derivation\n"
        "- `requiresObservable_` — warn if the derivation has no dependencies"
    )


def test_a_cpp_struct_lists_fields_its_plain_comments_document() -> None:
    """leveldb's `Options`: each field under a `//` paragraph, with a default value; the
    constructor declared among them is a member with a page, not a field."""
    code = (
        "struct LEVELDB_EXPORT Options {\n"
        "  // Create an Options object with default values for all fields.\n"
        "  Options();\n"
        "\n"
        "  // If true, the database will be created if it is missing.\n"
        "  bool create_if_missing = false;\n"
        "\n"
        "  // Number of keys between restart points. Most clients should\n"
        "  // leave this parameter alone.\n"
        "  int block_restart_interval{16};\n"
        "};"
    )
    text = summarize(entity("Options", code, language="cpp", kind="class")).what_it_does
    assert text == (
        "Fields:\n\n"
        "- `create_if_missing` — If true, the database will be created if it is missing\n"
        "- `block_restart_interval` — Number of keys between restart points"
    )


def test_a_python_class_lists_the_attributes_sphinx_reads_documented() -> None:
    """pluggy's `HookimplOpts` and `HookImpl`: `#:` before an attribute (or after it on its
    line), in the class body or before a `self.` one in a method, and a string right under a
    class-level attribute; a method's docstring is no attribute's, an undocumented one is not
    listed."""
    code = (
        "class HookImpl:\n"
        '    """A hook implementation."""\n\n'
        "    #: Whether the hook implementation is a wrapper.\n"
        "    wrapper: bool\n"
        "    tryfirst: bool = False  #: Whether to try it first.\n"
        "    plain = 1\n"
        "    specname: str | None = None\n"
        '    """The name of the hook specification."""\n\n'
        "    def __init__(self, plugin):\n"
        '        """Make one."""\n'
        "        #: The plugin which defined this hook implementation.\n"
        "        self.plugin = plugin\n"
        "        self.other = 2\n"
    )
    text = summarize(entity("HookImpl", code, kind="class", doc="A hook implementation.")
                     ).what_it_does
    assert text == (
        "A hook implementation.\n\nFields:\n\n"
        "- `wrapper` — Whether the hook implementation is a wrapper\n"
        "- `tryfirst` — Whether to try it first\n"
        "- `specname` — The name of the hook specification\n"
        "- `plugin` — The plugin which defined this hook implementation"
    )


def test_a_page_says_the_other_names_its_entity_goes_by() -> None:
    """addressable's `unencode` is also `unescape` (`alias_method`): its page says so, and so
    does its line among its class's members."""
    unencode = entity("unencode", "  def unencode(uri)\n    uri\n  end", language="ruby",
                      kind="method", parent="URI", doc="Unencodes any percent encoded "
                      "characters.", params=(Param("uri"),))
    aliased = replace(unencode, aliases=("unescape", "unencode_component"))
    assert summarize(aliased).what_it_does == (
        "Unencodes any percent encoded characters.\n\n"
        "Also called `unescape` and `unencode_component`.")
    assert summarize(unencode).what_it_does == "Unencodes any percent encoded characters."
    assert aliased.hash != unencode.hash  # an alias added outside its lines changes its page
    owner = entity("URI", "class URI\nend", language="ruby", kind="class", doc="A URI.")
    assert "- `unencode(uri)` — Unencode any percent encoded characters (also `unescape` and " \
        "`unencode_component`)" in summarize(owner, (aliased,)).what_it_does


def test_what_a_javascript_try_block_throws_its_catch_takes() -> None:
    """body-parser's `createStrictSyntaxError` throws a `SyntaxError` inside `try` and returns
    what its `catch` makes of it: its page said "Throws `SyntaxError`". A throw outside, or in
    a `catch`, or in a `try` with only `finally`, still escapes."""
    code = ("function createStrictSyntaxError(str, char) {\n  try {\n"
            "    JSON.parse(str); throw new SyntaxError('strict violation')\n"
            "  } catch (e) {\n    return normalize(e)\n  }\n}")
    assert summarize(entity("createStrictSyntaxError", code, language="javascript",
                            params=(P("str"), P("char")))).notes == ()
    code = ("function other(x) {\n  try { a() } finally { b() }\n"
            "  if (!x) throw new TypeError('no')\n"
            "  try { c() } catch (e) { throw new RangeError('bad') }\n}")
    assert summarize(entity("other", code, language="javascript", params=(P("x"),))).notes == (
        "Throws `TypeError`", "Throws `RangeError`")


def test_what_a_python_try_block_raises_its_except_takes() -> None:
    """wcmatch's `WcParse._handle_dot` raises `StopIteration` to leave its loop and catches
    it: its page said "Raises `StopIteration`". An `except` of another name, `except Exception`,
    a bare `except:` and a raise in a handler or after the `try` are each read as Python
    does."""
    code = ("def handle(i):\n    try:\n        while True:\n            if next(i):\n"
            "                raise StopIteration\n            try:\n                g()\n"
            "            except ValueError:\n                raise LookupError('x')\n"
            "    except (StopIteration, errors.LookupError):\n        i.rewind()\n"
            "    try:\n        raise KeyError\n    except:\n        pass\n"
            "    try:\n        raise OSError('e')\n    except Exception as e:\n        log(e)\n"
            "    try:\n        h()\n        raise TypeError('a')\n    except KeyError:\n"
            "        raise RuntimeError('b')\n    if not i:\n        raise ValueError('c')")
    assert summarize(entity("handle", code, params=(P("i"),))).notes == (
        "Raises `TypeError`", "Raises `RuntimeError`", "Raises `ValueError`")


def test_a_doc_of_a_return_tag_alone_is_what_its_page_says() -> None:
    """A doc of one `:return:` (`@return`) makes the one-liner its index line shows: its page
    says it too, not "Its doc comment gives no summary, and none could be derived"."""
    ident = summarize(entity("identifier", "def identifier(self):\n    if self.a:\n"
                             "        return self.b\n    return self.c", kind="method",
                             parent="Timezone", doc=":return: the identifier of the time zone."))
    assert (ident.description, ident.what_it_does) == (
        "Return the identifier of the time zone", "Return the identifier of the time zone.")


def test_a_function_does_not_set_what_a_class_inside_it_sets() -> None:
    """dateutil's `__get_gettz` defines `GettzFunc` and returns one: it "set" the four
    attributes of `GettzFunc.__init__`."""
    code = ("def __get_gettz():\n    class GettzFunc(object):\n        def __init__(self):\n"
            "            self.__instances = {}\n\n    return GettzFunc()\n")
    assert facts_of(summarize(entity("__get_gettz", code))) == "Returns `GettzFunc()`."
    code = "def reset(self):\n    self.count = 0\n    def inner(other):\n        other.x = 1\n"
    assert "It sets `self.count`." in facts_of(summarize(entity("reset", code, kind="method",
                                                                parent="Counter")))


def test_a_line_of_a_docstring_is_no_attribute() -> None:
    """dateutil's `tzlocal` docstring opens on its own line with "A :class:`tzinfo` subclass
    built around…", read as the attribute `A` annotated `:class:…`, documented by its class's
    code up to the next string: a field of 773 characters of code."""
    code = ('class tzlocal(_tzinfo):\n    """\n    A :class:`tzinfo` subclass built around the '
            '``time`` timezone functions.\n    """\n    def __init__(self):\n'
            '        self._std_offset = 1\n\n    def dst(self, dt):\n'
            '        """The offset."""\n        return None\n')
    doc = "A :class:`tzinfo` subclass built around the ``time`` timezone functions."
    text = summarize(entity("tzlocal", code, kind="class", doc=doc)).what_it_does
    assert text == "A `tzinfo` subclass built around the `time` timezone functions."


def test_an_annotated_attribute_is_one_a_method_sets() -> None:
    """pluggy's `PluginManager.__init__` writes `self.project_name: Final = project_name`:
    "It sets" named one of its six attributes, the only one without an annotation."""
    code = ("def __init__(self, name):\n    self.project_name: Final = name\n"
            "    self._plugins: dict[str, object] = {}\n    self._inner = 1\n"
            "    same = {self.a: b == c}\n")
    text = facts_of(summarize(entity("__init__", code, kind="method", parent="PluginManager",
                                     params=(Param("name"),))))
    assert text == "It sets `self.project_name`, `self._plugins` and `self._inner`."


def test_a_type_whose_brace_opens_its_own_line_lists_its_fields() -> None:
    """cxxopts writes `class Options` then `{` on the next line; a Rust `where` clause puts the
    brace under the bounds."""
    code = ("class Options\n{\n  public:\n  Options();\n\n  private:\n"
            "  // mapping from groups to help options\n  std::map<std::string, int> m_help;\n};")
    assert summarize(entity("Options", code, language="cpp", kind="class")).what_it_does == (
        "Fields:\n\n- `m_help` — mapping from groups to help options")
    code = "pub struct W<T>\nwhere\n    T: Clone,\n{\n    /// The thing.\n    pub t: T,\n}"
    assert summarize(entity("W", code, language="rust", kind="class")).what_it_does == (
        "Fields:\n\n- `t` — The thing")


def test_only_an_iterator_s_next_is_said_to_advance_it() -> None:
    """toml's `Tokenizer::next` returns `Result<Option<…>, Error>`, a method of its own, which
    read "Advance the iterator and return the next item"; `Iterator::next` returns an
    `Option`."""
    def one_liner(returns: str) -> str:
        return describe(entity("next", "fn next(&mut self) { self.n += 1; }", language="rust",
                               kind="method", parent="Tokenizer", returns=returns))
    assert one_liner("Option<Self::Item>") == "Advance the iterator and return the next item"
    assert one_liner("Result<Option<(Span, Token<'a>)>, Error>") == "Return the next"


def test_a_builder_s_setter_named_by_a_noun_sets_it() -> None:
    """cxxopts' `Options& positional_help(std::string help_text)` returns its own object to be
    called on again: it read "Return the positional help for `help_text`". A const reference
    is a getter's, a copy returned by value an immutable value's new one."""
    def one_liner(name: str, returns: str, language: str = "cpp", parent: str = "Options") -> str:
        return describe(entity(name, "x", language=language, kind="method", parent=parent,
                               params=(Param("text", "std::string"),), returns=returns))
    assert one_liner("positional_help", "Options&") == "Set the positional help to `text`"
    assert one_liner("custom_help", "this", "typescript") == "Set the custom help to `text`"
    assert one_liner("width", "&mut Self", "rust") == "Set the width to `text`"
    assert one_liner("margin", "*Options", "go") == "Set the margin to `text`"
    assert one_liner("group_help", "const Options&") == "Group the help `text`"
    assert one_liner("plus", "Duration", "java", "Duration") == "Return the plus for `text`"


def test_a_rest_return_field_alone_gives_the_one_liner() -> None:
    """schedule's `Job.should_run` is documented `:return: ``True`` if the job should be run
    now.`: its one-liner was "Test run", made from its name."""
    doc = ":return: ``True`` if the job should be run now."
    assert describe(entity("should_run", "def should_run(self): ...", kind="method",
                           parent="Job", doc=doc, returns="bool")) == (
        "Check whether the job should be run now")
    doc = ":returns: Number of seconds until the next run."
    assert describe(entity("idle_seconds", "def idle_seconds(self): ...", kind="method",
                           parent="Scheduler", doc=doc)) == (
        "Return number of seconds until the next run")


def test_a_method_that_declares_no_return_type_is_no_builder_s_setter() -> None:
    """mime-types' `xref_url_for_rfc(value)` declares no type (Ruby) and read "Set the xref URL
    for rfc to `value`": only a declared return of its own object makes a setter."""
    for language in ("ruby", "python", "cpp", "go", "rust", "typescript"):
        one_liner = describe(entity("xref_map", "x", language=language, kind="method",
                                    parent="Type", params=(Param("values"), Param("helper"))))
        assert one_liner.endswith("map for `values` and `helper`"), one_liner


def test_an_attribute_whose_value_spans_lines_keeps_the_docstring_under_it() -> None:
    """Python-Markdown's `AsteriskProcessor.PATTERNS` is a list over several lines, its
    docstring under the closing bracket: no Fields list showed it."""
    code = ("class AsteriskProcessor(InlineProcessor):\n    PATTERNS = [\n        one('a'),\n"
            "        two('b'),\n    ]\n"
            "    \"\"\" The patterns handled by this processor. \"\"\"\n\n"
            "    def build(self, m):\n        \"\"\"Return a tag.\"\"\"\n        return m\n")
    assert summarize(entity("AsteriskProcessor", code, kind="class")).what_it_does == (
        "Fields:\n\n- `PATTERNS` — The patterns handled by this processor")


def test_a_compound_noun_after_the_is_no_subject_dropped() -> None:
    """guzzlehttp/promises' `TaskQueue.disableShutdown`: "The task queue will be run…" read
    "Queue will be run…", "The task" dropped as if it named the method."""
    def one_liner(doc: str) -> str:
        return describe(entity("disableShutdown", "x", language="php", kind="method",
                               parent="TaskQueue", doc=doc))
    assert one_liner("The task queue will be run when the process exits.") == (
        "The task queue will be run when the process exits")
    assert one_liner("The function returns the value.") == "Return the value"


def test_an_overview_listing_nested_types_says_so() -> None:
    """java.util.logging's `LogManager` overview listed its nested `CloseOnReset` and
    `LoggerContext` under "Methods"."""
    nested = entity("CloseOnReset", "class CloseOnReset {}", language="java", kind="class",
                    parent="LogManager")
    method = entity("reset", "void reset() {}", language="java", kind="method",
                    parent="LogManager")
    owner = entity("LogManager", "class LogManager {}", language="java", kind="class")
    text = summarize(owner, (method, nested), overview=True).what_it_does
    assert text.startswith("Methods and nested types, each documented on its own page:\n\n")
    assert summarize(owner, (method,), overview=True).what_it_does.startswith(
        "Methods, each documented on its own page:\n\n")


def test_a_return_inside_a_callback_is_not_the_function_s() -> None:
    """handlebars' helpers register callbacks that return a value; the helper itself returns
    nothing, and read "Return the if for `instance`". Its page is named after its file (`if.js`,
    an anonymous default export): the `if` of its body is no declaration of it."""
    code = ("export default function(instance) {\n"
            "  instance.registerHelper('if', function(conditional, options) {\n"
            "    if (arguments.length != 2) {\n      throw new Error('one argument');\n    }\n"
            "    return options.fn(this);\n  });\n}")
    found = entity("if", code, language="javascript", params=(Param("instance"),),
                   signature="export default function(instance)")
    assert describe(found) == "If for `instance`"
    assert "Returns" not in summarize(found).what_it_does
    go = entity("Each", "func Each(items []int, f func(int) bool) {\n\tfor _, i := range items "
                "{\n\t\tf(i)\n\t}\n\tsort.Slice(items, func(a, b int) bool {\n"
                "\t\treturn items[a] < items[b]\n\t})\n}", language="go",
                params=(Param("items", "[]int"), Param("f", "func(int) bool")))
    assert not describe(go).startswith("Return")


def test_a_doc_that_only_names_the_interface_says_what_the_method_does() -> None:
    """google/uuid's "MarshalJSON implements json.Marshaler." and fourteen more read
    "Implement json.Marshaler": the one-liner says what the interface's method does, then what
    it implements. `Scan` and `Value` mean a database's only when the doc says so; a doc that
    says more keeps its words."""
    def go(name: str, doc: str, *params: str) -> str:
        return describe(entity(name, f"func (nu NullUUID) {name}() {{\n\treturn nil\n}}",
                               language="go", kind="method", parent="NullUUID", doc=doc,
                               params=tuple(Param(p) for p in params)))

    assert go("MarshalJSON", "MarshalJSON implements json.Marshaler.") == (
        "Encode the `NullUUID` as JSON (implements json.Marshaler)")
    assert go("Scan", "Scan implements the SQL driver.Scanner interface.", "value") == (
        "Read the `NullUUID` from the database value `value` (implements SQL driver.Scanner)")
    assert go("UnmarshalText", "UnmarshalText implements encoding.TextUnmarshaler.",
              "data") == (
        "Decode the `NullUUID` from the text `data` (implements encoding.TextUnmarshaler)")
    assert go("Value", "Value implements sql.Valuer so that UUIDs can be written to databases "
              "transparently.") == (
        "Implement sql.Valuer so that UUIDs can be written to databases transparently")
    assert go("Scan", "", "dest") == "Scan `dest`"
    assert go("Error", "Error implements the error interface.") == (
        "Return the error message of the `NullUUID` (implements error)")


def test_a_ruby_memoizing_getter_returns_its_variable() -> None:
    """mustache's `def self.template_path; @template_path ||= inheritable_config_for(…)` read
    only "It sets `@template_path`": it returns it too."""
    getter = entity("template_path", "  def self.template_path\n"
                    "    @template_path ||= inheritable_config_for :template_path, '.'\n  end",
                    language="ruby", kind="method", parent="Mustache",
                    signature="def self.template_path")
    assert facts_of(summarize(getter)) == (
        "Returns `@template_path`. It sets `@template_path`.")


def pipeline_outline(language: str, opening: str, blocks: list[str], last: str) -> str:
    """The outline of the body of a function `pipeline(value)` whose code is `opening`, the
    `blocks` and `last`, then a closing brace."""
    code = opening + "\n" + "\n".join(blocks) + last + "\n}"
    subject = entity("pipeline", code, language=language, params=(P("value", "int"),))
    heading = "Outline of the body (lines of the code below):\n\n"
    return summarize(subject).what_it_does.split(heading, 1)[1]


def test_an_outline_takes_no_code_set_aside_and_keeps_a_name_as_written() -> None:
    """mapstructure's outline of `decodeStructFromMap` had "For fieldType, field := range
    fields {" (a line of code commented out) as a heading, and "RemainField is set to…" for
    its comment "remainField is set to…"."""
    work = "".join(f"\tvalue = value + {n}\n" for n in range(8))
    blocks = [f"\t// Step {i} of the work\n{work}" for i in range(12)]
    blocks[3] = f"\t// for fieldType, field := range fields {{\n{work}"
    blocks[9] = f"\t// Note that we complete even if flags are off;\n{work}"
    blocks[6] = f"\t// remainField is set to the field that takes the rest\n{work}"
    outline = pipeline_outline("go", "func pipeline(value int) int {", blocks, "\treturn value")
    assert "fieldType" not in outline
    assert "- Line 62: remainField is set to the field that takes the rest" in outline
    assert "- Line 2: Step 0 of the work" in outline
    assert "- Line 92: Note that we complete even if flags are off;" in outline  # cobra's
    work = "".join(f"  value = value + {n}\n" for n in range(8))
    blocks = [f"  // Step {i} of the work\n{work}" for i in range(12)]
    blocks[2] = f"  //   const firstRow = findSelectedRow(rows) || rows[0]\n{work}"
    blocks[5] = f"  // table.setRowSelection(selectedRowIds)\n{work}"
    blocks[8] = f"  // return table.options.enableGroupingRowSelection ?? false\n{work}"
    outline = pipeline_outline("typescript", "function pipeline(value: number) {", blocks,
                               "  return value")  # table-core's, whose code was set aside
    assert "firstRow" not in outline and "setRowSelection" not in outline
    assert "enableGroupingRowSelection" not in outline and "Step 11 of the work" in outline


def test_an_outline_shows_a_statement_that_goes_on_and_no_line_without_words() -> None:
    """humantime's `Rfc3339Timestamp::fmt` outline cut `let mut year = 2000 +` and `let dur =
    self.0.duration_since(UNIX_EPOCH)` (its `.expect(…)` on the next line) as if whole;
    Parsedown's read "Line 129: ~" for its `# ~` separators and "`{…}`" for a brace alone."""
    work = "".join(f"    value = value + {n};\n" for n in range(8))
    blocks = [f"    let step{i} = value;\n{work}" for i in range(12)]
    blocks[2] = f"    let mut year = 2000 +\n        value;\n{work}"
    blocks[4] = f"    let dur = self.0.duration_since(UNIX_EPOCH)\n        .expect(\"x\");\n{work}"
    blocks[6] = f"    // ~\n    {{\n{work}    }}\n"
    outline = pipeline_outline("rust", "fn pipeline(mut value: u64) -> u64 {", blocks, "    value")
    assert "- Line 22: `let mut year = 2000 + …`" in outline
    assert "- Line 43: `let dur = self.0.duration_since(UNIX_EPOCH) …`" in outline
    assert "- Line 2: `let step0 = value;`" in outline
    assert "~" not in outline and "{" not in outline


def test_a_with_constructor_and_a_relation_verb_read_from_the_name() -> None:
    """indexmap's `IndexMap::with_capacity(n: usize) -> Self` read "Set the capacity to `n`",
    though it makes a new map (a `with_x(&mut self, …)` still sets); semver's
    `satisfies(version, range, options)` read "Return satisfies for `version`, `range` and
    `options`", and `Range#intersects(range)` "Return intersects for `range`"."""
    made = entity("with_capacity", "pub fn with_capacity(n: usize) -> Self {\n    x\n}",
                  language="rust", kind="method", parent="IndexMap", returns="Self",
                  params=(P("n", "usize"),))
    assert describe(made) == "Create `IndexMap` with the capacity `n`"
    changed = entity("with_entries", "pub fn with_entries<F>(&mut self, f: F) -> Self {\n"
                     "    self.n += 1;\n}",
                     language="rust", kind="method", parent="IndexMap", returns="Self",
                     params=(P("f", "F"),))
    assert describe(changed) == "Set the entries to `f`"
    split = entity("split_off", "pub fn split_off(&mut self, at: usize) -> Self {\n"
                   "    self.n += 1;\n}",
                   language="rust", kind="method", parent="IndexMap", returns="Self",
                   params=(P("at", "usize"),))
    assert describe(split) == "Split off `at`"  # a phrasal verb: not "Split the off `at`"
    satisfies = entity("satisfies", "const satisfies = (version, range, options) => {\n  n++\n}",
                       language="javascript", params=(P("version"), P("range"), P("options")))
    assert describe(satisfies) == "Check whether `version` satisfies `range`"
    intersects = entity("intersects", "  intersects (range, options) {\n    n++\n  }",
                        language="javascript", kind="method", parent="Range",
                        params=(P("range"), P("options")))
    assert describe(intersects) == "Check whether the `Range` intersects `range`"



def test_a_doc_titled_with_its_own_name_and_version_is_read_past_its_title() -> None:
    """lz4 titles each doc with its function's name, a colon, the version it came with and its
    status: one-liners read "LZ4_compress_fast() : Same as LZ4_compress_default()…",
    "LZ4_favorDecompressionSpeed() : v1.8.2+ (experimental) Opt" (cut at the abbreviation) and
    "LZ4_decoderRingBufferSize() : v1.8.2+" (the title alone, its text a note)."""
    fast = entity("LZ4_compress_fast", "int LZ4_compress_fast(const char* src, int n);",
                  language="c", doc="LZ4_compress_fast() :\nSame as LZ4_compress_default(), "
                  "but allows selection of \"acceleration\" factor.")
    assert describe(fast) == ("Same as LZ4_compress_default(), but allows selection of "
                              "\"acceleration\" factor")
    favor = entity("LZ4_favorDecompressionSpeed", "void LZ4_favorDecompressionSpeed(int f);",
                   language="c", doc="LZ4_favorDecompressionSpeed() : v1.8.2+ (experimental)\n"
                   "Opt. Parser will favor decompression speed over compression ratio.")
    assert describe(favor) == (
        "Opt. Parser will favor decompression speed over compression ratio")
    ring = entity("LZ4_decoderRingBufferSize", "int LZ4_decoderRingBufferSize(int size);",
                  language="c", params=(P("size", "int"),), returns="int",
                  doc="LZ4_decoderRingBufferSize() : v1.8.2+\nNote : in a ring buffer scenario,"
                  " blocks are presumed decompressed next to each other.")
    assert not describe(ring).startswith("LZ4_decoderRingBufferSize")


def test_a_getter_reads_as_a_noun_and_a_generator_yields() -> None:
    """lru-cache's `static get AbortController() { return AC }` read "Abort the controller" and
    `get del()` "Delete the `LRUCache`": a getter's name is a property's. Its generators
    `*rkeys()` and `*entries()` read "Rkeys" and "Entries"."""
    controller = entity("AbortController", "  static get AbortController() {\n    return AC\n  }",
                        language="javascript", kind="method", parent="LRUCache",
                        decorators=("static", "get"))
    assert describe(controller) == "Return the abort controller"
    keys = entity("rkeys", "  *rkeys() {\n    for (const i of this.rindexes()) {\n"
                  "      yield this.keyList[i]\n    }\n  }", language="javascript",
                  kind="method", parent="LRUCache")
    assert describe(keys) == "Yield rkeys"
    items = entity("items", "def items(self):\n    for key in self.keys:\n        yield key, 1",
                   kind="method", parent="Bag")
    assert describe(items) == "Yield items"


def test_a_doc_that_only_points_elsewhere_gets_a_one_liner_from_its_name() -> None:
    """tzinfo's `DataTimezone#period_for` is documented "(see Timezone#period_for)", YARD's
    pointer to another doc, in another file: that was its one-liner. The name makes it, and
    the page says so above the pointer, as for a doc of tags alone. YARD's `{identifier}`
    links (tzinfo's "Returns {identifier}, modified…") read as code."""
    pointer = entity("period_for", "  def period_for(time)\n    info.period_for(time)\n  end",
                     language="ruby", kind="method", parent="DataTimezone",
                     params=(P("time"),), doc="(see Timezone#period_for)")
    summary = summarize(pointer)
    assert summary.description == "Return the period for `time`"
    assert summary.what_it_does == (
        "Return the period for `time`.\n\n*Read from its name and code: its doc comment gives "
        "no summary.*\n\n(see Timezone#period_for)")
    linked = entity("friendly_identifier", "  def friendly_identifier\n    x\n  end",
                    language="ruby", kind="method", parent="Timezone",
                    doc="Returns {identifier}, modified to make it more readable.")
    assert describe(linked) == "Return `identifier`, modified to make it more readable"


def test_a_one_liner_naming_what_it_works_on_is_on_the_page_too() -> None:
    """pluggy's `HookCaller._remove_plugin(plugin)` was listed "Remove `plugin`" while its page
    said "Undocumented: no doc comment, and no summary could be derived beyond its name": the
    one-liner spells the name, but names what it works on too. A bare name's spelling stays
    no summary."""
    remove = entity("_remove_plugin", "    def _remove_plugin(self, plugin):\n"
                    "        self.hooks.remove(plugin)",
                    kind="method", parent="HookCaller", params=(P("plugin"),))
    assert summarize(remove).what_it_does == (
        "Remove `plugin`.\n\n*Read from its name and code: it has no doc comment.*")
    bare = entity("HookSpec", "class HookSpec:\n    pass", kind="class")
    assert summarize(bare).what_it_does.startswith("Undocumented")


def test_a_rust_operator_trait_s_method_says_its_operator() -> None:
    """bytesize's `impl AddAssign<T> for ByteSize` read "Add an assign from `rhs`", its `impl
    Mul<ByteSize> for Unit` "Return the mul for `other`"; a type's own `add` is its own."""
    def method(name: str, head: str, parent: str = "ByteSize") -> Entity:
        return entity(name, f"    fn {name}(&mut self, rhs: T) {{\n        self.0 += 1;\n    }}",
                      language="rust", kind="method", parent=parent, params=(P("rhs", "T"),),
                      signature=f"{head}\nfn {name}(&mut self, rhs: T)")
    assert describe(method("add_assign", "impl<T> AddAssign<T> for ByteSize")) == (
        "Add `rhs` to the `ByteSize` in place (`+=`)")
    assert describe(method("mul", "impl Mul<ByteSize> for Unit", "Unit")) == (
        "Multiply the `Unit` by `rhs` (`*`)")
    assert not describe(method("add", "impl ByteSize")).startswith("Add `rhs` to")


def test_a_rust_standard_trait_s_description_is_for_its_impl_only() -> None:
    """indexmap's own `IndexMap::hash(&self, key: &Q) -> HashValue` read "Feed the `IndexMap`
    into the hasher `key`", the description of `Hash::hash`; and the `next_back` of its
    `DoubleEndedIterator` impls "Return the next back"."""
    own = entity("hash", "    pub fn hash<Q: ?Sized + Hash>(&self, key: &Q) -> HashValue {\n"
                 "        x\n    }", language="rust", kind="method", parent="IndexMap",
                 params=(P("key", "&Q"),), returns="HashValue",
                 signature="pub fn hash<Q: ?Sized + Hash>(&self, key: &Q) -> HashValue")
    assert not describe(own).startswith("Feed")
    trait = entity("hash", "    fn hash<H: Hasher>(&self, state: &mut H) {\n"
                   "        state.write_u8(1);\n    }",
                   language="rust", kind="method", parent="Version",
                   params=(P("state", "&mut H"),),
                   signature="impl Hash for Version\nfn hash<H: Hasher>(&self, state: &mut H)")
    assert describe(trait) == "Feed the `Version` into the hasher `state`"
    back = entity("next_back", "    fn next_back(&mut self) -> Option<Self::Item> {\n"
                  "        self.n += 1;\n    }",
                  language="rust", kind="method", parent="Iter", returns="Option<Self::Item>",
                  signature="impl DoubleEndedIterator for Iter\n"
                            "fn next_back(&mut self) -> Option<Self::Item>")
    assert describe(back) == "Advance the iterator from the back and return the item there"


def test_a_doc_of_a_return_tag_alone_leads_its_page_above_what_the_code_shows() -> None:
    """tzinfo's `Timezone#dst?` is documented by its `@return` tag alone ("whether daylight
    savings time is in effect at the given time"): listed with that, its page said only
    "Returns `period_for(time).dst?`."."""
    dst = entity("dst?", "    def dst?(time = Time.now)\n      period_for(time).dst?\n    end",
                 language="ruby", kind="method", parent="Timezone", params=(P("time"),),
                 doc="@param time [Object] a `Time`.\n@return [Boolean] whether daylight "
                     "savings time is in effect at the given\n  time.")
    summary = summarize(dst)
    assert summary.description == (
        "Check whether daylight savings time is in effect at the given time")
    assert summary.what_it_does == (
        "Check whether daylight savings time is in effect at the given time.\n\n"
        "*Read from its doc comment's tags: it has no summary of its own.*\n\n"
        "Returns `period_for(time).dst?`.")


def test_a_go_comment_over_a_group_of_fields_is_no_field_s_doc() -> None:
    """gorilla/websocket's `Conn` heads groups of fields with `// Write fields` and `// Read
    fields`, each field's own comment at its line's end: its page listed "`mu` — Write fields"
    and "`reader` — Read fields". A comment above that names its field (Go's style) stays its
    doc."""
    conn = entity("Conn", "type Conn struct {\n\tisServer bool\n\n\t// Write fields\n"
                  "\tmu chan struct{} // used as mutex to protect write to conn\n"
                  "\twriteBuf []byte // frame is constructed in this buffer.\n\n"
                  "\t// Timeout is the maximum time to wait.\n"
                  "\tTimeout time.Duration // default 0\n}",
                  language="go", kind="class", doc="Conn is a WebSocket connection.")
    assert summarize(conn).what_it_does == (
        "Conn is a WebSocket connection.\n\nFields:\n\n"
        "- `mu` — used as mutex to protect write to conn\n"
        "- `writeBuf` — frame is constructed in this buffer\n"
        "- `Timeout` — Timeout is the maximum time to wait")


def test_a_returned_callback_is_quoted_as_written() -> None:
    """fp-ts' `constant`: "Returns `function () { _eturn a; }`" on 44 pages: the callback's
    `return`, hidden while the function's own were looked for, was quoted hidden."""
    found = summarize(entity("constant", "function constant(a) {\n"
                                         "    return function () { return a; };\n}",
                             language="javascript", params=(Param("a"),)))
    assert facts_of(found) == "Returns `function () { return a; }`."


def test_a_go_constructor_of_a_type_its_name_does_not_name_says_what_it_makes() -> None:
    """afero's `NewReadOnlyFileHandle` returns `&File{…, readOnly: true}`: its page said
    "Create a new `ReadOnlyFileHandle`", a type that does not exist. One returning the type
    it names, or an interface holding it, says that type."""
    def described(name: str, returns: str, body: str) -> str:
        return describe(entity(name, f"func {name}(data *FileData) {returns} {{\n\t{body}\n}}",
                               language="go", params=(Param("data", "*FileData"),),
                               returns=returns))
    assert described("NewReadOnlyFileHandle", "*File",
                     "return &File{fileData: data, readOnly: true}") == (
        "Create a new `File` (read only file handle)")
    assert described("NewMemMapFs", "Fs", "return &MemMapFs{}") == "Create a new `MemMapFs`"
    assert described("NewRouter", "*Router", "return newRouter(data)") == "Create a new `Router`"


def test_a_word_a_doc_breaks_at_its_hyphen_is_one_word() -> None:
    """iplib's "returns the version-" over "appropriate ARPA name" read "version-
    appropriate" in its one-liner and on its page (and "point-to- point", "special-
    purpose"); a hyphen left hanging on purpose (`pre-` and `and post-`) keeps its blank."""
    found = summarize(entity(
        "IPToARPA", "func IPToARPA(ip net.IP) string {\n\treturn \"\"\n}", language="go",
        params=(P("ip", "net.IP"),), doc="IPToARPA takes a net.IP and returns the version-\n"
        "appropriate ARPA name.\n\nFor special-\npurpose blocks, pre-\nand post- work."))
    assert found.description == "Take a net.IP and return the version-appropriate ARPA name"
    assert found.what_it_does == ("IPToARPA takes a net.IP and returns the version-appropriate "
                                  "ARPA name.\n\nFor special-purpose blocks, pre- and post- work.")


def test_a_python_keyword_only_parameter_is_shown_as_one() -> None:
    """h11's `Request.__init__(self, *, method, headers, target, …)` was listed
    `__init__(method, headers, target, …)`, as if a positional call worked."""
    init = entity("__init__", "    def __init__(self, *, method, target, http_version=b'1.1'):\n"
                  "        self.method = method", kind="method", parent="Request",
                  doc="Make one.", signature="def __init__(self, *, method, target, "
                  "http_version=b'1.1')", params=(P("method"), P("target"),
                                                  Param("http_version", "", "b'1.1'")))
    send = entity("send", "    def send(self, data, *args, flush=False):\n        return data",
                  kind="method", parent="Request", doc="Send it.",
                  signature="def send(self, data, *args, flush=False)",
                  params=(P("data"), P("*args"), Param("flush", "", "False")))
    owner = entity("Request", "class Request:\n    pass", kind="class", doc="A request.")
    assert summarize(owner, (init, send)).what_it_does.endswith(
        "- `__init__(*, method, target, http_version=…)` — Make one\n"
        "- `send(data, *args, flush=False)` — Send it")


def test_an_exception_named_by_its_module_is_raised_too() -> None:
    """typer's `_main` ends `raise click.exceptions.Abort() from e`, its `docs` command `raise
    typer.Exit(code=1)`: neither page said it raises, for the lower-case module before it."""
    subject = entity(
        "docs", "def docs(ctx):\n    if not ctx:\n        raise typer.Exit(code=1)\n"
        "    raise click.exceptions.Abort()\n    raise self.error\n", params=(P("ctx"),))
    assert summarize(subject).notes == ("Raises `typer.Exit`", "Raises `click.exceptions.Abort`")


def test_an_abstract_class_s_note_is_about_the_class() -> None:
    """type-resolver's `abstract class AbstractList` (no abstract method in it) noted
    "Abstract: subclasses must implement it", a method's note; a method's stays."""
    cls = entity("AbstractList", "abstract class AbstractList implements Type\n{\n}",
                 language="php", kind="class", decorators=("abstract",))
    method = entity("get", "abstract public function get();", language="php", kind="method",
                    parent="AbstractList", decorators=("abstract", "public"))
    assert "Abstract: it is not made itself, only its subclasses are" in summarize(cls).notes
    assert "Abstract: subclasses must implement it" in summarize(method).notes


def test_a_constructor_made_again_with_new_is_no_recursion() -> None:
    """postcss-value-parser's `function ValueParser(value) { if (!(this instanceof ValueParser))
    { return new ValueParser(value); } … }` was "recursive": it makes itself once, so that `new`
    may be left out; a call of its name without `new` still is."""
    made = entity("ValueParser", "function ValueParser(value) {\n  if (!(this instanceof "
                  "ValueParser)) {\n    return new ValueParser(value);\n  }\n"
                  "  this.nodes = parse(value);\n}", language="javascript",
                  params=(P("value"),))
    walk = entity("Walk", "function Walk(nodes) {\n  nodes.forEach(n => Walk(n.nodes));\n}",
                  language="javascript", params=(P("nodes"),))
    assert "recursive" not in summarize(made).what_it_does
    assert "It is recursive." in summarize(walk).what_it_does


def test_a_private_member_is_listed_as_one() -> None:
    """tty-platform's `detect_system_properties`, after `private`, was listed beside the public
    API with nothing to tell them apart."""
    public = entity("to_a", "  def to_a\n    [cpu, os]\n  end", language="ruby", kind="method",
                    parent="Platform", doc="Convert to an array.")
    hidden = entity("detect", "  def detect(arch)\n    arch\n  end", language="ruby",
                    kind="method", parent="Platform", doc="Infer system properties.",
                    params=(P("arch"),), decorators=("private",))
    owner = entity("Platform", "class Platform\nend", language="ruby", kind="class",
                   doc="Detects system platform properties.")
    assert summarize(owner, (public, hidden)).what_it_does.endswith(
        "- `to_a()` — Convert to an array\n"
        "- `detect(arch)` — Infer system properties (private)")

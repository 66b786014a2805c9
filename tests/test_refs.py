"""Reference resolution per language: real files through the real extractors, then the edges
a reader would see ("Calls" of one page → an entity), ambiguous names left unresolved."""

from __future__ import annotations

import json
from pathlib import Path
from textwrap import dedent

from rk_action import layout, refs, render, store
from rk_action.store import refsparts
from tests.conftest import RkRunner, make_repo
from tests.test_create import REFS_REPO


def resolved(files: dict[str, str]) -> tuple[refs.Graph, dict[str, str]]:
    """The reference graph of a repository of `files` (path → source), and each page's
    symbol by its doc path."""
    collected, pages = [], []
    for path, text in files.items():
        plan = layout.plan_source(path, dedent(text).encode())
        assert plan.refs is not None, plan.warning
        collected.append(plan.refs)
        pages += [unit[0] for unit in plan.units]
    docs = layout.doc_paths([layout.page_key(entity) for entity in pages])
    graph = refs.resolve(refs.named(collected, docs))
    return graph, {doc: entity.symbol for doc, entity in zip(docs, pages, strict=True)}


def edges(files: dict[str, str], kind: str = "calls") -> set[tuple[str, str]]:
    """(calling page's symbol, called entity's symbol) of every resolved reference; with
    `kind="inherits"`, (class page's symbol, base type's symbol)."""
    graph, symbol_of = resolved(files)
    forward = getattr(graph, kind)
    found = {(symbol_of[doc], ref.symbol) for doc, targets in forward.items() for ref in targets}
    # "Called by" ("Derived types") is the same graph read backwards (by page)
    backward = graph.called_by if kind == "calls" else graph.inherited_by
    pages_calls = {(doc, ref.doc) for doc, targets in forward.items() for ref in targets}
    pages_called = {(ref.doc, doc) for doc, callers in backward.items() for ref in callers}
    assert pages_calls == pages_called
    return found


def chains(path: str, text: str, passed: bool = False) -> tuple[str, ...]:
    """The chains the first page of a one-file repository names, as `_refs/` keeps them: those
    it calls, or with `passed` those it hands on by name (`refs.PASSED`, unmarked)."""
    plan = layout.plan_source(path, dedent(text).encode())
    assert plan.refs is not None, plan.warning
    return tuple(chain.removeprefix(refs.PASSED) for chain in plan.refs.pages[0].chains
                 if chain.startswith(refs.PASSED) == passed)


def test_the_fields_of_a_python_f_string_are_code() -> None:
    """tomlkit's `Array.as_string` is `f"[{self._iter_items()}]"`, and its `Comment` renders
    `f"{decode(…)}"`: their calls were blanked with the strings; a plain string's and a
    comment's words are still none, nor a doubled brace's."""
    assert chains("pkg/items.py", """
        def as_string(self, s):
            return f"[{self._iter_items()}{{literal(x)}}]" + "call(y)" + rf'{decode(s)!r:>10}'
        """) == ("decode", "self._iter_items")


def test_the_substitutions_of_a_javascript_template_are_code() -> None:
    """ajv builds its code in templates (``${useFunc(gen, f)}``): 42 calls were blanked with
    the strings; the template's text, a plain string's and a comment's words are still none,
    a string inside a substitution is a string, and a call in a template nested in one is
    found too."""
    assert chains("lib/code.ts", """
        export function code(gen) {
          // not(a)
          return `call(x) ${useFunc(gen, "q(1)")}${a ? `in(${inner(b)})` : ''} ${this.name()}`
        }
        """) == ("inner", "self.name", "useFunc")


def test_a_javascript_function_called_through_call_or_apply() -> None:
    """ajv's `compileSchema.call(this, sch)` (45 calls, `compileSchema` showed no caller): the
    function is called; a class's own `call` method is still that method, and `bind` makes a
    function but calls none."""
    assert edges({"lib/core.ts": """
        function compileSchema(sch) { return sch }
        function checkOptions(o) { return o }
        class Runner { static call(x) { return x } }
        export function compile(sch) {
          const bound = checkOptions.bind(null)
          Runner.call(sch)
          return compileSchema.call(this, sch) + checkOptions.apply(this, [sch])
        }
        """}) == {("compile", "compileSchema"), ("compile", "checkOptions"),
                  ("compile", "Runner.call")}


def test_a_generic_parameter_s_bound_is_no_call() -> None:
    """nom's `fn sign<T, E: ParseError<T>>(input: T)` "called" ParseError (16 pages), Effect's
    `<A extends Schema.ConstraintDecoder<X>>(…)` its bounds."""
    assert chains("src/sign.rs", """
        /// Sign.
        pub(crate) fn sign<T, E: ParseError<T>>(input: T) -> IResult<T, T, E> {
            tag(input)
        }
        """) == ("tag",)
    assert chains("a.ts", """
        export function f<A extends Schema.Decoder<X>>(a: A): A { return g(a) }
        """) == ("g",)
    found = edges({"src/queryClient.ts": (  # query-core's method, `MutationOptions` an interface
        "export interface MutationOptions<A, B> {\n  mutationKey?: string\n}\n\n"
        "export class QueryClient {\n"
        "  defaultMutationOptions<T extends MutationOptions<any, any>>(\n    options?: T,\n"
        "  ): T {\n    return options\n  }\n"
        + "".join(f"\n  step{n}(): number {{\n    return {n}\n  }}\n" for n in range(70))
        + "}\n")})
    assert ("QueryClient.defaultMutationOptions", "MutationOptions") not in found


def test_a_java_class_s_name_inside_it_is_the_class_not_its_constructor() -> None:
    """java.util.concurrent's `AdaptedRunnable<T> extends ForkJoinTask<T>`, nested in
    ForkJoinTask, whose constructor `ForkJoinTask()` took the name: no base (10 pages)."""
    filler = "\n".join(f"    int f{i}() {{ return {i}; }}" for i in range(200))
    found = edges({"p/ForkJoinTask.java": (
        "package p;\npublic abstract class ForkJoinTask<V> {\n    /** Makes one. */\n"
        f"    public ForkJoinTask() {{}}\n{filler}\n    /** Adapted. */\n"
        "    static final class AdaptedRunnable<T> extends ForkJoinTask<T> {\n"
        "        void run() {}\n    }\n}\n")}, "inherits")
    assert found == {("ForkJoinTask.AdaptedRunnable", "ForkJoinTask")}


def test_every_require_of_a_declaration_binds_its_name() -> None:
    """lodash's `var a = require('./a'), b = require('./b');` bound only `a` (547 of its
    calls lost); `new ListCache;` without parentheses constructs as `new ListCache()`."""
    found = edges({
        "difference.js": "var baseDifference = require('./_baseDifference'),\n"
                         "    baseFlatten = require('./_baseFlatten');\n\n/** Diff. */\n"
                         "function difference(array, values) {\n"
                         "  return baseDifference(array, baseFlatten(values, 1));\n}\n"
                         "module.exports = difference;\n",
        "_baseDifference.js": "/** Base. */\nfunction baseDifference(a, v) { return a; }\n"
                              "module.exports = baseDifference;\n",
        "_baseFlatten.js": "var ListCache = require('./_ListCache');\n\n/** Flat. */\n"
                           "function baseFlatten(a, d) { var c = new ListCache; return a; }\n"
                           "module.exports = baseFlatten;\n",
        "_ListCache.js": "/** A cache. */\nfunction ListCache(entries) {}\n"
                         "module.exports = ListCache;\n",
    })
    assert found == {("difference", "baseDifference"), ("difference", "baseFlatten"),
                     ("baseFlatten", "ListCache")}


def test_typescript_s_commonjs_call_through_a_comma_expression_is_a_call() -> None:
    """TypeScript compiles `isPromise(result)` of an imported function to `(0,
    async_1.isPromise)(result)`: inversify's 83 calls between its modules linked none."""
    found = edges({
        "lib/resolution/resolver.js": (
            '"use strict";\nvar async_1 = require("../utils/async");\n\n'
            "/** Resolve it. */\nfunction resolve(result) {\n"
            "    if ((0, async_1.isPromise)(result)) {\n        return result;\n    }\n"
            "    return (0,async_1.wrap) (result);\n}\nexports.resolve = resolve;\n"),
        "lib/utils/async.js": (
            '"use strict";\n/** Is it a promise? */\nfunction isPromise(object) {\n'
            "    return object instanceof Promise;\n}\nexports.isPromise = isPromise;\n"
            "/** Wrap it. */\nfunction wrap(object) {\n    return [object];\n}\n"
            "exports.wrap = wrap;\n"),
    })
    assert found == {("resolve", "isPromise"), ("resolve", "wrap")}


def test_a_ruby_setter_on_self_and_a_negated_call_are_calls() -> None:
    """The mail gem's `Message#body=` had no caller (`self.body = value`), nor its
    `has_attachments?` (`!!has_attachments?`) and `attachments` (`!attachments.empty?`)."""
    filler = "".join(f"  # Filler {i}.\n  def f{i}(x)\n    x\n  end\n\n" for i in range(60))
    found = edges({"lib/mail/message.rb": (
        "class Message\n  # Sets the body.\n  def body=(value)\n    @body = value\n  end\n\n"
        "  # Reads the body.\n  def body\n    @body\n  end\n\n"
        "  # Checks attachments.\n  def has_attachments?\n    !attachments.empty?\n  end\n\n"
        "  # The attachments.\n  def attachments\n    []\n  end\n\n"
        "  # Converts it.\n  def convert\n    self.body = 1\n    same = self.body == 2\n"
        "    !!has_attachments?\n  end\n\n" + filler + "end\n")})
    assert found == {("Message.has_attachments?", "Message.attachments"),
                     ("Message.convert", "Message.has_attachments?"),
                     ("Message.convert", "Message.body="), ("Message.convert", "Message.body")}


def test_a_nested_function_s_this_is_not_its_outer_method_s() -> None:
    """yup's `min` hands `{ test(value) { … this.resolve(min) } }` on: that `this` is the test's
    context, and 7 pages linked `Schema.resolve`; an arrow's `this` is its method's, and so is
    `self` kept from it."""
    filler = "".join(f"  /** Filler {i}. */\n  f{i}(x) {{\n    return x;\n  }}\n\n"
                     for i in range(60))
    found = edges({"src/schema.js": (
        "class Schema {\n  /** Resolve it. */\n  resolve(options) {\n    return options;\n  }\n\n"
        "  /** Add a test. */\n  test(options) {\n    return options;\n  }\n\n"
        "  /** At least. */\n  min(min, message) {\n    return this.test({\n      message,\n"
        "      test(value) {\n        return value.length >= this.resolve(min);\n      },\n"
        "    });\n  }\n\n  /** Clone it. */\n  clone() {\n"
        "    return [1].map(() => this.resolve({}));\n  }\n\n  /** Old style. */\n"
        "  old(x) {\n    var self = this;\n"
        "    return x.then(function (v) { return self.resolve(v) + this.resolve(v); });\n"
        "  }\n\n" + filler + "}\n")})
    assert found == {("Schema.min", "Schema.test"), ("Schema.clone", "Schema.resolve"),
                     ("Schema.old", "Schema.resolve")}


def test_a_required_module_that_exports_an_unnamed_function_is_called() -> None:
    """jsonwebtoken's `verify.js` is `module.exports = function (jwtString, …)`, a page named
    `verify`: `const verify = require('./verify'); verify(token)` linked no call (nor its
    `decode`, `timespan`, `validateAsymmetricKey`)."""
    found = edges({
        "index.js": "const verify = require('./verify');\n\n/** Check it. */\n"
                    "function check(token) {\n  return verify(token, 'key');\n}\n"
                    "module.exports = check;\n",
        "verify.js": "const decode = require('./lib/decode');\n\n"
                     "module.exports = function (jwtString, secret) {\n"
                     "  return decode(jwtString);\n};\n",
        "lib/decode.js": "module.exports = (jwt) => jwt.split('.');\n",
    })
    assert found == {("check", "verify"), ("verify", "decode")}


def test_an_unnamed_export_calls_the_function_named_after_its_file() -> None:
    """qs's `stringify.js` holds `var stringify = function stringify(…)` and exports an unnamed
    `function (object, opts)` that calls it: both took the symbol `stringify`, the export's call
    read as a call of itself ("It is recursive") and the helper had no Called by. The export is
    `default`, as an ES module names it."""
    found = edges({
        "lib/stringify.js": "var stringify = function stringify(object, prefix) {\n"
                            "    return prefix + object;\n};\n\n"
                            "module.exports = function (object, opts) {\n"
                            "    return stringify(object, opts);\n};\n",
        "lib/parse.js": "var parseValues = function parseQueryStringValues(str) {\n"
                        "    return str;\n};\n\n"
                        "module.exports = function (str, opts) {\n"
                        "    return parseValues(str);\n};\n",
    })
    assert found == {("default", "stringify"), ("parse", "parseValues")}


def test_a_go_function_s_named_results_type_its_calls() -> None:
    """google/uuid's `func FromBytes(b []byte) (uuid UUID, err error)` calls
    `uuid.UnmarshalBinary(b)` on its named result: the link was lost. Results without names
    name nothing."""
    found = edges({"uuid.go": (
        "package uuid\n\ntype UUID [16]byte\n\n// UnmarshalBinary reads it.\n"
        "func (u *UUID) UnmarshalBinary(b []byte) error { return nil }\n\n"
        "// FromBytes makes one.\nfunc FromBytes(b []byte) (uuid UUID, err error) {\n"
        "\terr = uuid.UnmarshalBinary(b)\n\treturn uuid, err\n}\n\n"
        "// Two makes two.\nfunc Two() (a, b *UUID) {\n\tb.UnmarshalBinary(nil)\n"
        "\treturn\n}\n\n// Plain has none.\nfunc Plain(uuid string) (UUID, error) {\n"
        "\treturn uuid.UnmarshalBinary(nil)\n}\n")})
    assert found == {("FromBytes", "UUID.UnmarshalBinary"), ("Two", "UUID.UnmarshalBinary")}


def test_a_ruby_class_s_new_makes_one_and_a_page_s_namesakes_are_one_link() -> None:
    """dotenv's `load` calls `Environment.new(f, true)` and `Environment#load` calls
    `Parser.call(…)`, whose class defines a `call` and a `self.call` on one page: neither
    linked anything. A constant no class of the repository holds stays unlinked."""
    found = edges({
        "lib/dotenv.rb": "module Dotenv\n  # Load.\n  def self.load(f)\n"
                         "    Environment.new(f, true)\n    Missing.new(f)\n  end\nend\n",
        "lib/dotenv/environment.rb": "module Dotenv\n  # An env.\n  class Environment\n"
                                     "    # Make.\n    def initialize(f, l)\n"
                                     "      Parser.call(f, l)\n    end\n  end\nend\n",
        "lib/dotenv/parser.rb": "module Dotenv\n  # A parser.\n  class Parser\n"
                                "    # Parse it.\n    def self.call(s, l)\n      new(s, l).call\n"
                                "    end\n\n    # Parse.\n    def call\n      1\n    end\n"
                                "  end\nend\n"})
    assert found == {("Dotenv", "Dotenv.Environment"),
                     ("Dotenv.Environment", "Dotenv.Parser.call")}


def test_a_ruby_call_of_a_bang_or_question_method_is_a_call() -> None:
    """dotenv's CLI calls `Dotenv.load!(*filenames)`: the `!` ended no chain, and the CLI
    linked nothing. A ternary's `?` is no method's."""
    found = edges({
        "lib/dotenv.rb": "module Dotenv\n  # Load or fail.\n  def self.load!(f)\n    f\n  end\n\n"
                         "  # Is it loaded?\n  def self.loaded?(f)\n    f\n  end\nend\n",
        "lib/dotenv/cli.rb": "module Dotenv\n  # The CLI.\n  class CLI\n    # Run it.\n"
                             "    def run(f)\n      Dotenv.load!(f) if Dotenv.loaded?(f)\n"
                             "      x = f ? (f) : nil\n    end\n  end\nend\n"})
    assert found == {("Dotenv.CLI", "Dotenv.load!"), ("Dotenv.CLI", "Dotenv.loaded?")}


def test_a_local_that_holds_the_object_itself_calls_its_methods() -> None:
    """Symfony OptionsResolver's `resolve` calls `$clone->offsetGet($option)` on `$clone =
    clone $this`; JavaScript writes `var that = this` (Babel: `var _this = this`). (Classes of
    200 lines and more: their methods have pages of their own.)"""
    php_filler = "".join(f"    /** Step {n}. */\n    public function step{n}($x)\n    {{\n"
                         f"        return $x + {n};\n    }}\n\n" for n in range(40))
    php = ("<?php\n\nnamespace O;\n\n/** Resolver. */\nclass Resolver\n{\n"
           "    /** Resolve. */\n    public function resolve($o) {\n        $clone = clone $this;\n"
           "        return $clone->offsetGet($o);\n    }\n\n    /** Get. */\n"
           "    public function offsetGet($o) { return $o; }\n\n" + php_filler + "}\n")
    js_filler = "".join(f"  /** Step {n}. */\n  step{n}(x) {{\n    return x + {n};\n  }}\n\n"
                        for n in range(50))
    js = ("/** A view. */\nclass View {\n  /** Render. */\n  render() {\n    var that = this;\n"
          "    return [1].map(function (x) { return that.paint(x); });\n  }\n\n  /** Paint. */\n"
          "  paint(x) { return x; }\n\n" + js_filler + "}\n")
    assert edges({"Resolver.php": php, "view.js": js}) == {
        ("Resolver.resolve", "Resolver.offsetGet"), ("View.render", "View.paint")}


def test_a_go_struct_s_embedded_field_types_its_calls() -> None:
    """pkg/errors' `fundamental` embeds `*stack`: `f.stack.Format(s, verb)` called no
    `stack.Format`."""
    found = edges({"errors.go": (
        "package errors\n\ntype stack []uintptr\n\n// Format formats it.\n"
        "func (s *stack) Format(st fmt.State, verb rune) {}\n\n// A fundamental error.\n"
        "type fundamental struct {\n\tmsg string\n\t*stack\n}\n\n// Format formats it.\n"
        "func (f *fundamental) Format(s fmt.State, verb rune) {\n\tf.stack.Format(s, verb)\n}\n")})
    assert found == {("fundamental.Format", "stack.Format")}


def test_a_php_import_of_the_namespace_root_s_class_reaches_its_file() -> None:
    """fast-route maps `FastRoute\\` to `src/` (composer's PSR-4): `use FastRoute\\Route` in
    `src/DataGenerator/` is `src/Route.php`, which the file's own namespace and folder tell
    (its generators' `new Route(…)` and `$route->matches(…)` linked nothing). A class of
    another vendor's namespace is none of the repository's."""
    route = ("<?php\n\nnamespace FastRoute;\n\n/** A route. */\nclass Route\n{\n"
             "    /** Match it. */\n    public function matches($str) { return true; }\n}\n")
    generator = ("<?php\n\nnamespace FastRoute\\DataGenerator;\n\nuse FastRoute\\Route;\n"
                 "use Psr\\Http\\Message\\Uri;\n\n/** Gen. */\nclass Gen\n{\n"
                 "    /** Add. */\n    public function add($r) {\n"
                 "        $route = new Route($r);\n        $uri = new Uri($r);\n"
                 "        return $route->matches($r);\n    }\n}\n")
    own_uri = "<?php\n\nnamespace FastRoute;\n\n/** Ours. */\nclass Uri\n{\n}\n"
    for root in ("src/", ""):
        assert edges({f"{root}Route.php": route, f"{root}Uri.php": own_uri,
                      f"{root}DataGenerator/Gen.php": generator}) == {
            ("Gen", "Route"), ("Gen", "Route.matches")}, root


def test_a_php_import_names_the_class_of_its_own_namespace_only() -> None:
    """Symfony Yaml's `LintCommand` imports Console's `RuntimeException`; the component's own
    `Exception/RuntimeException.php` (namespace `…\\Yaml\\Exception`) ends as the import's
    path does, but declares another class: its callers were said to be the import's."""
    def exception(name: str) -> str:
        return (f"<?php\n\nnamespace Symfony\\Component\\Yaml\\Exception;\n\n/** Ours. */\n"
                f"class {name} extends \\Exception\n{{\n}}\n")
    lint = ("<?php\n\nnamespace Symfony\\Component\\Yaml\\Command;\n\n"
            "use Symfony\\Component\\Console\\Exception\\RuntimeException;\n"
            "use Symfony\\Component\\Yaml\\Exception\\ParseException;\n\n/** Lint. */\n"
            "class LintCommand\n{\n    /** Run it. */\n    public function execute($f) {\n"
            "        if (!$f) { throw new RuntimeException('no file'); }\n"
            "        throw new ParseException('bad');\n    }\n}\n")
    assert edges({"Exception/RuntimeException.php": exception("RuntimeException"),
                  "Exception/ParseException.php": exception("ParseException"),
                  "Command/LintCommand.php": lint}) == {("LintCommand", "ParseException")}


def test_a_ruby_parameter_on_a_class_s_page_is_no_call() -> None:
    """A small class's page holds its methods, and each method's parameters are its locals,
    not calls: mustache's `Template#render(context)` linked `Mustache.context`. A bare name
    no method takes is still a call."""
    found = edges({"lib/shower.rb": (
        "class Shower\n  # The format.\n  def fmt\n    1\n  end\n\n  # Show it.\n"
        "  def show(fmt)\n    fmt\n  end\nend\n\n# Other.\nclass Other < Shower\n"
        "  # Tell it.\n  def tell(fmt)\n    fmt\n  end\nend\n\n# Third.\n"
        "class Third < Shower\n  # Say it.\n  def say\n    fmt\n  end\nend\n")})
    assert found == {("Third", "Shower.fmt")}


def test_a_name_whose_bracket_opens_the_next_line_is_no_call() -> None:
    """Effect's overloads, `(key: K): Effect.Effect<boolean>` over a line `<K>(self: S)`, read
    as calls of `Effect.Effect`, `SemVer`, `boolean` (~760 links to types); a Python statement
    or value before a blanked `def` (`pass`, `return rv` then `def f(self):`) and Ruby's `end`
    likewise. A bare decorator is a call of it; Java's
    `Spliterators.spliterator` over two lines is a call."""
    assert chains("a.ts", """
        /** Has it. */
        export const has: {
          <K>(key: K): <A>(self: C<K, A>) => Effect.Effect<boolean>
          <K, A>(self: C<K, A>, key: K): Effect.Effect<boolean>
        } = dual<Has, Has2>(2, (self, key) => lookup(self, key))
        """) == ("dual", "lookup")
    assert chains("a.py", """
        def f(self):
            def g():
                return rv

            @setupmethod
            def h():
                pass

            @app.route
            def i():
                pass
        """) == ("app.route", "setupmethod")
    assert chains("A.java", """
        class A {
            Spliterator<E> spliterator() {
                return Spliterators.spliterator
                    (this, Spliterator.ORDERED);
            }
        }
        """) == ("Spliterators.spliterator#2",)  # a Java call with its argument count


def test_chains_of_nested_generic_constructed_and_optional_calls() -> None:
    # turbofish generics and `Self::`; a macro, a block after `if` and `Type::<T>::f` name none
    assert chains("src/lib.rs", """
        impl Server {
            fn serve(&self, s: &str) -> Vec<u8> {
                let v = Vec::<u8>::new();
                let n = parse::<usize>(s);
                self.handle(n); Self::make(v); crate::util::log!(s);
                if n > 0 { other.call_me (1) } else { vec![] }
            }
        }
        """) == ("other.call_me", "parse", "self.handle", "self.make")
    # Go: a composite literal `T{` constructs, `T {` opens a block; the receiver is `self`,
    # a parameter of one type (`w Writer`) that type
    assert chains("pkg/server.go", """
        package pkg

        func (srv *Server) Serve(w Writer) {
            srv.handle(Request{}, T {})
            go pkg.Run(w.Write(buf[:n]))
            if ok { fmt.Println("x()") }
        }
        """) == ("Request", "Writer.Write", "fmt.Println", "pkg.Run", "self.handle")
    # nested calls, `?.`, `$` names; strings, templates, comments and declarations blanked
    assert chains("web/app.js", """
        function start(opts) {
            const c = a?.b.c(opts);  // d() in a comment
            new Foo(`t(${x})`).then(function cb() { return g(f(h)); });
            this.emit('e(', 1); $el.on(_x);
        }
        """) == ("$el.on", "Foo", "Foo().then", "Foo.then", "a.b.c", "f", "g",
                 "self.emit")  # and a method of what `new Foo(…)` makes, as TypeScript's


def test_python_imports_self_and_modules() -> None:
    found = edges({
        "pkg/__init__.py": "",
        "pkg/models.py": """
            class Request:
                pass


            def helper():
                return 1
            """,
        "pkg/sessions.py": '''
            from .models import Request
            from . import models
            import pkg.models as m


            class Base:
                pass


            class Session(Base):
                def send(self, value):
                    """Calls prepare() in its docstring: not a call."""
                    self.prepare(value)  # and helper() in a comment
                    models.helper()
                    m.Request()
                    value.other()
                    return Request()

                def prepare(self, value):
                    return undefined_name(value)
            ''',
        "pkg/other.py": """
            def use():
                return helper()
            """,
    })
    # `self.prepare` is on Session's own page (a class under 200 lines): no link to itself;
    # its base is no call of it (`base_types`)
    assert found == {("Session", "helper"), ("Session", "Request")}
    # `helper` is not imported by pkg/other.py: a unique name elsewhere is still no edge
    assert not any(caller == "use" for caller, _ in found)


def test_python_large_class_methods_link_to_each_other() -> None:
    body = "".join(f"    def step{n}(self):\n        return {n}\n\n" for n in range(80))
    found = edges({"big.py": "class Big:\n    def run(self):\n        self.step1()\n"
                             "        Big.step2(self)\n\n" + body})
    assert ("Big.run", "Big.step1") in found and ("Big.run", "Big.step2") in found
    assert not any(caller == "Big" for caller, _ in found)  # the outline names nothing


def test_python_ambiguous_names_resolve_to_nothing() -> None:
    found = edges({
        "a.py": """
            def twice():
                return 1


            def twice():
                return 2


            def caller():
                return twice()
            """,
        "util/json.py": "def loads():\n    return 1\n",
        "util/__init__.py": "",
        "b.py": "import json\n\n\ndef read():\n    return json.loads('1')\n",
    })
    assert found == set()  # two `twice`; `json` is the standard library's, not util/json.py


def test_javascript_and_typescript_imports_and_this() -> None:
    found = edges({
        "lib/a.js": """
            import { parse as p } from './b';
            import fallback from './b';
            const util = require('./util');
            const { fmt } = require('./util');

            class Thing {
              run(x) {
                this.stop();
                return p(x) + util.fmt(x) + fmt(x) + fallback(x);
              }
              stop() { return 'parse(x) in a string'; }
            }

            function make() {
              this.stop();  // not the top-level stop below: `this` outside a class
              return new Thing();
            }

            function stop() {}
            """,
        "lib/b.ts": """
            export function parse(text: string): number {
              return Number(text);
            }
            """,
        "lib/util.js": """
            function fmt(x) {
              return String(x);
            }
            module.exports = { fmt };
            """,
    })
    assert found == {("Thing", "parse"), ("Thing", "fmt"), ("make", "Thing")}


def test_javascript_modules_called_as_what_they_export() -> None:
    """CommonJS and ES modules that export one function or class as the module itself: a call
    of the module (`new Route(…)`, `Route(…)`, `Base.create()`) names that entity, whatever
    the importer calls it; a module that exports no page of its own names nothing."""
    found = edges({
        "lib/route.js": """
            function Route(path) { this.path = path; }
            Route.prototype.dispatch = function dispatch(req) { return req; };
            module.exports = Route;
            """,
        "lib/application.js": """
            var app = exports = module.exports = {};
            app.init = function init() { return 1; };
            """,
        "lib/router/index.js": """
            var Route = require('../route');
            var proto = module.exports = function(options) {
              return new Route(options.path);
            };
            """,
        "lib/express.js": """
            var Path = require('./route.js');
            var make = require('./router/');
            var application = require('./application');
            var other = require('./other');
            exports = module.exports = createApplication;
            function createApplication() {
              application.init();
              other();
              return make(Path('/'));
            }
            """,
        "lib/other.js": "module.exports = require('./route');\n",
        "src/base.ts": """
            export default abstract class Base<T> {
              static create(): number { return 1; }
            }
            """,
        "src/make.ts": """
            export default async function makeThing(): Promise<number> { return 2; }
            """,
        "src/app.ts": """
            import Parent from './base';
            import build, { helper } from './make';
            export function start(): number {
              return Parent.create() + build() + helper();
            }
            """,
    })
    assert found == {("proto", "Route"), ("createApplication", "app.init"),
                     ("createApplication", "proto"), ("createApplication", "Route"),
                     ("start", "Base.create"), ("start", "makeThing")}


def test_ruby_calls_with_and_without_parentheses_but_not_locals() -> None:
    """Ruby calls its own methods with or without parentheses (`say :run, desc`), and by
    names ending in `?` or `!`, also where its class is reopened in the file a gem's layout
    gives it; a name the method assigns, or takes as a parameter or a block's, is a local
    variable, and a symbol, a hash key, a string or another object's method is no call of its
    own."""
    rows = "".join(f"      {n},\n" for n in range(200))
    found = edges({"lib/tool.rb": f"""\
        module Tool
          class Runner
            SIZES = [
        {rows}    ]

            def run(command, config = {{}})
              return unless ready?
              say :run, describe(command)
              check!(config)
              files.each {{ |name| puts name }}
              result = other.verbose
              options = {{ pretend: true }}
              result ? "verbose" : options
              helper + shared
            end

            def ready?
              true
            end

            def say(status, text)
              text
            end

            def describe(text)
              text
            end

            def check!(config)
              config
            end

            def files
              []
            end

            def name
              "name"
            end

            def result
              1
            end

            def options
              {{}}
            end

            def verbose
              false
            end

            def pretend
              false
            end
          end
        end
        """,
        # the class reopened where a gem lays it out (`tool/runner/…`), and one of another
        # namespace that happens to share its name and a method's
        "lib/tool/runner/helpers.rb": """
            module Tool
              class Runner
                def helper
                  1
                end
              end
            end
            """,
        "lib/other/runner.rb": """
            module Other
              class Runner
                def shared
                  2
                end
              end
            end
            """})
    assert {callee for caller, callee in found if caller == "Tool.Runner.run"} == {
        "Tool.Runner.ready?", "Tool.Runner.say", "Tool.Runner.describe",
        "Tool.Runner.check!", "Tool.Runner.files", "Tool.Runner.helper"}


def test_go_packages_receivers_and_build_variants() -> None:
    found = edges({
        "server/server.go": """
            package server

            import (
                "fmt"
                u "example.com/m/internal/util"
            )

            type Server struct{}

            func (s *Server) Run() error {
                s.stop()
                fmt.Println("x")
                helper()
                Dup()
                return u.Format()
            }

            func (s *Server) stop() {}

            func New() *Server {
                return &Server{}
            }
            """,
        "server/helper.go": "package server\n\nfunc helper() {}\n",
        "server/dup_linux.go": "package server\n\nfunc Dup() {}\n",
        "server/dup_windows.go": "package server\n\nfunc Dup() {}\n",
        "internal/util/format.go": "package util\n\nfunc Format() error { return nil }\n",
    })
    assert found == {("Server.Run", "Server.stop"), ("Server.Run", "helper"),
                     ("Server.Run", "Format"), ("New", "Server"),
                     ("Server.Run", "Dup")}  # Dup: one per build, each linked


def test_a_word_that_is_a_keyword_in_another_language_is_a_name() -> None:
    """go-cmp's `assert(…)` helper and its `function` package (`function.NameOf(…)`) were
    dropped as keywords of Python and JavaScript: 29 of its pages lost their calls. A
    language's own keywords still call nothing (`select {`, JavaScript's `function (`)."""
    found = edges({
        "cmp/report.go": """
            package cmp

            import "example.com/m/internal/function"

            func assert(ok bool) {}

            func Report() {
                assert(true)
                select {
                }
                function.NameOf(nil)
            }
            """,
        "internal/function/func.go": "package function\n\nfunc NameOf(v any) string {}\n",
        "cmp/select.go": "package cmp\n\nfunc select() {}\n",
        "web/a.js": """
            function assert(ok) {}
            function check() { assert(true); const f = function (x) {}; }
            function function_() {}
            """,
    })
    assert found == {("Report", "assert"), ("Report", "NameOf"), ("check", "assert")}


def test_c_calls_reach_what_the_included_headers_declare() -> None:
    """A C file calls what the headers it includes declare (a documented prototype, an inline
    function), looked for next to it, at the root or under `include/`; not a definition in a
    file it does not include, nor a system header's."""
    found = edges({
        "zlib.h": """
            /** Compress what is available. */
            int deflate(z_streamp strm, int flush);

            /** The stream's state. */
            static inline int zstate(int x) { return deflate(0, x); }
            """,
        "gzguts.h": '#include "zlib.h"\n\n/** Write. */\nint gz_write(int n);\n',
        "src/gzwrite.c": """
            #include "gzguts.h"
            #include <zlib.h>
            #include <stdio.h>
            #include <linux/list.h>

            int gz_comp(int flush) {
                int ret = deflate(0, flush);
                printf("%d", ret);
                list_add(0, 0);
                return gz_write(ret) + zstate(1) + local(2) + helper(3);
            }

            static int local(int x) { return x; }
            """,
        "deflate.c": '#include "zlib.h"\n\nint deflate(z_streamp s, int f) { return helper(f); }\n',
        "util/helper.c": "int helper(int x) { return x; }\n",
        "include/linux/list.h": "static inline void list_add(void *a, void *b) {}\n",
    })
    assert found == {("gz_comp", "deflate"), ("gz_comp", "gz_write"), ("gz_comp", "zstate"),
                     ("gz_comp", "local"), ("gz_comp", "list_add"), ("zstate", "deflate")}
    # of several headers an include may mean: the nearest, then the shallowest, else none
    graph, symbol_of = resolved({
        "include/linux/list.h": "/** Add. */\nvoid list_add(void *a);\n",
        "tools/include/linux/list.h": "/** Add, for tools. */\nvoid list_add(void *a);\n",
        "arch/x86/include/asm/io.h": "/** Read. */\nint readl(void *a);\n",
        "arch/arm/include/asm/io.h": "/** Read. */\nint readl(void *a);\n",
        "kernel/sched/core.c": ("#include <linux/list.h>\n#include <asm/io.h>\n"
                                "void run(void) { list_add(0); readl(0); }\n"),
        "tools/perf/main.c": "#include <linux/list.h>\nvoid cmd(void) { list_add(0); }\n",
    })
    called = {symbol_of[doc]: sorted(ref.path for ref in targets)
              for doc, targets in graph.calls.items()}
    assert called == {"run": ["include/linux/list.h"], "cmd": ["tools/include/linux/list.h"]}


def test_cpp_methods_call_their_class_s_members_without_this() -> None:
    """A C++ method calls the members of its class by their bare names, declared in its file
    or in the header it includes; a name its class lacks is found as any other."""
    found = edges({
        "db.h": """
            // A database.
            class DB {
             public:
              // Compact every level.
              void CompactAll();
            };
            """,
        "db.cc": """
            #include "db.h"

            int Helper2() { return 0; }

            void DB::Open() { CompactAll(); Helper(); Helper2(); }
            void DB::Helper() {}
            """,
    })
    assert found == {("DB.Open", "DB.CompactAll"), ("DB.Open", "DB.Helper"),
                     ("DB.Open", "Helper2")}
    # `DB(…)` inside DB names the class (C++'s injected class name), not its constructor
    assert edges({
        "db.h": "// A database.\nclass DB {\n public:\n  DB();\n};\n",
        "db.cc": '#include "db.h"\n\nDB::DB() {}\n\nDB DB::Copy() { return DB(); }\n',
    }) == {("DB.Copy", "DB")}


def test_rust_use_self_and_ambiguous_modules() -> None:
    found = edges({
        "src/buffer.rs": """
            use crate::util::grow;
            use crate::a::Thing;

            pub struct Buffer { data: Vec<u8> }

            impl Buffer {
                pub fn new() -> Self { Self::empty() }
                fn empty() -> Self { Buffer { data: Vec::new() } }
                pub fn push(&mut self, b: u8) {
                    self.len();
                    grow(&mut self.data);
                    Thing::make();
                    println!("push(x)");
                }
                fn len(&self) -> usize { self.data.len() }
            }
            """,
        "src/util.rs": "pub fn grow(v: &mut Vec<u8>) {}\n",
        "src/a.rs": "pub struct Thing;\n",
        "src/x/a.rs": "pub struct Thing;\n",
    })
    assert ("Buffer.new", "Buffer.empty") in found
    assert ("Buffer.push", "Buffer.len") in found and ("Buffer.push", "grow") in found
    assert not any(target == "Thing" or target.startswith("Thing.") for _, target in found)


def test_java_imports_same_package_and_implicit_this() -> None:
    files = {
        "src/com/acme/App.java": """
            package com.acme;

            import com.acme.util.Strings;

            public class App extends Base {
                public void run() {
                    String s = Strings.trim(" x ");
                    Helper h = new Helper();
                    stop();
                    new Missing();
                }

                void stop() {}
            }
            """,
        "src/com/acme/Base.java": "package com.acme;\n\npublic class Base {}\n",
        "src/com/acme/Helper.java": "package com.acme;\n\npublic class Helper {}\n",
        "src/com/acme/util/Strings.java": """
            package com.acme.util;

            public class Strings {
                public static String trim(String s) { return s.trim(); }
            }
            """,
    }
    assert edges(files) == {("App", "Strings.trim"), ("App", "Helper")}
    assert edges(files, "inherits") == {("App", "Base")}  # its base type, no call


def test_php_this_static_same_namespace_folder_and_use_imports() -> None:
    files = {
        "src/Acme/Mailer.php": dedent("""
            <?php
            namespace Acme;

            use Acme\\Util\\Strings;
            use Acme\\Util\\{Clock as Timer};
            use Psr\\Log\\Logger;

            class Mailer extends Base {
                use Retries;

                const SIZES = [
            %s
                ];

                public function send($to) {
                    $body = Strings::trim($to);
                    $this->queue($body);
                    static::count();
                    $helper = new Helper();
                    $at = Timer::now();
                    Logger::info($to);
                    return render($body);
                }

                public function queue($body) { return $body; }

                public static function count() { return 1; }
            }
            """) % "".join(f"        {n},\n" for n in range(200)),
        "src/Acme/Base.php": "<?php\nnamespace Acme;\n\nclass Base {}\n",
        "src/Acme/Helper.php": "<?php\nnamespace Acme;\n\nclass Helper {}\n",
        "src/Acme/functions.php": "<?php\nnamespace Acme;\n\nfunction render($s) { return $s; }\n",
        "src/Acme/Logger.php": "<?php\nnamespace Acme;\n\nclass Logger {\n"
                               "    public static function info($m) {}\n}\n",
        "src/Acme/Util/Strings.php": """
            <?php
            namespace Acme\\Util;

            class Strings {
                public static function trim($s) { return trim($s); }
            }
            """,
        "src/Acme/Util/Clock.php": """
            <?php
            namespace Acme\\Util;

            class Clock {
                public static function now() { return 0; }
            }
            """,
        # a `$this` of JavaScript is a variable like any other
        "web/menu.js": """
            class Menu {
              open() { const $this = other; $this.close(); }
              close() {}
            }
            """,
    }
    # `Logger` is imported from outside the repository: not the folder's own `Logger`; the
    # class is large (a page per method)
    assert edges(files) == {
        ("Mailer.send", "Strings.trim"), ("Mailer.send", "Mailer.queue"),
        ("Mailer.send", "Mailer.count"), ("Mailer.send", "Helper"),
        ("Mailer.send", "Clock.now"), ("Mailer.send", "render"),
    }
    assert edges(files, "inherits") == {("Mailer", "Base")}


def test_search_reads_callers_and_callees_of_a_doc(rk: RkRunner, tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "refs", REFS_REPO)
    assert rk("create", str(repo)).code == 0
    project_dir = rk.home / "refs"
    meta = store.read_meta(project_dir) or {}
    graph = store.read_graph(project_dir, meta["last_commit"])
    assert graph is not None
    *_inheritance, calls, called_by = graph.links("docs/pkg/prepare.md")
    assert [(r.symbol, r.doc) for r in calls] == [("encode", "docs/pkg/encode.md")]
    assert [(r.symbol, r.doc) for r in called_by] == [("send", "docs/pkg/send.md")]
    # another commit's, or a hostile file: unreadable, never trusted
    assert store.read_graph(project_dir, "0" * 40) is None
    head_path = project_dir / "_refs" / "head.json"
    head = json.loads(head_path.read_text(encoding="utf-8"))
    part = project_dir / refsparts.part_of("pkg/sessions.py")
    # a path out of docs/, a link out of docs/, an overrider's page that is no page
    for page in (["../../etc/x.md", [["f", "function"]], "", [], [], [], [], [], []],
                 ["docs/a.md", [["f", "function"]], "", [], [], [["g", "../x.md", "a.py"]], [],
                  [], []],
                 ["docs/a.md", [["f", "function"]], "", [], [], [], [], [],
                  [["g", "docs/elsewhere.md", "pkg/sessions.py"]]]):
        hostile = json.dumps(["pkg/sessions.py", "python", [], [page]])
        part.write_text(hostile, encoding="utf-8")  # bound to the head by its digest, or not
        assert store.read_graph(project_dir, meta["last_commit"]) is None
        files = [[p, lang, refsparts.digest(hostile) if p == "pkg/sessions.py" else d, n]
                 for p, lang, d, n in head["files"]]
        head_path.write_text(json.dumps({**head, "files": files}), encoding="utf-8")
        assert store.read_graph(project_dir, meta["last_commit"]) is None


def test_a_summary_read_back_ignores_the_references_sections() -> None:
    from rk_action.model import DocUnit
    from rk_action.render import parse_summary, read_back, render_doc, render_refs
    from rk_action.summarize.static import summarize

    plan = layout.plan_source("pkg/a.py", b'def f(x):\n    """Do f.\n\n    Notes: none."""\n'
                                          b'    return g(x)\n')
    entity, members, overview = plan.units[0]
    summary = summarize(entity, members, overview)
    body = render_doc(DocUnit(entity, "", members, overview), summary, "2025-01-01")
    page = body + render_refs("docs/pkg/f.md", [[], [], [], [], [], [("g", "docs/pkg/g.md")],
                                                [("h", "docs/pkg/h.md")]], lambda doc: "Does it")
    assert page.endswith("\n### Calls\n- [g](g.md) — Does it\n\n### Called by\n"
                         "- [h](h.md) — Does it\n")
    unit = DocUnit(entity, "", members, overview)
    lines = (entity.start_line, entity.end_line)
    assert read_back(page, unit, "pkg/a.py", lines, summary.description, "static",
                     "2025-01-01") == summary
    assert parse_summary(page, summary.description, "static") == parse_summary(
        body, summary.description, "static")


def test_base_types_are_no_calls_in_every_language() -> None:
    """A class's bases are its "Base types" and it is among theirs' "Derived types", never a
    call (four audits of real libraries found `class Break(Stmt)` "calling" Stmt, Java's
    `interface TerminalSink extends Sink` "calling" Sink, a Go struct its embedded
    interface); only a class page has base types, resolved by the rules of calls."""
    files = {
        "pkg/nodes.py": "class Stmt:\n    pass\n\n\nclass Break(Stmt):\n    pass\n",
        "web/base.ts": "export class Widget {}\n",
        "web/button.ts": "import { Widget } from './base';\n\n"
                         "export class Button extends Widget implements Unknown {}\n",
        "cli/flag.go": "package cli\n\ntype Flag interface {\n\tName() string\n}\n\n"
                       "type RequiredFlag struct {\n\tFlag\n}\n",
        "src/dedup.rs": "pub trait DedupPredicate {\n    fn dup(&self) -> bool;\n}\n\n"
                        "pub struct DedupEq;\n\nimpl DedupPredicate for DedupEq {\n"
                        "    fn dup(&self) -> bool {\n        true\n    }\n}\n",
        "app/Sink.java": "package app;\n\npublic interface Sink {}\n",
        "app/TerminalSink.java": "package app;\n\ninterface TerminalSink extends Sink {}\n",
    }
    assert edges(files) == set()
    assert edges(files, "inherits") == {
        ("Break", "Stmt"), ("Button", "Widget"), ("RequiredFlag", "Flag"),
        ("DedupEq", "DedupPredicate"), ("TerminalSink", "Sink")}


def test_a_cpp_class_declaring_its_methods_calls_none_of_them() -> None:
    """A C++ class body declares the methods a `.cc` file defines (googletest's
    `PrettyUnitTestResultPrinter` "called" its 16 out-of-line methods, leveldb's `LRUCache`
    its own): a name after a type is declared, not called; so is a destructor's
    (`ScopedTrace::~ScopedTrace()` "called" its class). Calls after `return`, `&&`, `~`, or a
    directive's line still count."""
    assert chains("src/printer.h", """
        class Printer {
         public:
          void OnTestStart(const TestInfo& info) override;
          static const char *Name(int n);
          std::string& Buffer();
          int Count() const { return Total() && Ready(); }
        };
        """) == ("Ready", "Total")
    assert chains("lib/csum.c", """
        static unsigned short fold(const unsigned char *b, int n)
        {
            unsigned int r = shift * scale(n);
            r = ~do_csum(b, n) && check(b);
        #endif
            kfree(b);
            return (unsigned short)r;
        }
        """) == ("check", "do_csum", "kfree", "scale")
    assert chains("src/trace.cc", """
        ScopedTrace::~ScopedTrace() {
          UnitTest::GetInstance()->PopGTestTrace();
        }
        """) == ("UnitTest.GetInstance",)


def test_a_javascript_constructor_function_lists_its_prototype_s_methods() -> None:
    """negotiator's `Negotiator` is a constructor function whose eight methods are given to
    its prototype (`Negotiator.prototype.charset = function charset(…)`): its page listed none
    of them (express's `Route`, `Layer` and `View` neither). A class keeps its methods in its
    body or on its overview; an object's functions are no methods of a type."""
    graph, symbol_of = resolved({
        "index.js": """
            /**
             * Create a Negotiator instance from a request.
             */
            function Negotiator(request) {
              this.request = request;
            }

            /** The preferred charset. */
            Negotiator.prototype.charset = function charset(available) {
              return available[0];
            };

            /** The preferred charsets. */
            Negotiator.prototype.charsets = function charsets(available) {
              return available;
            };

            var app = {};

            /** Start it. */
            app.init = function init() {
              return 1;
            };

            module.exports = Negotiator;
            """,
    })
    methods = {symbol_of[doc]: [ref.symbol for ref in found]
               for doc, found in graph.methods.items()}
    assert methods == {"Negotiator": ["Negotiator.charset", "Negotiator.charsets"]}


def test_a_go_rust_or_cpp_type_lists_its_methods() -> None:
    """A Go or Rust method is defined outside its type's body (urfave/cli's `App` showed none
    of its 22 methods, itertools' `EitherOrBoth` none of its 19): each method page names its
    type, and the type's page lists them all under "Methods"; a method of a type the
    repository does not define (`impl Display for bool`) names none."""
    graph, symbol_of = resolved({
        "cli/app.go": "package cli\n\n// App is an app.\ntype App struct {\n\tName string\n}\n",
        "cli/run.go": "package cli\n\n// Run runs.\nfunc (a *App) Run() error {\n\treturn nil\n}"
                      "\n\n// Setup sets up.\nfunc (a *App) Setup() {}\n",
        "include/node.h": "/** A node. */\nclass Node {\n public:\n  int size() const;\n"
                          "  /** Inline. */\n  int kind() const { return 1; }\n};\n",
        "include/impl.h": '#include "node.h"\n\n/** Its size. */\n'
                          "inline int Node::size() const { return 0; }\n",
        "src/pair.rs": "/// A pair.\npub struct Pair(u8, u8);\n\nimpl Pair {\n"
                       "    /// The left one.\n    pub fn left(&self) -> u8 {\n        self.0\n"
                       "    }\n}\n\nimpl std::fmt::Display for bool {\n"
                       "    fn fmt(&self, f: &mut Formatter) -> Result {\n        Ok(())\n"
                       "    }\n}\n",
    })
    methods = {symbol_of[doc]: [ref.symbol for ref in found]
               for doc, found in graph.methods.items()}
    # and a C++ class's methods defined in another file (yaml-cpp's `impl.h`), not those of
    # its own body, which its page shows
    assert methods == {"App": ["App.Run", "App.Setup"], "Pair": ["Pair.left"],
                       "Node": ["Node.size"]}
    assert {symbol_of[doc] for doc in graph.method_of} == {"App.Run", "App.Setup", "Pair.left",
                                                           "Node.size"}
    app = next(doc for doc, symbol in symbol_of.items() if symbol == "App")
    assert render.render_refs(app, [[(r.symbol, r.doc) for r in found]
                                    for found in graph.links(app)], lambda doc: "Does it") == (
        "\n### Methods\n- [App.Run](app-run.md) — Does it\n"
        "- [App.Setup](app-setup.md) — Does it\n")


def test_a_name_passed_on_by_export_from_is_found_where_it_is_defined() -> None:
    """immer's modules import everything from `../internal`, which only passes names on
    (`export * from "./utils/errors"`): 26 pages had no Calls. Named re-exports, renamed ones
    and a chain of two such files resolve too; a name no file defines does not."""
    found = edges({
        "src/utils/errors.ts": "export function die(n: number): never {\n  throw n;\n}\n",
        "src/utils/common.ts": "export function isDraft(x: any): boolean {\n  return !!x;\n}\n",
        "src/utils/index.ts": "export * from './common';\n",
        "src/internal.ts": "export * from './utils/errors';\nexport * from './utils';\n"
                           "export { isDraft as isProxy } from './utils/common';\n",
        "src/core/current.ts": "import { die, isDraft, isProxy, missing } from '../internal';\n\n"
                               "export function current(value: any) {\n"
                               "  if (!isDraft(value) && !isProxy(value)) die(0);\n"
                               "  return missing(value);\n}\n",
    })
    assert found == {("current", "die"), ("current", "isDraft")}


def test_python_star_imports_bring_a_module_s_public_names() -> None:
    """pyparsing's `helpers.py` does `from .core import *`, and `core.py` does `from
    .exceptions import *`: its calls of `Word`, `Forward` and `ParseException` had no link (99
    in the library). A private name, one two starred modules declare, and one none does stay
    unlinked, as does a name only a module's own starred module declares when the chain is too
    deep to follow."""
    found = edges({
        "pkg/__init__.py": "",
        "pkg/exceptions.py": "class ParseException(Exception):\n    pass\n",
        "pkg/core.py": ("from .exceptions import *\n\n\nclass Word:\n    pass\n\n\n"
                        "def _private():\n    return 1\n\n\ndef twice():\n    return 2\n"),
        "pkg/other.py": "def twice():\n    return 3\n",
        "pkg/helpers.py": ("from .core import *\nfrom .other import *\n\n\n"
                           "def make(text):\n    if not text:\n        raise ParseException(text)\n"
                           "    _private()\n    twice()\n    missing()\n    return Word()\n"),
    })
    assert found == {("make", "ParseException"), ("make", "Word")}


def test_a_python_package_s_names_reached_through_its_star_imports() -> None:
    """networkx calls its own functions as `nx.shortest_path(…)` after `import networkx as
    nx`: its `__init__.py` takes them from `networkx.algorithms` with `import *`, which takes
    them from `…paths`: 54 of 93 calls had no link. `from pkg import name` likewise."""
    found = edges({
        "pkg/__init__.py": "from pkg.algorithms import *\n",
        "pkg/algorithms/__init__.py": "from pkg.algorithms.paths import *\n",
        "pkg/algorithms/paths.py": "def shortest_path(g):\n    return g\n",
        "pkg/classes/graph.py": ("import pkg as nx\nfrom pkg import shortest_path\n\n\n"
                                 "def route(g):\n    return nx.shortest_path(g)\n\n\n"
                                 "def other(g):\n    shortest_path(g)\n    return nx.missing(g)\n"),
    })
    assert found == {("route", "shortest_path"), ("other", "shortest_path")}


def test_a_python_package_s_names_it_imports_by_name_are_found_where_they_are_defined() -> None:
    """sqlparse's `parse` makes `engine.FilterStack()`, which `engine/__init__.py` takes by
    name (`from sqlparse.engine.filter_stack import FilterStack`): the class had no "Called
    by" (nor `split`'s `from .engine import Splitter`); two packages deep likewise."""
    found = edges({
        "pkg/__init__.py": "from pkg.engine import Splitter as Splitter\n",
        "pkg/engine/__init__.py": ("from pkg.engine.stack import FilterStack\n"
                                   "from .split import Splitter\n"),
        "pkg/engine/stack.py": "class FilterStack:\n    pass\n",
        "pkg/engine/split.py": "class Splitter:\n    pass\n",
        "pkg/api.py": ("from pkg import engine\nfrom .engine import Splitter\nimport pkg\n\n\n"
                       "def parse(sql):\n    return engine.FilterStack(), engine.Missing()\n\n\n"
                       "def split(sql):\n    return Splitter()\n\n\n"
                       "def top(sql):\n    return pkg.Splitter()\n"),
    })
    assert found == {("parse", "FilterStack"), ("split", "Splitter"), ("top", "Splitter")}


def test_a_go_package_variable_s_type_reaches_its_methods() -> None:
    """viper's 63 functions hand off to the package's default instance, `var v *Viper`
    (`func GetString(key string) string { return v.GetString(key) }`): none linked its
    method. A local or parameter of the same name hides it."""
    found = edges({"viper.go": (
        "package viper\n\nvar v *Viper\n\nvar (\n\tremote = &provider{}\n)\n\n"
        "// Viper holds a config.\ntype Viper struct{ n int }\n\n"
        "// GetString gets a string.\nfunc (v *Viper) GetString(key string) string {\n"
        "\treturn key\n}\n\n// GetString gets a string from the default instance.\n"
        "func GetString(key string) string {\n\treturn v.GetString(key)\n}\n\n"
        "// Other hides v.\nfunc Other(v fake) string {\n\treturn v.GetString(\"x\")\n}\n\n"
        "// provider provides.\ntype provider struct{}\n\n// Get gets.\n"
        "func (p *provider) Get() int {\n\treturn 1\n}\n\n// Fetch fetches.\n"
        "func Fetch() int {\n\treturn remote.Get()\n}\n")})
    assert found == {("GetString", "Viper.GetString"), ("Fetch", "provider.Get")}


def test_a_java_call_reaches_the_overload_of_its_argument_count() -> None:
    """java.util: none of 978 overloaded methods had a "Called by" (`listIterator()` and
    `listIterator(int)` were one ambiguous name). A call now reaches the one overload taking
    as many arguments; two of that count stay unlinked."""
    rows = "".join(f"  static int[] ROW{n} = {{{n}}};\n" for n in range(200))
    graph, symbol_of = resolved({"shop/Cart.java": "package shop;\n\n" + (
        "public class Cart {\n" + rows
        + "  public int add(int a) {\n    return add(a, 1);\n  }\n"
        "  public int add(int a, int b) {\n    return a + b;\n  }\n"
        "  public int put(String k) {\n    return 0;\n  }\n"
        "  public int put(int k) {\n    return 1;\n  }\n"
        "  public int total() {\n    put(\"x\");\n"
        "    return add(new java.util.HashMap<String, Integer>().size());\n  }\n}\n")})
    found = {(doc, ref.doc) for doc, targets in graph.calls.items() for ref in targets}
    add_one, add_two = sorted(doc for doc, symbol in symbol_of.items() if symbol == "Cart.add")
    total = next(doc for doc, symbol in symbol_of.items() if symbol == "Cart.total")
    assert found == {(add_one, add_two), (total, add_one)} or found == {
        (add_two, add_one), (total, add_two)}
    declared = {doc: line for doc, line in ((d, symbol_of[d]) for d in symbol_of)}
    assert all(declared[target] == "Cart.add" for _, target in found)


def test_a_bare_call_of_an_inherited_method_reaches_it() -> None:
    """java.util: 0 of 147 calls of an inherited method without `this.` were linked
    (`LinkedHashMap.get` calling `HashMap`'s `getNode(key)`); Ruby's `tasks` in a class that
    includes `TaskManager` likewise. A base type's name is still the type, not its
    constructor."""
    rows = "".join(f"  static int[] ROW{n} = {{{n}}};\n" for n in range(200))
    graph, symbol_of = resolved({
        "util/HashMap.java": ("package util;\n\npublic class HashMap {\n" + rows
                              + "  final Object getNode(Object key) {\n    return key;\n  }\n}\n"),
        "util/LinkedHashMap.java": ("package util;\n\npublic class LinkedHashMap extends HashMap"
                                    " {\n" + rows + "  public Object get(Object key) {\n"
                                    "    return getNode(key);\n  }\n}\n"),
        "lib/rake/task_manager.rb": ("module Rake\n  # Tasks.\n  module TaskManager\n"
                                     "    # The tasks.\n    def tasks\n      []\n    end\n"
                                     "  end\nend\n"),
        "lib/rake/application.rb": ("module Rake\n  # The app.\n  class Application\n"
                                    "    include TaskManager\n\n    # Show them.\n"
                                    "    def show\n      tasks.each { |t| puts t }\n    end\n"
                                    "  end\nend\n"),
    })
    calls = {(symbol_of[doc], ref.symbol) for doc, found in graph.calls.items() for ref in found}
    assert calls == {("LinkedHashMap.get", "HashMap.getNode"),
                     ("Rake.Application", "Rake.TaskManager.tasks")}
    bases = {(symbol_of[doc], ref.symbol) for doc, found in graph.inherits.items() for ref in found}
    assert ("LinkedHashMap", "HashMap") in bases


def test_a_call_through_self_of_an_inherited_method_reaches_it() -> None:
    """requests' `Session.request` calls `self.prepare_request` of its own class, but a
    subclass's `self.helper()`, JavaScript's `this.helper()` and PHP's `$this->helper()` of a
    base or a used trait had no link; the class's own method still comes first."""
    rows = "".join(f"    def filler{n}(self):\n        return {n}\n\n" for n in range(70))
    js_rows = "".join(f"  filler{n}() {{\n    return {n};\n  }}\n" for n in range(70))
    php_rows = "".join(f"    public function filler{n}() {{\n        return {n};\n    }}\n"
                       for n in range(70))
    graph, symbol_of = resolved({
        "base.py": ("class Base:\n    def helper(self):\n        return 1\n\n"
                    "    def run(self):\n        return 0\n\n" + rows),
        "child.py": ("from base import Base\n\n\nclass Child(Base):\n"
                     "    def go(self):\n        return self.helper() + self.run()\n\n"
                     "    def run(self):\n        return 2\n\n" + rows),
        "base.js": "export class Base {\n  helper() {\n    return 1;\n  }\n" + js_rows + "}\n",
        "child.js": ("import { Base } from './base.js';\n\nexport class Kid extends Base {\n"
                     "  go() {\n    return this.helper();\n  }\n" + js_rows + "}\n"),
        "src/Greets.php": ("<?php\nnamespace App;\n\ntrait Greets\n{\n"
                           "    public function hello() {\n        return 1;\n    }\n"
                           + php_rows + "}\n"),
        "src/Person.php": ("<?php\nnamespace App;\n\nclass Person\n{\n    use Greets;\n\n"
                           "    public function greet() {\n        return $this->hello();\n"
                           "    }\n" + php_rows + "}\n"),
    })
    calls = {(symbol_of[doc], ref.symbol) for doc, found in graph.calls.items() for ref in found}
    assert calls == {("Child.go", "Base.helper"), ("Child.go", "Child.run"),
                     ("Kid.go", "Base.helper"), ("Person.greet", "Greets.hello")}


def test_ruby_operator_methods_self_hooks_and_aliases_call_nothing() -> None:
    """hashie: `def [](property)` took its parameter for a call of the class method
    `property`, a module's `def self.included(base)` was read as the module calling
    `included` (joined to the line above it as a chain), and `alias to_hash to_h` as a call of
    the base's `to_hash`."""
    fillers = "".join(f"    # F{n}.\n    def f{n}\n      {n}\n    end\n" for n in range(60))
    found = edges({
        "lib/hashie/hash.rb": ("module Hashie\n  # H.\n  class Hash\n    # To hash.\n"
                               "    def to_hash\n      1\n    end\n  end\nend\n"),
        "lib/hashie/dash.rb": ("require 'hashie/hash'\nmodule Hashie\n  # A dash.\n"
                               "  class Dash < Hash\n    alias to_hash to_h\n\n"
                               "    # Declare one.\n    def self.property(name)\n      name\n"
                               "    end\n\n    # Read one.\n    def [](property)\n"
                               "      check property\n    end\n\n    # Check it.\n"
                               "    def check(x)\n      x\n    end\n\n    # To h.\n"
                               "    def to_h\n      1\n    end\n" + fillers + "  end\nend\n"),
        "lib/hashie/check.rb": ("module Hashie\n  # Checks.\n  module RubyVersionCheck\n"
                                "    def self.included(base)\n      base.extend Methods\n"
                                "    end\n  end\nend\n"),
    })
    assert found == {("Hashie.Dash.[]", "Hashie.Dash.check")}


def test_a_java_inner_class_calls_its_outer_class_s_methods() -> None:
    """java.text's `AttributedStringIterator.getAttribute` calls `getAttributeCheckRange` of
    the AttributedString that holds it: no link (java.util +181 such calls, java.util.concurrent
    +137); the inner class's own method of that name comes first."""
    rows = "".join(f"  static int[] ROW{n} = {{{n}}};\n" for n in range(200))
    found = edges({"text/AttributedString.java": (
        "package text;\n\npublic class AttributedString {\n" + rows
        + "  Object getAttributeCheckRange(int a, int b) {\n    return null;\n  }\n"
        "  int size() {\n    return 0;\n  }\n  private final class Iter {\n" + rows
        + "    Object getAttribute(int a) {\n      return getAttributeCheckRange(a, size());\n"
        "    }\n    int size() {\n      return 1;\n    }\n  }\n}\n")})
    caller = "AttributedString.Iter.getAttribute"
    assert found == {(caller, "AttributedString.getAttributeCheckRange"),
                     (caller, "AttributedString.Iter.size")}


def test_a_go_parameter_of_another_package_s_type_reaches_its_methods() -> None:
    """go-toml's `p *unstable.Parser` and `x := unstable.Parser{}`: their calls of
    `p.NextExpression()` had no link; a type of a package outside the repository stays
    unlinked."""
    found = edges({
        "unstable/parser.go": ("package unstable\n\n// Parser parses.\ntype Parser struct{ n int }"
                               "\n\n// NextExpression reads one.\nfunc (p *Parser) NextExpression()"
                               " bool {\n\treturn p.n > 0\n}\n"),
        "decode.go": ("package toml\n\nimport (\n\t\"io\"\n\n\t\"example.com/m/unstable\"\n)\n\n"
                      "// Decode decodes.\nfunc Decode(p *unstable.Parser, r io.Reader) bool {\n"
                      "\tr.Read(nil)\n\treturn p.NextExpression()\n}\n\n// Make makes.\n"
                      "func Make() bool {\n\tvar q unstable.Parser\n\tq.NextExpression()\n"
                      "\tx := &unstable.Parser{}\n\treturn x.NextExpression()\n}\n"),
    })
    assert found == {("Decode", "Parser.NextExpression"), ("Make", "Parser"),
                     ("Make", "Parser.NextExpression")}


def test_a_rust_use_of_super_and_a_method_handing_off_to_a_function_of_its_name() -> None:
    """itertools' `Itertools::interleave` calls the free function `interleave` (16 such
    methods had no Calls), and `adaptors/mod.rs` calls `size_hint::add` after `use
    super::size_hint;` (8 calls lost)."""
    found = edges({
        "src/lib.rs": ("mod size_hint;\nmod adaptors;\npub use adaptors::interleave;\n\n"
                       "/// The trait.\npub trait Itertools: Iterator {\n    /// Interleave.\n"
                       "    fn interleave(self, other: u8) -> u8 {\n        interleave(self, other)"
                       "\n    }\n}\n"),
        "src/size_hint.rs": "/// Add two hints.\npub fn add(a: u8, b: u8) -> u8 {\n    a + b\n}\n",
        "src/adaptors/mod.rs": ("use super::size_hint;\n\n/// Make an interleave.\n"
                                "pub fn interleave(a: u8, b: u8) -> u8 {\n"
                                "    size_hint::add(a, b)\n}\n"),
    })
    assert found == {("Itertools", "interleave"), ("interleave", "add")}


def test_go_interface_methods_and_rust_type_arguments_are_no_calls() -> None:
    """logrus's `StdLogger` interface declares `Println(…)` without `func`: no call of the
    package's function `Println`; chrono's `parse::<DateTime<Utc>>()` names a type, calls no
    `DateTime`. A Go method that hands off to the function of its name calls it (cobra's
    `Command.MarkFlagRequired`)."""
    found = edges({
        "logrus.go": ("package logrus\n\n// StdLogger logs.\ntype StdLogger interface {\n"
                      "\tPrintln(args ...interface{})\n}\n\n// Println prints.\n"
                      "func Println(args ...interface{}) {\n}\n\n// Logger logs.\n"
                      "type Logger struct{}\n\n// Println prints too.\n"
                      "func (l *Logger) Println(args ...interface{}) {\n\tPrintln(args...)\n}\n"),
    })
    assert found == {("Logger.Println", "Println")}
    assert "DateTime" not in chains("src/lib.rs", """
        /// A time.
        pub fn decode(d: &str) -> u8 {
            d.parse::<DateTime<Utc>>().unwrap()
        }
        """)


def test_a_generic_type_parameter_is_no_type_a_call_reaches() -> None:
    """itertools' `MergeBy<F>` holds `cmp: F`: `self.cmp.merge_pred(…)` was linked to the
    blanket `impl<F: FnMut…> MergePredicate for F`, whose page reads `F.merge_pred`."""
    found = edges({"src/lib.rs": (
        "/// Pred.\npub trait MergePredicate<T> {\n    /// Merge.\n"
        "    fn merge_pred(&mut self, a: &T, b: &T) -> bool;\n}\n\n"
        "impl<T, F: FnMut(&T, &T) -> bool> MergePredicate<T> for F {\n"
        "    fn merge_pred(&mut self, a: &T, b: &T) -> bool {\n        self(a, b)\n    }\n}\n\n"
        "/// Merge by.\npub struct MergeBy<F> {\n    cmp: F,\n}\n\nimpl<F> MergeBy<F> {\n"
        "    /// Next.\n    pub fn next(&mut self, a: u8, b: u8) -> bool {\n"
        "        self.cmp.merge_pred(&a, &b)\n    }\n}\n")})
    assert found == set()


def test_a_ruby_acronym_namespace_is_found_in_its_lower_case_folder() -> None:
    """tzinfo's `TZInfo` lives in `lib/tzinfo/`, not `lib/tz_info/`: its classes' bases and
    calls in other files (`Timestamp.for`, `class TimezoneProxy < Timezone`) had no link."""
    graph, symbol_of = resolved({
        "lib/tzinfo/timestamp.rb": ("module TZInfo\n  # A time.\n  class Timestamp\n"
                                    "    # Make one.\n    def self.for(value)\n      new\n"
                                    "    end\n  end\nend\n"),
        "lib/tzinfo/timezone.rb": ("module TZInfo\n  # A zone.\n  class Timezone\n"
                                   "    # Now.\n    def now\n      Timestamp.for(1)\n    end\n"
                                   "  end\nend\n"),
        "lib/tzinfo/timezone_proxy.rb": ("module TZInfo\n  # A proxy.\n"
                                         "  class TimezoneProxy < Timezone\n  end\nend\n"),
    })
    calls = {(symbol_of[doc], ref.symbol) for doc, found in graph.calls.items() for ref in found}
    bases = {(symbol_of[doc], ref.symbol) for doc, found in graph.inherits.items()
             for ref in found}
    assert calls == {("TZInfo.Timezone", "TZInfo.Timestamp.for")}
    assert bases == {("TZInfo.TimezoneProxy", "TZInfo.Timezone")}


def test_a_rust_path_through_a_child_module_resolves_without_a_use() -> None:
    """itertools' `Itertools::batching` is `adaptors::batching(self, f)`, `adaptors` a module
    `lib.rs` declares: 58 of its 106 methods had no Calls. A module of `foo.rs` lives under
    `foo/`; a path through a module the crate lacks names nothing."""
    found = edges({
        "src/lib.rs": "mod adaptors;\nmod size_hint;\n\npub trait Itertools {\n"
                      "    fn batching(self) -> u8 {\n        adaptors::batching(self)\n    }\n"
                      "    fn hint(self) -> u8 {\n        size_hint::add(self, 1)\n    }\n"
                      "    fn other(self) -> u8 {\n        missing::f(self)\n    }\n}\n",
        "src/adaptors/mod.rs": "pub fn batching(x: u8) -> u8 {\n    x\n}\n",
        "src/size_hint.rs": "mod inner;\n\npub fn add(a: u8, b: u8) -> u8 {\n"
                            "    inner::sum(a, b)\n}\n",
        "src/size_hint/inner.rs": "pub fn sum(a: u8, b: u8) -> u8 {\n    a + b\n}\n",
        "src/other.rs": "use crate::adaptors;\n\npub fn go() -> u8 {\n"
                        "    adaptors::batching(1)\n}\n",
    })
    assert found == {("Itertools", "batching"), ("Itertools", "add"), ("add", "sum"),
                     ("go", "batching")}  # and after `use crate::adaptors`


def test_a_call_through_super_reaches_the_base_that_declares_it() -> None:
    """tenacity's `wait_none.__init__` is `super().__init__(0)`: no call was linked (9 of its
    pages; monolog's `parent::__construct`, 87 calls). `super` reaches the first base up that
    declares the name, in Python, Java, PHP and TypeScript; Rust's `super::` is a module."""
    found = edges({
        "pkg/base.py": "class Wait:\n    def __init__(self, n):\n        self.n = n\n\n"
                       "    def compute(self):\n        return self.n\n",
        "pkg/wait.py": "from pkg.base import Wait\n\n\nclass Fixed(Wait):\n    pass\n\n\n"
                       "class NoWait(Fixed):\n    def __init__(self):\n"
                       "        super().__init__(0)\n\n    def compute(self):\n"
                       "        return super(NoWait, self).compute() + super().missing()\n",
        "src/Handler.php": "<?php\nnamespace App;\n\nclass Handler {\n"
                           "    public function __construct($level) {}\n}\n",
        "src/Line.php": "<?php\nnamespace App;\n\nclass Line extends Handler {\n"
                        "    public function __construct() {\n        parent::__construct(1);\n"
                        "    }\n}\n",
        "src/subject.ts": "export class Subject {\n  next(v: number) { return v }\n}\n"
                          "export class Behavior extends Subject {\n"
                          "  next(v: number) { return super.next(v) }\n}\n",
        "src/lib.rs": "mod util;\n\npub fn go() -> u8 {\n    super::helper()\n}\n",
    })
    assert found == {("NoWait", "Wait.__init__"), ("NoWait", "Wait.compute"),
                     ("Line", "Handler.__construct"),
                     ("Behavior", "Subject.next")}


def test_a_call_through_a_typed_parameter_reaches_its_type_s_method() -> None:
    """gorilla/websocket's `func WriteJSON(c *Conn, v interface{}) error { return
    c.WriteJSON(v) }` linked nothing: a parameter declared with one plain type of the
    repository calls that type's method (Go, Java, TypeScript, PHP, Rust, Python annotations);
    a slice, a qualified or generic type, and Rust's `limit::new` (a path) do not."""
    found = edges({
        "conn.go": "package ws\n\ntype Conn struct{}\n\nfunc (c *Conn) WriteJSON(v int) error {"
                   " return nil }\n\nfunc WriteJSON(c *Conn, v int) error { return c.WriteJSON(v) }"
                   "\n\nfunc All(cs []Conn) { cs.WriteJSON(1) }\n",
        "src/Line.php": "<?php\nnamespace App;\n\nclass Line {\n    public function format(?Record"
                        " $r) {\n        return $r->text();\n    }\n}\n",
        "src/Record.php": "<?php\nnamespace App;\n\nclass Record {\n    public function text()"
                          " {\n        return '';\n    }\n}\n",
        "src/ctx.ts": "export class Cxt {\n  fail(): void {}\n}\n"
                      "export function code(cxt: Cxt | undefined): void {\n  cxt.fail()\n}\n",
        "pkg/retry.py": "class Retrying:\n    def wraps(self, f):\n        return f\n\n\n"
                        "def retry(r: \"Retrying\", f):\n    return r.wraps(f)\n",
        "src/lib.rs": "mod limit;\n\npub struct Buf;\n\nimpl Buf {\n"
                      "    pub fn new() -> Buf {\n        Buf\n    }\n}\n\n"
                      "pub fn take(limit: Buf, b: &mut Buf) -> Buf {\n"
                      "    b.new();\n    limit::new(1)\n}\n",
        "src/limit.rs": "pub fn new(n: usize) -> usize {\n    n\n}\n",
    })
    assert found == {("WriteJSON", "Conn.WriteJSON"), ("Line", "Record.text"),
                     ("code", "Cxt.fail"), ("retry", "Retrying.wraps"), ("take", "Buf.new"),
                     ("take", "new")}


def test_a_call_through_a_local_of_one_type_reaches_its_type_s_method() -> None:
    """gorilla/websocket's `c := &Conn{…}; c.SetCloseHandler(nil)`, rich's `progress =
    Progress(…); progress.open(…)`: a local declared with, or given a value of, one type
    calls that type's method; a declared type stands whatever is assigned (`Node node = new
    Special()`), and a name given two types, or a function's value, reaches nothing."""
    found = edges({
        "conn.go": "package ws\n\ntype Conn struct{}\n\nfunc (c *Conn) SetHandler() {}\n\n"
                   "func newConn() *Conn {\n\tc := &Conn{}\n\tc.SetHandler()\n\treturn c\n}\n",
        "pkg/progress.py": "class Progress:\n    def open(self, f):\n        return f\n\n\n"
                           "def make():\n    return 1\n\n\n"
                           "def read(f):\n    progress = Progress()\n    other = make()\n"
                           "    other.open(f)\n    return progress.open(f)\n",
        "src/Node.java": "class Node {\n    void clear() {}\n}\n",
        "src/Special.java": "class Special extends Node {\n    void clear() {}\n}\n",
        "src/Queue.java": "class Queue {\n    void acquire(Node node) {\n"
                          "        node = new Special();\n        node.clear();\n    }\n"
                          "    void sweep() {\n        Special s = new Special();\n"
                          "        s.clear();\n    }\n}\n",
        "src/mix.ts": "export class A {\n  run(): void {}\n}\n"
                      "export class B {\n  run(): void {}\n}\n"
                      "export function both(flag: boolean): void {\n  let x = new A()\n"
                      "  x = new B()\n  x.run()\n}\n",
    })
    assert found == {("newConn", "Conn"), ("newConn", "Conn.SetHandler"),
                     ("read", "Progress"), ("read", "Progress.open"), ("read", "make"),
                     ("Queue", "Node.clear"), ("Queue", "Special"), ("Queue", "Special.clear"),
                     ("both", "A"), ("both", "B")}


def test_go_new_and_a_pointer_conversion_make_their_type() -> None:
    """pflag's `newBoolValue` is `return (*boolValue)(p)`, `newBoolSliceValue` holds
    `new(boolSliceValue)`: its 36 value constructors linked nothing, though the plain
    conversion `boolValue(v)` did."""
    assert chains("bool.go", """
        package pflag

        func newBoolValue(val bool, p *bool) *boolValue {
            s := new(boolSliceValue)
            *p = val
            return (*boolValue)(p)
        }
        """) == ("boolSliceValue", "boolValue")


def test_a_java_lambda_or_switch_arm_arrow_is_no_member_access() -> None:
    """`s -> matcher(s).find()` read as the chain `s.matcher` (C's `p->f`), and `case "X" ->
    ALPHABETIC()` as one starting with the keyword: java.util.regex's getPosixPredicate
    linked 3 of its 13 predicates, HttpResponse's 10 BodyHandlers factories none."""
    assert chains("A.java", """
        class A {
            static Predicate<String> g(String s) {
                switch (s) {
                    case "ALPHA" -> ALPHABETIC();
                    default -> other();
                }
                return s2 -> matcher(s2).find();
            }
        }
        """) == ("ALPHABETIC#0", "matcher#1", "other#0")


def test_a_call_through_a_field_of_one_type_reaches_its_type_s_method() -> None:
    """indexmap's `self.core.entry(hash, key)` (76 such calls), java.time's
    `dateTime.withHour(…)`, httpx's `self._decoder = TextDecoder()`: a field declared with one
    type, or given a value of one class (Python), calls that type's method."""
    found = edges({
        "src/map.rs": "pub struct Core;\n\nimpl Core {\n    pub fn entry(&self) -> u8 {\n"
                      "        1\n    }\n}\n\npub struct IndexMap {\n    core: Core,\n}\n\n"
                      "impl IndexMap {\n    pub fn entry(&self) -> u8 {\n"
                      "        self.core.entry()\n    }\n}\n",
        "src/Time.java": "class LocalTime {\n    LocalTime withHour(int h) { return this; }\n}\n"
                         "class OffsetTime {\n    private final LocalTime time;\n"
                         "    OffsetTime withHour(int h) {\n        time.withHour(h);\n"
                         "        return this;\n    }\n}\n",
        "pkg/models.py": "class TextDecoder:\n    def decode(self, data):\n"
                         "        return data\n\n\nclass Response:\n    def __init__(self):\n"
                         "        self._decoder = TextDecoder()\n\n    def text(self, data):\n"
                         "        return self._decoder.decode(data)\n",
        "conn.go": "package ws\n\ntype Lock struct{}\n\nfunc (l *Lock) Hold() {}\n\n"
                   "type Conn struct {\n\tmu *Lock\n}\n\n"
                   "func (c *Conn) Read() {\n\tc.mu.Hold()\n}\n",
    })
    assert found == {("IndexMap.entry", "Core.entry"), ("OffsetTime", "LocalTime.withHour"),
                     ("Response", "TextDecoder"), ("Response", "TextDecoder.decode"),
                     ("Conn.Read", "Lock.Hold")}


def test_a_field_given_a_new_value_or_a_typed_parameter_has_that_type() -> None:
    """Twig's `$this->extensionSet = new ExtensionSet()` and `$this->env = $env` (from
    `__construct(Environment $env)`), flask's `self.app = app` (`app: Flask`): 102 of Twig's
    pages linked none of the calls through them; a declared type stands whatever is
    assigned."""
    found = edges({
        "src/ExtensionSet.php": "<?php\nnamespace T;\n\nclass ExtensionSet {\n"
                                "    public function getFilters() { return []; }\n}\n",
        "src/Env.php": "<?php\nnamespace T;\n\nclass Env {\n"
                       "    public function getCharset() { return ''; }\n}\n",
        "src/Environment.php": "<?php\nnamespace T;\n\nclass Environment {\n"
                               "    public function __construct(Env $env) {\n"
                               "        $this->set = new ExtensionSet();\n"
                               "        $this->env = $env;\n    }\n"
                               "    public function getFilters() {\n"
                               "        $this->env->getCharset();\n"
                               "        return $this->set->getFilters();\n    }\n}\n",
        "pkg/ctx.py": "class Flask:\n    def app_context(self):\n        return 1\n\n\n"
                      "class RequestContext:\n    def __init__(self, app: Flask):\n"
                      "        self.app = app\n\n    def push(self):\n"
                      "        return self.app.app_context()\n",
    })
    assert found == {("Environment", "ExtensionSet"), ("Environment", "ExtensionSet.getFilters"),
                     ("Environment", "Env.getCharset"), ("RequestContext", "Flask.app_context")}


def test_php_new_static_a_callable_array_and_a_global_name() -> None:
    """Symfony Process: `fromShellCommandline` constructs its class with `new static(…)`,
    `getCommandLine` calls `escapeArgument` through `array_map([$this, 'escapeArgument'], …)`,
    and `new \\LogicException(…)` is PHP's own class, which the folder's `LogicException` of
    the same name is not (its page listed it under Calls). A callable written in a comment or
    a string calls nothing."""
    files = {
        "src/Process.php": dedent("""
            <?php
            namespace Acme;

            class Process {
                const SIZES = [
            %s
                ];

                public function __construct(array $command) { $this->command = $command; }

                public static function fromShellCommandline(string $command) {
                    return new static([], $command);
                }

                public function getCommandLine() {
                    // array_map([$this, 'quote'], $x);
                    $label = "[$this, 'quote']";
                    return implode(' ', array_map([$this, 'escapeArgument'], $this->command));
                }

                public function checkTimeout($kind) {
                    throw new \\LogicException('Unknown timeout type');
                }

                public function fail() {
                    throw new LogicException('failed');
                }

                private function escapeArgument(?string $argument) { return $argument; }

                private function quote($s) { return $s; }
            }
            """) % "".join(f"        {n},\n" for n in range(200)),
        "src/LogicException.php": "<?php\nnamespace Acme;\n\n"
                                  "class LogicException extends \\LogicException {}\n",
    }
    assert edges(files) == {
        ("Process.fromShellCommandline", "Process.__construct"),
        ("Process.getCommandLine", "Process.escapeArgument"),
        ("Process.fail", "LogicException"),
    }


def test_a_php_import_indented_in_a_braced_namespace_binds_its_name() -> None:
    """Twig's CoreExtension.php defines its global functions in `namespace { use
    Twig\\Environment; … }`, its imports indented: 29 functions linked none of their calls."""
    found = edges({
        "src/Twig/Environment.php": "<?php\nnamespace Twig;\n\nclass Environment {\n"
                                    "    public function getCharset() { return ''; }\n}\n",
        "src/Twig/Extension/CoreExtension.php": (
            "<?php\nnamespace Twig\\Extension {\n    class CoreExtension {}\n}\n\n"
            "namespace {\n    use Twig\\Environment;\n\n"
            "    function twig_random(Environment $env) {\n"
            "        return new Environment();\n    }\n}\n"),
    })
    assert found == {("twig_random", "Environment")}


RUST_REEXPORTS = {
    "src/lib.rs": "pub mod buf;\n",
    "src/buf/mod.rs": "mod buf_impl;\nmod chain;\n\npub use self::buf_impl::Buf;\n"
                      "pub use self::chain::Chain;\n",
    "src/buf/buf_impl.rs": "pub trait Buf {\n    fn advance(&mut self, n: usize);\n}\n",
    "src/buf/chain.rs": "pub struct Chain {\n    n: usize,\n}\n\nimpl Chain {\n"
                        "    pub fn new(n: usize) -> Chain {\n        Chain { n }\n    }\n}\n",
    "src/bytes.rs": "use crate::buf::{Buf, Chain};\n\npub struct Bytes {\n    n: usize,\n}\n\n"
                    "impl Buf for Bytes {\n    fn advance(&mut self, n: usize) {\n"
                    "        Chain::new(n);\n    }\n}\n",
}


def test_a_rust_name_a_module_re_exports_is_found_where_it_is_defined() -> None:
    """bytes' `use crate::buf::Buf` names what `buf/mod.rs` re-exports (`pub use
    self::buf_impl::Buf;`): 32 trait methods implemented in another file had no Overrides,
    and `Chain::new` no caller there."""
    assert edges(RUST_REEXPORTS) == {("Bytes.advance", "Chain.new")}
    assert edges(RUST_REEXPORTS, "inherits") == {("Bytes", "Buf")}
    graph, symbol_of = resolved(RUST_REEXPORTS)
    assert {(symbol_of[doc], ref.symbol) for doc, refs in graph.overrides.items()
            for ref in refs} == {("Bytes.advance", "Buf.advance")}


def test_a_ruby_constant_is_looked_up_in_the_modules_around_the_code() -> None:
    """addressable calls `URI.encode_component(…)` inside `module Addressable … class URI`,
    and `Addressable::URI.parse` from `template.rb`: 36 calls had no link."""
    found = edges({
        "lib/addressable/uri.rb": "module Addressable\n  class URI\n"
                                  "    def self.parse(uri)\n      new(uri)\n    end\n\n"
                                  "    def self.encode_component(c)\n      c\n    end\n  end\n\n"
                                  "  class Query\n    def values=(v)\n"
                                  "      URI.encode_component(v)\n    end\n  end\nend\n",
        "lib/addressable/template.rb": "module Addressable\n  class Template\n"
                                       "    def match(uri)\n      Addressable::URI.parse(uri)\n"
                                       "      Missing.parse(uri)\n    end\n  end\nend\n",
    })
    assert found == {("Addressable.Query", "Addressable.URI.encode_component"),
                     ("Addressable.Template", "Addressable.URI.parse")}


def test_a_go_slice_s_elements_reach_their_methods() -> None:
    """go-version: `Constraints` is `[]*Constraint` and `Collection` is `[]*Version`; neither
    `for _, c := range cs { c.Check(v) }` nor `v[i].LessThan(v[j])` linked its method. A map
    whose values are a function type makes no value of that type (`map[string]constraintFunc{…}`
    is no call of `constraintFunc`)."""
    found = edges({"version.go": (
        "package version\n\n// Version is a version.\ntype Version struct{ n int }\n\n"
        "// LessThan compares.\nfunc (v *Version) LessThan(o *Version) bool {\n"
        "\treturn v.n < o.n\n}\n\n// Collection sorts versions.\ntype Collection []*Version\n\n"
        "// Less reports the order.\nfunc (v Collection) Less(i, j int) bool {\n"
        "\treturn v[i].LessThan(v[j])\n}\n\n// Constraint is one constraint.\n"
        "type Constraint struct{ f constraintFunc }\n\n// Check checks.\n"
        "func (c *Constraint) Check(v *Version) bool {\n\treturn true\n}\n\n"
        "// Constraints is a list.\ntype Constraints []*Constraint\n\n// Check checks them all.\n"
        "func (cs Constraints) Check(v *Version) bool {\n\tfor _, c := range cs {\n"
        "\t\tif !c.Check(v) {\n\t\t\treturn false\n\t\t}\n\t}\n\treturn true\n}\n\n"
        "// All checks a plain slice.\nfunc All(list []*Constraint, v *Version) bool {\n"
        "\tfor _, one := range list {\n\t\tone.Check(v)\n\t}\n\treturn list[0].Check(v)\n}\n\n"
        "// constraintFunc tests a version.\ntype constraintFunc func(v *Version) bool\n\n"
        "var ops map[string]constraintFunc\n\n// setup fills the table.\nfunc setup() {\n"
        "\tops = map[string]constraintFunc{\"\": nil}\n}\n")})
    assert found == {("Collection.Less", "Version.LessThan"),
                     ("Constraints.Check", "Constraint.Check"), ("All", "Constraint.Check")}


def test_a_cpp_constructor_initializing_its_base_calls_no_base() -> None:
    """cxxopts: each exception's constructor initializes its base (`: parsing(msg)`), which
    showed as a call of the base class on 13 pages, and their mirror "Called by" on the base's;
    the base is under "Base types". What the constructor calls is still a call."""
    source = (
        "namespace cx {\nclass parsing {\n public:\n  parsing(const char* m) {}\n};\n"
        "int make(int n) { return n; }\n"
        "class no_such_option : public parsing {\n public:\n"
        "  no_such_option(const char* m) : parsing(m) { make(1); }\n};\n}\n")
    assert edges({"cx.hpp": source}) == {("no_such_option", "make")}
    assert edges({"cx.hpp": source}, "inherits") == {("no_such_option", "parsing")}


def test_a_python_local_annotated_with_a_class_reaches_its_methods() -> None:
    """pluggy's `check_pending`: `hook: HookCaller = getattr(self.hook, name)`, then
    `hook.has_spec()`; the annotation is the local's type, as a parameter's is. An annotation
    that is no plain class name (`Optional[X]`) says nothing."""
    found = edges({"pkg/hooks.py": (
        "class HookCaller:\n    def has_spec(self):\n        return True\n\n"
        "    def get_hookimpls(self):\n        return []\n\n\n"
        "def check_pending(hooks, name):\n    hook: HookCaller = getattr(hooks, name)\n"
        "    if hook.has_spec():\n        return None\n"
        "    other: Optional[HookCaller] = None\n    other.get_hookimpls()\n")})
    assert found == {("check_pending", "HookCaller.has_spec")}


def test_a_typescript_module_imports_the_js_file_its_source_compiles_to() -> None:
    """true-myth imports `./-private/utils.js`, which is `utils.ts` in the source: none of its
    72 calls across files was linked."""
    found = edges({
        "src/-private/utils.ts": "export function curry1(f: number): number {\n  return f\n}\n",
        "src/maybe.ts": "import { curry1 } from './-private/utils.js'\n\n"
                        "export function map(f: number): number {\n  return curry1(f)\n}\n",
        "src/view.tsx": "export function View(): number {\n  return 1\n}\n",
        "src/app.ts": "import { View } from './view.jsx'\n\n"
                      "export function app(): number {\n  return View()\n}\n"})
    assert found == {("map", "curry1"), ("app", "View")}


def test_a_cpp_class_kept_whole_lists_the_methods_defined_after_it_in_its_file() -> None:
    """cxxopts declares `Options::parse` in the class and defines it further down the header:
    the class page holds only the members defined in its body, and 15 of `Options`'s methods
    were linked from nowhere. A large class's overview lists its own methods, so only a page
    holding its members gets the others under "Methods"."""
    rows = "".join(f"  int f{n}() {{ return {n}; }}\n" for n in range(210))
    graph, symbol_of = resolved({"include/opts.hpp": (
        "/** Options. */\nclass Options\n{\n public:\n  /** Make one. */\n  Options() {}\n"
        "  int parse(int argc);\n};\n\n/** Parse them. */\n"
        "inline int Options::parse(int argc) { return argc; }\n\n"
        "/** A big one. */\nclass Big {\n public:\n" + rows + "  int later();\n};\n\n"
        "/** Later. */\ninline int Big::later() { return 0; }\n")})
    methods = {symbol_of[doc]: [ref.symbol for ref in found]
               for doc, found in graph.methods.items()}
    assert methods == {"Options": ["Options.parse"]}


def test_rust_paths_from_the_crate_root_and_parameters_with_lifetimes_reach_their_targets() -> None:
    """toml: `crate::ser::to_string(self)`, `crate::from_str(s)` (re-exported by `lib.rs`) and
    `crate::de::Error::custom(…)` linked nothing, nor did `expected.describe()` where
    `expected: Token<'a>` (a type with only lifetimes is that type)."""
    found = edges({
        "src/lib.rs": "mod de;\nmod tokens;\nmod value;\npub use de::from_str;\n",
        "src/de.rs": "/// Parse.\npub fn from_str(s: &str) -> u8 {\n    0\n}\n\n"
                     "/// An error.\npub struct Error {}\n\nimpl Error {\n    /// Make one.\n"
                     "    pub fn custom(m: u8) -> Error {\n        Error {}\n    }\n}\n",
        "src/tokens.rs": "/// A token.\npub enum Token<'a> {\n    /// A word.\n"
                         "    A(&'a str),\n}\n\nimpl<'a> Token<'a> {\n    /// Describe.\n"
                         "    pub fn describe(&self) -> u8 {\n        0\n    }\n}\n\n/// Expect.\n"
                         "pub fn expect(expected: Token<'a>, other: &'a Token<'_>) -> u8 {\n"
                         "    expected.describe() + other.describe()\n}\n",
        "src/value.rs": "/// A value.\npub struct Value {}\n\nimpl Value {\n    /// Parse it.\n"
                        "    pub fn parse(s: &str) -> u8 {\n"
                        "        crate::from_str(s) + crate::de::from_str(s)\n    }\n\n"
                        "    /// Fail.\n    pub fn fail() -> u8 {\n"
                        "        crate::de::Error::custom(1);\n"
                        "        crate::nowhere::f()\n    }\n}\n"})
    assert found == {("Value.parse", "from_str"), ("Value.fail", "Error.custom"),
                     ("expect", "Token.describe")}


def test_what_a_type_declared_inside_a_function_calls_is_not_the_function_s() -> None:
    """toml's `Value::deserialize` declares a visitor whose `visit_map` calls `Map::new` and
    `Map::insert`: those calls showed on `deserialize`'s page (and it among their callers),
    where the visitor's method has a page of its own."""
    found = edges({"src/lib.rs": (
        "/// A map.\npub struct Map {}\n\nimpl Map {\n    /// New.\n    pub fn new() -> Map {\n"
        "        Map {}\n    }\n\n    /// Insert.\n    pub fn insert(&mut self) {}\n}\n\n"
        "/// A value.\npub struct Value {}\n\nimpl Value {\n    /// Deserialize it.\n"
        "    pub fn deserialize() -> Value {\n        struct ValueVisitor;\n\n"
        "        impl ValueVisitor {\n            /// Visit a map.\n"
        "            fn visit_map(&self) -> Map {\n                let mut m = Map::new();\n"
        "                m.insert();\n                m\n            }\n        }\n"
        "        helper();\n        Value {}\n    }\n}\n\n/// Help.\nfn helper() {}\n")})
    assert found == {("Value.deserialize", "helper"), ("ValueVisitor.visit_map", "Map.new"),
                     ("ValueVisitor.visit_map", "Map.insert")}


def test_a_python_module_s_default_instance_reaches_its_methods() -> None:
    """schedule's eight module functions hand off to `default_scheduler = Scheduler()`
    (`default_scheduler.run_all(…)`): none linked the method. A parameter or a local of the
    same name hides it."""
    found = edges({"schedule/__init__.py": '''\
        class Scheduler:
            """Run jobs."""

            def run_all(self, delay_seconds=0):
                return delay_seconds

        default_scheduler = Scheduler()


        def run_all(delay_seconds=0):
            default_scheduler.run_all(delay_seconds=delay_seconds)


        def other(default_scheduler):
            default_scheduler.run_all()


        def third():
            default_scheduler = make()
            default_scheduler.run_all()
        '''})
    assert ("run_all", "Scheduler.run_all") in found
    assert not {edge for edge in found if edge[0] in ("other", "third")}


def test_a_javascript_object_gathering_functions_calls_them() -> None:
    """dotenv gathers its functions in `const DotenvModule = { configDotenv, parse, populate }`
    and calls them through it (`DotenvModule.parse(…)`): `parse` and `populate` had no
    "Called by"."""
    found = edges({"lib/main.js": '''\
        function parse (src) {
          return {}
        }

        function loadFile (path) {
          return path
        }

        function configDotenv (options) {
          const parsed = DotenvModule.parse('x')
          return api.load(parsed)
        }

        const DotenvModule = {
          configDotenv,
          parse
        }
        const api = { load: loadFile }

        module.exports = DotenvModule
        '''})
    assert found == {("configDotenv", "parse"), ("configDotenv", "loadFile")}


def test_a_python_exception_raised_by_its_name_alone_is_called() -> None:
    """inflect's `raise NumOutOfRangeError` (no parentheses): the exception's page had no
    "Called by", nothing said where it is raised."""
    found = edges({"inflect/__init__.py": '''\
        class NumOutOfRangeError(Exception):
            pass


        def millfn(ind=0):
            if ind > 10:
                raise NumOutOfRangeError
            return ind


        def other(err):
            raise err
        '''})
    assert found == {("millfn", "NumOutOfRangeError")}


def test_a_ruby_exception_raised_by_its_name_is_called() -> None:
    """slop's `Parser#parse` does `raise MissingRequiredOption, "missing …"`: the error's page
    had no "Called by", where `raise X.new(…)` had one; `fail X` raises too, a value does not."""
    found = edges({"lib/slop/error.rb": """
        module Slop
          class MissingRequiredOption < StandardError
          end

          class UnknownOption < StandardError
          end
        end
        """, "lib/slop/parser.rb": """
        module Slop
          class Parser
            def parse(strings, err)
              raise MissingRequiredOption, "missing required option" if strings.empty?
              fail Slop::UnknownOption unless strings.first
              raise err
            end
          end
        end
        """})
    assert found == {("Slop.Parser", "Slop.MissingRequiredOption"),
                     ("Slop.Parser", "Slop.UnknownOption")}


def test_a_rust_struct_literal_makes_its_type_and_a_method_called_on_it_is_linked() -> None:
    """humantime's `parse_duration` is `Parser { iter: s.chars(), src: s, current: (0, 0)
    }.parse()`: neither `Parser` nor `Parser::parse` had it under "Called by". A pattern, a
    signature's return type and a comparison before a block make nothing."""
    found = edges({"src/duration.rs": """
        pub struct Parser<'a> {
            src: &'a str,
        }

        pub struct Duration(u64);

        pub struct Span {
            start: usize,
        }

        impl<'a> Parser<'a> {
            pub fn parse(self) -> u64 {
                0
            }
        }

        pub fn parse_duration(s: &str) -> u64 {
            Parser {
                src: s,
            }.parse()
        }

        pub fn span(start: usize) -> Span {
            let made = Span { start };
            made
        }

        pub fn width(span: Span, other: Duration) -> usize {
            let Span { start } = span;
            if start == Duration { 0 } else { 1 };
            match span {
                Span { start } => start,
            }
        }
        """})
    assert found == {("parse_duration", "Parser"), ("parse_duration", "Parser.parse"),
                     ("span", "Span")}


def test_a_parameter_called_bare_is_no_module_function() -> None:
    """cookie's `tryDecode(str, decode) { try { return decode(str) } … }` was linked to the
    module's own `decode`, which it only receives as a parameter; `parse`, which hands the
    module's `decode` to it, does call it (`test_a_function_handed_on_by_name_is_called`)."""
    found = edges({"index.js": '''\
        function decode (str) {
          return str.indexOf('%') !== -1 ? decodeURIComponent(str) : str
        }

        function tryDecode (str, decode) {
          try {
            return decode(str)
          } catch (e) {
            return str
          }
        }

        function parse (str, opt) {
          return tryDecode(str, decode)
        }
        '''})
    assert found == {("parse", "tryDecode"), ("parse", "decode")}


def test_a_local_holding_a_function_is_no_function_of_its_name() -> None:
    """voluptuous's `_compile_sequence` runs `for validate in _compiled: validate(path, data)`:
    it was linked to the module's `validate`, whose "Called by" listed it. A name a loop, an
    assignment, a `with … as` or an unpacking binds is a local from the line after it; the
    function is still called where no local hides it (chrono's `let is_leap_year =
    is_leap_year(year);`)."""
    found = edges({"schema_builder.py": '''\
        def validate(path, data):
            return data


        def wrapped(f):
            return f


        def _compile_sequence(schema):
            for validate in schema:
                validate(1, 2)
            with open(schema) as wrapped:
                wrapped(3)
            first, checker = schema
            checker(4)
            return 0


        def plain(data):
            wrapped = wrapped(data)
            return validate(data, data), wrapped
        '''})
    assert found == {("plain", "validate"), ("plain", "wrapped")}


def test_a_function_handed_on_by_name_is_called() -> None:
    """negotiator's `preferredCharsets` is `accepts.filter(isQuality).sort(compareSpecs)`:
    neither helper had a "Called by", and both read as dead code. A function handed to a call
    by name (a keyword argument's value too, a method through its object) is linked; a class,
    a parameter, a local and an arrow function's parameter handed on are not."""
    found = edges({
        "lib/charset.js": """
            function isQuality(spec) { return spec.q > 0; }
            function compareSpecs(a, b) { return b.q - a.q; }
            class Spec {}
            function preferredCharsets(accepts, compareSpecs) {
              const isQuality = 1;
              return accepts.filter(isQuality).sort(compareSpecs).map((isQuality) => Spec);
            }
            function preferred(accepts) {
              return accepts.filter(isQuality).sort(compareSpecs).concat(Spec);
            }
            """,
        "pkg/order.py": """
            class Item:
                def key(self):
                    return 1


            def _key(item):
                return item[1]


            def order(items, item: Item):
                return sorted(items, key=_key), isinstance(items, Item), sorted(items, key=item.key)
            """,
        "sort.go": """
            package sorting

            type byName struct{}

            func less(a, b int) bool { return a < b }

            func (s byName) Less(i, j int) bool { return false }

            func Sort(items []int, s byName) {
                sort.Slice(items, less)
                run(s.Less, byName)
            }
            """,
    })
    assert found == {("preferred", "isQuality"), ("preferred", "compareSpecs"),
                     ("order", "Item.key"), ("order", "_key"),
                     ("Sort", "less"), ("Sort", "byName.Less")}


def test_a_method_called_on_an_object_as_it_is_made_is_linked() -> None:
    """htmlparser2's `parseDocument` is `new Parser(handler, options).end(data)`: its page
    linked `Parser` and not `Parser.end`, whose Called by left it out."""
    found = edges({
        "lib/Parser.js": """
            export class Parser {
              end(chunk) { return chunk; }
            }
            """,
        "lib/index.js": """
            import { Parser } from "./Parser.js";
            export function parseDocument(data, options) {
              new Parser(handler, make(options)).end(data);
              return 1;
            }
            """,
    })
    assert found == {("parseDocument", "Parser"), ("parseDocument", "Parser.end")}


def test_ruby_interpolations_are_code_and_a_call_named_as_a_parameter_is_a_call() -> None:
    """dry-inflector's `foreign_key` is `"#{underscore(demodulize(input))}_id"`, whose two calls
    were no links; its `plural(rule, replacement)` calls the private `rule(rule, …)`, which a
    parameter of that name hid (Ruby calls a local with `.call`)."""
    assert chains("lib/dry/inflector.rb", """
        module Dry
          def self.foreign_key(input)
            "#{underscore(demodulize(input))}_id and #{'x'}"
          end
        end
        """) == ("demodulize", "underscore")
    assert chains("lib/dry/inflections.rb", """
        def plural(rule, replacement)
          rule(rule, replacement, plurals)
        end
        """) == ("plurals", "rule")


def test_php_string_joins_are_no_member_access() -> None:
    """symfony/var-exporter's `exportRegistry` builds `'['.self::export($class).']'`: PHP's `.`
    joins strings, and its call of `self::export` was no link."""
    assert chains("src/Internal/Exporter.php", """<?php
        class Exporter {
            public static function exportRegistry($value) {
                $c = '['.self::export($class).']';
                return $c.strtoupper($c);
            }
        }
        """) == ("self.export", "strtoupper")


def test_a_local_given_what_a_function_returns_calls_that_class_s_methods() -> None:
    """gin's `Default()` does `engine := New()` then `engine.Use(…)`, and tablewriter's
    examples `table := NewWriter(w)` then `table.Render()`: the method calls linked nothing.
    A function declared to return a class of its file (`*Engine`, `(*Table, error)`, Python's
    `-> Table`, Rust's `-> Parser`) types the local; a return of no class of its file, or a
    local given two values, does not."""
    found = edges({"gin.go": (
        "package gin\n\n// Engine serves.\ntype Engine struct{ n int }\n\n"
        "// New makes an engine.\nfunc New() *Engine {\n\treturn &Engine{}\n}\n\n"
        "// Open opens an engine.\nfunc Open(p string) (*Engine, error) {\n\treturn nil, nil\n}\n\n"
        "// Use adds middleware.\nfunc (e *Engine) Use(f int) {\n}\n\n"
        "// Name names it.\nfunc Name() string {\n\treturn \"\"\n}\n\n"
        "// Default makes one with middleware.\nfunc Default() *Engine {\n\tengine := New()\n"
        "\tengine.Use(1)\n\treturn engine\n}\n\n"
        "// Load opens one.\nfunc Load() {\n\te, err := Open(\"x\")\n\te.Use(2)\n}\n\n"
        "// Both gives one local two values.\nfunc Both() {\n\tx := New()\n\tx := Name()\n"
        "\tx.Use(3)\n}\n"),
        "table.py": (
            "class Table:\n    def render(self):\n        return 1\n\n    def rows(self):\n"
            "        return 2\n\n\ndef make() -> Table:\n    return Table()\n\n\n"
            "def text() -> str:\n    return ''\n\n\ndef show():\n    t = make()\n"
            "    t.render()\n\n\ndef shown():\n    s = text()\n    s.render()\n"),
        "src/parse.rs": (
            "pub struct Parser { n: u8 }\n\nimpl Parser {\n    pub fn parse(&self) -> u8 {\n"
            "        self.n\n    }\n}\n\npub fn parser() -> Parser {\n    Parser { n: 0 }\n}\n\n"
            "pub fn run() -> u8 {\n    let p = parser();\n    p.parse()\n}\n")})
    assert {pair for pair in found if pair[1].rpartition(".")[2] in ("Use", "render", "parse")
            } == {("Default", "Engine.Use"), ("Load", "Engine.Use"), ("show", "Table.render"),
                  ("run", "Parser.parse")}


def test_a_method_called_on_what_a_call_returns_is_linked() -> None:
    """google/btree's `n.mutableChild(i).split(…)` and globset's `GlobBuilder::new(glob).build()`
    call a method of what the first call returns: neither linked it. A method declared to
    return a class of its file (`*node`, Rust's `Self`, `GlobBuilder<'a>`) types the result;
    one of another type does not."""
    found = edges({"btree.go": (
        "package btree\n\n// node holds items.\ntype node struct {\n\titems items\n}\n\n"
        "// items lists items.\ntype items []int\n\n"
        "// truncate cuts the list.\nfunc (s *items) truncate(i int) {\n}\n\n"
        "// mutableChild copies child i.\nfunc (n *node) mutableChild(i int) *node {\n"
        "\treturn n\n}\n\n// count counts.\nfunc (n *node) count() int {\n\treturn 0\n}\n\n"
        "// split splits it.\nfunc (n *node) split(i int) int {\n\treturn i\n}\n\n"
        "// maybeSplitChild splits child i.\nfunc (n *node) maybeSplitChild(i int) int {\n"
        "\treturn n.mutableChild(i).split(i / 2)\n}\n\n"
        "// freeNode frees n.\nfunc freeNode(n *node) {\n\tn.items.truncate(0)\n}\n"),
        "src/glob.rs": (
            "pub struct Glob { re: String }\n\npub struct GlobBuilder<'a> { glob: &'a str }\n\n"
            "impl<'a> GlobBuilder<'a> {\n    pub fn new(glob: &'a str) -> GlobBuilder<'a> {\n"
            "        GlobBuilder { glob }\n    }\n\n    pub fn build(&self) -> Glob {\n"
            "        Glob { re: String::new() }\n    }\n\n"
            "    pub fn set(&mut self) -> &mut Self {\n        self\n    }\n\n"
            "    pub fn size(&self) -> usize {\n        0\n    }\n}\n\n"
            "impl Glob {\n    pub fn new(glob: &str) -> Glob {\n"
            "        GlobBuilder::new(glob).set().build()\n    }\n\n"
            "    pub fn len(glob: &str) -> usize {\n        GlobBuilder::new(glob).size().build()\n"
            "    }\n}\n")})
    assert {pair for pair in found if pair[1].rpartition(".")[2] in (
        "split", "truncate", "set", "build")} == {
        ("node.maybeSplitChild", "node.split"), ("freeNode", "items.truncate"),
        ("Glob.new", "GlobBuilder.set"), ("Glob.new", "GlobBuilder.build")}  # `set` returns
    # `&mut Self`, and `build` is called on that; `size()` returns a `usize`


def test_a_function_held_by_an_object_or_an_array_is_not_called() -> None:
    """tRPC's `createTRPCInner` returns `{ …, mergeRouters, }`: it was listed as calling
    `mergeRouters`, which it only hands back, and its four real calls (`createBuilder<$Config>(
    …)`, whose type argument holds a `$`) were lost. An argument after a comma is handed on only
    inside a call's brackets."""
    found = edges({"src/init.ts": """
        function mergeRouters(a: number) { return a; }
        function createBuilder<T>(x: object) { return x; }
        function sortBy(a: number) { return a; }
        export function createInner<$Config>() {
          const order = [1, sortBy];
          return {
            procedure: createBuilder<$Config>({ meta: 1 }),
            mergeRouters,
            listed: order.sort(1, sortBy),
          };
        }
        """})
    assert found == {("createInner", "createBuilder"), ("createInner", "sortBy")}
    assert chains("src/init.ts", "export function run() { return { a: 1, mergeRouters }; }",
                  passed=True) == ()


def test_a_javascript_method_s_bare_namesake_is_the_module_s_and_exports_are_its_own() -> None:
    """picomatch's `picomatch.scan = (input, options) => scan(input, options)` calls the
    `scan` it requires, and `exports.isRegexChar = str => … exports.hasRegexChars(str)` its own
    module's export: both links were lost. A class method's own declaration is no call."""
    found = edges({
        "lib/scan.js": "module.exports = function scan(input) { return input; };\n",
        "lib/utils.js": (
            "exports.hasRegexChars = str => /x/.test(str);\n"
            "exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);\n"
            "module.exports.again = str => module.exports.hasRegexChars(str);\n"),
        "lib/picomatch.js": (
            "const scan = require('./scan');\nconst picomatch = (glob) => glob;\n"
            "function step0(text) { return text; }\n"
            "picomatch.scan = (input, options) => scan(input, options);\nclass Parser {\n"
            + "".join(f"  /** Step {n}. */\n  step{n}(text) {{\n    return text;\n  }}\n"
                      for n in range(50))  # a large class: each method has a page
            + "  /** Scan it. */\n  static async scan(text) {\n    return scan(text);\n  }\n}\n"
            "module.exports = picomatch;\n")})
    assert found == {("isRegexChar", "hasRegexChars"), ("again", "hasRegexChars"),
                     ("picomatch.scan", "scan"), ("Parser.scan", "scan")}


def test_a_rust_method_calls_its_type_s_methods_in_another_module() -> None:
    """globset's `impl Serialize for Glob` in serde_impl.rs calls `self.glob()` and
    `Glob::new(glob)`, both in glob.rs: neither linked, since lib.rs's crate docs (a nested
    `/*! … src/**/foo.rs … use globset::Glob; */`) gave `Glob` a second import there, and a
    method of the type looked only in its own file. A `use` in a comment imports nothing."""
    found = edges({
        "src/lib.rs": ("/*!\nGlob matching.\n\n```\nsrc/**/foo.rs\n```\n\n```\n"
                       "use globset::Glob;\n```\n*/\n\n// use globset::Other;\n"
                       "pub use crate::glob::Glob;\n\nmod glob;\nmod serde_impl;\n"),
        "src/glob.rs": ("pub struct Glob {\n    glob: String,\n}\n\nimpl Glob {\n"
                        "    pub fn new(glob: &str) -> Glob {\n        Glob { glob: glob.into() }\n"
                        "    }\n\n    pub fn glob(&self) -> &str {\n        &self.glob\n"
                        "    }\n}\n"),
        "src/serde_impl.rs": (
            "use crate::Glob;\n\nimpl Serialize for Glob {\n"
            "    fn serialize(&self, s: S) -> Result<S::Ok, S::Error> {\n"
            "        s.serialize_str(self.glob())\n    }\n}\n\n"
            "impl Deserialize for Glob {\n    fn deserialize(d: D) -> Result<Self, D::Error> {\n"
            "        Glob::new(\"x\").map_err(D::Error::custom)\n    }\n}\n")})
    assert found == {("Glob.serialize", "Glob.glob"), ("Glob.deserialize", "Glob.new")}


def test_a_ruby_top_level_constant_and_a_class_reopened_in_another_file() -> None:
    """connection_pool's `Wrapper#initialize` makes `::ConnectionPool.new(…)`: no link, since
    a name after `::` was skipped, and `ConnectionPool` is reopened in version.rb (for its
    `VERSION`), two candidates. The file named after the class holds it."""
    found = edges({
        "lib/connection_pool.rb": ("class ConnectionPool\n  def initialize(options = {})\n"
                                   "    @size = options[:size]\n  end\n\n  def with\n"
                                   "    yield self\n  end\nend\n"),
        "lib/connection_pool/version.rb": 'class ConnectionPool\n  VERSION = "2.2.5"\nend\n',
        "lib/connection_pool/wrapper.rb": (
            "class ConnectionPool\n  class Wrapper < ::BasicObject\n"
            "    def initialize(options = {})\n      @pool = ::ConnectionPool.new(options)\n"
            "    end\n\n    def with(&block)\n      @pool.with(&block)\n    end\n\n"
            "    def size\n      @pool.size\n    end\n  end\nend\n")})
    assert ("ConnectionPool.Wrapper", "ConnectionPool") in found


def test_php_chains_through_returned_objects_and_names_relative_to_the_namespace() -> None:
    """symfony/expression-language's nodes write `$compiler->raw('(')->compile($left)`, whose
    `raw` says `@return $this`, and its parser `new Node\\ConstantNode(…)`, a class of the
    `Node` namespace under its own: only the first call of each chain linked, and no node."""
    found = edges({
        "src/Compiler.php": (
            "<?php\nnamespace App\\Lang;\n\nclass Compiler\n{\n    /**\n     * @return $this\n"
            "     */\n    public function raw(string $s)\n    {\n        $this->s .= $s;\n"
            "        return $this;\n    }\n\n    public function compile($node): self\n    {\n"
            "        return $this;\n    }\n\n    public function size(): int\n    {\n"
            "        return 1;\n    }\n}\n"),
        "src/Node/ConstantNode.php": (
            "<?php\nnamespace App\\Lang\\Node;\n\nuse App\\Lang\\Compiler;\n\n"
            "class ConstantNode\n{\n    public function emit(Compiler $compiler)\n    {\n"
            "        $compiler->raw('(')->compile($this)->raw(')');\n"
            "        $compiler->size()->raw('x');\n    }\n\n"
            "    public static function make()\n    {\n        return 1;\n    }\n}\n"),
        "src/Parser.php": (
            "<?php\nnamespace App\\Lang;\n\nclass Parser\n{\n    public function parse()\n    {\n"
            "        Node\\ConstantNode::make();\n        return new Node\\ConstantNode();\n"
            "    }\n}\n")})
    assert {pair for pair in found if pair[0] in ("ConstantNode", "Parser")} == {
        ("ConstantNode", "Compiler.raw"), ("ConstantNode", "Compiler.compile"),
        ("ConstantNode", "Compiler.size"), ("Parser", "ConstantNode"),
        ("Parser", "ConstantNode.make")}


def test_a_python_property_read_through_self_is_called() -> None:
    """yarl's `URL.is_absolute` reads `self.raw_host`, a property, and httpx's
    `Response.raise_for_status` `self.is_success`: neither linked, so `raw_host` had no
    "Called by". An attribute assigned, or one that is no property, is no call."""
    found = edges({"yarl/url.py": (
        "class URL:\n    def __init__(self, val):\n        self._val = val\n\n"
        "    @property\n    def raw_host(self):\n        return self._val.hostname\n\n"
        "    @functools.cached_property\n    def host(self):\n        return self.raw_host\n\n"
        "    def is_absolute(self):\n        return self.raw_host is not None\n\n"
        "    def reset(self):\n        self.raw_host = None\n        return self._val\n"
        + "".join(f"\n    def step{n}(self):\n        return {n}\n" for n in range(80)))})
    assert {pair for pair in found if pair[1] in ("URL.raw_host", "URL.host")} == {
        ("URL.host", "URL.raw_host"), ("URL.is_absolute", "URL.raw_host")}


def test_a_go_local_given_a_type_assertion_calls_that_type_s_methods() -> None:
    """chi's `Mux.ServeHTTP` takes `rctx := mx.pool.Get().(*Context)` and calls
    `rctx.Reset()`, gin's `c := engine.pool.Get().(*Context)` then `c.reset()`: neither
    linked. An assertion inside a larger expression types no local."""
    found = edges({"mux.go": (
        "package chi\n\n// Context routes.\ntype Context struct{ n int }\n\n"
        "// Reset resets it.\nfunc (x *Context) Reset() {\n}\n\n"
        "// Serve serves.\nfunc Serve(pool Pool) {\n\trctx := pool.Get().(*Context)\n"
        "\trctx.Reset()\n\tctx, ok := pool.Get().(Context)\n\tif ok {\n\t\tctx.Reset()\n\t}\n}\n\n"
        "// Other checks.\nfunc Other(pool Pool) {\n\tn := len(pool.Get().(*Context).items)\n"
        "\tn.Reset()\n}\n")})
    assert found == {("Serve", "Context.Reset")}


def test_a_ruby_module_s_method_reached_through_the_module_it_extends_itself_with() -> None:
    """fast_gettext's `Translation#_` calls `FastGettext.cached_find(key)`, a method of
    `FastGettext::Storage`, which `FastGettext` extends itself with: no link."""
    found = edges({
        "lib/fast_gettext/storage.rb": ("module FastGettext\n  module Storage\n"
                                        "    def cached_find(key)\n      key\n    end\n"
                                        "  end\nend\n"),
        "lib/fast_gettext.rb": ("require 'fast_gettext/storage'\n\nmodule FastGettext\n"
                                "  extend FastGettext::Storage\n\n  def self.locale_path\n"
                                "    'x'\n  end\nend\n"),
        "lib/fast_gettext/translation.rb": ("module FastGettext\n  module Translation\n"
                                            "    def _(key)\n      FastGettext.cached_find(key)\n"
                                            "    end\n  end\nend\n")})
    assert ("FastGettext.Translation", "FastGettext.Storage.cached_find") in found


def test_a_rust_tuple_struct_s_field_types_its_calls() -> None:
    """ansi_term's `struct Prefix(Style)` writes `self.0.write_prefix(f)`, and regex's `struct
    Regex(Exec)` `self.0.regex_strings()`: neither linked, `self.0` being no name; and the
    method may be in an `impl` of the caller's file rather than its type's."""
    found = edges({
        "src/style.rs": "pub struct Style {\n    bold: bool,\n}\n",
        "src/ansi.rs": (
            "use crate::style::Style;\n\npub struct Prefix(Style);\n\nimpl Style {\n"
            "    pub fn write_prefix(&self, f: u8) -> u8 {\n        f\n    }\n}\n\n"
            "impl fmt::Display for Prefix {\n    fn fmt(&self, f: u8) -> u8 {\n"
            "        self.0.write_prefix(f)\n    }\n}\n\npub struct Suffix(pub Style);\n\n"
            "impl Suffix {\n    pub fn go(&self) -> u8 {\n        self.0.write_prefix(1)\n"
            "    }\n}\n"),
        "src/lib.rs": "mod style;\nmod ansi;\n"})
    assert {("Prefix.fmt", "Style.write_prefix"), ("Suffix.go", "Style.write_prefix")} <= found


def test_coffeescript_s_output_calls_its_methods_modules_and_made_objects() -> None:
    """xml2js is CoffeeScript's output: a class is a constructor function inside `(function(
    superClass) {…})(events)`, whose `this.reset()` called nothing; a fat arrow's `this` is an
    IIFE's `_this` (`(function(_this) { return function() { _this.parseString(…) } })(this)`);
    modules are bound below a hoisted `var` (`bom = require('./bom');`); and a local is made
    from the module's own export (`parser = new exports.Parser(options)`)."""
    found = edges({
        "lib/bom.js": """
            (function() {
              exports.stripBOM = function(str) {
                return str.slice(1);
              };
            }).call(this);
            """,
        "lib/parser.js": """
            (function() {
              var bom, events;

              bom = require('./bom');

              events = require('events');

              exports.Parser = (function(superClass) {
                function Parser(opts) {
                  this.options = opts;
                  this.reset();
                }

                Parser.prototype.reset = function() {
                  return this.saxParser = null;
                };

                Parser.prototype.parseString = function(str, cb) {
                  str = bom.stripBOM(str);
                  return cb(str);
                };

                Parser.prototype.parseStringPromise = function(str) {
                  return new Promise((function(_this) {
                    return function(resolve, reject) {
                      return _this.parseString(str, resolve);
                    };
                  })(this));
                };

                return Parser;

              })(events);

              exports.parseString = function(str, cb) {
                var parser;
                parser = new exports.Parser({});
                return parser.parseString(str, cb);
              };
            }).call(this);
            """,
    })
    assert found >= {("Parser", "Parser.reset"), ("Parser.parseString", "stripBOM"),
                     ("Parser.parseStringPromise", "Parser.parseString"),
                     ("parseString", "Parser"), ("parseString", "Parser.parseString")}, found


def test_a_ruby_method_called_without_parentheses_through_a_constant_or_self() -> None:
    """excon's `stub_for` calls `Excon.stubs.each do …` and `mock` `self.defaults[:mock]`:
    Ruby calls a method without parentheses, and neither linked (so `stubs` and `defaults`
    listed few callers). `::Socket.new` inside `module Excon` makes Ruby's own `Socket`, not
    `Excon::Socket`, which a top-level constant's lookup had found."""
    steps = "".join(f"\n    def step{n}\n      {n}\n    end\n" for n in range(80))
    found = edges({
        "lib/excon.rb": (
            "module Excon\n  class << self\n    def defaults\n      @defaults ||= {}\n    end\n\n"
            "    def stubs\n      @stubs ||= []\n    end\n\n"
            "    def mock\n      self.defaults[:mock]\n    end\n\n"
            "    def stub_for(params)\n      Excon.stubs.each do |stub|\n        stub\n      end\n"
            "    end\n\n    def unstub(params)\n      Excon.stubs.delete_at(0)\n    end\n\n"
            "    def reset\n      self.defaults = {}\n    end\n" + steps + "  end\nend\n"),
        "lib/excon/socket.rb": (
            "module Excon\n  class Socket\n    def connect\n      @socket = ::Socket.new(1)\n"
            "    end\n\n    def dup\n      Socket.new(2)\n    end\n" + steps + "  end\nend\n")})
    assert {pair for pair in found if not pair[1].startswith("Excon.step")} == {
        ("Excon.mock", "Excon.defaults"), ("Excon.stub_for", "Excon.stubs"),
        ("Excon.unstub", "Excon.stubs"), ("Excon.Socket.dup", "Excon.Socket")}


def test_a_local_given_a_field_of_the_object_and_a_php_property_typed_by_its_docblock() -> None:
    """@tanstack/query-core's `removeQueries` takes `const queryCache = this.queryCache` and
    calls `queryCache.findAll(…)`, and symfony/process types `$processPipes` only by `/** @var
    PipesInterface */`: neither call linked, where `this.queryCache.findAll(…)` did."""
    found = edges({
        "src/queryCache.ts": (
            "export class QueryCache {\n  findAll(filters: string): string[] {\n    return [];\n"
            "  }\n" + "".join(f"\n  step{n}(): number {{\n    return {n};\n  }}\n"
                              for n in range(70)) + "}\n"),
        "src/queryClient.ts": (
            "import { QueryCache } from './queryCache'\n\nexport class QueryClient {\n"
            "  private queryCache: QueryCache\n\n  removeQueries(filters: string): void {\n"
            "    const queryCache = this.queryCache\n    queryCache.findAll(filters)\n  }\n"
            + "".join(f"\n  step{n}(): number {{\n    return {n};\n  }}\n" for n in range(70))
            + "}\n"),
        "cache.py": (
            "class Store:\n    def get(self, key):\n        return key\n"
            + "".join(f"\n    def step{n}(self):\n        return {n}\n" for n in range(70))
            + "\n\nclass Client:\n    def __init__(self):\n        self._store = Store()\n\n"
            "    def fetch(self, key):\n        store = self._store\n"
            "        return store.get(key)\n"
            + "".join(f"\n    def step{n}(self):\n        return {n}\n" for n in range(70))),
        "src/Process.php": (
            "<?php\nnamespace App;\n\nclass Pipes\n{\n    public function readAndWrite()\n    {\n"
            "        return [];\n    }\n" + "".join(
                f"\n    public function step{n}()\n    {{\n        return {n};\n    }}\n"
                for n in range(70)) + "}\n\nclass Process\n{\n    /** @var Pipes */\n"
            "    private $processPipes;\n    /**\n     * @var Pipes|null\n     */\n"
            "    private $other;\n\n    public function readPipes()\n    {\n"
            "        $this->processPipes->readAndWrite();\n        $this->other->readAndWrite();\n"
            "    }\n" + "".join(
                f"\n    public function step{n}()\n    {{\n        return {n};\n    }}\n"
                for n in range(70)) + "}\n")})
    assert {pair for pair in found if ".step" not in pair[1]} >= {
        ("QueryClient.removeQueries", "QueryCache.findAll"), ("Client.fetch", "Store.get"),
        ("Process.readPipes", "Pipes.readAndWrite")}, found


def test_a_go_receiver_s_slice_field_types_its_elements() -> None:
    """blang/semver's `Version.Compare` calls `v.Pre[i].Compare(o.Pre[i])` and `String`
    `v.Pre[0].String()` and, in `for _, pre := range v.Pre[1:]`, `pre.String()`, where `Version`
    holds `Pre []PRVersion`: none linked. A map's element or an untyped slice reaches nothing."""
    found = edges({"semver.go": (
        "package semver\n\n// Version is one.\ntype Version struct {\n\tMajor uint64\n"
        "\tPre   []PRVersion\n\tBuild []string // No Precedence\n"
        "\tByKey map[string]PRVersion\n}\n\n"
        "// PRVersion is a pre-release part.\ntype PRVersion struct {\n\tVersionStr string\n}\n\n"
        "// Compare compares.\nfunc (v PRVersion) Compare(o PRVersion) int {\n\treturn 0\n}\n\n"
        "// String formats.\nfunc (v PRVersion) String() string {\n\treturn v.VersionStr\n}\n\n"
        "// Compare compares versions.\nfunc (v Version) Compare(o Version) int {\n"
        "\tfor i := 0; i < len(v.Pre); i++ {\n\t\tif c := v.Pre[i].Compare(o.Pre[i]); c != 0 {\n"
        "\t\t\treturn c\n\t\t}\n\t}\n\treturn 0\n}\n\n"
        "// String formats a version.\nfunc (v Version) String() string {\n"
        "\ts := v.Pre[0].String()\n\tfor _, pre := range v.Pre[1:] {\n\t\ts += pre.String()\n\t}\n"
        "\treturn s\n}\n\n// Keys lists keys.\nfunc (v Version) Keys() string {\n"
        "\treturn v.ByKey[\"a\"].String() + v.Build[0].String()\n}\n")})
    assert found == {("Version.Compare", "PRVersion.Compare"),
                     ("Version.String", "PRVersion.String")}


def test_a_rust_field_read_is_no_method_handed_on() -> None:
    """aho-corasick's `build_teddy` writes `teddy::Builder::new().avx(self.config.force_avx)`:
    its page "called" `Config.force_avx`, a method named like the field it reads. Rust hands a
    method on by its path (`.map(Config::force_avx)`), which still links."""
    found = edges({"src/api.rs": (
        "/// Settings.\npub struct Config {\n    force_avx: Option<bool>,\n}\n\n"
        "impl Config {\n    /// Force AVX.\n"
        "    pub fn force_avx(&mut self, yes: Option<bool>) -> &mut Config {\n"
        "        self.force_avx = yes;\n        self\n    }\n}\n\n"
        "/// Builds.\npub struct Builder {\n    config: Config,\n}\n\n"
        "impl Builder {\n    /// Build one.\n    pub fn build_teddy(&self) -> Option<bool> {\n"
        "        make(self.config.force_avx)\n    }\n\n    /// Map.\n"
        "    pub fn each(&self, all: Vec<Config>) {\n"
        "        all.into_iter().map(Config::force_avx);\n"
        "    }\n}\n\n/// Make.\nfn make(x: Option<bool>) -> Option<bool> {\n    x\n}\n")})
    assert {pair for pair in found if pair[1] == "Config.force_avx"} == {
        ("Builder.each", "Config.force_avx")}


def test_a_rust_use_path_holding_the_letters_as_is_no_alias() -> None:
    """aho-corasick's nfa.rs writes `use crate::classes::{ByteClassBuilder, ByteClasses};`:
    the tree, its spaces removed, had every "as" read as an alias (`crate::cl as ses`), and
    `ByteClasses::singletons()` linked nothing. A real alias still binds its own name. A
    field's type may be a module's (`nfa_builder: nfa::Builder`, `self.nfa_builder.build()`)."""
    found = edges({
        "src/lib.rs": "mod classes;\nmod nfa;\nmod ahocorasick;\n",
        "src/ahocorasick.rs": (
            "use crate::nfa;\n\n/// Builds an automaton.\npub struct AhoCorasickBuilder {\n"
            "    nfa_builder: nfa::Builder,\n}\n\nimpl AhoCorasickBuilder {\n"
            "    /// Build it.\n    pub fn build(&self) -> u8 {\n        self.nfa_builder.build()\n"
            "    }\n}\n"),
        "src/classes.rs": (
            "/// Classes.\npub struct ByteClasses {\n    x: u8,\n}\n\nimpl ByteClasses {\n"
            "    /// All singletons.\n    pub fn singletons() -> ByteClasses {\n"
            "        ByteClasses { x: 0 }\n    }\n}\n\n/// Builds classes.\n"
            "pub struct ByteClassBuilder {\n    y: u8,\n}\n\nimpl ByteClassBuilder {\n"
            "    /// A new one.\n    pub fn new() -> ByteClassBuilder {\n"
            "        ByteClassBuilder { y: 0 }\n    }\n}\n"),
        "src/nfa.rs": (
            "use crate::classes::{ByteClassBuilder as Classes, ByteClasses};\n\n"
            "/// Compile.\npub fn compile() -> u8 {\n    let b = Classes::new();\n"
            "    ByteClasses::singletons();\n    0\n}\n\n/// Builds an NFA.\n"
            "pub struct Builder {\n    z: u8,\n}\n\nimpl Builder {\n    /// Build the NFA.\n"
            "    pub fn build(&self) -> u8 {\n"
            "        compile()\n    }\n}\n")})
    assert {pair for pair in found if pair[0] in ("compile", "AhoCorasickBuilder.build")} == {
        ("compile", "ByteClassBuilder.new"), ("compile", "ByteClasses.singletons"),
        ("AhoCorasickBuilder.build", "Builder.build")}


def test_a_name_tested_with_instanceof_is_of_that_type_in_its_block() -> None:
    """symfony/process's `ProcessUtils::validateInput` tests `$input` against `Process`, then
    `\\Iterator`, then `\\Traversable`, and in the first block calls `$input->getIterator(…)`:
    no link, since nothing typed `$input`. Outside the block it is of no known type."""
    found = edges({
        "Process.php": (
            "<?php\nnamespace App;\n\nclass Process\n{\n    public function getIterator(int $f)\n"
            "    {\n        return [];\n    }\n" + "".join(
                f"\n    public function step{n}()\n    {{\n        return {n};\n    }}\n"
                for n in range(70)) + "}\n"),
        "ProcessUtils.php": (
            "<?php\nnamespace App;\n\nclass ProcessUtils\n{\n"
            "    public static function validateInput(string $caller, $input)\n    {\n"
            "        if ($input instanceof Process) {\n"
            "            return $input->getIterator($input::ITER_SKIP_ERR);\n        }\n"
            "        if ($input instanceof \\Iterator) {\n            return $input->current();\n"
            "        }\n        return $input->getIterator(1);\n    }\n\n"
            "    public static function other($x)\n    {\n        return $x->getIterator(2);\n"
            "    }\n}\n"),
        "lib/check.js": (
            "const { Query } = require('./query');\n\n/** Check. */\nfunction check(q) {\n"
            "  if (q instanceof Query) {\n    q.isStale();\n  }\n  return q.isStale();\n}\n"
            "module.exports = check;\n"),
        "lib/query.js": ("/** A query. */\nclass Query {\n  /** Stale? */\n  isStale() {\n"
                         "    return true;\n  }\n}\nmodule.exports = { Query };\n")})
    assert {pair for pair in found if pair[0] in ("ProcessUtils", "check")} == {
        ("ProcessUtils", "Process.getIterator"), ("check", "Query.isStale")}


def test_a_call_spread_or_ranged_over_is_a_call() -> None:
    """@tanstack/query-core's `defaultMutationOptions` returns `{ ...this.defaultOptions
    .mutations, ...this.getMutationDefaults(key), ...options }`: the call after `...` read as
    a member of what came before, and linked nothing; Rust's `..Default::default()` alike."""
    found = edges({
        "src/queryClient.ts": (
            "export class QueryClient {\n  getMutationDefaults(key?: string): object {\n"
            "    return {}\n  }\n\n  defaultMutationOptions(options?: object): object {\n"
            "    return { ...this.getMutationDefaults('k'), ...options }\n  }\n"
            + "".join(f"\n  step{n}(): number {{\n    return {n}\n  }}\n" for n in range(70))
            + "}\n"),
        "src/lib.rs": (
            "/// Options.\npub struct Opts {\n    a: u8,\n    b: u8,\n}\n\n"
            "/// The defaults.\npub fn defaults() -> Opts {\n    Opts { a: 0, b: 0 }\n}\n\n"
            "/// Some options.\npub fn some() -> Opts {\n    Opts { a: 1, ..defaults() }\n}\n")})
    assert {pair for pair in found if ".step" not in pair[1]} == {
        ("QueryClient.defaultMutationOptions", "QueryClient.getMutationDefaults"),
        ("defaults", "Opts"), ("some", "Opts"), ("some", "defaults")}


def test_a_python_name_tested_with_isinstance_is_of_that_type_in_its_block() -> None:
    """`if isinstance(value, Response):` then `value.raise_for_status()` linked nothing, as
    `instanceof` did not in PHP and JavaScript. Past the block, the name is of no known
    type again."""
    found = edges({"m.py": (
        "class Response:\n    def raise_for_status(self):\n        return 1\n\n"
        "    def close(self):\n        return 2\n"
        + "".join(f"\n    def step{n}(self):\n        return {n}\n" for n in range(70))
        + "\n\ndef handle(value, other):\n    if isinstance(value, Response):\n"
        "        value.raise_for_status()\n\n        x = 1\n"
        "    elif isinstance(other, (Response, int)):\n"
        "        other.close()\n    value.close()\n    return x\n")})
    assert {pair for pair in found if ".step" not in pair[1]} == {
        ("handle", "Response.raise_for_status")}


def test_a_ruby_regular_expression_and_a_block_in_a_string_left_open_call_nothing() -> None:
    """paint's `detect_mode` matches `when /-color$/` and "called" its `color` method; its
    `rgb_to_256` builds `";5;#{ [16, …].map{ |color, mod|` over lines, whose `#{` read as a
    comment, and so the block's `color` as a call."""
    steps = "".join(f"\n  def self.step{n}\n    {n}\n  end\n" for n in range(80))
    found = edges({"lib/paint.rb": (
        "module Paint\n  def self.color(*options)\n    options.join\n  end\n\n"
        "  def self.detect_mode\n    case ENV['TERM']\n    when /-color$/, /^rxvt/\n      16\n"
        "    else\n      x = 4 / 2\n      color(x)\n    end\n  end\n\n"
        "  def self.rgb_to_256(red, green, blue)\n"
        "    \";5;#{ [16, *[red, green, blue].zip([36, 6, 1]).map{ |color, mod|\n"
        "      (6 * (color.to_f / 256)).to_i * mod\n    }].inject(:+) }\"\n  end\n"
        + steps + "end\n")})
    assert {pair for pair in found if ".step" not in pair[1]} == {
        ("Paint.detect_mode", "Paint.color")}


def test_a_rust_local_given_what_a_type_s_function_returns() -> None:
    """env_logger's `try_init_from_env` is `let mut builder = Builder::from_env(env);
    builder.try_init()`, and `from_env` returns `Self`: the second call linked nothing."""
    found = edges({"src/lib.rs": (
        "/// A builder.\npub struct Builder {\n    x: u8,\n}\n\nimpl Builder {\n"
        "    /// From env.\n    pub fn from_env(env: u8) -> Self {\n        Builder { x: env }\n"
        "    }\n\n    /// Try.\n    pub fn try_init(&mut self) -> u8 {\n        self.x\n"
        "    }\n}\n\n"
        "/// Init.\npub fn try_init_from_env(env: u8) -> u8 {\n"
        "    let mut builder = Builder::from_env(env);\n    builder.try_init()\n}\n")})
    assert {pair for pair in found if pair[0] == "try_init_from_env"} == {
        ("try_init_from_env", "Builder.from_env"), ("try_init_from_env", "Builder.try_init")}


def test_type_arguments_across_lines_make_no_call() -> None:
    """table-core's interface `CoreRow` "called" `Row`: the type arguments of
    `getParentRows: () => Row<TData>[]` ran, over the next lines, to the `<TValue>(` of
    `getUniqueValues: <TValue>(columnId: string) => TValue[]`."""
    assert chains("src/core/row.ts", """
        export interface CoreRow<TData extends RowData> {
          depth: number
          getParentRows: () => Row<TData>[]
          /**
           * Returns a unique array of values from the row for a given columnId.
           */
          getUniqueValues: <TValue>(columnId: string) => TValue[]
        }
        """) == ()


def test_a_python_module_s_other_name_for_its_class_calls_it() -> None:
    """semantic_version's `base.py` ends `Spec = LegacySpec`, and its `match` calls
    `Spec(spec).match(Version(version))`: no link to `LegacySpec`, which read as unused."""
    found = edges({"semantic_version/base.py": (
        "class LegacySpec:\n    \"\"\"A spec.\"\"\"\n\n    def __init__(self, *expressions):\n"
        "        self.expressions = expressions\n\n    def match(self, version):\n"
        "        return True\n" + "".join(f"\n    def step{n}(self):\n        return {n}\n"
                                         for n in range(70))
        + "\n\nSpec = LegacySpec\n\n\ndef match(spec, version):\n"
        "    return Spec(spec).match(version)\n")})
    assert {pair for pair in found if pair[0] == "match"} == {
        ("match", "LegacySpec"), ("match", "LegacySpec.match")}
    found = edges({"simplejson/decoder.py": (  # the C speedup when built, else its own
        "def py_scanstring(s, end):\n    \"\"\"Scan.\"\"\"\n    return s[end:]\n\n\n"
        "scanstring = c_scanstring or py_scanstring\n\n\n"
        "def JSONObject(state):\n    \"\"\"Parse.\"\"\"\n    return scanstring(state, 1)\n")})
    assert found == {("JSONObject", "py_scanstring")}


def test_a_php_class_calls_the_private_methods_of_the_trait_it_uses() -> None:
    """guzzle's `Request` uses `MessageTrait` and calls its private `$this->setHeaders(…)`:
    a trait's methods are the class's own, private or not (a base class's private ones are
    no longer overridden, `test_overrides`; they are still the trait's to call)."""
    found = edges({
        "src/MessageTrait.php": (
            "<?php\nnamespace App;\n\ntrait MessageTrait\n{\n"
            "    private function setHeaders(array $headers): void\n    {\n"
            "        $this->headers = $headers;\n    }\n" + "".join(
                f"\n    public function step{n}()\n    {{\n        return {n};\n    }}\n"
                for n in range(70)) + "}\n"),
        "src/Request.php": (
            "<?php\nnamespace App;\n\nclass Request\n{\n    use MessageTrait;\n\n"
            "    public function __construct(array $headers)\n    {\n"
            "        $this->setHeaders($headers);\n    }\n}\n")})
    assert ("Request", "MessageTrait.setHeaders") in found


def test_each_call_of_a_builder_s_chain_reaches_the_method_of_what_the_one_before_returns() -> None:
    """log's `__private_api_log` builds `Record::builder().args(args).level(level)
    .target(target).build()`: only `builder` and `args` linked, the rest of the chain not."""
    found = edges({"src/lib.rs": (
        "/// A record.\npub struct Record {\n    n: u8,\n}\n\nimpl Record {\n"
        "    /// A builder.\n    pub fn builder() -> RecordBuilder {\n"
        "        RecordBuilder { n: 0 }\n    }\n}\n\n/// Builds records.\n"
        "pub struct RecordBuilder {\n    n: u8,\n}\n\nimpl RecordBuilder {\n"
        + "".join(f"    /// Set {name}.\n"
                  f"    pub fn {name}(&mut self, v: u8) -> &mut RecordBuilder {{\n"
                  f"        self.n = v;\n        self\n    }}\n\n"
                  for name in ("args", "level", "target"))
        + "    /// Build.\n    pub fn build(&self) -> Record {\n        Record { n: self.n }\n"
        "    }\n}\n\n/// Log.\npub fn log(a: u8) -> Record {\n"
        "    Record::builder()\n        .args(a)\n        .level(a)\n        .target(a)\n"
        "        .build()\n}\n")})
    assert {pair for pair in found if pair[0] == "log"} == {
        ("log", "Record.builder"), ("log", "RecordBuilder.args"), ("log", "RecordBuilder.level"),
        ("log", "RecordBuilder.target"), ("log", "RecordBuilder.build")}


def test_a_constructor_function_s_field_types_its_methods_calls() -> None:
    """remarkable's `function Remarkable(…) { this.renderer = new Renderer(); }` and
    `Remarkable.prototype.render = function (str, env) { return this.renderer.render(…); }`:
    no link to `Renderer.render`, a prototype method of another constructor function."""
    found = edges({
        "lib/index.js": (
            "import Renderer from './renderer';\n\n/** Main. */\n"
            "export function Remarkable(preset, options) {\n  this.renderer = new Renderer();\n"
            "  this.options = {};\n}\n\n/** Render. */\n"
            "Remarkable.prototype.render = function (str, env) {\n"
            "  return this.renderer.render(this.parse(str, env), this.options, env);\n};\n\n"
            "/** Parse. */\nRemarkable.prototype.parse = function (str, env) {\n"
            "  return [];\n};\n"),
        "lib/renderer.js": (
            "/** A renderer. */\nexport default function Renderer() {\n  this.rules = {};\n}\n\n"
            "/** Render. */\nRenderer.prototype.render = function (tokens, options, env) {\n"
            "  return '';\n};\n")})
    assert found == {("Remarkable", "Renderer"), ("Remarkable.render", "Remarkable.parse"),
                     ("Remarkable.render", "Renderer.render")}


def test_a_go_parameter_s_slice_types_its_elements_in_any_file() -> None:
    """go-diff's `PatchToText(patches []Patch)` calls `aPatch.String()` in `for _, aPatch :=
    range patches`: the elements of a parameter's slice were typed only in a file that names
    a slice type of its own, and patch.go names none."""
    found = edges({"patch.go": (
        "package diffmatchpatch\n\n// Patch is one patch.\ntype Patch struct {\n\tn int\n}\n\n"
        "// String formats it.\nfunc (p *Patch) String() string {\n\treturn \"\"\n}\n\n"
        "// PatchToText writes patches.\nfunc PatchToText(patches []Patch) string {\n"
        "\ttext := \"\"\n\tfor _, aPatch := range patches {\n\t\ttext += aPatch.String()\n\t}\n"
        "\treturn text + patches[0].String()\n}\n")})
    assert found == {("PatchToText", "Patch.String")}


def test_a_rust_2015_use_of_a_root_item_names_the_crate_s() -> None:
    """num-traits (Rust 2015) writes `use Num;` and `use {Num, NumCast};`: an item of the
    crate's root, which bound nothing, so `Signed: Num` had no base and `Num` listed none of
    its six subtraits."""
    found = edges({
        "src/lib.rs": "mod sign;\n\n/// A number.\npub trait Num {\n    /// Zero.\n"
                      "    fn zero() -> Self;\n}\n",
        "src/sign.rs": "use core::ops::Neg;\nuse {Num};\n\n/// Signed numbers.\n"
                       "pub trait Signed: Sized + Num + Neg<Output = Self> {\n    /// Abs.\n"
                       "    fn abs(&self) -> Self;\n}\n"}, "inherits")
    assert found == {("Signed", "Num")}


def test_a_name_imported_twice_is_found_through_the_import_that_finds_it() -> None:
    """markupsafe imports `escape` from `._speedups` (compiled, not in the repository), or else
    from `._native`: `Markup.escape`'s call of `escape` and the module's folder arrow were
    lost, the first import kept and finding nothing."""
    found = edges({
        "pkg/__init__.py": "class Markup(str):\n    @classmethod\n    def escape(cls, s):\n"
                           "        return escape(s)\n\n\ndef other(s):\n"
                           "    return soft_str(s)\n\n\ntry:\n"
                           "    from ._speedups import escape as escape\n"
                           "    from ._speedups import soft_str as soft_str\n"
                           "except ImportError:\n    from ._native import escape as escape\n"
                           "    from ._native import soft_str as soft_str\n",
        "pkg/_native.py": "def escape(s):\n    return s\n\n\ndef soft_str(s):\n"
                          "    return str(s)\n"})
    assert found == {("Markup", "escape"), ("other", "soft_str")}


def test_a_javascript_module_function_is_called_by_the_name_it_is_exported_under() -> None:
    """cross-spawn's `lib/util/escape.js` exports `escapeCommand` as `command` and
    `escapeArgument` as `argument`; `parse.js` calls `escape.command(…)`: its page linked
    neither, and theirs had no caller. An object literal of exports names them likewise."""
    found = edges({
        "lib/util/escape.js": "function escapeCommand(arg) {\n  return arg;\n}\n\n"
                              "function escapeArgument(arg) {\n  return arg;\n}\n\n"
                              "module.exports.command = escapeCommand;\n"
                              "module.exports.argument = escapeArgument;\n",
        "lib/util/quote.js": "function quoteIt(s) {\n  return s;\n}\n\n"
                             "module.exports = { quote: quoteIt };\n",
        "lib/parse.js": "const escape = require('./util/escape');\n"
                        "const quote = require('./util/quote');\n\n"
                        "function parseNonShell(parsed) {\n"
                        "  parsed.command = escape.command(parsed.command);\n"
                        "  parsed.args = parsed.args.map((a) => escape.argument(a));\n"
                        "  return quote.quote(parsed);\n}\n"})
    assert found == {("parseNonShell", "escapeCommand"), ("parseNonShell", "escapeArgument"),
                     ("parseNonShell", "quoteIt")}


def test_a_rust_clone_is_of_its_originals_type() -> None:
    """crc32fast's `Hasher::finish` calls `self.clone().finalize()` and `combine(&mut self,
    other: &Self)` calls `other.clone().finalize()`: neither linked `Hasher::finalize`."""
    found = edges({"src/lib.rs": (
        "pub struct Hasher {\n    amount: u64,\n}\n\nimpl Hasher {\n"
        "    pub fn finalize(self) -> u32 {\n        self.amount as u32\n    }\n\n"
        "    pub fn combine(&mut self, other: &Self) {\n"
        "        let crc = other.clone().finalize();\n        self.amount += crc as u64;\n"
        "    }\n\n    pub fn finish(&self) -> u64 {\n"
        "        u64::from(self.clone().finalize())\n    }\n}\n")})
    assert found == {("Hasher.combine", "Hasher.finalize"), ("Hasher.finish", "Hasher.finalize")}


def test_a_ruby_constant_is_found_in_the_modules_around_its_use() -> None:
    """temple's `class CodeMerger < Filter` inside `module Temple; module Filters` inherits
    `Temple::Filter` (lib/temple/filter.rb): 15 filters had no base type, and a bare
    `FilterError` raised there was no call either."""
    files = {
        "lib/temple/filter.rb": "module Temple\n  # A filter.\n  class Filter\n"
                                "    def call(exp)\n      exp\n    end\n  end\nend\n",
        "lib/temple/exceptions.rb": "module Temple\n  # Bad input.\n"
                                    "  class FilterError < RuntimeError\n  end\nend\n",
        "lib/temple/filters/code_merger.rb": "module Temple\n  module Filters\n    # Merge.\n"
                                             "    class CodeMerger < Filter\n"
                                             "      def on_multi(*exps)\n"
                                             "        raise FilterError, 'no' if exps.empty?\n"
                                             "      end\n    end\n  end\nend\n"}
    assert edges(files, kind="inherits") == {("Temple.Filters.CodeMerger", "Temple.Filter")}
    assert edges(files) == {("Temple.Filters.CodeMerger", "Temple.FilterError")}


def test_a_go_package_calls_the_repository_root_package_it_imports() -> None:
    """cobra's `doc/` imports `github.com/spf13/cobra`, the package its root folder declares:
    `cobra.WriteStringAndCheck(…)` linked nothing (nor iplib's `iana` calling
    `iplib.EffectiveVersion`). A module path's major version is no part of the name; a
    standard package of the root's name is not the root."""
    found = edges({
        "cobra.go": "package cobra\n\nfunc WriteStringAndCheck(s string) {\n}\n",
        "doc/man.go": "package doc\n\nimport (\n\t\"github.com/spf13/cobra\"\n)\n\n"
                      "func GenMan(s string) {\n\tcobra.WriteStringAndCheck(s)\n}\n",
        "gen/x.go": "package gen\n\nimport \"github.com/spf13/cobra/v2\"\n\n"
                   "func Gen(s string) {\n\tcobra.WriteStringAndCheck(s)\n}\n"})
    assert found == {("GenMan", "WriteStringAndCheck"), ("Gen", "WriteStringAndCheck")}
    found = edges({
        "http.go": "package http\n\nfunc Get(s string) {\n}\n",
        "client/c.go": "package client\n\nimport \"net/http\"\n\n"
                       "func Fetch(s string) {\n\thttp.Get(s)\n}\n"})
    assert found == set()


def test_a_python_relative_import_may_hold_a_blank_after_its_dots() -> None:
    """wcmatch writes `from . _wcmatch import WcRegexp`, as Python allows: `compile`'s call of
    `WcRegexp` linked nothing, and the folder's diagram lost its arrow."""
    found = edges({
        "pkg/_wcparse.py": "from . _wcmatch import WcRegexp\nfrom . import util\n\n\n"
                           "def compile(p):\n    util.norm(p)\n    return WcRegexp(p)\n",
        "pkg/_wcmatch.py": "class WcRegexp:\n    def __init__(self, p):\n        self.p = p\n",
        "pkg/util.py": "def norm(p):\n    return p\n"})
    assert found == {("compile", "WcRegexp"), ("compile", "norm")}


def test_a_call_reaches_each_definition_a_file_makes_under_conditions() -> None:
    """texttable defines `textwrapper` where `cjkwrap` imports and again where it does not:
    `_splitit`'s call of it linked neither, two candidates being no answer. (Two definitions
    with no condition are still none: `test_python_ambiguous_names_resolve_to_nothing`.)"""
    graph, symbol_of = resolved({"texttable.py": (
        "try:\n    import cjkwrap\n\n    def textwrapper(txt, width):\n"
        "        return cjkwrap.wrap(txt, width)\nexcept ImportError:\n"
        "    def textwrapper(txt, width):\n        return [txt]\n\n\n"
        "def split(cell):\n    return textwrapper(cell, 3)\n\n\n"
        "class Row:\n    def run(self):\n        return 1\n\n\nclass Row:\n"
        "    def run(self):\n        return 2\n\n\ndef make():\n    return Row()\n")})
    callees = {(symbol_of[doc], ref.symbol, ref.doc) for doc, refs_ in graph.calls.items()
               for ref in refs_}
    # both pages of `textwrapper`; a class defined twice is still no answer
    assert callees == {("split", "textwrapper", "docs/textwrapper.md"),
                       ("split", "textwrapper", "docs/textwrapper--texttable.md")}
    # C's `#ifdef` branches and Rust's `#[cfg]` items (two of a name only so)
    graph, symbol_of = resolved({
        "src/term.c": "#ifdef _WIN32\nstatic int getch(void) {\n  return 1;\n}\n#else\n"
                      "static int getch(void) {\n  return 2;\n}\n#endif\n\n"
                      "int read_key(void) {\n  return getch();\n}\n",
        "src/lib.rs": "#[cfg(unix)]\nfn now() -> u64 {\n    1\n}\n\n#[cfg(windows)]\n"
                      "fn now() -> u64 {\n    2\n}\n\npub fn stamp() -> u64 {\n    now()\n}\n"})
    assert {(symbol_of[doc], ref.doc) for doc, refs_ in graph.calls.items() for ref in refs_} == {
        ("read_key", "docs/src/getch.md"), ("read_key", "docs/src/getch--term.md"),
        ("stamp", "docs/src/now.md"), ("stamp", "docs/src/now--lib.md")}
    # methods too: unicase's `UniCase::unicode`, a `const fn` under one `#[cfg]` and a plain
    # one under its negation; `From::from`'s call linked neither
    graph, symbol_of = resolved({"src/lib.rs": (
        "pub struct UniCase<S>(S);\n\nimpl<S> UniCase<S> {\n    #[cfg(feat)]\n"
        "    pub const fn unicode(s: S) -> UniCase<S> {\n        UniCase(s)\n    }\n\n"
        "    #[cfg(not(feat))]\n    pub fn unicode(s: S) -> UniCase<S> {\n"
        "        UniCase(s)\n    }\n}\n\nimpl<S> From<S> for UniCase<S> {\n"
        "    fn from(s: S) -> Self {\n        UniCase::unicode(s)\n    }\n}\n")})
    assert {(symbol_of[doc], ref.doc) for doc, refs_ in graph.calls.items() for ref in refs_
            if symbol_of[doc] == "UniCase.from"} == {
        ("UniCase.from", "docs/src/uni-case-unicode.md"),
        ("UniCase.from", "docs/src/uni-case-unicode--lib.md")}


def test_calls_through_a_local_bound_with_a_member_path_to_an_object_of_functions() -> None:
    """numeral binds its helpers with `numeral._ = _ = { … }` and calls `_.reduce(…)` and
    `_.correctionFactor.call(null, …)`: the helpers are named `numeral._.…`, and none of the
    calls linked. A line of a helper's body is no member of the object."""
    found = edges({"numeral.js": (
        "var numeral, _;\nnumeral = function (input) { return _.isNaN(input); };\n"
        "numeral._ = _ = {\n  isNaN: function (value) {\n    return value !== value;\n  },\n"
        "  reduce: function (array, callback) {\n    check(array);\n    return 1;\n  },\n"
        "  correctionFactor: function () {\n    return _.reduce([], 1);\n  }\n};\n"
        "numeral.fn = {\n  add: function (value) {\n"
        "    var f = _.correctionFactor.call(null, value);\n    return _.check(f);\n  }\n};\n")})
    assert found == {("numeral", "numeral._.isNaN"),
                     ("numeral._.correctionFactor", "numeral._.reduce"),
                     ("numeral.fn.add", "numeral._.correctionFactor")}


def test_a_rust_struct_pattern_with_a_rest_is_no_literal() -> None:
    """unicode-bidi's `compute` matches `Some(Status { status: OverrideStatus::Isolate, .. })
    => break`: its page "called" `Status`. A literal filling the rest from a base (`..base`)
    makes one."""
    found = edges({"src/explicit.rs": (
        "pub struct Status {\n    pub level: u8,\n    pub status: u8,\n}\n\n"
        "pub fn compute(stack: &mut Vec<Status>) {\n    loop {\n"
        "        match stack.pop() {\n            None\n            | Some(Status {\n"
        "                status: 1,\n                ..\n            }) => break,\n"
        "            _ => continue,\n        }\n    }\n}\n\n"
        "pub fn lowered(base: Status) -> Status {\n    Status { level: 0, ..base }\n}\n")})
    assert found == {("lowered", "Status")}


def test_a_go_named_result_is_no_value_handed_on() -> None:
    """uniseg's `propertyWithGenCat(…) (property, generalCategory int)` "called" `property`, the
    name of its first result and of a function of the file."""
    found = edges({"properties.go": (
        "package uniseg\n\nfunc propertySearch(d [][4]int, r rune) [4]int {\n\treturn d[0]\n}\n\n"
        "func property(d [][3]int, r rune) int {\n\treturn 0\n}\n\n"
        "func propertyWithGenCat(d [][4]int, r rune) (property, generalCategory int) {\n"
        "\tentry := propertySearch(d, r)\n\treturn entry[2], entry[3]\n}\n")})
    assert found == {("propertyWithGenCat", "propertySearch")}


def test_a_constructor_function_s_prototype_chain_is_its_base() -> None:
    """jsonwebtoken's `NotBeforeError.prototype = Object.create(JsonWebTokenError.prototype)`
    and papaparse's streamers: no page showed the base, nor the base its derived types. Node's
    `util.inherits(A, B)` says the same; a lower-case function is no class."""
    found = edges({
        "lib/JsonWebTokenError.js": "var JsonWebTokenError = function (message) {\n"
                                    "  this.message = message;\n};\n\n"
                                    "module.exports = JsonWebTokenError;\n",
        "lib/NotBeforeError.js": "var JsonWebTokenError = require('./JsonWebTokenError');\n\n"
                                 "var NotBeforeError = function (message, date) {\n"
                                 "  JsonWebTokenError.call(this, message);\n};\n\n"
                                 "NotBeforeError.prototype = "
                                 "Object.create(JsonWebTokenError.prototype);\n"
                                 "NotBeforeError.prototype.constructor = NotBeforeError;\n\n"
                                 "module.exports = NotBeforeError;\n",
        "lib/stream.js": "const util = require('util');\n\nfunction Base() {}\n\n"
                         "function Reader() {\n  Base.call(this);\n}\n"
                         "util.inherits(Reader, Base);\n\nfunction helper() {}\n"
                         "function Other() {}\n"
                         "Other.prototype = Object.create(helper.prototype);\n"},
        "inherits")
    assert found == {("NotBeforeError", "JsonWebTokenError"), ("Reader", "Base")}


def test_a_typescript_field_of_a_generic_type_types_the_calls_through_it() -> None:
    """`form: FormApi<TFormData, any>` declared on a class: `this.form.setFieldValue(…)` linked
    nothing, the type's arguments hiding its name (@tanstack/form-core's fields)."""
    found = edges({
        "src/FieldApi.ts": "import { FormApi } from './FormApi'\n\n"
                           "export class FieldApi<TData, TFormData> {\n"
                           "  form: FormApi<TFormData, Record<string, any>>\n"
                           "  setValue(updater: any) {\n"
                           "    this.form.setFieldValue(this.name, updater)\n  }\n}\n",
        "src/FormApi.ts": "export class FormApi<TData, V> {\n"
                          "  setFieldValue(field: any, updater: any) {\n    return 1\n  }\n}\n"})
    assert found == {("FieldApi", "FormApi.setFieldValue")}


def test_a_rust_super_path_names_the_module_beside_the_file_not_any_of_its_name() -> None:
    """hashbrown's `set.rs` imports `super::map::HashMap`; a second `map.rs` (its rayon
    support's, `external_trait_impls/rayon/map.rs`) made the name `map` two files, and none of
    `HashSet`'s forty calls of `self.map.…` was linked. `crate::` paths are laid out so too."""
    found = edges({
        "src/lib.rs": "mod map;\nmod set;\nmod ext;\n",
        "src/map.rs": """
            pub struct HashMap<K, V> { pub(crate) table: Vec<(K, V)> }
            impl<K, V> HashMap<K, V> {
                pub fn insert(&mut self, k: K, v: V) -> Option<V> { None }
            }
            """,
        "src/set.rs": """
            use super::map::{self, HashMap};
            use crate::ext::map::ParIter;
            pub struct HashSet<T> {
                pub(crate) map: HashMap<T, ()>,
            }

            impl<T> HashSet<T> {
                pub fn insert(&mut self, value: T) -> bool { self.map.insert(value, ()).is_none() }
                pub fn par(&self) -> ParIter<T> { ParIter::new() }
            }
            """,
        "src/ext/mod.rs": "pub mod map;\n",
        "src/ext/map.rs": """
            pub struct ParIter<K> { k: Option<K> }
            impl<K> ParIter<K> {
                pub fn new() -> Self { ParIter { k: None } }
                pub fn insert(&self) {}
            }
            """,
    })
    assert ("HashSet.insert", "HashMap.insert") in found
    assert ("HashSet.par", "ParIter.new") in found
    assert not any(target == "ParIter.insert" for _, target in found)


def test_a_python_local_holding_a_class_handed_in_or_a_default_calls_that_class() -> None:
    """CacheControl makes its controller with `controller_factory = controller_class or
    CacheController` then `controller_factory(cache, …)`, and its session wrapper its adapter
    so: the adapter's calls of `self.controller.cached_request(…)` and the wrapper's making
    of the adapter had no link. A field given a new value or else a parameter typed
    `BaseCache | None` is the parameter's type."""
    found = edges({
        "cc/controller.py": """
            class BaseCache:
                def get(self, key):
                    raise NotImplementedError()

            class DictCache(BaseCache):
                def get(self, key):
                    return None

            class CacheController:
                def __init__(self, cache: BaseCache | None = None):
                    self.cache = DictCache() if cache is None else cache

                def cached_request(self, request):
                    return self.cache.get(request)
            """,
        "cc/adapter.py": """
            from cc.controller import CacheController

            class CacheControlAdapter:
                def __init__(self, cache, controller_class=None):
                    controller_factory = controller_class or CacheController
                    self.controller = controller_factory(cache)

                def send(self, request):
                    return self.controller.cached_request(request)
            """,
    })
    assert ("CacheControlAdapter", "CacheController") in found
    assert ("CacheControlAdapter", "CacheController.cached_request") in found
    assert ("CacheController", "BaseCache.get") in found
    assert ("CacheController", "DictCache.get") not in found


def test_a_php_object_made_in_brackets_and_called_at_once() -> None:
    """symfony/dotenv's `DebugCommand` parses with `(new Dotenv())->parse($content)`: no link;
    a call on what another call returns (`foo(new Bar())->baz()`) is not `Bar`'s."""
    found = edges({
        "src/Dotenv.php": """<?php
            namespace App;
            class Dotenv {
                public function parse(string $data): array { return []; }
                public function load(string $path): void {}
            }
            """,
        "src/DebugCommand.php": """<?php
            namespace App;
            class DebugCommand {
                public function run(string $content): array {
                    wrap(new Dotenv())->load('x');
                    return (new Dotenv())->parse($content);
                }
            }
            """,
    })
    assert ("DebugCommand", "Dotenv.parse") in found
    assert ("DebugCommand", "Dotenv.load") not in found


def test_a_ruby_include_names_a_module_of_the_class_itself_or_one_from_the_top() -> None:
    """kramdown's `class Html < Base` has a `module Parser` of its own and `include Parser`:
    its base read `Kramdown::Parser`, the module around it; its converters' `include
    ::Kramdown::Utils::Html` named no base, and their calls of `escape_html` no method."""
    found = edges({
        "lib/kramdown/parser/html.rb": """
            module Kramdown
              module Parser
                class Base
                end

                class Html < Base
                  include Parser
                end
              end
            end
            """,
        "lib/kramdown/parser/html/parser.rb": """
            module Kramdown
              module Parser
                class Html
                  module Parser
                    def parse_raw_html(el)
                    end
                  end
                end
              end
            end
            """,
        "lib/kramdown/utils/html.rb": """
            module Kramdown
              module Utils
                module Html
                  def escape_html(str)
                    str
                  end
                end
              end
            end
            """,
        "lib/kramdown/converter/html.rb": """
            module Kramdown
              module Converter
                class Html
                  include ::Kramdown::Utils::Html

                  def convert_text(el)
                    escape_html(el)
                  end
                end
              end
            end
            """,
    }, kind="inherits")
    assert ("Kramdown.Parser.Html", "Kramdown.Parser.Html.Parser") in found
    assert ("Kramdown.Parser.Html", "Kramdown.Parser.Base") in found
    assert ("Kramdown.Parser.Html", "Kramdown.Parser") not in found
    assert ("Kramdown.Converter.Html", "Kramdown.Utils.Html") in found


def test_a_ruby_base_from_the_top_level_is_not_the_class_of_its_name() -> None:
    """rack's `class SCGI < ::SCGI::Processor` (the scgi gem's) in `Rack::Handler`: read from
    inside the class, `SCGI` was the class itself, and its bases were looked up forever."""
    found = edges({
        "lib/rack/handler/scgi.rb": """
            module Rack
              module Handler
                class SCGI < ::SCGI::Processor
                  def self.run(app)
                    new(app).listen
                  end

                  def process_request(request)
                    request
                  end
                end
              end
            end
            """,
    }, kind="inherits")
    assert found == set()


def test_a_python_parameter_typed_optional_or_given_a_new_object() -> None:
    """rich's `PagerContext(…, pager: Optional[Pager] = None)` calls `self.pager.show(…)`;
    httpx's `Proxy(url: URL | str)` does `url = URL(url)` then `url.copy_with(…)`: a type
    the parameter may also be `None`, or an alias of several, named no class."""
    found = edges({
        "pkg/models.py": """
            class Pager:
                def show(self, content):
                    raise NotImplementedError

            class URL:
                def copy_with(self, **kwargs):
                    return self

            class PagerContext:
                def __init__(self, pager: Optional[Pager] = None):
                    self.pager = pager

                def close(self):
                    self.pager.show("x")

            def proxy(url: URLTypes | None = None):
                url = URL(url)
                return url.copy_with(username=None)
            """,
    })
    assert ("PagerContext", "Pager.show") in found
    assert ("proxy", "URL.copy_with") in found


def test_a_ruby_constant_of_a_gem_laid_out_by_no_convention() -> None:
    """ruby-progressbar keeps `ProgressBar::Timer` in `lib/ruby-progressbar/timer.rb`: no
    file is named after the module, and `Base`, which makes a `Timer`, a `Progress` and the
    rest, linked none of them (the whole gem had one link)."""
    found = edges({
        "lib/ruby-progressbar/timer.rb": """
            class   ProgressBar
            class   Timer
              def initialize(options = {})
                @started_at = nil
              end

              def start
                @started_at = now
              end
            end
            end
            """,
        "lib/ruby-progressbar/base.rb": """
            class   ProgressBar
            class   Base
              def initialize(options = {})
                self.timer = Timer.new(options)
              end

              def start
                timer.start
              end
            end
            end
            """,
    })
    assert ("ProgressBar.Base", "ProgressBar.Timer") in found


def test_a_python_field_declared_with_its_type_and_given_a_value_later() -> None:
    """chardet's `MultiByteCharSetProber.__init__` declares `self.coding_sm:
    Optional[CodingStateMachine] = None`, and each subclass gives it a machine: the probers'
    calls of `self.coding_sm.next_state(c)` linked nothing."""
    found = edges({
        "chardet/mbcharsetprober.py": """
            from typing import Optional

            from .codingstatemachine import CodingStateMachine


            class MultiByteCharSetProber:
                def __init__(self):
                    self.coding_sm: Optional[CodingStateMachine] = None
                    self.name: "str" = ""

                def feed(self, byte_str):
                    for c in byte_str:
                        state = self.coding_sm.next_state(c)
                    return state
            """,
        "chardet/codingstatemachine.py": """
            class CodingStateMachine:
                def next_state(self, c):
                    return c
            """,
    })
    assert ("MultiByteCharSetProber", "CodingStateMachine.next_state") in found


def test_a_computed_member_is_split_from_its_class_whole() -> None:
    """node-fetch's `createHeadersIterator` page listed "Headers.[Symbol.iterator] —
    Documented within `Headers.[Symbol`", of a method with a page of its own."""
    assert layout.split_member("Headers.[Symbol.iterator]") == ("Headers", "[Symbol.iterator]")
    assert layout.split_member("Headers.get") == ("Headers", "get")
    assert layout.documents_itself("Headers.[Symbol.iterator]",
                                   "docs/lib/headers-symbol-iterator.md")


def test_a_rust_glob_import_brings_in_the_module_s_functions() -> None:
    """ryu's `d2s.rs` does `use crate::common::*;` and calls `log10_pow2(…)` bare: its
    `d2d`, `format64` and the rest linked no function of `common.rs` (109 links of 163)."""
    found = edges({
        "src/lib.rs": "mod common;\nmod d2s;\nmod other;\n",
        "src/common.rs": """
            pub fn log10_pow2(e: i32) -> u32 {
                ((e as u32) * 78913) >> 18
            }
            """,
        "src/other.rs": """
            pub fn log10_pow2(e: i32) -> u32 {
                0
            }
            """,
        "src/d2s.rs": """
            use crate::common::*;

            /// Compute the decimal.
            pub fn d2d(ieee_exponent: u32) -> u32 {
                log10_pow2(ieee_exponent as i32)
            }
            """,
    })
    assert ("d2d", "log10_pow2") in found
    graph, symbol_of = resolved({
        "src/lib.rs": "mod common;\nmod d2s;\nmod other;\n",
        "src/common.rs": "pub fn log10_pow2(e: i32) -> u32 {\n    0\n}\n",
        "src/other.rs": "pub fn log10_pow2(e: i32) -> u32 {\n    1\n}\n",
        "src/d2s.rs": ("use crate::common::*;\n\n"
                       "pub fn d2d(e: u32) -> u32 {\n    log10_pow2(1)\n}\n"),
    })
    assert [ref.path for doc, targets in graph.calls.items() for ref in targets
            if symbol_of[doc] == "d2d"] == ["src/common.rs"]


def test_a_ruby_word_list_holds_no_calls() -> None:
    """coderay's SQL scanner lists its keywords in `%w( … each … column … )`: its page "called"
    `Scanner.each` and `Scanner.column`."""
    found = edges({
        "lib/coderay/scanner.rb": """
            module CodeRay
              class Scanner
                def each(x)
                  x
                end

                def column(pos)
                  pos
                end
              end
            end
            """,
        "lib/coderay/scanners/sql.rb": """
            module CodeRay
              class SQL < Scanner
                KEYWORDS = %w(
                  all and each column
                )
                OBJECTS = %i[column table]

                def scan_tokens(encoder, options)
                  KEYWORDS.include?(options)
                end
              end
            end
            """,
    })
    assert not any(target in ("CodeRay.Scanner.each", "CodeRay.Scanner.column")
                   for _, target in found)


def test_a_python_parameter_typed_by_a_module_s_class() -> None:
    """python-rsa's `decrypt(crypto: bytes, priv_key: key.PrivateKey)` calls
    `priv_key.blinded_decrypt(…)`: no link, the type being qualified by its module."""
    found = edges({
        "rsa/key.py": """
            class PrivateKey:
                def blinded_decrypt(self, encrypted):
                    return encrypted
            """,
        "rsa/pkcs1.py": """
            from . import key

            def decrypt(crypto: bytes, priv_key: key.PrivateKey) -> bytes:
                return priv_key.blinded_decrypt(crypto)
            """,
    })
    assert ("decrypt", "PrivateKey.blinded_decrypt") in found


def test_an_inline_module_s_glob_import_is_of_the_file_s_own_names() -> None:
    """anyhow's `context.rs` holds `mod ext { use super::*; … }`: `super` there is the file's
    module, not the crate's root, whose `pub fn Ok` eight pages then "called" for `Ok(())`;
    and regex's `mod imp { pub struct LiteralSearcher(()); … }` beside `pub use self::imp::*`
    builds its own struct, not `imp.rs`'s."""
    found = edges({
        "src/lib.rs": "mod context;\nmod literal;\n\npub fn Ok<T>(t: T) -> Result<T, ()> {\n"
                      "    Result::Ok(t)\n}\n",
        "src/context.rs": """
            mod ext {
                use super::*;

                pub fn ext_context(x: u32) -> Result<(), ()> {
                    Ok(())
                }
            }
            """,
        "src/literal/mod.rs": """
            pub use self::imp::*;

            mod imp {
                pub struct LiteralSearcher(());

                impl LiteralSearcher {
                    pub fn empty() -> Self {
                        LiteralSearcher(())
                    }
                }
            }
            """,
        "src/literal/imp.rs": """
            pub struct LiteralSearcher {
                n: usize,
            }

            impl LiteralSearcher {
                pub fn empty() -> Self {
                    LiteralSearcher { n: 0 }
                }
            }
            """,
    })
    assert not any(target == "Ok" for _, target in found)
    assert not any(caller.endswith("empty") and target == "LiteralSearcher"
                   for caller, target in found)


def test_a_go_function_defined_once_per_build_tag_is_linked_each_time() -> None:
    """go-flags defines `argumentIsOption` in `optstyle_windows.go` and `optstyle_other.go`,
    one per build tag: `ParseArgs` and the ten other callers of such twins linked none."""
    graph, symbol_of = resolved({
        "parser.go": "package flags\n\n// Parse parses args.\nfunc Parse(args []string) bool {\n"
                     "\treturn argumentIsOption(args[0])\n}\n",
        "optstyle_other.go": "// +build !windows\n\npackage flags\n\n"
                             "func argumentIsOption(arg string) bool {\n\treturn arg == \"-\"\n}\n",
        "optstyle_windows.go": ("// +build windows\n\npackage flags\n\nfunc "
                                "argumentIsOption(arg string) bool {\n\treturn arg == \"/\"\n}\n"),
    })
    assert sorted(ref.path for doc, targets in graph.calls.items() for ref in targets
                  if symbol_of[doc] == "Parse") == ["optstyle_other.go", "optstyle_windows.go"]


def test_a_function_named_as_a_python_default_is_not_called() -> None:
    """multipledispatch's `def restart_ordering(on_ambiguity=ambiguity_warn)` never calls
    `ambiguity_warn`, and its page said it did; a function handed to a call still is."""
    found = edges({"m.py": dedent("""\
        def ambiguity_warn(dispatcher, ambiguities):
            print(dispatcher, ambiguities)


        def restart_ordering(on_ambiguity=ambiguity_warn):
            return 1


        def reorder(items, *, key=ambiguity_warn):
            return sorted(items, key=ambiguity_warn)
        """)})
    assert ("restart_ordering", "ambiguity_warn") not in found
    assert ("reorder", "ambiguity_warn") in found


def test_a_listener_taken_away_is_not_called() -> None:
    """@tanstack/history's `stopBlocking` hands `beforeUnloadListener` to
    `removeEventListener`, which takes it away: it was listed as calling it."""
    found = edges({"index.js": dedent("""\
        function beforeUnloadListener(event) {
          event.preventDefault()
        }

        function stopBlocking() {
          window.removeEventListener('beforeunload', beforeUnloadListener, { capture: true })
        }

        function startBlocking() {
          window.addEventListener('beforeunload', beforeUnloadListener, { capture: true })
        }

        module.exports = { stopBlocking, startBlocking }
        """)})
    assert ("stopBlocking", "beforeUnloadListener") not in found
    assert ("startBlocking", "beforeUnloadListener") in found


def test_a_member_of_a_required_module_is_imported() -> None:
    """markdown-it's renderer imports `var escapeHtml = require('./common/utils').escapeHtml;`:
    none of its calls of `escapeHtml` (nor of `unescapeAll`, `isSpace`…) was linked."""
    found = edges({
        "lib/common/utils.js": "function escapeHtml(str) {\n  return str;\n}\n\n"
                               "function isValidEntityCode(c) {\n  return c > 1;\n}\n\n"
                               "exports.escapeHtml = escapeHtml;\n"
                               "exports.isValidEntityCode = isValidEntityCode;\n",
        "lib/renderer.js": dedent("""\
            var escapeHtml = require('./common/utils').escapeHtml;
            var isValid    = require('./common/utils').isValidEntityCode;

            function render(tokens) {
              return escapeHtml(tokens.join('')) + isValid(1);
            }

            module.exports = render;
            """),
    })
    assert {("render", "escapeHtml"), ("render", "isValidEntityCode")} <= found


def test_a_php_parameter_typed_by_its_docblock_types_its_calls() -> None:
    """symfony/dom-crawler's constraints document `@param Crawler $crawler` over an untyped
    `matches($crawler)`: its `$crawler->filter(…)` linked nothing."""
    found = edges({
        "Crawler.php": "<?php\nnamespace App;\n\nclass Crawler\n{\n"
                       "    public function filter(string $selector): Crawler\n    {\n"
                       "        return $this;\n    }\n}\n",
        "Exists.php": dedent("""\
            <?php
            namespace App;

            class Exists
            {
                /**
                 * @param Crawler|null $crawler
                 */
                protected function matches($crawler): bool
                {
                    return 0 < \\count($crawler->filter('a'));
                }
            }
            """),
    })
    assert ("Exists", "Crawler.filter") in found


def test_a_ruby_field_given_a_new_object_types_its_calls() -> None:
    """optimist's `options` sets `@last_parser = Parser.new(…)`, and `die` and `educate` call
    `@last_parser.die arg` and `@last_parser.educate`, brackets or none: none was linked."""
    filler = "\n".join(f"    def f{i}\n      {i}\n    end" for i in range(70))
    found = edges({"lib/optimist.rb": (
        "module Optimist\n  class Parser\n    # Die with a message.\n    def die(arg)\n"
        "      puts arg\n    end\n\n    # Print the help.\n    def educate\n      puts 1\n"
        f"    end\n{filler}\n  end\n\n  # Parse the options.\n  def options(args = ARGV)\n"
        "    @last_parser = Parser.new\n    @last_parser.educate\n  end\n\n  # Die.\n"
        "  def die(arg)\n    @last_parser.die arg if @last_parser\n  end\n"
        "  module_function :options, :die\nend\n")})
    assert {("Optimist.options", "Optimist.Parser.educate"),
            ("Optimist.die", "Optimist.Parser.die")} <= found


def test_calls_of_private_members_are_linked() -> None:
    """@tanstack/pacer's `RateLimiter.maybeExecute` calls `this.#execute(…)` and
    `this.#setState(…)`: no call of a `#private` member was linked, and 57 private members
    had no "Called by"."""
    found = edges({"limiter.ts": dedent("""\
        export class RateLimiter {
          #count = 0

          maybeExecute(...args: unknown[]): boolean {
            if (this.#count < 3) {
              this.#execute(...args)
              return true
            }
            return false
          }

          #execute = (...args: unknown[]): void => {
            this.#count += 1
            this.#tick()
          }

          #tick(): void {
            if (this.#count < 10) this.#tick()
          }
        %s}
        """) % "".join(f"  /** Step {n}. */\n  step{n}(x: number): number {{\n    return x + {n}\n"
                       "  }\n\n" for n in range(50))})
    assert ("RateLimiter.maybeExecute", "RateLimiter.#execute") in found
    assert ("RateLimiter.#execute", "RateLimiter.#tick") in found


def test_words_of_ruby_percent_literals_are_no_calls() -> None:
    """rouge's lexers write their rules as `%r/…/` and their keyword lists as `%w(…)` over
    many lines: Praat's lexer "called" `Lexer.all` and `Lexer.option`, Idris' `Lexer.with`."""
    filler = "".join(f"  def step{n}(x)\n    x + {n}\n  end\n\n" for n in range(70))
    found = edges({
        "lib/rouge/lexer.rb": "module Rouge\nclass Lexer\n  def self.all\n    @all ||= []\n"
                              "  end\n\n  def self.option(name)\n    name\n  end\n\n"
                              + filler + "end\nend\n",
        "lib/rouge/lexers/praat.rb": dedent("""\
            module Rouge
            module Lexers
            class Praat < Lexer
              def self.keywords
                @keywords ||= %w(
                  all(x) average option(y)
                  stereo
                )
              end

              def self.rules
                rule %r/(option|button)([ \\t]+)/ do
                  groups Keyword
                end
                rule %r/\\b(?:select all)\\b/, Keyword
                Lexer.option(:name)
              end
            FILLER
            end
            end
            end
            """).replace("FILLER", filler)})
    assert {(caller, called) for caller, called in found if "step" not in called} == {
        ("Rouge.Lexers.Praat.rules", "Rouge.Lexer.option")}


def test_a_rust_field_typed_by_a_path_of_modules_types_its_calls() -> None:
    """regex-syntax's `Parser { ast: ast::parse::Parser, hir: hir::translate::Translator }`:
    `Parser.parse` calls `self.ast.parse(…)` and `self.hir.translate(…)`, and linked neither
    (a field's type was read with one module before it at most)."""
    found = edges({
        "src/lib.rs": "pub mod ast;\npub mod hir;\npub mod parser;\n",
        "src/ast/mod.rs": "pub mod parse;\n",
        "src/ast/parse.rs": dedent("""\
            pub struct Parser {
                depth: u32,
            }

            impl Parser {
                pub fn parse(&mut self, pattern: &str) -> usize {
                    pattern.len()
                }
            }
            """),
        "src/hir/mod.rs": "pub mod translate;\n",
        "src/hir/translate.rs": dedent("""\
            pub struct Translator {
                depth: u32,
            }

            impl Translator {
                pub fn translate(&mut self, pattern: &str, ast: usize) -> usize {
                    ast
                }
            }
            """),
        "src/parser.rs": dedent("""\
            use crate::ast;
            use crate::hir;

            pub struct Parser {
                ast: ast::parse::Parser,
                hir: hir::translate::Translator,
            }

            impl Parser {
                pub fn parse(&mut self, pattern: &str) -> usize {
                    let ast = self.ast.parse(pattern);
                    self.hir.translate(pattern, ast)
                }
            }
            """)})
    assert {(caller, called) for caller, called in found if caller == "Parser.parse"} == {
        ("Parser.parse", "Parser.parse"), ("Parser.parse", "Translator.translate")}


def test_a_rust_call_by_a_path_from_the_module_above() -> None:
    """unicode-normalization's `recompose::new_canonical` builds its iterator with
    `super::decompose::new_canonical(iter)`: `super` was read as a keyword before a bracket,
    and none of the crate's nine calls by such a path was linked."""
    found = edges({
        "src/lib.rs": "mod decompose;\nmod recompose;\n",
        "src/decompose.rs": dedent("""\
            pub fn new_canonical(iter: u32) -> u32 {
                iter
            }
            """),
        "src/recompose.rs": dedent("""\
            pub fn new_canonical(iter: u32) -> u32 {
                super::decompose::new_canonical(iter) + 1
            }
            """)})
    assert ("new_canonical", "new_canonical") in found


def test_a_module_exporting_an_object_of_methods_is_reached_through_its_require() -> None:
    """nodemailer's `mime-funcs` is `module.exports = { foldLines(…) {…}, … }`, its methods
    calling one another through `this`: their pages are the module's (`mime-funcs.foldLines`),
    and `const mimeFuncs = require('../mime-funcs'); mimeFuncs.foldLines(…)` linked none."""
    found = edges({
        "lib/mime-funcs/index.js": dedent("""\
            'use strict';

            module.exports = {
                /**
                 * Fold long lines.
                 */
                foldLines(str, lineLength) {
                    return this.isPlainText(str) ? str : str.slice(0, lineLength);
                },

                /**
                 * Checks if a value is plaintext.
                 */
                isPlainText(value) {
                    return typeof value === 'string';
                }
            };
            """),
        "lib/mime-node/index.js": dedent("""\
            'use strict';
            const mimeFuncs = require('../mime-funcs');

            function buildHeaders(value) {
                return mimeFuncs.foldLines(value, 76);
            }

            module.exports = buildHeaders;
            """)})
    assert ("buildHeaders", "mime-funcs.foldLines") in found
    assert ("mime-funcs.foldLines", "mime-funcs.isPlainText") in found


def test_a_call_on_a_typed_field_reaches_the_method_its_class_inherits() -> None:
    """symfony/http-foundation's `Response.setPrivate` calls `$this->headers->
    addCacheControlDirective(…)`, `headers` a `ResponseHeaderBag`, which inherits that method
    from `HeaderBag`: `setPrivate`, `setPublic`, `setMaxAge` and `hasVary` linked nothing."""
    filler = "".join(f"    /** Step {n}. */\n    public function step{n}($x)\n    {{\n"
                     f"        return $x + {n};\n    }}\n\n" for n in range(50))
    found = edges({
        "HeaderBag.php": "<?php\nnamespace App;\n\nclass HeaderBag\n{\n"
                         "    /** Add a directive. */\n"
                         "    public function addCacheControlDirective($key)\n    {\n"
                         "        return $key;\n    }\n\n" + filler + "}\n",
        "ResponseHeaderBag.php": "<?php\nnamespace App;\n\nclass ResponseHeaderBag extends "
                                 "HeaderBag\n{\n" + filler.replace("step", "more") + "}\n",
        "Response.php": dedent("""\
            <?php
            namespace App;

            class Response
            {
                /** @var ResponseHeaderBag */
                public $headers;

                /** Make it private. */
                public function setPrivate()
                {
                    $this->headers->addCacheControlDirective('private');
                    return $this;
                }
            FILLER}
            """).replace("FILLER", filler.replace("step", "other"))})
    assert ("Response.setPrivate", "HeaderBag.addCacheControlDirective") in found


def test_a_python_class_called_with_its_type_arguments_is_made() -> None:
    """anyio's `create_memory_object_stream` makes `MemoryObjectStreamState[T_Item](size)`:
    the state class had no "Called by"; an element of a mapping called is no class's call."""
    found = edges({"streams.py": dedent("""\
        class MemoryObjectStreamState:
            def __init__(self, size):
                self.size = size


        HANDLERS = {}


        def create_stream(size):
            handler = HANDLERS["x"]
            return MemoryObjectStreamState[dict[str, int]](size), HANDLERS[size](1)
        """)})
    assert ("create_stream", "MemoryObjectStreamState") in found


def test_a_ruby_exception_raised_in_brackets_or_from_the_top_is_made() -> None:
    """ruby-jwt's `Verify` raises `raise(JWT::ExpiredSignature, 'Signature has expired')` and
    `raise ::JWT::DecodeError`: none of its eight error classes said where it is raised."""
    found = edges({
        "lib/jwt/error.rb": dedent("""\
            module JWT
              class DecodeError < StandardError; end
              class ExpiredSignature < DecodeError; end
            end
            """),
        "lib/jwt/verify.rb": dedent("""\
            module JWT
              class Verify
                def verify_expiration(exp)
                  raise(JWT::ExpiredSignature, 'Signature has expired') if exp < 0
                end

                def verify_segments(count)
                  raise ::JWT::DecodeError, 'Not enough or too many segments' if count != 3
                end
              FILLER
              end
            end
            """).replace("FILLER", "".join(f"  def step{n}(x)\n    x + {n}\n  end\n\n"
                                           for n in range(70)))})
    assert ("JWT.Verify.verify_expiration", "JWT.ExpiredSignature") in found
    assert ("JWT.Verify.verify_segments", "JWT.DecodeError") in found


def test_a_javascript_method_returning_this_is_chained_on() -> None:
    """A fluent method whose every `return` gives back `this` (commander's, knex's) makes the
    next call of a chain on its result one of the class's own: `this.alias(a).describe(d)`."""
    filler = "".join(f"  /** Step {n}. */\n  step{n}(x) {{\n    return x + {n};\n  }}\n\n"
                     for n in range(50))
    found = edges({"command.js": dedent("""\
        class Command {
          /** Name another way. */
          alias(name) {
            if (!name) return this;
            this._aliases.push(name);
            return this;
          }

          /** Say what it does. */
          describe(text) {
            this._text = text;
          }

          /** Set both. */
          setup(name, text) {
            this.alias(name).describe(text);
          }
        FILLER}

        module.exports = { Command };
        """).replace("FILLER", filler)})
    assert ("Command.setup", "Command.describe") in found


def test_a_php_heredoc_calls_nothing() -> None:
    """symfony/translation's `Translator::dumpCatalogue` writes a PHP file from a heredoc that
    makes `new MessageCatalogue(…)`: its page said it called `MessageCatalogue`."""
    found = edges({
        "MessageCatalogue.php": "<?php\nnamespace App;\n\nclass MessageCatalogue\n{\n}\n",
        "Translator.php": dedent("""\
            <?php
            namespace App;

            function dumpCatalogue($cache)
            {
                $content = <<<EOF
            <?php
            \\$catalogue = new MessageCatalogue('en');
            return \\$catalogue;
            EOF
                ;
                $cache->write($content);
            }

            function makeCatalogue()
            {
                return new MessageCatalogue();
            }
            """)})
    assert ("dumpCatalogue", "MessageCatalogue") not in found
    assert ("makeCatalogue", "MessageCatalogue") in found


def test_a_php_field_given_a_parameter_or_else_a_new_object_takes_the_parameter_s_type() -> None:
    """symfony/mailer's `SmtpTransport` sets `$this->stream = $stream ?? new SocketStream();`
    from `?AbstractStream $stream = null`: none of its calls on the stream was linked."""
    filler = "".join(f"    /** Step {n}. */\n    public function step{n}($x)\n    {{\n"
                     f"        return $x + {n};\n    }}\n\n" for n in range(50))
    found = edges({
        "AbstractStream.php": "<?php\nnamespace App;\n\nabstract class AbstractStream\n{\n"
                              "    /** Write bytes. */\n    public function write($bytes)\n"
                              "    {\n        return $bytes;\n    }\n\n" + filler + "}\n",
        "SmtpTransport.php": dedent("""\
            <?php
            namespace App;

            class SmtpTransport
            {
                private $stream;

                public function __construct(?AbstractStream $stream = null)
                {
                    $this->stream = $stream ?? new SocketStream();
                }

                /** Run a command. */
                public function executeCommand(string $command)
                {
                    $this->stream->write($command);
                }
            FILLER}
            """).replace("FILLER", filler.replace("step", "other"))})
    assert ("SmtpTransport.executeCommand", "AbstractStream.write") in found


def test_a_name_each_platform_s_file_defines_is_called_in_the_caller_s_own_file() -> None:
    """fsnotify defines `Watcher.sendEvent`, `newEvent` and `addWatch` once per backend file
    (`backend_inotify.go`, `backend_kqueue.go`, …, one built per platform): no call of them was
    linked, or to every backend's. The one in the caller's own file is the one it calls; a name
    defined in two other files links both, as before. Python's super call
    in brackets, `(super(Twisted, self)).handle(…)`, is a super call."""
    backend = ("package fsnotify\n\ntype Watcher struct{}\n\n"
               "func (w *Watcher) send(e int) bool { return true }\n\n"
               "func newEvent() int { return 1 }\n\n")
    graph, symbol_of = resolved({
        "backend_kqueue.go": backend + "func (w *Watcher) Add() { w.send(newEvent()); other() }\n",
        "backend_inotify.go": backend + "func (w *Watcher) Close() { w.send(newEvent()) }\n",
        "system_bsd.go": "package fsnotify\n\nfunc other() {}\n",
        "system_darwin.go": "package fsnotify\n\nfunc other() {}\n",
        "pkg/base.py": "class Base:\n    def handle(self, error):\n        return error\n",
        "pkg/twisted.py": "from pkg.base import Base\n\n\nclass Twisted(Base):\n"
                          "    def handle(self, error):\n"
                          "        return (super(Twisted, self)).handle(error)\n",
    })
    called = {(symbol_of[doc], ref.doc) for doc, targets in graph.calls.items()
              for ref in targets}
    add, close = ("docs/watcher-add.md", "docs/watcher-close.md")
    assert symbol_of[add] == "Watcher.Add" and symbol_of[close] == "Watcher.Close"
    assert {(caller, doc) for caller, doc in called if caller.startswith("Watcher.")} == {
        ("Watcher.Add", "docs/watcher-send--backend-kqueue.md"),
        ("Watcher.Add", "docs/new-event--backend-kqueue.md"),
        ("Watcher.Close", "docs/watcher-send.md"), ("Watcher.Close", "docs/new-event.md"),
        ("Watcher.Add", "docs/other.md"), ("Watcher.Add", "docs/other--system-darwin.md")}
    assert ("Twisted", "docs/pkg/base.md") in called


def test_a_module_exporting_the_object_an_immediately_run_function_returns() -> None:
    """node-cron's `storage.js` is `module.exports = (() => { …; return { save: (task) => {…},
    getTasks: () => {…} }; })();`: neither function had a page, and `storage.save(task)` in
    `schedule` linked nothing. The object the function returns is the module's, as an object
    assigned to `module.exports` is."""
    found = edges({
        "src/storage.js": "module.exports = (() => {\n    const tasks = new Map();\n"
                          "    return {\n        save: (task) => { tasks.set(task.name, task); },"
                          "\n        getTasks: () => { return tasks; }\n    };\n})();\n",
        "src/cron.js": "const storage = require('./storage');\n\n"
                       "function schedule(task) {\n    storage.save(task);\n}\n\n"
                       "function getTasks() {\n    return storage.getTasks();\n}\n\n"
                       "module.exports = { schedule, getTasks };\n",
    })
    assert found == {("schedule", "save"), ("getTasks", "getTasks")}


def test_a_python_method_s_call_of_its_own_class_makes_it() -> None:
    """ordered-set's `symmetric_difference` is `cls = type(self)`, then `cls(self).difference(
    other)`; its `copy` is `self.__class__(self)`: neither linked anything. A classmethod's
    `cls(…)`, `self.__class__(…)` and `type(self)(…)` make the method's own class; a `cls`
    that names something else (`for cls in handlers: cls(self)`) does not."""
    filler = "".join(f"    def f{i}(self):\n        return {i}\n\n" for i in range(70))
    found = edges({
        "pkg/ordered.py": "class OrderedSet:\n    def __init__(self, items=None):\n"
                          "        self.items = items\n\n"
                          "    def difference(self, *sets):\n        return self.items\n\n"
                          "    def symmetric_difference(self, other):\n"
                          "        cls = type(self)\n        return cls(self).difference(other)\n\n"
                          "    def copy(self):\n        return self.__class__(self)\n\n"
                          "    @classmethod\n    def make(cls, x):\n        return cls(x)\n\n"
                          "    def each(self, handlers):\n        for cls in handlers:\n"
                          "            cls(self)\n\n" + filler,
    })
    assert found == {("OrderedSet.symmetric_difference", "OrderedSet"),
                     ("OrderedSet.symmetric_difference", "OrderedSet.difference"),
                     ("OrderedSet.copy", "OrderedSet"), ("OrderedSet.make", "OrderedSet")}


def test_a_python_class_s_members_through_its_own_class_and_a_class_default_are_called() -> None:
    """portion's `Interval.enclosure` returns `self.__class__.from_atomic(…)`, its `__init__`
    calls `self.__class__._mergeable(…)`, and `closed(lower, upper, *, klass=Interval)` calls
    `klass.from_atomic(…)`: `from_atomic` had one caller of fourteen. A default that is a
    constant (`MODE=CLOSED`) or `None` types nothing."""
    filler = "".join(f"    def f{i}(self):\n        return {i}\n\n" for i in range(70))
    found = edges({
        "portion/interval.py": "class Interval:\n    def __init__(self, *items):\n"
                               "        self.items = self.__class__._mergeable(items)\n\n"
                               "    @classmethod\n    def _mergeable(cls, items):\n"
                               "        return items\n\n"
                               "    @classmethod\n    def from_atomic(cls, left, right):\n"
                               "        return left\n\n"
                               "    def enclosure(self):\n"
                               "        return type(self).from_atomic(1, 2)\n\n" + filler,
        "portion/func.py": "from .interval import Interval\n\n"
                           "def closed(lower, upper, *, klass=Interval):\n"
                           "    return klass.from_atomic(lower, upper)\n\n"
                           "def opened(lower, upper, klass=None, MODE=CLOSED):\n"
                           "    return klass.from_atomic(lower, upper)\n",
    })
    assert found == {("Interval.__init__", "Interval._mergeable"),
                     ("Interval.enclosure", "Interval.from_atomic"),
                     ("closed", "Interval.from_atomic")}


def test_a_ruby_method_called_on_an_object_as_it_is_made_is_called() -> None:
    """chronic's `Chronic.parse` is `Parser.new(options).parse(text)`: its page called only
    `Parser`, and `Parser#parse`, the library's whole work, had no caller. Without brackets
    too (`Parser.new.guess`); not a field set on it (`Parser.new.debug = true`)."""
    filler = "".join(f"\n    def f{i}\n      {i}\n    end\n" for i in range(70))
    found = edges({
        "lib/chronic.rb": "module Chronic\n  def self.parse(text, options = {})\n"
                          "    Parser.new(options).parse(text)\n  end\n\n"
                          "  def self.guess\n    Chronic::Parser.new.guess\n  end\n\n"
                          "  def self.debug\n    Parser.new.debug = true\n  end\nend\n",
        "lib/chronic/parser.rb": "module Chronic\n  class Parser\n"
                                 "    def initialize(options = {})\n      @o = options\n"
                                 "    end\n\n    def parse(text)\n      text\n    end\n\n"
                                 "    def guess\n      1\n    end\n\n"
                                 "    def debug=(on)\n      @d = on\n    end\n"
                                 + filler + "  end\nend\n",
    })
    assert found == {("Chronic", "Chronic.Parser"), ("Chronic", "Chronic.Parser.parse"),
                     ("Chronic", "Chronic.Parser.guess")}


def test_a_python_function_named_as_a_soft_keyword_is_called() -> None:
    """dpath's `view` calls `if match(segments, glob):`: `match` and `case` are Python's
    keywords only where a statement begins (`match (a, b):`), and the call linked nothing."""
    found = edges({"pkg/segments.py": "def match(segments, glob):\n    return True\n\n\n"
                                      "def view(obj, glob):\n    if match(obj, glob):\n"
                                      "        return 1\n\n\n"
                                      "def pick(a, b):\n    match (a, b):\n"
                                      "        case (1, 2):\n            return 2\n"})
    assert found == {("view", "match")}


def test_a_class_that_makes_its_base_calls_it_where_the_base_s_name_is_no_initializer(
        ) -> None:
    """type-resolver's `final class CallableString extends String_` returns `new String_()`
    from `underlyingType()`: nine pseudo-types made a `String_` and its page had none of them
    as callers. A C++ constructor's `: Base(x)` initializes its base, and stays no call."""
    php = edges({"src/Types.php": "<?php\nclass String_\n{\n}\n\n"
                                  "final class CallableString extends String_\n{\n"
                                  "    public function underlyingType()\n    {\n"
                                  "        return new String_();\n    }\n}\n"})
    assert php == {("CallableString", "String_")}
    cpp = edges({"src/error.hpp": "class parsing {\npublic:\n  parsing(int m) {}\n};\n\n"
                                  "class missing : public parsing {\npublic:\n"
                                  "  missing(int m) : parsing(m) {}\n};\n"})
    assert cpp == set()


def test_the_words_of_a_ruby_heredoc_are_no_calls_but_its_interpolations_are() -> None:
    """memoist's `memoize` generates a method with `module_eval <<-EOS … EOS`: its page
    "called" `extract_reload!`, `flush_cache` and `method`, words of that string. A heredoc is a
    string; its `#{…}` is code, unless its opener is quoted with `'`."""
    assert chains("lib/memoist.rb", """\
        module Memoist
          def memoize(name)
            module_eval <<-EOS, __FILE__, __LINE__ + 1
              def #{name}(*args)
                Memoist.extract_reload!(method(:#{name}), args)
                flush_cache(:#{name})
              end
            EOS
            text = <<~TEXT
              Memoized #{describe(name)} with call_me(name)
            TEXT
            raw = <<-'RAW'
              #{not_me(name)}
            RAW
            register(text)
          end
        end
        """) == ("describe", "module_eval", "register")


def test_a_php_array_access_of_its_own_object_calls_its_offset_methods() -> None:
    """pimple's `Container::extend` ends `return $this[$id] = $extended;` and `register` sets
    `$this[$key] = $value;`: neither linked `offsetSet`, whose page listed one caller of
    three. `$this[…]` reads through `offsetGet`, is assigned through `offsetSet`, and
    `isset(…)`, `unset(…)` of it call `offsetExists`, `offsetUnset`."""
    filler = "".join(f"    public function f{i}() {{ return {i}; }}\n" for i in range(200))
    found = edges({
        "src/Container.php": "<?php\nnamespace Pimple;\n\n"
                             "class Container implements \\ArrayAccess\n"
                             "{\n    public function offsetGet($id) { return 1; }\n"
                             "    public function offsetSet($id, $value) { }\n"
                             "    public function offsetExists($id) { return true; }\n"
                             "    public function offsetUnset($id) { }\n\n"
                             "    public function extend($id, $callable)\n    {\n"
                             "        if (!isset($this[$id])) {\n            return null;\n"
                             "        }\n        $factory = $this[$id];\n"
                             "        unset($this['old']);\n"
                             "        return $this[$id] = $callable($factory);\n    }\n"
                             + filler + "}\n",
    })
    assert found == {("Container.extend", "Container.offsetExists"),
                     ("Container.extend", "Container.offsetGet"),
                     ("Container.extend", "Container.offsetSet"),
                     ("Container.extend", "Container.offsetUnset")}


def test_a_rust_module_s_test_module_calls_nothing_for_it() -> None:
    """ordered-float's `mod impl_rand { … #[cfg(test)] mod tests { … NotNan::new(…) … } }`:
    the module's page "called" `NotNan.new` and `NotNan.into_inner`, from its tests alone."""
    found = edges({
        "src/lib.rs": "pub struct NotNan(f64);\n\nimpl NotNan {\n"
                      "    pub fn new(v: f64) -> NotNan { NotNan(v) }\n"
                      "    pub fn get(&self) -> f64 { self.0 }\n}\n\n"
                      "mod impl_rand {\n    use super::NotNan;\n\n"
                      "    pub fn sample() -> f64 { 1.0 }\n\n"
                      "    #[cfg(test)]\n    mod tests {\n        use super::*;\n\n"
                      "        #[test]\n        fn made() { NotNan::new(2.0).get(); }\n    }\n}\n",
    })
    assert found == {("NotNan.new", "NotNan")}


def test_a_python_module_s_name_for_a_method_of_its_instance_is_that_method() -> None:
    """PyJWT's `api_jws.py` ends `_jws_global_obj = PyJWS()` and `encode =
    _jws_global_obj.encode`: `api_jws.encode(…)` in `api_jwt.py` linked nothing, and
    `PyJWS.encode` showed no caller from the JWT layer."""
    filler = "".join(f"    def f{i}(self):\n        return {i}\n\n" for i in range(80))
    found = edges({
        "jwt/api_jws.py": "class PyJWS:\n    def encode(self, payload):\n        return payload\n\n"
                          + filler + "\n_jws_global_obj = PyJWS()\n"
                          "encode = _jws_global_obj.encode\n",
        "jwt/api_jwt.py": "from . import api_jws\n\n\n"
                          "def make(payload):\n    return api_jws.encode(payload)\n",
    })
    assert found == {("make", "PyJWS.encode")}


def test_a_rust_macro_of_the_file_is_called_by_name_bang() -> None:
    """siphasher's `c_rounds` and `d_rounds` do all their work in `compress!(state)`, a
    `macro_rules!` of the file: no page linked the macro; `write!(f, …)`, Rust's own, calls no
    `write` of the file."""
    found = edges({
        "src/sip.rs": "macro_rules! compress {\n    ($s:expr) => {{ $s.v0 += 1; }};\n}\n\n"
                      "pub struct State { v0: u64 }\n\n"
                      "pub fn c_rounds(state: &mut State) {\n    compress!(state);\n}\n\n"
                      "pub fn write(x: u64) -> u64 { x }\n\n"
                      "pub fn show(f: &mut String) {\n    write!(f, \"{}\", 1).unwrap();\n}\n",
    })
    assert found == {("c_rounds", "compress")}


def test_a_python_local_given_self_calls_its_methods() -> None:
    """rfc3986's `resolve_with`: `resolving = self`, then five `resolving.copy_with(…)`, none
    of them linked."""
    filler = "".join(f"    def f{i}(self):\n        return {i}\n\n" for i in range(80))
    found = edges({
        "rfc3986/mixin.py": "class URIMixin:\n    def copy_with(self, **parts):\n"
                            "        return self\n\n" + filler +
                            "    def resolve_with(self, base):\n        resolving = self\n"
                            "        return resolving.copy_with(scheme=base)\n",
    })
    assert found == {("URIMixin.resolve_with", "URIMixin.copy_with")}


def test_a_python_instance_called_runs_its_class_s_call_method() -> None:
    """tldextract's CLI makes `tld_extract = TLDExtract(…)`, then `tld_extract(i)` for each
    input: its main work, unlinked."""
    filler = "".join(f"    def f{i}(self):\n        return {i}\n\n" for i in range(80))
    found = edges({
        "tldextract/extract.py": "class TLDExtract:\n    def __call__(self, url):\n"
                                 "        return url\n\n" + filler,
        "tldextract/cli.py": "from .extract import TLDExtract\n\n\ndef main(urls):\n"
                             "    tld_extract = TLDExtract()\n    for url in urls:\n"
                             "        print(tld_extract(url))\n",
    })
    assert ("main", "TLDExtract.__call__") in found


def test_a_php_local_typed_by_an_inline_var_tag_calls_its_class_s_methods() -> None:
    """fast-route's `simpleDispatcher` makes its collector from a class named in an option,
    `/** @var RouteCollector $routeCollector */` over it: `$routeCollector->getData()` linked
    nothing, and `RouteCollector::getData` showed no caller."""
    found = edges({
        "src/RouteCollector.php": "<?php\nnamespace FastRoute;\n\nclass RouteCollector\n{\n"
                                  "    public function getData()\n    {\n        return [];\n"
                                  "    }\n}\n",
        "src/functions.php": "<?php\nnamespace FastRoute;\n\nfunction simpleDispatcher($options)\n"
                             "{\n    /** @var RouteCollector $routeCollector */\n"
                             "    $routeCollector = new $options['routeCollector']();\n"
                             "    return $routeCollector->getData();\n}\n",
    })
    assert found == {("simpleDispatcher", "RouteCollector.getData")}


def test_a_ruby_method_reaches_its_class_through_self_class_and_a_bare_new() -> None:
    """semverse's `Constraint#initialize` calls `self.class.split(constraint)`, and its class
    method `coerce` makes one with a bare `new(object)`: neither was linked."""
    filler = "".join(f"  def f{i}\n    {i}\n  end\n\n" for i in range(80))
    found = edges({
        "lib/semverse/constraint.rb": "class Constraint\n  class << self\n    def coerce(o)\n"
                                      "      new(o)\n    end\n\n    def split(s)\n      s\n"
                                      "    end\n  end\n\n  def initialize(c)\n"
                                      "    @op = self.class.split(c)\n  end\n\n" + filler
                                      + "end\n",
    })
    assert found == {("Constraint.coerce", "Constraint"),
                     ("Constraint.initialize", "Constraint.split")}


def test_a_javascript_function_bound_to_a_member_too_is_called_through_it() -> None:
    """accounting.js' `var unformat = lib.unformat = lib.parse = function (value) {…}`, called
    as `lib.unformat(value)` in `toFixed`: `unformat` showed no caller from it."""
    found = edges({
        "accounting.js": "var lib = {};\n\nvar unformat = lib.unformat = lib.parse = "
                         "function (value) {\n  return value;\n};\n\n"
                         "var toFixed = lib.toFixed = function (value, precision) {\n"
                         "  return lib.unformat(value).toFixed(precision);\n};\n\n"
                         "function parseAll(values) {\n  return lib.parse(values[0]);\n}\n",
    })
    assert found == {("toFixed", "unformat"), ("parseAll", "unformat")}


def test_a_php_call_through_this_reaches_the_trait_before_the_interface() -> None:
    """illuminate's `Collection` implements `Enumerable` and uses `EnumeratesValues`: its
    `$this->when(…)` ran the trait's method, yet linked the interface's declaration."""
    interface = ("<?php\n\nnamespace C;\n\n/** Enumerable. */\ninterface Enumerable\n{\n"
                 "    /** Apply the callback if the value is truthy. */\n"
                 "    public function when($value);\n}\n")
    trait = ("<?php\n\nnamespace C\\Traits;\n\n/** Values. */\ntrait EnumeratesValues\n{\n"
             "    /** Apply the callback if the value is truthy. */\n"
             "    public function when($value) { return $this; }\n}\n")
    collection = ("<?php\n\nnamespace C;\n\nuse C\\Traits\\EnumeratesValues;\n\n"
                  "/** A collection. */\nclass Collection implements Enumerable\n{\n"
                  "    use EnumeratesValues;\n\n"
                  "    /** The only item. */\n    public function sole($key)\n    {\n"
                  "        return $this->when($key);\n    }\n}\n")
    assert edges({"Enumerable.php": interface, "Traits/EnumeratesValues.php": trait,
                  "Collection.php": collection}) == {("Collection", "EnumeratesValues.when")}


def test_an_untyped_python_parameter_named_for_a_class_calls_its_methods() -> None:
    """huey's `TaskWrapper.__init__(self, huey, func)` keeps `self.huey = huey` and calls
    `self.huey.enqueue(…)`; marshmallow's `_call_and_store(getter_func, data, *, field_name,
    error_store)` calls `error_store.store_error(…)`: a parameter named as a class the file
    reaches, lower-cased, holds one (none of such calls was linked); a name no class has links
    nothing."""
    filler = "".join(f"    def f{i}(self):\n        return {i}\n\n" for i in range(80))
    found = edges({
        "huey/api.py": "class Huey:\n    def enqueue(self, task):\n        return task\n\n"
                       "    def flush_locks(self):\n        return 1\n\n" + filler
                       + "\n\nclass ErrorStore:\n    def store_error(self, error):\n"
                       "        return error\n\n\n"
                       "class TaskWrapper:\n    def __init__(self, huey, worker):\n"
                       "        self.huey = huey\n        self.worker = worker\n\n"
                       "    def flush(self):\n        return self.huey.flush_locks()\n\n"
                       "    def run(self, task):\n        self.worker.enqueue(task)\n"
                       "        return self.huey.enqueue(task)\n\n\n"
                       "def call_and_store(getter, *, error_store):\n"
                       "    error_store.store_error(getter())\n\n\n"
                       "def rebuild(worker, data):\n    worker.flush_locks()\n"
                       "    return data\n",
    })
    assert ("TaskWrapper", "Huey.flush_locks") in found
    assert ("TaskWrapper", "Huey.enqueue") in found
    assert ("call_and_store", "ErrorStore.store_error") in found
    assert not any(caller == "rebuild" for caller, _ in found)


def test_a_python_field_made_through_a_module_alias_calls_its_class_s_methods() -> None:
    """huey's `self._signal = S.Signal()` (`from huey import signals as S`), then
    `self._signal.connect(…)`: the field's class is the module's `Signal`."""
    filler = "".join(f"    def f{i}(self):\n        return {i}\n\n" for i in range(80))
    found = edges({
        "huey/__init__.py": "",
        "huey/signals.py": "class Signal:\n    def connect(self, receiver):\n"
                           "        return receiver\n",
        "huey/api.py": "from huey import signals as S\n\n\nclass Huey:\n"
                       "    def __init__(self):\n        self._signal = S.Signal()\n\n"
                       "    def signal(self, fn):\n        self._signal.connect(fn)\n"
                       "        return fn\n\n" + filler,
    })
    assert ("Huey.signal", "Signal.connect") in found

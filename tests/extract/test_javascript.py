"""JavaScript/TypeScript extraction: declarations, CommonJS forms, TS types, docs and ranges."""

from __future__ import annotations

import textwrap
import time

import pytest

from rk_action.extract import extract_file
from rk_action.extract.javascript import _separate_call_signatures, extract
from rk_action.model import Entity, Param


def _entities(source: str, text: str) -> dict[str, Entity]:
    found = extract(source, textwrap.dedent(text).lstrip("\n"))
    by_symbol = {e.symbol: e for e in found}
    assert len(by_symbol) == len(found), "duplicate symbols"
    return by_symbol


def _summary(source: str, text: str) -> list[tuple[str, str, int, int]]:
    found = extract_file(source, textwrap.dedent(text).lstrip("\n"))
    return [(e.kind, e.symbol, e.start_line, e.end_line) for e in found]


def test_function_declarations_in_every_export_form() -> None:
    found = _entities(
        "src/auth/validate-token.ts",
        """
        /**
         * Validate a JWT token.
         * @param token the raw token
         */
        export async function validateToken(token: string, leeway = 30): Promise<boolean> {
          return true;
        }

        export default function () {
          return 1;
        }

        function* ids(): Generator<number> {}
        """,
    )
    validate = found["validateToken"]
    assert (validate.kind, validate.start_line, validate.end_line) == ("function", 5, 7)
    assert validate.doc == "Validate a JWT token.\n@param token the raw token"
    assert validate.code.startswith("export async function validateToken(")
    assert validate.signature == (
        "export async function validateToken(token: string, leeway = 30): Promise<boolean>"
    )
    assert validate.params == (Param("token", "string"), Param("leeway", "", "30"))
    assert validate.returns == "Promise<boolean>"
    assert validate.decorators == ("async",)
    assert validate.language == "typescript"
    # an anonymous default export is named after the file stem
    assert found["validate-token"].start_line == 9
    assert found["ids"].returns == "Generator<number>"


def test_functions_bound_to_variables() -> None:
    found = _entities(
        "lib/util.mjs",
        """
        // Add two numbers.
        export const add = (a, b = 1) => a + b;
        let handler = async function named({ req, res }, [first], ...rest) {};
        var square = x => x * x;
        const notAFunction = 42, twice = (n) => n * 2;
        """,
    )
    assert set(found) == {"add", "handler", "square", "twice"}
    assert found["add"].doc == "Add two numbers."
    assert found["add"].signature == "export const add = (a, b = 1) =>"
    assert found["handler"].params == (Param("{ req, res }"), Param("[first]"), Param("rest"))
    assert found["handler"].decorators == ("async",)
    assert found["square"].params == (Param("x"),)
    assert found["twice"].signature == "twice = (n) =>"
    assert all(e.language == "javascript" and e.kind == "function" for e in found.values())


def test_class_members() -> None:
    found = _entities(
        "src/session.js",
        """
        /** A user session. */
        export default class Session extends Base {
          static count = 0;
          /** Make one. */
          constructor(user) { super(); this.user = user; }
          get name() { return this.user; }
          static create(user) { return new Session(user); }
          async *events() {}
          onClick = (event) => { this.clicked = event; };
          #secret() {}
          'quoted'() {}
        }
        const Anonymous = class { run() {} };
        """,
    )
    session = found["Session"]
    assert (session.kind, session.start_line, session.end_line, session.bases) == (
        "class",
        2,
        12,
        ("Base",),
    )
    assert session.doc == "A user session."
    assert session.signature == "export default class Session extends Base"
    methods = {e.name: e for e in found.values() if e.parent == "Session"}
    assert set(methods) == {
        "constructor",
        "name",
        "create",
        "events",
        "onClick",
        "#secret",
        "quoted",
    }
    assert all(e.kind == "method" and e.symbol == f"Session.{e.name}" for e in methods.values())
    assert methods["constructor"].doc == "Make one."
    assert methods["create"].decorators == ("static",)
    assert methods["events"].decorators == ("async",)
    assert methods["onClick"].params == (Param("event"),)
    assert found["Anonymous"].kind == "class"
    assert found["Anonymous.run"].parent == "Anonymous"


def test_getter_and_setter_both_kept() -> None:
    found = extract("a.js", "class A {\n  get x() { return 1; }\n  set x(v) {}\n}\n")
    accessors = [(e.symbol, e.decorators, e.start_line) for e in found if e.kind == "method"]
    assert accessors == [("A.x", ("get",), 2), ("A.x", ("set",), 3)]


def test_typescript_decorators_modifiers_and_ranges() -> None:
    found = _entities(
        "src/app.component.ts",
        """
        /** The root component. */
        @Component({
          selector: 'app-root',
        })
        export class AppComponent implements OnInit, OnDestroy {
          /** Reacts to clicks. */
          @HostListener('click', ['$event'])
          @Throttle(100)
          protected static async onClick(this: AppComponent, event?: MouseEvent): Promise<void> {}

          private readonly handler = (value: string): number => value.length;
        }
        """,
    )
    component = found["AppComponent"]
    assert (component.start_line, component.end_line) == (2, 12)
    assert component.decorators == ("@Component({ selector: 'app-root', })",)
    assert component.bases == ("OnInit", "OnDestroy")
    assert component.doc == "The root component."
    assert component.signature == "export class AppComponent implements OnInit, OnDestroy"
    click = found["AppComponent.onClick"]
    assert (click.start_line, click.end_line, click.doc) == (7, 9, "Reacts to clicks.")
    assert click.decorators == (
        "@HostListener('click', ['$event'])",
        "@Throttle(100)",
        "protected",
        "static",
        "async",
    )
    assert click.params == (Param("event", "MouseEvent"),)
    assert click.returns == "Promise<void>"
    assert click.signature.startswith("protected static async onClick(")
    handler = found["AppComponent.handler"]
    assert handler.kind == "method"
    assert handler.decorators == ("private", "readonly")
    assert handler.returns == "number"


def test_javascript_decorators_are_children_of_the_member() -> None:
    found = _entities("a.js", "@sealed\nclass A {\n  @bound\n  run() {}\n}\n")
    assert found["A"].decorators == ("@sealed",)
    assert (found["A.run"].decorators, found["A.run"].start_line) == (("@bound",), 3)


def test_interfaces_enums_abstract_classes_and_namespaces() -> None:
    found = _entities(
        "src/shapes.ts",
        """
        export interface Shape<T> extends Base<T>, Named {
          area(): number;
          /** Scale it. */
          scale(by: number): Shape<T>;
          scale(x: number, y: number): Shape<T>;
          readonly sides: number;
          new (size: number): Shape<T>;
        }
        export enum Color { Red, Green }
        export abstract class Polygon {
          abstract area(): number;
          describe(): string { return ''; }
        }
        export namespace Geometry {
          export function distance(a: Point, b: Point): number { return 0; }
        }
        declare function ambient(x: number): void;
        """,
    )
    shape = found["Shape"]
    assert (shape.kind, shape.bases, shape.end_line) == ("class", ("Base<T>", "Named"), 8)
    scale = found["Shape.scale"]  # the two signatures are one entity
    assert (scale.kind, scale.start_line, scale.end_line, scale.doc) == (
        "method",
        4,
        5,
        "Scale it.",
    )
    assert found["Shape.area"].returns == "number"
    assert found["Shape.new"].params == (Param("size", "number"),)
    assert "Shape.sides" not in found
    assert found["Color"].kind == "class"
    assert found["Polygon"].decorators == ("abstract",)
    assert found["Polygon.area"].decorators == ("abstract",)
    assert found["Polygon.describe"].returns == "string"
    assert found["Geometry"].kind == "class"
    distance = found["Geometry.distance"]
    assert (distance.kind, distance.parent, distance.name) == ("function", "Geometry", "distance")
    assert "ambient" not in found


def test_ambient_blocks_keep_their_types_but_not_their_stubs() -> None:
    found = _entities(
        "src/globals.ts",
        """
        declare global {
          interface Window { boot(): void }
        }
        declare module 'express' {
          export function helper(): void;
          interface Request { user?: string }
        }
        """,
    )
    assert set(found) == {"Window", "Window.boot", "express", "express.Request"}
    # exported too (Effect's `export declare namespace Brand`, which holds its types)
    found = _entities("src/Brand.ts", """
        export declare namespace Brand {
          /** Represents a list of refinement errors. */
          export interface BrandErrors extends Array<RefinementError> {}
          export function helper(): void;
        }
        """)
    assert set(found) == {"Brand", "Brand.BrandErrors"}
    assert found["Brand.BrandErrors"].doc == "Represents a list of refinement errors."


def test_overload_signatures_belong_to_the_implementation() -> None:
    found = _entities(
        "src/map.ts",
        """
        import { x } from './x';

        export function map<T, R>(project: (value: T) => R): OperatorFunction<T, R>;
        /** @deprecated Use a closure. */
        export function map<T, R, A>(project: (value: T) => R, thisArg: A): OperatorFunction<T, R>;

        /**
         * Applies `project` to each value.
         */
        export function map<T, R>(project: (value: T) => R, thisArg?: any): OperatorFunction<T, R> {
          return null!;
        }

        class Box {
          /** Put a string. */
          put(value: string): void;
          put(value: number): void;
          put(value: unknown): void {}

          /** Create a box from any value. */
          static of(value: string): Box;
          // Then the implementation signature is simply the same as the last two.
          static of(value: unknown): Box {
            return new Box();
          }
        }

        // v8 ignore start
        export function unreachable(): never {
          throw new Error('x');
        }

        // ts-prune-ignore-next
        export function experimental_hook(): void {}
        """,
    )
    # a `//` note on the implementation is no doc where its overloads have one (true-myth's
    # `MaybeImpl.of`); a coverage tool's pragma is none at all
    assert found["Box.of"].doc == "Create a box from any value."
    assert found["unreachable"].doc == ""
    assert found["experimental_hook"].doc == ""  # @trpc/next's read "Ts-prune-ignore-next"
    mapping = found["map"]
    assert (mapping.start_line, mapping.end_line) == (3, 12)
    assert mapping.doc == "Applies `project` to each value."
    assert mapping.code.splitlines()[0].endswith("OperatorFunction<T, R>;")
    # the typed API, as typedoc shows it: the overloads not deprecated, not the
    # implementation's `thisArg?: any` (MobX's `when` showed `(predicate: any, arg1?: any,
    # arg2?: any): any`); the parameters of the one that takes most
    assert mapping.signature == (
        "export function map<T, R>(project: (value: T) => R): OperatorFunction<T, R>")
    assert mapping.params == (Param("project", "(value: T) => R"),)
    assert mapping.returns == "OperatorFunction<T, R>"
    put = found["Box.put"]  # no JSDoc on the implementation: the first overload's doc
    assert (put.start_line, put.end_line, put.doc) == (16, 18, "Put a string.")
    assert put.signature == "put(value: string): void\nput(value: number): void"
    assert put.params == (Param("value", "string"),)


def test_commonjs_and_prototype_assignments() -> None:
    found = _entities(
        "lib/response.js",
        """
        'use strict';

        /**
         * Send a response.
         *
         * @public
         */

        res.send = function send(body) {
          return this;
        };

        app.handle = function(req, res, callback) {};
        Layer.prototype.match = function match(path) {};
        View.prototype = {
          lookup(name) {},
          render: function (options, callback) {},
        };
        exports.compileETag = function(val) {};
        module.exports.isAbsolute = (path) => true;
        exports.VERSION = '1.0';
        exports.Router = class {};
        $.fn.tooltip = function (options) {};
        legacy = function () {};
        this.ignored = function () {};
        """,
    )
    send = found["res.send"]
    assert (send.kind, send.name, send.parent, send.start_line) == ("method", "send", "res", 9)
    assert send.doc == "Send a response.\n\n@public"  # express leaves a blank line under it
    assert send.signature == "res.send = function send(body)"
    assert found["app.handle"].params == (Param("req"), Param("res"), Param("callback"))
    match = found["Layer.match"]
    assert (match.kind, match.parent, match.name) == ("method", "Layer", "match")
    assert found["View.lookup"].parent == "View"
    assert found["View.render"].kind == "method"
    for name in ("compileETag", "isAbsolute"):
        assert (found[name].kind, found[name].parent) == ("function", "")
    assert "VERSION" not in found and "ignored" not in found
    assert (found["Router"].kind, found["Router"].parent) == ("class", "")
    assert (found["$.fn.tooltip"].parent, found["$.fn.tooltip"].name) == ("$.fn", "tooltip")
    assert found["legacy"].kind == "function"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("module.exports = function query(options) {};", "query"),
        ("module.exports = function (options) {};", "query-parser"),
        ("module.exports = exports = (a) => a;", "query-parser"),
        ("module.exports = class Parser {};", "Parser"),
        ("var proto = module.exports = function (options) {};", "proto"),
        ("exports.default = function (options) {};\nmodule.exports = exports.default;",
         "query-parser"),
        ("exports.default = function parse(options) {};", "parse"),
        ("module.exports.default = class {};", "query-parser"),
    ],
)
def test_module_exports_are_named_after_themselves_or_the_file(text: str, expected: str) -> None:
    found = extract("lib/middleware/query-parser.js", text)
    assert [(e.name, e.symbol, e.parent) for e in found] == [(expected, expected, "")]


def test_babel_default_export_of_a_made_function_takes_the_files_name() -> None:
    """Babel writes `export default consoleFunc('log')` as `exports.default = (0, _consoleFunc2.
    default)('log');` (caolan/async's `log.js`, `dir.js`, `applyEach.js`): their pages were
    named `default`, as was every anonymous `exports.default = function`."""
    text = (
        '"use strict";\n\nObject.defineProperty(exports, "__esModule", {\n    value: true\n});\n\n'
        "/**\n * Logs the result of an `async` function to the `console`.\n *\n"
        " * @param {AsyncFunction} function - The function you want to eventually apply\n */\n"
        "exports.default = (0, _consoleFunc2.default)('log');\n"
        "module.exports = exports.default;\n")
    found = extract("lib/log.js", text)
    assert [(e.name, e.symbol, e.kind) for e in found] == [("log", "log", "function")]


def test_babel_default_export_keeps_default_beside_a_function_of_the_files_name() -> None:
    text = ("function queue(worker) { return worker; }\n"
            "exports.default = function (worker, concurrency) { return queue(worker); };\n")
    found = extract("lib/queue.js", text)
    assert [(e.symbol, e.start_line) for e in found] == [("queue", 1), ("default", 2)]


def test_module_exports_object_literal() -> None:
    found = _entities(
        "lib/index.js",
        "module.exports = {\n  a() {},\n  b: function () {},\n  'c': () => 1,\n  d: 5,\n  e,\n};\n",
    )
    assert {(e.symbol, e.kind, e.start_line) for e in found.values()} == {
        ("a", "function", 2),
        ("b", "function", 3),
        ("c", "function", 4),
    }


def test_functions_of_an_object_inside_an_object_literal_are_its_methods() -> None:
    """qs' `formats.js` exports its two encoders inside `formatters`: they had no page."""
    found = _entities(
        "lib/formats.js",
        "module.exports = {\n  'default': 'RFC3986',\n  formatters: {\n"
        "    RFC1738: function (value) { return value; },\n    RFC3986: (value) => value,\n"
        "    plain: { keep() {} },\n  },\n  RFC1738: 'RFC1738',\n};\n"
        "var api = { helpers: { slug(text) { return text; } } };\n"
        "const Proto = { [TypeId]: { _A: (_) => _ } };\n",
    )
    assert {(e.symbol, e.kind, e.parent, e.start_line) for e in found.values()} == {
        ("formatters.RFC1738", "method", "formatters", 4),
        ("formatters.RFC3986", "method", "formatters", 5),
        ("formatters.plain.keep", "method", "formatters.plain", 6),
        ("api.helpers.slug", "method", "api.helpers", 10)}


def test_an_exported_object_using_this_is_named_after_its_file() -> None:
    """koa's `request.js` and `response.js` export one object literal whose getters, setters
    and methods read `this`: the methods of `ctx.request`, not 75 functions of no class (three
    pages named `header`); `this.get()` then resolves to `request.get`."""
    found = _entities(
        "lib/request.js",
        "module.exports = {\n  get header() { return this.req.headers; },\n"
        "  get(field) { return this.header[field]; },\n  is(type) { return typeis(this); },\n"
        "};\n",
    )
    assert {(e.symbol, e.kind, e.parent) for e in found.values()} == {
        ("request.header", "method", "request"), ("request.get", "method", "request"),
        ("request.is", "method", "request")}


def test_object_literal_methods_belong_to_the_variable() -> None:
    found = _entities(
        "src/api.ts",
        "export const api = {\n  get(id: string): Item { return x; },\n  size: 3,\n} as const;\n",
    )
    assert list(found) == ["api.get"]
    assert (found["api.get"].kind, found["api.get"].parent) == ("method", "api")


def test_nested_functions_and_callbacks_get_no_entity() -> None:
    found = _entities(
        "lib/router.js",
        """
        function outer() {
          function inner() {}
          const arrow = () => {};
          class Local {}
        }
        Object.keys(app).forEach(function (method) {
          app[method] = function () {};
        });
        items.map((item) => item.id);
        """,
    )
    assert list(found) == ["outer"]  # a loop over an unknown list defines no family
    assert found["outer"].end_line == 5


def test_named_function_handed_to_a_top_level_call() -> None:
    found = _entities(
        "lib/request.js",
        """
        /**
         * Return the protocol string.
         */

        defineGetter(req, 'protocol', function protocol() {
          return 'http';
        });

        defineGetter(req, 'host', deprecate.function(function host() {}, 'use hostname'));
        """,
    )
    protocol = found["req.protocol"]  # named after what it defines (tests/extract/test_jsdefs.py)
    assert (protocol.kind, protocol.start_line, protocol.end_line) == ("method", 5, 7)
    assert protocol.doc == "Return the protocol string."
    assert found["req.host"].start_line == 9
    found = _entities("lib/boot.js", "register(app, 'x', function setup() {});\n")
    assert (found["setup"].kind, found["setup"].start_line) == ("function", 1)


def test_iife_and_umd_bodies_are_module_level() -> None:
    found = _entities(
        "dist/lib.js",
        """
        ;(function () {
          function helper() {}
        }.call(this));
        !function () { function bang() {} }();
        (function (root, factory) {
          root.lib = factory();
        })(this, function () {
          function api() {}
          return { api: api };
        });
        var Widget = (function () {
          function Widget() {}
          Widget.prototype.draw = function () {};
          return Widget;
        }());
        """,
    )
    assert set(found) == {"helper", "bang", "api", "Widget", "Widget.draw"}


def test_a_umd_factory_in_parentheses_is_module_level() -> None:
    """Rollup's UMD bundle passes its factory in parentheses, `})(this, (function (exports) {
    'use strict'; … }));`: superstruct's `dist/index.cjs` gave no entity at all."""
    found = _entities(
        "index.js",
        """
        (function (global, factory) {
          typeof exports === 'object' ? factory(exports) : factory(global.Superstruct = {});
        })(this, (function (exports) { 'use strict';
          function assert(value, struct, message) {
            return struct;
          }
          exports.assert = assert;
        }));
        """,
    )
    assert set(found) == {"assert"}


def test_methods_set_on_a_variable_holding_a_prototype_are_its_constructor_s() -> None:
    """Babel compiles a class to `var _proto = Dayjs.prototype; _proto.add = function …`:
    dayjs' methods were `_proto.add`, and its `Duration`'s `_proto.add` too. A plugin's
    `proto = c.prototype` names a parameter, no constructor: it stays `proto`."""
    found = _entities(
        "esm/index.js",
        """
        var Dayjs = /*#__PURE__*/function () {
          function Dayjs(cfg) {
            this.parse(cfg);
          }
          var _proto = Dayjs.prototype;
          _proto.parse = function parse(cfg) {};
          _proto.isValid = function isValid() {};
          return Dayjs;
        }();
        var Duration = /*#__PURE__*/function () {
          function Duration(input) {}
          var _proto = Duration.prototype;
          _proto.add = function add(input) {};
          return Duration;
        }();
        var _proto = {};
        _proto.loose = function () {};
        export default (function (o, c, d) {
          var proto = c.prototype;
          proto.fromNow = function (input) {};
        });
        """,
    )
    assert set(found) == {"Dayjs", "Dayjs.parse", "Dayjs.isValid", "Duration", "Duration.add",
                          "_proto.loose", "proto.fromNow"}
    assert (found["Dayjs.parse"].kind, found["Dayjs.parse"].parent) == ("method", "Dayjs")


def test_a_function_knows_the_other_names_its_object_gives_it() -> None:
    """`Emitter.prototype.removeListener = Emitter.prototype.off`, `proto.unbind = proto.off`,
    `exports.escape = escapeHtml`: other names of one function, which its page says."""
    found = _entities(
        "index.js",
        """
        function Emitter() {}
        /** Remove a listener. */
        Emitter.prototype.off = function (ev, fn) {};
        Emitter.prototype.removeListener = Emitter.prototype.off;
        var proto = Emitter.prototype;
        proto.unbind = proto.off;
        /** Escape HTML. */
        function escapeHtml(s) { return s; }
        exports.escape = escapeHtml;
        exports.escapeHtml = escapeHtml;
        exports.other = elsewhere.off;
        /** The HTML. */
        Emitter.prototype.toString = Emitter.prototype.toHTML = function () {};
        """,
    )
    assert found["Emitter.off"].aliases == ("removeListener", "unbind")
    assert found["Emitter.toString"].aliases == ("toHTML",)  # handlebars' SafeString
    exported = {e.symbol: e.aliases for e in extract_file("lib/buffer-util.js", (
        "/** Masks a buffer. */\nfunction _mask(source, mask) {}\nfunction toBuffer(data) {}\n"
        "module.exports = {\n  mask: _mask,\n  toBuffer\n};\n"))}
    assert exported == {"_mask": ("mask",), "toBuffer": ()}  # ws exports `_mask` as `mask`
    assert found["escapeHtml"].aliases == ("escape",)
    assert found["Emitter"].aliases == ()


def test_a_doc_s_first_paragraph_that_only_names_it_is_a_title() -> None:
    """handlebars' compiler documents its methods `// [appendEscaped]`, a blank line, then
    what they do: the bracketed name was the one-liner of 20 of them."""
    found = {e.symbol: e for e in extract_file("lib/compiler.js", textwrap.dedent(
        """
        var JSC = {
          // [appendEscaped]
          //
          // Escape `value` and append it to the buffer
          appendEscaped: function() {},
        };
        /**
         * foo:
         *
         * Does foo.
         */
        function foo() {}
        /**
         * Returns foo.
         *
         * More.
         */
        function bar() {}
        """))}
    assert found["JSC.appendEscaped"].doc == "Escape `value` and append it to the buffer"
    assert found["foo"].doc == "Does foo."
    assert found["bar"].doc == "Returns foo.\n\nMore."


def test_react_components_in_jsx_and_tsx() -> None:
    found = _entities(
        "src/Button.tsx",
        """
        type Props = { label: string };

        /** A button. */
        export function Button({ label }: Props): JSX.Element {
          return <button>{label}</button>;
        }

        export const Icon = React.forwardRef<HTMLSpanElement, Props>((props, ref) => (
          <span ref={ref}>{props.label}</span>
        ));

        export const Memo = memo(function Memo() { return <div />; });
        """,
    )
    assert set(found) == {"Button", "Icon", "Memo"}
    button = found["Button"]
    assert (button.language, button.params) == ("typescript", (Param("{ label }", "Props"),))
    assert button.returns == "JSX.Element"
    assert found["Icon"].params == (Param("props"), Param("ref"))
    jsx = extract("src/App.jsx", "export default () => {\n  return <div className='x' />;\n};\n")
    assert [(e.name, e.end_line, e.language) for e in jsx] == [("App", 3, "javascript")]


def test_a_documented_type_alias_is_a_type_of_the_api() -> None:
    """rxjs documents 17 of its type aliases (`ObservableInput`, `ObservedValueOf`), types of
    its API as its interfaces are: they had no page. An undocumented alias still has none."""
    found = _entities(
        "src/internal/types.ts",
        """
        /**
         * Valid types that can be converted to observables.
         */
        export type ObservableInput<T> =
          | Observable<T>
          | InteropObservable<T>
          | AsyncIterable<T>
          | PromiseLike<T>
          | ArrayLike<T>
          | Iterable<T>
          | ReadableStreamLike<T>;

        /** Extracts the type from an `ObservableInput<any>`. */
        export type ObservedValueOf<O> = O extends ObservableInput<infer T> ? T : never;

        export type Falsy = null | undefined | false | 0;
        """,
    )
    assert sorted(found) == ["ObservableInput", "ObservedValueOf"]
    alias = found["ObservableInput"]
    assert (alias.kind, alias.start_line, alias.end_line) == ("class", 4, 11)
    assert alias.signature == "export type ObservableInput<T>"  # its type is long: the code
    assert alias.doc == "Valid types that can be converted to observables."
    assert found["ObservedValueOf"].signature == (
        "export type ObservedValueOf<O> = O extends ObservableInput<infer T> ? T : never")


def test_a_documented_name_bound_to_a_wrapped_function_is_that_function() -> None:
    """lodash defines 59 of its public functions as `var difference = baseRest(function(array,
    values) {…})` under their JSDoc, and rxjs its error classes as `export const EmptyError =
    createErrorClass((_super) => …)`: none had a page. A documented name bound to a call that
    is handed one function is that function; undocumented, or documented as a value
    (`/** @type {T} */`), or handed two functions, it is none."""
    found = _entities(
        "difference.js",
        """
        /**
         * Creates an array of `array` values not included in the other given arrays.
         *
         * @param {Array} array The array to inspect.
         * @returns {Array} Returns the new array of filtered values.
         */
        var difference = baseRest(function(array, values) {
          return baseDifference(array, values);
        });

        var debounced = debounce(function() { save(); }, 100);

        /** @type {Function} */
        var handler = wrap(function(a) { return a; });

        /** Either of two ways. */
        var either = choose(function(a) { return a; }, function(b) { return b; });
        """,
    )
    assert sorted(found) == ["difference"]
    difference = found["difference"]
    assert (difference.start_line, difference.end_line, difference.kind) == (7, 9, "function")
    assert difference.signature == "var difference = baseRest(function(array, values)"
    assert difference.params == (Param("array"), Param("values"))
    assert difference.doc.startswith("Creates an array of `array` values not included")
    found = _entities(
        "src/internal/util/EmptyError.ts",
        """
        /** An error thrown when a sequence was queried but has no elements. */
        export const EmptyError: EmptyErrorCtor = createErrorClass((_super) =>
          function EmptyErrorImpl(this: any) { _super(this); });
        """,
    )
    assert list(found) == ["EmptyError"]
    assert found["EmptyError"].doc == (
        "An error thrown when a sequence was queried but has no elements.")


@pytest.mark.parametrize(
    ("source", "language"),
    [
        ("a.js", "javascript"),
        ("a.mjs", "javascript"),
        ("a.cjs", "javascript"),
        ("a.jsx", "javascript"),
        ("a.ts", "typescript"),
        ("a.mts", "typescript"),
        ("a.cts", "typescript"),
        ("a.tsx", "typescript"),
    ],
)
def test_language_by_extension(source: str, language: str) -> None:
    (entity,) = extract(source, "function f(a) { return a; }\n")
    assert (entity.language, entity.source, entity.params) == (language, source, (Param("a"),))


def test_docs_skip_directives_trailing_comments_and_file_headers() -> None:
    found = _entities(
        "src/x.ts",
        """
        /** @license MIT */

        export function first() {}
        const y = 1; // about y
        function second() {}
        /** Third. */
        // eslint-disable-next-line no-console
        function third() {}
        // Fourth,
        // in two lines.
        function fourth() {}
        /* plain block */

        function fifth() {}
        /*#__PURE__*/
        export function sixth() {}
        /* @__NO_SIDE_EFFECTS__ */
        function seventh() {}
        """,
    )
    assert {name: e.doc for name, e in found.items()} == {
        "first": "",
        "second": "",
        "third": "Third.",
        "fourth": "Fourth,\nin two lines.",
        "fifth": "",
        "sixth": "",  # a bundler's annotation (immer's), as a linter's directive, is no doc
        "seventh": "",
    }


def test_code_is_the_exact_lines_and_entities_are_sorted() -> None:
    text = "/** Doc. */\nexport class A {\n  m() {}\n}\n\nexport const f = () =>\n  1;\n"
    assert _summary("src/a.ts", text) == [
        ("class", "A", 2, 4),
        ("method", "A.m", 3, 3),
        ("function", "f", 6, 7),
    ]
    for entity in extract("src/a.ts", text):
        lines = text.split("\n")[entity.start_line - 1 : entity.end_line]
        assert entity.code == "\n".join(lines)


def test_syntax_errors_do_not_hide_the_rest() -> None:
    text = (
        "function flow(a: number): string {}\n}}) ;\nclass A { m() {} ]] }\nfunction later() {}\n"
    )
    assert set(_entities("src/broken.js", text)) == {"flow", "A", "A.m", "later"}


def test_generic_call_signatures_without_semicolons_do_not_hide_the_rest() -> None:
    """MobX writes no semicolons: in `IActionFactory` the grammar read `…): T` and the next line's
    `<T extends …>(…)` as one expression, and lost the rest of `action.ts` (`runInAction`)."""
    text = """
        export interface IActionFactory extends Annotation, PropertyDecorator {
            // nameless actions
            <T extends Function | undefined | null>(fn: T): T
            // named actions
            <T extends Function | undefined | null>(name: string, fn: T): T

            // named decorator
            (customName: string): PropertyDecorator & Annotation

            bound: Annotation & PropertyDecorator
        }

        function createActionFactory(autoAction: boolean): IActionFactory {
            const res: IActionFactory = function action(arg1, arg2?): any {
                if (isFunction(arg1)) {
                    return createAction(arg1.name, arg1, autoAction)
                }
            } as IActionFactory
            return res
        }

        /** Run `fn` inside an action. */
        export function runInAction<T>(fn: () => T): T {
            return fn()
        }
        """
    found = _entities("src/api/action.ts", text)
    assert sorted(found) == ["IActionFactory", "createActionFactory", "runInAction"]
    assert (found["IActionFactory"].start_line, found["IActionFactory"].end_line) == (1, 11)
    assert found["IActionFactory"].code.splitlines()[4] == (
        "    <T extends Function | undefined | null>(name: string, fn: T): T")
    assert found["runInAction"].doc == "Run `fn` inside an action."
    found = _entities("src/Function.ts", """
        export const dual: {
          /** Data-last. */
          <A>(that: A): A
        } = function(arity: number) { return arity }
        """)
    assert found["dual"].signature == (
        "export const dual: { <A>(that: A): A } = function(arity: number)")
    # Effect's `dual`: a doc comment between the members of a type literal is skipped; a
    # curried arrow (`=>`, then `<I>(…)` on the next line) is no call signature
    text = (
        b"export const dual: {\n  /**\n   * Data-last.\n   */\n  <A, B>(that: B): (self: A) => A\n"
        b"  <A, B>(self: A, that: B): A\n} = f\n\nexport const pick =\n"
        b"  <A extends string>(...literals: Array<A>) =>\n"
        b"  <I, R>(s: S<I, R>): L<A> => L(literals)\n")
    assert _separate_call_signatures(text).split(b"\n") == [
        b"export const dual: {", b"  /**", b"   * Data-last.", b"   */",
        b"  <A, B>(that: B): (self: A) => A", b" ;<A, B>(self: A, that: B): A", b"} = f", b"",
        b"export const pick =", b"  <A extends string>(...literals: Array<A>) =>",
        b"  <I, R>(s: S<I, R>): L<A> => L(literals)", b""]


@pytest.mark.parametrize(
    "text",
    [
        "x = " + "(" * 20000 + "1" + ")" * 20000,
        "(function(){" * 2000 + "function f(){}" + "})()" * 2000,
        "a.b = " * 20000 + "function(){}",
        "a" + ".b" * 20000 + " = function(){}",
        "const f = " + "() => " * 10000 + "1",
        "module.exports = " + "{a: " * 10000 + "1" + "}" * 10000,
    ],
)
def test_pathological_nesting_is_fast_and_safe(text: str) -> None:
    started = time.perf_counter()
    extract("deep.js", text)
    assert time.perf_counter() - started < 5


def test_a_banner_comment_documents_nothing_and_drawn_rules_are_dropped() -> None:
    """zod heads each part of `types.ts` with a banner (`////// ZodString //////`), which read
    as the doc of the type below it; a doc between drawn rules, or under a section's framed
    title, keeps its own words."""
    found = _entities(
        "src/types.ts",
        """
        ///////////////////////////////////////
        //////////                   //////////
        //////////      ZodString    //////////
        //////////                   //////////
        ///////////////////////////////////////
        export function stringDef(): number {
          return 1;
        }

        // ---- helpers ----
        export function helper(): number {
          return 2;
        }

        /******************************
         * Compute the CRC of a buffer.
         ******************************/
        export function crc(buf: Uint8Array): number {
          return 3;
        }

        // ---- flags ----
        // Parse a flag.
        export function parseFlag(): number {
          return 4;
        }
        """,
    )
    assert found["stringDef"].doc == ""
    assert found["helper"].doc == ""
    assert found["crc"].doc == "Compute the CRC of a buffer."
    assert found["parseFlag"].doc == "Parse a flag."


def test_an_object_type_written_one_member_a_line_keeps_its_separators() -> None:
    """immer's `prepareCopy(state: {\\n base_: any\\n copy_: any\\n})` read `{ base_: any copy_:
    any }`, which no TypeScript reads; MobX's `configure(options: {…})` has doc comments
    between its members."""
    (found,) = extract("src/core/proxy.ts", (
        "/** Prepare. */\nexport function prepareCopy(state: {\n\tbase_: any\n\t/** The copy. */"
        "\n\tcopy_?: any[]\n\tscope_: { id: number; x: string }\n}, cb: (x: {\n  y: number\n})"
        " => void) {}\n"))
    shown = "{ base_: any; copy_?: any[]; scope_: { id: number; x: string } }"
    assert found.signature == (f"export function prepareCopy(state: {shown}, "
                               "cb: (x: { y: number }) => void)")
    assert [p.type for p in found.params] == [shown, "(x: { y: number }) => void"]


def test_a_documented_constant_typed_as_a_function_is_one() -> None:
    """Effect's and fp-ts's API is constants whose type is a function's and whose value is an
    alias or a `dual(…)` call: `Effect.map`, `Option.some` and 687 more documented functions
    had no page. Each call signature shows as an overload; a typed value is no function."""
    found = _entities("src/Option.ts", """
        /** Wraps a value. */
        export const some: <A>(value: A) => Option<A> = internal.some

        /** Transforms the value. */
        export const map: {
          /** Data-last. */
          <A, B>(f: (a: A) => B): (self: Option<A>) => Option<B>
          /** Data-first. */
          <A, B>(self: Option<A>, f: (a: A) => B): Option<B>
        } = dual(2, (self, f) => isNone(self) ? none() : some(f(self.value)))

        /** Nothing. */
        export const none: Option<never> = internal.none

        export const undocumented: <A>(a: A) => A = identity
        """)
    assert sorted(found) == ["map", "some"]
    assert found["some"].signature == "some<A>(value: A): Option<A>"
    assert found["some"].params == (Param("value", "A"),)
    assert found["map"].signature == ("map<A, B>(f: (a: A) => B): (self: Option<A>) => Option<B>\n"
                                      "map<A, B>(self: Option<A>, f: (a: A) => B): Option<B>")
    assert found["map"].params == (Param("self", "Option<A>"), Param("f", "(a: A) => B"))
    assert (found["map"].returns, found["map"].doc) == ("Option<B>", "Transforms the value.")
    assert (found["map"].start_line, found["map"].end_line) == (5, 10)


def test_variance_of_type_parameters_hides_nothing() -> None:
    """`interface Chunk<out A>` and `<const K extends …>` (TypeScript 4.7 and 5) are beyond the
    grammar: in 134 of Effect's files it lost definitions after them."""
    found = _entities("src/Chunk.ts", """
        /** A chunk. */
        export interface Chunk<out A, in out B extends C = D> extends Iterable<A> {
          readonly length: number
        }

        /** Sizes one. */
        export function size(self: Chunk<unknown>): number { return self.length }

        /** Builds one. */
        export const make = <A>(a: A): Chunk<A> => of(a)
        """)
    assert sorted(found) == ["Chunk", "make", "size"]
    assert found["Chunk"].signature == (
        "export interface Chunk<out A, in out B extends C = D> extends Iterable<A>")


def test_a_documented_function_bound_to_what_a_call_makes_or_a_condition_chooses() -> None:
    """lodash's `var ceil = createRound('ceil')`, `var isDate = nodeIsDate ?
    baseUnary(nodeIsDate) : baseIsDate`, `var isArray = Array.isArray` (53 documented
    functions, 32 of them lodash's API) and axios's `const isString = typeOfTest('string')`
    had no page. A value documented without `@param`/`@returns` is still none."""
    found = _entities("ceil.js", """
        /**
         * Computes `number` rounded up to `precision`.
         *
         * @param {number} number The number to round up.
         * @returns {number} Returns the rounded up number.
         */
        var ceil = createRound('ceil');

        /**
         * Checks if `value` is a `Date` object.
         * @param {*} value The value to check.
         */
        var isDate = nodeIsDate ? baseUnary(nodeIsDate) : baseIsDate;

        /** @returns {boolean} Whether it is an array. */
        var isArray = Array.isArray;

        /** @type {Object} */
        var settings = makeSettings();

        /** The cache. */
        var cache = new Map;
        """)
    assert sorted(found) == ["ceil", "isArray", "isDate"]
    assert found["ceil"].signature == "var ceil = createRound('ceil')"
    assert found["ceil"].doc.startswith("Computes `number` rounded up to `precision`.")


def test_a_documented_method_bound_to_an_instance_is_a_function() -> None:
    """immer's public API is `export const applyPatches = immer.applyPatches.bind(immer)`,
    each documented in prose with no `@param`: six functions had no page. Undocumented, or
    documented only with a tag, such a binding is still none."""
    found = _entities("src/immer.ts", """
        const immer = new Immer()

        /**
         * Apply an array of Immer patches to the first argument.
         *
         * This function is a producer, which means copy-on-write is in effect.
         */
        export const applyPatches = immer.applyPatches.bind(immer)

        export const undocumented = immer.x.bind(immer)

        /** @type {Function} */
        export const typed = immer.y.bind(immer)

        /** Made by a call that binds nothing. */
        export const made = immer.make(1)
        """)
    assert sorted(found) == ["applyPatches"]
    assert found["applyPatches"].kind == "function"
    assert found["applyPatches"].doc.startswith(
        "Apply an array of Immer patches to the first argument.\n\nThis function is a producer")
    assert found["applyPatches"].signature == (
        "export const applyPatches = immer.applyPatches.bind(immer)")


def test_line_comments_inside_a_signature_leave_it() -> None:
    """A header written a parameter a line, a `// note` after one, read on one line as all
    comment from the note on (ajv's `addSchema`, Effect's banners); a `/* … */` stays."""
    text = (
        "export function addSchema(\n"
        "  schema: object, // schema or array of schemas\n"
        "  key?: string, // optional key\n"
        "  meta = true /* keep: a default */\n"
        "): Ajv {\n  return this\n}\n"
        "export const make: {\n"
        "  // ----------\n  // constructors\n  // ----------\n"
        "  <A>(value: A): Box<A>\n"
        '} = (value) => ({ value, url: "http://example.com//x" })\n'
    )
    signatures = {e.symbol: e.signature for e in extract_file("src/schema.ts", text)}
    assert signatures["addSchema"] == (
        "export function addSchema(schema: object, key?: string, meta = true "
        "/* keep: a default */): Ajv")
    assert signatures["make"] == "export const make: { <A>(value: A): Box<A> } = (value) =>"


def test_a_line_comment_going_on_with_the_word_global_is_no_directive() -> None:
    """ESLint's `/* global x */` is a block comment: undici's "… can outlive the" then
    "// global in which it was created." lost its second line as a directive."""
    text = ("class Request {\n  // Returns whether the request can outlive the\n"
            "  // global in which it was created.\n  get keepalive () {\n    return 1\n  }\n}\n"
            "/* global fetch */\nfunction f () {\n  return 1\n}\n")
    docs = {e.symbol: e.doc for e in extract_file("a.js", text)}
    assert docs["Request.keepalive"] == (
        "Returns whether the request can outlive the\nglobal in which it was created.")
    assert docs["f"] == ""


def test_a_jsdoc_line_that_lost_its_star_keeps_the_others_clean() -> None:
    """date-fns' `differenceInDays` ends its example with `//=> 92` at the start of a line:
    every line kept its `*` and the one-liner was made from the name."""
    text = ("/**\n * @name differenceInDays\n * @summary Get the number of full days between"
            " the given dates.\n *\n * @example\n * const result = differenceInDays(a, b)\n"
            "//=> 92\n */\nexport default function differenceInDays(a, b) {\n  return a - b\n}\n")
    doc = _entities("differenceInDays/index.js", text)["differenceInDays"].doc
    assert doc.startswith("@name differenceInDays\n@summary Get the number of full days")
    assert "\n* " not in doc and doc.endswith("const result = differenceInDays(a, b)\n//=> 92")


def test_the_header_of_a_file_that_exports_one_function_is_its_doc() -> None:
    """semver writes one function a file, described by the file's first comment above its
    `require`s (`ranges/gtr.js`: "Determine if version is greater than all the versions
    possible in the range."): `gtr` said "no doc comment". A header over a module that
    exports other names (a TypeScript module's overview, immer's "types only!"), a licence
    and a documented function's own doc are left as they are."""
    gtr = ("// Determine if version is greater than all the versions possible in the range.\n"
           "const outside = require('./outside')\n"
           "const gtr = (version, range, options) => outside(version, range, '>', options)\n"
           "module.exports = gtr\n")
    simplify = ("// given a set of versions and a range, create a \"simplified\" range\n"
                "const satisfies = require('../functions/satisfies.js')\n"
                "module.exports = (versions, range, options) => {\n  return range\n}\n")
    named = ("// types only!\nimport { A } from './a'\n\nexport function enableMapSet() {\n"
             "  return 1\n}\n")
    licensed = ("/*!\n * express\n * Copyright(c) 2009-2013 TJ Holowaychuk\n * MIT Licensed\n */\n"
                "\n'use strict';\n\nmodule.exports = createApplication;\n\n"
                "function createApplication() {\n  return 1\n}\n")
    docs = {source: [(e.symbol, e.doc) for e in extract_file(source, text)]
            for source, text in (("ranges/gtr.js", gtr), ("ranges/simplify.js", simplify),
                                 ("src/plugins/mapset.ts", named), ("lib/express.js", licensed))}
    assert docs == {
        "ranges/gtr.js": [("gtr", "Determine if version is greater than all the versions "
                                  "possible in the range.")],
        "ranges/simplify.js": [("simplify", "given a set of versions and a range, create a "
                                            "\"simplified\" range")],
        "src/plugins/mapset.ts": [("enableMapSet", "")],
        "lib/express.js": [("createApplication", "")]}


def test_a_plugin_the_module_exports_has_its_methods_documented() -> None:
    """dayjs' plugins export a function that adds methods to the class it is given: those
    methods get pages (they had none), the undocumented wrapper none (its name, the plugin's,
    read as a predicate of its options: "Check whether `o` is between `c`"); a function whose
    body adds no method keeps its nested functions to itself."""
    found = _entities(
        "plugin/isBetween/index.js",
        "export default (function (o, c, d) {\n  var proto = c.prototype;\n"
        "  proto.isBetween = function (a, b, units) {\n    return this.isAfter(a, units);\n"
        "  };\n  function helper() { return 1; }\n});\n",
    )
    assert {(e.symbol, e.kind) for e in found.values()} == {
        ("proto.isBetween", "method"), ("helper", "function")}
    common = _entities(
        "lib/parse.js",
        "module.exports = function (str) {\n  function inner() { return str; }\n"
        "  return inner();\n};\n")
    assert {(e.symbol, e.kind) for e in common.values()} == {("parse", "function")}
    own = _entities(  # mobx's `createAction`: a method set on a function of its own
        "src/core/action.ts",
        "export function createAction(name: string, fn: Function) {\n"
        "  function res() { return fn(); }\n  res.toString = () => fn.toString();\n"
        "  return res;\n}\n")
    assert {(e.symbol, e.kind) for e in own.values()} == {("createAction", "function")}
    documented = _entities(
        "lib/plugin.js",
        "/** Add `toJSON` to the given class. */\nmodule.exports = function (C) {\n"
        "  C.prototype.toJSON = function () { return {}; };\n};\n")
    assert {(e.symbol, e.kind) for e in documented.values()} == {
        ("plugin", "function"), ("C.toJSON", "method")}
    # a module exported without a name is named as it is imported: an `index` by its folder
    router = _entities("lib/router/index.js", "module.exports = function (options) {\n"
                       "  return options;\n};\n")
    assert list(router) == ["router"]


def test_a_section_title_in_capitals_is_no_doc() -> None:
    """handlebars heads its compiler's sections `// HELPERS` and `// END PUBLIC API`: 17
    pages read "HELPERS" as their doc. A capital word that says something of the entity
    (`// DEPRECATED`) stays."""
    found = _entities(
        "lib/compiler.js",
        """
        // HELPERS
        export function opcode(name) {
          return name;
        }

        // END PUBLIC API
        export function lookup(name) {
          return name;
        }

        // DEPRECATED
        export function old(name) {
          return name;
        }
        """,
    )
    assert (found["opcode"].doc, found["lookup"].doc, found["old"].doc) == ("", "", "DEPRECATED")


def test_a_jsdoc_name_tag_names_what_its_block_documents() -> None:
    """async's compiled files: `retry.js` holds its JSDoc (`@name retry`) above two constants,
    then `function retry`, whose page said it had no doc comment; `each.js` documents
    `function eachLimit` as `@name each`, a name its page never showed. A block that documents
    an entity of its file already is not given to another."""
    found = {e.symbol: e for e in extract_file("retry.js", (
        "/**\n * Attempts to get a successful response from `task`.\n *\n * @name retry\n"
        " * @static\n */\nconst DEFAULT_TIMES = 5;\nconst DEFAULT_INTERVAL = 0;\n\n"
        "function retry(opts, task, callback) {\n    return task(opts);\n}\n"
        "/**\n * Runs each.\n * @name each\n */\nfunction eachLimit(coll, iteratee) {}\n"
        "/**\n * Documented here.\n * @name other\n */\nfunction own() {}\n"
        "function other() {}\n"))}
    assert found["retry"].doc.startswith("Attempts to get a successful response from `task`.")
    assert found["retry"].aliases == ()
    assert found["eachLimit"].aliases == ("each",)
    assert (found["own"].doc, found["own"].aliases) == (
        "Documented here.\n@name other", ("other",))
    assert found["other"].doc == ""


def test_a_function_a_constructor_s_prototype_takes_is_its_method() -> None:
    """minimatch: `Minimatch.prototype.make = make`, then `function make () { … this … }`:
    its page named a function `make` beside the `Minimatch` methods set as function
    expressions. A function that does not use `this` stays one (set on a prototype, it is
    a shared helper)."""
    found = {e.symbol: e for e in extract_file("minimatch.js", (
        "function Minimatch (pattern) {\n  this.pattern = pattern\n  this.make()\n}\n\n"
        "Minimatch.prototype.make = make\nfunction make () {\n  this.set = [this.pattern]\n}\n\n"
        "Minimatch.prototype.build = compile\nfunction compile () {\n  return this.set\n}\n\n"
        "Minimatch.prototype.noop = noop\nfunction noop () {}\n"))}
    assert sorted(found) == ["Minimatch", "Minimatch.build", "Minimatch.make", "noop"]
    assert (found["Minimatch.make"].kind, found["Minimatch.make"].aliases) == ("method", ())
    assert found["Minimatch.build"].aliases == ("compile",)
    assert found["noop"].kind == "function"


def test_the_helpers_a_compiler_writes_into_its_output_get_no_entity() -> None:
    """Babel writes `_typeof`, `_slicedToArray`, `ownKeys` (and tslib's `__awaiter`) into each
    file it compiles: generated code, 32 pages in validator's `es/lib`. A private helper of the
    library's own, a Babel-like name with a library's meaning (`_get`), stays."""
    text = (
        '"use strict";\n\nfunction _typeof(o) { "@babel/helpers - typeof"; return typeof o; }\n'
        "function ownKeys(e, r) { var t = Object.keys(e); if (Object.getOwnPropertySymbols) {"
        " t.push(1); } return t; }\n"
        "var __awaiter = (this && this.__awaiter) || function (thisArg, P, generator) {"
        " return 1; };\nfunction _slicedToArray(arr, i) { return arr; }\n"
        "function _get(object, path) { return object[path]; }\n"
        "/** Check that the date is before another. */\n"
        "export default function isBefore(str) { return _typeof(str); }\n"
    )
    found = [e.symbol for e in extract_file("es/lib/isBefore.js", text)]
    assert found == ["_get", "isBefore"]


def test_code_commented_out_above_a_method_is_no_doc() -> None:
    """zod kept the old version of `extend` as `//` lines above it: its page read "const
    AugmentFactory = <Def extends ZodObjectDef>(def: Def) => …". Prose in `//` lines stays."""
    text = (
        "class ZodObject {\n    // const AugmentFactory =\n"
        "    //   <Def extends ZodObjectDef>(def: Def) =>\n    //   (augmentation) => {\n"
        "    //     return new ZodObject({\n    //       ...def,\n    //     });\n"
        "    //   };\n    extend(augmentation) {\n        return 1;\n    }\n"
        "    // Strip unknown keys (the default):\n    // see passthrough() and strict().\n"
        "    strip() {\n        return 3;\n    }\n}\n"
    )
    docs = {e.symbol: e.doc for e in extract_file("lib/types.js", text)}
    assert docs == {
        "ZodObject": "", "ZodObject.extend": "",
        "ZodObject.strip": "Strip unknown keys (the default):\nsee passthrough() and strict().",
    }


def test_parameters_babel_moved_into_the_body_are_parameters() -> None:
    """Babel compiles `isBefore(str, date = String(new Date()))` into `isBefore(str)` and a
    `var date = arguments.length > 1 && … : String(new Date());` in its body: validator's
    pages listed `str` alone. A later `arguments` read of the body's own is not one."""
    text = (
        "export default function isBefore(str) {\n"
        "  var date = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] :"
        " String(new Date());\n"
        "  var options = arguments.length > 2 ? arguments[2] : undefined;\n"
        "  var rest = arguments.length > 5 ? arguments[5] : 1;\n"
        "  return toDate(str) < toDate(date);\n}\n"
    )
    (before,) = extract_file("es/lib/isBefore.js", text)
    assert before.params == (Param("str"), Param("date", "", "String(new Date())"),
                             Param("options"))


def test_a_chain_of_exports_set_to_nothing_names_no_alias() -> None:
    """TypeScript's `exports.evolve = exports.getAssignSemigroup = void 0;` at a module's top
    declares its exports: fp-ts' `evolve` page said "Also called `getAssignSemigroup`" (64
    pages so). A chain given a function still names one function twice."""
    text = (
        '"use strict";\nexports.evolve = exports.getAssignSemigroup = void 0;\n'
        "/** Evolve a shallow copy. */\nvar evolve = function (t) { return t; };\n"
        "exports.evolve = evolve;\nvar getAssignSemigroup = function () { return 1; };\n"
        "exports.getAssignSemigroup = getAssignSemigroup;\n"
        "P.toString = P.toHTML = function () { return 2; };\n"
    )
    found = {e.symbol: e.aliases for e in extract_file("lib/struct.js", text)}
    assert found == {"evolve": (), "getAssignSemigroup": (), "P.toString": ("toHTML",)}


def test_the_constructor_a_prototype_points_back_to_is_no_method() -> None:
    """lodash's `LodashWrapper.prototype.constructor = LodashWrapper` made its page
    `LodashWrapper.constructor`, a method: it is the constructor function itself."""
    text = (
        "/** The base constructor for wrapper objects. */\n"
        "function LodashWrapper(value) {\n  this.__wrapped__ = value;\n}\n"
        "LodashWrapper.prototype = baseCreate(baseLodash.prototype);\n"
        "LodashWrapper.prototype.constructor = LodashWrapper;\n"
        "module.exports = LodashWrapper;\n"
    )
    (wrapper,) = extract_file("_LodashWrapper.js", text)
    assert (wrapper.symbol, wrapper.kind) == ("LodashWrapper", "function")


def test_a_variable_an_iife_makes_a_function_of_is_that_function() -> None:
    """lodash's `var baseCreate = (function() { function object() {} return function(proto)
    {…}; }());`: its page was for `object`, the closure's stub, and `baseCreate`, documented,
    had none. An IIFE that returns an object is a namespace still, its functions walked."""
    text = (
        "/**\n * The base implementation of `_.create`.\n *\n * @param {Object} proto The"
        " prototype.\n */\nvar baseCreate = (function() {\n  function object() {}\n"
        "  return function(proto) {\n    object.prototype = proto;\n    return new object;\n"
        "  };\n}());\n\nvar api = (function () {\n  function helper(a) { return a; }\n"
        "  return { helper: helper };\n})();\n"
    )
    found = {e.symbol: e for e in extract_file("_baseCreate.js", text)}
    assert sorted(found) == ["baseCreate", "helper"]
    made = found["baseCreate"]
    assert (made.kind, made.start_line, made.end_line) == ("function", 6, 12)
    assert made.signature == "function baseCreate(proto)" and made.params == (Param("proto"),)
    assert made.doc.startswith("The base implementation of `_.create`.")


def test_an_export_a_factory_makes_under_a_functions_jsdoc_is_a_function() -> None:
    """`exports.ceil = createRound('ceil')` under a JSDoc with `@param`: a function, as `var
    ceil = createRound('ceil')` already was; a documented value without one is none."""
    text = (
        "/**\n * Computes `number` rounded up.\n *\n * @param {number} number The number.\n"
        " * @returns {number} Returns the rounded number.\n */\n"
        "exports.ceil = createRound('ceil');\n/** The version. */\n"
        "exports.VERSION = makeVersion();\n"
        "/**\n * Checks if `value` is an array.\n * @param {*} value The value.\n */\n"
        "exports.isArray = Array.isArray;\n"
    )
    found = {e.symbol: e for e in extract_file("lib/math.js", text)}
    assert sorted(found) == ["ceil", "isArray"]
    assert (found["ceil"].kind, found["ceil"].start_line) == ("function", 7)
    assert found["ceil"].doc.startswith("Computes `number` rounded up.")


def test_a_binding_whose_jsdoc_example_calls_it_is_a_function() -> None:
    """@tanstack/router-plugin's `const tanstackRouter = createVitePlugin(…)`, its JSDoc only
    an `@example` of `plugins: [tanstackRouter()]`: the library's main plugin had no page. An
    example that only names it (`tanstackRouter.name`) makes no function of it."""
    found = {e.symbol: e.kind for e in extract_file("src/vite.ts", textwrap.dedent("""\
        /**
         * @example
         * ```ts
         * export default defineConfig({ plugins: [tanstackRouter()] })
         * ```
         */
        const tanstackRouter = createVitePlugin(unpluginRouterComposedFactory)

        /**
         * @example
         * console.log(settings.name)
         */
        const settings = loadSettings()
        """))}
    assert found == {"tanstackRouter": "function"}


def test_a_jsdoc_over_a_chained_export_of_a_function_is_its_doc() -> None:
    """object-hash documents its whole API over `exports = module.exports = objectHash;`, the
    function declared below it: its page said it had no doc comment."""
    found = {e.symbol: e for e in extract_file("index.js", textwrap.dedent("""\
        /**
         * Exported function
         *
         * @param {object} object value to hash
         */
        exports = module.exports = objectHash;

        function objectHash(object, options){
          return hash(object, options);
        }
        """))}
    assert found["objectHash"].doc.startswith("Exported function")


def test_a_compiled_re_export_is_no_entity() -> None:
    """Babel writes `export { enUS as defaultLocale } from "…"` as a getter on `exports` that
    returns the other module's binding: date-fns's `defaultLocale` had a page, "Its body is
    empty"; a getter that computes its value is an entity."""
    text = textwrap.dedent("""\
        "use strict";
        Object.defineProperty(exports, "defaultLocale", {
          enumerable: true,
          get: function () {
            return _index.enUS;
          },
        });
        Object.defineProperty(exports, "now", {
          enumerable: true,
          get: function () {
            return Date.now() + offset;
          },
        });
        var _index = require("../locale/en-US.js");
        """)
    assert list(_entities("lib/defaultLocale.js", text)) == ["now"]


def test_a_class_exported_through_a_second_assignment_takes_its_name() -> None:
    """joi's `module.exports = internals.State = class {…}` was named after its file, `state`."""
    text = """\
        const internals = {};

        module.exports = internals.State = class {
            localize(path) {
                return path;
            }
        };
        """
    assert list(_entities("lib/state.js", text)) == ["State", "State.localize"]


def test_a_compiled_typescript_enum_is_a_type() -> None:
    """jsonc-parser ships compiled TypeScript: its `SyntaxKind`, `ScanError` and
    `ParseErrorCode` enums are `var X; (function (X) { X[X["A"] = 0] = "A"; … })(X || (X =
    {}))` and had no page. A compiled namespace, whose body defines functions, is no enum."""
    text = """\
        export var ScanError;
        (function (ScanError) {
            ScanError[ScanError["None"] = 0] = "None";
            ScanError[ScanError["InvalidUnicode"] = 4] = "InvalidUnicode";
        })(ScanError || (ScanError = {}));
        var Shapes;
        (function (Shapes) {
            function area(r) { return r * r; }
            Shapes.area = area;
        })(Shapes || (Shapes = {}));
        """
    found = _entities("lib/main.js", text)
    assert (found["ScanError"].kind, found["ScanError"].signature) == ("class", "enum ScanError")
    assert (found["ScanError"].start_line, found["ScanError"].end_line) == (2, 5)
    assert "Shapes" not in found


def test_an_exported_call_handed_a_function_is_that_function() -> None:
    """underscore's `difference.js` is `// Take the difference between one array and …` over
    `export default restArguments(function(array, rest) {…})`: 56 of its 161 modules export
    such a function and had no page. nunjucks' filters.js sets `_exports.sort =
    r.makeMacro([…], [], function sortFilter(arr, reversed) {…})` on `var _exports =
    module.exports = {}`; express's `var app = exports = module.exports = {}` keeps its name."""
    difference = _entities("modules/difference.js", """\
        import restArguments from './restArguments.js';

        // Take the difference between one array and a number of other arrays.
        export default restArguments(function(array, rest) {
          return filter(array, rest);
        });
        """)
    assert {s: (e.kind, e.doc, [p.name for p in e.params]) for s, e in difference.items()} == {
        "difference": ("function",
                       "Take the difference between one array and a number of other arrays.",
                       ["array", "rest"])}
    filters = _entities("src/filters.js", """\
        var _exports = module.exports = {};
        _exports.sort = r.makeMacro(['value', 'reverse'], [], function sortFilter(arr, reversed) {
          return arr;
        });
        _exports.count = r.makeMacro(['value'], [], function (arr) { return arr.length; });
        """)
    assert {s: (e.kind, e.aliases) for s, e in filters.items()} == {
        "sort": ("function", ("sortFilter",))}
    app = _entities("lib/application.js", """\
        var app = exports = module.exports = {};
        app.init = function init() { return 1; };
        """)
    assert list(app) == ["app.init"]


def test_an_exported_object_of_functions_holds_them() -> None:
    """winston's common.js exports `exports.warn = { deprecated(prop) {…}, moved(…) {…}, … }`:
    none of its five functions had a page."""
    found = _entities("lib/winston/common.js", """\
        exports.warn = {
          deprecated(prop) {
            return new Error(prop);
          },
          moved: function (a, b) { return a; },
          level: 'info'
        };
        exports.config = { a: 1 };
        """)
    assert {s: e.kind for s, e in found.items()} == {
        "warn.deprecated": "method", "warn.moved": "method"}


def test_a_compiled_enum_with_comments_keeps_its_doc() -> None:
    """htmlparser2's `/** All the states the tokenizer can be in. */ var State;` and its
    compiled IIFE, whose members are grouped under `// Attributes`-like comments: no page."""
    found = _entities("lib/esm/Tokenizer.js", """\
        /** All the states the tokenizer can be in. */
        var State;
        (function (State) {
            State[State["Text"] = 1] = "Text";
            // Attributes
            State[State["BeforeAttributeName"] = 8] = "BeforeAttributeName";
        })(State || (State = {}));
        """)
    assert {s: (e.kind, e.doc) for s, e in found.items()} == {
        "State": ("class", "All the states the tokenizer can be in.")}


def test_one_line_of_commented_out_code_is_no_doc() -> None:
    """fast-xml-parser's `validate` sits under `//const tagsPattern = new RegExp(…);`, dead
    code that was its one-liner and the text of every link to it."""
    found = _entities("src/validator.js", """\
        //const tagsPattern = new RegExp("<\\\\/?([\\\\w:\\\\-_.]+)\\\\s*/?>","g");
        function validate(xmlData, options) {
          return true;
        }
        // Returns the answer to everything.
        function answer() { return 42; }
        """)
    assert {s: e.doc for s, e in found.items()} == {
        "validate": "", "answer": "Returns the answer to everything."}


def test_a_function_a_constructor_binds_to_its_instance_is_a_method() -> None:
    """fast-xml-parser's `OrderedObjParser` constructor sets `this.parseXml = parseXml` and
    eight more functions of its module, which use `this`: its page listed only its
    constructor, and `orderedObjParser.parseXml(xmlData)` linked nowhere."""
    found = _entities("src/xmlparser/OrderedObjParser.js", """\
        class OrderedObjParser {
          constructor(options) {
            this.options = options;
            this.parseXml = parseXml;
            this.count = count;
          }
        }
        const parseXml = function (xmlData) {
          return this.options;
        };
        function count(a) { return a; }
        """)
    assert {s: e.kind for s, e in found.items()} == {
        "OrderedObjParser": "class", "OrderedObjParser.constructor": "method",
        "OrderedObjParser.parseXml": "method", "count": "function"}


def test_a_function_that_makes_and_returns_a_class_is_walked_as_the_top_level() -> None:
    """bignumber.js is one `function clone(configObject) { … function BigNumber(v, b) {…} …
    BigNumber.config = BigNumber.set = function (obj) {…}; P.absoluteValue = P.abs =
    function () {…}; … return BigNumber; }`, with `P = BigNumber.prototype = {…}`: its only
    page was `clone`, the library's 60 functions none. A function a closure makes and returns
    (`BigNumber.random = (function () {… return function (dp) {…}; })()`) is named so. A
    function returning anything else keeps its nested functions to itself."""
    text = (";(function (globalObject) {\n  'use strict';\n  var BigNumber;\n\n"
            "  /*\n   * Create and return a BigNumber constructor.\n   */\n"
            "  function clone(configObject) {\n"
            "    var div, P = BigNumber.prototype = { constructor: BigNumber };\n\n"
            "    /*\n     * The BigNumber constructor.\n     */\n"
            "    function BigNumber(v, b) {\n      this.s = v;\n    }\n\n"
            "    /*\n     * Configure the settings.\n     */\n"
            "    BigNumber.config = BigNumber.set = function (obj) {\n      return obj;\n    };\n\n"
            "    /*\n     * Return the absolute value.\n     */\n"
            "    P.absoluteValue = P.abs = function () {\n      return new BigNumber(this);\n"
            "    };\n\n    /*\n     * Return a random BigNumber.\n     */\n"
            "    BigNumber.random = (function () {\n      var x = 1;\n"
            "      return function (dp) {\n        return new BigNumber(dp);\n      };\n"
            "    })();\n\n"
            "    // Perform division in the specified base.\n    div = (function () {\n"
            "      function multiply(x, k) {\n        return x;\n      }\n"
            "      return function (x, y) {\n        return multiply(x, y);\n      };\n"
            "    })();\n\n"
            "    return BigNumber;\n  }\n\n"
            "  /** Make a helper. */\n  function helperMaker() {\n"
            "    function inner() {\n      return 1;\n    }\n    return inner;\n  }\n\n"
            "  BigNumber = clone();\n  module.exports = BigNumber;\n})(this);\n")
    found = {e.symbol: e.kind for e in extract_file("bignumber.js", text)}
    assert found == {"clone": "function", "BigNumber": "function",
                     "BigNumber.config": "method", "BigNumber.absoluteValue": "method",
                     "BigNumber.random": "method", "div": "function", "helperMaker": "function"}


def test_an_object_of_functions_registered_under_a_name_holds_them() -> None:
    """numeral registers its formats and locales with `numeral.register('format', 'bps', {
    format: function (…) {…}, unformat: … })`: the library's main features had no page. Not
    an object of no function, nor one under a name no identifier is (a route, a tag)."""
    found = _summary("numeral.js", """\
        (function () {
            numeral.register('format', 'bps', {
                regexps: { format: /(BPS)/ },
                format: function (value, format, roundingFunction) {
                    return value * 10000;
                },
                unformat(string) {
                    return +string / 10000;
                }
            });
            numeral.register('locale', 'en', { delimiters: { thousands: ',' } });
            app.use('/static', { serve: function () { return 1; } });
        })();
        """)
    assert found == [("method", "bps.format", 4, 6), ("method", "bps.unformat", 7, 9)]


def test_the_functions_a_constructor_function_sets_on_its_instance_are_its_methods() -> None:
    """papaparse's `function ParserHandle(_config) { … this.parse = function (input, …) {…};
    this.pause = function () {…}; … }`: the parser's whole API had no page. Not a function a
    lower-case function sets, nor one set inside a nested block."""
    found = _summary("papaparse.js", """\
        function ParserHandle(_config) {
            var self = this;
            this.parse = function (input, baseIndex) {
                return input;
            };
            this.pause = () => {
                self.paused = true;
            };
            if (_config.step) {
                this.step = function () { return 1; };
            }
        }
        function helper() {
            this.run = function () { return 1; };
        }
        """)
    assert found == [("function", "ParserHandle", 1, 12), ("method", "ParserHandle.parse", 3, 5),
                     ("method", "ParserHandle.pause", 6, 8), ("function", "helper", 13, 15)]


def test_the_functions_a_factory_returns_in_an_object_are_its_methods() -> None:
    """fastq's `function fastqueue(…) { var self = { push: push, pause: pause, get concurrency
    () {…} }; return self; function push(value, done) {…} … }`: the queue's whole API had no
    page but `fastqueue`'s. A returned object literal's shorthand names, inline functions and
    methods count; an accessor, a value that is no function, a function never returned, the
    object of a body with two returns and a property's descriptor (mobx's `{ enumerable:
    false, get: function () {…} }`) do not."""
    found = _summary("queue.js", """\
        function fastqueue(worker) {
          var self = {
            push: push,
            drain: noop,
            get concurrency () { return 1 },
            paused: false
          }
          return self
          function push (value) {
            worker(value)
          }
          function helper () {}
        }
        const createStore = (reducer) => {
          const getState = () => reducer()
          function dispatch(action) { return action }
          return { getState, dispatch, reset() { return 0 }, peek: function () { return 1 } }
        }
        function pick(flag) {
          function a() {}
          if (flag) { return { a } }
          return { a: a }
        }
        function descriptor(name) {
          return { enumerable: false, get: function () { return name } }
        }
        """)
    assert found == [("function", "fastqueue", 1, 13), ("method", "fastqueue.push", 9, 11),
                     ("function", "createStore", 14, 18),
                     ("method", "createStore.getState", 15, 15),
                     ("method", "createStore.dispatch", 16, 16),
                     ("method", "createStore.peek", 17, 17),
                     ("method", "createStore.reset", 17, 17),
                     ("function", "pick", 19, 23), ("function", "descriptor", 24, 26)]


def test_the_functions_a_factory_sets_on_what_it_returns_are_its_methods() -> None:
    """object-path's `function factory(options) { var objectPath = function (obj) {…};
    objectPath.has = function (obj, path) {…}; … return objectPath }`: `get`, `set`, `has`,
    `del` had no page. Not what it sets on another name, nor on a deeper path."""
    found = _summary("index.js", """\
        function factory(options) {
          var objectPath = function (obj) { return obj }
          objectPath.has = function (obj, path) {
            return path in obj
          }
          objectPath.rules.deep = function () {}
          other.get = function () {}
          return objectPath
        }
        """)
    assert found == [("function", "factory", 1, 9), ("method", "factory.has", 3, 5)]


def test_the_function_of_a_declared_class_s_name_is_its_constructor() -> None:
    """signals-core declares `declare class Signal<T> {…}` and implements it as `function
    Signal(this: Signal, value?) {…}` with `Signal.prototype.peek = …`: two pages of `Signal`,
    and `new Signal(value)` reached neither."""
    found = _summary("src/index.ts", """\
        declare class Signal<T = any> {
          peek(): T;
        }

        function Signal(this: Signal, value?: unknown) {
          this._value = value;
        }

        Signal.prototype.peek = function () {
          return this._value;
        };
        """)
    assert found == [("class", "Signal", 1, 3), ("method", "Signal.constructor", 5, 7),
                     ("method", "Signal.peek", 9, 11)]


def test_a_prototype_object_of_named_functions_takes_them_as_methods() -> None:
    """url-parse defines `function set(part, value) {…}` and `function toString(stringify)
    {…}`, both using `this`, then `Url.prototype = { set: set, toString: toString }`: their
    pages were free functions, and `url.toString()` reached neither. A function that never
    reads `this` stays the module's."""
    found = _summary("index.js", """\
        function Url(address) {
          this.href = address;
        }
        function set(part, value) {
          this[part] = value;
          return this;
        }
        function toString(stringify) {
          return this.protocol + stringify(this.query);
        }
        function helper(x) {
          return x;
        }
        function inherits(Child) {
          this.constructor = Child;
        }
        Url.prototype = { set: set, toString: toString, helper: helper };
        var util = { inherits: inherits };
        """)
    # an object of the module's helpers is no prototype (bluebird's `var ret = { inherits:
    # inherits, … }`)
    assert found == [("function", "Url", 1, 3), ("method", "Url.set", 4, 7),
                     ("method", "Url.toString", 8, 10), ("function", "helper", 11, 13),
                     ("function", "inherits", 14, 16)]


def test_what_a_module_defines_inside_a_module_level_if() -> None:
    """bunyan's `RotatingFileStream` and its nine methods are defined inside `if (mv) { … }`,
    and had no page; so are a fallback's (`if (!format) { format = function … }`); an `if`
    inside a function defines nothing of the module."""
    found = _entities("lib/bunyan.js", """\
        var RotatingFileStream = null;
        if (mv) {
        RotatingFileStream = function RotatingFileStream(options) {
            this.path = options.path;
        };
        RotatingFileStream.prototype.rotate = function rotate() {
            return this.path;
        };
        } else if (other) {
        var format = function (f) { return f; };
        } else {
        function fallback() {}
        }
        function outer() {
            if (x) {
                function inner() {}
            }
        }
        """)
    assert {(e.symbol, e.kind) for e in found.values()} == {
        ("RotatingFileStream", "function"), ("RotatingFileStream.rotate", "method"),
        ("format", "function"), ("fallback", "function"), ("outer", "function")}


def test_a_name_bound_to_a_call_handed_a_function_of_that_name_is_that_function() -> None:
    """fs-extra's `const emptyDir = u(async function emptyDir (dir) {…})` makes `emptyDir` take
    a callback or return a promise: it had no page. An undocumented call handed an anonymous
    function, or one of another name, is still a value."""
    found = _entities("lib/empty/index.js", """\
        const u = require('universalify').fromPromise

        const emptyDir = u(async function emptyDir (dir) {
          return dir
        })

        const counted = once(function count (items) {
          return items.length
        })

        const doubled = memoize((x) => x * 2)

        module.exports = { emptyDir, emptydir: emptyDir, counted, doubled }
        """)
    assert {s: (e.kind, [p.name for p in e.params]) for s, e in found.items()} == {
        "emptyDir": ("function", ["dir"])}


def test_a_type_written_over_lines_with_line_comments_reads_without_them() -> None:
    """@tanstack/history's `createHistory(opts: { …; setBlockers?: (…) => void // Avoid
    notifying on forward/back/go…` then `notifyOnIndexChange?: boolean }`: on one line, the
    note made the rest of the type a comment; @tanstack/router-generator's `safeFileWrite`
    had its comments pasted into its parameter's type."""
    text = ("export function createHistory(opts: {\n"
            "  getLocation: () => string\n"
            "  setBlockers?: (blockers: Array<string>) => void // Avoid notifying on back\n"
            "  notifyOnIndexChange?: boolean\n"
            "}): {\n  ok: boolean // whether it worked\n  value: string\n} {\n"
            "  return { ok: true, value: opts.getLocation() }\n}\n")
    (found,) = extract_file("history.ts", text)
    assert found.params[0].type == ("{ getLocation: () => string; setBlockers?: (blockers: "
                                    "Array<string>) => void; notifyOnIndexChange?: boolean }")
    assert found.returns == "{ ok: boolean; value: string }"


def test_a_generic_call_signature_with_its_type_parameters_a_line_each_hides_nothing() -> None:
    """reselect's `CreateSelectorFunction`: a call signature, then `<` alone over its type
    parameters a line each and `>(…): …`; the grammar lost the whole file, the library's core
    (`createSelectorCreator`, `createSelector`), and nothing said so. `createSelector` is made
    by a call, its doc saying what it does ("Accepts … and generates …"): a function."""
    text = """
        export interface CreateSelectorFunction {
          (b: Input): Output
          <
            InputSelectors extends SelectorArray<State>,
            Result
          >(selectors: InputSelectors): Result
        }

        export function createSelectorCreator(memoize: Memoize) {
          return memoize
        }

        /**
         * Accepts one or more "input selectors" and a "result function", and
         * generates a memoized selector function.
         *
         * @public
         */
        export const createSelector =
          /* #__PURE__ */ createSelectorCreator(weakMapMemoize)

        /** The options every selector starts with. */
        export const defaultOptions = makeOptions()
        """
    found = _entities("src/createSelectorCreator.ts", text)
    assert sorted(found) == ["CreateSelectorFunction", "createSelector", "createSelectorCreator"]
    assert found["CreateSelectorFunction"].code.splitlines()[3] == (
        "    InputSelectors extends SelectorArray<State>,")
    assert found["createSelector"].kind == "function"


def test_a_method_bound_to_a_wrapper_handed_its_function_is_that_function() -> None:
    """send's `SendStream.prototype.hidden = deprecate.function(function hidden (val) {…}, '…')`:
    its signature was the whole statement squeezed on one line, and it had no parameters."""
    found = _entities("index.js", """\
        function SendStream (req) {
          this.req = req
        }

        /**
         * Enable or disable "hidden" (dot) files.
         *
         * @param {Boolean} path
         */
        SendStream.prototype.hidden = deprecate.function(function hidden (val) {
          this._hidden = Boolean(val)
          return this
        }, 'send.hidden: use dotfiles option')
        """)
    hidden = found["SendStream.hidden"]
    assert (hidden.kind, hidden.signature, [p.name for p in hidden.params]) == (
        "method", "SendStream.prototype.hidden = deprecate.function(function hidden (val)",
        ["val"])


def test_overloads_documented_each_give_the_doc_that_speaks_of_no_one_overload() -> None:
    """@tanstack/vue-query's `useQuery` said of itself only what its first overload does "in
    this overload's type"; a deprecated overload's doc is not the function's either."""
    found = _entities("src/useQuery.ts", """\
        /**
         * Subscribe to a query. This overload is selected when `initialData` is set.
         */
        export function useQuery(options: DefinedOptions): DefinedResult
        /**
         * @deprecated pass the options object instead.
         */
        export function useQuery(key: string, fn: () => unknown): Result
        /**
         * Subscribe to a query and return its reactive result.
         */
        export function useQuery(options: Options): Result
        export function useQuery(options: unknown): unknown {
          return run(options)
        }
        """)
    assert found["useQuery"].doc == "Subscribe to a query and return its reactive result."


def test_a_documented_name_bound_to_a_wrapper_of_a_wrapper_is_the_function_inside() -> None:
    """@tanstack/react-router's `Link = React.memo(React.forwardRef((props, ref) => {…}))`: its
    signature was its whole body on one line (or, so written here, it had no page)."""
    found = _entities("src/link.tsx", """\
        /**
         * A link to a route.
         */
        export const Link: LinkComponent<'a'> = React.memo(
          React.forwardRef<Element, any>((props, ref) => {
            return props._asChild || 'a'
          }),
        ) as any
        """)
    link = found["Link"]
    assert (link.kind, link.signature, [p.name for p in link.params]) == (
        "function", "export const Link: LinkComponent<'a'> = React.memo(React.forwardRef<Element, "
        "any>((props, ref) =>", ["props", "ref"])


def test_an_array_s_iteration_bound_to_a_documented_name_is_no_function() -> None:
    """busboy's `TYPES = [require(…), …].filter(function(typemod) {…})`, under a comment, had a
    page of a function of `typemod`: what an array's `filter` returns is an array. A call of a
    wrapper still makes the function it is handed."""
    found = _entities("lib/index.js", """\
        // Note: types are explicitly listed here for easier bundling
        const TYPES = [
          require('./types/multipart'),
        ].filter(function(typemod) { return typeof typemod.detect === 'function'; });

        /** Debounce a function. */
        const debounced = debounce(function (x) { return x; }, 10);

        module.exports = { TYPES, debounced };
        """)
    assert {s: (e.kind, [p.name for p in e.params]) for s, e in found.items()} == {
        "debounced": ("function", ["x"])}

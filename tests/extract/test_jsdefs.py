"""JavaScript/TypeScript definitions made by running code: method families assigned in a loop
over a known list (`app.METHOD`) and functions handed to a definer (`req.fresh`)."""

from __future__ import annotations

import textwrap
import time
from pathlib import Path

import pytest

from rk_action.create import create
from rk_action.extract.javascript import extract
from rk_action.model import Entity, Param
from rk_action.update import update
from tests.conftest import RkRunner, check_golden, git, make_repo, tree_text, write_files

EXPRESS_APP = """\
'use strict';

/**
 * Delegate `.VERB(...)` calls to `router.VERB(...)`.
 */

methods.forEach(function(method){
  app[method] = function(path){
    this.lazyrouter();
    return this;
  };
});

// create Router#VERB functions
methods.concat('all').forEach(function(method){
  proto[method] = function(path){
    return this;
  };
});

methods.forEach(function(method){
  Route.prototype[method] = function(){
    return this;
  };
});
"""

EXPRESS_REQUEST = """\
/**
 * Check if the request is fresh, aka
 * Last-Modified and/or the ETag
 * still match.
 *
 * @return {Boolean}
 * @public
 */

defineGetter(req, 'fresh', function(){
  return this.res.statusCode === 304;
});

/**
 * Check if the request is stale.
 */

defineGetter(req, 'stale', function stale(){
  return !this.fresh;
});

defineGetter(req, 'host', deprecate.function(function host(){
  return this.hostname;
}, 'req.host: Use req.hostname instead'));
"""

ROUTER_TS = """\
const VERBS = ['get', 'post', 'put', 'delete'] as const;

export class Router {
  handle(path: string): void {}
}

/** One registration method per HTTP verb. */
for (const verb of ['get', 'post', 'put', 'delete'] as const) {
  Router.prototype[verb] = function (this: Router, path: string, ...handlers: Handler[]): Router {
    return this;
  };
}

VERBS.forEach((verb) => (Client.prototype[verb] = (path: string) => path));

/** Whether the router holds no route. */
Object.defineProperty(Router.prototype, 'empty', {
  get(this: Router): boolean {
    return true;
  },
});

Object.defineProperties(exports, {
  /** The default router. */
  router: { value: function router(options?: Options): Router { return new Router(); } },
  version: { value: '1.0.0' },
});
"""


def _entities(source: str, text: str) -> dict[str, Entity]:
    found = extract(source, textwrap.dedent(text).lstrip("\n"))
    by_symbol = {e.symbol: e for e in found}
    assert len(by_symbol) == len(found), "duplicate symbols"
    return by_symbol


@pytest.mark.parametrize("source", ["lib/application.js", "lib/application.ts"])
def test_express_method_families_get_one_doc_each(source: str) -> None:
    found = _entities(source, EXPRESS_APP)
    assert list(found) == ["app.METHOD", "proto.METHOD", "Route.METHOD"]
    app = found["app.METHOD"]
    assert (app.name, app.kind, app.parent) == ("METHOD", "method", "app")
    assert (app.start_line, app.end_line) == (7, 12)
    assert app.code.startswith("methods.forEach(function(method){\n  app[method] =")
    assert app.doc == ("Delegate `.VERB(...)` calls to `router.VERB(...)`.\n\n"
                       "Defined for each `METHOD` in `methods`.")
    assert app.signature == "app[method] = function(path)"
    assert app.params == (Param("path"),)
    assert found["proto.METHOD"].doc == ("create Router#VERB functions\n\n"
                                         "Defined for each `METHOD` in `methods` and `'all'`.")
    route = found["Route.METHOD"]  # on the prototype: a method of the class
    assert (route.parent, route.doc) == ("Route", "Defined for each `METHOD` in `methods`.")


@pytest.mark.parametrize("source", ["lib/request.js", "lib/request.ts"])
def test_express_getters_are_documented_under_the_defined_name(source: str) -> None:
    found = _entities(source, EXPRESS_REQUEST)
    assert list(found) == ["req.fresh", "req.stale", "req.host"]
    fresh = found["req.fresh"]
    assert (fresh.name, fresh.kind, fresh.parent) == ("fresh", "method", "req")
    assert (fresh.start_line, fresh.end_line) == (10, 12)
    assert fresh.doc.startswith("Check if the request is fresh, aka\nLast-Modified")
    assert fresh.signature == "function()"  # the function's header, not the call around it
    assert fresh.decorators == ("get",)  # as a class's `get fresh()` has it
    assert found["req.stale"].doc == "Check if the request is stale."
    # a function wrapped in one call (express's `deprecate.function(fn, message)`)
    assert (found["req.host"].start_line, found["req.host"].end_line) == (22, 24)


def test_typescript_loops_and_property_descriptors() -> None:
    found = _entities("src/router.ts", ROUTER_TS)
    assert list(found) == ["Router", "Router.handle", "Router.VERB", "Client.VERB",
                           "Router.empty", "router"]
    assert found["Client.VERB"].doc == "Defined for each `VERB` in `VERBS`."
    verb = found["Router.VERB"]
    assert (verb.kind, verb.parent, verb.language) == ("method", "Router", "typescript")
    assert verb.doc == ("One registration method per HTTP verb.\n\n"
                        "Defined for each `VERB` in `'get'`, `'post'`, `'put'` and `'delete'`.")
    assert verb.params == (Param("path", "string"), Param("handlers", "Handler[]"))
    assert verb.returns == "Router"
    empty = found["Router.empty"]
    assert (empty.kind, empty.doc, empty.returns) == ("method", "Whether the router holds no "
                                                      "route.", "boolean")
    assert empty.signature == "get(this: Router): boolean"
    assert (empty.decorators, found["router"].decorators) == (("get",), ())
    router = found["router"]  # defined on the module's exports: a function
    assert (router.kind, router.parent, router.doc) == ("function", "", "The default router.")
    assert router.start_line == router.end_line == 25


def test_arrow_callbacks_and_for_of_over_a_named_list() -> None:
    found = _entities(
        "lib/verbs.js",
        """
        http.METHODS.forEach(m => {
          client[m.toLowerCase()] = () => 1;
          api[m] = async (url) => url;
        });
        for (const name of names.concat(extra, 'head')) Emitter.prototype[name] = function () {};
        """,
    )
    assert list(found) == ["api.M", "Emitter.NAME"]
    assert found["api.M"].doc == "Defined for each `M` in `http.METHODS`."
    assert found["api.M"].decorators == ("async",)
    assert found["Emitter.NAME"].doc == (
        "Defined for each `NAME` in `names`, `extra` and `'head'`.")


def test_a_loop_defining_several_families_gives_each_its_own_lines() -> None:
    found = _entities(
        "lib/aliases.js",
        """
        /** Both. */
        methods.forEach(function (method) {
          // The request side.
          Request.prototype[method] = function () {};
          Response.prototype[method] = function (body) {
            return body;
          };
        });
        """,
    )
    request, response = found["Request.METHOD"], found["Response.METHOD"]
    assert (request.start_line, request.end_line, request.doc) == (
        4, 4, "The request side.\n\nDefined for each `METHOD` in `methods`.")
    assert (response.start_line, response.end_line) == (5, 7)
    assert response.code.split("\n") == [
        "  Response.prototype[method] = function (body) {", "    return body;", "  };"]


@pytest.mark.parametrize(
    "text",
    [
        # an unknown iterable, even with a function value
        "Object.keys(app).forEach(function (m) { app[m] = function () {}; });",
        "getMethods().forEach((m) => { app[m] = () => {}; });",
        "for (const k in app) { proxy[k] = function () {}; }",
        "for (const m of this.methods) { app[m] = function () {}; }",
        "['get', 'a b', 'post'].forEach(function (m) { app[m] = function () {}; });",
        "methods.concat(other()).forEach(function (m) { app[m] = function () {}; });",
        # a known list with a value that is not a function
        "methods.forEach(function (m) { app[m] = handler; app[m] = 1; });",
        "for (const m of ['get', 'post']) { app[m] = createHandler(m); }",
        # the index is not the loop variable, or the object has no name
        "methods.forEach(function (m) { app[other] = function () {}; });",
        "methods.forEach(function (m) { this[m] = function () {}; });",
        "methods.forEach(function ({ m }) { app[m] = function () {}; });",
        # a define call whose name is not a string literal, or whose value is no function
        "defineGetter(req, name, function () {});",
        "defineGetter(req, `fresh`, function () {});",
        "defineGetter(req, 'fresh', getter);",
        "defineGetter(this, 'fresh', function () {});",
        "Object.defineProperty(obj, key, { get: function () {} });",
        "Object.defineProperty(obj, 'version', { value: '1.0', enumerable: true });",
        "Object.defineProperty(obj, 'x', { get: getter });",
        "Object.defineProperties(obj, { x: { value: 1 }, [key]: { get() {} } });",
        # not a definer
        "register(req, 'fresh', function () {});",
    ],
)
def test_what_defines_no_doc(text: str) -> None:
    for source in ("lib/a.js", "src/a.ts"):
        assert _entities(source, text) == {}, (source, text)


@pytest.mark.parametrize(
    "text",
    [
        "methods.forEach(function (m) {" + "app[m] = function () {};" * 20000 + "});",
        "[" + "'get'," * 100000 + "].forEach(m => { x[m] = () => 1; });",
        "m" + ".concat('a')" * 10000 + ".forEach(m => { x[m] = () => 1; });",
        "defineGetter(a" + ".b" * 20000 + ", 'x', function () {});",
        "defineGetter(req, 'x', f(" * 5000 + "function () {}" + ")" * 5001 + ";",
        "Object.defineProperties(o, {" + "a: { get() {} }," * 20000 + "});",
        "defineGetter(req, 'x', function () {});\n" * 20000,
    ],
)
def test_hostile_definitions_stay_linear(text: str) -> None:
    started = time.perf_counter()
    found = extract("hostile.js", text)
    assert time.perf_counter() - started < 5
    assert len(found) <= 20000


def test_pages_of_computed_and_registered_definitions(rk: RkRunner, tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "web", {"lib/application.js": EXPRESS_APP,
                                         "lib/request.js": EXPRESS_REQUEST,
                                         "src/router.ts": ROUTER_TS})
    result = rk("create", str(repo))
    assert result.code == 0, result.err
    pages = {rel: text for rel, text in tree_text(rk.home).items()
             if "/docs/" in rel and not rel.endswith("/_overview.md")}  # folders aside
    assert sorted(pages) == [
        "web/docs/lib/app-method.md", "web/docs/lib/proto-method.md", "web/docs/lib/req-fresh.md",
        "web/docs/lib/req-host.md", "web/docs/lib/req-stale.md", "web/docs/lib/route-method.md",
        "web/docs/src/client-verb.md",
        "web/docs/src/router--router.md", "web/docs/src/router-empty.md",
        "web/docs/src/router-verb.md", "web/docs/src/router.md",
    ]
    check_golden("jsdefs", pages)


def test_update_after_editing_a_list_and_a_getter_equals_a_fresh_create(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "web", {"lib/application.js": EXPRESS_APP,
                                         "lib/request.js": EXPRESS_REQUEST})
    home = tmp_path / "home"
    create(home, str(repo), "web", jobs=1)
    before = tree_text(home)
    write_files(repo, {
        "lib/application.js": EXPRESS_APP.replace("methods.forEach", "verbs.forEach", 1),
        "lib/request.js": EXPRESS_REQUEST.replace("is stale.", "is stale, aka not fresh.")
        + "\ndefineGetter(req, 'xhr', function xhr(){\n  return true;\n});\n",
    })
    git(repo, "commit", "-qam", "edit")
    update(home, "web")
    after = tree_text(home)
    fresh = tmp_path / "fresh"
    create(fresh, str(repo), "web", jobs=1)
    assert after == tree_text(fresh)
    changed = sorted(rel for rel in after if before.get(rel) != after[rel] and "/docs/" in rel)
    assert changed == ["web/docs/_overview.md",  # its row of lib/ counts the new page
                       "web/docs/lib/_overview.md",  # lists the new page and the new line
                       "web/docs/lib/app-method.md", "web/docs/lib/req-stale.md",
                       "web/docs/lib/req-xhr.md"]
    assert "Defined for each `METHOD` in `verbs`." in after["web/docs/lib/app-method.md"]

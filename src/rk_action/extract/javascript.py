"""JavaScript and TypeScript, JSX and TSX included: functions, classes, methods, CommonJS exports.

Only the levels that can hold a file's API are walked: the program, namespace and `declare`
bodies, the bodies of top-level IIFEs (UMD wrappers, revealing modules, compiled ES5 classes),
class and interface bodies, and object literals bound at those levels. Function bodies are never
entered, so nested functions and anonymous callbacks get no entity.

TypeScript overload signatures get no entity: the implementation's entity starts at the first of
them, since they are its typed API. Abstract methods and interface method signatures are kept
(kind `method`), as ctags keeps them; `declare function` stubs are skipped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from itertools import pairwise
from pathlib import PurePosixPath

from rk_action.extract import _jsdefs, _ts, looks_inside, module_name
from rk_action.extract._comments import (
    clean_comment,
    holds_notice,
    names_a_group,
    without_banner,
)
from rk_action.extract._jsdefs import Defined, member_path, property_name, unwrap
from rk_action.extract._ts import Node, one_line
from rk_action.model import Entity, Kind, Param

_GRAMMARS = {".ts": "typescript", ".mts": "typescript", ".cts": "typescript", ".tsx": "tsx"}
_DECLARATIONS = frozenset({"function_declaration", "generator_function_declaration"})
_EXPRESSIONS = frozenset(
    {"function_expression", "function", "generator_function", "arrow_function"}
)
_FUNCTIONS = _DECLARATIONS | _EXPRESSIONS
_OBJECT_METHODS = _FUNCTIONS | {"method_definition"}
_OVERLOADABLE = _DECLARATIONS | {"method_definition", "method_signature"}
_CLASSES = frozenset({"class_declaration", "abstract_class_declaration", "class"})
_TYPES = _CLASSES | {"interface_declaration", "enum_declaration"}
_NAMESPACES = frozenset({"internal_module", "module"})
_MODIFIERS = frozenset({"async", "static", "get", "set", "abstract", "readonly"})
_MODIFIERS |= {"accessibility_modifier", "override_modifier"}
# `const Button = React.forwardRef((props, ref) => ...)`: the component is the inner function.
_COMPONENT_WRAPPERS = frozenset({"memo", "forwardRef", "React.memo", "React.forwardRef"})
_MODULE_EXPORTS = (["module", "exports"], ["exports"])
_DIRECTIVES = ("eslint", "@ts-", "prettier-ignore", "istanbul", "tslint", "jshint", "global ",
               "#__", "@__", "v8 ignore", "c8 ignore", "noinspection")
"""What opens a tool's comment: linters', and bundlers' annotations (`/*#__PURE__*/`)."""
_THIS = re.compile(r"(?<![\w$.])this\b")
"""`this` in an exported object literal: its members are methods of an object the module
stands for (koa's `request.js`: `module.exports = { get header() { return this.req.headers }
… }`), named after the file, not functions of the module."""
_FILE_TAGS = ("@file", "@fileoverview", "@module", "@license", "@copyright", "@packageDoc")
_MAX_DEPTH = 8

_Blocks = list[tuple[Node, str]]
"""Statement lists to walk as top level, each with the parent symbol of what they define."""


@dataclass
class _File:
    """What every entity of one file shares, and the entities found so far."""

    src: _ts.Source
    source: str
    language: str
    stem: str
    found: list[Entity] = field(default_factory=list)
    unnamed: set[int] = field(default_factory=set)
    """Which of `found` are named after the file, having no name of their own."""
    aliases: list[tuple[str, str, str]] = field(default_factory=list)
    """(owner, name, other name) of `proto.unbind = proto.off`, `exports.escape = escapeHtml`."""
    adopted: list[tuple[str, str, str]] = field(default_factory=list)
    """(constructor, function, method name) of `Minimatch.prototype.make = make`: a function
    of the file set on a constructor's prototype, a method of it."""
    exports: set[str] = field(default_factory=set)
    """Variables bound to the module's exports (`var _exports = module.exports = {}`, as
    nunjucks' filters.js begins): what is set on them is the module's."""
    prototypes: dict[str, list[str]] = field(default_factory=dict)
    """A variable given a constructor's prototype (`var _proto = Dayjs.prototype`, as Babel
    compiles a class) → the constructor's path: what the methods set on it belong to."""

    def named_by_file(self, count_before: int) -> None:
        """The entity recorded since `found` held `count_before` has the file's name."""
        if len(self.found) > count_before:
            self.unnamed.add(count_before)


def extract(source: str, text: str) -> list[Entity]:
    """Every function, class, method, interface, enum and namespace of one JS/TS file."""
    path = PurePosixPath(source)
    grammar = _GRAMMARS.get(path.suffix.lower(), "javascript")
    language = "javascript" if grammar == "javascript" else "typescript"
    file = _File(_ts.Source(text), source, language, module_name(source))
    root = file.src.parse(grammar)
    _walk(file, root)
    _header_as_doc(file, root)
    _named_docs(file, root)
    if root.has_error and grammar != "javascript":
        separated = _without_variance(_separate_call_signatures(file.src.data))
        if separated != file.src.data:
            # Read again with the separators the grammar missed; same offsets, same text cut.
            again = _File(file.src, source, language, file.stem)
            read = _ts.parser(grammar).parse(separated).root_node
            _walk(again, read)
            if not read.has_error or len(again.found) > len(file.found):
                return _default_named(again)
    return _default_named(file)


DEFAULT = "default"
"""What a module's export without a name is called when a function of the module has its
file's name already: what `import x from './stringify'` binds, as ES modules name it."""


def _default_named(file: _File) -> list[Entity]:
    """The entities of `file` with their aliases (`_with_aliases`), an unnamed export that
    took its file's name renamed `default` when another function of the file has that name
    (qs's `stringify.js` holds `var stringify = function stringify(…)` and `module.exports =
    function (object, opts)`: two pages of one symbol, and the export's call of `stringify`
    read as recursion)."""
    _adopt(file)
    _with_aliases(file)
    named = {e.symbol for i, e in enumerate(file.found) if i not in file.unnamed}
    declared = {e.symbol for e in file.found if e.kind == "class" and not e.parent
                and _DECLARED_CLASS.match(e.code)}
    return [replace(entity, name=DEFAULT, symbol=DEFAULT)
            if i in file.unnamed and entity.symbol in named and entity.kind == "function"
            else _declared_constructor(entity) if entity.kind == "function" and (
                entity.symbol in declared)
            else entity for i, entity in enumerate(file.found) if not _compiler_helper(entity)]


_DECLARED_CLASS = re.compile(r"(?:export\s+)?declare\s+(?:abstract\s+)?class\b")


def _declared_constructor(function: Entity) -> Entity:
    """The function that implements a class a TypeScript file only declares (signals-core's
    `declare class Signal<T> {…}`, then `function Signal(this: Signal, value?) {…}` and its
    prototype's methods): the class's constructor, not a second page of its name (`new
    Signal(v)` reached neither)."""
    return replace(function, kind="method", name="constructor", parent=function.symbol,
                   symbol=f"{function.symbol}.constructor")


def _compiler_helper(entity: Entity) -> bool:
    """Is `entity` a helper that Babel or TypeScript writes into each file it compiles
    (`_typeof`, `_slicedToArray`, `_interopRequireDefault`, tslib's `__awaiter`)? Generated
    code, as a generated file is: validator's `es/lib` had 32 such pages, in search results."""
    if entity.parent or entity.kind != "function":
        return False
    name = entity.name
    return (name.startswith("__") and name[2:] in _TSLIB_HELPERS) or (
        name.startswith("_") and name[1:] in _BABEL_HELPERS) or (
        name == "ownKeys" and "getOwnPropertySymbols" in entity.code)


def _names(text: str) -> frozenset[str]:
    return frozenset(text.split())


_BABEL_HELPERS = _names("""
    typeof asyncIterator AwaitValue AsyncGenerator wrapAsyncGenerator awaitAsyncGenerator
    asyncGeneratorDelegate asyncToGenerator asyncGeneratorStep classCallCheck createClass
    defineEnumerableProperties defineProperty extends objectSpread objectSpread2
    inherits inheritsLoose getPrototypeOf setPrototypeOf isNativeReflectConstruct
    isNativeFunction wrapNativeSuper instanceof interopRequireDefault interopRequireWildcard
    getRequireWildcardCache newArrowCheck objectDestructuringEmpty objectWithoutPropertiesLoose
    objectWithoutProperties assertThisInitialized possibleConstructorReturn createSuper
    superPropBase taggedTemplateLiteral taggedTemplateLiteralLoose readOnlyError
    writeOnlyError classNameTDZError temporalUndefined temporalRef slicedToArray
    slicedToArrayLoose toConsumableArray arrayWithoutHoles arrayWithHoles
    maybeArrayLike iterableToArray iterableToArrayLimit iterableToArrayLimitLoose
    unsupportedIterableToArray arrayLikeToArray nonIterableSpread nonIterableRest
    createForOfIteratorHelper createForOfIteratorHelperLoose skipFirstGeneratorNext toPrimitive
    toPropertyKey initializerWarningHelper initializerDefineProperty applyDecoratedDescriptor
    classPrivateFieldLooseKey classPrivateFieldLooseBase classPrivateFieldGet
    classPrivateFieldSet classPrivateMethodGet classPrivateMethodSet
    classStaticPrivateFieldSpecGet classStaticPrivateFieldSpecSet classStaticPrivateMethodGet
    classApplyDescriptorGet classApplyDescriptorSet classExtractFieldDescriptor
    classCheckPrivateStaticAccess classCheckPrivateStaticFieldDescriptor regeneratorRuntime
    wrapRegExp checkPrivateRedeclaration classPrivateFieldInitSpec classPrivateMethodInitSpec
    callSuper OverloadYield
""")
"""The helpers `@babel/helpers` defines, which Babel writes into a compiled file as
`function _<name>(…)`; not those whose names a hand-written private helper may have (`_get`,
`_set`, `_defaults`, `_toArray`)."""
_TSLIB_HELPERS = _names("""
    extends assign rest decorate param metadata awaiter generator exportStar values read spread
    spreadArrays spreadArray await asyncGenerator asyncDelegator asyncValues makeTemplateObject
    importStar importDefault classPrivateFieldGet classPrivateFieldSet classPrivateFieldIn
    createBinding setModuleDefault esDecorate runInitializers propKey setFunctionName
    addDisposableResource disposeResources
""")
"""The helpers of TypeScript's `tslib`, which `tsc` writes into a compiled file as
`var __<name> = (this && this.__<name>) || function (…)`."""


def _header_as_doc(file: _File, root: Node) -> None:
    """A file of one function or class, undocumented, that its first comment describes
    (semver's `ranges/gtr.js`: "// Determine if version is greater than all the versions
    possible in the range.", then its `require`s): that comment is its doc. Not a licence's,
    a file tag's (`@license`, `@fileoverview`) nor a tool's."""
    top = [i for i, entity in enumerate(file.found) if not entity.parent]
    if len(top) != 1 or file.found[top[0]].doc or not _exported_as_module(
            file.src.text, file.found[top[0]].name):
        return
    header = []
    for child in root.children:
        if child.type != "comment":
            break
        header.append(_text(file, child))
    text = "\n".join(clean_comment(one) for one in header if not _directive(one)).strip()
    if text and not holds_notice(text) and not any(tag in text for tag in _FILE_TAGS):
        file.found[top[0]] = replace(file.found[top[0]], doc=without_banner(text))


_JSDOC_NAME = re.compile(r"^[ \t]*@(?:name|function|func|method)[ \t]+([A-Za-z_$][\w$]*)[ \t]*$",
                         re.M)


def _named_docs(file: _File, root: Node) -> None:
    """JSDoc's `@name x` names the symbol a block documents, where the code does not show it
    (what a compiler emits: async's `retry.js` holds its block above two constants, then
    `function retry`; its `each.js` documents `function eachLimit` as `@name each`). A block
    of the file's top level that documents no entity gives its doc to the undocumented entity
    it names; a block above an entity of another name gives it that name as another name."""
    for child in root.children:
        if child.type != "comment":
            continue
        text = _text(file, child)
        if not (text.startswith("/**") and "@" in text):
            continue
        doc = clean_comment(text)
        named = _JSDOC_NAME.search(doc)
        if named is None:
            continue
        name = named.group(1)
        owners = [at for at, entity in enumerate(file.found) if entity.doc == doc]
        if not owners:
            owners = [at for at, entity in enumerate(file.found)
                      if entity.name == name and not entity.doc and not entity.parent][:1]
            for at in owners:
                file.found[at] = replace(file.found[at], doc=doc)
        for at in owners:
            entity = file.found[at]
            if entity.name != name and not entity.parent and name not in entity.aliases:
                file.found[at] = replace(entity, aliases=(*entity.aliases, name))


_MODULE_EXPORT = re.compile(r"(?m)^[ \t]*(?:module\.exports[ \t]*=|export[ \t]+default\b)[ \t]*"
                            r"(?:async[ \t]+)?(?:(function\b[ \t]*\*?|class\b)[ \t]*)?([\w$]*)")


def _exported_as_module(text: str, name: str) -> bool:
    """Is `name` what the file exports as itself (`module.exports = gtr`, `export default
    function gtr`, or a function without a name, which takes the file's)? A module that
    exports several names has a header about the module, not about one of them."""
    found = _MODULE_EXPORT.search(text)
    if found is None:
        return False
    if found.group(2):
        return found.group(2) == name
    return bool(found.group(1)) or text[found.end():found.end() + 1] == "("


def _walk(file: _File, root: Node) -> None:
    pending: list[tuple[Node, str, int]] = [(root, "", 0)]
    while pending:
        block, parent, depth = pending.pop()
        for statement in block.named_children:
            for inner, inner_parent in _statement(file, statement, parent):
                if depth < _MAX_DEPTH:
                    pending.append((inner, inner_parent, depth + 1))


_GENERIC_CALL_SIGNATURE = re.compile(rb"[ \t]+<[A-Za-z_$][\w$]*\b[^\n]*>[ \t]*\(")
"""An interface's generic call signature on a line of its own, `<T>(fn: T): T`."""
_ENDS_A_MEMBER = re.compile(rb"[\w$)\]>?'\"`]")


def _separate_call_signatures(data: bytes) -> bytes:
    """The text with a `;` (in place of an indenting space) before each generic call signature
    that follows a member without one (MobX's `IActionFactory`, written without semicolons):
    the grammar reads `T\n<T>(…)` as an expression and loses the rest of the file. Not after
    `=>`, where `<T>(…) =>` is the curried function's next arrow."""
    lines = data.split(b"\n")
    last = b""
    comment = False  # inside a block comment (a doc comment between members)
    for number, line in enumerate(lines):
        code = line.split(b"//", 1)[0].strip()
        if comment or code.startswith(b"/*"):
            comment = b"*/" not in code
            continue
        if not code:
            continue
        if (_ENDS_A_MEMBER.fullmatch(last[-1:]) and not last.endswith(b"=>")
                and _GENERIC_CALL_SIGNATURE.match(line)):
            indent = len(line) - len(line.lstrip(b" \t"))
            lines[number] = line[: indent - 1] + b";" + line[indent:]
        last = code[-2:]
    return b"\n".join(lines)


_VARIANCE = re.compile(rb"(?<=[<,])(\s*)(in\s+out|in|out|const)(\s+)"
                       rb"(?=[A-Za-z_$][\w$]*\s*(?:[,>=]|extends\b))")
"""A type parameter's variance or `const` (`interface Chunk<out A>`, TypeScript 4.7 and 5),
which the grammar does not know: Effect's 134 files lost every definition after the first."""


def _without_variance(data: bytes) -> bytes:
    """The text with type parameters' modifiers blanked (same offsets, same lines)."""
    if b"in" not in data and b"out" not in data and b"const" not in data:
        return data
    return _VARIANCE.sub(lambda m: m.group(1) + b" " * len(m.group(2)) + m.group(3), data)


def _statement(file: _File, statement: Node, parent: str) -> _Blocks:
    """Record the entities one statement defines; return the blocks to walk as top level."""
    node: Node | None = statement
    if statement.type == "export_statement":
        node = statement.child_by_field_name("declaration")
        node = node or unwrap(statement.child_by_field_name("value"))
    if node is not None and node.type == "ambient_declaration":  # `export declare namespace`
        node = next((c for c in node.named_children if c.type != "comment"), None)
        if node is not None and node.type == "statement_block":  # `declare global { ... }`
            return [(node, parent)]
    if node is None:
        return []
    name = _text(file, node.child_by_field_name("name"))
    if node.type in _FUNCTIONS or node.type in _TYPES:
        plugin = (_plugin_body(file, node, parent)
                  if statement.type == "export_statement" and node.type in _FUNCTIONS else [])
        if not plugin or _doc(file, statement):  # an undocumented plugin: its methods say it
            count = len(file.found)
            _add(file, statement, node, name or file.stem, "function", parent)
            if not name:
                file.named_by_file(count)
            elif name[:1].isupper() and node.type in _FUNCTIONS:
                _constructor_methods(file, node, _join(parent, name))
        return plugin or (_factory_body(file, node, parent) if node.type in _FUNCTIONS else [])
    elif node.type == "type_alias_declaration" and _doc(file, statement):
        _type_alias(file, statement, node, name, parent)
    elif node.type in ("lexical_declaration", "variable_declaration"):
        return _declarations(file, statement, node, parent)
    elif node.type == "object" and statement.type == "export_statement":
        _object_members(file, node, "", "function")
    elif node.type == "call_expression" and statement.type == "export_statement" and (
            wrapped := _documented_wrapped(file, statement, node, exported=True)) is not None:
        # underscore's `// Take the difference between one array and a number of other
        # arrays.` over `export default restArguments(function(array, rest) {…})`: 56 of its
        # 161 modules export such a function, and had no page
        count = len(file.found)
        _add(file, statement, wrapped, file.stem, "function", parent)
        file.named_by_file(count)
    elif node.type in _NAMESPACES:
        return _namespace(file, statement, node, parent)
    elif node.type == "expression_statement" and node.named_child_count:
        return _expression(file, statement, node.named_children[0], parent)
    elif node.type == "for_in_statement":
        _defined(file, _jsdefs.families(file.src, node))
    elif node.type == "ERROR":
        return [(node, parent)]
    return []


def _expression(file: _File, statement: Node, expr: Node, parent: str) -> _Blocks:
    if expr.type in _NAMESPACES:
        return _namespace(file, statement, expr, parent)
    enum = _compiled_enum(file, expr) if expr.type == "call_expression" else ""
    if enum:
        declared = statement.prev_named_sibling  # `/** All the states… */ var State;` above it
        bare = _BARE_DECLARATION.fullmatch(_text(file, declared)) if declared is not None else None
        note = _doc(file, declared) if (declared is not None and bare is not None
                                         and bare.group(1) == enum) else ""
        _add(file, statement, expr, enum, "class", parent, signature=f"enum {enum}", note=note)
        return []
    if expr.type == "assignment_expression":
        return _assignment(file, statement, expr, parent)
    if expr.type == "call_expression":
        defined = _jsdefs.families(file.src, statement) or _jsdefs.registered(
            file.src, statement, expr)
        if defined:
            _defined(file, defined)
            return []
        registered = _registered_object(file, expr)
        if registered is not None:
            _object_members(file, registered[1], _join(parent, registered[0]))
            return []
    bodies = _iife_bodies(expr)
    named = [] if bodies or expr.type != "call_expression" else _named_arguments(expr)
    for function in named:
        outer = statement if len(named) == 1 else function
        name = _text(file, function.child_by_field_name("name"))
        # its signature is its own, not the call's (morgan's read "morgan.token('date',
        # function getDateToken (req, res, format)")
        _add(file, outer, function, name, "function", parent, signature_head=function)
    return [(body, parent) for body in bodies]


def _defined(file: _File, found: list[Defined]) -> None:
    """Methods of a family (`app.METHOD`) and functions handed to a definer (`req.fresh`):
    methods of the object they are defined on, functions when that is the module's exports."""
    for defined in found:
        owner = [] if list(defined.owner) in _MODULE_EXPORTS else list(defined.owner)
        if owner and owner[-1] == "prototype":
            owner = owner[:-1]
        symbol = ".".join(owner)
        if looks_inside(symbol):
            kind: Kind = "method" if owner else "function"
            _add(file, defined.outer, defined.function, defined.name, kind, symbol,
                 signature_head=defined.head, note=defined.note)
            if defined.accessor:  # as a class's `get x()` shows it
                added = file.found[-1]
                decorators = tuple(dict.fromkeys((*added.decorators, defined.accessor)))
                file.found[-1] = replace(added, decorators=decorators)


def _registered_object(file: _File, call: Node) -> tuple[str, Node] | None:
    """The name and the object of functions a top-level call registers under that name, its
    last arguments (numeral's `numeral.register('format', 'bps', { format: function (value,
    format, roundingFunction) {…}, unformat: … })`: the library's seven formats and each
    locale's `ordinal` had no page). The name is the string right before the object, written
    as an identifier is."""
    given = [a for a in _jsdefs.arguments(call) if a.type != "comment"]
    if len(given) < 2 or given[-1].type != "object" or given[-2].type != "string":
        return None
    callee = unwrap(call.child_by_field_name("function"))
    if callee is not None and callee.type == "member_expression":
        callee = callee.child_by_field_name("property")
    if _text(file, callee).startswith("define"):  # `Object.defineProperty(exports, "x", {
        return None  # get: … })`: a property's accessor (`_jsdefs.registered`)
    name = property_name(file.src, given[-2])
    if not _REGISTERED_NAME.fullmatch(name) or not any(map(_a_method, given[-1].named_children)):
        return None
    return name, given[-1]


def _a_method(member: Node) -> bool:
    """Is this member of an object literal a function (`m() {}`, `m: function () {}`)?"""
    if member.type == "pair":
        value = unwrap(member.child_by_field_name("value"))
        return value is not None and value.type in _OBJECT_METHODS
    return member.type == "method_definition"


_REGISTERED_NAME = re.compile(r"[A-Za-z_$][\w$]*")


def _named_arguments(call: Node) -> list[Node]:
    """Named function expressions handed to a top-level call, as in express's
    `defineGetter(req, 'ip', function ip() {...})`; anonymous callbacks are left out."""
    found: list[Node] = []
    calls = [call]
    for _ in range(2):  # `f(x, g(function named() {}))` and no deeper
        arguments = [a for c in calls for a in _jsdefs.arguments(c)]
        found += [a for a in arguments if a.type in _FUNCTIONS and a.child_by_field_name("name")]
        calls = [a for a in arguments if a.type == "call_expression"]
    return found


def _iife_bodies(expr: Node) -> list[Node]:
    """The bodies of `(function () {...})()`, `!function () {...}()`, `(() => {...})()`,
    `(function () {...}).call(this)` and of the factory a UMD wrapper is called with."""
    while expr.type in ("parenthesized_expression", "unary_expression") and expr.named_children:
        expr = expr.named_children[-1]
    if expr.type != "call_expression":
        return []
    callee = unwrap(expr.child_by_field_name("function"))
    if callee is not None and callee.type == "member_expression":
        callee = unwrap(callee.child_by_field_name("object"))
    if callee is None or callee.type not in _FUNCTIONS:
        return []
    functions = [callee] + [argument for argument in map(unwrap, _jsdefs.arguments(expr))
                            if argument is not None and argument.type in _FUNCTIONS]
    # (Rollup's UMD wraps its factory in parentheses: `})(this, (function (exports) {…}));`,
    # superstruct's bundle had no entity at all)
    bodies = [f.child_by_field_name("body") for f in functions]
    return [body for body in bodies if body is not None and body.type == "statement_block"]


def _returned(body: Node) -> Node | None:
    """What a block's last statement returns, when it is a `return` of a value."""
    statements = [c for c in body.named_children if c.type != "comment"]
    last = statements[-1] if statements else None
    if last is None or last.type != "return_statement" or not last.named_children:
        return None
    return last.named_children[0]


def _returned_function(body: Node) -> Node | None:
    """The function expression an IIFE's body ends by returning, if it does."""
    returned = unwrap(_returned(body))
    return returned if returned is not None and returned.type in (
        "function_expression", "function", "arrow_function") else None


def _assignment(file: _File, statement: Node, expr: Node, parent: str) -> _Blocks:
    """`obj.m = function`, `Foo.prototype.m = ...`, `exports.x = ...`, `module.exports = ...`;
    the blocks to walk as top level (a plugin's body: `_plugin_body`)."""
    paths: list[list[str]] = []
    value: Node | None = expr
    while value is not None and value.type == "assignment_expression":
        paths.append(member_path(file.src, value.child_by_field_name("left")))
        value = unwrap(value.child_by_field_name("right"))
    path = next((p for p in paths if p), [])
    if not path or value is None or (value.type in _NONE_TYPES
                                     and _NOTHING.fullmatch(_text(file, value))):
        return []  # `exports.evolve = exports.getAssignSemigroup = void 0;`: what TypeScript
        # declares at a module's top, no value, and no name another's
    others = paths[paths.index(path) + 1:]
    bodies = _iife_bodies(value) if value.type == "call_expression" else []
    if bodies and not (len(bodies) == 1 and _returned_function(bodies[0])):
        # CoffeeScript's `module.exports = NodeCache = (function() { class NodeCache … return
        # NodeCache; }).call(this)`: what the closure declares, as a `var`'s (node-cache's
        # class and its 25 methods had no page)
        return [(body, parent) for body in bodies]
    if path in _MODULE_EXPORTS:
        if value.type == "object" and _THIS.search(_text(file, value)):
            _object_members(file, value, file.stem)  # koa's request.js: `ctx.request`'s
        elif value.type == "object":
            _object_members(file, value, "", "function")
        else:
            # `module.exports = internals.State = class {…}`: named by the other assignment
            # (joi's three such classes were named after their files, `state`, `template`)
            own_name = _text(file, value.child_by_field_name("name")) or next(
                (other[-1] for other in others if other and other not in _MODULE_EXPORTS), "")
            plugin = _plugin_body(file, value, parent) if value.type in _FUNCTIONS else []
            if not plugin or _doc(file, statement):  # as `_statement` does
                count = len(file.found)
                _value(file, statement, value, own_name or file.stem, "", "function")
                if not own_name:
                    file.named_by_file(count)
            return plugin
        return []
    owner = _owner(file, path)
    if owner and path[0] in file.prototypes:  # `_proto.add = function`: `Dayjs.add`
        path = [*owner, path[-1]]
    returned = _returned_function(bodies[0]) if len(bodies) == 1 else None
    if returned is not None:  # bignumber.js' `BigNumber.random = (function () { … return
        # function (dp) {…}; })();` and `div = (function () {…})()`: the function it makes,
        # as a `var`'s (`_declarations`)
        parameters = returned.child_by_field_name("parameters")
        shown = one_line(_text(file, parameters)) if parameters is not None else "()"
        _add(file, statement, returned, path[-1], "method" if owner else "function",
             ".".join(owner), signature=f"function {path[-1]}{shown}")
        return []
    if value.type in ("member_expression", "identifier"):
        _alias(file, owner, path[-1], value)
    if (value.type == "identifier" and owner and len(path) > 2 and path[-2] == "prototype"
            and path[-1] != "constructor"):  # `X.prototype.constructor = X`: no method, the
        # link back Babel and lodash restore after `X.prototype = Object.create(…)`
        file.adopted.append((".".join(owner), _text(file, value), path[-1]))
    for other in others:  # `P.toString = P.toHTML = function …`: one function, two names
        if other and _owner(file, other) == owner and other[-1] != path[-1]:
            file.aliases.append((".".join(owner), path[-1], other[-1]))
    if value.type == "object" and owner:  # `Foo.prototype = {...}`, `api.helpers = {...}`
        _object_members(file, value, ".".join(path[:-1] if path[-1] == "prototype" else path))
    elif value.type == "object":  # an exported object of functions, winston's `exports.warn
        # = { deprecated(prop) {…}, useFormat(…) {…}, … }`: its five had no page
        _object_members(file, value, path[-1])
    else:
        kind: Kind = "method" if owner else "function"
        made = value.type in _MADE_VALUES or (value.type == "call_expression"
                                              and not _iife_bodies(value))
        wrapped = _documented_wrapped(file, statement, value, exported=True) if (
            made and not owner and value.type == "call_expression") else None
        if made and _documented_function(file, statement, value):
            # `exports.ceil = createRound('ceil')` under its JSDoc's `@param`: a function, as
            # `var ceil = createRound('ceil')` is
            _add(file, statement, value, path[-1], kind, ".".join(owner))
        elif wrapped is not None:
            _add(file, statement, wrapped, path[-1], kind, "")
            _also_named(file, "", path[-1], wrapped)
        else:
            _value(file, statement, value, path[-1], ".".join(owner), kind)
    return []


_BARE_DECLARATION = re.compile(r"(?:var|let)\s+([A-Za-z_$][\w$]*)\s*;?")
"""A variable declared with no value, as TypeScript declares an enum before filling it."""
_EXPORTS_NAME = re.compile(r"_*exports\d*")
"""A variable named for the module's exports alone, as compilers name it."""
_NOTHING = re.compile(r"void\s+0|undefined|null")
"""A value that is none."""
_NONE_TYPES = frozenset({"unary_expression", "identifier", "undefined", "null"})
"""The nodes such a value is (its text is read only then: a module's export may be long)."""


def _owner(file: _File, path: list[str]) -> list[str]:
    """What the member `path` is assigned on: none for the module's exports, the constructor
    for its prototype (`Foo.prototype.m`, `_proto.m` after `var _proto = Foo.prototype`)."""
    owner = [] if path[:-1] in _MODULE_EXPORTS or (
        len(path) == 2 and path[0] in file.exports) else path[:-1]
    if owner and owner[-1] == "prototype":
        owner = owner[:-1]
    if owner and owner[0] in file.prototypes:
        owner = file.prototypes[owner[0]] + owner[1:]
    return owner


def _alias(file: _File, owner: list[str], name: str, value: Node) -> None:
    """Record `owner.name = owner.other` (`proto.unbind = proto.off`, `exports.escape =
    escapeHtml`): another name of what `other` is, when the file defines it."""
    path = [_text(file, value)] if value.type == "identifier" else member_path(file.src, value)
    if path and _owner(file, path) == owner and path[-1] != name:
        file.aliases.append((".".join(owner), path[-1], name))


def _adopt(file: _File) -> None:
    """A function of the file's top level that a constructor's prototype takes, and that uses
    `this`, is that constructor's method (minimatch's `Minimatch.prototype.make = make`, then
    `function make () { … this.pattern … }`: its page named a function `make`, its calls
    through `this.make()` linked nowhere); its own name, if another, is another name of it."""
    for owner, function, method in file.adopted:
        for at, entity in enumerate(file.found):
            if (entity.name == function and not entity.parent and entity.kind == "function"
                    and _THIS.search(entity.code)):
                others = entity.aliases + ((function,) if function != method else ())
                file.found[at] = replace(entity, name=method, symbol=f"{owner}.{method}",
                                         parent=owner, kind="method", aliases=others)
                break


def _with_aliases(file: _File) -> None:
    """Give each entity the other names `file.aliases` found for it."""
    for owner, name, alias in file.aliases:
        for at, entity in enumerate(file.found):
            if entity.parent == owner and entity.name == name and entity.kind != "class":
                if alias not in entity.aliases:
                    file.found[at] = replace(entity, aliases=(*entity.aliases, alias))
                break


def _factory_body(file: _File, function: Node, parent: str) -> _Blocks:
    """The body of a function that makes a class and returns it, to walk as top level: the
    constructor function it declares and returns (bignumber.js' `function clone(configObject)
    { function BigNumber(v, b) {…} … P.abs = function () {…} … return BigNumber; }`, the whole
    library, whose 60 functions had no page but `clone`'s)."""
    body = function.child_by_field_name("body")
    returned = _returned(body) if body is not None and body.type == "statement_block" else None
    if body is None or returned is None:
        return []
    name = _text(file, returned)
    declared = {_text(file, s.child_by_field_name("name")) for s in body.named_children
                if s.type == "function_declaration"}
    return [(body, parent)] if name in declared and name[:1].isupper() else []


def _plugin_body(file: _File, function: Node, parent: str) -> _Blocks:
    """The body of a function the module exports, to walk as top level when it is a plugin's:
    one that adds methods to what it is given, a parameter or a local taken from one (dayjs'
    `export default (o, c, d) => { const proto = c.prototype; proto.fromNow = function (input)
    {…} }`), whose methods had no page. Any other exported function's body is its own (its
    nested functions get no entity; mobx's `createAction` sets `res.toString` on a function of
    its own)."""
    body = function.child_by_field_name("body")
    parameters = function.child_by_field_name("parameters") or function.child_by_field_name(
        "parameter")
    if body is None or body.type != "statement_block" or parameters is None:
        return []
    given = set(_IDENTIFIER.findall(_text(file, parameters)))
    for statement in body.named_children:
        if statement.type in ("lexical_declaration", "variable_declaration"):
            for declarator in statement.named_children:
                value = unwrap(declarator.child_by_field_name("value"))
                name = declarator.child_by_field_name("name")
                taken = member_path(file.src, value) if (
                    value is not None and value.type == "member_expression") else []
                if name is not None and taken and taken[0] in given:
                    given.add(_text(file, name))  # `var proto = c.prototype`
        expr = statement.named_children[0] if (
            statement.type == "expression_statement" and statement.named_child_count) else None
        if expr is not None and expr.type == "assignment_expression":
            left = member_path(file.src, expr.child_by_field_name("left"))
            value = unwrap(expr.child_by_field_name("right"))
            if (len(left) > 1 and left[0] in given and value is not None
                    and value.type in _FUNCTIONS):
                return [(body, parent)]
    return []


_IDENTIFIER = re.compile(r"[A-Za-z_$][\w$]*")


def _declarations(file: _File, statement: Node, declaration: Node, parent: str) -> _Blocks:
    """`const f = () => ...`, `let F = class {}`, `var api = { m() {} }`, `var X = (function
    () { ... })()`."""
    declarators = [c for c in declaration.named_children if c.type == "variable_declarator"]
    blocks: _Blocks = []
    for declarator in declarators:
        name_node = declarator.child_by_field_name("name")
        value = unwrap(declarator.child_by_field_name("value"))
        assigned = value  # `P = BigNumber.prototype = {…}`: what it is given, all of it
        exported = False
        while value is not None and value.type == "assignment_expression":
            exported |= member_path(file.src, value.child_by_field_name("left")) in (
                _MODULE_EXPORTS)
            value = unwrap(value.child_by_field_name("right"))  # `var p = module.exports = ...`
        if name_node is None or name_node.type != "identifier" or value is None:
            continue
        name = _text(file, name_node)
        if exported and value.type == "object" and not value.named_child_count and (
                _EXPORTS_NAME.fullmatch(name)):
            file.exports.add(name)  # `var _exports = module.exports = {};` (express's `var
            # app = exports = module.exports = {}` names what `app.listen` is set on)
            continue
        outer = statement if len(declarators) == 1 else declarator
        _prototype_alias(file, name, assigned or value)
        if value.type not in _FUNCTIONS and value.type not in _CLASSES and _typed_api(
                file, outer, declarator, name, parent):
            blocks += [(body, parent) for body in _iife_bodies(value)]
        elif value.type == "object":
            _object_members(file, value, _join(parent, name))
        elif value.type == "call_expression":
            component = _wrapped_component(file, value) or _documented_wrapped(file, outer, value)
            bodies = _iife_bodies(value)
            made = _returned_function(bodies[0]) if len(bodies) == 1 else None
            if made is not None and component is None:
                # `var baseCreate = (function() { function object() {} return function(proto)
                # {…}; }());`: the function it makes, its closure's helpers its own business
                # (lodash's page was for `object`, a stub, and none for `baseCreate`)
                parameters = made.child_by_field_name("parameters")
                shown = one_line(_text(file, parameters)) if parameters is not None else "()"
                _add(file, outer, made, name, "function", parent,
                     signature=f"function {name}{shown}")
                continue
            if component is not None:
                _add(file, outer, component, name, "function", parent)
            elif not bodies and _documented_function(file, outer, value):
                _add(file, outer, value, name, "function", parent)
            blocks += [(body, parent) for body in bodies]
        elif value.type in _MADE_VALUES and _documented_function(file, outer, value):
            _add(file, outer, value, name, "function", parent)
        else:
            _value(file, outer, value, name, parent, "function")
    return blocks


def _prototype_alias(file: _File, name: str, value: Node) -> None:
    """Record (or forget) `name` as an alias of a constructor's prototype: `var _proto =
    Dayjs.prototype` (a constructor's name is capitalised; a plugin's `proto = c.prototype`
    names a parameter, no better than `proto`)."""
    while value.type == "assignment_expression":  # bignumber.js' `P = BigNumber.prototype
        left = value.child_by_field_name("left")  # = { constructor: BigNumber }`
        if left is None:
            return
        value = left
    path = member_path(file.src, value) if value.type == "member_expression" else []
    if len(path) > 1 and path[-1] == "prototype" and path[-2][:1].isupper():
        file.prototypes[name] = path[:-1]
    else:
        file.prototypes.pop(name, None)


_MADE_VALUES = frozenset({"ternary_expression", "member_expression", "identifier"})
"""Values a function is bound to without being written there: chosen (`nodeIsDate ?
baseUnary(nodeIsDate) : baseIsDate`) or aliased (`var isArray = Array.isArray`)."""
_FUNCTION_TAGS = re.compile(r"^\s*\*?\s*@(?:param|returns?)\b", re.M)
_FUNCTION_TYPE = re.compile(r"^\s*\*?\s*@type\s+\{\s*Function\s*\}", re.M)
"""A JSDoc's tag typing what it documents as a function: with prose, a function's doc
(pluralize's `/** Pluralize a word. @type {Function} */ pluralize.plural = replaceWord(…)`,
the library's four main calls, had no page); alone, a value's."""


def _documents_a_function(file: _File, outer: Node) -> bool:
    """Does the JSDoc above a binding describe a function (its `@param` or `@returns`)?
    lodash binds 53 documented functions to what a factory makes (`var ceil =
    createRound('ceil')`), a condition chooses or an alias names: none had a page."""
    doc = _doc(file, outer)
    return bool(doc) and bool(_FUNCTION_TAGS.search(doc) or (
        _FUNCTION_TYPE.search(doc) and not doc.lstrip().startswith("@")))


def _documented_function(file: _File, outer: Node, value: Node) -> bool:
    """Is the value bound under `outer` a function by its JSDoc (`_documents_a_function`), or,
    a call, a documented bind (`_documented_bind`)? How `var x = …` and `exports.x = …` both
    tell a function a factory made, a condition chose or an alias names."""
    return _documents_a_function(file, outer) or (
        value.type == "call_expression" and _documented_bind(file, outer, value))


def _documented_bind(file: _File, outer: Node, call: Node) -> bool:
    """A documented name bound to a method of an instance (`export const applyPatches =
    immer.applyPatches.bind(immer)`): a function, however its doc reads. immer's six public
    functions are such bindings, documented in prose without `@param`, and had no page."""
    callee = call.child_by_field_name("function")
    if callee is None or callee.type != "member_expression":
        return False
    doc = _doc(file, outer)
    return _text(file, callee.child_by_field_name("property")) == "bind" and bool(doc) \
        and not doc.startswith("@")


def _typed_api(file: _File, outer: Node, declarator: Node, name: str, parent: str) -> bool:
    """Record a documented constant whose declared type is a function's, if it is one: the
    API of Effect and fp-ts (`export const some: <A>(a: A) => Option<A> = internal.some`,
    `export const map: { <A, B>(f…): …; <A, B>(self…): … } = dual(2, …)`), where the value is
    an alias or a call that makes the function, and the type is what a caller sees (689 of
    Effect's documented functions had no page). Each call signature is a line of its own."""
    annotation = declarator.child_by_field_name("type")
    declared = annotation.named_children[0] if annotation and annotation.named_children else None
    if declared is None or not _doc(file, outer):
        return False
    if declared.type == "function_type":
        signatures = [declared]
    elif declared.type == "object_type":
        members = [c for c in declared.named_children if c.type != "comment"]
        if not members or any(m.type != "call_signature" for m in members):
            return False
        signatures = members
    else:
        return False
    lines = [name + "".join(_flat(_text(file, s.child_by_field_name(part)))
                            for part in ("type_parameters", "parameters"))
             + ": " + _type_text(file, s.child_by_field_name("return_type")).removeprefix("=>")
             .strip() for s in signatures]
    widest = max(signatures, key=lambda s: len(_parameter_nodes(s)))
    _add(file, outer, widest, name, "function", parent, signature="\n".join(lines))
    return True


def _wrapped_component(file: _File, call: Node) -> Node | None:
    arguments = _jsdefs.arguments(call)
    if _text(file, call.child_by_field_name("function")) not in _COMPONENT_WRAPPERS:
        return None
    inner = unwrap(arguments[0]) if arguments else None
    return inner if inner is not None and inner.type in _FUNCTIONS else None


def _documented_wrapped(file: _File, outer: Node, call: Node, *, exported: bool = False
                        ) -> Node | None:
    """The one function handed to a call whose result a documented name is bound to: lodash's
    `/** Creates an array of … */ var difference = baseRest(function(array, values) {…})`, a
    `throttle(() => …)` or `memoize(function …)` that the doc above describes as the function
    it is. Undocumented, such a binding is more often a value than an API; but not a module's
    export of a call handed a function of its own name (nunjucks' `_exports.sort =
    r.makeMacro([…], [], function sortFilter(arr, reversed, caseSens, attr) {…})`)."""
    functions = [a for a in map(unwrap, _jsdefs.arguments(call))
                 if a is not None and a.type in _FUNCTIONS]
    if len(functions) != 1:
        return None
    if exported and functions[0].child_by_field_name("name") is not None:
        return functions[0]
    doc = _doc(file, outer)
    if not doc or doc.startswith("@"):  # `/** @type {T} */`: a value
        return None
    return functions[0]


def _value(file: _File, outer: Node, value: Node, name: str, parent: str, kind: Kind) -> None:
    """A function or class expression bound to a name; its own name, if another, is another
    name of it (js-yaml's `directiveHandlers.TAG = function handleTagDirective(…)`)."""
    if value.type in _FUNCTIONS or value.type in _CLASSES:
        _add(file, outer, value, name, kind, parent)
        _also_named(file, parent, name, value)


def _also_named(file: _File, parent: str, name: str, value: Node) -> None:
    """Record a function or class expression's own name as another name of what it is bound
    to, when it differs (`TAG: function handleTagDirective(…)`)."""
    own = _text(file, value.child_by_field_name("name"))
    if own and own != name:
        file.aliases.append((parent, name, own))


def _object_members(file: _File, obj: Node, parent: str, kind: Kind = "method") -> None:
    """Methods of an object literal: `m() {}`, `m: function () {}`, `m: () => ...`."""
    if not looks_inside(parent):
        return
    for member in obj.named_children:
        function: Node | None = member
        key = member.child_by_field_name("name")
        if member.type == "pair":
            function = unwrap(member.child_by_field_name("value"))
            key = member.child_by_field_name("key")
        elif member.type != "method_definition":
            continue
        if function is not None and function.type in _OBJECT_METHODS:
            name = property_name(file.src, key)
            _add(file, member, function, name, kind, parent)
            if member.type == "pair":  # (a method's name is its key)
                _also_named(file, parent, name, function)
        elif function is not None and function.type == "identifier" and not parent:
            # `module.exports = { mask: _mask }`: ws exports `_mask` as `mask`
            file.aliases.append(("", _text(file, function), property_name(file.src, key)))
        elif (function is not None and function.type == "object" and key is not None
              and key.type != "computed_property_name"):
            # `module.exports = { formatters: { RFC1738: function (value) {…} } }` (qs); not
            # Effect's `[TypeId]: { _A: (_: never) => _ }`, no name a reader calls
            _object_members(file, function, _join(parent, property_name(file.src, key)))


def _namespace(file: _File, outer: Node, node: Node, parent: str) -> _Blocks:
    body = node.child_by_field_name("body")
    if body is None:
        return []
    name = _text(file, node.child_by_field_name("name")).strip("'\"")
    _add(file, outer, node, name, "class", parent)
    return [(body, _join(parent, name))] if looks_inside(_join(parent, name)) else []


def _members(file: _File, body: Node, parent: str, *, interface: bool) -> None:
    """Methods, abstract methods, function-valued fields and interface method signatures;
    of consecutive same-name signatures (overloads) only the last one, which holds them all."""
    members = [m for m in body.named_children if m.type != "comment"]
    names = [property_name(file.src, m.child_by_field_name("name")) for m in members]
    for index, member in enumerate(members):
        name, function = names[index], unwrap(member.child_by_field_name("value"))
        if member.type in ("method_definition", "abstract_method_signature"):
            function = member
        elif member.type == "method_signature" and interface:
            overloaded = index + 1 < len(members) and members[index + 1].type == member.type
            function = None if overloaded and names[index + 1] == name else member
        elif member.type == "construct_signature" and interface:
            name, function = "new", member
        elif member.type in ("public_field_definition", "field_definition"):
            name = property_name(file.src, member.child_by_field_name("property")) or name
            function = function if function is not None and function.type in _FUNCTIONS else None
        else:
            function = None
        if function is not None:
            _add(file, member, function, name, "method", parent)
            if name == "constructor":
                _bound_in_constructor(file, function, parent)


def _bound_in_constructor(file: _File, constructor: Node, owner: str) -> None:
    """Record `this.name = fn` in a class's constructor: a function of the file's top level
    that the instance takes as its method (fast-xml-parser's `OrderedObjParser` sets
    `this.parseXml = parseXml` and eight more: its page listed only its constructor, and the
    nine were functions of the module), as `Foo.prototype.m = m` is (`_adopt`)."""
    body = constructor.child_by_field_name("body")
    for statement in body.named_children if body is not None else []:
        expr = statement.named_children[0] if (
            statement.type == "expression_statement" and statement.named_child_count) else None
        if expr is None or expr.type != "assignment_expression":
            continue
        bound = _THIS_MEMBER.fullmatch(_text(file, expr.child_by_field_name("left")))
        value = unwrap(expr.child_by_field_name("right"))
        if bound is not None and value is not None and value.type == "identifier":
            file.adopted.append((owner, _text(file, value), bound.group(1)))


_THIS_MEMBER = re.compile(r"this\.([A-Za-z_$][\w$]*)")


def _constructor_methods(file: _File, constructor: Node, owner: str) -> None:
    """Record the functions a constructor function sets on its instance, `this.parse =
    function (input) {…}`, as its methods: papaparse's `ParserHandle` and `Parser` hold their
    whole API so (`parse`, `pause`, `resume`, `abort`), and none of it had a page."""
    body = constructor.child_by_field_name("body")
    if body is None or body.type != "statement_block" or not looks_inside(owner):
        return
    for statement in body.named_children:
        expr = statement.named_children[0] if (
            statement.type == "expression_statement" and statement.named_child_count) else None
        if expr is None or expr.type != "assignment_expression":
            continue
        bound = _THIS_MEMBER.fullmatch(_text(file, expr.child_by_field_name("left")))
        value = unwrap(expr.child_by_field_name("right"))
        if bound is not None and value is not None and value.type in _OBJECT_METHODS:
            _add(file, statement, value, bound.group(1), "method", owner, signature_head=value)


def _add(file: _File, outer: Node, node: Node, name: str, kind: Kind, parent: str, *,
         signature_head: Node | None = None, signature: str = "", note: str = "") -> None:
    """Record one entity (a class, with its members, for class-like nodes).

    `outer` is the statement or member that holds it (its lines, doc comment and decorators);
    `node` is the function, class, interface, enum or namespace itself; `signature_head`, where its
    signature starts when not at `outer`; `signature`, the signature when not read from there;
    `note`, a paragraph added to its doc.
    """
    decorators = _sibling_decorators(outer)
    head = decorators[0] if decorators else outer
    overloads = _overloads(file, head, node)
    overload = overloads[0] if overloads else None
    start, end = _ts.first_line(overload or head), _ts.last_line(outer)
    doc = _doc(file, outer) or _doc(file, head) or _doc_over_export(file, outer, name)
    if overload and not (_has_jsdoc(file, outer) or _has_jsdoc(file, head)):
        doc = _doc(file, overload) or doc  # the overloads' doc, not a `//` note on the
        # implementation (true-myth's "Then the implementation signature is simply…")
    doc = "\n\n".join(part for part in (doc, note) if part)
    signature = signature or _signature(file, signature_head or outer, node)
    typed = node  # what the parameters and return type are read from
    shown = [o for o in overloads if "@deprecated" not in _doc(file, o)] or overloads
    if shown:  # the typed API, as typedoc shows it, not the implementation's `(a: any): any`
        declared = [_declared(o) for o in shown]
        signature = "\n".join(_signature(file, o, d) for o, d in zip(shown, declared, strict=True))
        typed = max(declared, key=lambda d: len(_parameter_nodes(d)))  # and its return type
    params = typed.child_by_field_name("parameters") or typed.child_by_field_name("parameter")
    is_type = node.type in _TYPES
    file.found.append(
        Entity(
            name=name,
            symbol=_join(parent, name),
            kind="class" if is_type else kind,
            language=file.language,
            source=file.source,
            start_line=start,
            end_line=end,
            code=file.src.line_span(start, end),
            doc=doc,
            signature=signature,
            params=_compiled_defaults(file, node, _params(file, params)),
            returns=_type_text(file, typed.child_by_field_name("return_type")),
            parent=parent,
            bases=_bases(file, node),
            decorators=_decorators(file, outer, node, decorators),
        )
    )
    body = node.child_by_field_name("body")
    if is_type and body is not None and looks_inside(_join(parent, name)):
        interface = node.type == "interface_declaration"
        _members(file, body, _join(parent, name), interface=interface)


def _type_alias(file: _File, outer: Node, node: Node, name: str, parent: str) -> None:
    """A documented type alias, a type of the API as an interface is (rxjs's `ObservableInput`,
    `ObservedValueOf`): its signature is its head and, when short, the type it stands for."""
    value = node.child_by_field_name("value")
    head = file.src.data[outer.start_byte : value.start_byte if value else node.end_byte]
    signature = one_line(head.decode("utf-8", "replace")).rstrip(" =")
    shown = one_line(_text(file, value)) if value is not None else ""
    if shown and len(signature) + len(shown) <= _SHORT_ALIAS:
        signature = f"{signature} = {shown}"
    _add(file, outer, node, name, "class", parent, signature=signature.rstrip(";"))


_SHORT_ALIAS = 120
"""A type alias's signature shows the type it stands for up to this length."""


def _overloads(file: _File, head: Node, node: Node) -> list[Node]:
    """The bodiless overload signatures right above an implementation, in order (each the
    statement or member that holds it)."""
    name = _text(file, node.child_by_field_name("name"))
    found: list[Node] = []
    sibling = head.prev_named_sibling if node.type in _OVERLOADABLE and name else None
    while sibling is not None:
        if _declared(sibling).type in ("function_signature", "method_signature"):
            if _text(file, _declared(sibling).child_by_field_name("name")) != name:
                break
            found.append(sibling)
        elif sibling.type not in ("comment", "decorator"):
            break
        sibling = sibling.prev_named_sibling
    return found[::-1]


def _declared(statement: Node) -> Node:
    """What an `export` statement declares (the statement itself otherwise)."""
    if statement.type == "export_statement":
        return statement.child_by_field_name("declaration") or statement
    return statement


def _parameter_nodes(node: Node) -> list[Node]:
    parameters = node.child_by_field_name("parameters")
    return [] if parameters is None else list(parameters.named_children)


def _sibling_decorators(member: Node) -> list[Node]:
    """TypeScript puts a class member's decorators before it as siblings, not as children."""
    found: list[Node] = []
    sibling = member.prev_named_sibling
    while sibling is not None and sibling.type in ("decorator", "comment"):
        if sibling.type == "decorator":
            found.append(sibling)
        sibling = sibling.prev_named_sibling
    return found[::-1]


def _decorators(file: _File, outer: Node, node: Node, siblings: list[Node]) -> tuple[str, ...]:
    """Decorators as written, then `async`, `static`, `get`, `private`, `abstract`, ..."""
    holders = [outer] if outer == node else [outer, node]
    children = [c for holder in holders for c in holder.children]
    found = [one_line(_text(file, d)) for d in siblings]
    found += [one_line(_text(file, c)) for c in children if c.type == "decorator"]
    found += [_text(file, c) for c in children if c.type in _MODIFIERS]
    return tuple(dict.fromkeys(found))


def _doc(file: _File, node: Node) -> str:
    """The JSDoc block above `node` (blank lines between allowed, as express writes them);
    failing that, the plain comments directly above it, tool directives left out."""
    comments = [c for c in _ts.leading_comments(node) if not _ts.trails_code(c)]
    before = node.prev_sibling
    if comments and all(_directive(_text(file, c)) for c in comments):
        # `// eslint-disable-next-line complexity` under the doc, a blank line between (debug's
        # `useColors` lost its JSDoc): the doc is the block above the tool's line
        before, comments = comments[0].prev_sibling, []
    texts = [_text(file, c) for c in comments]
    texts = [text for at, text in enumerate(texts) if at == len(texts) - 1
             or not holds_notice(text)]  # a licence above the doc is not it: yargs-parser's
    # `/** @license … */` over `// take an un-split argv string and tokenize it.`
    if not texts and before is not None and before.type == "comment" and (
            not _ts.trails_code(before)):
        texts = [t for t in [_text(file, before)] if not any(tag in t for tag in _FILE_TAGS)]
    jsdoc = [t for t in texts if t.startswith("/**")]
    if jsdoc and "@name" not in jsdoc[-1]:
        jsdoc = _named_above(file, node) or jsdoc
    if jsdoc and _banner(file, node, [c for c in (*comments, before) if c is not None
                                     and _text(file, c) == jsdoc[-1]]):
        return ""
    if jsdoc or not comments:
        return _with_prose_above(file, node, jsdoc[-1]) if jsdoc else ""
    plain = [t for t in texts if not _directive(t)]
    text = without_banner("\n".join(clean_comment(t) for t in plain).strip())
    return "" if (_commented_code(text) or _SECTION_TITLE.fullmatch(text)
                  or names_a_group(text)) else text


def _banner(file: _File, node: Node, blocks: list[Node]) -> bool:
    """Is the JSDoc block (the last of `blocks`) over `node` a section's title, a blank line
    below it: a few capitalised words or a group's name (picomatch's `/** Helpers */` over
    `expandRange`, its one-liner; `/** Constants */`)? One right above `node` is its doc."""
    between = range(blocks[-1].end_point[0] + 1, node.start_point[0]) if blocks else range(0)
    if not any(not file.src.lines[row].strip() for row in between):
        return False
    text = clean_comment(_text(file, blocks[-1]))
    return "\n" not in text and bool(_SECTION_TITLE.fullmatch(text) or names_a_group(text))


def _doc_over_export(file: _File, outer: Node, name: str) -> str:
    """The doc over `exports.x = Name;` right above the declaration of `Name` (iconv-lite's
    codecs: "// Single-byte codec. Needs a 'chars' string…", then `exports._sbcs = SBCSCodec;`,
    then `function SBCSCodec(…)`: the comment was on no page)."""
    above = outer.prev_named_sibling
    if above is None or above.type != "expression_statement" or not name:
        return ""
    assigned = above.named_children[0] if above.named_children else None
    if assigned is None or assigned.type != "assignment_expression":
        return ""
    value = assigned.child_by_field_name("right")
    path = member_path(file.src, assigned.child_by_field_name("left"))
    if value is None or _text(file, value) != name or not (
            path[:1] == ["exports"] or path[:2] == ["module", "exports"]):
        return ""
    said = _doc(file, above)
    comments = [] if said else _ts.leading_comments(above, blank=1)
    if not comments or _ts.trails_code(comments[0]) or any(
            _directive(_text(file, c)) for c in comments):
        return said
    text = "\n".join(clean_comment(_text(file, c)) for c in comments).strip()  # a blank line
    return "" if (holds_notice(text) or _commented_code(text)  # under it
                  or _SECTION_TITLE.fullmatch(text) or names_a_group(text)) else text


def _with_prose_above(file: _File, node: Node, jsdoc: str) -> str:
    """The JSDoc block `jsdoc` cleaned; after the JSDoc block right above it when `jsdoc` holds
    tags only and that block prose (koa's `Application` constructor: "Initialize a new
    `Application`.", then a block of its `@param`s, lost that sentence)."""
    last = clean_comment(jsdoc)
    sibling = node.prev_sibling
    while sibling is not None and sibling.type == "comment" and _text(file, sibling) != jsdoc:
        sibling = sibling.prev_sibling
    above = sibling.prev_sibling if sibling is not None and last.startswith("@") else None
    if above is not None and above.type == "comment" and _text(file, above).startswith("/**"):
        prose = clean_comment(_text(file, above))
        if prose and not prose.startswith("@") and not holds_notice(prose):
            return f"{prose}\n\n{last}"
    return last


def _compiled_enum(file: _File, call: Node) -> str:
    """The name of a TypeScript enum as its compiler writes it, `(function (SyntaxKind) {
    SyntaxKind[SyntaxKind["OpenBraceToken"] = 1] = "OpenBraceToken"; … })(SyntaxKind ||
    (SyntaxKind = {}))`, or "" (jsonc-parser's `SyntaxKind`, `ScanError`, `ParseErrorCode` had
    no page)."""
    found = _COMPILED_ENUM.fullmatch(_text(file, call))
    if found is None:
        return ""
    name = found.group(1)
    lines = [line.strip() for line in found.group(2).split("\n")
             if line.strip() and not line.strip().startswith(("//", "/*", "*"))]  # htmlparser2's
    # `State` groups its members under `// Attributes`, `// Comments & CDATA`
    return name if lines and all(line.startswith(f"{name}[") for line in lines) else ""


_COMPILED_ENUM = re.compile(r"\(function\s*\(([\w$]+)\)\s*\{(.*)\}\)\(\s*\1\s*\|\|\s*\("
                            r"(?:[\w$.]+\s*=\s*)?\1\s*=\s*\{\s*\}\s*\)\s*\)", re.S)
"""An enum's compiled IIFE: its members are set on the object it is handed, and nothing else."""


def _named_above(file: _File, node: Node) -> list[str]:
    """The JSDoc block that names `node` (`@name intlFormat`) among the blocks stacked above it,
    blank lines between: what TypeScript emits of a function's overloads, whose docs it keeps
    (date-fns's `intlFormat` kept its last overload's tags, and lost its summary)."""
    name = node.child_by_field_name("name")
    sibling = node.prev_sibling
    for _ in range(_STACKED):
        if name is None or sibling is None or sibling.type != "comment":
            return []
        text = _text(file, sibling)
        tag = _JSDOC_NAME.search(clean_comment(text)) if "@name" in text else None
        if tag and tag.group(1) == _text(file, name):
            return [text]
        sibling = sibling.prev_sibling
    return []


_STACKED = 8
"""How many comments above a function `_named_above` reads."""


def _commented_code(text: str) -> bool:
    """Is this plain comment code commented out, not prose? When half of its lines or more
    end as a statement, a block or an open call does: zod's `extend` read "const AugmentFactory
    = <Def extends ZodObjectDef>(def: Def) => …", the old version kept above it."""
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) == 1:  # fast-xml-parser's `validate` under `//const tagsPattern = new
        return bool(_STATEMENT.match(lines[0]))  # RegExp(…);`, its one-liner
    return len(lines) > 1 and 2 * sum(bool(_CODE_END.search(line)) for line in lines) >= len(
        lines)


_SECTION_TITLE = re.compile(r"(?!(?i:deprecated)\b)(?:[A-Z][\w-]*[ \t]+){0,2}[A-Z][\w-]*\.?")
"""A plain comment that titles the section of code below it, a few capitalised words
(iconv-lite's `// Public API.` over `iconv.encode`, `// Streaming API` over
`enableStreamingAPI`, their one-liners)."""
_STATEMENT = re.compile(r"\s*(?:(?:const|let|var)\s+[\w$]+\s*=|(?:import|export)\s+[\w{*]|"
                        r"[\w$.]+(?:\([^()]*\))?\s*=\s*[^=\s].*;\s*$|[\w$.]+\(.*\);\s*$)")
"""A line of code: a declaration, an import, an assignment or a call that ends a statement."""
_CODE_END = re.compile(r"(?:[;{}(\[<]|=>|=)\s*$")
"""How a line of code ends and a line of prose does not."""


def _has_jsdoc(file: _File, node: Node) -> bool:
    """Is there a JSDoc block among the comments leading to `node`?"""
    return any(_text(file, c).startswith("/**") for c in _ts.leading_comments(node)
               if not _ts.trails_code(c))


def _directive(comment: str) -> bool:
    """Is this comment a tool's? ESLint's `global` is a block comment's (`/* global x */`):
    a `//` line may go on a sentence with the word (undici's "… can outlive the // global in
    which it was created.")."""
    text = comment.lstrip("/* ")
    return text.startswith(_DIRECTIVES) and (
        not text.startswith("global ") or comment.lstrip().startswith("/*"))


def _signature(file: _File, outer: Node, node: Node) -> str:
    """The header from the first keyword (decorators left out) up to the body, without the doc
    comments of the members of a type it declares (Effect's `const dual: { /** … */ <A>(…) }`)."""
    start = next((c for c in outer.children if c.type != "decorator"), outer)
    body = node.child_by_field_name("body")
    end = max(body.start_byte if body is not None else node.end_byte, start.start_byte)
    header = file.src.uncommented(outer, start.start_byte, end)
    return _flat(header).rstrip(";").rstrip()


_DOC_COMMENT = re.compile(r"/\*\*.*?\*/", re.DOTALL)


def _params(file: _File, parameters: Node | None) -> tuple[Param, ...]:
    """Parameters without `this`; rest parameters without `...`; patterns as written."""
    if parameters is None:
        return ()
    if parameters.type != "formal_parameters":  # `x => ...`
        return (Param(_text(file, parameters)),)
    found: list[Param] = []
    for parameter in parameters.named_children:
        pattern, default = parameter, ""
        if parameter.type in ("required_parameter", "optional_parameter"):
            pattern = parameter.child_by_field_name("pattern") or parameter
            default = _text(file, parameter.child_by_field_name("value"))
        elif parameter.type == "assignment_pattern":
            pattern = parameter.child_by_field_name("left") or parameter
            default = _text(file, parameter.child_by_field_name("right"))
        if pattern.type == "rest_pattern" and pattern.named_children:
            pattern = pattern.named_children[0]
        name = one_line(file.src.uncommented(pattern, pattern.start_byte, pattern.end_byte))
        if name != "this" and parameter.type != "comment":
            type_text = _type_text(file, parameter.child_by_field_name("type"))
            found.append(Param(name, type_text, one_line(default)))
    return tuple(found)


def _compiled_defaults(file: _File, node: Node, params: tuple[Param, ...]) -> tuple[Param, ...]:
    """`params` and those Babel moved into the body when it compiled their defaults away:
    `function isBefore(str, date = String(new Date()))` became `function isBefore(str) { var
    date = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : String(new
    Date()); …`, whose page listed `str` alone (validator: 14 functions)."""
    body = node.child_by_field_name("body")
    if body is None or body.type != "statement_block" or file.src.data.find(
            b"arguments", body.start_byte, body.end_byte) < 0:
        return params
    found = list(params)
    for statement in body.named_children:
        if statement.type not in ("variable_declaration", "lexical_declaration"):
            break
        moved = _MOVED_PARAMETER.fullmatch(_text(file, statement))
        if moved is None or int(moved.group(2)) != len(found):
            break
        name, default = moved.group(1), moved.group(3)
        found.append(Param(name, "", "" if default == "undefined" else one_line(default)))
    return tuple(found)


_MOVED_PARAMETER = re.compile(
    r"(?:var|let|const)\s+([A-Za-z_$][\w$]*)\s*=\s*arguments\.length\s*>\s*(\d+)\s*"
    r"(?:&&\s*arguments\[\2\]\s*!==\s*(?:undefined|void 0)\s*)?\?\s*arguments\[\2\]\s*:"
    r"\s*(\S.*?)\s*;?", re.S)
"""Babel's `var x = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : d;`"""


def _bases(file: _File, node: Node) -> tuple[str, ...]:
    """`extends` and `implements` targets of a class, `extends` list of an interface."""
    found: list[str] = []
    heritage = [c for c in node.named_children if c.type == "class_heritage"]
    clauses = [c for h in heritage for c in h.named_children if c.type.endswith("_clause")]
    clauses += [c for c in node.named_children if c.type == "extends_type_clause"]
    if heritage and not clauses:  # JavaScript: `extends <expression>`
        clauses = heritage
    for child in (c for clause in clauses for c in clause.named_children):
        if child.type == "type_arguments" and found:  # `B<T>`: a value, then its arguments
            found[-1] += _text(file, child)
        elif child.type != "comment":
            found.append(_text(file, child))
    return tuple(one_line(base) for base in found)





def _type_text(file: _File, annotation: Node | None) -> str:
    return _flat(_text(file, annotation).removeprefix(":").strip())


def _flat(code: str) -> str:
    """A signature or a type on one line, without the doc comments of its members, each
    member of an object type still ended by a `;` (`_members_separated`)."""
    return one_line(_members_separated(_DOC_COMMENT.sub(" ", code) if "/**" in code else code))


def _members_separated(text: str) -> str:
    """A type whose object members stand one a line with no `;` (immer's `state: {`, then
    `base_: any` and `copy_: any` on lines of their own) with a `;` after each, so that on one
    line it still reads as the type it is, not `{ base_: any copy_: any }`."""
    if "{" not in text or "\n" not in text:
        return text
    lines = text.split("\n")
    written = [number for number, line in enumerate(lines) if line.strip()]
    depth = 0
    for number, following in pairwise(written):  # a line and the next one written
        depth += lines[number].count("{") - lines[number].count("}")
        stripped = lines[number].rstrip()
        if depth > 0 and _MEMBER_END.search(stripped) and _MEMBER_START.match(
                lines[following].lstrip()):
            lines[number] = stripped + ";"
    return "\n".join(lines)


_MEMBER_END = re.compile(r"[\w)\]>'\"?]$")
_MEMBER_START = re.compile(r"(?:readonly\s+)?[\w$'\"\[]")



def _join(parent: str, name: str) -> str:
    return f"{parent}.{name}" if parent else name


def _text(file: _File, node: Node | None) -> str:
    return file.src.text_of(node)

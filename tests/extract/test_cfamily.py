"""C and C++ extraction: definitions, types, members, templates, macros and the preprocessor."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rk_action.extract import extract_file
from rk_action.extract.cfamily import keep_retry
from rk_action.model import Entity, Param

FIXTURES = Path(__file__).parent / "fixtures"


def by_symbol(path: str, text: str) -> dict[str, Entity]:
    found = extract_file(path, text)
    return {e.symbol: e for e in found}


@pytest.fixture(scope="module")
def c_file() -> list[Entity]:
    return extract_file("src/buffer.c", (FIXTURES / "c" / "buffer.c").read_text())


@pytest.fixture(scope="module")
def cpp() -> dict[str, Entity]:
    return by_symbol("include/shapes.hpp", (FIXTURES / "cpp" / "shapes.hpp").read_text())


# --- C ----------------------------------------------------------------------------------------


def test_c_finds_definitions_and_types_only(c_file: list[Entity]) -> None:
    assert [e.symbol for e in c_file] == [
        "buffer_t", "node", "mode", "copy_string", "buffer_len", "legacy_add",
        "platform_id", "platform_id", "buffer_printf",
    ]  # fmt: skip
    # none for: the prototype of buffer_len, the macros, the anonymous union in `node`
    assert {e.language for e in c_file} == {"c"}
    assert {e.kind for e in c_file if e.symbol in ("buffer_t", "node", "mode")} == {"class"}


def test_c_pointer_return_on_its_own_line(c_file: list[Entity]) -> None:
    copy = next(e for e in c_file if e.name == "copy_string")
    assert (copy.kind, copy.start_line, copy.end_line) == ("function", 35, 42)
    assert copy.code.startswith("static char *\ncopy_string(")
    assert copy.signature == "static char * copy_string(const char *src, size_t n)"
    assert copy.returns == "char *"
    assert copy.decorators == ("static",)
    assert copy.params == (Param("src", "const char *"), Param("n", "size_t"))
    assert copy.doc == (
        "Copy `src` into a new string.\n\n@param src  the text to copy\n"
        "@return a malloc'ed copy, or NULL"
    )


def test_c_typedef_of_anonymous_struct_takes_the_typedef_name(c_file: list[Entity]) -> None:
    buffer = c_file[0]
    assert (buffer.name, buffer.start_line, buffer.end_line) == ("buffer_t", 12, 15)
    assert buffer.doc == "A growable byte buffer."
    assert buffer.signature == "typedef struct {...} buffer_t"


def test_c_trailing_comment_of_the_line_above_is_not_a_doc(c_file: list[Entity]) -> None:
    length = next(e for e in c_file if e.name == "buffer_len")
    assert length.doc == ""
    assert length.params == (Param("buf", "const buffer_t *"),)


def test_c_doc_comment_first_inside_an_if_block_is_kept() -> None:
    text = (
        "#if BITS_PER_LONG < 64\n"
        "/**\n"
        " * int_sqrt64 - square root of a 64-bit integer\n"
        " */\n"
        "u32 int_sqrt64(u64 x)\n"
        "{\n"
        "\treturn 0;\n"
        "}\n"
        "#endif\n"
    )
    (found,) = extract_file("lib/int_sqrt.c", text)
    assert (found.name, found.doc) == ("int_sqrt64", "int_sqrt64 - square root of a 64-bit integer")


def test_c_k_and_r_definition_takes_types_from_declarations(c_file: list[Entity]) -> None:
    legacy = next(e for e in c_file if e.name == "legacy_add")
    assert legacy.params == (Param("a", "int"), Param("b", "char *"))
    assert legacy.doc == "Old-style definition."
    assert legacy.end_line == 56


def test_c_both_branches_of_an_ifdef_are_seen(c_file: list[Entity]) -> None:
    ids = [e for e in c_file if e.name == "platform_id"]
    assert [(e.start_line, e.doc) for e in ids] == [(60, "Windows flavour."), (62, "")]
    assert ids[0].params == ()  # (void)


def test_c_variadic_parameter(c_file: list[Entity]) -> None:
    printf = c_file[-1]
    assert printf.params[-1] == Param("...")
    assert printf.returns == "int"


def test_a_header_keeps_the_variadic_parameter() -> None:
    """A `.h` file is read as C++, whose grammar makes `...` a bare token: sqlite3.h's
    `sqlite3_mprintf(const char*,...)` listed one parameter."""
    found = {e.name: e.params for e in extract_file(
        "sqlite3.h", "/** Print. */\nchar *sqlite3_mprintf(const char*,...);\n"
        "/** Any. */\nint any(...);\n")}
    assert found == {"sqlite3_mprintf": (Param("", "const char*"), Param("...")),
                     "any": (Param("..."),)}


def test_annotation_macros_are_not_part_of_the_return_type() -> None:
    """The kernel's and GCC's lower-case annotations (`__init`, `noinline`) are blanked before
    the parse: tree-sitter read `noinline void __cold warn(void)` as a declaration of `void`,
    and `int __init` as a return type. A type named with underscores (`__u32`) stays."""
    found = by_symbol("lib/a.c", (
        "static int __init setup(void)\n{\n\treturn 0;\n}\n"
        "noinline void __cold warn(void)\n{\n}\n"
        "static __always_inline void __iomem *map(void)\n{\n\treturn 0;\n}\n"
        "__u32 csum(void)\n{\n\treturn 0;\n}\n"))
    assert {s: e.returns for s, e in found.items()} == {
        "setup": "int", "warn": "void", "map": "void *", "csum": "__u32"}
    assert found["warn"].code == "noinline void __cold warn(void)\n{\n}"


def test_an_export_macro_before_an_upper_case_type_is_no_part_of_it() -> None:
    """curl's `CURL_EXTERN CURL *curl_easy_duphandle(CURL *curl);` returned "CURL_EXTERN
    CURL *" (zstd's `MEM_STATIC U32 f(…)` too); a macro standing for the return type
    (`BROTLI_BOOL Shade(…)`) is still the type."""
    found = by_symbol("include/curl/easy.h", (
        "/* Dup. */\nCURL_EXTERN CURL *curl_easy_duphandle(CURL *curl);\n"
        "/* Open. */\nMYLIB_API FILE *mylib_open(const char *p);\n"
        "/* Cost. */\nMEM_STATIC U32 FSE_bitCost(const void* p, U32 v) { return v; }\n"
        "/* Shade. */\nBROTLI_BOOL Shade(int x);\n"))
    assert {s: (e.returns, e.signature) for s, e in found.items()} == {
        "curl_easy_duphandle": ("CURL *", "CURL *curl_easy_duphandle(CURL *curl)"),
        "mylib_open": ("FILE *", "FILE *mylib_open(const char *p)"),
        "FSE_bitCost": ("U32", "U32 FSE_bitCost(const void* p, U32 v)"),
        "Shade": ("BROTLI_BOOL", "BROTLI_BOOL Shade(int x)")}


def test_h_files_are_read_as_cpp() -> None:
    found = extract_file("include/a.h", "static inline int f(void) { return 0; }\n")
    assert [(e.name, e.language, e.decorators) for e in found] == [
        ("f", "cpp", ("static", "inline"))
    ]


# --- C++ --------------------------------------------------------------------------------------


def test_cpp_finds_every_entity_and_nothing_else(cpp: dict[str, Entity]) -> None:
    assert sorted(cpp) == sorted(
        [
            "Shape", "Shape.area", "Shape.name", "Rect", "Rect.Rect", "Rect.~Rect", "Rect.area",
            "Rect.operator==", "Rect.operator bool", "Rect.square", "Rect.swap", "Rect.Corner",
            "Rect.Corner.sum", "Rect.Unit", "Rect.resize", "unit_area", "Shape.perimeter",
            "shapes_version", "format_store", "format_store.size",
        ]
    )  # fmt: skip
    # none for: `= default` destructor, the undocumented resize() declaration, macros, the
    # namespace itself; the documented pure virtual `Shape.area()` is one
    assert {e.language for e in cpp.values()} == {"cpp"}


def test_cpp_export_macro_does_not_hide_the_class(cpp: dict[str, Entity]) -> None:
    shape = cpp["Shape"]
    assert (shape.kind, shape.start_line, shape.end_line) == ("class", 11, 17)
    assert shape.doc == "Anything with an area."
    assert cpp["Shape.name"].decorators == ("virtual",)
    assert cpp["Shape.name"].returns == "std::string"


def test_cpp_template_header_is_part_of_the_range(cpp: dict[str, Entity]) -> None:
    rect = cpp["Rect"]
    assert (rect.start_line, rect.end_line) == (22, 42)
    assert rect.code.startswith("template <typename T>\nclass Rect")
    assert rect.signature == "template <typename T> class Rect : public Shape, private Named<T>"
    assert rect.bases == ("Shape", "Named<T>")
    assert rect.doc == "A rectangle."


def test_cpp_members(cpp: dict[str, Entity]) -> None:
    ctor = cpp["Rect.Rect"]
    assert (ctor.kind, ctor.parent, ctor.returns) == ("method", "Rect", "")
    assert ctor.signature == "Rect(T w, T h)"  # the initializer list is not the header
    assert ctor.params == (Param("w", "T"), Param("h", "T"))
    assert cpp["Rect.~Rect"].name == "~Rect"
    area = cpp["Rect.area"]
    assert area.decorators == ("[[nodiscard]]", "override")
    assert area.returns == "double"
    assert cpp["Rect.operator=="].params == (Param("other", "const Rect&"),)
    assert cpp["Rect.operator bool"].decorators == ("explicit",)
    assert cpp["Rect.square"].params == (Param("side", "T", "T(1)"),)
    assert cpp["Rect.swap"].decorators == ("friend",)


def test_cpp_nested_types(cpp: dict[str, Entity]) -> None:
    assert (cpp["Rect.Corner"].kind, cpp["Rect.Corner"].parent) == ("class", "Rect")
    assert cpp["Rect.Corner.sum"].parent == "Rect.Corner"
    assert cpp["Rect.Unit"].signature == "enum class Unit"


def test_cpp_out_of_class_definitions(cpp: dict[str, Entity]) -> None:
    resize = cpp["Rect.resize"]
    assert (resize.kind, resize.parent, resize.start_line, resize.end_line) == (
        "method",
        "Rect",
        44,
        48,
    )
    assert resize.signature == "template <typename T> void Rect<T>::resize(T w, T h)"
    # `geo` is a namespace opened in this file, so it qualifies nothing
    perimeter = cpp["Shape.perimeter"]
    assert (perimeter.name, perimeter.parent) == ("perimeter", "Shape")


def test_cpp_attribute_macro_and_trailing_return(cpp: dict[str, Entity]) -> None:
    unit = cpp["unit_area"]
    assert (unit.kind, unit.parent, unit.returns) == ("function", "", "double")
    assert unit.start_line == 50


def test_cpp_extern_c_and_conditional_class_head(cpp: dict[str, Entity]) -> None:
    assert cpp["shapes_version"].params == ()
    store = cpp["format_store"]
    assert (store.start_line, store.end_line) == (60, 68)
    assert (
        store.signature
        == "template <class Context> class format_store : public legacy_base<Context>"
    )
    assert cpp["format_store.size"].parent == "format_store"


def test_cpp_unknown_namespace_qualifiers_stay_in_the_parent() -> None:
    found = by_symbol("a.cpp", "void a::b::C::d() {}\nnamespace x { void C::e() {} }\n")
    assert found["a.b.C.d"].parent == "a.b.C"
    assert found["C.e"].kind == "method"


def test_cpp_conversion_operators_keep_pointer_and_reference() -> None:
    found = by_symbol(
        "a.hpp",
        "struct G {\n  operator Obj*() const { return p; }\n  operator T&() { return t; }\n};\n",
    )
    assert "G.operator Obj*" in found
    assert "G.operator T&" in found


def test_cpp_specializations_are_named_by_the_template() -> None:
    found = extract_file("a.hpp", "template <> struct formatter<int, char> : base {};\n")
    assert [(e.name, e.bases) for e in found] == [("formatter", ("base",))]


def test_cpp_bare_macro_lines_do_not_glue_to_the_next_declaration() -> None:
    text = (
        "NLOHMANN_NAMESPACE_BEGIN\n"
        "/// Doc.\n"
        "LIB_DECLARATION\n"
        "class basic_json // NOLINT(special)\n"
        "{\n"
        "  JSON_PRIVATE_UNLESS_TESTED:\n"
        "    int size() const { return 0; }\n"
        "};\n"
        "NLOHMANN_NAMESPACE_END\n"
    )
    found = by_symbol("json.hpp", text)
    assert sorted(found) == ["basic_json", "basic_json.size"]
    assert found["basic_json"].signature == "class basic_json"


def test_cpp_macro_before_an_out_of_line_constructor_is_blanked() -> None:
    """`SPDLOG_INLINE file_helper::file_helper(…) : handlers_(handlers) {}` (the `-inl.h` of a
    header-only library, its class declared in another header): the grammar read the member
    initializer `handlers_(handlers)` as a function of that name."""
    found = by_symbol("details/file_helper-inl.h", (
        "SPDLOG_INLINE file_helper::file_helper(const handlers &handlers)\n"
        "    : handlers_(handlers)\n{}\n\n"
        "SPDLOG_INLINE logger::logger(const logger &other)\n"
        "    : name_(other.name_)\n    , sinks_(other.sinks_)\n{}\n\n"
        "SPDLOG_INLINE void file_helper::open(bool truncate)\n{\n    close();\n}\n"))
    assert sorted(found) == ["file_helper.file_helper", "file_helper.open", "logger.logger"]
    assert found["file_helper.file_helper"].params[0].name == "handlers"


def test_cpp_annotation_macros_after_the_parameters_are_blanked() -> None:
    """googletest's `void Mock::AllowLeak(…) GTEST_LOCK_EXCLUDED_(mutex) {…}`: the grammar read
    the method as a declaration missing its `;` and the macro as a function owning the body
    (googletest had 52 pages named `GTEST_LOCK_EXCLUDED_` and the like, and 36 methods none)."""
    found = by_symbol("gmock.cc", (
        "class Mock {\n public:\n"
        "  // Lets the mock object leak.\n"
        "  static void AllowLeak(const void* obj) GTEST_LOCK_EXCLUDED_(g_mutex);\n"
        "  int Count() const LOCKS_EXCLUDED(mu_) ABSL_MUST_USE_RESULT() { return n_; }\n"
        "};\n\n"
        "void Mock::AllowLeak(const void* obj)\n    GTEST_LOCK_EXCLUDED_(internal::g_mutex) {\n"
        "  if (obj) CHECK_NOTNULL(obj);\n}\n"))
    assert sorted(found) == ["Mock", "Mock.AllowLeak", "Mock.Count"]
    assert found["Mock.AllowLeak"].code.endswith("CHECK_NOTNULL(obj);\n}")
    assert found["Mock.AllowLeak"].doc == "Lets the mock object leak."
    assert found["Mock.Count"].signature == (
        "int Count() const LOCKS_EXCLUDED(mu_) ABSL_MUST_USE_RESULT()")
    found = by_symbol("db_impl.cc", (
        "void DBImpl::MaybeScheduleCompaction()\n    EXCLUSIVE_LOCKS_REQUIRED(mutex_) {\n"
        "  if (bg_compaction_scheduled_) LOG_INFO(options_.info_log);\n}\n"))
    assert list(found) == ["DBImpl.MaybeScheduleCompaction"]
    assert found["DBImpl.MaybeScheduleCompaction"].end_line == 4


def test_export_macros_around_the_return_type_keep_the_api() -> None:
    """libgit2 declares its whole API as `GIT_EXTERN(int) git_clone(…);` and CPython its C API
    as `PyAPI_FUNC(PyObject *) PyObject_Repr(…);`: the grammar read a call of the macro, and
    none of libgit2's 937 `GIT_EXTERN` functions had an entity (CPython's headers: 483, now 842)."""
    found = by_symbol("git2/clone.h", (
        "/**\n * Clone a remote repository.\n *\n * @param url the remote repository to clone\n"
        " */\nGIT_EXTERN(int) git_clone(\n\tgit_repository **out,\n\tconst char *url);\n\n"
        "/** Get the name. */\nGIT_EXTERN(const char *) git_reference_name(const git_ref *ref);\n"
        "\n/* Return the repr. */\nPyAPI_FUNC(PyObject *) PyObject_Repr(PyObject *);\n"))
    assert sorted(found) == ["PyObject_Repr", "git_clone", "git_reference_name"]
    clone = found["git_clone"]
    assert (clone.start_line, clone.end_line, clone.doc) == (
        6, 8, "Clone a remote repository.\n\n@param url the remote repository to clone")
    assert clone.code == "GIT_EXTERN(int) git_clone(\n\tgit_repository **out,\n\tconst char *url);"
    assert clone.signature == (
        "GIT_EXTERN(int) git_clone(git_repository **out, const char *url)")
    assert (clone.params, clone.returns) == (
        (Param("out", "git_repository **"), Param("url", "const char *")), "int")
    assert found["git_reference_name"].returns == "const char *"
    assert found["PyObject_Repr"].signature == "PyAPI_FUNC(PyObject *) PyObject_Repr(PyObject *)"
    # a line of macro calls above a function is no return type of it (the kernel's BTF_ID_LIST)
    found = by_symbol("kallsyms.c", (
        "BTF_ID_LIST(btf_ksym_iter_id)\nBTF_ID(struct, kallsym_iter)\n\n"
        "static int __init bpf_ksym_iter_register(void)\n{\n\treturn 0;\n}\n"))
    assert found["bpf_ksym_iter_register"].signature == (
        "static int __init bpf_ksym_iter_register(void)")
    # nor is a C++ constructor's name before `noexcept(…)` or `throw(…)`
    found = by_symbol("foo.h", (
        "class Foo {\n public:\n  // Make one.\n  Foo(int a) noexcept(true);\n"
        "  // Old style.\n  Foo(Bar b) throw(std::bad_alloc);\n};\n"))
    assert sorted(found) == ["Foo", "Foo.Foo"]


def test_libyaml_export_macro_on_its_own_line_with_the_doc_a_blank_line_above() -> None:
    """libyaml writes each API function as a Doxygen block, an empty line, `YAML_DECLARE(int)`
    on its own line and the name at the start of the next: none of its 48 functions had an
    entity, and its structs lost their docs. Doxygen reads the block as the doc of what follows
    the empty line; so do we, but for a banner, a file or group block, a kernel-doc block naming
    something else, and a block whose following line held a directive."""
    found = by_symbol("yaml.h", (
        "/**\n * @file yaml.h\n * @brief Public interface for libyaml.\n */\n\n"
        "typedef struct yaml_mark_s {\n    size_t line;\n} yaml_mark_t;\n\n"
        "/**\n * Initialize a parser.\n *\n * @returns @c 1 on success.\n */\n\n"
        "YAML_DECLARE(int)\nyaml_parser_initialize(yaml_parser_t *parser);\n\n"
        "/** The parser structure. */\n\n"
        "typedef struct yaml_parser_s {\n    int error;\n} yaml_parser_t;\n\n"
        "/** Get a node. */\n\nYAML_DECLARE(yaml_node_t *)\n"
        "yaml_document_get_node(yaml_document_t *document, int index);\n"))
    assert sorted(found) == [
        "yaml_document_get_node", "yaml_mark_s", "yaml_parser_initialize", "yaml_parser_s"]
    init = found["yaml_parser_initialize"]
    assert (init.start_line, init.end_line, init.doc) == (
        16, 17, "Initialize a parser.\n\n@returns @c 1 on success.")
    assert init.signature == "YAML_DECLARE(int) yaml_parser_initialize(yaml_parser_t *parser)"
    assert init.returns == "int"
    assert found["yaml_document_get_node"].returns == "yaml_node_t *"
    assert found["yaml_parser_s"].doc == "The parser structure."
    # the name its users write shows beside the struct's tag
    assert found["yaml_parser_s"].signature == "typedef struct yaml_parser_s {...} yaml_parser_t"
    assert found["yaml_mark_s"].doc == ""  # the file's block documents the file
    found = by_symbol("vmscan.c", (
        "/*****************************************\n *  initialization\n"
        " *****************************************/\n\n"
        "void lru_gen_init(int a)\n{\n}\n\n"
        "/**\n * foo() - do foo\n */\n#define foo() bar()\n\nint baz(void)\n{\n}\n\n"
        "/**\n * other - something else\n */\n\nstatic int qux(void)\n{\n}\n\n"
        "/**\n * cpuset_init - initialize cpusets at system boot\n */\n\n"
        "int __init cpuset_init(void)\n{\n}\n"))
    assert [found[name].doc for name in ("lru_gen_init", "baz", "qux", "cpuset_init")] == [
        "", "", "", "cpuset_init - initialize cpusets at system boot"]


def test_zstd_and_lz4_ways_of_documenting_a_header() -> None:
    """zstd, lz4 and libarchive document their APIs in Doxygen's other forms: a `/*!< … */`
    after a prototype on its line (`ZSTD_maxCLevel` had no entity), a macro line between a doc
    and its declaration (`ZSTD_DEPRECATED("…")`, LLVM's `LLVM_NODISCARD`: the doc was lost), a
    `/*-` opening (BSD's mark against reformatting: "Read the new" was made up for
    `archive_read_new`), a section title framed in stars above a doc ("Simple API" was glued to
    `ZSTD_compress`'s), and a trailing doc of the line above going on below it (it documented
    `ZSTD_createCStream`)."""
    found = by_symbol("zstd.h", (
        "/***************************************\n*  Simple API\n"
        "***************************************/\n"
        "/*! ZSTD_compress() :\n *  Compresses `src` content.\n */\n"
        "ZSTDLIB_API size_t ZSTD_compress(void* dst, size_t dstCapacity);\n\n"
        "ZSTDLIB_API int ZSTD_minCLevel(void);   /*!< minimum negative compression level */\n"
        "ZSTDLIB_API int ZSTD_maxCLevel(void);   /*!< maximum compression level available */\n\n"
        "/*! ZSTD_getDecompressedSize() :\n *  NOTE: This function is now obsolete. */\n"
        "ZSTD_DEPRECATED(\"Replaced by ZSTD_getFrameContentSize()\")\nZSTDLIB_API\n"
        "unsigned long long ZSTD_getDecompressedSize(const void* src, size_t srcSize);\n\n"
        "typedef ZSTD_CCtx ZSTD_CStream;  /**< CCtx and CStream are the same object */\n"
        "                                 /* Continue to distinguish them */\n"
        "ZSTDLIB_API ZSTD_CStream* ZSTD_createCStream(void);\n\n"
        "/*-\n * Basic outline for reading an archive:\n *   1) Ask archive_read_new for one\n"
        " */\n__LA_DECL struct archive *archive_read_new(void);\n"))
    assert sorted(found) == ["ZSTD_compress", "ZSTD_getDecompressedSize", "ZSTD_maxCLevel",
                             "ZSTD_minCLevel", "archive_read_new"]
    assert found["ZSTD_compress"].doc == "ZSTD_compress() :\nCompresses `src` content."
    assert found["ZSTD_maxCLevel"].doc == "maximum compression level available"
    assert found["ZSTD_getDecompressedSize"].doc == (
        "ZSTD_getDecompressedSize() :\nNOTE: This function is now obsolete.")
    assert found["archive_read_new"].doc == (
        "Basic outline for reading an archive:\n  1) Ask archive_read_new for one")
    found = by_symbol("StringRef.h", (
        "class StringRef {\n public:\n"
        "    /// data - Get a pointer to the start of the string.\n    LLVM_NODISCARD\n"
        "    const char *data() const { return Data; }\n};\n"))
    assert found["StringRef.data"].doc == "data - Get a pointer to the start of the string."


def test_a_second_reading_that_finds_classes_whole_is_kept() -> None:
    """A file that fails to parse is read again keeping the first branch of each `#if`; the
    second reading wins when it finds more entities, or nearly as many and more of them
    outside parse-error islands. nlohmann's json.hpp: the first reading found `basic_json`'s
    239 members as free functions inside one error (273 entities, 257 in errors), the second
    the class whole (264, none); libstdc++'s stl_map.h: 89 (85 in errors) against 17, the
    `map` class lost. (No small file reproduces the first: the numbers are the real ones.)"""
    assert keep_retry((273, 257), (264, 0))
    assert not keep_retry((89, 85), (17, 0))
    assert keep_retry((3, 0), (14, 0))  # more found
    assert not keep_retry((20, 0), (19, 0))  # nearly as many, none better placed
    assert not keep_retry((100, 50), (89, 0))  # better placed, but too few


def test_spdlog_inline_macro_around_qualified_definitions() -> None:
    """spdlog defines its methods out of line as `SPDLOG_INLINE level::level_enum
    logger::level() const`, `void SPDLOG_INLINE thread_pool::post_log(…)` and
    `SPDLOG_INLINE ansicolor_sink<M>::ansicolor_sink(…)`: they were `level.level_enum.level`,
    `SPDLOG_INLINE.thread_pool.post_log`, or no entity at all."""
    found = by_symbol("logger-inl.h", (
        "// The current level.\n"
        "SPDLOG_INLINE level::level_enum logger::level() const\n{\n    return level_;\n}\n\n"
        "// Create new logger with same sinks.\n"
        "SPDLOG_INLINE std::shared_ptr<logger> logger::clone(std::string name)\n{\n"
        "    return nullptr;\n}\n\n"
        "void SPDLOG_INLINE thread_pool::post_log(async_logger_ptr &&worker)\n{\n}\n\n"
        "template<typename ConsoleMutex>\n"
        "SPDLOG_INLINE ansicolor_sink<ConsoleMutex>::ansicolor_sink(FILE *target, color_mode m)\n"
        "    : target_file_(target)\n{\n}\n"))
    assert sorted(found) == ["ansicolor_sink.ansicolor_sink", "logger.clone", "logger.level",
                             "thread_pool.post_log"]
    assert found["logger.level"].doc == "The current level."
    assert found["logger.clone"].returns == "std::shared_ptr<logger>"
    # a group's title over definitions is no doc of the first; a short doc is
    found = by_symbol("logger-inl.h", (
        "// public methods\nSPDLOG_INLINE logger::logger(const logger &other)\n{\n}\n\n"
        "// flush functions\nSPDLOG_INLINE void logger::flush()\n{\n}\n\n"
        "// Thread id\nclass t_formatter final : public flag_formatter\n{\n};\n"))
    assert [found[s].doc for s in ("logger.logger", "logger.flush", "t_formatter")] == [
        "", "", "Thread id"]
    # a bare macro after the parameters, as one with arguments (`GTEST_LOCK_EXCLUDED_(mu)`)
    found = by_symbol("os.h", (
        "// Return current thread id as size_t\nSPDLOG_API size_t thread_id() SPDLOG_NOEXCEPT;\n"
        "\n// Determine if the terminal supports colors\n"
        "SPDLOG_API bool is_color_terminal() SPDLOG_NOEXCEPT;\n"))
    assert sorted(found) == ["is_color_terminal", "thread_id"]
    assert found["thread_id"].signature == "size_t thread_id() SPDLOG_NOEXCEPT"


def test_kernel_format_annotation_on_its_own_line_keeps_the_doc() -> None:
    """The kernel's `__printf(2, 3)` above a function cut it loose from its doc (it started at
    the line below), and before a prototype on one line left no entity at all."""
    found = by_symbol("timer_list.c", (
        "/**\n * SEQ_printf - print to a seq file or the console\n */\n__printf(2, 3)\n"
        "static void SEQ_printf(struct seq_file *m, const char *fmt, ...)\n{\n}\n\n"
        "/**\n * bar - log bar\n */\n__printf(2, 3) void bar(int a, const char *fmt, ...);\n"
        "__param(int, nnodes, 100, \"Number of nodes\")\n"
        "__param(int, loops, 1000, \"Number of loops\")\n"))
    assert sorted(found) == ["SEQ_printf", "bar"]
    seq = found["SEQ_printf"]
    assert (seq.start_line, seq.end_line, seq.doc) == (
        4, 7, "SEQ_printf - print to a seq file or the console")
    assert seq.signature == (
        "__printf(2, 3) static void SEQ_printf(struct seq_file *m, const char *fmt, ...)")
    assert (found["bar"].doc, found["bar"].start_line) == ("bar - log bar", 12)
    # not a function of the standard library's own, named `__…` at the start of its line
    found = by_symbol("unseq_backend_simd.h", (
        "template <class _It>\n_It\n__simd_walk_1(_It __first, int __n) noexcept\n{\n}\n"))
    assert found["__simd_walk_1"].signature == (
        "template <class _It> _It __simd_walk_1(_It __first, int __n) noexcept")


def test_macros_wrapping_a_name_are_read_as_what_they_make() -> None:
    """`int GIT_CALLBACK(exists)(…);` in a struct is the field `(*exists)(…)`, not a method named
    `GIT_CALLBACK` (libgit2's `git_refdb_backend` had 16); before a body, the macro makes the
    name from the one it holds (the kernel's `LZO_SAFE(lzo1x_1_compress)`, `BTREE_FN(insert)`)."""
    found = by_symbol("git2/sys/refdb_backend.h", (
        "/** A backend. */\nstruct git_refdb_backend {\n\tunsigned int version;\n"
        "\t/** Whether a reference exists. */\n"
        "\tint GIT_CALLBACK(exists)(int *exists, git_refdb_backend *backend);\n};\n"))
    assert list(found) == ["git_refdb_backend"]
    found = by_symbol("lzo1x_compress.c", (
        "/* Compress. */\nint LZO_SAFE(lzo1x_1_compress)(const unsigned char *in, size_t n)\n"
        "{\n\treturn 0;\n}\n"))
    assert list(found) == ["lzo1x_1_compress"]
    compress = found["lzo1x_1_compress"]
    assert (compress.doc, compress.start_line, compress.end_line) == ("Compress.", 2, 5)
    assert compress.signature == (
        "int LZO_SAFE(lzo1x_1_compress)(const unsigned char *in, size_t n)")


def test_cpp_function_pointer_parameters() -> None:
    found = extract_file("a.cc", 'void on(int (*cb)(int), const char *name = "x") {}\n')
    assert found[0].params == (Param("cb", "int (*)(int)"), Param("name", "const char *", '"x"'))


# --- robustness -------------------------------------------------------------------------------


def test_deep_nesting_neither_hangs_nor_overflows() -> None:
    depth = 3000
    text = "namespace n {\n" * depth + "int f(void) { return 0; }\n" + "}\n" * depth
    text += "#ifdef A\n" * 500 + "int g(void) { return 1; }\n" + "#endif\n" * 500
    started = time.perf_counter()
    found = extract_file("deep.cpp", text)
    assert {e.name for e in found} >= {"f", "g"}
    assert time.perf_counter() - started < 10


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="{}()[];:#*&<>~=,\n abcAB_", max_size=200))
def test_arbitrary_text_never_crashes(text: str) -> None:
    for path in ("x.c", "x.hpp"):
        for entity in extract_file(path, text):
            assert 1 <= entity.start_line <= entity.end_line
            assert entity.name


# --- documented prototypes: a header's API ---------------------------------------------------

HEADER = """\
#ifdef __cplusplus
extern "C" {
#endif

ZEXTERN int ZEXPORT deflate OF((z_streamp strm,
                                int flush));
/*
    deflate compresses as much data as possible, and stops when the input
  buffer becomes empty or the output buffer becomes full.
*/

int undocumented(int x);

/*
** CAPI3REF: Opening A New Database Connection
** CONSTRUCTOR: sqlite3
**
** ^These routines open an SQLite database file. ^(A handle is usually
** returned in *ppDb.)^
*/
SQLITE_API int sqlite3_open(const char *filename, sqlite3 **ppDb);

/** A pointer to a hook: a variable, not a function. */
int (*hook)(int);

/** Two names declared at once. */
char *f(void), g;

/* 623 */
EXTERN int Tcl_Stub(void);

/* fs/dcache.c */
long sys_getcwd(char *buf, unsigned long size);

/* Arithmetic */
int add(int a, int b);

/* ucc_fast_irq */
void ucc_fast_irq(void);

/** Subtract. */
int sub(int, int b);

/** Deprecated: use the builder's own cast. */
LLVMValueRef LLVMBuildIntCast(LLVMBuilderRef, LLVMValueRef Val, LLVMTypeRef DestTy);

int before_a_section(void);
/* The allocation
   functions, which
   follow. */
void *alloc(size_t n);

/** Documented where it is declared. */
static int local(int a);

static int local(int a) { return a; }

#ifdef __cplusplus
}
#endif
"""


def test_documented_prototypes_of_a_header_get_entities() -> None:
    """A C library's API is documented in its header, above the prototype (SQLite, `/** */`
    styles) or, zlib's way, right below it; the functions are defined elsewhere, or nowhere in
    the repository. Before, a header gave no entity at all."""
    found = by_symbol("include/api.h", HEADER)
    assert sorted(found) == ["LLVMBuildIntCast", "alloc", "deflate", "local", "sqlite3_open",
                             "sub"]
    deflate = found["deflate"]
    assert (deflate.kind, deflate.start_line, deflate.end_line) == ("function", 5, 6)
    assert deflate.doc == ("deflate compresses as much data as possible, and stops when the "
                           "input\nbuffer becomes empty or the output buffer becomes full.")
    assert deflate.params == (Param("strm", "z_streamp"), Param("flush", "int"))
    assert deflate.returns == "int"
    assert deflate.code == ("ZEXTERN int ZEXPORT deflate OF((z_streamp strm,\n"
                            "                                int flush));")
    opener = found["sqlite3_open"]
    assert opener.doc == ("Opening A New Database Connection.\n\nThese routines open an SQLite "
                          "database file. A handle is usually\nreturned in *ppDb.")
    assert opener.signature == "int sqlite3_open(const char *filename, sqlite3 **ppDb)"
    assert opener.params == (Param("filename", "const char *"), Param("ppDb", "sqlite3 **"))
    # a comment below a prototype that leads the next one is the next one's
    assert found["alloc"].doc == "The allocation\nfunctions, which\nfollow."
    # a definition in the same file without a doc takes its prototype's
    assert (found["local"].code, found["local"].doc) == (
        "static int local(int a) { return a; }", "Documented where it is declared.")


def test_a_documented_prototype_renders_as_a_page() -> None:
    from rk_action.create import document_file

    result = document_file("include/zlib.h", HEADER.encode(), "2026-01-01")
    page = next(p for p in result.pages if p.entity.symbol == "deflate")
    assert page.description.startswith("Compress as much data as possible")
    assert "```cpp\nZEXTERN int ZEXPORT deflate OF((z_streamp strm,\n" in page.text
    assert "### Parameters\n- `strm` (`z_streamp`)\n- `flush` (`int`)\n" in page.text
    assert "body is empty" not in page.text  # it has none: it is declared here, not defined
    sub = next(p for p in result.pages if p.entity.symbol == "sub").text
    assert "### Parameters\n- *unnamed* (`int`)\n- `b` (`int`)\n" in sub
    cast = next(p for p in result.pages if p.entity.symbol == "LLVMBuildIntCast")
    assert cast.description == "Return the LLVM build int cast for `Val` and `DestTy`"


def test_sqlite_and_llvm_comment_styles_read_as_prose() -> None:
    text = (
        "/*\n** CAPI3REF: Set A Busy Timeout\n** METHOD: sqlite3\n**\n"
        "** ^This routine sets a [busy handler].\n*/\n"
        "int sqlite3_busy_timeout(sqlite3*, int ms) { return 0; }\n"
        "//===----------------------------------------------------------------------===//\n"
        "//\n// LoopSink - This pass sinks invariants.\n//\n"
        "int createLoopSinkPass(void) { return 0; }\n"
    )
    found = by_symbol("src/a.c", text)
    assert found["sqlite3_busy_timeout"].doc == (
        "Set A Busy Timeout.\n\nThis routine sets a busy handler.")
    assert found["createLoopSinkPass"].doc == "LoopSink - This pass sinks invariants."
    found = by_symbol("sqlite3.h",
                      "/*\n** CAPI3REF: Online Backup API.\n*/\nint sqlite3_backup(void);\n")
    assert found["sqlite3_backup"].doc == "Online Backup API."  # the title's own period kept


def test_a_run_of_prototypes_shares_the_doc_that_names_them() -> None:
    """SQLite documents `sqlite3_backup_init`, `…_step`, `…_finish` in one comment above them
    all (sqlite3.h: 197 entities, now 322), zlib `gzclose_r` and `gzclose_w` in one below them;
    a prototype the doc does not name, or one set apart by a blank line, gets no page."""
    found = by_symbol("sqlite3.h", (
        "/*\n** CAPI3REF: Online Backup API\n**\n** The backup API copies a database: "
        "sqlite3_backup_step()\n** copies pages and sqlite3_backup_finish() ends it.\n*/\n"
        "SQLITE_API sqlite3_backup *sqlite3_backup_init(\n  sqlite3 *pDest\n);\n"
        "SQLITE_API int sqlite3_backup_step(sqlite3_backup *p, int nPage);\n"
        "SQLITE_API int sqlite3_backup_finish(sqlite3_backup *p);\n"
        "SQLITE_API int sqlite3_backup_pagecount(sqlite3_backup *p);\n\n"
        "SQLITE_API int sqlite3_sleep(int);\n\n"
        "ZEXTERN int ZEXPORT gzclose_r OF((gzFile file));\n"
        "ZEXTERN int ZEXPORT gzclose_w OF((gzFile file));\n"
        "/*\n     Same as gzclose(), but gzclose_r() is only for use when reading, and\n"
        "   gzclose_w() is only for use when writing or appending.\n*/\n"))
    assert sorted(found) == ["gzclose_r", "gzclose_w", "sqlite3_backup_finish",
                             "sqlite3_backup_init", "sqlite3_backup_step"]
    assert found["sqlite3_backup_step"].doc == found["sqlite3_backup_init"].doc == (
        "Online Backup API.\n\nThe backup API copies a database: sqlite3_backup_step()\n"
        "copies pages and sqlite3_backup_finish() ends it.")
    step = found["sqlite3_backup_step"]
    assert (step.start_line, step.end_line, step.code) == (
        10, 10, "SQLITE_API int sqlite3_backup_step(sqlite3_backup *p, int nPage);")
    assert found["gzclose_r"].doc == found["gzclose_w"].doc
    assert found["gzclose_r"].doc.startswith("Same as gzclose(), but gzclose_r()")


def test_a_run_of_prototypes_shares_a_doc_that_speaks_of_them_all() -> None:
    """cJSON's "These functions check the type of an item" over ten `cJSON_Is…` prototypes:
    only the first had a page; each has, and reads "Check the type of an item". A doc that
    neither names a prototype nor speaks of them all stays the first one's."""
    from rk_action.summarize.static import describe

    found = by_symbol("cJSON.h", (
        "/* These functions check the type of an item */\n"
        "CJSON_PUBLIC(cJSON_bool) cJSON_IsInvalid(const cJSON * const item);\n"
        "CJSON_PUBLIC(cJSON_bool) cJSON_IsFalse(const cJSON * const item);\n\n"
        "/* Check item type and return its value */\n"
        "CJSON_PUBLIC(char *) cJSON_GetStringValue(const cJSON * const item);\n"
        "CJSON_PUBLIC(double) cJSON_GetNumberValue(const cJSON * const item);\n"))
    assert sorted(found) == ["cJSON_GetStringValue", "cJSON_IsFalse", "cJSON_IsInvalid"]
    assert describe(found["cJSON_IsFalse"]) == "Check the type of an item"


def test_documented_member_declarations_are_methods_of_their_class() -> None:
    """A C++ class in a header declares its API and documents each method there (leveldb's
    `DB`); the definitions live in a `.cc` file, or nowhere (pure virtual). Before, the class
    had no members, and its methods' docs were nowhere but in its code."""
    text = """\
class DB {
 public:
  // Open the database with the specified "name".
  static Status Open(const Options& options, DB** dbptr);

  DB() = default;
  DB(const DB&) = delete;

  // Set the database entry for "key" to "value".
  virtual Status Put(const Slice& key, const Slice& value) = 0;

  // Close the database.
  virtual ~DB();

  // A hook, a field.
  int (*hook)(int);

  // Typed lookup.
  template <class T> T Get(const Slice& key) const;

  // Compare two handles.
  bool operator==(const DB& other) const;

  // Defined below, for ints.
  int Cast(int value);
  int Cast(double value) { return 0; }
  // Count the keys.
  int Count(const Slice&) const;
};

int DB::Cast(int value) { return value; }
"""
    found = by_symbol("include/db.h", text)
    assert sorted(found) == ["DB", "DB.Cast", "DB.Count", "DB.Get", "DB.Open", "DB.Put",
                             "DB.operator==", "DB.~DB"]
    put = found["DB.Put"]
    assert (put.kind, put.parent, put.start_line, put.doc) == (
        "method", "DB", 10, 'Set the database entry for "key" to "value".')
    assert put.signature == "virtual Status Put(const Slice& key, const Slice& value) = 0"
    assert put.params == (Param("key", "const Slice&"), Param("value", "const Slice&"))
    assert found["DB.Get"].signature == "template <class T> T Get(const Slice& key) const"
    # the overload defined below takes the doc of its own declaration, not another's
    casts = [e for e in extract_file("include/db.h", text) if e.symbol == "DB.Cast"]
    assert [(e.start_line, e.doc) for e in casts] == [
        (26, ""), (31, "Defined below, for ints.")]

    from rk_action.create import document_file

    pages = document_file("include/db.h", text.encode(), "2026-01-01").pages
    page = next(p for p in pages if p.entity.symbol == "DB")  # its members listed on it
    assert ('- `Put(key, value)` — Set the database entry for "key" to "value"\n'
            in page.text)
    assert "- `Count(const Slice&)` — Count the keys\n" in page.text  # unnamed: its type


def test_a_doc_above_a_conditional_documents_the_declaration_it_opens_with() -> None:
    """SQLite's `/* … sqlite3_compileoption_used() … */`, then `#ifndef
    SQLITE_OMIT_COMPILEOPTION_DIAGS`, then the prototype: Doxygen, reading the code
    preprocessed, documents it. Only a comment that names it, or a Doxygen block: a
    conditional's own title (`/* Pickle support. */`) documents nothing; nor does a comment
    above a declaration that is not the conditional's first."""
    found = {e.name: e.doc for e in extract_file("sqlite3.h", (
        "/*\n** Whether sqlite3_compileoption_used() was defined.\n*/\n"
        "#ifndef SQLITE_OMIT_DIAGS\n"
        "SQLITE_API int sqlite3_compileoption_used(const char *zOptName);\n"
        "SQLITE_API const char *sqlite3_compileoption_get(int N);\n#endif\n\n"
        "/** Read a directory entry. */\n#if defined USE_DIRS\n"
        "struct dirent *readdir(DIR *dirp);\n#endif\n\n"
        "/* Pickle support. */\n#ifndef Py_LIMITED_API\n"
        "PyObject *_PyObject_GetState(PyObject *);\n#endif\n\n"
        "/* About later(). */\n#ifdef X\n\nint later(void);\n#endif\n"))}
    # (a header's prototype without a doc gets no page)
    assert found == {"sqlite3_compileoption_used": "Whether sqlite3_compileoption_used() was "
                                                   "defined.",
                     "readdir": "Read a directory entry."}


def test_a_struct_keeps_its_doc_across_its_forward_typedef_and_a_slipped_star() -> None:
    """SQLite writes the doc, then `typedef struct sqlite3_file sqlite3_file;`, then the
    struct: 9 of its structs had no doc. And one line of a `**` block written with a single
    `*` left every line's stars in the text ("* CAPI3REF: String Globbing * ^The …")."""
    found = {e.name: e.doc for e in extract_file("sqlite3.h", (
        "/*\n** CAPI3REF: OS Interface Open File Handle\n**\n"
        "** An sqlite3_file object represents an open file.\n*/\n"
        "typedef struct sqlite3_file sqlite3_file;\nstruct sqlite3_file {\n  int n;\n};\n\n"
        "/*\n** CAPI3REF: String Globbing\n*\n** The sqlite3_strglob(P,X) interface returns "
        "zero\n** if and only if string X matches P.\n" + "** More.\n" * 8 + "*/\n"
        "SQLITE_API int sqlite3_strglob(const char *zGlob, const char *zStr);\n"))}
    assert found == {
        "sqlite3_file": "OS Interface Open File Handle.\n\nAn sqlite3_file object represents "
                        "an open file.",
        "sqlite3_strglob": "String Globbing.\n\nThe sqlite3_strglob(P,X) interface returns "
                           "zero\nif and only if string X matches P.\n" + "More.\n" * 7
                           + "More."}


def test_code_under_if_0_is_no_entity_but_its_else_is() -> None:
    """googletest keeps its usage examples under `#if 0` (13 bogus pages: `TEST_P`,
    `FooTest`…); the `#else` branch is the code that is built."""
    found = [(e.symbol, e.doc) for e in extract_file("gtest-param-test.h", (
        "#if 0\n/** Example test. */\nTEST_P(FooTest, DoesBlah) {\n  EXPECT_TRUE(x);\n}\n"
        "class FooTest : public Base {\n public:\n  int x;\n};\n#else\n"
        "/** Real one. */\nint real(void) { return 1; }\n#endif\n"
        "#if 1\n/** Built. */\nint built(void) { return 2; }\n#endif\n"))]
    assert found == [("real", "Real one."), ("built", "Built.")]


def test_a_parameter_named_in_a_comment_keeps_its_name_in_the_signature() -> None:
    """googletest comments out its unused parameters' names: `int /*iteration*/` read
    `int )`. Other comments go, and leave no space before a comma or a bracket."""
    found = {e.name: e.signature for e in extract_file("printer.cc", (
        "/** End. */\nvoid OnEnd(const UnitTest& unit_test, int /*iteration*/) {}\n"
        "/** Skip. */\nint Skip(int n /* how many */, int m // more\n) { return n; }\n"
        "/** Checked. */\nextern int /* __must_check */ lock(struct m *l);\n"))}
    assert found == {"OnEnd": "void OnEnd(const UnitTest& unit_test, int /*iteration*/)",
                     "Skip": "int Skip(int n, int m)",
                     "lock": "extern int lock(struct m *l)"}


def test_sqlite_links_anchors_and_marks_read_as_their_text() -> None:
    """SQLite's `[sqlite3_busy_handler | busy-handler function]` (83 pages), `[name]` (278),
    `[[anchor]]` lines (15) and the `^` of its testable statements (`^ (1)`, `^*ppStmt`) were
    shown as written; an index (`aBuf[0]`) and a Markdown link stay."""
    found = by_symbol("sqlite3.h", (
        "/*\n** CAPI3REF: Online Backup\n**\n** ^The [sqlite3_busy_handler | busy-handler "
        "function] runs, see [busy handler].\n** [[URI filenames]]\n** ^ (1) aBuf[0] is set; "
        "^*ppStmt is left. A [text](https://x.test) link.\n*/\n"
        "int sqlite3_backup(void);\n"))
    assert found["sqlite3_backup"].doc == (
        "Online Backup.\n\nThe busy-handler function runs, see busy handler.\n(1) aBuf[0] is "
        "set; *ppStmt is left. A [text](https://x.test) link.")


def test_a_doc_laid_out_as_a_manual_page_loses_its_labels() -> None:
    """curl's "NAME curl_easy_duphandle() / DESCRIPTION / …" and "Name: … Desc: … Returns:"
    docs made the one-liner "NAME curl_easy_duphandle()" (52 of its pages)."""
    found = by_symbol("include/curl/multi.h", (
        "/*\n * NAME curl_easy_reset()\n *\n * DESCRIPTION\n *\n"
        " * Re-initializes a CURL handle to the default values.\n */\n"
        "CURL_EXTERN void curl_easy_reset(CURL *curl);\n\n"
        "/*\n * Name:     curl_multi_wait()\n *\n"
        " * Desc:     Poll on all fds within a CURLM set as well as any\n"
        " *           additional fds passed to the function.\n *\n"
        " * Returns:  CURLMcode type, general multi error code.\n */\n"
        "CURL_EXTERN CURLMcode curl_multi_wait(CURLM *multi_handle, int timeout_ms);\n"))
    assert {s: e.doc for s, e in found.items()} == {
        "curl_easy_reset": "Re-initializes a CURL handle to the default values.",
        "curl_multi_wait": "Poll on all fds within a CURLM set as well as any\n"
                           "additional fds passed to the function.\n\n"
                           "Returns:  CURLMcode type, general multi error code."}


def test_a_qualifier_macro_between_a_pointer_and_its_name_is_no_parameter() -> None:
    """xxHash spells `restrict` through a macro (`void* XXH_RESTRICT acc`): tree-sitter read
    the macro as the parameter's name and `acc` as an unnamed parameter (34 pages)."""
    found = by_symbol("xxhash.h", (
        "#define XXH_RESTRICT restrict\n"
        "static void acc512(void* XXH_RESTRICT acc, const void* XXH_RESTRICT input, int n)\n"
        "{\n    (void)acc;\n}\n"))
    assert [(p.name, p.type) for p in found["acc512"].params] == [
        ("acc", "void* XXH_RESTRICT"), ("input", "const void* XXH_RESTRICT"), ("n", "int")]


def test_a_definition_listed_in_a_group_takes_its_prototype_s_doc() -> None:
    """xxHash documents its API on the prototypes; each definition has only `/*! @ingroup
    xxh32_family */`, and a section's title framed over it (`/*******   Hash streaming
    *******/`, `/* ***\\n*  Misc\\n*** */`) is no doc either."""
    found = by_symbol("xxhash.h", (
        "/*!\n * @brief Allocates a state.\n */\nstate_t* XXH32_createState(void);\n\n"
        "/*! Obtains the version. */\nunsigned XXH_versionNumber(void);\n\n"
        "/* *************\n*  Misc\n**************/\n/*! @ingroup public */\n"
        "unsigned XXH_versionNumber (void) { return 801; }\n\n\n"
        "/*******   Hash streaming   *******/\n/*!\n * @ingroup xxh32_family\n */\n"
        "state_t* XXH32_createState(void)\n{\n    return 0;\n}\n"))
    assert found["XXH32_createState"].doc == "@brief Allocates a state."
    assert found["XXH_versionNumber"].doc == "Obtains the version."


def test_documented_function_like_macros_are_functions() -> None:
    """A function-like macro under its doc comment is called like a function and documented as
    the API (the kernel's list walkers, cJSON's `cJSON_ArrayForEach`): a function entity, its
    lines the whole `#define` (continuation lines too), its parameters the macro's."""
    text = (
        "/**\n * list_for_each_entry - iterate over a list of given type\n"
        " * @pos: the loop cursor.\n * @head: the head of the list.\n */\n"
        "#define list_for_each_entry(pos, head) \\\n"
        "\tfor (pos = (head)->next; pos != (head); pos = pos->next)\n\n"
        "/**\n * list_add - add a new entry\n */\n#define list_del(a) __list_del(a)\n\n"
        "/* Macro for iterating over an array or object */\n"
        "#define cJSON_ArrayForEach(element, array) for (element = array; element; )\n\n"
        "#define UNDOCUMENTED(x) ((x) + 1)\n"
        "int counter; // the counter\n#define AFTER_CODE(x) (x)\n\n"
        "// Is the value set?\n// (nonzero when it is)\n#  define IS_SET(v) ((v) != 0)\n\n"
        "/* Arithmetic */\n#define ADD(a, b) ((a) + (b))\n\n"
        "/* The buffer size */\n#define BUFFER_SIZE 64\n\n"
        "/**\n * Converts a literal into a compiled format string.\n */\n"
        "#if defined(__cpp_if_constexpr)\n#  define FMT_COMPILE(s) compiled(s)\n#else\n"
        "#  define FMT_COMPILE(s) FMT_STRING(s)\n#endif\n\n"
        "/* Old compilers */\n#ifdef OLD\n#define OLD_ONLY(s) s\n#endif\n\n"
        "/* Twice x, the macro */\n#define twice(x) twice_impl(x)\n"
        "int twice(int x) { return 2 * x; }\n"
    )
    found = by_symbol("include/list.h", text)
    assert sorted(found) == [
        "FMT_COMPILE", "IS_SET", "cJSON_ArrayForEach", "list_for_each_entry", "twice"]
    assert found["FMT_COMPILE"].doc == "Converts a literal into a compiled format string."
    # none for: a kernel-doc block naming another macro, an undocumented one, one under a
    # comment that trails code, one under a group's title, an object-like macro, one whose
    # conditional the comment is about (`/* Old compilers */ #ifdef OLD`); `twice` is
    # the function the file defines
    walker = found["list_for_each_entry"]
    assert (walker.kind, walker.start_line, walker.end_line) == ("function", 6, 7)
    assert walker.signature == "#define list_for_each_entry(pos, head)"
    assert [p.name for p in walker.params] == ["pos", "head"]
    assert walker.doc.startswith("list_for_each_entry - iterate over a list of given type\n")
    assert walker.code.endswith("pos = pos->next)")
    assert found["IS_SET"].doc == "Is the value set?\n(nonzero when it is)"
    assert found["IS_SET"].signature == "#define IS_SET(v)"
    assert found["twice"].kind == "function" and found["twice"].signature.startswith("int twice")


def test_a_calling_convention_macro_before_the_name_is_no_name() -> None:
    """ujson's `static FASTCALL_ATTR JSOBJ FASTCALL_MSVC decode_true ( struct DecoderState
    *ds)`: its three pages were named `FASTCALL_MSVC`, returning `FASTCALL_ATTR`; JNI's
    `JNIEXPORT void JNICALL Java_x(…)` likewise. A macro that is the return type stays one,
    and a `#define` commented out over a macro is no doc of it."""
    found = {e.symbol: e for e in extract_file("lib/ultrajsondec.c", (
        "static FASTCALL_ATTR JSOBJ FASTCALL_MSVC decode_true ( struct DecoderState *ds)\n"
        "{\n  return ds->prv;\n}\n\n"
        "JNIEXPORT void JNICALL Java_Foo_bar(JNIEnv *env)\n{\n}\n\n"
        "BROTLI_BOOL Shade(int x)\n{\n  return 1;\n}\n\n"
        "//#define PRINTMARK() fprintf(stderr, \"MARK(%d)\\n\", __LINE__)\n"
        "#define PRINTMARK()\n"))}
    assert sorted(found) == ["Java_Foo_bar", "Shade", "decode_true"]
    assert (found["decode_true"].returns, found["Shade"].returns) == ("JSOBJ", "BROTLI_BOOL")


def test_a_line_naming_a_group_of_functions_or_macros_is_no_doc() -> None:
    """cmark's man.c opens with "// Functions to convert cmark_nodes to groff man strings."
    over `S_outc`, which escapes one character: that was its one-liner; inlines.c's "// Macros
    for creating various kinds of simple." gave the first of seven macros a page."""
    found = by_symbol("src/man.c", (
        "// Functions to convert cmark_nodes to groff man strings.\n"
        "static void S_outc(cmark_renderer *renderer, int c) { renderer->out(c); }\n"
        "// Macros for creating various kinds of simple.\n"
        "#define make_str(subj, sc, ec, s) make_literal(subj, 1, sc, ec, s)\n"
        "/* Escape one character for groff. */\n"
        "static void S_other(int c) { }\n"))
    assert {symbol: e.doc for symbol, e in found.items()} == {
        "S_outc": "", "S_other": "Escape one character for groff."}


def test_a_comment_opening_a_body_documents_an_undocumented_function() -> None:
    """cbor2's `unpack_float16` has no comment above it and opens with four lines that say
    what it does ("…It returns the IEEE754 single-precision equivalent value"): its page said
    it had no doc comment. One line over the first statements says what they do; code put
    aside in a comment is no doc."""
    found = by_symbol("source/halffloat.c", (
        "float unpack_float16(uint16_t i) {\n"
        "    // This function assumes that i contains the big-endian representation of\n"
        "    // an IEEE754 16-bit floating point value. It returns the IEEE754\n"
        "    // single-precision equivalent value.\n"
        "    return table[i];\n}\n"
        "int f(int x) {\n    // add one\n    return x + 1;\n}\n"
        "int g(int x) {\n    // x = x * 2;\n    // return x;\n    return x;\n}\n"))
    assert found["unpack_float16"].doc == (
        "This function assumes that i contains the big-endian representation of\n"
        "an IEEE754 16-bit floating point value. It returns the IEEE754\n"
        "single-precision equivalent value.")
    assert (found["f"].doc, found["g"].doc) == ("", "")

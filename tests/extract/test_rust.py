"""Rust extraction: impl and trait methods, types, inline modules, macros, attributes, rustdoc."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rk_action.extract import MAX_SCOPE_NAME, extract_file
from rk_action.model import Entity, Param

FIXTURE = Path(__file__).parent / "fixtures" / "rust" / "config.rs"


@pytest.fixture(scope="module")
def entities() -> dict[str, Entity]:
    found = extract_file("src/config.rs", FIXTURE.read_text())
    return {e.symbol: e for e in found}


def test_finds_every_entity_and_nothing_else(entities: dict[str, Entity]) -> None:
    assert sorted(entities) == sorted(
        [
            "Config", "Config.new", "Config.rename", "Config.fmt", "Source", "Bits", "Load",
            "Load.load", "Load.load_or", "Source.load", "env", "env.read", "Source.is_env",
            "config", "Local", "Local.hidden",
        ]
    )  # fmt: skip
    # none for: `mod parser;`, the nested fn helper, the extern declaration,
    # #[cfg(test)] mod tests, the #[test] function
    assert all(e.language == "rust" for e in entities.values())


def test_struct_attributes_are_in_range_and_decorators(entities: dict[str, Entity]) -> None:
    config = entities["Config"]
    assert (config.kind, config.start_line, config.end_line) == ("class", 14, 19)
    assert config.code.startswith("#[derive(Debug, Clone)]\n#[non_exhaustive]\npub struct")
    assert config.decorators == ("#[derive(Debug, Clone)]", "#[non_exhaustive]", "pub")
    assert config.signature == "pub struct Config<T>"
    assert config.bases == ("fmt::Display",)  # traits this file implements for it


def test_rustdoc_keeps_code_block_indentation(entities: dict[str, Entity]) -> None:
    assert entities["Config"].doc == (
        'A loaded configuration.\n\n```\nlet c = Config::new("app");\n    // indented\n```'
    )


def test_impl_methods_belong_to_the_bare_type(entities: dict[str, Entity]) -> None:
    new = entities["Config.new"]
    assert (new.kind, new.parent, new.name) == ("method", "Config", "new")
    assert new.doc == "Makes a configuration named `name`."
    assert new.params == (Param("name", "&str"),)
    assert new.returns == "Self"
    assert (new.start_line, new.end_line) == (23, 25)


def test_self_is_excluded_and_patterns_are_names(entities: dict[str, Entity]) -> None:
    rename = entities["Config.rename"]
    assert rename.params == (Param("name", "String"), Param("(a, b)", "(u8, u8)"))
    assert rename.doc == ""  # a plain `//` comment is not rustdoc
    assert rename.start_line == 28  # the #[inline] line, not the comment
    assert rename.decorators == ("#[inline]", "pub(crate)")
    assert rename.returns == ""


def test_trait_impl_methods(entities: dict[str, Entity]) -> None:
    fmt = entities["Config.fmt"]
    assert fmt.parent == "Config"
    assert fmt.params == (Param("f", "&mut fmt::Formatter<'_>"),)
    assert fmt.returns == "fmt::Result"
    assert entities["Source.load"].parent == "Source"


def test_enum_union_and_block_doc(entities: dict[str, Entity]) -> None:
    source = entities["Source"]
    assert (source.kind, source.doc, source.signature) == (
        "class",
        "The source a value came from.",
        "pub enum Source",
    )
    assert source.bases == ("Load",)
    assert entities["Bits"].kind == "class"


def test_trait_methods_with_and_without_body(entities: dict[str, Entity]) -> None:
    load = entities["Load"]
    assert load.bases == ("Sized", "Clone")
    assert load.signature == "pub trait Load: Sized + Clone"
    required = entities["Load.load"]
    assert (required.kind, required.parent, required.start_line) == ("method", "Load", 61)
    assert required.signature == "fn load(text: &str) -> Result<Self, Self::Error>"
    assert required.doc == "Loads from text."
    provided = entities["Load.load_or"]
    assert (provided.start_line, provided.end_line) == (64, 66)


def test_inline_module_is_a_class_with_members(entities: dict[str, Entity]) -> None:
    env = entities["env"]
    assert (env.kind, env.doc, env.start_line, env.end_line) == (
        "class",
        "Environment lookups.",
        76,
        89,
    )
    read = entities["env.read"]
    assert (read.kind, read.parent) == ("function", "env")
    assert read.decorators == ("pub", "async", "unsafe")
    assert read.params == (Param("key", "&'a str"), Param("default", "Option<&'a str>"))
    assert read.returns == "Option<String>"
    # `impl super::Source` names the top-level type
    assert entities["Source.is_env"].parent == "Source"


def test_macro_rules_is_a_function(entities: dict[str, Entity]) -> None:
    macro = entities["config"]
    assert (macro.kind, macro.start_line, macro.end_line) == ("function", 92, 97)
    assert macro.signature == "macro_rules! config"
    assert macro.decorators == ("#[macro_export]",)
    assert macro.doc == "Builds a `Config` quickly."


def test_impl_for_reference_and_generic_types() -> None:
    text = (
        "struct W<T>(T);\n"
        "impl<'a, T> From<&'a T> for &'a W<T> { fn from(t: &'a T) -> Self { todo!() } }\n"
        "impl<T> [T] { fn first_one(&self) {} }\n"
    )
    found = {e.symbol: e for e in extract_file("w.rs", text)}
    assert set(found) == {"W", "W.from", "[T].first_one"}
    assert found["W"].signature == "struct W<T>(T)"
    assert found["W"].bases == ("From<&'a T>",)


def test_doc_and_attributes_interleaved_and_separated_by_blank_lines() -> None:
    text = "/// Doc one.\n\n#[inline]\n/// Doc two.\n#[must_use]\nfn f() -> u8 { 1 }\n"
    (f,) = extract_file("f.rs", text)
    assert f.doc == "Doc one.\nDoc two."
    assert (f.start_line, f.end_line) == (3, 6)
    assert f.decorators == ("#[inline]", "#[must_use]")


def test_inner_doc_is_not_an_items_doc() -> None:
    (f,) = extract_file("lib.rs", "//! Crate doc.\nfn f() {}\n")
    assert f.doc == ""


def test_broken_file_still_yields_what_parses() -> None:
    text = "fn good() -> u8 { 1 }\n\nfn bad( {\n\nstruct Later;\n"
    assert "good" in {e.name for e in extract_file("b.rs", text)}


def test_deep_module_nesting_does_not_blow_up() -> None:
    depth = 3000
    text = "mod m {\n" * depth + "fn f() {}\n" + "}\n" * depth
    found = extract_file("deep.rs", text)
    # modules are looked into down to a qualified name of MAX_SCOPE_NAME characters (see
    # test_java's deep nesting): the 129 outer ones, not `f`
    assert [e.symbol for e in found] == [".".join(["m"] * level) for level in range(1, 130)]
    assert len(found[-2].symbol) <= MAX_SCOPE_NAME < len(found[-1].symbol)


def test_crlf_doc_has_no_carriage_returns() -> None:
    (f,) = extract_file("crlf.rs", "/// Doc one.\r\n/// Doc two.\r\nfn f() {\r\n}\r\n")
    assert f.doc == "Doc one.\nDoc two."
    assert (f.start_line, f.end_line) == (3, 4)


def test_items_declared_in_function_bodies_are_entities() -> None:
    """Types, traits and impls a body declares are the module's; a nested function and a
    `macro_rules!` are the body's helpers, no page of their own (url's `check_invariants` gave
    its local `assert!` one)."""
    text = """\
mod m {
    impl Outer {
        /// Reads it.
        fn deserialize(d: D) -> u8 {
            fn nested() {}
            /// The visitor.
            struct VecVisitor<T>(T);
            impl<'de, T> Visitor<'de> for VecVisitor<T> {
                fn visit_seq(self, seq: A) -> u8 {
                    let f = |x: u8| x;
                    0
                }
            }
            macro_rules! local { () => {}; }
            trait Local { fn go(&self) {} }
            enum E { A }
            d.run(VecVisitor(0))
        }
    }
}
"""
    found = {e.symbol: e for e in extract_file("v.rs", text)}
    assert set(found) == {
        "m", "m.Outer.deserialize", "m.VecVisitor", "m.VecVisitor.visit_seq", "m.Local",
        "m.Local.go", "m.E",
    }  # fmt: skip
    visitor = found["m.VecVisitor"]
    assert (visitor.kind, visitor.parent, visitor.start_line, visitor.end_line) == (
        "class",
        "m",  # the enclosing module, not the function nor the impl'd type
        7,
        7,
    )
    assert visitor.doc == "The visitor."
    assert visitor.bases == ("Visitor<'de>",)
    seq = found["m.VecVisitor.visit_seq"]
    assert (seq.kind, seq.parent, seq.params) == ("method", "m.VecVisitor", (Param("seq", "A"),))
    assert found["m.Local.go"].kind == "method"


def test_an_item_compiled_only_for_tests_has_no_entity() -> None:
    """bytes' `#[cfg(all(loom, test))]` copies of `Bytes::new` and its `mod fuzz` had pages,
    one of them ranked above the real `new`; `any(test, …)` and `not(test)` are no test-only
    code."""
    text = ("pub struct Bytes;\n\nimpl Bytes {\n    /// Real.\n    #[cfg(not(all(loom, test)))]\n"
            "    pub const fn new() -> Bytes { Bytes }\n\n    /// Loom.\n"
            "    #[cfg(all(loom, test))]\n    pub fn new() -> Bytes { Bytes }\n}\n\n"
            "#[cfg(all(test, loom))]\nmod fuzz {\n    fn go() {}\n}\n\n"
            "/// Either.\n#[cfg(any(test, feature = \"x\"))]\npub fn either() {}\n")
    found = [(e.symbol, e.doc) for e in extract_file("src/bytes.rs", text)]
    assert found == [("Bytes", ""), ("Bytes.new", "Real."), ("either", "Either.")]


def test_top_level_local_types_have_no_parent() -> None:
    text = "fn f() {\n    struct A;\n    impl A { fn a(&self) {} }\n}\n"
    found = {e.symbol: e for e in extract_file("f.rs", text)}
    assert set(found) == {"f", "A", "A.a"}
    assert (found["A"].parent, found["A.a"].parent) == ("", "A")


def test_items_in_control_flow_blocks_but_not_in_closures_or_macros() -> None:
    text = """\
fn f() {
    let x = { struct A; 1 };
    if a { struct B; } else if b { struct C; } else { struct D; }
    match x { 1 => { struct E; } _ => loop { struct F; } }
    unsafe { struct G; }
    for i in x { while y { struct H; } }
    let c = || { struct I; };
    'l: { struct J; }
    m! { struct K; }
    let Some(v) = o else { struct L; return; };
    { struct M; }
}
"""
    names = {e.name for e in extract_file("f.rs", text)}
    assert names == {"f", *"ABCDEFGHJLM"}


def test_items_in_nested_function_bodies_and_test_functions() -> None:
    text = (
        "fn f() { fn g() { struct InNested; } }\n"
        "#[test]\nfn t() { struct InTest; }\n"
        "trait T { fn d() { struct InDefault; } }\n"
    )
    symbols = {e.symbol for e in extract_file("f.rs", text)}
    assert symbols == {"f", "InNested", "T", "T.d", "InDefault"}


def test_deep_block_nesting_does_not_blow_up() -> None:
    depth = 3000
    text = "fn f() {\n" + "if a {\n" * depth + "struct S;\n" + "}\n" * (depth + 1)
    found = {e.symbol: e for e in extract_file("deep.rs", text)}
    assert set(found) == {"f", "S"}
    assert found["S"].start_line == depth + 2
    chain = "fn f() {\n    if a {}" + " else if a {}" * depth + "\n    struct S;\n}\n"
    assert {e.name for e in extract_file("chain.rs", chain)} == {"f", "S"}


SOUP = (
    "fn ", "impl ", "trait ", "mod ", "struct ", "for ", "#[a]", "/// d\n", "//! i\n", "(", ")",
    "{", "}", "<", ">", "\n", " ", "&", "x", ":", ";", "->",
)  # fmt: skip


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(SOUP), max_size=60))
def test_any_token_soup_yields_consistent_entities(tokens: list[str]) -> None:
    text = "".join(tokens)
    lines = text.split("\n")
    for entity in extract_file("soup.rs", text):
        assert entity.name
        assert 1 <= entity.start_line <= entity.end_line <= len(lines)
        assert entity.code == "\n".join(lines[entity.start_line - 1 : entity.end_line])


def test_a_documented_type_alias_is_an_entity() -> None:
    """`pub type Result<T, E = Error> = core::result::Result<T, E>;` is anyhow's most used
    API; itertools' adaptors (`Dedup`, `KMerge`, `MapOk`) are aliases too, with their docs.
    An undocumented alias, or one inside a function, is none."""
    found = {e.symbol: (e.kind, e.signature, e.doc) for e in extract_file("src/lib.rs", (
        "/// `Result<T, Error>`\npub type Result<T, E = Error> = core::result::Result<T, E>;\n\n"
        "type Private = u8;\n\nfn f() {\n    /// Local.\n    type X = u8;\n}\n"))}
    assert found == {
        "Result": ("class", "pub type Result<T, E = Error> = core::result::Result<T, E>",
                   "`Result<T, Error>`"),
        "f": ("function", "fn f()", "")}


def test_the_doc_of_an_impl_of_one_function_documents_that_function() -> None:
    """The url crate's `/// URLs hash like their serialization.` above `impl Hash for Url`:
    its `hash` read "Undocumented" (9 such pages). An impl of two functions keeps its doc to
    itself."""
    found = {e.symbol: e for e in extract_file("src/lib.rs", (
        "pub struct Url {\n    s: String,\n}\n\n/// URLs hash like their serialization.\n"
        "impl std::hash::Hash for Url {\n    fn hash<H: std::hash::Hasher>(&self, state: &mut H)"
        " {\n        self.s.hash(state)\n    }\n}\n\n/// Two methods.\nimpl Url {\n"
        "    fn a(&self) {}\n    fn b(&self) {}\n}\n\n/// Requires crate feature `\"serde\"`.\n"
        "impl Serialize for Url {\n    fn serialize(&self) {}\n}\n"))}
    assert found["Url.hash"].doc == "URLs hash like their serialization."
    assert found["Url.a"].doc == found["Url.b"].doc == ""
    assert found["Url.serialize"].doc == ""  # indexmap's: which feature, no doc of the method


def test_a_trait_impl_s_method_signature_opens_with_the_impl_s_head() -> None:
    """Rust semver's `Version.fmt` had two pages, `Display`'s and `Debug`'s, alike but for a
    `--display` name, and both read "Format the `Version` for display": each signature now
    opens with its impl's head, and the one-liner says which it is. An inherent impl's
    methods keep their plain signature."""
    from rk_action.summarize.static import describe

    found = extract_file("src/display.rs", (
        "pub struct Version;\n\nimpl Display for Version {\n"
        "    fn fmt(&self, formatter: &mut fmt::Formatter) -> fmt::Result {\n        Ok(())\n"
        "    }\n}\n\nimpl<'a> fmt::Debug for Version {\n"
        "    fn fmt(&self, formatter: &mut fmt::Formatter) -> fmt::Result {\n        Ok(())\n"
        "    }\n}\n\nimpl Version {\n    /// Make one.\n    pub fn new() -> Self {\n"
        "        Version\n    }\n}\n\nimpl fmt::LowerHex for Version {\n"
        "    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {\n        Ok(())\n    }\n}\n"))
    methods = [(e.signature, describe(e)) for e in found if e.kind == "method"]
    assert methods == [
        ("impl Display for Version\nfn fmt(&self, formatter: &mut fmt::Formatter) -> fmt::Result",
         "Format the `Version` for display"),
        ("impl<'a> fmt::Debug for Version\n"
         "fn fmt(&self, formatter: &mut fmt::Formatter) -> fmt::Result",
         "Format the `Version` for debugging output"),
        ("pub fn new() -> Self", "Make one"),
        # bytes' `impl LowerHex for BytesRef` read "… for display"
        ("impl fmt::LowerHex for Version\nfn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result",
         "Format the `Version` as lower-case hexadecimal"),
    ]


def test_a_negative_impl_is_no_base() -> None:
    """lru's `impl<K> !NotKeyRef for KeyRef<K> {}` says `KeyRef` does not implement
    `NotKeyRef`: its page listed it as a base type."""
    found = {e.symbol: e for e in extract_file("src/lib.rs", (
        "pub struct KeyRef<K> { k: *const K }\n"
        "pub auto trait NotKeyRef {}\n"
        "impl<K> !NotKeyRef for KeyRef<K> {}\n"
        "impl<K: Hash> Hash for KeyRef<K> {\n"
        "    fn hash<H: Hasher>(&self, state: &mut H) { unsafe { (*self.k).hash(state) } }\n"
        "}\n"))}
    assert found["KeyRef"].bases == ("Hash",)


def test_a_method_of_a_specialized_inherent_impl_shows_the_impl_s_head() -> None:
    """either's `impl<T> Either<T, T> { pub fn map<F, M>(self, f: F) -> Either<M, M> where
    F: FnOnce(T) -> M }` showed a `T` that nothing declared, and no reader could tell that `map`
    is there only when both sides are one type. A method of an impl whose type's arguments are
    not its parameters in their order is headed by the impl, as a trait method is; one of the
    plain `impl<L, R> Either<L, R>` is not, nor one whose impl only bounds them (as the type
    most often does too)."""
    text = (
        "pub enum Either<L, R> { Left(L), Right(R) }\n"
        "impl<L, R> Either<L, R> { pub fn left(self) -> Option<L> { None } }\n"
        "impl<T> Either<T, T> { pub fn into_inner(self) -> T { todo!() } }\n"
        "impl<L: Read, R> Either<L, R> { fn read_all(&mut self) {} }\n"
        "impl<L, R> Either<L, R> where L: Clone { fn cloned(&self) {} }\n"
        "impl Either<u8, u8> { fn byte(self) -> u8 { 0 } }\n"
    )
    found = {e.symbol: e.signature for e in extract_file("lib.rs", text)}
    assert found == {
        "Either": "pub enum Either<L, R>",
        "Either.left": "pub fn left(self) -> Option<L>",
        "Either.into_inner": "impl<T> Either<T, T>\npub fn into_inner(self) -> T",
        "Either.read_all": "fn read_all(&mut self)", "Either.cloned": "fn cloned(&self)",
        "Either.byte": "impl Either<u8, u8>\nfn byte(self) -> u8",
    }


def test_an_impl_for_a_standard_library_type_is_not_the_crate_s_type_of_that_name() -> None:
    """csv's `impl From<Error> for io::Error` was read as csv's own `Error.from`, and its
    `Error` said it implements `From<Error>`. A path into `std`, or into a module the file
    imports from it, names the standard library's type; any other path names the crate's."""
    text = (
        "use std::io;\nuse std::{fmt, error};\n\n"
        "/// An error.\npub struct Error(Box<ErrorKind>);\n\n"
        "impl From<io::Error> for Error {\n    fn from(err: io::Error) -> Error { todo!() }\n}\n\n"
        "impl From<Error> for io::Error {\n    fn from(err: Error) -> io::Error { todo!() }\n}\n\n"
        "impl From<Error> for std::fmt::Error {\n    fn from(err: Error) -> Self { todo!() }\n}\n\n"
        "impl fmt::Display for de::Thing {\n"
        "    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result { Ok(()) }\n}\n"
    )
    found = {e.symbol: e.bases for e in extract_file("src/error.rs", text)}
    assert found == {"Error": ("From<io::Error>",), "Error.from": (),
                     "io.Error.from": ("From<Error>",), "std.fmt.Error.from": ("From<Error>",),
                     "Thing.fmt": ("fmt::Display",)}

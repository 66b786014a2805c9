"""PHP extraction: functions, class-likes, methods, parameters, attributes, PHPDoc, HTML."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rk_action.extract import extract_file
from rk_action.model import Entity, Param

FIXTURES = Path(__file__).parent / "fixtures" / "php"


@pytest.fixture(scope="module")
def entities() -> dict[str, Entity]:
    found = extract_file("src/Cache/ArrayCache.php", (FIXTURES / "Cache.php").read_text())
    return {e.symbol: e for e in found}


def test_finds_every_entity_and_nothing_else(entities: dict[str, Entity]) -> None:
    assert sorted(entities) == sorted(
        [
            "ArrayCache", "ArrayCache.__construct", "ArrayCache.get", "ArrayCache.create",
            "ArrayCache.evict", "Store", "Store.keys", "Clock", "Clock.now", "Status",
            "Status.label", "cache_key",
        ]
    )  # fmt: skip
    # none for: the closure in get(), the namespace (it prefixes nothing), `use` statements
    assert {e.language for e in entities.values()} == {"php"}


def test_class_attributes_modifiers_bases_and_phpdoc(entities: dict[str, Entity]) -> None:
    cache = entities["ArrayCache"]
    assert (cache.kind, cache.start_line, cache.end_line) == ("class", 14, 42)
    assert cache.code.startswith("#[Immutable]\nabstract class ArrayCache")
    assert cache.signature == (
        "abstract class ArrayCache extends BaseCache implements CacheInterface, \\Countable"
    )
    assert cache.decorators == ("#[Immutable]", "abstract")
    assert cache.bases == (  # in the order PHP looks a method up: traits, parent, interfaces
        "LoggerAwareTrait",
        "Clock",
        "BaseCache",
        "CacheInterface",
        "\\Countable",
    )
    assert cache.doc == "A cache that keeps values in memory.\n\n@template T"


def test_a_parameter_kept_in_a_comment_of_the_signature_is_one() -> None:
    """Symfony writes a parameter a later version adds in a comment of the signature,
    `tempnam(string $dir, string $prefix/* , string $suffix = '' */)`, and documents it:
    `tempnam`'s `suffix` and `setDeprecated`'s three were lost. Another comment adds none."""
    found = {e.symbol: e.params for e in extract_file("src/Filesystem.php", (
        "<?php\nnamespace S;\n/** FS. */\nclass Filesystem\n{\n"
        "    /** Make a temporary file. */\n"
        "    public function tempnam(string $dir, string $prefix/* , string $suffix = '' */)\n"
        "    {\n        return 1;\n    }\n\n    /** Go. */\n"
        "    public function go(int $a /* the count */)\n    {\n        return $a;\n    }\n}\n"))}
    assert found["Filesystem.tempnam"] == (Param("dir", "string"), Param("prefix", "string"),
                                           Param("suffix", "string", "''"))
    assert found["Filesystem.go"] == (Param("a", "int"),)


def test_params_lose_the_dollar_and_keep_types_and_defaults(entities: dict[str, Entity]) -> None:
    ctor = entities["ArrayCache.__construct"]
    assert (ctor.kind, ctor.parent, ctor.returns) == ("method", "ArrayCache", "")
    assert ctor.params == (
        Param("ttl", "int", "60"),
        Param("logger", "?LoggerInterface", "null"),
    )
    assert ctor.doc == "@param int $ttl default lifetime in seconds"
    get = entities["ArrayCache.get"]
    assert get.params == (Param("key", "string"), Param("default", "mixed", "null"))
    assert (get.returns, get.doc, get.decorators) == ("mixed", "Fetches one value.", ("public",))
    assert get.signature == "public function get(string $key, mixed $default = null): mixed"


def test_attributes_are_decorators_not_signature(entities: dict[str, Entity]) -> None:
    create = entities["ArrayCache.create"]
    assert create.start_line == 35
    assert create.decorators == ("#[\\ReturnTypeWillChange]", "public", "static")
    assert create.signature == "public static function create(string ...$names): static"
    assert create.params == (Param("names", "string ..."),)
    assert create.returns == "static"


def test_bodyless_abstract_and_interface_methods(entities: dict[str, Entity]) -> None:
    evict = entities["ArrayCache.evict"]
    assert evict.decorators == ("abstract", "protected")
    assert evict.signature == "abstract protected function evict(int|string $key): void"
    assert evict.params == (Param("key", "int|string"),)
    assert entities["Store.keys"].returns == "array"


def test_interfaces_traits_enums_are_classes(entities: dict[str, Entity]) -> None:
    assert entities["Store"].bases == ("\\Countable",)
    assert (entities["Clock"].kind, entities["Clock"].signature) == ("class", "trait Clock")
    status = entities["Status"]
    assert (status.signature, status.bases) == (
        "enum Status: string implements HasLabel",
        ("HasLabel",),
    )
    assert entities["Status.label"].parent == "Status"


def test_conditionally_declared_function(entities: dict[str, Entity]) -> None:
    key = entities["cache_key"]
    assert (key.kind, key.parent, key.doc) == ("function", "", "Builds a cache key.")
    assert key.start_line == 63


def test_template_with_html() -> None:
    found = extract_file("templates/page.php", (FIXTURES / "page.php").read_text())
    assert [(e.name, e.start_line, e.end_line, e.doc) for e in found] == [
        ("render_row", 7, 10, "Renders one row."),
        ("debug_panel", 18, 18, ""),
    ]


def test_file_without_php_tag_has_no_entities() -> None:
    assert extract_file("a.php", "<p>function nope() {}</p>\n") == []


def test_deep_nesting_neither_hangs_nor_overflows() -> None:
    depth = 2000
    text = "<?php\n" + "if (true) {\n" * depth + "function deep() {}\n" + "}\n" * depth
    started = time.perf_counter()
    found = extract_file("deep.php", text)
    assert [e.name for e in found] == ["deep"]
    assert time.perf_counter() - started < 10


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="<?php function class{}();$=:\n #", max_size=200))
def test_arbitrary_text_never_crashes(text: str) -> None:
    for entity in extract_file("x.php", text):
        assert 1 <= entity.start_line <= entity.end_line


def test_a_variadic_parameter_says_so_in_its_type() -> None:
    """symfony/dotenv's `load(string $path, string ...$extraPaths)` listed `extraPaths`
    (`string`), one path where any number may be given."""
    found = {e.symbol: e for e in extract_file("src/Dotenv.php", """<?php
        class Dotenv {
            public function load(string $path, string ...$extraPaths): void {}
            public function all(...$args) {}
        }
        """)}
    assert found["Dotenv.load"].params == (
        Param("path", "string"), Param("extraPaths", "string ..."))
    assert found["Dotenv.all"].params == (Param("args", "..."),)


def test_a_base_named_by_an_alias_of_php_s_own_class_is_that_class() -> None:
    """doctrine/instantiator's `use InvalidArgumentException as BaseInvalidArgumentException;`
    then `class InvalidArgumentException extends BaseInvalidArgumentException`: its page said
    "Extends `BaseInvalidArgumentException`", a name of the file's own making. A namespaced
    class's alias is left to the references (`use Foo\\Bar as Baz`)."""
    from rk_action.summarize.static import summarize

    entities = extract_file("src/Exception/InvalidArgumentException.php",
        "<?php\nnamespace Doctrine\\Instantiator\\Exception;\n\n"
        "use InvalidArgumentException as BaseInvalidArgumentException;\n"
        "use Foo\\Bar as Baz;\n\n"
        "class InvalidArgumentException extends BaseInvalidArgumentException\n{\n}\n\n"
        "class Other extends Baz\n{\n}\n")
    assert {e.symbol: e.bases for e in entities} == {
        "InvalidArgumentException": ("\\InvalidArgumentException",), "Other": ("Baz",)}
    assert summarize(entities[0]).description == (
        "Invalid argument exception (extends `\\InvalidArgumentException`)")


def test_a_comment_to_a_coding_standard_tool_is_no_doc() -> None:
    """reflection-docblock's `// phpcs:disable` over `splitDocBlock`'s PHPDoc made its one-liner
    "Phpcs:disable"; `// phpcs:ignore Slevomat…` over its interface was that one's doc."""
    found = {e.symbol: e.doc for e in extract_file("src/DocBlockFactory.php",
        "<?php\n// phpcs:ignore SlevomatCodingStandard.Classes.SuperfluousInterfaceNaming\n"
        "interface DocBlockFactoryInterface\n{\n}\n\nclass DocBlockFactory\n{\n"
        "    // phpcs:disable\n    /**\n     * Splits the DocBlock into its parts.\n     */\n"
        "    private function splitDocBlock(string $comment): array\n    {\n"
        "        return [];\n    }\n}\n")}
    assert found["DocBlockFactoryInterface"] == ""
    assert found["DocBlockFactory.splitDocBlock"] == "Splits the DocBlock into its parts."

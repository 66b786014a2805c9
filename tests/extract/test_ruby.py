"""Ruby extraction: classes, modules, methods, singleton methods, visibility and comments."""

from __future__ import annotations

import time
from pathlib import Path
from textwrap import dedent

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rk_action.extract import extract_file
from rk_action.model import Entity, Param

FIXTURE = Path(__file__).parent / "fixtures" / "ruby" / "store.rb"


@pytest.fixture(scope="module")
def entities() -> dict[str, Entity]:
    found = extract_file("lib/storage/store.rb", FIXTURE.read_text())
    return {e.symbol: e for e in found}


def test_finds_every_entity_and_nothing_else(entities: dict[str, Entity]) -> None:
    assert sorted(entities) == sorted(
        [
            "Storage", "Storage.Store", "Storage.Store.initialize", "Storage.Store.open",
            "Storage.Store.instance", "Storage.Store.[]", "Storage.Store.evict",
            "Storage.Store.audit", "Storage.Store.Cursor", "Storage.Store.Cursor.next?",
            "Storage.Entry", "Storage.Entry.to_s", "load_store",
        ]
    )  # fmt: skip
    # none for: attr_reader, include, the `helper` def nested in `evict`
    assert {e.language for e in entities.values()} == {"ruby"}


def test_modules_and_classes_are_kind_class(entities: dict[str, Entity]) -> None:
    storage = entities["Storage"]
    assert (storage.kind, storage.start_line, storage.end_line) == ("class", 6, 54)
    assert storage.signature == "module Storage"
    assert storage.doc == "Persistence helpers."  # the magic comment is not part of it
    store = entities["Storage.Store"]
    assert (store.parent, store.signature) == ("Storage", "class Store < Base")
    assert store.bases == ("Base", "Enumerable")


def test_yard_comment_above_first_statement_keeps_indentation(
    entities: dict[str, Entity],
) -> None:
    assert entities["Storage.Store"].doc == (
        "A key-value store backed by a Hash.\n\n@example\n  Storage::Store.new.put(:a, 1)"
    )


def test_method_params_and_yard_tags(entities: dict[str, Entity]) -> None:
    init = entities["Storage.Store.initialize"]
    assert (init.kind, init.parent, init.start_line, init.end_line) == (
        "method",
        "Storage.Store",
        17,
        20,
    )
    assert init.params == (
        Param("name", default='"default"'),
        Param("tags"),
        Param("strict"),
        Param("limit", default="10"),
        Param("opts"),
        Param("block"),
    )
    assert init.doc == "Builds an empty store.\n@param name [String] the store name"
    assert init.returns == ""


def test_singleton_methods(entities: dict[str, Entity]) -> None:
    opener = entities["Storage.Store.open"]
    assert (opener.decorators, opener.signature) == (("self",), "def self.open(path)")
    instance = entities["Storage.Store.instance"]  # from `class << self`
    assert (instance.decorators, instance.doc) == (("self",), "Shared instance.")


def test_visibility_becomes_a_decorator(entities: dict[str, Entity]) -> None:
    """And the signature shows it as Ruby lets one write it (`private def evict`): a page
    showed `def evict(key)` for a private method (addressable's 31)."""
    assert entities["Storage.Store.[]"].decorators == ()
    evict = entities["Storage.Store.evict"]
    assert (evict.decorators, evict.signature.split("(")[0]) == (("private",), "private def evict")
    audit = entities["Storage.Store.audit"]
    assert (audit.decorators, audit.signature) == (("protected",), "protected def audit")


def test_visibility_given_by_name_reaches_the_method() -> None:
    """`private_class_method :punycode_encode` (addressable's 17 in `IDNA`, which read as its
    public API) and `private :helper` hide the methods they name in their class, as `private
    def` does; a name the class does not define changes nothing."""
    found = {e.symbol: e for e in extract_file("lib/addressable/idna.rb", (
        "module Addressable\n  module IDNA\n    # Encode it.\n"
        "    def self.punycode_encode(unicode)\n      unicode\n    end\n"
        "    private_class_method :punycode_encode\n\n    # Public one.\n"
        "    def self.to_ascii(input)\n      punycode_encode(input)\n    end\n  end\n\n"
        "  class URI\n    # Helper.\n    def helper(x)\n    end\n\n    # Other.\n"
        "    def other\n    end\n    private :helper\n    protected :missing\n  end\nend\n"))}
    encode = found["Addressable.IDNA.punycode_encode"]
    assert (encode.decorators, encode.signature) == (
        ("self", "private_class_method"), "private_class_method def self.punycode_encode(unicode)")
    assert found["Addressable.IDNA.to_ascii"].decorators == ("self",)
    helper = found["Addressable.URI.helper"]
    assert (helper.decorators, helper.signature) == (("private",), "private def helper(x)")
    assert found["Addressable.URI.other"].decorators == ()


def test_a_method_knows_the_other_names_its_class_gives_it() -> None:
    """addressable's `alias_method :unescape, :unencode` (and `alias`): `unescape`, `escape`
    and `to_str` were on no page but their class's. A class method's are its own."""
    found = {e.symbol: e for e in extract_file("lib/uri.rb", (
        "class URI\n  # Decode it.\n  def unencode(x); end\n  alias unescape unencode\n"
        "  alias_method :unencode_component, :unencode\n  alias_method \"undo\", \"unencode\"\n"
        "  class << self\n    # Parse it.\n    def parse(s); end\n"
        "    alias_method :heuristic, :parse\n  end\n  # Plain.\n  def parse(x); end\n"
        "  alias_method :missing, :nowhere\nend\n"))}
    assert found["URI.unencode"].aliases == ("unescape", "unencode_component", "undo")
    assert [e.aliases for e in extract_file("lib/uri.rb", (
        "class URI\n  class << self\n    # Parse it.\n    def parse(s); end\n"
        "    alias_method :heuristic, :parse\n  end\n  # Plain.\n  def parse(x); end\n"
        "end\n")) if e.name == "parse"] == [("heuristic",), ()]


def test_a_def_handed_to_any_bare_call_is_a_method() -> None:
    """faraday's middleware stack is written `ruby2_keywords def use(klass, *args, &block)`
    (Ruby 2.7's keyword forwarding), memoizing gems write `memoize def cost`: like
    `private def`, the call is handed the method it defines; the nine methods of faraday's
    `RackBuilder` so written had no entity."""
    found = {e.symbol: e for e in extract_file("lib/faraday/rack_builder.rb", (
        "class RackBuilder\n"
        "  # Use a middleware.\n"
        "  ruby2_keywords def use(klass, *args, &block)\n    @handlers << klass\n  end\n\n"
        "  # What it costs.\n  memoize def cost\n    1\n  end\n\n"
        "  configure do\n    set :x, 1\n  end\n"
        "end\n"))}
    assert sorted(found) == ["RackBuilder", "RackBuilder.cost", "RackBuilder.use"]
    use = found["RackBuilder.use"]
    assert (use.doc, use.start_line, use.end_line) == ("Use a middleware.", 3, 5)
    assert use.decorators == ("ruby2_keywords",)
    assert [p.name for p in use.params] == ["klass", "args", "block"]


def test_tomdoc_visibility_alone_is_no_doc() -> None:
    """faraday's `Options` documents its methods with TomDoc's bare `# Public`: it says who
    may call them, and was the one-liner of 22 methods ("Public")."""
    found = {e.symbol: e.doc for e in extract_file("lib/faraday/options.rb", (
        "class Options < Struct\n  # Public\n  def each\n  end\n\n"
        "  # Internal: Build the key.\n  def key\n  end\n\n  # private\n\n  def self.split\n"
        "  end\nend\n"))}
    assert found == {"Options": "", "Options.each": "", "Options.key": "Internal: Build the key.",
                     "Options.split": ""}  # public_suffix's marker read as a doc "Private"


def test_scoped_class_name_is_qualified(entities: dict[str, Entity]) -> None:
    cursor = entities["Storage.Store.Cursor"]
    assert (cursor.name, cursor.parent) == ("Cursor", "Storage.Store")
    assert entities["Storage.Store.Cursor.next?"].name == "next?"


def test_struct_new_with_a_block_is_a_class(entities: dict[str, Entity]) -> None:
    entry = entities["Storage.Entry"]
    assert (entry.kind, entry.start_line, entry.end_line) == ("class", 49, 53)
    assert entry.signature == "Entry = Struct.new(:key, :value)"
    assert entities["Storage.Entry.to_s"].parent == "Storage.Entry"


def test_top_level_def_is_a_function_with_begin_end_doc(entities: dict[str, Entity]) -> None:
    load = entities["load_store"]
    assert (load.kind, load.parent, load.doc) == ("function", "", "Loads a store from disk.")
    assert load.params == (Param("path"),)


def test_conditional_and_modifier_wrapped_definitions() -> None:
    text = (
        "module Ext\n"
        "  refine String do\n"
        "    def shout; upcase; end\n"
        "  end unless ''.respond_to?(:shout)\n"
        "  if RUBY_VERSION > '3'\n"
        "    def modern; end\n"
        "  end\n"
        "  Impl = if defined?(Foo)\n"
        "           class FooImpl; end\n"
        "         end\n"
        "end\n"
    )
    found = {e.symbol for e in extract_file("ext.rb", text)}
    assert found == {"Ext", "Ext.shout", "Ext.modern", "Ext.FooImpl"}


def test_class_doc_one_blank_line_above_as_rdoc_reads_it() -> None:
    """RDoc gives a comment to the next thing it documents and YARD reads one up to a blank
    line away: a class's (rack) and a method's (mustache's settings: "The template path
    informs your Mustache view…", a blank line, `def self.template_path`, which read only "It
    sets `@template_path`"). Two blank lines, a licence opening the file or an RDoc directive
    are no doc."""
    text = (
        "# Copyright 2024 Example. MIT License.\n"
        "\n"
        "module Web\n"
        "  # Web::Cascade tries a request on several apps in turn.\n"
        "\n"
        "  class Cascade\n"
        "    # :stopdoc:\n"
        "\n"
        "    class Error < StandardError; end\n"
        "\n"
        "    # Try each app in turn.\n"
        "\n"
        "    def call(env); end\n"
        "  end\n"
        "\n"
        "  # two blank lines: not Lint's\n"
        "\n"
        "\n"
        "  class Lint; end\n"
        "end\n"
    )
    docs = {e.symbol: e.doc for e in extract_file("lib/web/cascade.rb", text)}
    assert docs == {
        "Web": "",  # the licence opens the file: not the module's doc
        "Web.Cascade": "Web::Cascade tries a request on several apps in turn.",
        "Web.Cascade.Error": "",  # an RDoc directive is no doc
        "Web.Cascade.call": "Try each app in turn.",  # a method's too (mustache's settings)
        "Web.Lint": "",
    }


def test_what_rdoc_hides_is_no_doc() -> None:
    """`#--` hides a comment's lines from RDoc up to `#++` (or its end: a maintainer's note, a
    licence); a `:call-seq:` block lists the call forms, which made the one-liner
    ":call-seq: task(task_name) …" (rake's `task`, `FileUtils`' "-- This a FileUtils…")."""
    text = (
        "#--\n"
        "# This a FileUtils extension that defines more commands.\n"
        "module FileUtils\n"
        "  # :call-seq:\n"
        "  #   task(task_name)\n"
        "  #   task(task_name: dependencies)\n"
        "  #\n"
        "  # Declare a basic task.\n"
        "  def task(*args, &block); end\n"
        "\n"
        "  # Run the callbacks.\n"
        "  #--\n"
        "  # As this method is used in many places, it must stay fast.\n"
        "  #++\n"
        "  # Returns true when all ran.\n"
        "  def run; end\n"
        "end\n"
    )
    docs = {e.symbol: e.doc for e in extract_file("lib/file_utils.rb", text)}
    assert docs == {"FileUtils": "", "FileUtils.task": "Declare a basic task.",
                    "FileUtils.run": "Run the callbacks.\nReturns true when all ran."}


def test_anonymous_and_forwarded_parameters() -> None:
    text = "def pass(*, **, &) = nil\ndef fwd(...); end\n"
    found = extract_file("a.rb", text)
    assert [e.params for e in found] == [(Param("*"), Param("**"), Param("&")), (Param("..."),)]


def test_deep_nesting_neither_hangs_nor_overflows() -> None:
    depth = 1000
    text = "module M\n" * depth + "def leaf; end\n" + "end\n" * depth
    started = time.perf_counter()
    found = extract_file("deep.rb", text)
    # modules are looked into down to a qualified name of MAX_SCOPE_NAME characters (see
    # test_java's deep nesting): the 129 outer ones, not `leaf`
    assert [e.symbol for e in found] == [".".join(["M"] * level) for level in range(1, 130)]
    assert time.perf_counter() - started < 10
    shallow = "module M\n" * 100 + "def leaf; end\n" + "end\n" * 100
    leaf = extract_file("shallow.rb", shallow)[-1]
    assert leaf.name == "leaf" and leaf.symbol.count(".") == 100


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="defclassmodulend;()=<:@ \n#", max_size=200))
def test_arbitrary_text_never_crashes(text: str) -> None:
    for entity in extract_file("x.rb", text):
        assert 1 <= entity.start_line <= entity.end_line


def test_a_documented_attribute_is_a_method_of_its_class() -> None:
    """tzinfo documents `TimezoneOffset#observed_utc_offset` and 49 more on `attr_reader`
    lines: they had no page, and their class's page did not list them. An undocumented
    reader still makes none."""
    from rk_action.summarize.static import summarize

    text = ("module TZ\n  # An offset.\n  class Offset\n"
            "    # @return [Integer] the base offset from UTC in seconds.\n"
            "    attr_reader :base_utc_offset\n\n    attr_reader :undocumented\n\n"
            "    class << self\n      # @return [Offset] the shared instance.\n"
            "      attr_accessor :global\n    end\n\n    private\n\n"
            "    # A secret.\n    attr_writer :secret\n  end\nend\n")
    found = {e.symbol: e for e in extract_file("lib/tz/offset.rb", text)}
    assert sorted(found) == ["TZ", "TZ.Offset", "TZ.Offset.base_utc_offset", "TZ.Offset.global",
                             "TZ.Offset.secret="]
    reader = found["TZ.Offset.base_utc_offset"]
    assert (reader.kind, reader.start_line, reader.signature, reader.decorators) == (
        "method", 5, "attr_reader :base_utc_offset", ("attr_reader",))
    assert found["TZ.Offset.global"].decorators == ("self", "attr_accessor")
    assert found["TZ.Offset.secret="].decorators == ("attr_writer", "private")
    members = tuple(e for e in found.values() if e.parent == "TZ.Offset")
    what = summarize(found["TZ.Offset"], members).what_it_does
    assert "- `base_utc_offset` — Return the base offset from UTC in seconds" in what
    assert "- `self.global` — Return the shared instance" in what  # the class's own


def test_the_doc_of_a_method_first_in_an_if_branch_is_kept() -> None:
    """hashie defines `deep_merge` first under `if with_minimum_ruby?('2.6.0')`: its doc
    comment sat before the branch's node, not beside the method, and was lost. A comment
    ending the `if` line is the condition's (activesupport's "# Ruby 2.5 and older")."""
    text = ("module Hashie\n  class Mash\n    if with_minimum_ruby?('2.4.0')\n"
            "      # Performs a deep_update on a duplicate of the\n      # current mash.\n"
            "      def deep_merge(*args, &block)\n        dup.deep_update(*args, &block)\n"
            "      end\n\n      # Merges in place.\n      def deep_merge!(*args)\n        1\n"
            "      end\n    end\n\n    if older # Ruby 2.5 and older\n      def set(name)\n"
            "        name\n      end\n    end\n  end\nend\n")
    docs = {e.symbol: e.doc for e in extract_file("lib/hashie/mash.rb", text)}
    assert docs == {"Hashie": "", "Hashie.Mash": "",
                    "Hashie.Mash.deep_merge": "Performs a deep_update on a duplicate of the\n"
                                              "current mash.",
                    "Hashie.Mash.deep_merge!": "Merges in place.", "Hashie.Mash.set": ""}


def test_a_comment_ending_a_line_documents_that_line_not_the_next() -> None:
    """mustermann's errors are one line each, `CompileError = Class.new(Error) # Raised if
    anything goes wrong while compiling`: each class took the comment of the line above
    (CompileError "…while generating", ParseError "…while compiling")."""
    text = ("module Mustermann\n"
            "  Error        = Class.new(StandardError) # Raised while generating.\n"
            "  CompileError = Class.new(Error)         # Raised while compiling.\n"
            "  ParseError   = Class.new(Error)         # Raised while parsing.\n\n"
            "  # Doc.\n  def self.x\n    1 # one\n  end\nend\n")
    docs = {e.symbol: e.doc for e in extract_file("lib/mustermann/error.rb", text)}
    assert docs == {"Mustermann": "", "Mustermann.Error": "Raised while generating.",
                    "Mustermann.CompileError": "Raised while compiling.",
                    "Mustermann.ParseError": "Raised while parsing.", "Mustermann.x": "Doc."}


def test_an_rdoc_directive_s_comment_documents_the_method_it_names() -> None:
    """mime-types documents `preferred_extension` in a comment that ends with `:attr_accessor:
    preferred_extension`, then a blank line and a bare `##` above the `def`: its page said
    "Undocumented". A method with a doc of its own keeps it."""
    found = {e.name: e for e in extract_file("lib/mime/type.rb", dedent(
        """\
        class Type
          ##
          # The preferred extension for this MIME type.
          #
          # It is the first one if none is set.
          #
          # :attr_accessor: preferred_extension

          ##
          def preferred_extension
            @preferred_extension || extensions.first
          end

          ##
          def preferred_extension=(value) # :nodoc:
            @preferred_extension = value
          end

          ##
          # :method: friendly

          # A friendly short description.
          def friendly
            @friendly
          end
        end
        """))}
    assert found["preferred_extension"].doc == (
        "The preferred extension for this MIME type.\n\nIt is the first one if none is set.")
    assert found["preferred_extension="].doc == found["preferred_extension"].doc
    assert found["friendly"].doc == "A friendly short description."


def test_a_doc_that_only_points_to_a_directive_s_doc_is_given_it() -> None:
    """http-cookie documents `name` under `:attr_accessor: name` and writes `See #name.` above
    `name=`: its page said only that, while the rules it enforces were on no page. A
    `call-seq:` without its leading colon is the call forms, no summary."""
    found = {e.name: e.doc for e in extract_file("lib/http/cookie.rb", dedent(
        """\
        class Cookie
          # The cookie name.  It may not be nil or empty.
          #
          # :attr_accessor: name

          # See #name.
          def name=(name)
            @name = name
          end

          # call-seq:
          #   jar.save(filename_or_io, **options)
          #
          # Saves the cookie jar into a file.
          def save(io)
          end
        end
        """))}
    assert found == {"Cookie": "", "name=": "The cookie name.  It may not be nil or empty.",
                     "save": "Saves the cookie jar into a file."}


def test_methods_of_a_class_opened_by_its_path_belong_to_it() -> None:
    """mime-types' `registry.rb` writes `class << MIME::Types` at the top level: `type_for`,
    `[]` and the others were bare functions, `type_for`, not `MIME::Types.type_for`."""
    found = {e.symbol: e for e in extract_file("lib/mime/types/registry.rb", dedent(
        """\
        class << MIME::Types
          # Type for a file name.
          def type_for(filename)
            filename
          end
        end

        class << registry
          def loose(x)
            x
          end
        end
        """))}
    assert set(found) == {"MIME.Types.type_for", "loose"}
    assert (found["MIME.Types.type_for"].kind, found["MIME.Types.type_for"].parent) == (
        "method", "MIME.Types")


def test_methods_of_an_object_a_constant_is_made_by_belong_to_it() -> None:
    """haml's `Parser` holds `class << AttributeMerger = Object.new`: its `merge_attributes!`
    was filed as `Haml.Parser.merge_attributes!`, "called on `Parser` itself"."""
    found = {e.symbol: e.parent for e in extract_file("lib/haml/parser.rb", dedent(
        """        module Haml
          class Parser
            class << AttributeMerger = Object.new
              # Merges two attribute hashes.
              def merge_attributes!(to, from)
                to
              end
            end

            class << self
              def build
                1
              end
            end
          end
        end
        """))}
    assert found == {"Haml": "", "Haml.Parser": "Haml",
                     "Haml.Parser.AttributeMerger.merge_attributes!": "Haml.Parser.AttributeMerger",
                     "Haml.Parser.build": "Haml.Parser"}


def test_a_file_header_goes_down_namespace_wrappers_to_the_module_the_file_is_named_for() -> None:
    """i18n's `backend/cascade.rb`: its header comment (after the magic comment and a blank
    line) describes `Cascade`, written inside `module I18n` and `module Backend`, which hold
    nothing else; it was on no page. A licence opening the file stays no doc; a wrapper with
    code of its own keeps the doc."""
    text = (
        "# frozen_string_literal: true\n\n"
        "# The Cascade module adds the ability to do cascading lookups.\n#\n"
        "# See the backends.\n\n"
        "module I18n\n  module Backend\n    module Cascade\n"
        "      def lookup(locale, key); end\n    end\n  end\nend\n"
    )
    docs = {e.symbol: e.doc for e in extract_file("lib/i18n/backend/cascade.rb", text)}
    assert docs == {
        "I18n": "", "I18n.Backend": "", "I18n.Backend.Cascade.lookup": "",
        "I18n.Backend.Cascade": "The Cascade module adds the ability to do cascading lookups."
                                "\n\nSee the backends.",
    }
    kept = (
        "# I18n locale fallbacks are useful when translations are missing.\n"
        "module I18n\n  @@fallbacks = nil\n\n  module Backend\n    module Fallbacks\n"
        "      def translate(x); end\n    end\n  end\nend\n"
    )
    docs = {e.symbol: e.doc for e in extract_file("lib/i18n/backend/fallbacks.rb", kept)}
    assert docs["I18n"] == "I18n locale fallbacks are useful when translations are missing."
    assert docs["I18n.Backend.Fallbacks"] == ""
    licensed = ("# Copyright 2024 Example.\n# Released under the MIT License.\n\n"
                "module Web\n  class Cascade\n  end\nend\n")
    docs = {e.symbol: e.doc for e in extract_file("lib/web/cascade.rb", licensed)}
    assert docs == {"Web": "", "Web.Cascade": ""}


def test_coverage_markers_and_section_titles_are_no_docs() -> None:
    """rack's MockResponse: `# :nocov:` under a statement, then a blank line, is no doc of the
    method below it (its page read ":nocov:"); `# Headers` over `attr_reader
    :original_headers, :cookies` titles a section (both read "Headers"). A comment a blank
    line above a method, right under its class's first line, still documents it."""
    text = (
        "module Rack\n  # Rack::MockResponse, a response for tests.\n\n"
        "  class MockResponse\n    # Builds a cookie.\n\n    def cookie(name)\n    end\n"
        "    # :nocov:\n    ruby2_keywords(:cookie) if respond_to?(:ruby2_keywords, true)\n"
        "    # :nocov:\n\n    def respond_to_missing?(name, all = false)\n    end\n\n"
        "    # Headers\n    attr_reader :original_headers, :cookies\n\n"
        "    # The errors written.\n    attr_accessor :errors\n  end\nend\n"
    )
    docs = {e.symbol: e.doc for e in extract_file("lib/rack/mock.rb", text)}
    assert docs == {
        "Rack": "", "Rack.MockResponse": "Rack::MockResponse, a response for tests.",
        "Rack.MockResponse.cookie": "Builds a cookie.",
        "Rack.MockResponse.respond_to_missing?": "",
        "Rack.MockResponse.errors": "The errors written.",
    }


def test_an_alias_above_a_method_s_def_names_the_method_it_overrides() -> None:
    """excon's `Headers < Hash` writes `alias_method :raw_reader, :[]` above its own `def
    [](key)`: the alias keeps Hash's `[]`, yet the page said `[]` was "also `raw_reader`". An
    alias below the `def` names it."""
    text = ("module Excon\n  class Headers < Hash\n    alias_method :raw_reader, :[]\n"
            "    alias raw_fetch fetch\n\n    def [](key)\n      @downcased[key]\n    end\n\n"
            "    def fetch(key)\n      @downcased.fetch(key)\n    end\n"
            "    alias_method :get, :fetch\n  end\nend\n")
    aliases = {e.symbol: e.aliases for e in extract_file("lib/excon/headers.rb", text)}
    assert aliases["Excon.Headers.[]"] == ()
    assert aliases["Excon.Headers.fetch"] == ("get",)


def test_a_method_defined_per_platform_takes_the_doc_over_its_condition() -> None:
    """tty-screen writes `# Determine terminal size with a Windows native API` over `if
    windows?`, whose branches each define `size_from_win_api`: both pages said "it has no doc
    comment". A condition whose branches define methods of more than one name keeps its
    comment to itself."""
    text = ("module Screen\n"
            "  # Determine terminal size with a Windows native API\n"
            "  #\n  # @api private\n"
            "  if windows?\n    HANDLE = 1\n\n"
            "    def size_from_win_api(verbose: false)\n      2\n    end\n"
            "  else\n    def size_from_win_api(verbose: false); nil end\n  end\n\n"
            "  # Platform helpers\n"
            "  if jruby?\n    def a; end\n    def b; end\n  end\nend\n")
    docs = [(e.symbol, e.doc) for e in extract_file("lib/screen.rb", text)]
    assert docs == [
        ("Screen", ""),
        ("Screen.size_from_win_api", "Determine terminal size with a Windows native API\n\n"
                                     "@api private"),
        ("Screen.size_from_win_api", "Determine terminal size with a Windows native API\n\n"
                                     "@api private"),
        ("Screen.a", ""), ("Screen.b", "")]


def test_a_class_under_another_that_extends_self_extends_that_class() -> None:
    """ice_nine's `class Freezer` holds `class Object < self`: the freezers' pages had no base
    and `Freezer`'s no derived types."""
    found = {e.symbol: e.bases for e in extract_file("lib/ice_nine/freezer.rb", (
        "module IceNine\n  class Freezer\n    class Object < self\n    end\n\n"
        "    class NoFreeze < Freezer\n    end\n  end\nend\n"))}
    assert found["IceNine.Freezer.Object"] == ("Freezer",)
    assert found["IceNine.Freezer.NoFreeze"] == ("Freezer",)

"""One-liners and parameter lists of entities read from source text, as the index and the
pages show them: each case is a library's code that read wrong."""

from __future__ import annotations

import textwrap

import pytest

from rk_action.extract import extract_file
from rk_action.layout import plan_source
from rk_action.model import Summary
from rk_action.summarize.static import summarize


def summaries(path: str, text: str) -> dict[str, Summary]:
    return {e.symbol: summarize(e) for e in extract_file(path, textwrap.dedent(text))}


def one_liners(path: str, text: str) -> dict[str, str]:
    return {symbol: found.description for symbol, found in summaries(path, text).items()}


@pytest.mark.parametrize(("path", "text", "symbol"), [
    ("Assert.php", """\
        <?php
        class Assert {
            public static function startsWith($value, $prefix, $message = '')
            {
                if (0 !== \\strpos($value, $prefix)) {
                    static::reportInvalidArgument($message);
                }
            }
        }
        """, "Assert.startsWith"),
    ("Strings.java", """\
        class Strings {
            public static boolean startsWith(String value, String prefix) {
                return value.startsWith(prefix);
            }
        }
        """, "Strings.startsWith"),
    ("strings.py", """\
        class Strings:
            @staticmethod
            def starts_with(value, prefix):
                return value.startswith(prefix)
        """, "Strings.starts_with"),
    ("strings.rb", """\
        class Strings
          def self.starts_with?(value, prefix)
            value.start_with?(prefix)
          end
        end
        """, "Strings.starts_with?"),
])
def test_a_static_method_checks_its_first_parameter_not_its_class(
        path: str, text: str, symbol: str) -> None:
    """webmozart/assert's static `Assert::startsWith($value, $prefix)` read "Check whether the
    `Assert` starts with `value`": no instance is at hand, its first parameter is the subject."""
    assert one_liners(path, text)[symbol] == "Check whether `value` starts with `prefix`"


def test_an_instance_method_still_checks_its_instance() -> None:
    found = one_liners("Text.php", """\
        <?php
        class Text {
            public function endsWith($suffix)
            {
                return str_ends_with($this->value, $suffix);
            }
        }
        """)
    assert found["Text.endsWith"] == "Check whether the `Text` ends with `suffix`"


def test_a_private_empty_constructor_keeps_instances_from_being_made() -> None:
    """webmozart's `private function __construct() {}` read "Initialize an `Assert`"."""
    php = one_liners("Assert.php", """\
        <?php
        class Assert {
            private function __construct()
            {
            }
        }
        """)
    java = one_liners("Util.java", "final class Util {\n    private Util() {}\n}\n")
    assert php["Assert.__construct"] == (
        "Keep an `Assert` from being created outside it (its constructor is private and empty)")
    assert java["Util.Util"] == (
        "Keep a `Util` from being created outside it (its constructor is private and empty)")
    kept = one_liners("Box.java", "class Box {\n    private Box() { size = 1; }\n}\n")
    assert kept["Box.Box"] == "Construct a `Box`"


def test_a_go_doc_naming_a_longer_identifier_keeps_it() -> None:
    """BurntSushi/toml's "DecodeFS is just like Decode, …" read "Decode is just like Decode":
    `DecodeFS` was taken for a verb's third person."""
    found = one_liners("decode.go", """\
        package toml

        // DecodeFS is just like Decode, except it will automatically read the contents
        // of the file at `path` from a fs.FS instance.
        func DecodeFS(fsys fs.FS, path string, v interface{}) (MetaData, error) {
        \treturn NewDecoder(fsys).Decode(v)
        }
        """)
    assert found["DecodeFS"].startswith("DecodeFS is just like Decode, except it will")


def test_comments_that_cite_or_show_an_example_are_no_one_liners() -> None:
    """luxon's `firstWeekOffset` was "adapted from moment.js: https://…", its `signedOffset`
    "Return -330" (from `// signedOffset('-5', '30') -> -330`), date-fns's `YearParser` "From
    http://www.unicode.org/…" and a table: what the code came from, an example, a table."""
    found = summaries("util.js", """\
        // adapted from moment.js: https://github.com/moment/moment/blob/000ac18/src/week.js
        function firstWeekOffset(year, minDaysInFirstWeek, startOfWeek) {
          return -isoWeekday(year, startOfWeek) + minDaysInFirstWeek - 1;
        }

        // signedOffset('-5', '30') -> -330
        export function signedOffset(offHourStr, offMinuteStr) {
          return parseInt(offHourStr, 10) * 60 + parseInt(offMinuteStr, 10);
        }

        // From http://www.unicode.org/reports/tr35/tr35-31/tr35-dates.html#Date_Format_Patterns
        // | Year     |     y | yy |
        // | AD 1     |     1 | 01 |
        class YearParser extends Parser {
          priority = 130;
        }
        """)
    assert found["firstWeekOffset"].description == (
        "Return the first week offset for `year`, `minDaysInFirstWeek` and `startOfWeek`")
    assert found["signedOffset"].description == (
        "Return the signed offset for `offHourStr` and `offMinuteStr`")
    assert found["YearParser"].description == "Year parser (extends `Parser`)"
    assert found["YearParser"].what_it_does.startswith(  # the comment is still shown
        "From http://www.unicode.org/reports/tr35/tr35-31/tr35-dates.html#Date_Format_Patterns")


def test_a_setter_of_a_flag_documented_by_whether_sets_it() -> None:
    """csv's `flexible(&mut self, yes: bool) -> &mut ReaderBuilder`, "Whether the number of
    fields in records is allowed to change or not.", read "Check whether …"; and "The field
    index of a byte record …" lost "The field", read as the name `field` and its verb."""
    found = one_liners("reader.rs", """\
        impl ReaderBuilder {
            /// Whether the number of fields in records is allowed to change or not.
            pub fn flexible(&mut self, yes: bool) -> &mut ReaderBuilder {
                self.flexible = yes;
                self
            }
            /// Whether the reader is done.
            pub fn is_done(&self) -> bool {
                self.done
            }
        }
        impl Utf8Error {
            /// The field index of a byte record in which UTF-8 validation failed.
            pub fn field(&self) -> usize {
                self.field
            }
        }
        """)
    assert found["ReaderBuilder.flexible"] == (
        "Set whether the number of fields in records is allowed to change or not")
    assert found["ReaderBuilder.is_done"] == "Check whether the reader is done"
    assert found["Utf8Error.field"] == (
        "The field index of a byte record in which UTF-8 validation failed")


def test_ruby_raise_under_a_condition_is_not_always_raised() -> None:
    """HTTParty's `raise ArgumentError, "…" unless value && …` read "Always raise
    `ArgumentError`"; YARD's older `@return <String> This hash as a query string` kept
    `<String>` (escaped on the page)."""
    found = summaries("lib/httparty.rb", """\
        module HTTParty
          module ClassMethods
            def validate_timeout_argument(timeout_type, value)
              raise ArgumentError, "#{timeout_type} must be a number" unless value.is_a?(Integer)
            end

            def never(value)
              raise ArgumentError, "never"
            end

            # @return <String> This hash as a query string
            def to_params(hash)
              hash.map { |k, v| "#{k}=#{v}" }.join("&")
            end
          end
        end
        """)
    assert found["HTTParty.ClassMethods.validate_timeout_argument"].description == (
        "Validate the timeout argument with `timeout_type` and `value`")
    assert found["HTTParty.ClassMethods.never"].description == "Always raise `ArgumentError`"
    params = found["HTTParty.ClassMethods.to_params"]
    assert params.description == "Return this hash as a query string"
    assert params.returns == "`String` — This hash as a query string"


def test_a_ruby_module_that_holds_only_constants_has_no_page() -> None:
    """Every gem's `version.rb` (`module HTTParty; VERSION = "0.21.0"; end`) made a second
    `HTTParty` page, "HTT party module"; a module documented, or holding methods, keeps its."""
    def pages(text: str) -> list[str]:
        plan = plan_source("lib/x.rb", textwrap.dedent(text).encode())
        return [unit[0].symbol for unit in plan.units]
    assert pages("module HTTParty\n  VERSION = '0.21.0'\nend\n") == []
    assert pages("# The HTTP client.\nmodule HTTParty\n  VERSION = '0.21.0'\nend\n") == [
        "HTTParty"]
    assert pages("module HTTParty\n  def self.get(path)\n    path\n  end\nend\n") == ["HTTParty"]


def test_a_typescript_functions_own_block_among_its_overloads_blocks() -> None:
    """What TypeScript emits of date-fns's `intlFormat`: its block (`@name intlFormat`, a
    summary), then one block per overload; the last was read, and the summary lost."""
    found = summaries("intlFormat.js", """\
        /**
         * @name intlFormat
         * @summary Format the date with Intl.DateTimeFormat.
         *
         * @description
         * Return the formatted date string in the given format.
         *
         * @param date - The date to format
         */

        /**
         * @param date - The date to format
         * @param formatOptions - The format options
         * @returns The formatted date string
         */

        function intlFormat(date, formatOrLocale) {
          return new Intl.DateTimeFormat(formatOrLocale).format(date);
        }
        """)
    assert found["intlFormat"].description == "Format the date with Intl.DateTimeFormat"
    assert found["intlFormat"].what_it_does.startswith(
        "Format the date with Intl.DateTimeFormat.\n\n"
        "Return the formatted date string in the given format.")


def test_a_destructured_parameter_takes_its_tags_text() -> None:
    """luxon's `setZone(zone, { keepLocalTime = false, … } = {})`, documented as `opts` and
    `opts.keepLocalTime`, showed only "Defaults to `{}`."."""
    found = summaries("datetime.js", """\
        class DateTime {
          /**
           * Set the DateTime's zone.
           * @param {string|Zone} [zone='local'] - a zone identifier.
           * @param {Object} opts - options
           * @param {boolean} [opts.keepLocalTime=false] - If true, keep the local time.
           */
          setZone(zone, { keepLocalTime = false } = {}) {
            return this;
          }
        }
        """)
    parameters = found["DateTime.setZone"].parameters
    assert [(p.name, p.type, p.description) for p in parameters] == [
        ("zone", "string|Zone", "a zone identifier. Defaults to `'local'`."),
        ("{ keepLocalTime = false }", "Object",
         "Options. `keepLocalTime` (`boolean`): If true, keep the local time. Defaults to "
         "`false`."),
    ]


def test_a_doc_saying_what_it_does_not_do_is_not_an_order() -> None:
    """webmozart's "Does not check if $array is countable, …" read "Do not check if …"."""
    found = one_liners("Assert.php", """\
        <?php
        class Assert {
            /**
             * Does not check if $array is countable, this can generate a warning.
             */
            public static function count($array, $number, $message = '')
            {
                static::eq(\\count($array), $number, $message);
            }
        }
        """)
    assert found["Assert.count"] == (
        "Does not check if $array is countable, this can generate a warning")


def test_a_go_type_defined_as_another_says_which() -> None:
    """BurntSushi/toml's `type TextMarshaler encoding.TextMarshaler` read "Text marshaler";
    an alias is another name; a struct or an interface says what it is, as before."""
    found = one_liners("types.go", """\
        package toml

        // Deprecated: use encoding.TextMarshaler
        type TextMarshaler encoding.TextMarshaler

        type Celsius float64

        type Alias = encoding.TextUnmarshaler

        type Config struct {
        \tIndent string
        }
        """)
    assert found == {
        "TextMarshaler": "Text marshaler (an `encoding.TextMarshaler`)",
        "Celsius": "`Celsius` type (a `float64`)",
        "Alias": "Another name for `encoding.TextUnmarshaler`",
        "Config": "`Config` struct",
    }


def test_a_literal_block_under_a_first_line_ending_in_double_colon_stays_code() -> None:
    """funcy's `decorator`: "Transforms a flat wrapper into decorator::" then its example; the
    example read as prose, its `# comments` as bold headings."""
    found = summaries("funcy/decorators.py", '''\
        def decorator(deco):
            """
            Transforms a flat wrapper into decorator::

                @decorator
                def func(call, methods):
                    # Access call arg by name
                    return call()
            """
            return deco
        ''')
    assert found["decorator"].what_it_does == (
        "Transforms a flat wrapper into decorator:\n\n"
        "```\n@decorator\ndef func(call, methods):\n    # Access call arg by name\n"
        "    return call()\n```")


def test_a_wrapped_function_behind_a_pure_annotation_takes_its_documented_parameters() -> None:
    """Ramda's `var countBy = /*#__PURE__*/ reduceBy(function (acc, elem) {…}, 0)` listed the
    reducer's `acc` and `elem`, not the documented `fn` and `list`; and "A function that always
    returns `false`" read "Alway returns `false`"."""
    found = summaries("src/countBy.js", """\
        /**
         * Counts the elements of a list according to how many match each value of a key.
         *
         * @param {Function} fn The function used to map values to keys.
         * @param {Array} list The list to count elements from.
         * @return {Object} An object mapping keys to number of occurrences in the list.
         */
        var countBy =
        /*#__PURE__*/
        reduceBy(function (acc, elem) {
          return acc + 1;
        }, 0);

        /**
         * A function that always returns `false`. Any passed in parameters are ignored.
         */
        var F = function () {
          return false;
        };
        """)
    assert [(p.name, p.type, p.description) for p in found["countBy"].parameters] == [
        ("fn", "Function", "The function used to map values to keys."),
        ("list", "Array", "The list to count elements from.")]
    assert found["F"].description == "Always return `false`"


def test_go_error_matching_methods_and_field_getters() -> None:
    """backoff's `PermanentError.Is(target error) bool` read "Check whether `target` is";
    urfave/cli's `ExitCode() int { return ee.exitCode }` "Exit the code"."""
    found = one_liners("errors.go", """\
        package cli

        func (e *PermanentError) Is(target error) bool {
        \t_, ok := target.(*PermanentError)
        \treturn ok
        }

        func (ee *exitError) ExitCode() int {
        \treturn ee.exitCode
        }

        func (ee *exitError) Close() error {
        \treturn ee.closer
        }
        """)
    assert found["PermanentError.Is"] == (
        "Report whether the error `target` matches the `PermanentError` (for `errors.Is`)")
    assert found["exitError.ExitCode"] == "Return the exit code"
    assert found["exitError.Close"] == "Close the `exitError`"


def test_a_query_builders_predicate_builds_the_test() -> None:
    """Doctrine's `ExpressionBuilder::startsWith($field, $value): Comparison` read "Check whether
    the `ExpressionBuilder` starts with `field`": it returns the comparison, it checks nothing."""
    found = one_liners("ExpressionBuilder.php", """\
        <?php
        class ExpressionBuilder
        {
            public function startsWith(string $field, $value): Comparison
            {
                return new Comparison($field, Comparison::STARTS_WITH, new Value($value));
            }
            public function isNull(string $field): Comparison
            {
                return new Comparison($field, Comparison::EQ, new Value(null));
            }
            public function contains(string $field): bool
            {
                return isset($this->fields[$field]);
            }
        }
        """)
    assert found["ExpressionBuilder.startsWith"] == (
        "Build a `Comparison` checking whether `field` starts with `value`")
    assert found["ExpressionBuilder.isNull"] == (
        "Build a `Comparison` checking whether `field` is null")
    assert found["ExpressionBuilder.contains"] == (
        "Check whether the `ExpressionBuilder` contains `field`")
    typed_in_doc = one_liners("ExpressionBuilder.php", """\
        <?php
        class ExpressionBuilder
        {
            /** @return Comparison */
            public function endsWith(string $field, mixed $value)
            {
                return new Comparison($field, Comparison::ENDS_WITH, new Value($value));
            }
            public function gte(string $field, mixed $value)
            {
                return new Comparison($field, Comparison::GTE, new Value($value));
            }
            public function lt(int $other): bool
            {
                return $this->n < $other;
            }
        }
        """)  # doctrine/collections 2.1: "Check whether the `ExpressionBuilder` ends with
    # `field`", "Return the gte for `field` and `value`"
    assert typed_in_doc["ExpressionBuilder.endsWith"] == (
        "Build a `Comparison` checking whether `field` ends with `value`")
    assert typed_in_doc["ExpressionBuilder.gte"] == (
        "Build a `Comparison` checking whether `field` is greater than or equal to `value`")
    assert typed_in_doc["ExpressionBuilder.lt"] == (
        "Check whether the `ExpressionBuilder` is less than `other`")
    rust = one_liners("src/lib.rs", """\
        impl Pattern {
            fn matches_from(
                &self,
                file: std::str::Chars,
            ) -> MatchResult {
                if file.is_empty() { return SubPatternDoesntMatch; }
                Match
            }
        }
        """)  # glob's read "Build a `MatchResult` checking whether …": it makes no test
    assert not rust["Pattern.matches_from"].startswith("Build")


def test_a_one_liner_is_not_cut_inside_brackets() -> None:
    """backoff's `getRandomValueFromInterval` read "…the following interval: [currentInterval"."""
    found = one_liners("exponential.go", """\
        package backoff

        // Returns a random value from the following interval:
        // \t[currentInterval - randomizationFactor * currentInterval,
        // \tcurrentInterval + randomizationFactor * currentInterval].
        func getRandomValueFromInterval(factor, random, currentInterval float64) time.Duration {
        \treturn time.Duration(currentInterval)
        }
        """)
    assert found["getRandomValueFromInterval"] == (
        "Return a random value from the following interval…")


def test_yard_prose_after_an_example_is_the_docs_again() -> None:
    """Mustermann's `Pattern#expand`: the text under its two `@example`s, back at the tags'
    margin, was shown as the second example's code."""
    found = summaries("lib/mustermann/pattern.rb", """\
        class Pattern
          # @example Expanding a pattern
          #   pattern.expand(name: 'hello') # => "/hello"
          #
          # Expanding is supported by almost all patterns.
          #
          # @return [String] expanded string
          def expand(behavior = nil, values = {})
            raise NotImplementedError, "expanding not supported"
          end
        end
        """)
    expand = found["Pattern.expand"]
    assert expand.description == "Expanding is supported by almost all patterns"
    assert expand.example == """pattern.expand(name: 'hello') # => "/hello\""""


def test_a_todo_line_above_a_doc_takes_only_itself() -> None:
    """urfave/cli's `SetInt`: "// TODO: Consistently have specific Set function…" over "//
    SetInt directly adds an integer to the list of values": the note to the authors is left
    out, the doc is not."""
    found = summaries("flag_int_slice.go", """\
        package cli

        // TODO: Consistently have specific Set function for Int64 and Float64 ?
        // SetInt directly adds an integer to the list of values
        func (i *IntSlice) SetInt(value int) {
        \ti.slice = append(i.slice, value)
        }
        """)
    assert found["IntSlice.SetInt"].description == "Directly add an integer to the list of values"
    assert found["IntSlice.SetInt"].what_it_does == (
        "SetInt directly adds an integer to the list of values")


def test_sphinx_fields_whose_text_follows_an_empty_line() -> None:
    """humanfriendly writes `:param items:`, an empty line, then the text indented: its pages
    listed bare parameters and showed their texts as the body; a list under a field's text
    (`ansi_style`'s three kinds of `color`) cut it short."""
    found = summaries("humanfriendly/text.py", '''\
        def concatenate(items, conjunction='and'):
            """
            Concatenate a list of items in a human friendly way.

            :param items:

                A sequence of strings.

            :param conjunction:

                The word to use before the last item.

            :returns:

                A single string.
            """
            return conjunction.join(items)


        def ansi_style(color=None, bold=False):
            """
            Generate ANSI escape sequences for the given color.

            :param color: The foreground color. Two types of values are supported:

                          - The name of a color.
                          - An integer that refers to the 256 color mode palette.
            :param bold: Use bold text.
            """
            return color
        ''')
    concatenate = found["concatenate"]
    assert [(p.name, p.description) for p in concatenate.parameters] == [
        ("items", "A sequence of strings."),
        ("conjunction", "The word to use before the last item. Defaults to `'and'`.")]
    assert (concatenate.what_it_does, concatenate.returns) == (
        "Concatenate a list of items in a human friendly way.", "A single string.")
    assert [(p.name, p.description) for p in found["ansi_style"].parameters] == [
        ("color", "The foreground color. Two types of values are supported: - The name of a "
                  "color. - An integer that refers to the 256 color mode palette. Defaults to "
                  "`None`."),
        ("bold", "Use bold text. Defaults to `False`.")]


def test_python_docstring_quirks() -> None:
    """humanfriendly's `HTMLConverter` names ``<div>``, ``<p>`` and ``<br>`` in code spans, which
    read as HTML and turned to line breaks; its `retry` opens with its signature, which opened
    the one-liner; its `:raises: :exc:`ValueError` when …` was noted twice."""
    found = summaries("humanfriendly/html.py", '''\
        class HTMLConverter:
            """
            Convert HTML to text.

            - ``<div>``, ``<p>`` and ``<pre>`` tags are considered block level tags.
            - ``<br>`` is converted to a single plain text line break.
            """


        def retry(func, timeout=60):
            """retry(func, timeout=60)
            Retry a function until assertions no longer fail.
            """
            return func()


        def generate_slug(text):
            """
            Convert text to a normalized "slug" without whitespace.

            :raises: :exc:`~exceptions.ValueError` when the slug is empty.
            """
            if not text:
                raise ValueError("empty")
            return text
        ''')
    assert found["HTMLConverter"].what_it_does == (
        "Convert HTML to text.\n\n"
        "- `<div>`, `<p>` and `<pre>` tags are considered block level tags.\n"
        "- `<br>` is converted to a single plain text line break.")
    assert found["retry"].description == "Retry a function until assertions no longer fail"
    assert found["generate_slug"].notes == ("Raises `ValueError`: when the slug is empty.",)


def test_ruby_tomdoc_and_group_labels() -> None:
    """Chronic documents in TomDoc: `tokens - An Array of tokens to process.` was its
    `Handler#match`'s one-liner, "Returns true if a match is found." left out; and its `#
    support methods`, a blank line above `day_or_time`, was that method's doc."""
    found = summaries("lib/chronic/handler.rb", """\
        module Chronic
          class Handler
            # tokens - An Array of tokens to process.
            # definitions - A Hash of definitions to check against.
            #
            # Returns true if a match is found.
            def match(tokens, definitions)
              true
            end

            # support methods

            def day_or_time(day_start, time_tokens)
              day_start
            end
          end
        end
        """)
    match = found["Chronic.Handler.match"]
    assert match.description == "Check whether a match is found"
    assert [(p.name, p.description) for p in match.parameters] == [
        ("tokens", "An Array of tokens to process."),
        ("definitions", "A Hash of definitions to check against.")]
    assert found["Chronic.Handler.day_or_time"].description == "Return the day or time for " \
        "`day_start` and `time_tokens`"


def test_a_phpdoc_link_keeps_its_caption() -> None:
    """ramsey/uuid's `@link https://… RFC 4122, § 4.5: Node IDs that Do Not Identify the Host`
    was dropped, with the words a reader asks with."""
    found = summaries("src/RandomNodeProvider.php", """\
        <?php
        /**
         * RandomNodeProvider generates a random node ID
         *
         * @link https://www.ietf.org/rfc4122 RFC 4122, § 4.5: Node IDs that Do Not Identify
         */
        class RandomNodeProvider
        {
        }
        """)
    assert found["RandomNodeProvider"].notes == (
        "See also: https://www.ietf.org/rfc4122 RFC 4122, § 4.5: Node IDs that Do Not Identify",)


def test_a_method_takes_the_doc_of_what_it_implements_in_the_same_file() -> None:
    """byteorder's `impl ByteOrder for BigEndian` methods (52) read "Read the u16 from `buf`"
    while the trait above says "Reads an unsigned 16 bit integer from `buf`"; an interface's doc
    over a PHP `{@inheritDoc}` the same. A base's doc written for its subclasses ("Abstract
    method that …") is not an override's."""
    rust = summaries("src/lib.rs", """\
        pub trait ByteOrder {
            /// Reads an unsigned 16 bit integer from `buf`.
            ///
            /// # Panics
            ///
            /// Panics when `buf.len() < 2`.
            fn read_u16(buf: &[u8]) -> u16;
        }

        pub enum BigEndian {}

        impl ByteOrder for BigEndian {
            fn read_u16(buf: &[u8]) -> u16 {
                u16::from_be_bytes([buf[0], buf[1]])
            }
        }
        """)
    implemented = rust["BigEndian.read_u16"]
    assert implemented.description == "Read an unsigned 16 bit integer from `buf`"
    assert implemented.what_it_does == (
        "Reads an unsigned 16 bit integer from `buf`.\n\n"
        "(The doc of `ByteOrder.read_u16`, which it implements or overrides.)")
    assert implemented.notes == ("Panics when `buf.len() < 2`.",)
    php = one_liners("src/ArrayCollection.php", """\
        <?php
        interface Collection
        {
            /**
             * Removes the specified element from the collection, if it is found.
             */
            public function removeElement($element);
        }
        class ArrayCollection implements Collection
        {
            /**
             * {@inheritDoc}
             */
            public function removeElement($element)
            {
                return true;
            }
        }
        """)
    assert php["ArrayCollection.removeElement"] == (
        "Remove the specified element from the collection, if it is found")
    python = one_liners("jsonpatch.py", '''\
        class PatchOperation:
            def apply(self, obj):
                """Abstract method that applies a patch operation to the specified object."""
                raise NotImplementedError


        class RemoveOperation(PatchOperation):
            def apply(self, obj):
                del obj[self.key]
                return obj
        ''')
    assert python["RemoveOperation.apply"] == "Apply `obj`"


def test_fifth_round_one_liners() -> None:
    """webcolors' converters read "Convert a 3-`tuple` of `int`, suitable for use in an `rgb()`
    color triplet" and never said to what; tomlkit's `_parse_key_value(parse_comment=False)`
    read "Parse `parse_comment` as a key value" and `insert(pos, value)` "Insert `pos`";
    yargs-parser's "TODO(bcoe): …, switch to" went on below, and its continuation became the
    one-liner; jsonc-parser's `@throws An error if …` threw an `An`."""
    python = summaries("webcolors/conversion.py", '''\
        def rgb_to_hex(rgb_triplet):
            """
            Convert a 3-tuple of ints, suitable for use in an ``rgb()`` color triplet, to a
            normalized hexadecimal value for that color.
            """
            return "#%02x%02x%02x" % rgb_triplet


        class Parser:
            def _parse_key_value(self, parse_comment: bool = False):
                return self._parse_key()


        class Array:
            def insert(self, pos, value):
                self._value.insert(pos, value)

            def remove(self, index, count):
                del self._value[index:index + count]
        ''')
    assert python["rgb_to_hex"].description == (
        "Convert a 3-tuple of ints to a normalized hexadecimal value for that color")
    assert python["Parser._parse_key_value"].description == "Parse the key value"
    assert python["Array.insert"].description == "Insert `value` at `pos`"
    assert python["Array.remove"].description == "Remove `index`"  # puts nothing anywhere
    javascript = summaries("lib/yargs-parser.js", """\
        // TODO(bcoe): in the next major version of yargs, switch to
        // Object.create(null) for dot notation:
        function sanitizeKey(key) {
            if (key === '__proto__') return '___proto___';
            return key;
        }

        /**
         * Applies edits to an input string.
         * @throws An error if the edit operations are not well-formed.
         */
        export function applyEdits(text, edits) {
            return text;
        }
        """)
    assert javascript["sanitizeKey"].description == "Sanitize `key`"
    assert javascript["applyEdits"].notes == (
        "Throws: An error if the edit operations are not well-formed.",)


def test_a_licence_is_no_doc_wherever_it_stands() -> None:
    """Builder's blankslate.rb: "Permission is granted for use, copying, …" over `class String`
    was its one-liner; yargs-parser's `/** @license … */` over `// take an un-split argv string
    and tokenize it.` was `tokenizeArgString`'s doc, with no summary."""
    ruby = one_liners("lib/blankslate.rb", """\
        # frozen_string_literal: true
        #--
        # Copyright 2004, 2006 by Jim Weirich (jim@weirichhouse.org).
        # All rights reserved.

        # Permission is granted for use, copying, modification, distribution,
        # and distribution of modified versions of this work as long as the
        # above copyright notice is included.
        #++

        class String
          def blank?
            empty?
          end
        end
        """)
    assert ruby["String"] == "`String` class"
    javascript = one_liners("lib/tokenize-arg-string.js", """\
        /**
         * @license
         * Copyright (c) 2016, Contributors
         * SPDX-License-Identifier: ISC
         */
        // take an un-split argv string and tokenize it.
        export function tokenizeArgString(argString) {
            return argString.split(' ');
        }
        """)
    assert javascript["tokenizeArgString"] == "Take an un-split argv string and tokenize it"


def test_a_label_a_reference_or_a_grammar_rule_is_no_one_liner() -> None:
    """js-yaml's comments over `blockHeader` ("Pre-conditions: string is valid for a block
    scalar, …"), `dropEndingNewline` ("(See the note for writeScalar.)") and `isWhitespace`
    ("[33] s-white ::= s-space | s-tab") were their one-liners: a condition goes to the notes,
    and the name says more than the others."""
    found = summaries("lib/dumper.js", """\
        // Pre-conditions: string is valid for a block scalar, 1 <= indentPerLevel <= 9.
        function blockHeader(string, indentPerLevel) {
          return indentPerLevel + '\\n';
        }

        // (See the note for writeScalar.)
        function dropEndingNewline(string) {
          return string.slice(0, -1);
        }

        // [33] s-white ::= s-space | s-tab
        function isWhitespace(c) {
          return c === 0x20 || c === 0x09;
        }
        """)
    assert found["blockHeader"].description == (
        "Return the block header for `string` and `indentPerLevel`")
    assert found["blockHeader"].notes == (
        "Precondition: string is valid for a block scalar, 1 <= indentPerLevel <= 9.",)
    assert found["dropEndingNewline"].description == "Drop the ending newline from `string`"
    assert found["isWhitespace"].description == "Check whether `c` is whitespace"


def test_a_table_s_function_is_named_by_its_own_longer_name() -> None:
    """js-yaml's `directiveHandlers = { TAG: function handleTagDirective(state, …) {…} }`: the
    page of `directiveHandlers.TAG` read "Tag `state`."; the function's own name says what it
    does, and is another name of it."""
    found = {e.symbol: e for e in extract_file("lib/loader.js", textwrap.dedent("""\
        var directiveHandlers = {
          TAG: function handleTagDirective(state, name, args) {
            state.tagMap[args[0]] = args[1];
          },
          YAML: function (state, name, args) {
            state.version = args[0];
          }
        };
        """))}
    assert found["directiveHandlers.TAG"].aliases == ("handleTagDirective",)
    assert summarize(found["directiveHandlers.TAG"]).description == (
        "Handle the tag directive with `state`, `name` and `args`")
    assert found["directiveHandlers.YAML"].aliases == ()


def test_a_defaulted_boolean_parameter_makes_a_whether_doc_a_setter() -> None:
    """commander's `makeOptionMandatory(mandatory = true)`, documented "Whether the option is
    mandatory and must have a value after parsing.", read "Check whether the option is
    mandatory…": it sets the option."""
    found = one_liners("lib/option.js", """\
        class Option {
          /**
           * Whether the option is mandatory and must have a value after parsing.
           *
           * @param {boolean} [mandatory=true]
           * @return {Option}
           */
          makeOptionMandatory(mandatory = true) {
            this.mandatory = !!mandatory;
            return this;
          }
        }
        """)
    assert found["Option.makeOptionMandatory"] == (
        "Set whether the option is mandatory and must have a value after parsing")


def test_a_return_tag_whose_text_goes_on_from_its_type_keeps_it() -> None:
    """nette/utils' `/** @return array of [alias => class] */` read "Return of [alias =>
    class]."."""
    found = one_liners("src/Utils/Reflection.php", """\
        <?php
        final class Reflection
        {
            /** @return array of [alias => class] */
            public static function getUseStatements(\\ReflectionClass $class): array
            {
                return [];
            }
        }
        """)
    assert found["Reflection.getUseStatements"] == "Return array of [alias => class]"


def test_an_rdoc_section_a_blank_line_below_the_prose_keeps_the_prose() -> None:
    """thor's `copy_file`: its prose and parameters, a blank line, then `#`, `# ==== Examples`
    and the examples over the `def`; its page kept only the examples ("Copy the file with
    `source`", its doc giving no summary). And an options list whose `:type - The type …,
    can be :string, :hash…` read as a reST field lost that line and those under it."""
    found = summaries("lib/thor/actions.rb", """\
        class Thor
          module Actions
            # Copies the file from the relative source to the relative destination.
            #
            # ==== Options
            # :desc     - Description for the argument.
            # :type     - The type of the argument, can be :string, :hash or :array.
            # :banner   - String to show on usage notes.

            #
            # ==== Examples
            #
            #   copy_file "README", "doc/README"
            #
            def copy_file(source, *args)
              source
            end
          end
        end
        """)["Thor.Actions.copy_file"]
    assert found.description == (
        "Copy the file from the relative source to the relative destination")
    assert ("```\n:desc     - Description for the argument.\n:type     - The type of the "
            "argument, can be :string, :hash or :array.\n:banner   - String to show on usage "
            "notes.\n```") in found.what_it_does  # in its columns (`_markup._columns_at`)
    assert 'copy_file "README", "doc/README"' in found.example


def test_a_docstring_is_no_part_of_the_body_s_outline() -> None:
    """arrow's `ArrowFactory.get`: its docstring's lines "**No inputs** to get current UTC
    time::" were read as `*` comments heading its outline ("Line 16: No inputs** to get…")."""
    body = "".join(f"\n    # {heading}\n" + "".join(f"    x{n} = {n}\n" for n in range(40))
                   for heading in ("If kwargs given, send them on", "No tzinfo given",
                                   "Three or more arguments"))
    found = summaries("arrow/factory.py", (
        "def get(*args):\n    \"\"\"Return an Arrow.\n\n    **No inputs** to get current UTC "
        "time::\n\n        >>> arrow.get()\n    \"\"\"\n" + body + "    return x1\n"))["get"]
    outline = found.what_it_does.partition("Outline of the body (lines of the code below):")[2]
    assert outline.strip().split("\n") == [
        "- Line 9: If kwargs given, send them on", "- Line 51: No tzinfo given",
        "- Line 93: Three or more arguments"]


def test_a_field_s_line_says_it_is_deprecated() -> None:
    """gorilla/mux's `Router.KeepContext` was listed as "If true, do not clear the request
    context after handling the request"; its doc goes on "Deprecated: No effect, since the
    context is stored on the request itself."."""
    found = summaries("mux.go", """\
        package mux

        // Router registers routes to be matched and dispatches a handler.
        type Router struct {
            // If true, do not clear the request context after handling the request.
            //
            // Deprecated: No effect, since the context is stored on the request itself.
            KeepContext bool
        }
        """)["Router"]
    assert ("- `KeepContext` — If true, do not clear the request context after handling the "
            "request (Deprecated: No effect, since the context is stored on the request "
            "itself)") in found.what_it_does


def test_a_parameter_renamed_since_its_tag_keeps_the_tag_s_text() -> None:
    """arrow's `dehumanize(self, input_string, locale="en_us")` documents `:param timestring:
    a str representing a humanized relative time.`: the one sentence that said what it reads
    was lost. Only the one tag and the one parameter in the same place that name no other."""
    found = summaries("arrow/arrow.py", '''\
        class Arrow:
            def dehumanize(self, input_string: str, locale: str = "en_us") -> "Arrow":
                """Returns a new Arrow object that represents the time difference.

                :param timestring: a ``str`` representing a humanized relative time.
                :param locale: (optional) a ``str`` specifying a locale.
                """

            def shift(self, a, b):
                """Shift.

                :param x: the first.
                :param y: the second.
                """
        ''')
    assert [(p.name, p.description) for p in found["Arrow.dehumanize"].parameters] == [
        ("input_string", "a `str` representing a humanized relative time."),
        ("locale", "(optional) a `str` specifying a locale. Defaults to `\"en_us\"`.")]
    assert [p.description for p in found["Arrow.shift"].parameters] == ["", ""]


def test_a_literal_doc_is_no_one_liner() -> None:
    """Cerberus documents each rule method with the schema of its argument, a literal it
    evaluates (`{'type': 'container'}` over `_validate_allowed`): no sentence."""
    found = one_liners("cerberus/validator.py", '''\
        class BareValidator:
            def _validate_allowed(self, allowed_values, field, value):
                """{'type': 'container'}"""
                return value in allowed_values
        ''')
    assert found["BareValidator._validate_allowed"] == (
        "Validate the allowed with `allowed_values`, `field` and `value`")


def test_a_whether_doc_on_a_getter_describes_a_setting() -> None:
    """Cerberus' property `ignore_none_values`, "Whether to not process `None`-values in a
    document or not.", read "Check whether to not process…": reading it checks nothing."""
    found = one_liners("cerberus/validator.py", '''\
        class BareValidator:
            @property
            def ignore_none_values(self):
                """Whether to not process `None`-values in a document or not."""
                return self._config.get("ignore_none_values", False)

            def is_normalized(self):
                """``True`` if the document is already normalized."""
                return self._normalized
        ''')
    assert found["BareValidator.ignore_none_values"] == (
        "Whether to not process `None`-values in a document or not")
    assert found["BareValidator.is_normalized"] == (
        "Check whether the document is already normalized")


def test_rest_escapes_and_directives_in_running_text() -> None:
    """structlog's "Call processors on `logging.LogRecord`\\s." kept its backslash, and its
    `serializer:` argument ended ".. seealso:: :doc:`performance` for examples."."""
    found = summaries("structlog/stdlib.py", '''\
        class ProcessorFormatter:
            r"""Call processors on `logging.LogRecord`\\s."""


        def render(serializer):
            """
            Render the event.

            Args:
                serializer:
                    A callable used to format the string.

                    .. seealso:: :doc:`performance` for examples.
            """
            return serializer
        ''')
    assert found["ProcessorFormatter"].description == "Call processors on `logging.LogRecord`s"
    assert [(p.name, p.description) for p in found["render"].parameters] == [
        ("serializer", "A callable used to format the string. See also: performance for "
                       "examples.")]


def test_a_go_doc_s_name_written_twice_or_before_a_noun() -> None:
    """jinzhu/now's "BeginningOfYear BeginningOfYear beginning of year" kept the doubled name,
    and its types read "Config configuration for now package" and "Now now struct"; a type
    whose doc goes on with a verb keeps its name ("Router registers routes…")."""
    found = one_liners("now.go", """\
        package now

        // Config configuration for now package
        type Config struct {
            WeekStartDay time.Weekday
        }

        // Router registers routes to be matched.
        type Router struct {
            routes []string
        }

        // BeginningOfYear BeginningOfYear beginning of year
        func (now *Now) BeginningOfYear() time.Time {
            return now.Time
        }
        """)
    assert found["Config"] == "Configuration for now package"
    assert found["Router"] == "Router registers routes to be matched"
    assert found["Now.BeginningOfYear"] == "Beginning of year"


def test_php_s_standard_interface_methods_say_what_they_serve() -> None:
    """dot-access-data's `Data` implements `ArrayAccess`: `offsetGet($key)` read "Return the
    offset get for `key`", `offsetExists` "Return offset exists for `key`"."""
    found = one_liners("src/Data.php", """\
        <?php
        class Data implements \\ArrayAccess
        {
            public function offsetGet($key) { return $this->get($key, null); }
            public function offsetExists($key) { return $this->has($key); }
        }
        """)
    assert found["Data.offsetGet"] == "Get the item at `key` (`$object[$key]`)"
    assert found["Data.offsetExists"] == (
        "Check whether there is an item at `key` (`isset($object[$key])`)")


def test_a_module_function_written_as_a_method_has_no_self_parameter() -> None:
    """structlog's `_native.exception(self, event, *args, **kw)`, set on a class later, read
    "Return the exception for `self` and `event`"."""
    found = summaries("structlog/_native.py", '''\
        def exception(self, event, *args, **kw):
            kw.setdefault("exc_info", True)
            return self.error(event, *args, **kw)
        ''')["exception"]
    assert [p.name for p in found.parameters] == ["event", "*args", "**kw"]


def test_a_one_letter_source_in_a_from_name_is_its_parameter() -> None:
    """diff-lcs' `Change.from_a(arr)` read "Create `Change` from an a"."""
    found = one_liners("lib/diff/lcs/change.rb", """\
        class Change
          def self.from_a(arr)
            new(*arr)
          end
        end
        """)
    assert found["Change.from_a"] == "Create `Change` from `arr`"


def test_a_predicate_tests_its_instance_or_value_wherever_it_stands() -> None:
    """jsonschema's `is_number(checker, instance)` read "Check whether `checker` is a number";
    a `contains(container, item)` still tests its first."""
    found = one_liners("jsonschema/_types.py", '''\
        def is_number(checker, instance):
            return isinstance(instance, numbers.Number)


        def contains(container, item):
            return item in container
        ''')
    assert found["is_number"] == "Check whether `instance` is a number"
    assert found["contains"] == "Check whether `container` contains `item`"


def test_a_function_typed_jsdoc_over_a_made_function_gives_it_a_page() -> None:
    """pluralize's `/** Pluralize a word. @type {Function} */ pluralize.plural =
    replaceWord(irregularSingles, irregularPlurals, pluralRules);`: the library's four main
    calls had no page. A tag alone types a value."""
    found = one_liners("pluralize.js", """\
        function pluralize (word, count) {
          return count === 1 ? pluralize.singular(word) : pluralize.plural(word);
        }

        /**
         * Pluralize a word.
         *
         * @type {Function}
         */
        pluralize.plural = replaceWord(irregularSingles, irregularPlurals, pluralRules);

        /** A table. @type {Object} */
        pluralize.rules = makeRules();

        /** @type {Function} */
        pluralize.handler = wrap(pluralize.plural);
        """)
    assert found == {"pluralize": "Pluralize `word`",
                     "pluralize.plural": "Pluralize a word"}


def test_a_tool_s_annotation_heads_no_step_of_an_outline() -> None:
    """cron-expression's `getRunDate` outline listed "Line 103: @codeCoverageIgnoreStart"."""
    steps = "".join(f"\n        // Step {n} of the run\n" + "".join(
        f"        $x{n}{k} = {k};\n" for k in range(40)) for n in range(3))
    found = summaries("src/Cron/CronExpression.php", (
        "<?php\nclass CronExpression\n{\n    public function getRunDate($date)\n    {\n"
        + steps + "\n        // @codeCoverageIgnoreStart\n        throw new RuntimeException('x');"
        "\n        // @codeCoverageIgnoreEnd\n    }\n}\n"))["CronExpression.getRunDate"]
    outline = found.what_it_does.partition("Outline of the body (lines of the code below):")[2]
    assert outline.strip().split("\n") == [
        "- Line 4: Step 0 of the run", "- Line 46: Step 1 of the run",
        "- Line 88: Step 2 of the run"]


def test_a_tool_s_own_summary_tag_is_the_doc_s_prose() -> None:
    """liquid's 93 tags, filters and objects are documented under `@liquid_summary` and
    `@liquid_description`, the paragraphs indented under the tag; their pages said "its doc
    comment gives no summary"."""
    found = summaries("lib/liquid/standardfilters.rb", """\
        module StandardFilters
          # @liquid_public_docs
          # @liquid_type filter
          # @liquid_summary
          #   Sorts the items in an array in case-insensitive alphabetical order.
          # @liquid_description
          #   > Caution:
          #   > Items are compared as strings.
          #
          #   Numbers sort as text.
          # @liquid_syntax array | sort_natural
          def sort_natural(input, property = nil)
            input.sort
          end
        end
        """)["StandardFilters.sort_natural"]
    assert found.description == "Sort the items in an array in case-insensitive alphabetical order"
    assert found.what_it_does.split("\n\n")[:3] == [
        "Sorts the items in an array in case-insensitive alphabetical order.",
        "> Caution: Items are compared as strings.", "Numbers sort as text."]


def test_a_go_doc_s_indented_lines_stay_preformatted() -> None:
    """gjson's `Result.Value` lists its seven types a tab in: the page ran them as one
    sentence, "bool, for JSON booleans float64, for JSON numbers …"."""
    found = summaries("gjson.go", """\
        package gjson

        // Value returns one of these types:
        //
        //\tbool, for JSON booleans
        //\tfloat64, for JSON numbers
        func (t Result) Value() interface{} {
        \treturn nil
        }
        """)["Result.Value"]
    assert "```\nbool, for JSON booleans\nfloat64, for JSON numbers\n```" in found.what_it_does


def test_a_go_doc_s_indented_lines_right_under_its_text_are_preformatted() -> None:
    """xstrings' `LeftJustify`: "Samples:" then its examples a tab in, no blank line between,
    ran into the prose, `"hello     "` read `"hello "`. `go doc` shows them preformatted."""
    found = summaries("format.go", """\
        package xstrings

        // LeftJustify pads str on its right.
        //
        // Samples:
        //\tLeftJustify("hello", 10, " ")   => "hello     "
        //\tLeftJustify("hello", 4, " ")    => "hello"
        func LeftJustify(str string, length int, pad string) string {
        \treturn str
        }
        """)["LeftJustify"]
    assert found.what_it_does.split("\n\n")[1] == (
        'Samples:\n```\nLeftJustify("hello", 10, " ")   => "hello     "\n'
        'LeftJustify("hello", 4, " ")    => "hello"\n```')


def test_a_setter_accessor_sets() -> None:
    """koa's `set ip(_ip) { this[IP] = _ip; }` read "IP for `_ip`"."""
    found = [summarize(e).description for e in extract_file("lib/request.js", textwrap.dedent("""\
        module.exports = {
          get ip() {
            return this[IP];
          },

          set ip(_ip) {
            this[IP] = _ip;
          },
        };
        """))]
    assert found == ["Return the IP", "Set the IP to `_ip`"]


def test_a_jsdoc_of_tags_only_follows_the_prose_block_above_it() -> None:
    """koa's `Application` constructor: "Initialize a new `Application`." in one block, then a
    block of its `@param`s, a blank line between; the page said "its doc comment gives no
    summary"."""
    found = summaries("lib/application.js", """\
        module.exports = class Application extends Emitter {
          /**
           * Initialize a new `Application`.
           *
           * @api public
           */

          /**
            * @param {object} [options] Application options
            */

          constructor(options) {
            super();
            this.proxy = options.proxy;
          }
        };
        """)["Application.constructor"]
    assert found.description == "Initialize a new `Application`"
    assert [(p.name, p.description) for p in found.parameters] == [
        ("options", "Application options")]


def test_one_liners_of_participles_messages_wrappers_and_ordinals() -> None:
    """email-validator's `escaped(): bool` read "Wrap a call to `lexer->getPrevious`", its
    reasons' `description()` said only "Return the description" of the message they return;
    python-dotenv's `with_warn_for_invalid_lines(mappings)` read "Set the warn for invalid
    lines to `mappings`"; gobwas/glob's `NewLexer(…) *lexer` made a `Lexer` (another type) and
    its `Next() Token` read "Return the next"; liquid's `self.operators` "Implement the `s`
    operator"."""
    php = one_liners("src/Parser/PartParser.php", """\
        <?php
        class PartParser
        {
            protected function escaped() : bool
            {
                $previous = $this->lexer->getPrevious();

                return $previous && $previous['type'] === EmailLexer::S_BACKSLASH;
            }

            public function description() : string
            {
                return 'S_HYPHEN found in domain';
            }
        }
        """)
    assert php["PartParser.escaped"] == "Check whether the `PartParser` is escaped"
    assert php["PartParser.description"] == (
        "Return the description: `'S_HYPHEN found in domain'`")
    python = one_liners("src/dotenv/main.py", '''\
        def with_warn_for_invalid_lines(mappings: Iterator[Binding]) -> Iterator[Binding]:
            for mapping in mappings:
                yield mapping
        ''')
    assert python["with_warn_for_invalid_lines"] == "Wrap `mappings` with warn for invalid lines"
    go = one_liners("syntax/lexer/lexer.go", """\
        package lexer

        func NewLexer(source string) *lexer {
        \treturn &lexer{data: source}
        }

        func (l *lexer) Next() Token {
        \treturn l.tokens.shift()
        }
        """)
    assert go["NewLexer"] == "Create a new `lexer`"
    assert go["lexer.Next"] == "Return the next `Token`"
    made = one_liners("difflib/difflib.go", """\
        package difflib

        func NewMatcher(a, b []string) *SequenceMatcher {
        \tm := SequenceMatcher{autoJunk: true}
        \treturn &m
        }

        func NewMatcherWithJunk(a, b []string, autoJunk bool) *SequenceMatcher {
        \tm := SequenceMatcher{autoJunk: autoJunk}
        \treturn &m
        }
        """)  # go-difflib's read "Create a new `Matcher`", a type it does not have
    assert made["NewMatcher"] == "Create a new `SequenceMatcher`"
    assert made["NewMatcherWithJunk"] == "Create a new `SequenceMatcher` (matcher with junk)"
    ruby = one_liners("lib/liquid/condition.rb", """\
        class Condition
          def self.operators
            @@operators
          end
        end
        """)
    assert ruby["Condition.operators"] == "Return operators"


def test_a_context_manager_is_no_generator_on_its_page() -> None:
    """python-dotenv's `@contextmanager def rewrite(…)` said "It is a generator." under a note
    saying "Context manager"."""
    found = summaries("src/dotenv/main.py", '''\
        @contextmanager
        def rewrite(path, encoding):
            with open(path, encoding=encoding) as source:
                yield source
        ''')["rewrite"]
    assert "generator" not in found.what_it_does


def test_a_tool_s_directive_between_doc_and_function_leaves_the_doc() -> None:
    """debug's `useColors`: its JSDoc, a blank line, `// eslint-disable-next-line complexity`,
    then the function; the page said it has no doc comment."""
    found = one_liners("src/browser.js", """\
        /**
         * Currently only WebKit-based Web Inspectors are known to support "%c".
         */

        // eslint-disable-next-line complexity
        function useColors() {
          return true;
        }
        """)
    assert found["useColors"] == (
        'Currently only WebKit-based Web Inspectors are known to support "%c"')


def test_parameters_documented_under_their_full_names() -> None:
    """ejs's `render(template, d, o)` documents `data` and `opts`: both lost their text."""
    found = summaries("lib/ejs.js", """\
        /**
         * Render the given `template` of ejs.
         *
         * @param {String}   template EJS template
         * @param {Object}  [data={}] template data
         * @param {Options} [opts={}] compilation and rendering options
         */
        exports.render = function (template, d, o) {
          return handleCache(o, template)(d);
        };
        """)["render"]
    assert [(p.name, p.description) for p in found.parameters] == [
        ("template", "EJS template"), ("d", "Template data. Defaults to `{}`."),
        ("o", "Compilation and rendering options. Defaults to `{}`.")]


def test_a_go_type_lists_all_its_constants_when_one_has_a_comment() -> None:
    """httprouter's `nodeType` listed `static` (commented "default") alone of its four."""
    found = summaries("tree.go", """\
        package httprouter

        type nodeType uint8

        const (
        \tstatic nodeType = iota // default
        \troot
        \tparam
        \tcatchAll
        )
        """)["nodeType"]
    assert "Constants:\n\n- `static` — default\n- `root`\n- `param`\n- `catchAll`" in (
        found.what_it_does)


def test_one_liners_of_rust_index_and_placing_methods() -> None:
    """slab's `impl Index<usize> for Slab` read "Index `key`"; tomlkit's `_insert_at(idx, key,
    item)` "Insert at `idx`" and `_parse_escaped_char(multiline)` "Parse `multiline` as an
    escaped char"."""
    rust = one_liners("src/lib.rs", """\
        pub struct Slab<T> { entries: Vec<T> }
        impl<T> ops::Index<usize> for Slab<T> {
            type Output = T;
            fn index(&self, key: usize) -> &T { &self.entries[key] }
        }
        """)
    assert rust["Slab.index"] == "Get the item at `key`, as `x[…]` does"
    python = one_liners("tomlkit/container.py", '''\
        class Container:
            def _insert_at(self, idx, key, item):
                self._body.insert(idx, (key, item))

            def _insert_after(self, key, other_key, item):
                self._body.append((other_key, item))

            def _parse_escaped_char(self, multiline):
                return self._peek(multiline)
        ''')
    assert python["Container._insert_at"] == "Insert `key` and `item` at `idx`"
    assert python["Container._insert_after"] == "Insert `other_key` and `item` after `key`"
    assert python["Container._parse_escaped_char"] == "Parse the escaped char"


def test_a_ruby_attribute_is_no_empty_body() -> None:
    """highline's `attr_reader :wrap_at` said "Its body is empty: a stub, a hook or an
    abstract method."."""
    found = summaries("lib/highline.rb", """\
        class HighLine
          # @return [Integer] the current column setting for wrapping output.
          attr_reader :wrap_at
        end
        """)["HighLine.wrap_at"]
    assert "empty" not in found.what_it_does


def test_a_sentence_opening_with_given_keeps_its_main_clause() -> None:
    """guzzle's `Each::of`: "Given an iterator that yields promises or values, returns a
    promise that …" read "Given an iterator that yields promises or values"."""
    found = one_liners("src/Each.php", """\
        <?php
        final class Each
        {
            /**
             * Given an iterator that yields promises or values, returns a promise that
             * is fulfilled with a null value when the iterator has been consumed or
             * the aggregate promise has been fulfilled or rejected.
             */
            public static function of($iterable)
            {
                return new EachPromise($iterable);
            }
        }
        """)
    assert found["Each.of"].startswith(
        "Given an iterator that yields promises or values, returns a promise")


def test_a_fluent_property_sets_and_returns_its_object() -> None:
    """schedule's `Job.seconds` (`self.unit = "seconds"; return self`) read "Return the
    seconds"."""
    found = one_liners("schedule/__init__.py", '''\
        class Job:
            @property
            def seconds(self):
                self.unit = "seconds"
                return self
        ''')
    assert found["Job.seconds"] == "Set `self.unit` and return the `Job`, for chaining"


def test_a_method_returning_a_changed_copy_of_its_object_sets_nothing() -> None:
    """symfony/string's immutable strings: `repeat(int $multiplier): static` (`$str = clone
    $this; …; return $str;`) read "Set the repeat to `multiplier`", `title(bool $allWords)`
    "Set the title to `allWords`"; a builder's setter that returns `$this` still sets."""
    found = one_liners("AbstractString.php", """\
        <?php
        abstract class AbstractString
        {
            public function repeat(int $multiplier): static
            {
                $str = clone $this;
                $str->string = str_repeat($this->string, $multiplier);
                return $str;
            }

            public function title(bool $allWords = false): static
            {
                return new static(ucfirst($this->string));
            }

            public function separator(string $separator): static
            {
                $this->separator = $separator;
                return $this;
            }
        }
        """)
    assert not found["AbstractString.repeat"].startswith("Set")
    assert not found["AbstractString.title"].startswith("Set")
    assert found["AbstractString.separator"] == "Set the separator to `separator`"


def test_a_named_callback_s_signature_is_its_own() -> None:
    """morgan's `morgan.token('date', function getDateToken (req, res, format) {…})` showed
    the call's opening as the signature."""
    found = extract_file("index.js", textwrap.dedent("""\
        morgan.token('date', function getDateToken (req, res, format) {
          return new Date()
        })
        """))
    assert [e.signature for e in found] == ["function getDateToken (req, res, format)"]


def test_a_typing_construct_is_no_named_return() -> None:
    """tinydb's `LRUCache.get(key, default=None) -> Optional[Union[V, D]]` read "Get the
    `Union` for `key`, or `default`"."""
    found = one_liners("tinydb/utils.py", '''\
        class LRUCache:
            def get(self, key: K, default: Optional[D] = None) -> Optional[Union[V, D]]:
                value = self.cache.get(key)
                return value if value is not None else default
        ''')
    assert found["LRUCache.get"] == "Get the value for `key`, or `default`"


def test_a_class_a_closure_declares_for_an_assignment_has_pages() -> None:
    """node-cache (CoffeeScript's output): `module.exports = NodeCache = (function() { class
    NodeCache … return NodeCache; }).call(this)` inside another closure; its class and 25
    methods had no page."""
    found = one_liners("lib/node_cache.js", """\
        (function() {
          var NodeCache;
          module.exports = NodeCache = (function() {
            class NodeCache extends EventEmitter {
              // get a cached key and change the stats
              get(key) {
                return this.data[key];
              }
            };
            return NodeCache;
          }).call(this);
        }).call(this);
        """)
    assert found == {"NodeCache": "Node cache (extends `EventEmitter`)",
                     "NodeCache.get": "Get a cached key and change the stats"}


def test_one_liners_of_yard_flags_callables_and_parsers() -> None:
    """hashdiff's `# @private` over `# Used to compare arrays using the lcs algorithm` lost
    that line to the tag, and its `self.call(obj1, obj2, opts)` read "Call `obj1`"; mistune's
    `parse_url_link(inline, m, state)` read "Parse `inline` as a URL link"."""
    ruby = one_liners("lib/hashdiff/lcs_compare_arrays.rb", """\
        module Hashdiff
          # @private
          # Used to compare arrays using the lcs algorithm
          class LcsCompareArrays
            def self.call(obj1, obj2, opts = {})
              new(obj1, obj2, opts).run
            end
          end
        end
        """)
    assert ruby["Hashdiff.LcsCompareArrays"] == "Compare arrays using the lcs algorithm"
    assert ruby["Hashdiff.LcsCompareArrays.call"] == (
        "Call the `LcsCompareArrays` like a function with `obj1`, `obj2` and `opts`")
    python = one_liners("mistune/plugins/url.py", '''\
        def parse_url_link(inline, m, state):
            return m.end()
        ''')
    assert python["parse_url_link"] == "Parse `m` as a URL link"


def test_a_property_notes_what_setting_it_does() -> None:
    """filelock's `timeout` setter, "Change the default timeout value.", was in its code
    alone; an int default reads as written (`mode: int = 0o644` read "Defaults to `420`")."""
    found = summaries("filelock/_api.py", '''\
        class BaseFileLock:
            def __init__(self, lock_file: str, mode: int = 0o644) -> None:
                self._mode = mode

            @property
            def timeout(self) -> float:
                """:return: the default timeout value, in seconds"""
                return self._context.timeout

            @timeout.setter
            def timeout(self, value: float) -> None:
                """
                Change the default timeout value.

                :param value: the new value, in seconds
                """
                self._context.timeout = float(value)
        ''')
    timeout = found["BaseFileLock.timeout"]
    assert timeout.description == "Return the default timeout value, in seconds"
    assert "Setting it: Change the default timeout value." in timeout.notes
    assert [(p.name, p.description) for p in found["BaseFileLock.__init__"].parameters][1] == (
        "mode", "Defaults to `0o644`.")


def test_html_in_an_indented_example_stays_code() -> None:
    """mistune's `footnotes`: the HTML its `.. code-block:: html` example converts to was read
    as the doc's own markup, its `<li>` a bare list bullet."""
    found = summaries("mistune/plugins/footnotes.py", '''\
        def footnotes(md):
            """A mistune plugin to support footnotes.

            It will be converted into HTML:

            .. code-block:: html

                <p>Some text.</p>
                <ol>
                <li id="fn-1"><p>The note.</p></li>
                </ol>
            """
            md.use(md)
        ''')["footnotes"]
    assert found.what_it_does.endswith(
        '```\n<p>Some text.</p>\n<ol>\n<li id="fn-1"><p>The note.</p></li>\n</ol>\n```')


def test_a_rest_field_may_name_its_parameter_before_the_type() -> None:
    """python-slugify's `:param separator (str): separator between words`: all 13 parameters
    lost their text ("Defaults to `DEFAULT_SEPARATOR`." alone)."""
    found = summaries("slugify/slugify.py", '''\
        def slugify(text, separator=DEFAULT_SEPARATOR):
            """
            Make a slug from the given text.
            :param text (str): initial text
            :param separator (str): separator between words
            """
            return text
        ''')["slugify"]
    assert [(p.name, p.type, p.description) for p in found.parameters] == [
        ("text", "str", "Initial text"),
        ("separator", "str", "Separator between words. Defaults to `DEFAULT_SEPARATOR`.")]


def test_an_undocumented_error_class_says_its_message() -> None:
    """dacite's `MissingValueError` read "Missing value error (extends `DaciteFieldError`)":
    what it means is in its `__str__` (or the text its constructor hands its base), its values
    left out; an error class without a message of words says none."""
    found = one_liners("dacite/exceptions.py", """\
        class MissingValueError(DaciteFieldError):
            def __str__(self) -> str:
                return f'missing value for field "{self.field_path}"'


        class ForwardReferenceError(DaciteError):
            def __init__(self, message):
                super().__init__(f"can not resolve forward reference: {message}")


        class CodeError(DaciteError):
            def __str__(self) -> str:
                return f"{self.code}"
        """)
    assert found["MissingValueError"] == (
        'Missing value error (extends `DaciteFieldError`): "missing value for field …"')
    assert found["ForwardReferenceError"] == (
        'Forward reference error (extends `DaciteError`): "can not resolve forward reference: …"')
    assert found["CodeError"] == "Code error (extends `DaciteError`)"


def test_a_function_named_as_an_agent_does_what_it_is_named_for() -> None:
    """flatten-dict's `dot_reducer(k1, k2)` and `path_splitter(flat_key)` are the reducer and
    the splitter `flatten` is handed: they read "Return the dot reducer for `k1` and `k2`". One
    that makes its agent (`return JSONParser(…)`, a nested `def`) is none."""
    found = one_liners("flatten_dict/reducers.py", """\
        def dot_reducer(k1, k2):
            if k1 is None:
                return k2
            return f"{k1}.{k2}"


        def path_splitter(flat_key):
            return PurePath(flat_key).parts


        def json_parser(options):
            return JSONParser(options)


        def dash_reducer(sep):
            def f(k1, k2):
                return k1 + sep + k2
            return f


        def force_correct_text_reader(text_reader, encoding):
            return _make_text_stream(text_reader, encoding)
        """)
    assert found["dot_reducer"] == "Reduce `k1` and `k2` (the dot reducer)"
    assert found["path_splitter"] == "Split `flat_key` (the path splitter)"
    assert not found["json_parser"].startswith("Parse")
    assert not found["dash_reducer"].startswith("Reduce")
    assert not found["force_correct_text_reader"].startswith("Read")  # click's, a wrapper


def test_round_sixty_one_equal_a_second_verb_and_an_aside() -> None:
    """fast-deep-equal's `equal(a, b)` read "Return the equal for `a` and `b`"; columnize's
    "widthsFromLines examines a list of strings and determines how wide each column should
    be" kept "determines"; its "stringFormat, given a set of column widths …, returns a
    sprintf-style format string" was cut inside its aside, no verb left."""
    found = one_liners("columnize.go", """\
        package columnize

        // widthsFromLines examines a list of strings and determines how wide each
        // column should be.
        func widthsFromLines(lines []string) []int {
        \treturn nil
        }

        // stringFormat, given a set of column widths, returns a format string.
        func stringFormat(widths []int) string {
        \treturn ""
        }
        """)
    assert found["widthsFromLines"] == (
        "Examine a list of strings and determine how wide each column should be")
    assert found["stringFormat"] == "Return a format string"
    equal = one_liners("index.js", """\
        module.exports = function equal(a, b) {
          if (a === b) return true;
          return a !== a && b !== b;
        };
        function deepEqual(x, y) { return equal(x, y); }
        """)
    assert equal == {"equal": "Check whether `a` and `b` are equal",
                     "deepEqual": "Check whether `x` and `y` are deeply equal"}


def test_a_rust_tuple_struct_made_is_no_call_wrapped() -> None:
    """bytesize's `pub const fn b(size: u64) -> ByteSize { ByteSize(size) }` read "Wrap a call
    to `ByteSize`": a tuple struct made, not a function called."""
    assert one_liners("src/lib.rs", """\
        pub struct ByteSize(pub u64);

        impl ByteSize {
            pub const fn b(size: u64) -> ByteSize {
                ByteSize(size)
            }
        }
        """)["ByteSize.b"] == "Make a `ByteSize` from `size`"


def test_a_stub_s_doc_is_not_its_override_s_and_a_conversion_is_no_call() -> None:
    """commander's `Context#decorate_binding` ("No-op, override in subclasses") gave its doc to
    `ProgramContext`'s, which does the work; jsonparser's `h2I(c byte) int` (`return int(c -
    '0')` in a switch) read "Wrap a call to `int`"."""
    ruby = one_liners("lib/commander/help_formatters.rb", """\
        class Context
          # No-op, override in subclasses.
          def decorate_binding(bind)
          end
        end

        class ProgramContext < Context
          def decorate_binding(bind)
            bind.eval("max_command_length = 1")
          end
        end
        """)
    assert ruby["ProgramContext.decorate_binding"] == "Decorate the binding `bind`"
    go = one_liners("escape.go", """\
        package jsonparser

        func h2I(c byte) int {
        \tswitch {
        \tcase c >= '0' && c <= '9':
        \t\treturn int(c - '0')
        \t}
        \treturn badHex
        }
        """)
    assert go["h2I"] == "`h2I` function"


def test_banners_titles_and_commented_code_are_no_docs() -> None:
    """prettytable's boxed `# ATTRIBUTE MANAGEMENT #` over `rows` was its one-liner and its
    class's, inflect's `# @profile` over `_plnoun` too; iconv-lite's `// Public API.` over
    `iconv.encode` and `// Streaming API` over `enableStreamingAPI` likewise, while the
    comment over its `exports._sbcs = SBCSCodec;`, a blank line between, was on no page; an
    empty enum in a Rust function (once_cell's `enum Void {}`) listed on its module."""
    python = one_liners("src/prettytable/prettytable.py", '''\
        class PrettyTable:
            ##############################
            # ATTRIBUTE MANAGEMENT       #
            ##############################
            @property
            def rows(self):
                return self._rows[:]

            # @profile
            def _plnoun(self, word):
                return word + "s"
        ''')
    assert python == {"PrettyTable": "Pretty table", "PrettyTable.rows": "Return rows",
                      "PrettyTable._plnoun": "Return the plnoun for `word`"}
    javascript = one_liners("lib/index.js", """\
        // Public API.
        iconv.encode = function encode(str, encoding, options) {
            return iconv.getEncoder(encoding, options).write(str);
        }

        // Single-byte codec. Needs a 'chars' string parameter that contains 256 or 128
        // chars that correspond to encoded bytes.

        exports._sbcs = SBCSCodec;
        function SBCSCodec(codecOptions, iconv) {
            this.chars = codecOptions.chars;
        }
        """)
    assert javascript["iconv.encode"] == "Encode `str`"
    assert javascript["SBCSCodec"] == "Single-byte codec"
    rust = one_liners("src/lib.rs", """\
        pub struct OnceCell<T> { inner: Option<T> }
        impl<T> OnceCell<T> {
            pub fn get_or_init<F: FnOnce() -> T>(&self, f: F) -> &T {
                enum Void {}
                self.get_or_try_init(|| Ok::<T, Void>(f())).unwrap()
            }
        }
        """)
    assert sorted(rust) == ["OnceCell", "OnceCell.get_or_init"]


def test_a_kind_test_and_a_deprecated_member_read_right() -> None:
    """doctrine/lexer's `Token::isA(...$types)` read "Check whether `types` is a", and its
    `offsetGet`, "@deprecated Use the value, type or position property instead", was listed as
    if it worked."""
    found = summaries("src/Token.php", """\
        <?php
        final class Token implements ArrayAccess
        {
            /** @param T ...$types */
            public function isA(...$types): bool
            {
                return in_array($this->type, $types, true);
            }

            /**
             * @deprecated Use the value, type or position property instead
             */
            public function offsetGet($offset)
            {
                return $this->$offset;
            }
        }
        """)
    assert found["Token.isA"].description == "Check whether the `Token` is of `types`"
    entities = extract_file("src/Token.php", textwrap.dedent("""\
        <?php
        final class Token implements ArrayAccess
        {
            /**
             * @deprecated Use the value, type or position property instead
             */
            public function offsetGet($offset)
            {
                return $this->$offset;
            }
        }
        """))
    token = summarize(entities[0], members=tuple(entities[1:])).what_it_does
    assert "- `offsetGet(offset)` — Get the item at `offset` (`$object[$key]`) (deprecated)" in (
        token)


def test_epydoc_parameters_keep_their_text_and_type() -> None:
    """parsedatetime documents its parameters `@param wd: day-of-week value…` with `@type
    wd: integer`: none of its 99 parameters kept its text (the name read `wd:`)."""
    found = summaries("parsedatetime/__init__.py", '''\
        def _CalculateDOWDelta(wd, offset):
            """
            Determine what day-of-week value is to be returned.

            @type  wd:     integer
            @param wd:     day-of-week value for the current day
            @param offset: offset direction for any modifiers (-1, 0, 1)
            """
            return wd + offset
        ''')["_CalculateDOWDelta"]
    assert [(p.name, p.type, p.description) for p in found.parameters] == [
        ("wd", "integer", "Day-of-week value for the current day"),
        ("offset", "", "Offset direction for any modifiers (-1, 0, 1)")]


def test_an_epydoc_raise_names_its_type_once() -> None:
    """isodate's `parse_date` documents `@raise ISO8601Error: if this function can not parse
    the datestring`: its notes read "Raises: ISO8601Error: if …" and, from its code, "Raises
    `ISO8601Error`" again."""
    found = summaries("isodate/isodates.py", '''\
        def parse_date(datestring):
            """Parse an ISO 8601 date string into a datetime.date object.

            @raise ISO8601Error: if this function can not parse the datestring
            @raise ValueError: if datestring can not be represented by datetime.date
            """
            if not datestring:
                raise ISO8601Error("Unrecognised ISO 8601 date format")
            return datestring
        ''')["parse_date"]
    assert list(found.notes) == [
        "Raises `ISO8601Error`: if this function can not parse the datestring",
        "Raises `ValueError`: if datestring can not be represented by datetime.date"]


def test_a_yard_type_in_nested_brackets_is_one_type() -> None:
    """pastel documents `@param [Array[Symbol]] colors` and `@return [Array[String]] ANSI
    escape codes`: its pages read "`Array[String` — ] ANSI escape codes", and its splat
    parameters lost their type and text."""
    found = summaries("lib/pastel/color.rb", """\
        module Pastel
          class Color
            # Find the escape codes for the colors
            #
            # @param [Array[Symbol]] colors
            #   the color names
            #
            # @return [Array[Hash[Symbol,String]]]
            #   ANSI escape codes
            def code(*colors)
              colors
            end
          end
        end
        """)["Pastel.Color.code"]
    assert [(p.name, p.type, p.description) for p in found.parameters] == [
        ("*colors", "Array[Symbol]", "The color names")]
    assert found.returns == "`Array[Hash[Symbol,String]]` — ANSI escape codes"


def test_a_rust_module_lists_no_variants_of_an_enum_it_holds() -> None:
    """humansize's `mod file_size_opts` holds `pub enum Kilo { Decimal, Binary }`: the module's
    page listed "Variants: `Decimal`, `Binary`" as its own; the enum's page still does."""
    found = summaries("src/lib.rs", """\
        pub mod file_size_opts {
            //! Describes the struct that holds the options.

            #[derive(Debug, PartialEq, Copy, Clone)]
            /// Holds the standard to use when displaying the size.
            pub enum Kilo {
                /// The decimal scale and units
                Decimal,
                /// The binary scale and units
                Binary,
            }
        }
        """)
    assert "Variants:" not in found["file_size_opts"].what_it_does
    assert "Variants:\n\n- `Decimal` — The decimal scale and units" in found[
        "file_size_opts.Kilo"].what_it_does


def test_an_unnamed_export_of_an_index_file_is_read_from_its_body() -> None:
    """minimist's `index.js` is `module.exports = function (args, opts) { … return argv; }`:
    named for its file, it read "Index `args`", as if it indexed something; one named for
    another file keeps its name's words."""
    assert one_liners("index.js", """\
        module.exports = function (args, opts) {
          var argv = { _: [] };
          return argv;
        };
        """) == {"index": "Return `argv`"}
    assert one_liners("lib/parse.js", """\
        module.exports = function (text) {
          return text.split(",");
        };
        """) == {"parse": "Parse `text`"}


def test_a_mapping_s_setdefault_and_a_copied_file_s_name_say_what_they_are() -> None:
    """addict's `Dict.setdefault(key, default=None)` read "Set the default `key` to
    `default`", though it returns the value at `key`; mergo's `isEmptyValue` read "From
    src/pkg/encoding/json/encode.go.", the file its code was copied from."""
    assert one_liners("addict/addict.py", """\
        class Dict(dict):
            def setdefault(self, key, default=None):
                if key not in self:
                    self[key] = default
                return self[key]
        """)["Dict.setdefault"] == (
        "Return the value at `key`, first set to `default` when it is missing")
    assert one_liners("mergo.go", """\
        package mergo

        // From src/pkg/encoding/json/encode.go.
        func isEmptyValue(v reflect.Value) bool {
        \treturn v.Len() == 0
        }
        """) == {"isEmptyValue": "Check whether `v` is an empty value"}


def test_startswith_and_endswith_are_read_as_python_s_string_methods() -> None:
    """glom's `Path.startswith(other)` read "Start the swith `other`"."""
    assert one_liners("glom/core.py", """\
        class Path(object):
            def startswith(self, other):
                return self.values()[:len(other)] == other

            def endswith(self, other):
                return self.values()[-len(other):] == other
        """) == {"Path": "`Path` class (extends `object`)",
                 "Path.startswith": "Check whether the `Path` starts with `other`",
                 "Path.endswith": "Check whether the `Path` ends with `other`"}


def test_a_google_returns_sentence_alone_is_the_one_liner() -> None:
    """furl's `Path.isdir` documents itself with one section, "Returns: True if the path ends
    on a directory, False otherwise.": it was listed "Return the isdir"."""
    found = one_liners("furl/furl.py", '''\
        class Path:
            @property
            def isdir(self):
                """
                Returns: True if the path ends on a directory, False
                otherwise. If True, the last segment is ''.
                """
                return self.segments == []

            def segments_of(self, path):
                """
                Returns: The list of path segments from the path string <path>.
                """
                return path.split("/")

            def pairs(self):
                """
                Returns:
                    list of (key, value) tuples.
                """
                return list(self.items())
        ''')
    assert found["Path.isdir"] == "Check whether the path ends on a directory"
    assert found["Path.segments_of"] == (
        "Return the list of path segments from the path string <path>")
    assert found["Path.pairs"] == "Return pairs"


def test_a_with_method_that_changes_a_copy_returns_it() -> None:
    """PSR-7 messages are immutable: guzzle's `withStatus($code, $reasonPhrase)` clones the
    response and returns the clone, and read "Set the status to `code` and `reasonPhrase`";
    `withAddedHeader` read "Set the added header…" and `withoutHeader` "Return the without
    header for `header`"."""
    found = one_liners("src/Response.php", """\
        <?php
        class Response
        {
            public function withStatus($code, $reasonPhrase = '')
            {
                $new = clone $this;
                $new->statusCode = (int) $code;
                $new->reasonPhrase = (string) $reasonPhrase;
                return $new;
            }

            public function withoutHeader($header)
            {
                $new = clone $this;
                unset($new->headers[$header]);
                return $new;
            }
        }
        """)
    assert found["Response.withStatus"] == (
        "Return a copy with the status `code` and `reasonPhrase`")
    assert found["Response.withoutHeader"] == "Return a copy without the header `header`"


def test_a_property_without_a_doc_takes_its_setters() -> None:
    """furl's `port` documents only its setter: "The port value can be 1-65535 or None…"; the
    property's page read "Return the port", its setter's doc on no page."""
    port = summaries("furl/furl.py", '''\
        class furl:
            @property
            def port(self):
                return self._port or DEFAULT_PORTS.get(self.scheme)

            @port.setter
            def port(self, port):
                """
                The port value can be 1-65535 or None, meaning no port specified.

                Raises: ValueError on invalid port.
                """
                self._port = int(port)
        ''')["furl.port"]
    assert port.description == "The port value can be 1-65535 or None, meaning no port specified"
    assert port.what_it_does == (
        "The port value can be 1-65535 or None, meaning no port specified.")


def test_an_instance_converted_with_options_is_what_is_converted() -> None:
    """furl's `tostr(self, query_delimiter='&', query_quote_plus=True)` serialises the whole
    URL: it read "Convert `query_delimiter` to a string". A parameter without a default is
    still what is converted."""
    found = one_liners("furl/furl.py", '''\
        class furl:
            def tostr(self, query_delimiter='&', query_quote_plus=True):
                return urlunsplit(self._parts(query_delimiter, query_quote_plus))

            def to_bytes(self, text):
                return text.encode()
        ''')
    assert found["furl.tostr"] == "Convert the `furl` to a string"
    assert found["furl.to_bytes"] == "Convert `text` to bytes"
    # tinycolor's `toHexString(allow3Char)` read "Convert `allow3Char` to hex string": a
    # parameter named as a switch is an option too
    switched = one_liners("tinycolor.js", """\
        tinycolor.prototype = {
          toHexString: function toHexString(allow3Char) {
            return "#" + this.toHex(allow3Char);
          },
        };
        """)
    assert switched["tinycolor.toHexString"] == "Convert the `tinycolor` to hex string"


def test_same_as_another_keeps_how_it_differs() -> None:
    """rubyzip's `add_buffer`: "Same as #open. But outputs data to a buffer instead of a
    file" was listed "Same as #open", which says nothing of the buffer."""
    found = one_liners("lib/zip/file.rb", """\
        module Zip
          class File
            # Same as #open. But outputs data to a buffer instead of a file
            def self.add_buffer
            end

            # Same as #open. Use it in tests.
            def self.open_quietly
            end
          end
        end
        """)
    assert found["Zip.File.add_buffer"] == (
        "Same as #open, but outputs data to a buffer instead of a file")
    assert found["Zip.File.open_quietly"] == "Same as #open"


def test_a_grammar_in_a_doc_is_code_not_its_summary() -> None:
    """guzzle's `assertValue` documents the RFC 7230 productions it checks: its one-liner was
    the six run together, "Field-value = field-content = field-vchar [ 1( SP / HTAB )…"."""
    found = summaries("src/MessageTrait.php", """\
        <?php
        trait MessageTrait
        {
            /**
             * @see https://tools.ietf.org/html/rfc7230#section-3.2
             *
             * field-value    = *( field-content / obs-fold )
             * field-vchar    = VCHAR / obs-text
             */
            private function assertValue(string $value): void
            {
                if (!preg_match('/^[\\x20\\x09\\x21-\\x7E\\x80-\\xFF]*$/D', $value)) {
                    throw new \\InvalidArgumentException('bad');
                }
            }
        }
        """)["MessageTrait.assertValue"]
    assert found.description == "Assert `value`"
    assert found.what_it_does.endswith(
        "\n\n```\nfield-value    = *( field-content / obs-fold )\n"
        "field-vchar    = VCHAR / obs-text\n```")


def test_a_table_in_a_doc_is_kept_in_its_columns_and_is_no_summary() -> None:
    """isodate's `strftime` doc is a table of its directives: its one-liner was the header and
    first row run together ("Directive Meaning Notes %d Day of the month…"), and its page ran
    the table as one paragraph, as it did `parse_date`'s twelve formats under a line of prose.
    Prose with two spaces after a sentence, or after a label, is still prose, and a list a
    list (click's `-   :meth:` items)."""
    found = summaries("isodate/isostrf.py", '''\
        def strftime(tdt, format, yeardigits=4):
            """Directive    Meaning    Notes
            %d    Day of the month as a decimal number [01,31].
            %f    Microsecond as a decimal number [0,999999], zero-padded
                  on the left (1)
            %H    Hour (24-hour clock) as a decimal number [00,23].
            """
            return tdt


        def parse_date(datestring):
            """Parse an ISO 8601 date string into a datetime.date object.

            supported formats: (expanded formats are shown with 6 digits for year)
              YYYYMMDD    +-YYYYYYMMDD      basic complete date
              YYYY-MM-DD  +-YYYYYY-MM-DD    extended complete date
              YYYY        +-YYYYYY          incomplete year date
            """
            return datestring


        def parse_time(timestring):
            """Parse a time.  It takes the string.  Then it reads
            the hours.  And the minutes,  if any.

            -   Hours come first.
            -   Then the minutes.
            -   Then the seconds.
            """
            return timestring
        ''')
    assert found["strftime"].description != "" and "Directive" not in found["strftime"].description
    assert found["strftime"].what_it_does.split("\n\n", 2)[2].startswith(
        "```\nDirective    Meaning    Notes\n%d    Day of the month as a decimal number"
        " [01,31].\n%f    Microsecond as a decimal number [0,999999], zero-padded\n"
        "      on the left (1)\n%H    Hour")
    assert found["parse_date"].description == (
        "Parse an ISO 8601 date string into a datetime.date object")
    assert ("supported formats: (expanded formats are shown with 6 digits for year)\n```\n"
            "YYYYMMDD    +-YYYYYYMMDD      basic complete date\n") in found[
        "parse_date"].what_it_does
    assert found["parse_time"].what_it_does.startswith(
        "Parse a time. It takes the string. Then it reads the hours. And the minutes, if any."
        "\n\n- Hours come first.\n- Then the minutes.\n")


def test_a_comment_s_lines_without_stops_are_not_run_together() -> None:
    """tablewriter's comments end their lines with no stop: `NewCSV` read "Start A new table
    by importing from a CSV file Takes io.Writer and csv File name", `NewWriter` "Start New
    Table Take io.Writer Directly" and `SetBorder` "Set Table Border" (its title), where its
    sentence says what it does. A type's name in capitals goes on with its sentence."""
    found = one_liners("table.go", """\
        package tablewriter

        // Start A new table by importing from a CSV file
        // Takes io.Writer and csv File name
        func NewCSV(writer io.Writer, fileName string) *Table {
        \treturn nil
        }

        // Start New Table
        // Take io.Writer Directly
        func NewWriter(writer io.Writer) *Table {
        \treturn nil
        }

        // Set Table Border
        // This would enable / disable line around the table
        func SetBorder(border bool) {
        }

        // Buffer the values, using a factory function of closing
        // Observables to determine when to close the buffer.
        func BufferWhen(f func()) {
        }
        """)
    assert found == {
        "NewCSV": "Start A new table by importing from a CSV file",
        "NewWriter": "Take io.Writer Directly",
        "SetBorder": "This would enable / disable line around the table",
        "BufferWhen": ("Buffer the values, using a factory function of closing Observables to "
                       "determine when to close the buffer")}


def test_a_rust_from_names_the_types_it_converts_between() -> None:
    """camino's twelve `From` impls into `Arc`, `Rc` and `Box` each read "Convert `path` into
    an `Arc`": four pages of one symbol, `Arc.from`, said the same of different conversions."""
    found = [one_liners("src/lib.rs", text)["Arc.from"] for text in (
        """\
        impl From<&'_ Utf8Path> for Arc<Utf8Path> {
            fn from(path: &Utf8Path) -> Arc<Utf8Path> {
                Arc::from(path.as_str())
            }
        }
        """, """\
        impl<'a> From<Utf8PathBuf> for Arc<Path> {
            fn from(path: Utf8PathBuf) -> Arc<Path> {
                Arc::from(path.into_std_path_buf())
            }
        }
        """)]
    assert found == ["Convert `path` (`&Utf8Path`) into an `Arc<Utf8Path>`",
                     "Convert `path` (`Utf8PathBuf`) into an `Arc<Path>`"]
    # crossbeam-channel's `impl Into<usize> for Selected` read "Return a value into"
    assert one_liners("src/select.rs", """\
        impl Into<usize> for Selected {
            fn into(self) -> usize {
                match self { Selected::Waiting => 0, _ => 1 }
            }
        }
        """)["Selected.into"] == "Convert the `Selected` into `usize`"


def test_a_method_named_as_a_file_call_says_what_the_call_does() -> None:
    """rubyzip's `ZipFsDir.mkdir(entry_name, permissions)` and `ZipFsFile.chmod(mode,
    *filenames)` read "Return the mkdir for `entry_name` and `permissions`" and "Return the
    chmod for `mode` and `filenames`"."""
    found = one_liners("lib/zip/filesystem.rb", """\
        module Zip
          class ZipFsDir
            def mkdir(entry_name, permissions = 0o755)
              @mapped_zip.mkdir(entry_name, permissions)
            end

            def pwd
              @mapped_zip.pwd
            end
          end

          class ZipFsFile
            def chmod(mode, *filenames)
              filenames.each { |filename| get_entry(filename).unix_perms = mode }
            end
          end
        end
        """)
    assert found["Zip.ZipFsDir.mkdir"] == "Make a directory (`entry_name` and `permissions`)"
    assert found["Zip.ZipFsDir.pwd"] == "Return the current working directory"
    assert found["Zip.ZipFsFile.chmod"] == (
        "Change the permissions (mode) of files (`mode` and `filenames`)")


def test_what_a_nested_function_sets_on_its_this_is_not_set_by_the_outer() -> None:
    """nunjucks' `installCompat` replaces `Parser.prototype.parseAggregate` with a function
    that sets `this.peeked`: its page said `installCompat` "sets `this.peeked`". An arrow's
    `this` is the outer function's."""
    found = summaries("src/jinja-compat.js", """\
        function installCompat() {
          var orig = Parser.prototype.parseAggregate;
          Parser.prototype.parseAggregate = function parseAggregate() {
            this.peeked = null;
            return orig.call(this);
          };
          later(() => { this.ready = true; });
          this.installed = true;
        }
        """)["installCompat"]
    assert found.what_it_does.endswith("It sets `this.ready` and `this.installed`.")


def test_a_check_of_a_state_says_what_is_in_it() -> None:
    """nunjucks' `ensureDefined(val, lineno, colno)` throws when `val` is null or undefined:
    it read "Ensure the defined with `val`, `lineno` and `colno`"."""
    found = one_liners("src/runtime.js", """\
        function ensureDefined(val, lineno, colno) {
          if (val === null || val === undefined) {
            throw new TemplateError('attempted to output null or undefined value', lineno, colno);
          }
          return val;
        }
        function assertNotNull(value) {
          if (value == null) { throw new Error('null'); }
        }
        function requireOpen(stream) {
          if (!stream.open) { throw new Error('closed'); }
        }
        """)
    assert found["ensureDefined"] == "Ensure `val` is defined"
    assert found["assertNotNull"] == "Assert `value` is not null"
    assert found["requireOpen"] == "Require `stream` to be open"


def test_run_together_names_of_a_short_object_split() -> None:
    """furl's `asdict()` and `isdir` read "Return the asdict" and "Return the isdir"."""
    found = one_liners("furl/furl.py", '''\
        class Path:
            def asdict(self):
                return {'segments': self.segments}

            def isdir(self):
                return self.segments[-1] == ''

            def island(self):
                return self.land
        ''')
    assert found["Path.asdict"] == "Return as a dict"
    assert found["Path.isdir"] == "Check whether the `Path` is a dir"
    assert found["Path.island"] == "Return the island"


def test_round_seventeen_names_read_as_what_they_do() -> None:
    """pathvalidate's `_is_linux(self, include_universal=False)` read "Check whether
    `include_universal` is linux" (an option of the test, not its subject), and
    `replace_ansi_escape(text, replacement_text)` "Replace the ANSI escape with `text` and
    `replacement_text`"; cachelib's `get_many(*keys)` "Get the many for `keys`" and
    `set_many(mapping, timeout)` "Set the many `mapping` to `timeout`"; masterminds/html5's
    `unsetTraverser()` "Return the unset traverser"."""
    found = one_liners("pathvalidate/_base.py", '''\
        class BaseFile:
            def _is_linux(self, include_universal=False):
                return self.platform == Platform.LINUX

            def is_member(self, item):
                return item in self.items

            def get_many(self, *keys):
                return [self.get(k) for k in keys]

            def set_many(self, mapping, timeout=None):
                return [self.set(k, v, timeout) for k, v in mapping.items()]

            def unset_traverser(self):
                self.traverser = None


        def replace_ansi_escape(text, replacement_text=""):
            return RE_ANSI.sub(replacement_text, text)


        def replace_key(old, new):
            return KEYS.replace(old, new)
        ''')
    assert found["BaseFile._is_linux"] == "Check whether the `BaseFile` is linux"
    assert found["BaseFile.is_member"] == "Check whether `item` is a member"
    assert found["BaseFile.get_many"] == "Get many: `keys`"
    assert found["BaseFile.set_many"] == "Set many: `mapping` and `timeout`"
    assert found["BaseFile.unset_traverser"] == "Unset the traverser"
    assert found["replace_ansi_escape"] == (
        "Replace the ANSI escape in `text` with `replacement_text`")
    assert found["replace_key"] == "Replace the key `old` with `new`"


def test_round_seventeen_docs_read_as_written() -> None:
    """pathvalidate's property docstring `str: Error code.` read "Str: Error code" and its enums
    listed only their documented members; winston's `@returns {mixed} - TODO: add return
    description.` was a one-liner, its `configure` doc "This will wholesale reconfigure this
    instance by:" over a list was cut before the list, and `module.exports = class Profiler`
    was a "module"."""
    python = summaries("pathvalidate/error.py", '''\
        class ErrorReason(Enum):
            """Validation error reasons."""

            NULL_NAME = (1001, "NULL_NAME", "the value must not be an empty string")
            RESERVED_NAME = (1002, "RESERVED_NAME", "found a reserved name by a platform")

            @property
            def code(self) -> str:
                """str: Error code."""
                return self.__code
        ''')
    assert python["ErrorReason.code"].description == "Error code"
    assert "Constants:\n\n- `NULL_NAME`\n- `RESERVED_NAME`" in python["ErrorReason"].what_it_does
    javascript = one_liners("lib/winston/logger.js", """\
        module.exports = class Profiler {
          /**
           * This will wholesale reconfigure this instance by:
           * 1. Resetting all transports. Older transports will be removed implicitly.
           * 2. Set all other options including levels, colors, rewriters, filters.
           * @returns {undefined}
           */
          configure(options) {
            this.options = options;
          }

          /**
           * TODO: add method description
           * @param {Error} err - Error to get information about.
           * @returns {mixed} - TODO: add return description.
           */
          getAllInfo(err) {
            return { error: err };
          }
        };
        """)
    assert javascript["Profiler"].startswith("`Profiler` class")
    assert javascript["Profiler.configure"] == (
        "This will wholesale reconfigure this instance by resetting all transports")
    assert javascript["Profiler.getAllInfo"] == "Get all info for `err`"


def test_a_comment_that_only_points_to_a_web_page_is_no_summary() -> None:
    """htmlparser2's `isBuffer` is under "// Following the example in
    https://nodejs.org/api/stream.html#…", which was its one-liner; query-core's
    `isPlainObject` under "// Copied from: https://github.com/…", which its page said as
    what it does."""
    found = one_liners("lib/esm/WritableStream.js", """\
        // Following the example in https://nodejs.org/api/stream.html#stream_decoding
        function isBuffer(_chunk, encoding) {
            return encoding === "buffer";
        }
        // See https://example.com/spec for the rules of the grammar.
        function parse(text) { return text; }
        """)
    assert not found["isBuffer"].startswith("Following")
    page = summaries("src/utils.ts", """\
        // Copied from: https://github.com/jonschlinkert/is-plain-object
        export function isPlainObject(o: any): o is Object {
          return o !== null
        }
        """)["isPlainObject"].what_it_does
    assert page.startswith("Check whether `o` is plain object.")  # then where it came from
    assert page.endswith("Copied from: https://github.com/jonschlinkert/is-plain-object")
    assert found["parse"] == "See https://example.com/spec for the rules of the grammar"


def test_a_yard_tag_that_refers_to_another_method_takes_its_tags() -> None:
    """chunky_png documents ten scanline decoders with `@params (see #decode_…_1bit)` and
    `@return (see #decode_…_1bit)`: their pages listed bare parameters and "Returns (see
    #decode_png_pixels_from_scanline_indexed_1bit)"."""
    found = summaries("lib/chunky_png/canvas/png_decoding.rb", """\
        module PNGDecoding
          # Decodes a scanline of a 1-bit, indexed image into a row of pixels.
          # @param [String] stream The stream to decode from.
          # @param [Integer] width The width in pixels of the scanline.
          # @return [Array<Integer>] An array of decoded pixels.
          def decode_1bit(stream, width)
            stream.unpack("C#{width}")
          end

          # Decodes a scanline of a 2-bit, indexed image into a row of pixels.
          # @params (see #decode_1bit)
          # @return (see #decode_1bit)
          def decode_2bit(stream, width)
            stream.unpack("n#{width}")
          end
        end
        """)["PNGDecoding.decode_2bit"]
    assert [(p.name, p.type, p.description) for p in found.parameters] == [
        ("stream", "String", "The stream to decode from."),
        ("width", "Integer", "The width in pixels of the scanline.")]
    assert found.returns == "`Array<Integer>` — An array of decoded pixels."


def test_a_class_that_inherits_its_constructor_lists_the_parameters_its_doc_names() -> None:
    """cachelib's `NullCache(BaseCache)` documents ":param default_timeout: a dummy parameter
    that is ignored…" and defines no `__init__`: its page had no Parameters."""
    found = summaries("src/cachelib/simple.py", '''\
        class NullCache(BaseCache):
            """A cache that doesn't cache.

            :param default_timeout: a dummy parameter that is ignored but exists
                                    for API compatibility with other caches.
            """

            def has(self, key):
                return False
        ''')["NullCache"]
    assert [(p.name, p.description) for p in found.parameters] == [
        ("default_timeout",
         "a dummy parameter that is ignored but exists for API compatibility with other caches.")]


def test_an_event_handler_named_in_lower_case_handles_its_event() -> None:
    """htmlparser2's `Parser` handles the tokenizer's events as `onclosetag(start, endIndex)`,
    `oncdata(…)`, `onselfclosingtag(…)`: they read "Onclosetag for `start` and `endIndex`"."""
    found = one_liners("lib/esm/Parser.js", """\
        export class Parser {
          onclosetag(start, endIndex) { this.endIndex = endIndex; }
          onerror(err) { this.errors.push(err); }
          online() { return this.connected; }
        }
        """)
    assert found["Parser.onclosetag"] == "Handle the closetag event"
    assert found["Parser.onerror"] == "Handle the error event"
    assert found["Parser.online"] == "Return the online"


def test_docopts_class_parameter_example_and_fix() -> None:
    """docopt's `@classmethod parse(class_, option_description)` read "Parse `class_`", its
    `fix()` "Return the fix", and its `docopt` example, a doctest whose `>>> doc = '''` spans
    a blank line, lost everything after that line."""
    found = summaries("docopt.py", """\
        class Option:
            @classmethod
            def parse(class_, option_description):
                return class_(option_description)

            def fix(self):
                self.fix_identities()
                return self


        def docopt(doc, argv=None):
            \"\"\"Parse `argv` based on command-line interface described in `doc`.

            Example
            -------
            >>> doc = '''
            Usage:
                my_program tcp <host>

            Options:
                -h, --help  Show this screen and exit.
            '''
            >>> docopt(doc, ['tcp', 'x'])
            {'<host>': 'x'}

            \"\"\"
            return {}
        """)
    assert found["Option.parse"].description == "Parse `option_description`"
    assert found["Option.fix"].description == "Fix the `Option`"
    assert found["docopt"].example == (
        ">>> doc = '''\nUsage:\n    my_program tcp <host>\n\nOptions:\n"
        "    -h, --help  Show this screen and exit.\n'''\n>>> docopt(doc, ['tcp', 'x'])\n"
        "{'<host>': 'x'}")


def test_a_yard_parameter_written_as_a_symbol_keeps_its_text() -> None:
    """tty-prompt documents its keyword arguments as `@param [IO] :input`: `Prompt#initialize`
    lost all twelve texts, its page showing only the defaults."""
    found = summaries("lib/tty/prompt.rb", """\
        class Prompt
          # Initialize a Prompt
          #
          # @param [IO] :input
          #   the input stream
          #
          # @api public
          def initialize(input: $stdin)
            @input = input
          end
        end
        """)["Prompt.initialize"]
    assert [(p.name, p.type, p.description) for p in found.parameters] == [
        ("input", "IO", "The input stream. Defaults to `$stdin`.")]


def test_parameters_named_with_their_types_in_braces_are_parameters() -> None:
    """big.js documents `parse(x, n)` with "x {Big} A Big number instance." and "n
    {number|string} A numeric value.": both ran into What It Does, its Parameters bare."""
    found = summaries("big.js", """\
        /*
         * Parse the number or string value passed to a Big constructor.
         *
         * x {Big} A Big number instance.
         * n {number|string} A numeric value.
         */
        function parse(x, n) {
          return x;
        }
        """)["parse"]
    assert found.what_it_does == "Parse the number or string value passed to a Big constructor."
    assert [(p.name, p.type, p.description) for p in found.parameters] == [
        ("x", "Big", "A Big number instance."), ("n", "number|string", "A numeric value.")]


def test_words_of_mixed_case_stay_whole_and_a_switch_is_what_a_setter_sets() -> None:
    """symfony/css-selector's `cssToXPath($cssExpr)` read "Convert `cssExpr` from CSS to x
    path", and `setFlag($flag, $on)` "Set the flag to `flag`"."""
    found = one_liners("XPath/Translator.php", """\
        <?php
        class Translator
        {
            public function cssToXPath(string $cssExpr, string $prefix = 'x'): string
            {
                return $prefix.$cssExpr;
            }

            public function setFlag(int $flag, bool $on): self
            {
                if ($on) { $this->flags |= $flag; }
                return $this;
            }
        }
        """)
    assert found["Translator.cssToXPath"] == "Convert `cssExpr` from CSS to XPath"
    assert found["Translator.setFlag"] == "Set the flag `flag` to `on`"


def test_round_nineteen_setters_and_an_empty_docstring() -> None:
    """croniter's `set_current(start_time, force=True)` read "Set the current `start_time` to
    `force`" and its `CroniterBadTypeRangeError` documented as `\"\"\".\"\"\"` showed "." as what it
    does; symfony/property-access's `setValue($objectOrArray, $propertyPath, $value)` read "Set
    the value to `objectOrArray`, `propertyPath` and `value`"."""
    found = summaries("src/croniter/croniter.py", '''\
        class CroniterBadTypeRangeError(TypeError):
            """."""


        class croniter:
            def set_current(self, start_time, force=True):
                self.cur = start_time

            def set_value(self, object_or_array, property_path, value):
                object_or_array[property_path] = value
        ''')
    assert found["CroniterBadTypeRangeError"].what_it_does == "Extends `TypeError`."
    assert found["croniter.set_current"].description == "Set the current to `start_time`"
    assert found["croniter.set_value"].description == (
        "Set the value at `object_or_array` and `property_path` to `value`")


def test_a_field_doc_broken_by_a_plain_comment_and_a_rest_reference() -> None:
    """cssselect's `Selector.pseudo_element` is documented by `#:` lines broken by one `#` line
    (a typo), then a table: its field line read "+-----+…"; `specificity()` read "Return the
    specificity_ of this selector"."""
    found = summaries("cssselect/parser.py", '''\
        class Selector:
            """Represents a parsed selector."""

            def __init__(self, tree, pseudo_element=None):
                #: A :class:`FunctionalPseudoElement`,
                #: or the identifier for the pseudo-element as a string,
                #  or ``None``.
                #:
                #: +-------------+-------------+
                #: | CSS3 syntax | a::before   |
                #: +-------------+-------------+
                self.pseudo_element = pseudo_element

            def specificity(self):
                """Return the specificity_ of this selector as a tuple of 3 integers."""
                return (0, 0, 0)
        ''')
    assert "- `pseudo_element` — A `FunctionalPseudoElement`, or the identifier for the " \
           "pseudo-element as a string, or `None`" in found["Selector"].what_it_does
    assert found["Selector.specificity"].description == (
        "Return the specificity of this selector as a tuple of 3 integers")


def test_what_is_added_goes_to_a_parameter_with_the_options() -> None:
    """guzzle's `addElement($stream, $element)` read "Add `element` from `stream`" (it adds
    the element to the stream), cssselect's `add_condition(condition, conjuction='and')` "Add
    `condition` from `conjuction`"."""
    found = one_liners("cssselect/xpath.py", '''\
        class XPathExpr:
            def add_condition(self, condition, conjuction="and"):
                self.condition = condition


        def add_element(stream, element):
            stream.add_stream(element)
        ''')
    assert found["XPathExpr.add_condition"] == "Add `condition` with `conjuction`"
    assert found["add_element"] == "Add `element` to `stream`"


def test_a_hard_line_break_and_a_function_named_after_its_file() -> None:
    """tinyvec's `try_push` doc ends its first line with Markdown's hard break, `the vec.\\`:
    its one-liner kept the backslash. chroma-js's `random.js` exports an arrow function that
    calls `Math`'s `random()`: "It is recursive", though it has no name in scope to call."""
    rust = one_liners("src/arrayvec.rs", """\
        impl ArrayVec {
            /// Tries to place an element onto the end of the vec.\\
            /// Returns back the element if the capacity is exhausted.
            pub fn try_push(&mut self, val: u8) -> Option<u8> { None }
        }
        """)
    assert rust["ArrayVec.try_push"] == "Try to place an element onto the end of the vec"
    javascript = summaries("src/generator/random.js", """\
        const {floor, random} = Math;
        export default () => {
            return floor(random() * 16);
        }
        """)
    assert "recursive" not in javascript["random"].what_it_does


def test_an_unexported_go_name_keeps_its_case() -> None:
    """kr/pretty's "logprintfer calls Fprintf on w…" was listed "Logprintfer calls…": in Go a
    name's case says whether it is exported, and the index named a type that does not
    exist."""
    found = one_liners("diff.go", """\
        package pretty

        // logprintfer calls Fprintf on w for each Printf call with a trailing newline.
        type logprintfer struct{ l Logfer }
        """)
    assert found["logprintfer"] == (
        "logprintfer calls Fprintf on w for each Printf call with a trailing newline")


def test_round_twenty_one_options_and_a_rust_attribute() -> None:
    """pyrsistent's `CheckedPVector.serialize(format=None)` read "Serialize `format`" (the
    vector is serialized, `format` says how); memchr's note "avoid marking the routines with
    #[target_feature]" read "#`target_feature`"."""
    found = one_liners("pyrsistent/_checked_types.py", '''\
        class CheckedPVector:
            def serialize(self, format=None):
                return list(self)
        ''')
    assert found["CheckedPVector.serialize"] == "Serialize the `CheckedPVector` with `format`"
    rust = summaries("src/memmem/vector.rs", """\
        /// A trait for vectors.
        ///
        /// We avoid marking the routines with #[target_feature] and see [Finder].
        pub trait Vector {}
        """)["Vector"]
    assert "with #[target_feature] and see `Finder`." in rust.what_it_does


def test_a_function_named_as_a_test_that_returns_no_answer_is_no_test() -> None:
    """globset's eight `matches_into(&self, candidate, matches: &mut Vec<usize>)` fill
    `matches` and return nothing, and `matches(…) -> Vec<usize>` returns indices: each read
    "Check whether the `LiteralStrategy` matches …". A boolean, an unknown return and C's `int`
    stay tests."""
    found = one_liners("src/lib.rs", """\
        pub struct LiteralStrategy;
        impl LiteralStrategy {
            pub fn matches_into(&self, candidate: &Candidate, matches: &mut Vec<usize>) {
                matches.push(1);
            }
            pub fn matches(&self, candidate: &Candidate) -> Vec<usize> {
                vec![]
            }
            pub fn is_match(&self, candidate: &Candidate) -> bool {
                true
            }
        }
        """)
    assert found["LiteralStrategy.matches_into"] == "Match into `candidate`"
    assert found["LiteralStrategy.matches"] == "Match `candidate`"
    assert found["LiteralStrategy.is_match"] == "Check whether `candidate` is match"
    assert one_liners("m.c", "int matches(const char *name, const char *glob) { return 1; }\n"
                      ) == {"matches": "Check whether `name` matches `glob`"}
    assert one_liners("m.py", "def contains_key(table, key):\n    return key in table\n") == {
        "contains_key": "Check whether `table` contains `key`"}


def test_a_go_method_returning_another_of_its_type_sets_nothing() -> None:
    """google/btree's `(n *node) mutableFor(cow) *node` returns `n` or a copy of it, and
    `mutableChild(i) *node` a child: they read "Set the mutable for to `cow`", "Set the mutable
    child to `i`", as a builder's setter returning its receiver does."""
    found = one_liners("btree.go", """\
        package btree

        type node struct {
        \tdepth int
        }

        func (n *node) mutableFor(cow *node) *node {
        \tif n == cow {
        \t\treturn n
        \t}
        \treturn cow.copy()
        }

        func (n *node) MaxDepth(depth int) *node {
        \tn.depth = depth
        \treturn n // chained
        }
        """)
    assert found["node.mutableFor"] == "Return the mutable for `cow`"
    assert found["node.MaxDepth"] == "Set the max depth to `depth`"


def test_round_twenty_five_banners_identities_and_rust_s_unit() -> None:
    """picomatch's `/** Helpers */`, a blank line under it, was `expandRange`'s one-liner;
    tRPC's default transformer's `serialize: (obj) => obj` read "Serialize `obj`"; globset's
    `Parser::parse` said only "Returns `Ok(())`." of a loop over the whole glob."""
    found = one_liners("lib/parse.js", """\
        /**
         * Helpers
         */

        const expandRange = (args, options) => {
          return args.join(options.sep);
        };

        /**
         * Parser
         */
        class Parser {}

        const transformer = {
          input: { serialize: (obj) => obj, deserialize: (obj) => decode(obj) },
        };
        """)
    assert found["expandRange"] == "Expand the range with `args` and `options`"
    assert found["Parser"] == "`Parser` class"
    assert found["transformer.input.serialize"] == "Return `obj` unchanged"
    assert found["transformer.input.deserialize"] == "Deserialize `obj`"
    found = one_liners("m.py", "def same(x):\n    return x\n\n\ndef logged(x):\n    log(x)\n"
                       "    return x\n\n\nclass Strategy:\n    def iterate_samples(self, items):\n"
                       "        if self is FIRST:\n            return [next(iter(items))]\n"
                       "        else:\n            return items\n\n"
                       "    def itself(self, items):\n        return items\n")
    assert found["same"] == "Return `x` unchanged"
    assert "unchanged" not in found["logged"]
    assert "unchanged" not in found["Strategy.iterate_samples"]  # typeguard's: its `else:`
    assert found["Strategy.itself"] == "Return `items` unchanged"
    parse = summaries("src/glob.rs", """\
        struct Parser;
        impl Parser {
            fn parse(&mut self) -> Result<(), Error> {
                while let Some(c) = self.bump() {
                    self.push(c)?;
                }
                Ok(())
            }
        }
        """)["Parser.parse"]
    assert "Returns `Ok(())`" not in parse.what_it_does


def test_a_base_s_long_or_union_type_arguments_are_left_off_its_one_liner() -> None:
    """tRPC's `TRPCResultMessage<TData> extends JSONRPC2.ResultResponse<| { type: 'started' }
    | …>` read "(extends `JSONRPC2.ResultResponse< | { type: 'started' } | … | >`)", cut;
    rxjs' `UnaryFunction<Observable<T>, Observable<R>>` reads whole."""
    found = one_liners("src/envelopes.ts", """\
        export interface TRPCResultMessage<TData>
          extends JSONRPC2.ResultResponse<
            | { type: 'started' }
            | { type: 'stopped' }
            | (TRPCResult<TData> & { type: 'data' })
          > {}
        export interface OperatorFunction<T, R>
          extends UnaryFunction<Observable<T>, Observable<R>> {}
        """)
    assert found == {
        "TRPCResultMessage": "TRPC result message interface (extends `JSONRPC2.ResultResponse`)",
        "OperatorFunction":
            "Operator function interface (extends `UnaryFunction<Observable<T>, Observable<R>>`)"}


def test_a_go_method_of_an_interface_s_name_returning_another_type_is_not_its() -> None:
    """chi's `(b *basicWriter) Unwrap() http.ResponseWriter` read "Return the error wrapped
    by the `basicWriter`", the template of `errors.Unwrap`'s method."""
    found = one_liners("wrap.go", """\
        package middleware

        type basicWriter struct{}

        func (b *basicWriter) Unwrap() http.ResponseWriter {
        \treturn b.ResponseWriter
        }

        type wrapped struct{}

        func (e *wrapped) Unwrap() error {
        \treturn e.err
        }
        """)
    assert found["basicWriter.Unwrap"] == "Unwrap the `basicWriter`"
    assert found["wrapped.Unwrap"] == "Return the error wrapped by the `wrapped`"


def test_round_twenty_six_scrolling_verbs_and_a_docs_tool_s_switch() -> None:
    """@tanstack/virtual-core's `scrollToIndex(index)` read "Convert `index` from scroll to
    index", a conversion of a scroll; micromatch's `@summary false` was a paragraph, "false"."""
    found = one_liners("src/index.ts", """\
        export class Virtualizer {
          scrollToIndex = (index: number) => {
            this.scrollToOffset(index * 10);
          };
        }
        /**
         * Returns an array of strings that match one or more glob patterns.
         * @summary false
         * @api public
         */
        export const micromatch = (list, patterns) => list;
        """)
    assert found["Virtualizer.scrollToIndex"] == "Scroll to `index`"
    micromatch = summaries("index.js", """\
        /**
         * Returns an array of strings that match one or more glob patterns.
         * @summary false
         * @api public
         */
        const micromatch = (list, patterns) => {
          return list.filter(patterns);
        };
        """)["micromatch"]
    assert "false" not in micromatch.what_it_does


def test_round_twenty_seven_constructor_functions_cancel_words_and_a_string_name() -> None:
    """bluebird's `function Queue(capacity) { this._capacity = capacity; … }` read "Queue
    `capacity`" and `PromiseInspection(promise)` "Promise the inspection `promise`";
    `cancellationExecute(executor, …)` "Check whether `executor` can cellation execute"; and
    `Promise.prototype["break"] = … function() { … break; … }` said its body was empty."""
    found = one_liners("js/release/queue.js", """\
        function Queue(capacity) {
            this._capacity = capacity;
            this._length = 0;
        }
        function AjaxTimeoutErrorImpl(xhr) {
            this.xhr = xhr;
        }
        function cancellationExecute(executor, resolve, reject) {
            executor(resolve, reject);
        }
        function Noop() {}
        function DiffNew(path, value) {
            DiffNew.super_.call(this, 'N', path);
            Object.defineProperty(this, 'rhs', { value: value, enumerable: true });
        }
        """)
    assert found["Queue"] == "Construct a `Queue` from `capacity`"
    # deep-diff's change records, a base's constructor called on it and a property defined:
    # "Diff the new with `path` and `value`"
    assert found["DiffNew"] == "Construct a `DiffNew` from `path` and `value`"
    assert found["AjaxTimeoutErrorImpl"] == "Construct an `AjaxTimeoutErrorImpl` from `xhr`"
    assert "can cellation" not in found["cancellationExecute"]
    assert found["Noop"] == "Noop"
    cancel = summaries("js/release/cancel.js", """\
        Promise.prototype["break"] = Promise.prototype.cancel = function() {
            var promise = this;
            while (promise._isCancellable()) {
                if (!promise._cancelBy(promise)) {
                    break;
                }
                promise = promise._cancellationParent;
            }
        };
        """)["Promise.break"]
    assert "empty" not in cancel.what_it_does


def test_a_note_to_the_authors_and_an_abstract_method_s_raise_are_no_description() -> None:
    """fast_gettext's `Chain` read "Responsibility: - delegate calls to members of the chain in
    turn TODO cache should be expired after a repo was added"; multidict's abstract
    `MultiMapping.getall` "Always raise `KeyError`", what overrides it does not."""
    found = one_liners("lib/chain.rb", """\
        module FastGettext
          # Responsibility:
          #  - delegate calls to members of the chain in turn
          # TODO cache should be expired after a repo was added
          class Chain < Base
            def chain; end
          end
        end
        """)
    assert found["FastGettext.Chain"] == (
        "Responsibility: - delegate calls to members of the chain in turn")
    found = one_liners("multidict/_abc.py", """\
        import abc
        class MultiMapping(abc.ABC):
            @abc.abstractmethod
            def getall(self, key, default=None):
                raise KeyError

            def frozen(self, key):
                raise FrozenError
        """)
    assert found["MultiMapping.getall"] == "Get all for `key`, or `default`"
    assert found["MultiMapping.frozen"] == "Always raise `FrozenError`"


def test_a_builder_setter_a_manner_word_and_a_parsed_input_form() -> None:
    """aho-corasick's `fn anchored(&mut self, yes: bool) -> &mut Builder { self.anchored =
    yes; self }` read "Return `self`" and `match_kind` "Match `kind`"; xml2js' `processAsync`
    "Process the async", `parseString(str, cb)` "Parse `str` as a string" and
    `parseStringPromise(str)` "Parse `str` as a string promise"."""
    assert one_liners("src/nfa.rs", """\
        pub struct Builder {
            anchored: bool,
        }

        impl Builder {
            pub fn anchored(&mut self, yes: bool) -> &mut Builder {
                self.anchored = yes;
                self
            }

            pub fn match_kind(&mut self, kind: MatchKind) -> &mut Builder {
                self.match_kind = kind;
                self
            }
        }
        """) == {"Builder": "`Builder` struct", "Builder.anchored": "Set the anchored to `yes`",
                 "Builder.match_kind": "Set the match kind to `kind`"}
    assert one_liners("lib/parser.js", """\
        function processAsync() { return this.saxParser.close(); }
        function parseString(str, cb) { return this.saxParser.write(str).close(); }
        function parseStringPromise(str) { return new Promise(function (r) { r(str); }); }
        function readFileSync(path) { return fs.readFileSync(path); }
        function isAsync(fn) { return fn.constructor.name === 'AsyncFunction'; }
        function toPromise(x) { return Promise.resolve(x); }
        """) == {"processAsync": "Process asynchronously", "parseString": "Parse the string `str`",
                 "parseStringPromise": "Parse the string `str`, returning a promise",
                 "readFileSync": "Read the file from `path` synchronously",
                 "isAsync": "Check whether `fn` is async", "toPromise": "Convert `x` to promise"}


def test_a_constructor_called_without_new_returns_no_value_worth_saying() -> None:
    """xml2js' `Parser` starts `if (!(this instanceof exports.Parser)) { return new
    exports.Parser(opts); }`: its page said "Returns `new exports.Parser(opts)`"."""
    found = summaries("lib/parser.js", """\
        function Parser(opts) {
          if (!(this instanceof exports.Parser)) {
            return new exports.Parser(opts);
          }
          this.options = opts;
        }
        """)["Parser"]
    assert found.description == "Construct a `Parser` from `opts`"
    assert "Returns" not in found.what_it_does


def test_go_docs_of_another_name_a_list_under_a_colon_and_a_deprecated_alias() -> None:
    """blang/semver's `incrementMinorVersion` is documented "incrementMajorVersion will
    increment the minor version", a name left from a copy; `Compare` "Compare compares Versions
    v to o:" over one line per result, which ran into it; pathspec's `iter_tree`, whose doc
    only says "DEPRECATED: …", read "Return the iter tree for `root`…"."""
    assert one_liners("range.go", """\
        package semver

        // incrementMajorVersion will increment the minor version
        // of the passed version
        func incrementMinorVersion(vStr string) (string, error) {
        \treturn vStr, nil
        }

        // Compare compares Versions v to o:
        // -1 == v is less than o
        // 0 == v is equal to o
        // 1 == v is greater than o
        func Compare(v, o string) int {
        \treturn 0
        }
        """) == {"incrementMinorVersion": "Increment the minor version of the passed version",
                 "Compare": "Compare Versions v to o"}
    assert one_liners("pathspec/util.py", '''\
        def iter_tree(root, on_error=None, follow_links=None):
            """
            DEPRECATED: The :func:`.iter_tree` function is an alias for the
            :func:`.iter_tree_files` function.
            """
            return iter_tree_files(root, on_error=on_error, follow_links=follow_links)
        ''') == {"iter_tree": "Deprecated: The `iter_tree` function is an alias for the "
                              "`iter_tree_files` function"}


def test_a_ruby_method_that_calls_a_method_of_its_own_name_has_a_body() -> None:
    """excon's `Response#pp` is `Excon::PrettyPrinter.pp($stdout, @data)`: its body was read
    from that call's `(`, and its page said "Its body is empty: a stub, a hook or an abstract
    method"."""
    found = summaries("lib/excon/response.rb", """\
        module Excon
          class Response
            def pp
              Excon::PrettyPrinter.pp($stdout, @data)
            end

            def status
              @data[:status]
            end
          end
        end
        """)["Excon.Response.pp"]
    assert "empty" not in found.what_it_does
    assert "Returns `Excon::PrettyPrinter.pp($stdout, @data)`" in found.what_it_does


def test_what_the_list_manner_and_deprecation_rules_leave_alone() -> None:
    """The rules above, measured on the 31 question repositories: cobra's "…will do the
    following:" says nothing before its list, and keeps its first item; anyhow's
    `assert_send_sync` names Rust's `Send` and `Sync`, axios' `wrapAsync(asyncExecutor)` its
    parameter; rxjs' "@deprecated Replaced with `concatWith`" says what to use, not what
    `concat` does."""
    cobra = one_liners("command.go", """\
        package cobra

        // enforceFlagGroupsForCompletion will do the following:
        // - when a flag in a group is present, other flags in the group will be marked required
        // - when a flag in a group is present, others are hidden
        func enforceFlagGroupsForCompletion(c string) {
        \tc.x()
        }

        // legacyArgs validation has the following behaviour:
        // - root commands with no subcommands can take arbitrary arguments
        func legacyArgs(c string) {
        \tc.y()
        }
        """)
    assert cobra["enforceFlagGroupsForCompletion"].startswith("Do the following: - when a flag")
    assert cobra["legacyArgs"].endswith("the following behaviour: - root commands with no "
                                        "subcommands can take arbitrary arguments")
    assert one_liners("src/lib.rs", """\
        fn assert_send_sync<T: Send + Sync>() {
            let _ = 1;
        }
        """)["assert_send_sync"] == "Assert the send sync"
    assert one_liners("lib/adapters/xhr.js", """\
        function wrapAsync(asyncExecutor) { return new Promise(asyncExecutor); }
        """)["wrapAsync"] == "Wrap the async `asyncExecutor`"
    assert one_liners("src/concat.ts", """\
        /** @deprecated Replaced with {@link concatWith}. Will be removed in v8. */
        export function concat<T>(...sources: T[]): T[] {
          return join(sources);
        }
        """)["concat"] == "Concatenate `sources`"


def test_a_comment_line_opening_with_an_adverb_or_a_participle_is_a_new_sentence() -> None:
    """paint's comments run their lines into one sentence: "This variable influences the
    color code generation Currently supported values", "Return closest supported 256-color
    an RGB value… Inspired by the rainbow gem", "…on STDOUT Passes all arguments to
    Paint.[]"."""
    found = one_liners("lib/paint.rb", """\
        module Paint
          # This variable influences the color code generation
          # Currently supported values:
          # * 256       - 256 colors
          def self.mode
            @mode
          end

          # Returns closest supported 256-color an RGB value
          # Inspired by the rainbow gem
          def self.rgb_to_256(red, green, blue)
            red + green + blue
          end

          # A helper method similar to puts for printing a String on STDOUT
          # Passes all arguments to Paint.[]
          def self.pa(*args)
            puts Paint[*args]
          end
        end
        """)
    assert [found["Paint.mode"], found["Paint.rgb_to_256"], found["Paint.pa"]] == [
        "This variable influences the color code generation",
        "Return closest supported 256-color an RGB value",
        "A helper method similar to puts for printing a String on STDOUT"]


def test_conversions_a_rust_getter_an_into_method_and_a_bare_get_read_right() -> None:
    """gorilla/schema's `convertBool(value string)` read "Convert the bool `value`"; env_logger's
    `Formatter::write_style(&self) -> WriteStyle { self.write_style }` "Write the style",
    `into_termcolor(self)` "Return the into termcolor", `Var::get(&self) -> Option<String>`
    "Get the `Var`"."""
    assert one_liners("converter.go", """\
        package schema

        func convertBool(value string) reflect.Value {
        \treturn reflect.ValueOf(value == "on")
        }
        """) == {"convertBool": "Convert `value` to a bool"}
    found = one_liners("src/fmt/mod.rs", """\
        pub struct Formatter {
            write_style: WriteStyle,
        }

        impl Formatter {
            pub(crate) fn write_style(&self) -> WriteStyle {
                self.write_style
            }

            fn into_termcolor(self) -> termcolor::Color {
                termcolor::Color::Red
            }

            fn get(&self) -> Option<String> {
                env::var(&*self.name).ok()
            }
        }
        """)
    assert [found["Formatter.write_style"], found["Formatter.into_termcolor"],
            found["Formatter.get"]] == ["Return the write style",
                                        "Convert the `Formatter` into a termcolor",
                                        "Get the value of the `Formatter`"]


def test_a_go_method_calling_itself_through_its_receiver_is_recursive() -> None:
    """gorilla/schema's `(d *Decoder) decode` calls `d.decode(…)` for a nested struct: its
    page did not say it is recursive, while its `isZero` (a function) did."""
    found = summaries("decoder.go", """\
        package schema

        // Decoder decodes.
        type Decoder struct{ n int }

        func (d *Decoder) decode(v int, path string) error {
        \tif v > 0 {
        \t\treturn d.decode(v-1, path)
        \t}
        \treturn nil
        }

        func (e *Encoder) encode(v int) error {
        \treturn d.encode(v)
        }
        """)
    assert "It is recursive." in found["Decoder.decode"].what_it_does
    assert "recursive" not in found["Encoder.encode"].what_it_does


def test_a_javascript_each_that_takes_a_callback_calls_it() -> None:
    """postcss' `Container.each(callback)` read "Yield each item of the `Container`": it is no
    generator, it calls `callback` for each child. A generator's `*each()` still yields."""
    assert one_liners("lib/container.js", """\
        class Container {
          each(callback) {
            for (let node of this.nodes) callback(node)
          }
        }

        class Walker {
          *each() {
            yield 1
          }
        }
        """) == {"Container": "`Container` class",
                 "Container.each": "Call `callback` for each item of the `Container`",
                 "Walker": "`Walker` class", "Walker.each": "Yield each item of the `Walker`"}


def test_a_note_of_where_code_came_from_or_what_to_do_with_it_is_no_summary() -> None:
    """tRPC's `defaultLogger` read "Maybe this should be moved to it's own package", its
    `arrayToDict` a pull request's address alone, httparty's `hash_deep_dup` "borrowed from
    Rails 3.2 ActiveSupport": notes to the authors, not what the code does."""
    found = one_liners("src/links/loggerLink.ts", """\
        // Maybe this should be moved to it's own package
        function defaultLogger(c: Console): void {
          c.log('x')
        }

        // https://github.com/trpc/trpc/pull/669
        function arrayToDict(array: unknown[]): object {
          return array.reduce((a, b) => a, {})
        }

        // borrowed from Rails 3.2 ActiveSupport
        function hashDeepDup(hash: object): object {
          return structuredClone(hash)
        }
        """)
    assert found == {"defaultLogger": "Log `c` (the default logger)",
                     "arrayToDict": "Convert `array` from array to dict",
                     "hashDeepDup": "Hash the deep dup `hash`"}  # from their names


def test_a_name_for_what_it_returns_a_type_parameter_and_a_borrowed_doc() -> None:
    """tRPC's `splitLink(opts): TRPCLink<TRouter>` read "Split the link `opts`" (it makes a
    link that splits), `requestAsPromise<TInput, TOutput>(opts): Promise<TOutput>` "Request the
    `TOutput` as `opts`"; rack's `parse_query` doc opens "Stolen from Mongrel, with some small
    modifications:" before what it does. A function that acts on a value of the type it
    returns names the action (`normalizeOptions`)."""
    found = one_liners("src/links/splitLink.ts", """\
        export function splitLink<TRouter extends AnyRouter>(opts: { condition: string }
        ): TRPCLink<TRouter> {
          return () => opts
        }

        export function normalizeOptions(opts: Options): Options {
          return { ...opts }
        }

        export class TRPCUntypedClient {
          requestAsPromise<TInput, TOutput>(opts: { type: string }): Promise<TOutput> {
            return this.request(opts)
          }
        }
        """)
    assert (found["splitLink"], found["normalizeOptions"],
            found["TRPCUntypedClient.requestAsPromise"]) == (
        "Make a split link from `opts`", "Normalize the options `opts`",
        "Request `opts`, returning a promise")
    assert one_liners("lib/rack/query_parser.rb", """\
        class QueryParser
          # Stolen from Mongrel, with some small modifications:
          # Parses a query string by breaking it up at the '&' and ';'
          # characters.
          def parse_query(qs, d = nil)
            qs.split(d)
          end
        end
        """)["QueryParser.parse_query"] == (
        "Parse a query string by breaking it up at the '&' and ';' characters")
    assert one_liners("src/utils/eq.ts", """        // Copied from https://github.com/jashkenas/underscore/blob/5c23/underscore.js#L1186
        // Internal recursive comparison function for `isEqual`.
        function eq(a: any, b: any, depth: number): boolean {
            return a === b
        }
        """)["eq"] == "Internal recursive comparison function for `isEqual`"  # mobx's


def test_a_doc_that_opens_with_a_table_of_cases_is_summed_up_by_its_prose() -> None:
    """bignumber.js' `dividedBy` doc opens with its cases, `n / 0 = I`, `0 / N = N`, …, then
    says "Return a new BigNumber whose value is…": its one-liner was the cases run together."""
    assert one_liners("bignumber.js", """\
        /*
         *  n / 0 = I
         *  n / N = N
         *  0 / 0 = N
         *
         * Return a new BigNumber whose value is the value of this BigNumber divided by y.
         */
        function dividedBy(y, b) {
          return div(this, y, b);
        }
        """) == {"dividedBy": "Return a new BigNumber whose value is the value of this BigNumber "
                              "divided by y"}


def test_a_doc_that_opens_with_a_parameter_s_text_is_no_summary() -> None:
    """simplejson's `JSONDecoder.__init__` doc opens "*encoding* determines the encoding used
    to interpret any `str` objects…", its first parameter's text: that was its one-liner. Its
    page keeps the text; a sentence that opens with a capital keeps its summary."""
    found = summaries("simplejson/decoder.py", '''\
        class JSONDecoder(object):
            def __init__(self, encoding=None, strict=True):
                """
                *encoding* determines the encoding used to interpret any
                :class:`str` objects decoded by this instance.
                """
                self.encoding = encoding

            def decode(self, s, strict=True):
                """Return the Python representation of ``s``."""
                return s
        ''')
    assert found["JSONDecoder.__init__"].description == "Initialize a `JSONDecoder`"
    assert found["JSONDecoder.__init__"].what_it_does.startswith("*encoding* determines")
    assert found["JSONDecoder.decode"].description == "Return the Python representation of `s`"


def test_a_check_s_doc_of_both_answers_keeps_the_true_one() -> None:
    """num-traits' `Signed::is_negative`: "Returns true if the number is negative and false if
    the number is zero or positive." read "Check whether the number is negative and false if
    the number is zero or positive"."""
    assert one_liners("src/sign.rs", """\
        pub trait Signed {
            /// Returns true if the number is negative and false if the number is zero or positive.
            fn is_negative(&self) -> bool;
        }
        """)["Signed.is_negative"] == "Check whether the number is negative"


def test_round_thirty_two_a_demonstrative_nan_helpers_unsafe_traits_and_thrown_types() -> None:
    """toml-test's `Run`: "Run this test" read "Thi test" (the name dropped as Go's subject,
    "this" read as its verb), its lexer's `next() (r rune)` "Return the next"; markupsafe's
    `Markup.partition(sep)` "Partition `sep`"; superagent's `request.options` lost its "OPTIONS"
    as a stale copy of its name; numeral's `isNaN` read "is a na n", and its
    helpers object's `includes(string, search)` "Check whether the `_` includes `string`";
    lock_api's
    `pub unsafe trait RawMutex` told its caller to uphold a contract its implementer must;
    @reduxjs/toolkit's `fail` "always raised `Object.assign`"."""
    assert one_liners("runner.go", """\
        package tomltest

        // Run this test.
        func (t Test) Run(p Parser) Test {
        \treturn t
        }

        // Stop stops the timer.
        func Stop() {}

        func (lx *lexer) next() (r rune) {
        \treturn 1
        }
        """) == {"Test.Run": "Run this test", "Stop": "Stop the timer",
                 "lexer.next": "Return the next `rune`"}
    assert one_liners("markupsafe/__init__.py", """\
        class Markup(str):
            def partition(self, sep):
                return 1

            def rsplit(self, sep=None, maxsplit=-1):
                return 1
        """)["Markup.partition"] == "Partition the `Markup` at `sep`"
    assert one_liners("client.js", """\
        /**
         * OPTIONS query to `url` with optional callback `fn(res)`.
         */
        request.options = (url, data, fn) => {
          return request('OPTIONS', url, data, fn);
        };
        """)["request.options"] == "OPTIONS query to `url` with optional callback `fn(res)`"
    assert one_liners("numeral.js", """\
        var _ = {
          isNaN: function(value) {
            return typeof value === 'number' && isNaN(value);
          },
          includes: function(string, search) {
            return string.indexOf(search) !== -1;
          },
        };
        const pool = {
          has(item) { return this.items.indexOf(item) >= 0; },
        };
        """) == {"_.isNaN": "Check whether `value` is NaN",
                 "_.includes": "Check whether `string` includes `search`",
                 "pool.has": "Check whether the `pool` has `item`"}
    found = summaries("src/mutex.rs", """\
        /// Basic operations for a mutex.
        ///
        /// # Safety
        ///
        /// Implementations of this trait must ensure that the mutex is actually exclusive.
        pub unsafe trait RawMutex {
            fn lock(&self);
        }

        /// Forcibly unlock the mutex.
        ///
        /// # Safety
        ///
        /// The mutex must be locked.
        pub unsafe fn force_unlock(m: &Mutex) {}
        """)
    assert found["RawMutex"].notes[-1] == (
        "Unsafe to implement: an implementation must uphold its safety contract")
    assert found["force_unlock"].notes[-1] == "Unsafe: the caller must uphold its safety contract"
    thrown = summaries("retry.ts", """\
        function fail(e: any): never {
          throw Object.assign(new HandledError({ error: e }), {
            throwImmediately: true,
          })
        }
        """)["fail"]
    assert (thrown.description, thrown.notes) == (
        "Always raise `HandledError`", ("Throws `HandledError`",))


def test_the_tags_of_a_destructured_parameter_s_parts_describe_them() -> None:
    """@reduxjs/toolkit's `fetchBaseQuery({ baseUrl, prepareHeaders, … })` tags `baseUrl` and
    `prepareHeaders`: the whole parameter was "The base URL for an API service"."""
    found = summaries("fetchBaseQuery.ts", """\
        /**
         * A very small wrapper around fetch.
         *
         * @param {string} baseUrl
         * The base URL for an API service.
         *
         * @param {(headers: Headers) => Headers} prepareHeaders
         * An optional function that can be used to inject headers.
         */
        export function fetchBaseQuery({ baseUrl, prepareHeaders = (x) => x, ...rest }: Args = {}) {
          return 1
        }
        """)["fetchBaseQuery"]
    assert [(p.type, p.description) for p in found.parameters] == [(
        "Args", "`baseUrl` (`string`): The base URL for an API service. `prepareHeaders` "
        "(`(headers: Headers) => Headers`): An optional function that can be used to inject "
        "headers. Defaults to `{}`.")]


def test_round_thirty_three_verbs_in_series_compounds_and_what_a_name_returns() -> None:
    """symfony/stopwatch's "Creates a new section or re-opens an existing section" and "Stops
    then restarts an event" kept their second verbs; signals-core's `_callback` read "Call the
    back", `valueOf` "Return the value of" and its factory `signal(value): Signal<T>` "Signal
    `value`"; go-ini's deprecated `Haskey(name)` "Check whether
    `name` is haskey", `ReadCloser() (io.ReadCloser, error)` "Read the closer", its `type
    Parser func(…) (interface{}, error)` an interface, and a
    reviewer's "CR: copied from encoding/json…" the one-liner; query-string's
    `removeHash(input)` "Remove the hash `input`"; lock_api's `read_guard(&self) ->
    RwLockReadGuard` "Read the guard"; getopts' `validate_names`, two `assert!`s, had no note."""
    assert one_liners("Stopwatch.php", """\
        <?php
        class Stopwatch {
            /**
             * Creates a new section or re-opens an existing section.
             */
            public function openSection($id = null) {}
            /**
             * Stops then restarts an event.
             */
            public function lap($name) {}
        }
        """) == {"Stopwatch": "`Stopwatch` class",
                 "Stopwatch.openSection": "Create a new section or re-open an existing section",
                 "Stopwatch.lap": "Stop then restart an event"}
    found = one_liners("src/index.ts", """\
        class Effect {
          _callback() { const finish = this._start(); return finish; }
          valueOf() { return this.value; }
        }
        function signal<T>(value: T): Signal<T> {
          return new Signal(value);
        }
        function removeHash(input) {
          const hashStart = input.indexOf('#');
          return hashStart === -1 ? input : input.slice(0, hashStart);
        }
        """)
    assert (found["Effect._callback"], found["Effect.valueOf"], found["removeHash"],
            found["signal"]) == (
        "Return the callback", "Return the primitive value of the `Effect`",
        "Remove the hash from `input`", "Make a `Signal` from `value`")
    assert one_liners("section.go", """\
        package ini

        // Deprecated: Use "HasKey" instead.
        func (s *Section) Haskey(name string) bool {
        \treturn s.HasKey(name)
        }

        type Parser func(s string) (interface{}, error)

        // CR: copied from encoding/json/encode.go with modifications of time.Time support.
        func isEmptyValue(v reflect.Value) bool {
        \treturn false
        }

        func (s sourceFile) ReadCloser() (io.ReadCloser, error) {
        \treturn os.Open(s.name)
        }
        """) == {"Section.Haskey": "Check whether the `Section` has key `name`",
                 "sourceFile.ReadCloser": "Make a read closer",
                 "Parser": "`Parser` type (a `func(s string) (interface{}, error)`)",
                 "isEmptyValue": "Check whether `v` is an empty value"}
    found = summaries("src/lib.rs", """\
        impl<R: RawRwLock, T> RwLock<R, T> {
            pub unsafe fn read_guard(&self) -> RwLockReadGuard<'_, R, T> {
                RwLockReadGuard { rwlock: self }
            }
        }

        fn validate_names(short_name: &str) {
            assert!(short_name.len() <= 1, "the short name is one character at most");
        }

        fn check(x: u8) {
            debug_assert!(x > 1);
        }
        """)
    assert found["RwLock.read_guard"].description == "Make a read guard"
    assert (found["validate_names"].notes, found["check"].notes) == (("May panic",), ())


def test_an_accessor_defined_on_a_prototype_has_a_body() -> None:
    """signals-core defines `Signal.value` with `Object.defineProperty(Signal.prototype,
    "value", { get() {…}, set(value) {…} })`: its page said "Its body is empty: a stub, a hook
    or an abstract method"."""
    found = summaries("src/index.ts", """\
        function Signal(this: Signal, value?: unknown) {
          this._value = value;
        }

        Object.defineProperty(Signal.prototype, "value", {
          get() {
            const node = addDependency(this);
            return this._value;
          },
        });
        """)["Signal.value"]
    assert (found.description, found.what_it_does) == ("Return the value", (
        "Return the value.\n\n*Read from its name and code: it has no doc comment.*\n\n"
        "Returns `this._value`."))


def test_round_thirty_four_links_labels_marks_and_constant_answers() -> None:
    """uniseg's "Like [Step] but…" showed Go's doc-link brackets; xmlbuilder (CoffeeScript's
    output) read "Generated by CoffeeScript 2.4.1" for 17 classes, "DOM Level 1" and "Node
    aliases" for methods under such labels, "`options.version` The version number…" for its
    constructors, and "a `XMLStringifier`"; retrying's `always_reject(self, result): return
    True` read "Return the always reject for `result`"; multipart-post's factory `Part.new(
    boundary, …)` "New `boundary`"; munch's `D.setdefault(k[,d]) -> D.get(k,d), also set…`
    "d), also set…"; @trpc/react-query's interface whose
    head a comment splits listed none of its documented fields."""
    assert one_liners("step.go", """\
        package uniseg

        // StepString is like [Step] but its input and outputs are strings.
        func StepString(str string) string {
        \treturn str
        }
        """) == {"StepString": "Like `Step` but its input and outputs are strings"}
    assert one_liners("lib/XMLStringifier.js", """\
        // Generated by CoffeeScript 2.4.1
        module.exports = class XMLStringifier {
          // `options.version` The version number string of the XML spec
          // `options.noValidation` whether values will be validated
          constructor(options) {
            this.options = options;
          }

          // DOM Level 1
          getAttribute(name) {
            return this.attribs[name];
          }

          // Node aliases
          ele(name) {
            return this.element(name);
          }
        };
        """) == {"XMLStringifier": "XML stringifier",
                 "XMLStringifier.constructor": "Initialize an `XMLStringifier`",
                 "XMLStringifier.getAttribute": "Get the attribute for `name`",
                 "XMLStringifier.ele": "Return the ele for `name`"}
    assert one_liners("retrying.py", """\
        class Retrying:
            def always_reject(self, result):
                return True

            def is_tty(self):
                return False
        """) == {"Retrying": "`Retrying` class", "Retrying.always_reject": "Always return `True`",
                 "Retrying.is_tty": "Check whether the `Retrying` is TTY"}
    assert one_liners("munch/__init__.py", """\
        class Munch(dict):
            def setdefault(self, k, d=None):
                \"\"\"
                D.setdefault(k[,d]) -> D.get(k,d), also set D[k]=d if k not in D
                \"\"\"
                return self[k]
        """)["Munch.setdefault"] == "Return D.get(k,d), also set D[k]=d if k not in D"
    assert one_liners("lib/parts.rb", """\
        module Parts
          module Part
            def self.new(boundary, name, value, headers = {})
              FilePart.new(boundary, name, value, headers)
            end
          end
        end
        """)["Parts.Part.new"] == "Make a new `Part` with `boundary`, `name` and 2 more"
    found = summaries("src/shared/types.ts", """\
        export interface TRPCReactRequestOptions
          // For RQ, we use their internal AbortSignals
          extends Omit<TRPCRequestOptions, 'signal'> {
          /**
           * Opt out of SSR for this query by passing `ssr: false`
           */
          ssr?: boolean;
        }
        """)["TRPCReactRequestOptions"]
    assert found.what_it_does == (
        "Extends `Omit<TRPCRequestOptions, 'signal'>`.\n\nFields:\n\n"
        "- `ssr` — Opt out of SSR for this query by passing `ssr: false`")


def test_a_destructured_parameter_is_no_name_in_a_one_liner() -> None:
    """@tanstack/query-persist-client-core's `removeOldestQuery({ persistedClient })` read
    "Remove the oldest query `{ persistedClient }`": the pattern glued into the sentence."""
    assert one_liners("src/retryStrategies.ts", """\
        export const removeOldestQuery = ({ persistedClient }: Props) => {
          const mutations = [...persistedClient.clientState.mutations]
          return mutations
        }
        """) == {"removeOldestQuery": "Remove the oldest query"}


def test_a_setter_s_options_are_no_value_it_sets() -> None:
    """@tanstack/store's `setState(updater, opts)` read "Set the state `updater` to `opts`":
    the options say how it sets (a priority), not what; rack's `set_options(req, options)`
    sets them."""
    found = one_liners("src/index.ts", """\
        export class Store<TState> {
          setState = (updater: TUpdater, opts?: { priority: Priority }) => {
            this.state = updater(this.state)
          }
        }
        """)
    assert found["Store.setState"] == "Set the state to `updater`"
    assert one_liners("lib/rack/lint.rb", """\
        class Lint
          def self.set_options(req, options)
            req.options = options
          end
        end
        """)["Lint.set_options"] == "Set the options `req` to `options`"  # what it sets


def test_a_ruby_predicate_named_by_a_bare_verb_asks_it() -> None:
    """rack-cache's stores' `exist?(key)` read "Check whether `key` is an exist", and
    `include?(item)` "Check whether to include `item`"."""
    assert one_liners("lib/rack/cache/entitystore.rb", """\
        class Disk
          def exist?(key)
            File.exist?(key_path(key))
          end

          def include?(item)
            @items.include?(item)
          end

          def match?(pattern)
            @name =~ pattern
          end
        end
        """) == {"Disk": "`Disk` class", "Disk.exist?": "Check whether `key` exists",
                 "Disk.include?": "Check whether the `Disk` includes `item`",
                 "Disk.match?": "Check whether the `Disk` matches `pattern`"}


def test_a_ruby_predicate_reading_a_field_asks_its_question() -> None:
    """chronic's `Tick#ambiguous?`, `@ambiguous` alone, read "Return the ambiguous"."""
    assert one_liners("lib/chronic/repeaters/repeater_time.rb", """\
        class Tick
          def initialize(time, ambiguous = false)
            @ambiguous = ambiguous
          end

          def ambiguous?
            @ambiguous
          end
        end
        """)["Tick.ambiguous?"] == "Check whether the `Tick` is ambiguous"


def test_a_no_op_and_an_interface_named_by_a_verb() -> None:
    """@tanstack/query-sync-storage-persister's `function noop() {}` read "Noop", its page "a
    stub, a hook or an abstract method"; its `interface CreateSyncStoragePersisterOptions`
    "Create sync storage persister options interface", an order, as @trpc/react-query's
    `UseMutationOverride` read "Use mutation override interface"."""
    found = summaries("src/index.ts", """\
        interface CreateSyncStoragePersisterOptions {
          key?: string
        }
        export interface ParseResult {
          ok: boolean
        }
        function noop() {}
        """)
    assert {symbol: summary.description for symbol, summary in found.items()} == {
        "CreateSyncStoragePersisterOptions": "`CreateSyncStoragePersisterOptions` interface",
        "ParseResult": "Parse result interface", "noop": "Do nothing"}
    assert found["noop"].what_it_does.endswith("Its body is empty: calling it does nothing.")


def test_a_name_ending_in_an_adverb_says_when_or_how() -> None:
    """bunyan's `RingBuffer.destroySoon()` read "Destroy the soon"."""
    found = one_liners("lib/ring.js", """\
        class RingBuffer {
          destroySoon() { this.destroy(); }
          emitOnce(event) { this.emit(event); }
          loadLazily(name) { return require(name); }
        }
        """)
    assert found["RingBuffer.destroySoon"] == "Destroy the `RingBuffer` soon"
    assert found["RingBuffer.emitOnce"] == "Emit `event` once"
    assert found["RingBuffer.loadLazily"] == "Load `name` lazily"


def test_ruby_s_parameters_without_a_name_are_named_by_no_one_liner() -> None:
    """kramdown's man converter's `convert_blank(*)` read "Convert the blank `*`"."""
    found = one_liners("lib/man.rb", """\
        class Man
          def convert_blank(*)
            "\n"
          end

          def convert_raw(el, *)
            el
          end
        end
        """)
    assert found["Man.convert_blank"] == "Convert the blank"
    assert found["Man.convert_raw"] == "Convert the raw `el`"


def test_a_line_that_says_a_list_follows_and_a_cut_that_leaves_which() -> None:
    """distro's `version_parts` read "…as a tuple (major, minor": the clause cut before the
    colon ended inside the tuple's code; hashbrown's `equivalent_key` "Ensure that a single
    closure type across uses of this which", cut at the comma after "which"."""
    found = one_liners("distro.py", '''\
        def version_parts(best=False):
            """
            Return the version of the current OS distribution as a tuple
            ``(major, minor, build_number)`` with items as follows:

            * ``major``:  The result of :func:`distro.major_version`.
            """
            return (1, 2, 3)


        def equivalent_key(k):
            """Ensures that a single closure type across uses of this which, in turn prevents
            multiple instances of any functions like RawTable::reserve from being generated"""
            return lambda x: k == x[0]
        ''')
    assert found["version_parts"] == (
        "Return the version of the current OS distribution as a tuple "
        "`(major, minor, build_number)`")
    assert not found["equivalent_key"].endswith(" which")


def test_python_s_dumps_and_loads_write_and_read_strings() -> None:
    """CacheControl's `Serializer.dumps(request, response, body)` read "Return dumps for
    `request`, `response` and `body`", its `loads` "Loads for …"."""
    found = one_liners("cachecontrol/serialize.py", """\
        class Serializer:
            def dumps(self, request, response, body=None):
                return b"cc=4," + body

            def loads(self, request, data, body_file=None):
                return None
        """)
    assert found["Serializer.dumps"] == (
        "Dump `request`, `response` and `body` to a string")
    assert found["Serializer.loads"] == "Load a value from `request`, `data` and `body_file`"


def test_an_outline_heading_whose_sentence_goes_on_past_a_capital_or_is_cut() -> None:
    """CacheControl's `cache_response` outline read "If we've been given a body, our response
    has a Content-Length, that" (its comment goes on "Content-Length is valid then…" over two
    more lines), `cached_request`'s "… b/c it is", and a URL "Https://tools.ietf.org/…"."""
    found = summaries("cachecontrol/controller.py", '''\
        def cache_response(request, response, body=None):
            """Algorithm for caching requests."""
            date = 0

            # If we've been given a body, our response has a Content-Length, that
            # Content-Length is valid then we can check to see if the body we've
            # been given matches the expected size, and if it doesn't we'll just
            # skip trying to cache it.
            if body is not None:
                return

            # If we have a cached permanent redirect, return it immediately. We
            # don't need to test our response for other headers b/c it is
            # intrinsically "cacheable" as it is Permanent.
            if response.status in (301, 308):
                return

            # https://tools.ietf.org/html/rfc7234#section-4.1:
            if request.method == "GET":
                return
        ''' + "            x = 1\n" * 90 + "            return x\n")["cache_response"]
    steps = [line for line in found.what_it_does.split("\n") if line.startswith("- Line")]
    assert steps == [
        "- Line 5: If we've been given a body, our response has a Content-Length, that "
        "Content-Length is valid then we can check to see if the body we've …",
        "- Line 12: If we have a cached permanent redirect, return it immediately.",
        "- Line 18: https://tools.ietf.org/html/rfc7234#section-4.1:"]


def test_react_hooks_and_components_say_what_they_are() -> None:
    """@tanstack/react-query's `useQueryClient` read "Use the query client", `useIsFetching`
    "Use the is fetching `filters`", and the component `QueryClientProvider` "Query the client
    provider"; chardet's `feed(byte_str)` read "Feed for `byte_str`"."""
    found = one_liners("src/QueryClientProvider.tsx", """\
        import * as React from 'react'
        export function useQueryClient({ context }: ContextOptions = {}) {
          const queryClient = React.useContext(getQueryClientContext(context))
          return queryClient
        }
        export function useIsFetching(filters?: QueryFilters): number {
          const queryClient = useQueryClient()
          const [count, setCount] = React.useState(queryClient.isFetching(filters))
          return count
        }
        export function usePrevious(value) {
          return value
        }
        export const QueryClientProvider = ({ client, children }: Props): JSX.Element => {
          React.useEffect(() => { client.mount() }, [client])
          return <Context.Provider value={client}>{children}</Context.Provider>
        }
        """)
    assert found["useQueryClient"] == "React hook for the query client"
    assert found["useIsFetching"] == "React hook: is fetching"
    assert found["usePrevious"] != "React hook for the previous"
    assert found["QueryClientProvider"] == "`QueryClientProvider` React component"
    assert one_liners("chardet/prober.py", """\
        class Prober:
            def feed(self, byte_str):
                self.count += len(byte_str)
                return self.state
        """)["Prober.feed"] == "Feed `byte_str`"


def test_a_solid_hook_and_component_are_not_react_s() -> None:
    """solid-query's `useQueryClient` and `QueryClientProvider` have the names of
    react-query's, made of `solid-js`: their pages read "React hook", "React component"."""
    found = one_liners("src/QueryClientProvider.tsx", """\
        import { createContext, useContext, onMount } from 'solid-js'
        export const useQueryClient = (queryClient?: QueryClient) => {
          const client = useContext(QueryClientContext)
          return client
        }
        export const QueryClientProvider = (props: Props): JSXElement => {
          onMount(() => { props.client.mount() })
          return <Context.Provider value={props.client}>{props.children}</Context.Provider>
        }
        """)
    assert found["useQueryClient"] == "Hook for the query client"
    assert found["QueryClientProvider"] == "`QueryClientProvider` component"


def test_a_setter_s_numpy_doc_is_noted_apart_from_the_getter_s_sections() -> None:
    """halo's `spinner` property: its getter's NumPy "Returns" took in the setter's note,
    "- `Note:`: Setting it: Setter for spinner property. Parameters ---------- spinner : …",
    its parameters' title and all."""
    found = summaries("halo/halo.py", '''\
        class Halo:
            @property
            def spinner(self):
                """Getter for spinner property.
                Returns
                -------
                dict
                    spinner value
                """
                return self._spinner

            @spinner.setter
            def spinner(self, spinner=None):
                """Setter for spinner property.
                Parameters
                ----------
                spinner : dict, str
                    Defines the spinner value with frame and interval
                """
                self._spinner = spinner
        ''')["Halo.spinner"]
    assert found.returns == "`dict` — Spinner value"
    assert "Setting it: Setter for spinner property." in found.notes


def test_a_handler_given_its_event_handles_it() -> None:
    """@tanstack/history's `beforeUnloadListener(event)` is the handler itself; it read
    "Return the before unload listener for `event`"."""
    found = one_liners("src/index.ts", """\
        function beforeUnloadListener(event: Event) {
          event.preventDefault()
        }

        function clickHandler(e) {
          e.stopPropagation()
        }
        """)
    assert found["beforeUnloadListener"] == "Handle the before unload event"
    assert found["clickHandler"] == "Handle the click event"


def test_thanks_is_no_one_liner() -> None:
    """@tanstack/history's `createRandomKey` read "Thanks co-pilot!", the comment above it."""
    found = one_liners("src/index.ts", """\
        // Thanks co-pilot!
        function createRandomKey() {
          return (Math.random() + 1).toString(36).substring(7)
        }
        """)
    assert found["createRandomKey"] == "Create a random key"


def test_a_go_function_named_as_in_c_reads_as_its_verb() -> None:
    """go-yaml, ported from libyaml, names its functions `yaml_emitter_write_indent`: 34 read
    "Return the YAML emitter write indent for `emitter`", though each writes and returns
    whether it could."""
    found = one_liners("emitterc.go", "package yaml\n\nfunc yaml_emitter_write_indent(emitter "
                                      "*yaml_emitter_t) bool {\n\treturn put_break(emitter)\n}\n")
    assert found["yaml_emitter_write_indent"] == "Write the indent with `emitter`"


def test_a_typescript_optional_parameter_says_so() -> None:
    """@tanstack/history's `createBrowserHistory(opts?: { window?: any })` listed `opts` as
    if it were needed; a field of its type marked `?` is no parameter."""
    found = summaries("src/index.ts", """\
        export function createBrowserHistory(opts?: { window?: any }, size: number = 3): number {
          return size
        }
        """)["createBrowserHistory"]
    assert [(p.name, p.description) for p in found.parameters] == [
        ("opts", "Optional."), ("size", "Defaults to `3`.")]


def test_a_rust_macro_s_body_is_no_fact_of_it() -> None:
    """bitflags' `__impl_bitflags` read "It sets `self.bits`": the methods it writes do."""
    found = summaries("src/lib.rs", """\
        #[macro_export]
        macro_rules! maker {
            ($name:ident) => {
                impl $name {
                    pub fn set(&mut self, v: u32) { self.bits = v; }
                }
            };
        }
        """)["maker"]
    assert "self.bits" not in found.what_it_does


def test_a_private_member_calling_itself_is_recursive() -> None:
    """@tanstack/pacer's `Queuer.#tick` calls `this.#tick()` until the queue is empty; its page
    did not say it is recursive, as `tock`'s does."""
    found = summaries("queuer.ts", """\
        export class Queuer {
          #tick = () => {
            if (this.items.length > 0) this.#tick()
          }
          tock(): void {
            if (this.items.length > 0) this.tock()
          }
          #tack(): void {
            this.#tick()
          }
        }
        """)
    assert "It is recursive." in found["Queuer.#tick"].what_it_does
    assert "It is recursive." in found["Queuer.tock"].what_it_does
    assert "recursive" not in found["Queuer.#tack"].what_it_does


def test_an_async_method_named_for_its_twin_reads_as_the_twin() -> None:
    """httpcore's `Response.aclose` read "Aclose" and `aread` "Return the aread": an `a` before
    a verb names the asynchronous twin of `close` and `read`."""
    found = one_liners("models.py", """\
        class Response:
            async def aclose(self) -> None:
                await self._stream.aclose()

            async def aread(self) -> bytes:
                return await self._stream.aread()

            async def append(self, item) -> None:
                self._items.append(item)

            def aread_all(self) -> bytes:
                return b""
        """)
    assert found["Response.aclose"] == "Close the `Response`"
    assert found["Response.aread"] == "Read the `Response`"
    assert found["Response.append"] == "Append `item`"
    assert found["Response.aread_all"] == "Return the aread all"


def test_names_of_pronouns_nothing_returned_and_verbs_without_objects() -> None:
    """h11 and httpcore: a pronoun takes no article ("Check whether the they are waiting…"),
    `NoReturn` is no object ("Reraise the `NoReturn` as remote protocol error"), and one
    sleeps or waits, not the instance nor what is returned ("Sleep the `MockBackend` with
    `seconds`", "Wait the `ConnectionInterface` for connection")."""
    found = one_liners("conn.py", """\
        from typing import NoReturn


        class Connection:
            @property
            def they_are_waiting_for_100_continue(self) -> bool:
                return self._waiting

            def _reraise_as_remote_protocol_error(self) -> NoReturn:
                self.__class__ = RemoteProtocolError
                raise self

            def sleep(self, seconds: float) -> None:
                self._slept += seconds

            async def wait_for_connection(self, timeout: float = 0.0) -> Connection:
                await self._acquired.wait(timeout=timeout)
                return self.connection


        def expect_nothing(buf):
            if buf:
                raise ValueError("data after EOF")
            return None
        """)
    assert found["Connection.they_are_waiting_for_100_continue"] == (
        "Check whether they are waiting for 100 continue")
    assert found["Connection._reraise_as_remote_protocol_error"] == (
        "Reraise as remote protocol error")
    assert found["Connection.sleep"] == "Sleep for `seconds`"
    assert found["Connection.wait_for_connection"] == "Wait for connection"
    assert found["expect_nothing"] == "Expect nothing `buf`"


def test_a_name_that_tries_and_a_step_named_on_something() -> None:
    """h11's `maybe_read_from_IDLE_client(buf)` read "Return the maybe read from IDLE client
    for `buf`", fs-extra's `mayCopyFile(srcStat, src, dest)` "Check whether `srcStat` may copy
    file", and its `onDir(srcStat, destStat, src, dest, opts)`, a step of `copy` handed five
    things it found, "Handle the dir event"; `onData(chunk)` is a handler."""
    found = one_liners("copy.js", """\
        function mayCopyFile (srcStat, src, dest, opts) {
          if (opts.overwrite) return copyFile(srcStat, src, dest, opts)
          return undefined
        }

        function onDir (srcStat, destStat, src, dest, opts) {
          if (!destStat) return mkDirAndCopy(srcStat.mode, src, dest, opts)
          return copyDir(src, dest, opts)
        }

        function onData (chunk) {
          buffer.push(chunk)
        }

        function tryParse (text) {
          return JSON.parse(text)
        }

        module.exports = { mayCopyFile, onDir, onData, tryParse }
        """)
    assert found["mayCopyFile"].startswith("Try to copy the file")
    assert found["onDir"] == "Handle a dir for `srcStat`, `destStat` and 3 more"
    assert found["onData"] == "Handle the data event"
    assert found["tryParse"] == "Try to parse `text`"



def test_a_ruby_word_list_is_no_call() -> None:
    """rouge's `Janet.bundled` builds `Set.new %w(…)` of its keywords: "Wrap a call to `w`"."""
    found = one_liners("janet.rb", """\
        class Janet < RegexLexer
          def self.bundled
            @bundled ||= Set.new %w(
              all apply array
              assert
            )
          end

          def self.reserved
            @reserved ||= %i[break case continue]
          end
        end
        """)
    assert "`w`" not in found["Janet.bundled"]
    assert "`i`" not in found["Janet.reserved"]


def test_web_addresses_alone_are_no_summary() -> None:
    """fs-extra's `checkPath` sits under two issues' addresses, the bugs its check works
    around: its one-liner was "Https://github.com/nodejs/node/issues/8987 https://…"."""
    found = one_liners("lib/mkdirs/utils.js", """\
        'use strict'

        // https://github.com/nodejs/node/issues/8987
        // https://github.com/libuv/libuv/pull/1088
        module.exports.checkPath = function checkPath (pth) {
          if (process.platform === 'win32') {
            throw new Error('bad')
          }
        }
        """)
    assert found["checkPath"] == "Check the path `pth`"


def test_a_getter_of_a_state_asks_it() -> None:
    """@tanstack/pacer's `getIsEmpty()` and `getShouldExecute(item)` read "Get the is empty",
    "Get the should execute for `item`"."""
    found = one_liners("queuer.ts", """\
        export class Queuer<T> {
          items: T[] = []
          getIsEmpty(): boolean {
            return this.items.length === 0
          }
          getShouldExecute(item: T): boolean {
            return item !== undefined
          }
          getItems(): T[] {
            return this.items
          }
        }
        """)
    assert found["Queuer.getIsEmpty"] == "Check whether the `Queuer` is empty"
    assert found["Queuer.getShouldExecute"] == "Check whether the `Queuer` should execute `item`"
    assert found["Queuer.getItems"] == "Get the items"


def test_a_label_of_a_kind_of_things_is_no_doc() -> None:
    """h11 heads its sentinel classes with "# States" and "# Switch types": `IDLE` read
    "States", `MIGHT_SWITCH_PROTOCOL` "Switch types"."""
    found = one_liners("h11/_state.py", """\
        class Sentinel(type):
            pass


        # States
        class IDLE(Sentinel, metaclass=Sentinel):
            pass


        # Switch types
        class MIGHT_SWITCH_PROTOCOL(Sentinel, metaclass=Sentinel):
            pass


        # Parse the state machine's events
        def parse_events(data):
            return data
        """)
    assert "States" not in found["IDLE"]
    assert "Switch types" not in found["MIGHT_SWITCH_PROTOCOL"]
    assert found["parse_events"] == "Parse the state machine's events"


def test_ruby_code_set_aside_in_a_comment_is_no_doc() -> None:
    """rufus-scheduler keeps old code commented out above a method: `start` read "Def
    free_all_work_threads", `next_times` "Def hash self.object_id end"."""
    found = one_liners("scheduler.rb", """\
        class Scheduler
          #def free_all_work_threads
          #
          #  work_threads.each { |t| t.raise(KillSignal) }
          #end

          def start
            @thread = Thread.new { loop { sleep 1 } }
          end

          #def hash
          #  self.object_id
          #end

          def next_times(count)
            next_time ? [ next_time ] : []
          end

          # def is how this one was declared; it stops the thread.
          def stop
            @thread.kill
          end
        end
        """)
    assert found["Scheduler.start"] == "Start the `Scheduler`"
    assert found["Scheduler.next_times"] == "Return next times for `count`"
    assert found["Scheduler.stop"] == "Def is how this one was declared; it stops the thread"


def test_a_note_on_an_overload_is_no_summary() -> None:
    """@tanstack/db's `createCollection` read "Overload for when schema is provided and utils
    is required (not optional)", `createLiveQueryCollection` "Overload 1: Accept just the query
    function": which signature it is, not what it does."""
    found = one_liners("collection.ts", """\
        // Overload for when schema is provided and utils is required (not optional)
        export function createCollection<T>(options: { schema: T; utils: number }): Collection<T>

        // Overload for when schema is provided and utils is optional
        export function createCollection<T>(options: { schema: T }): Collection<T>

        export function createCollection(options: any): any {
          return new CollectionImpl(options)
        }

        /**
         * Overload 1: Accept just the query function
         */
        export function createLiveQueryCollection(query: () => number): LiveQuery
        export function createLiveQueryCollection(query: any): any {
          return buildLiveQuery(query)
        }

        /**
         * Overloaded operators are resolved here.
         */
        export function resolveOperator(name: string): string {
          return name.trim()
        }
        """)
    assert not found["createCollection"].startswith("Overload")
    assert not found["createLiveQueryCollection"].startswith("Overload")
    assert found["resolveOperator"] == "Overloaded operators are resolved here"


def test_a_type_variable_is_no_object_and_one_receives_from_a_stream() -> None:
    """anyio's `MemoryObjectReceiveStream.receive() -> T_co` read "Receive a `T_co`",
    `receive_nowait` "Receive the nowait", `call_in_runner_task(…) -> T_Retval` "Call the
    `T_Retval` in runner task", and `TLSStream.receive()` "Receive the `TLSStream`"."""
    found = one_liners("memory.py", """\
        from typing import Generic, TypeVar

        T_co = TypeVar("T_co", covariant=True)
        T_Retval = TypeVar("T_Retval")


        class MemoryObjectReceiveStream(Generic[T_co]):
            def receive_nowait(self) -> T_co:
                return self._state.buffer.popleft()

            def call_in_runner_task(self, func, *args) -> T_Retval:
                return self._portal.call(func, *args)


        class TLSStream:
            async def receive(self, max_bytes: int = 65536) -> bytes:
                return await self._call_sslobject_method(self._ssl_object.read, max_bytes)
        """)
    assert found["MemoryObjectReceiveStream.receive_nowait"] == (
        "Receive from the `MemoryObjectReceiveStream` without waiting")
    assert found["MemoryObjectReceiveStream.call_in_runner_task"] == "Call in runner task"
    assert found["TLSStream.receive"] == "Receive from the `TLSStream` with `max_bytes`"


def test_a_php_heredoc_is_no_code() -> None:
    """symfony/translation's `Translator::dumpCatalogue` writes a PHP file from a heredoc that
    ends `return $catalogue;`: its page said "Returns `$catalogue`"."""
    found = summaries("Translator.php", """\
        <?php
        class Translator
        {
            private function dumpCatalogue(string $locale, $cache): void
            {
                $content = <<<EOF
        <?php

        use Symfony\\\\Component\\\\Translation\\\\MessageCatalogue;

        \\$catalogue = new MessageCatalogue('%s', %s);

        return \\$catalogue;

        EOF
                ;
                $cache->write($content);
            }
        }
        """)
    page = found["Translator.dumpCatalogue"]
    assert "$catalogue" not in page.what_it_does and "Returns" not in page.what_it_does


def test_a_builder_method_named_on_something_handles_no_event() -> None:
    """knex's query builder names its ON clauses `onIn(first, values)` (returning itself for
    more calls) and `onConflict(columns)` (making an `OnConflictBuilder`): 27 of its pages
    read "Handle the in event", "Handle the conflict event"; `onData(chunk)` handles one."""
    found = one_liners("joinclause.js", """\
        class JoinClause {
          onIn(first, values) {
            this.clauses.push({ type: 'onIn', column: first, value: values });
            return this;
          }

          onConflict(columns) {
            return new OnConflictBuilder(this, columns);
          }

          onData(chunk) {
            this.buf.push(chunk);
          }
        }
        module.exports = JoinClause;
        """)
    assert "event" not in found["JoinClause.onIn"]
    assert "event" not in found["JoinClause.onConflict"]
    assert found["JoinClause.onData"] == "Handle the data event"


def test_a_framed_title_over_a_definition_is_no_doc() -> None:
    """plumbum heads its sections with `#====` rules around a title: `SwitchInfo` read "The
    switch decorator", `MinHeap` "Timeout thread"; a sentence so framed still documents."""
    found = one_liners("cli/switches.py", """\
        #===================================================================================
        # The switch decorator
        #===================================================================================
        class SwitchInfo:
            def __init__(self, **kwargs):
                self.__dict__.update(kwargs)


        # ------------------------------------------------------------------
        # Parse the switches given on the command line and return them.
        # ------------------------------------------------------------------
        def parse_switches(argv):
            return argv
        """)
    assert found["SwitchInfo"] == "Switch info"
    assert found["parse_switches"] == "Parse the switches given on the command line and return them"


def test_a_memoized_property_reads_as_an_attribute() -> None:
    """Mako's `@util.memoized_property def cache(self)` returns the template's `Cache`: it
    read "Cache the `Template`"."""
    found = one_liners("mako/template.py", """\
        from mako import util


        class Template:
            @util.memoized_property
            def cache(self):
                return cache.Cache(self)

            def render(self, *args, **data):
                return runtime._render(self, self.callable_, args, data)
        """)
    assert found["Template.cache"] == "Return the cache"


def test_a_relation_named_by_a_noun_says_which_side_is_which() -> None:
    """golang-set's `IsSubset(other)` checks that its own set is a subset of `other`: it read
    "Check whether `other` is subset", and `orderedPair.Equal(other)` "Check whether `other`
    is equal"; Python's `is_subset(a, b)` relates its two parameters."""
    found = one_liners("set.go", """\
        package mapset

        type threadUnsafeSet map[interface{}]struct{}

        type orderedPair struct {
        \tFirst interface{}
        }

        func (set *threadUnsafeSet) IsSubset(other Set) bool {
        \tfor elem := range *set {
        \t\tif !other.Contains(elem) {
        \t\t\treturn false
        \t\t}
        \t}
        \treturn true
        }

        func (pair *orderedPair) Equal(other orderedPair) bool {
        \treturn pair.First == other.First
        }
        """)
    assert found["threadUnsafeSet.IsSubset"] == (
        "Check whether the `threadUnsafeSet` is a subset of `other`")
    assert found["orderedPair.Equal"] == "Check whether the `orderedPair` is equal to `other`"
    python = one_liners("sets.py", "def is_subset(a, b):\n    return a <= b\n\n\n"
                        "class Tree:\n    def is_equal(self, c1, c2):\n        return c1 == c2\n")
    assert python["is_subset"] == "Check whether `a` is a subset of `b`"
    assert python["Tree.is_equal"] == "Check whether `c1` is equal to `c2`"


def test_a_go_doc_naming_its_function_then_a_noun_phrase_drops_the_name() -> None:
    """montanaflynn/stats' `// Variance the amount of variation in the dataset` read "Variance
    the amount of variation in the dataset": Go's name first, then what it gives, no verb."""
    found = one_liners("variance.go", """\
        package stats

        // Variance the amount of variation in the dataset
        func Variance(input Float64Data) (sdev float64, err error) {
        \treturn PopulationVariance(input)
        }

        // Mean gets the average of a slice of numbers
        func Mean(input Float64Data) (float64, error) {
        \treturn 0, nil
        }

        // Find the target command given the args
        func Find(args []string) error {
        \treturn nil
        }
        """)
    assert found["Variance"] == "The amount of variation in the dataset"
    assert found["Mean"] == "Get the average of a slice of numbers"
    assert found["Find"] == "Find the target command given the args"


def test_a_rust_macro_of_a_function_s_name_is_no_recursion() -> None:
    """parking_lot's `fn unreachable()` calls the `unreachable!()` macro: its page said "It is
    recursive"."""
    found = summaries("util.rs", """\
        #[inline]
        pub unsafe fn unreachable() -> ! {
            if cfg!(debug_assertions) {
                unreachable!();
            } else {
                core::hint::unreachable_unchecked()
            }
        }

        pub fn countdown(n: u32) -> u32 {
            if n == 0 { 0 } else { countdown(n - 1) }
        }
        """)
    assert "recursive" not in found["unreachable"].what_it_does
    assert "It is recursive." in found["countdown"].what_it_does


def test_a_slow_or_fast_path_is_a_manner() -> None:
    """parking_lot's `RawMutex.lock_slow(timeout)` read "Lock the slow `timeout`", `unlock_slow`
    "Unlock the slow": the slow path of locking, not a slow thing locked."""
    found = one_liners("raw_mutex.rs", """\
        pub struct RawMutex { state: u8 }

        impl RawMutex {
            fn lock_slow(&self, timeout: Option<Instant>) -> bool {
                self.state.load(Ordering::Relaxed) == 0
            }

            fn unlock_slow(&self, force_fair: bool) {
                self.state.store(0, Ordering::Release);
            }
        }
        """)
    assert found["RawMutex.lock_slow"] == "Lock the `RawMutex` with `timeout`, the slow path"
    assert found["RawMutex.unlock_slow"] == "Unlock the `RawMutex`, the slow path"


def test_a_handler_named_for_its_event_names_it_once() -> None:
    """watchdog's `on_any_event(event)` read "Handle the any event event"."""
    found = one_liners("tricks.py", """\
        class Trick:
            def on_any_event(self, event):
                self.seen.append(event)

            def on_thread_stop(self):
                self.stopped = True
        """)
    assert found["Trick.on_any_event"] == "Handle any event"
    assert found["Trick.on_thread_stop"] == "Handle the thread stop event"


def test_a_raise_whose_message_goes_on_over_lines_is_all_it_does() -> None:
    """APScheduler's `BaseScheduler.__getstate__` raises `TypeError("Schedulers cannot be
    serialized. " …)` over three lines: it read "Return the state of the `BaseScheduler` for
    pickling", as if it could be pickled."""
    found = one_liners("base.py", """\
        class BaseScheduler:
            def __getstate__(self):
                raise TypeError("Schedulers cannot be serialized. Ensure that you are not "
                                "passing a scheduler instance as an argument to a job, or "
                                "scheduling an instance method holding a scheduler.")

            def __setstate__(self, state):
                self.__dict__.update(state)
                raise TypeError("no")
        """)
    assert found["BaseScheduler.__getstate__"] == "Always raise `TypeError`"
    assert "Always" not in found["BaseScheduler.__setstate__"]


def test_a_ruby_one_line_method_with_bracketed_parameters_has_a_body() -> None:
    """sinatra's `def delete(path, opts = {}, &bk) route 'DELETE', path, opts, &bk end` and
    its seven siblings read "Its body is empty: a stub, a hook or an abstract method"; a method
    whose body is on its head's line after bracketed parameters has that body."""
    found = summaries("lib/base.rb", """\
        class Base
          def delete(path, opts = {}, &bk)  route 'DELETE', path, opts, &bk end

          def head(path, opts = {}, &bk)
          end
        end
        """)
    assert "body is empty" not in found["Base.delete"].what_it_does
    assert found["Base.head"].what_it_does.endswith(
        "Its body is empty: a stub, a hook or an abstract method.")

def test_a_factory_of_errors_says_which_error_and_its_message() -> None:
    """brick/math's `DivisionByZeroException::divisionByZero()`, `return new self('Division by
    zero.');`, read "Return the division by zero"; so in JavaScript and Python. A class that is
    no error is not said to be made so."""
    assert one_liners("src/DivisionByZeroException.php", """\
        <?php
        class DivisionByZeroException extends \\RuntimeException
        {
            public static function divisionByZero() : DivisionByZeroException
            {
                return new self('Division by zero.');
            }

            public static function tooLarge(string $value) : self
            {
                return new static(\\sprintf('The value %s is too large.', $value));
            }
        }
        """)["DivisionByZeroException.divisionByZero"] == (
        'Create a `DivisionByZeroException` with the message "Division by zero."')
    found = one_liners("lib/store.js", """\
        class Store {
          static missing(key) {
            return new KeyError('The key was not found');
          }
          static origin() {
            return new Point('at the origin');
          }
        }
        """)
    assert found["Store.missing"] == 'Create a `KeyError` with the message "The key was not found"'
    assert found["Store.origin"] == "Return the origin"
    assert one_liners("box/errors.py", """\
        def missing_key(key):
            return BoxError("Key does not exist in the box")
        """)["missing_key"] == (
        'Create a `BoxError` with the message "Key does not exist in the box"')


def test_a_one_line_example_in_backticks_is_prose_not_code() -> None:
    """brick/math's `getFractionalPart` doc says "Examples: `-123.456` => '456', `123` =>
    ''." on one line, nothing under it: its page showed that sentence inside a ```` ```php ````
    fence, backticks and all. An example header over code set off below it stays an example."""
    found = summaries("src/BigDecimal.php", """\
        <?php
        class BigDecimal
        {
            /**
             * Returns the fractional part of this decimal number.
             *
             * Examples: `-123.456` => '456', `123` => ''.
             *
             * @return string
             */
            public function getFractionalPart() : string { return $this->f; }

            /**
             * Returns the integral part of this decimal number.
             *
             * Example:
             *     $x->getIntegralPart(); // '-123'
             */
            public function getIntegralPart() : string { return $this->i; }
        }
        """)
    fractional = found["BigDecimal.getFractionalPart"]
    assert fractional.example == ""
    assert fractional.what_it_does.endswith("Examples: `-123.456` => '456', `123` => ''.")
    assert found["BigDecimal.getIntegralPart"].example == "$x->getIntegralPart(); // '-123'"


def test_a_rust_doc_in_bold_its_panics_and_its_verb_glossed() -> None:
    """fixedbitset: "Return **true** if the bit is enabled in the bitset, or **false**
    otherwise." read "Check whether the bit is enabled in the bitset, or"; `set`, whose doc is
    only "**Panics** if **bit** is out of bounds.", had that for its one-liner; "Toggles
    (inverts) every bit" read "Toggle (inverts) every bit"."""
    found = summaries("src/lib.rs", """\
        pub struct FixedBitSet { length: usize }

        impl FixedBitSet {
            /// Return **true** if the bit is enabled in the bitset,
            /// or **false** otherwise.
            pub fn contains(&self, bit: usize) -> bool { bit < self.length }

            /// **Panics** if **bit** is out of bounds.
            pub fn set(&mut self, bit: usize, enabled: bool) { assert!(bit < self.length); }

            /// Toggles (inverts) every bit in the given range.
            ///
            /// **Panics** if the range extends past the end of the bitset.
            pub fn toggle_range(&mut self, start: usize) { self.length = start; }
        }
        """)
    assert found["FixedBitSet.contains"].description == (
        "Check whether the bit is enabled in the bitset")
    assert found["FixedBitSet.set"].description == "Set `bit`"
    assert "Panics: if **bit** is out of bounds." in found["FixedBitSet.set"].notes
    toggled = found["FixedBitSet.toggle_range"]
    assert toggled.description == "Toggle (invert) every bit in the given range"
    assert "Panics: if the range extends past the end of the bitset." in toggled.notes
    assert "Panics" not in toggled.what_it_does


def test_a_constructor_s_renamed_parameter_is_read_from_its_own_doc() -> None:
    """dictdiffer's `Resolver.__init__(self, actions, additional_info=None)` documents
    `:param action:`: the class page's `actions` had no description, as a renamed parameter
    was looked for in the class's doc only, not in the constructor's."""
    entities = extract_file("dictdiffer/resolve.py", textwrap.dedent("""\
        class Resolver(object):
            \"\"\"Class handling the conflict resolution process.\"\"\"

            def __init__(self, actions, additional_info=None):
                \"\"\"Initialize the Resolver.

                :param action: dict object containing the necessary resolution functions
                :param additional_info: any additional information required by the actions
                \"\"\"
                self.actions = actions
                self.additional_info = additional_info
        """))
    resolver = summarize(entities[0], members=tuple(entities[1:]))
    assert [(p.name, p.description) for p in resolver.parameters] == [
        ("actions", "Dict object containing the necessary resolution functions"),
        ("additional_info", "Any additional information required by the actions. "
                            "Defaults to `None`.")]


def test_an_on_method_registers_its_handler_for_the_named_event_or_for_all() -> None:
    """@tanstack/devtools-event-client's `on(eventSuffix, cb)` read "Return a value on
    `eventSuffix`", `onAll(cb)` "Register `cb` to handle the all event" and
    `onAllPluginEvents(cb)` "… the all plugin events event"."""
    found = one_liners("src/plugin.ts", """\
        export class EventClient {
          private target = new EventTarget()

          on(eventSuffix: string, cb: (event: Event) => void) {
            this.target.addEventListener(eventSuffix, cb)
            return () => this.target.removeEventListener(eventSuffix, cb)
          }

          onAll(cb: (event: Event) => void) {
            this.target.addEventListener('all', cb)
          }

          onAllPluginEvents(cb: (event: Event) => void) {
            this.target.addEventListener('plugin', cb)
          }

          onConfigChange(cb: (event: Event) => void) {
            this.target.addEventListener('config', cb)
          }
        }
        """)
    assert found["EventClient.on"] == "Register `cb` to handle the `eventSuffix` event"
    assert found["EventClient.onAll"] == "Register `cb` to handle all events"
    assert found["EventClient.onAllPluginEvents"] == "Register `cb` to handle all plugin events"
    assert found["EventClient.onConfigChange"] == "Register `cb` to handle the config change event"


def test_a_method_whose_empty_body_does_nothing_says_so_a_declaration_does_not() -> None:
    """tty-command's `Null#write(*)`, its body the comment "Do nothing", read "Write the
    `Null`", a base printer's empty `print_command_start` "Print the command start", and
    @tanstack/devtools-event-client's no-op client's `emit(_eventSuffix) {}` "Emit
    `_eventSuffix`". A declaration with no body (a Java interface's method, a TypeScript
    overload, a Python `...` or abstract method) says what its name says."""
    assert one_liners("lib/printers.rb", """\
        class Null < Abstract
          def write(*)
            # Do nothing
          end

          def print_command_start(cmd, *args)
          end
        end
        """) == {"Null": "`Null` class (extends `Abstract`)", "Null.write": "Do nothing",
                 "Null.print_command_start": "Do nothing"}
    assert one_liners("src/noop.ts", """\
        export class EventClientNoOp {
          emit(_eventSuffix: string): void {}
          go(n: number) {
          }
        }
        export function flow(a: number): number;
        export function flow(a: string): string;
        export function flow(a: any): any { return a }
        """) == {"EventClientNoOp": "Event client no op", "EventClientNoOp.emit": "Do nothing",
                 "EventClientNoOp.go": "Do nothing", "flow": "Return `a` unchanged"}
    assert one_liners("pkg/hooks.py", """\
        import abc


        class Hooks(abc.ABC):
            def on_start(self, job):
                pass

            def on_end(self, job): ...

            @abc.abstractmethod
            def on_error(self, job):
                pass

            @abstractmethod
            def on_retry(self, job):
                pass
        """) == {"Hooks": "`Hooks` class (extends `abc.ABC`)", "Hooks.on_start": "Do nothing",
                 "Hooks.on_end": "Handle the end event",
                 "Hooks.on_error": "Handle the error event",
                 "Hooks.on_retry": "Handle the retry event"}
    assert one_liners("src/Temporal.java", """\
        public interface Temporal {
            Temporal plus(long amount);

            default void reset() {
            }
        }
        """) == {"Temporal": "`Temporal` interface",
                 "Temporal.plus": "Return the plus for `amount`", "Temporal.reset": "Do nothing"}


def test_a_name_given_to_a_function_has_no_empty_body() -> None:
    """long.js' `var pow_dbl = Math.pow; // Used 4 times` said "Its body is empty: a stub, a hook
    or an abstract method"; it has no body of its own, it names `Math.pow`."""
    found = summaries("index.js", """\
        /**
         * @function
         * @param {number} base
         * @param {number} exponent
         * @returns {number}
         * @inner
         */
        var pow_dbl = Math.pow;

        var noop = function () {};
        """)
    assert "body is empty" not in found["pow_dbl"].what_it_does
    assert found["noop"].what_it_does.endswith("Its body is empty: calling it does nothing.")


def test_a_rest_link_whose_text_holds_angle_brackets_and_an_agent_noun_name() -> None:
    """tinycss2's `parse_nth`: "Parse `<An+B> <https://drafts.csswg.org/css-syntax-3/#anb>`_,
    as found in…" read "Parse `<An+B> <https://…>`"; hyperlink's `DecodedURL.userinfo` read
    "Use the rinfo", its name split after `use`."""
    found = one_liners("tinycss2/nth.py", '''\
        def parse_nth(input):
            """Parse `<An+B> <https://drafts.csswg.org/css-syntax-3/#anb>`_,
            as found in `:nth-child()` and related selector pseudo-classes.
            """
            return input


        class DecodedURL(object):
            @property
            def userinfo(self):
                return self._url.userinfo
        ''')
    assert found["parse_nth"] == (
        "Parse <An+B>, as found in `:nth-child()` and related selector pseudo-classes")
    assert found["DecodedURL.userinfo"] == "Return the userinfo"


def test_a_go_method_named_by_a_noun_whose_only_result_is_an_error_handles_it() -> None:
    """copystructure's walker implements reflectwalk's callbacks: `Struct(s reflect.Value)
    error` read "Return the struct for `s`", `Primitive(v)` "Return the primitive for `v`";
    they return only an error. `Err() error` still returns its error."""
    found = one_liners("copystructure.go", """\
        package copystructure

        type walker struct{ err error }

        func (w *walker) Struct(s reflect.Value) error {
        \tw.n++
        \treturn nil
        }

        func (w *walker) Primitive(v reflect.Value) error {
        \tw.n++
        \treturn nil
        }

        func (w *walker) Err() error {
        \treturn w.err
        }
        """)
    assert found["walker.Struct"] == "Handle the struct `s`"
    assert found["walker.Primitive"] == "Handle the primitive `v`"
    assert found["walker.Err"] == "Return the err"


def test_a_line_that_ends_no_sentence_before_a_verb_of_the_third_person_ends_it() -> None:
    """ipaddr.js writes its docs as line comments without stops: "Constructs a new IPv4 address
    from an array of four octets", "in network order (MSB first)", "Verifies the input." read
    "…(MSB first) Verifies the input.". A line that goes on into a noun (`the\\nFoo`) or after
    an open word is left as it is."""
    found = summaries("lib/ipaddr.js", """\
        // Constructs a new IPv4 address from an array of four octets
        // in network order (MSB first)
        // Verifies the input.
        function IPv4 (octets) {
            this.octets = octets;
        }

        // Returns the value held by the
        // Parser that made it.
        function held (parser) {
            return parser.value;
        }
        """)
    assert found["IPv4"].what_it_does.startswith(
        "Constructs a new IPv4 address from an array of four octets in network order (MSB "
        "first). Verifies the input.")
    assert found["held"].description == "Return the value held by the Parser that made it"


def test_a_line_that_ends_no_sentence_before_a_sentence_s_opener_ends_it() -> None:
    """start-client-core's `serverOnly`: "A function that will only be available in the server
    build" then "If called on the client, it will throw an error" read "…in the server build If
    called on the client…"."""
    found = summaries("src/envOnly.ts", """\
        // A function that will only be available in the server build
        // If called on the client, it will throw an error
        export const serverOnly = (fn) => fn
        """)
    assert found["serverOnly"].what_it_does.startswith(
        "A function that will only be available in the server build. If called on the client, "
        "it will throw an error")
    # object-hash's `PassThrough`: "Mini-implementation of stream.PassThrough We are far…"
    assert summaries("index.js", """\
        // Mini-implementation of stream.PassThrough
        // We are far from having need for the full implementation
        function PassThrough() {
          return 1;
        }
        """)["PassThrough"].description == "Mini-implementation of stream.PassThrough"


def test_an_rdoc_block_goes_on_while_its_lines_are_indented_past_the_text() -> None:
    """The text gem's formula: its numerator a long way in, its fraction bar less so; the block
    ended at the bar, which read as prose with the denominator."""
    found = summaries("lib/text/white_similarity.rb", """\
        module Text
          # Similarity of two strings, as:
          #
          #                        2 * |pairs(s1) INTERSECT pairs(s2)|
          #   similarity(s1, s2) = -----------------------------------
          #                            |pairs(s1)| + |pairs(s2)|
          #
          # Both are upcased first.
          class WhiteSimilarity
            def similarity(a, b)
              a == b
            end
          end
        end
        """)["Text.WhiteSimilarity"]
    assert ("```\n                     2 * |pairs(s1) INTERSECT pairs(s2)|\n"
            "similarity(s1, s2) = -----------------------------------\n"
            "                         |pairs(s1)| + |pairs(s2)|\n```\n\n"
            "Both are upcased first.") in found.what_it_does


def test_a_sentence_that_says_only_that_an_example_follows_is_cut_before_it() -> None:
    """fast-route's "Parses route strings of the following form:" over its route string, a
    one-liner that ended on "form"."""
    found = one_liners("FastRoute/RouteParser/Std.php", """\
        <?php
        namespace FastRoute\\RouteParser;

        /**
         * Parses route strings of the following form:
         *
         * "/user/{name}[/{id:[0-9]+}]"
         */
        class Std
        {
            public function parse($route)
            {
                return [$route];
            }
        }
        """)
    assert found["Std"] == "Parses route strings"


def test_a_name_made_one_liner_names_what_it_works_on_not_its_options() -> None:
    """tldextract's `extract(url, include_psl_private_domains=False, session=None)` read
    "Extract an `ExtractResult` from `url`, `include_psl_private_domains` and `session`";
    siphasher's `Hasher::new_with_keys(key0, key1) -> Hasher<S>` "Create a new with keys"."""
    found = one_liners("tldextract/tldextract.py", """\
        class ExtractResult:
            pass

        def extract(url: str, include_psl_private_domains: bool = False,
                    session=None) -> ExtractResult:
            return TLD_EXTRACTOR(url, include_psl_private_domains, session)

        def fetch(url, timeout=None, retries=3):
            return get(url, timeout, retries)
        """)
    assert found["extract"] == "Extract an `ExtractResult` from `url`"
    assert found["fetch"] == "Fetch `url`"
    rust = one_liners("src/sip.rs", """\
        struct Hasher<S> { k0: u64, k1: u64, s: S }
        impl<S> Hasher<S> {
            fn new_with_keys(key0: u64, key1: u64) -> Hasher<S> {
                let mut state = Hasher { k0: key0, k1: key1, s: make() };
                state.reset();
                state
            }
        }
        """)
    assert rust["Hasher.new_with_keys"] == "Create a `Hasher` with keys"


def test_a_throw_in_a_callback_run_later_is_not_the_function_s() -> None:
    """angular-query's `withDevtools` said "Throws `Error`": its `throw` stands in a callback
    handed to `effect`, run after it returned; a callback an array's `forEach` runs at once
    throws out of the function."""
    found = summaries("src/devtools.ts", """\
        /** Provide the devtools. */
        export function withDevtools(fn) {
          if (!fn) {
            throw new TypeError("no fn")
          }
          return {
            useFactory: () => {
              effect(() => {
                throw new Error("later")
              })
            },
          }
        }

        /** Check each item. */
        function checkAll(items) {
          items.forEach((item) => {
            if (!item) throw new RangeError("empty")
          })
        }
        """)
    assert found["withDevtools"].notes == ("Throws `TypeError`",)
    assert found["withDevtools.useFactory"].notes == ()
    assert found["checkAll"].notes == ("Throws `RangeError`",)
    php = summaries("src/MessageTrait.php", """\
        <?php
        class MessageTrait
        {
            /** Trim the values. */
            private function trim(array $values): array
            {
                return array_map(function ($value) {
                    if (!is_string($value)) {
                        throw new \\InvalidArgumentException('not a string');
                    }
                    return trim($value);
                }, $values);
            }

            /** Register the hook. */
            public function hook($emitter)
            {
                $emitter->on('close', function () {
                    throw new \\RuntimeException('closed');
                });
            }
        }
        """)
    assert php["MessageTrait.trim"].notes == ("Throws `InvalidArgumentException`",)
    assert php["MessageTrait.hook"].notes == ()


def test_a_long_function_s_outline_starts_below_its_type_parameters() -> None:
    """angular-query's `injectQueries<\n  T extends Array<any>,\n  …\n>(…)`: its outline
    listed "Line 2: `T extends Array<any>, …`" and its parameters as steps of the body."""
    steps = "".join(f"  // Step {n}.\n  const value{n} = compute({n})\n\n" for n in range(40))
    found = summaries("src/inject-queries.ts", (
        "/** Inject many queries. */\nexport function injectQueries<\n  T extends Array<any>,\n"
        "  TCombined = Results<T>,\n>(\n  optionsFn: () => Options<T, TCombined>,\n"
        "  injector?: Injector,\n): Signal<TCombined> {\n" + steps + "  return finish()\n}\n"
    ))["injectQueries"]
    outline = found.what_it_does.partition("Outline of the body")[2]
    assert "- Line 8: Step 0.\n" in outline
    assert "T extends" not in outline and "optionsFn" not in outline


def test_a_doc_that_only_says_it_returns_reads_the_cases_below_it() -> None:
    """shopspring/decimal's "IsZero return" over `true if d == 0`, `false if d > 0`, … read
    "Return"; "Sign returns:" over `-1 if d < 0`, … "Sign the `Decimal`"; "Cmp compares … and
    returns:" stopped at "returns"."""
    found = one_liners("decimal/decimal.go", """\
        package decimal

        type Decimal struct{ value int }

        // IsZero return
        //
        //	true if d == 0
        //	false if d > 0
        //	false if d < 0
        func (d Decimal) IsZero() bool {
        \treturn d.value == 0
        }

        // Sign returns:
        //
        //	-1 if d <  0
        //	 0 if d == 0
        //	+1 if d >  0
        //
        func (d Decimal) Sign() int {
        \treturn d.value
        }

        // Cmp compares the numbers represented by d and d2 and returns:
        //
        //	-1 if d <  d2
        //	 0 if d == d2
        //	+1 if d >  d2
        func (d Decimal) Cmp(d2 Decimal) int {
        \treturn d.value - d2.value
        }
        """)
    assert found["Decimal.IsZero"] == "Check whether d == 0"
    assert found["Decimal.Sign"] == "Return -1 if d < 0, 0 if d == 0 and +1 if d > 0"
    assert found["Decimal.Cmp"] == ("Compare the numbers represented by d and d2 and returns -1 "
                                    "if d < d2, 0 if d == d2 and +1 if d > d2")


def test_a_label_line_and_true_or_false_read_as_a_reader_reads_them() -> None:
    """accounting.js' "…custom precision/decimal places" then "Alias: `accounting.format()`"
    read as one sentence; semverse's "Returns true or false if the given version would be
    satisfied…" read "Check whether or false if…"."""
    found = one_liners("accounting.js", """\
        /**
         * Format a number, with comma-separated thousands and custom precision/decimal places
         * Alias: `accounting.format()`
         */
        function formatNumber(number, precision) {
          return number.toFixed(precision);
        }
        """)
    assert found["formatNumber"] == ("Format a number, with comma-separated thousands and "
                                     "custom precision/decimal places")
    ruby = one_liners("lib/semverse/constraint.rb", """\
        class Constraint
          # Returns true or false if the given version would be satisfied by
          # the version constraint.
          def satisfies?(target)
            target
          end
        end
        """)
    assert ruby["Constraint.satisfies?"] == ("Check whether the given version would be "
                                             "satisfied by the version constraint")


def test_an_exception_made_by_its_own_factory_is_thrown() -> None:
    """composer/pcre's `throw PcreException::fromFunction('preg_match', $pattern)`, in ten
    methods: no page said they throw it; `throw Create::exceptionFor($r)` names no exception."""
    found = summaries("Pcre/Preg.php", """\
        <?php
        class Preg
        {
            /** Match it. */
            public static function match($pattern, $subject)
            {
                $result = preg_match($pattern, $subject);
                if ($result === false) {
                    throw PcreException::fromFunction('preg_match', $pattern);
                }
                return $result;
            }

            /** Fail. */
            public static function fail($r)
            {
                throw Create::exceptionFor($r);
            }
        }
        """)
    assert found["Preg.match"].notes[-1] == "Throws `PcreException`"
    assert not any("Throws" in note for note in found["Preg.fail"].notes)


def test_a_verb_into_names_what_it_reads_and_where_it_writes() -> None:
    """idna's `encode_into(input, output)` read "Encode into `input`", backwards; `read_into(buf,
    n)` reads into its buffer."""
    found = one_liners("src/punycode.rs", """\
        pub fn encode_into<I>(input: I, output: &mut String) -> Result<(), ()> {
            output.push('a');
            Ok(())
        }

        pub fn read_into(buf: &mut [u8], n: usize) -> usize {
            n
        }
        """)
    assert found == {"encode_into": "Encode `input` into `output`", "read_into": "Read into `buf`"}


def test_round_64_one_liners_name_what_they_compare_look_up_and_make() -> None:
    """semver's `gt(a, b, loose)` read "Check whether `a` is greater than `loose`"; nyholm/
    psr7's `getAttribute($attribute, $default = null)` "Get `attribute` for `default`";
    govalidator's "…as a U.S. Social Security Number" stopped at "U.S"."""
    found = one_liners("functions/gt.js", "const compare = require('./compare')\n"
                       "const gt = (a, b, loose) => compare(a, b, loose) > 0\n"
                       "module.exports = gt\n")
    assert found["gt"] == "Check whether `a` is greater than `b`"
    php = one_liners("ServerRequest.php", """\
        <?php
        class ServerRequest
        {
            public function getAttribute($attribute, $default = null)
            {
                if (false === \\\\array_key_exists($attribute, $this->attributes)) {
                    return $default;
                }
                return $this->attributes[$attribute];
            }
        }
        """)
    assert php["ServerRequest.getAttribute"] == "Get `attribute`, or `default`"
    go = one_liners("validator.go", """\
        package govalidator

        // IsSSN will validate the given string as a U.S. Social Security Number
        func IsSSN(str string) bool {
        \treturn str != ""
        }
        """)
    assert go["IsSSN"] == "Validate the given string as a U.S. Social Security Number"


def test_an_overload_s_parameters_are_those_its_doc_names() -> None:
    """redux's `compose` showed `f1`…`f4` of its four-function overload, documented "@param
    funcs The functions to compose"; `createStore`'s "@deprecated" alone over its paragraphs
    made them its one-liner ("We recommend using the `configureStore` method…")."""
    found = summaries("src/compose.ts", """\
        /**
         * Composes single-argument functions from right to left.
         *
         * @param funcs The functions to compose.
         * @returns A function obtained by composing the argument functions.
         */
        export default function compose(): <R>(a: R) => R
        export default function compose<F extends Function>(f: F): F
        export default function compose<A, T extends any[], R>(
          f1: (a: A) => R,
          f2: Func<T, A>
        ): Func<T, R>
        export default function compose(...funcs: Function[]) {
          return funcs.reduce((a, b) => (...args: any) => a(b(...args)))
        }

        /**
         * @deprecated
         *
         * **We recommend using the `configureStore` method**, which replaces `createStore`.
         *
         * @param reducer A function that returns the next state tree.
         */
        export function createStore(reducer: Reducer) {
          return make(reducer)
        }
        """)
    assert [p.name for p in found["compose"].parameters] == ["funcs"]
    assert found["createStore"].description == "Create a store from `reducer`"
    assert found["createStore"].notes[0].startswith("Deprecated: **We recommend using")


def test_a_method_that_only_returns_a_constant_says_so() -> None:
    """python-decouple's `RepositoryEmpty.__contains__(key)` is `return False`, and read
    "Check whether the `RepositoryEmpty` contains `key`"; a getter of no parameter says what
    it is by its name, and a base's stand-in what its overrides do."""
    found = one_liners("decouple.py", """\
        class RepositoryEmpty(object):
            def __contains__(self, key):
                return False

            def __getitem__(self, key):
                return None

            def is_open(self):
                return False
        """)
    assert found["RepositoryEmpty.__contains__"] == "Always return `False`"
    assert found["RepositoryEmpty.__getitem__"] == "Always return `None`"
    assert found["RepositoryEmpty.is_open"] == "Check whether the `RepositoryEmpty` is open"
    assert one_liners("serialize.py", """\
        class Serializer:
            def loads(self, request, data):
                return None
        """)["Serializer.loads"] == "Load a value from `request` and `data`"


def test_round_65_one_liners_read_ruby_names_builders_and_go_callbacks() -> None:
    """The deep_merge gem's "Allow deep_merge! to uniformly handle…" read "Allow deep_merge!";
    nette/schema's `nullable(): self` "Return the nullable"; reflectwalk's `Array(reflect.Value)
    error`, a walker's callback, "Return the array"."""
    ruby = one_liners("lib/deep_merge/core.rb", """\
        module DeepMerge
          # Allow deep_merge! to uniformly handle overwriting of unmergeable entities
          def self.overwrite_unmergeables(source, dest, options)
            dest
          end

          # Is it ready? Then go.
          def self.ready?
            true
          end
        end
        """)
    assert ruby["DeepMerge.overwrite_unmergeables"] == (
        "Allow deep_merge! to uniformly handle overwriting of unmergeable entities")
    assert ruby["DeepMerge.ready?"] == "Is it ready?"
    php = one_liners("Schema/Elements/Type.php", """\
        <?php
        final class Type
        {
            public function nullable(): self
            {
                $this->type = 'null|' . $this->type;
                return $this;
            }

            public function pattern(?string $pattern): self
            {
                $this->pattern = $pattern;
                return $this;
            }
        }
        """)
    assert php["Type.nullable"] == "Make the `Type` nullable"
    assert php["Type.pattern"] == "Set the pattern to `pattern`"
    go = one_liners("reflectwalk.go", """\
        package reflectwalk

        import "reflect"

        // ArrayWalker is able to handle array elements found within complex structures.
        type ArrayWalker interface {
        \tArray(reflect.Value) error
        \tArrayElem(int, reflect.Value) error
        }
        """)
    assert go["ArrayWalker.Array"] == "Handle the array"


def test_a_doc_that_says_it_lets_you_do_something_does_it() -> None:
    """strcase's "ConfigureAcronym allows you to add additional words which will be considered
    acronyms" read "Allow you to add additional words…"."""
    found = one_liners("acronyms.go", """\
        package strcase

        // ConfigureAcronym allows you to add additional words which will be considered acronyms
        func ConfigureAcronym(key, val string) {
        \tuppercaseAcronym[key] = val
        }

        // Lets the caller pick a color.
        func Pick(c string) string { return c }
        """)
    assert found == {"ConfigureAcronym": "Add additional words which will be considered acronyms",
                     "Pick": "Pick a color"}


def test_a_licence_s_terms_and_its_rule_are_no_description() -> None:
    """awesome_print's files open "Copyright (c) 2010-2016 …", a blank line, "Awesome Print is
    freely distributable under the terms of MIT license.", "See LICENSE file or …" and a drawn
    rule, right over the class: 15 one-liners were the licence; columnify's `@return String
    padded str` gave its type as text."""
    found = one_liners("lib/awesome_print/core_ext/kernel.rb", """\
        # Copyright (c) 2010-2016 Michael Dvorkin and contributors
        #
        # Awesome Print is freely distributable under the terms of MIT license.
        # See LICENSE file or http://www.opensource.org/licenses/mit-license.php
        #------------------------------------------------------------------------------
        module Kernel
          def ai(options = {})
            1
          end
        end
        """)
    assert found["Kernel"] == "`Kernel` module"
    kept = one_liners("lib/fmt.rb", """\
        # Copyright (c) 2010 Someone
        #
        # Formats things for people.
        class Fmt
          def a
            1
          end
        end
        """)
    assert kept["Fmt"] == "Formats things for people"
    padded = summaries("utils.js", """\
        /**
         * Pad `str` up to total length `max` with `chr`.
         *
         * @param {String} str string to pad
         * @return String padded str
         */
        function padRight(str) {
          return str;
        }
        """)["padRight"]
    assert padded.returns == "`String` — Padded str"
    lines = summaries("utils.js", """\
        /**
         * Split `str` at its newlines.
         *
         * @return String[] the lines of str
         */
        function lines(str) {
          return str.split("\\n");
        }
        """)["lines"]
    assert lines.returns == "`String[]` — The lines of str"


def test_an_exclamation_alone_and_a_return_naming_a_parameter() -> None:
    """simpleeval's "Sorry! That function isn't defined!" read "Sorry!"; send's `@return {Stream}
    res` read "`Stream` — Res", its parameter a capitalized word."""
    found = one_liners("simpleeval.py", '''\
        class FunctionNotDefined(Exception):
            """sorry! That function isn't defined!"""


        class NumberTooHigh(Exception):
            """Sorry! That number is too high. I don't want to spend the
            next 10 years evaluating this expression!"""


        def stop():
            """Stop now! Nothing runs after it."""
        ''')
    assert found == {"FunctionNotDefined": "That function isn't defined!",
                     "NumberTooHigh": "That number is too high", "stop": "Stop now!"}
    piped = summaries("index.js", """\
        /**
         * Pipe to `res`.
         *
         * @param {Stream} res
         * @return {Stream} res
         */
        function pipe (res) {
          return res
        }
        """)["pipe"]
    assert piped.returns == "`Stream` — `res`"


def test_tsdoc_s_internal_tag_holds_the_summary_on_its_line() -> None:
    """@tanstack/vue-query opens eight docs with `@internal` and the summary on its line:
    "its doc comment gives no summary", each page said. A hyphenated verb is made imperative
    by its end ("Deep-clones" → "Deep-clone")."""
    found = one_liners("src/utils.ts", """\
        /** @internal Builds the injection key for a given `queryClientKey`. */
        export function getClientKey(key?: string) {
          return key
        }

        /**
         * @internal Deep-clones `value`, recursing into arrays and plain objects.
         */
        export function cloneDeep(value: unknown) {
          return value
        }

        /**
         * @internal
         * Unwraps refs.
         */
        export function unrefs(value: unknown) {
          return value
        }
        """)
    assert found == {"getClientKey": "Build the injection key for a given `queryClientKey`",
                     "cloneDeep": "Deep-clone `value`, recursing into arrays and plain objects",
                     "unrefs": "Unwrap refs"}


def test_a_setter_of_options_under_a_key_names_both() -> None:
    """vue-query's `setQueryDefaults(queryKey, options)` read "Set the query defaults to
    `queryKey`"; a setter handed its options alone still leaves them out."""
    found = one_liners("src/queryClient.ts", """\
        export class QueryClient {
          setQueryDefaults(queryKey: QueryKey, options: Options): void {
            super.setQueryDefaults(queryKey, options)
          }
          setState(updater: Updater, opts: Opts): void {
            this.state = updater
          }
        }
        """)
    assert (found["QueryClient.setQueryDefaults"], found["QueryClient.setState"]) == (
        "Set the query defaults for `queryKey` to `options`", "Set the state to `updater`")


def test_rest_s_rfc_label_a_lineage_paragraph_and_a_quoted_star() -> None:
    """webob: `:rfc:`RFC 7231, section 5.3.2 <7231#section-5.3.2>`` read "RFC RFC 7231,
    section 5.3.2 <7231#section-5.3.2>" (44 times); 45 status classes opening "subclass of
    :class:`~_HTTPMove`" read that; "cannot be '*', as '*' is skipped" lost its stars."""
    found = summaries("webob/exc.py", '''\
        class HTTPFound(_HTTPMove):
            """
            subclass of :class:`~_HTTPMove`

            This indicates that the requested resource resides temporarily under
            a different URI.
            """


        def valid(header, default_range):
            """Check the header against :rfc:`RFC 7231, section 5.3.2 <7231#section-5.3.2>`.

            :param default_range: cannot be '*', as '*' is skipped; *this* is emphasis
            """
        ''')
    assert found["HTTPFound"].description == (
        "This indicates that the requested resource resides temporarily under a different URI")
    assert found["valid"].description == "Check the header against RFC 7231, section 5.3.2"
    assert [(p.name, p.description) for p in found["valid"].parameters] == [
        ("header", ""), ("default_range", "Cannot be '*', as '*' is skipped; this is emphasis")]


def test_a_negated_verb_after_its_subject_stays_a_statement() -> None:
    """vue-query's "`usePrefetchQuery` does not return anything — it fires a prefetch…" read
    "Do not return anything — …", an order to the reader, once its subject was dropped."""
    found = one_liners("src/usePrefetchQuery.ts", """\
        /**
         * `usePrefetchQuery` does not return anything — it fires a prefetch as a side effect.
         */
        export function usePrefetchQuery(options: unknown): void {
          prefetch(options)
        }
        """)
    assert found == {
        "usePrefetchQuery": "Does not return anything — it fires a prefetch as a side effect"}


def test_a_note_on_a_group_of_methods_is_no_summary_of_the_first() -> None:
    """vue-query's `// These one-shot imperative methods do not resolve top-level option
    getters.` over `QueryClient.query` was its one-liner; the name says more."""
    found = one_liners("src/queryClient.ts", """\
        export class QueryClient {
          // These one-shot imperative methods do not resolve top-level option getters.
          // Resolve getters explicitly before calling.
          query(options: Options): Promise<unknown> {
            return super.query(options)
          }
        }
        """)
    assert found["QueryClient.query"] == "Query `options`"


def test_a_function_a_wrapper_is_handed_under_its_own_name_keeps_its_parameters() -> None:
    """send's `SendStream.prototype.hidden = deprecate.function(function hidden (val) {…})`,
    whose tag names `path`: the function is the API, its parameter `val` (the tag's type and
    text). An anonymous function handed to a wrapper still takes the wrapper's, not the API's."""
    found = summaries("index.js", """\
        /**
         * Enable or disable "hidden" (dot) files.
         *
         * @param {Boolean} path
         */
        SendStream.prototype.hidden = deprecate.function(function hidden (val) {
          this._hidden = Boolean(val)
          return this
        }, 'send.hidden: use dotfiles option')

        /**
         * Count the elements of a list by a function.
         *
         * @param {Function} fn The function
         * @param {Array} list The list
         */
        var countBy = reduceBy(function (acc, elem) {
          return acc + 1;
        }, 0);
        """)
    assert [(p.name, p.type) for p in found["SendStream.hidden"].parameters] == [
        ("val", "Boolean")]
    assert [p.name for p in found["countBy"].parameters] == ["fn", "list"]


def test_a_renamed_parameter_beside_kwargs_and_a_node_put_before_its_reference() -> None:
    """bs4's `select(self, select, …, **kwargs)` documents `:param selector:`: its page listed
    `select` undescribed and `selector` as another parameter, as what `**kwargs` takes.
    html5lib's `insertBefore(node, refNode)` read "Insert `refNode` before `node`"."""
    found = summaries("bs4/css.py", '''\
        class CSS:
            def select(self, select, namespaces=None, **kwargs):
                """Perform a CSS selection operation on the current tag.

                :param selector: A CSS selector.

                :param namespaces: A dictionary mapping namespace prefixes.
                """
                return select


        class Element:
            def insertBefore(self, node, refNode):
                self.element.insert(self.element.index(refNode.element), node.element)
        ''')
    assert [(p.name, p.description) for p in found["CSS.select"].parameters] == [
        ("select", "A CSS selector."),
        ("namespaces", "A dictionary mapping namespace prefixes. Defaults to `None`."),
        ("**kwargs", "")]
    assert found["Element.insertBefore"].description == "Insert `node` before `refNode`"


def test_a_rust_body_that_only_returns_an_error_and_a_name_of_how_many() -> None:
    """The csv crate's `DeRecordWrap::tuple_variant` only returns `Err(…)`, and read "Return
    the tuple variant"; go-version's `parseSingle(v)` read "Parse `v` as a single"."""
    found = one_liners("src/deserializer.rs", """\
        impl<'de> DeRecordWrap<'de> {
            fn tuple_variant(self, _len: usize) -> Result<V::Value, Self::Error> {
                let unexp = Unexpected::UnitVariant;
                Err(DeserializeError::invalid_type(unexp, &"tuple variant"))
            }

            fn deserialize_identifier(self) -> Result<V::Value, Self::Error> {
                Err(self.error(DEK::Unsupported("deserialize_identifier".into())))
            }

            fn unit_variant(self) -> Result<(), Self::Error> {
                Ok(())
            }
        }
        """)
    assert {k: v for k, v in found.items() if k != "DeRecordWrap"} == {
        "DeRecordWrap.tuple_variant": "Always return an error: `DeserializeError::invalid_type(…)`",
        "DeRecordWrap.deserialize_identifier": "Always return an error: `self.error(…)`",
        "DeRecordWrap.unit_variant": "Return the unit variant"}
    assert one_liners("constraint.go", """\
        package version

        func parseSingle(v string) (*Constraint, error) {
        \treturn nil, nil
        }
        """) == {"parseSingle": "Parse a single `v`"}


def test_a_tag_naming_a_parameter_in_other_case_describes_it() -> None:
    """marshmallow's `Enum(enum, *, by_value=False, **kwargs)` documents `:param enum Enum:
    Enum class`: its page listed `enum` undescribed and an `Enum` beside it. A tag of a
    keyword argument `**kwargs` takes is not what `**kwargs` is (`handle_error`'s `partial`)."""
    found = summaries("fields.py", '''\
        def enum_field(enum, *, by_value=False, **kwargs):
            """An Enum field.

            :param enum Enum: Enum class
            :param by_value: Whether to (de)serialize by value
            """
            return Field(enum, by_value)


        def handle_error(error, data, *, many, **kwargs):
            """Custom error handler function for the schema.

            :param error: The error.
            :param data: The original input data.
            :param many: Value of ``many`` on dump or load.
            :param partial: Value of ``partial`` on load.
            """
        ''')
    assert [(p.name, p.description) for p in found["enum_field"].parameters] == [
        ("enum", "Enum class"), ("by_value", "Whether to (de)serialize by value. Defaults to "
                                              "`False`."), ("**kwargs", "")]
    assert [(p.name, p.description) for p in found["handle_error"].parameters][-2:] == [
        ("**kwargs", ""), ("partial", "Value of `partial` on load.")]
    tupled = summaries("fields.py", '''\
        def tuple_field(tuple_fields, *args, **kwargs):
            """A tuple field.

            :param tuple_fields: The fields.
            :param kwargs: The same keyword arguments that :class:`Field` receives.
            """
        ''')["tuple_field"]
    assert [(p.name, p.description) for p in tupled.parameters] == [
        ("tuple_fields", "The fields."), ("*args", ""),
        ("**kwargs", "The same keyword arguments that `Field` receives.")]


def test_a_go_doc_link_is_no_string_in_quotes() -> None:
    """objx's "If the suffix is set to "[i]", then the index of the slice is used" read
    "set to "`i`"": Go's doc link, `[Step]`, is no string a quote holds."""
    found = summaries("conversions.go", """\
        package objx

        // SetURLValuesSliceKeySuffix sets the suffix of slice keys. If the suffix is set to
        // "[i]", then the index of the slice is used in place of i, as [URLValues] does.
        func SetURLValuesSliceKeySuffix(s string) error {
        \treturn nil
        }
        """)["SetURLValuesSliceKeySuffix"]
    assert 'If the suffix is set to "[i]", then the index of the slice is used in place of i, ' \
        "as `URLValues` does." in found.what_it_does


def test_sphinx_markers_substitutions_numpy_roles_and_rdoc_include() -> None:
    """werkzeug's `:internal:` showed as text on 18 pages; loguru's "|dict|" kept its bars and
    its NumPy Returns ":class:`int`" read as a type "class:`int`"; minitest's module read
    ":include: README.rdoc"."""
    found = summaries("loguru/_logger.py", '''\
        def add(sink):
            """Add a handler given to |Logger| as a |dict|.

            Returns
            -------
            :class:`int`
                An identifier associated with the added sink.
            """
            return 0


        def _match(rule):
            """Match one rule.

            :internal:
            """
            return rule
        ''')
    assert (found["add"].description, found["add"].returns) == (
        "Add a handler given to Logger as a dict",
        "`int` — An identifier associated with the added sink.")
    assert found["_match"].what_it_does == "Match one rule."
    assert one_liners("lib/minitest.rb", """\
        ##
        # :include: README.rdoc

        module Minitest
          def self.run(args = [])
            args
          end
        end
        """)["Minitest"] == "`Minitest` module"


def test_an_args_or_kwargs_field_describes_that_parameter() -> None:
    """freezegun's and bs4's `:kwargs: …` fields were left raw in What It Does, `**kwargs`
    undescribed."""
    found = summaries("freezegun/api.py", '''\
        def call_with(func, *args, **kwargs):
            """Call the function with a time factory.

            :args: Arguments passed to the function.
            :kwargs: Keyword arguments passed to the function.
            """
            return func(*args, **kwargs)
        ''')["call_with"]
    assert found.what_it_does == "Call the function with a time factory."
    assert [(p.name, p.description) for p in found.parameters] == [
        ("func", ""), ("*args", "Arguments passed to the function."),
        ("**kwargs", "Keyword arguments passed to the function.")]


def test_a_note_that_says_where_code_was_copied_from_is_no_summary() -> None:
    """freezegun's `# These are copied from Python sqlite3.dbapi2`, over `adapt_date`, was its
    one-liner; the name says more."""
    assert one_liners("freezegun/api.py", """\
        # These are copied from Python sqlite3.dbapi2
        def adapt_date(val):
            return val.isoformat()
        """) == {"adapt_date": "Adapt the date `val`"}


def test_a_sentence_set_in_bold_is_the_summary() -> None:
    """oauthlib's "**Prepare the Authorization header.**" was passed over as a label, and
    "Per `section 3.5.1`_ of the spec." read as the summary; a label alone still is one."""
    assert one_liners("oauthlib/parameters.py", '''\
        def prepare_headers(oauth_params, headers=None):
            """**Prepare the Authorization header.**
            Per `section 3.5.1`_ of the spec.

            Protocol parameters can be transmitted.
            """
            return headers


        def old():
            """**DEPRECATED**

            Return the old value.
            """
            return 1
        ''') == {"prepare_headers": "Prepare the Authorization header",
                 "old": "Return the old value"}


def test_a_phpdoc_callable_type_with_its_signature() -> None:
    """guzzle's `@param callable(RequestInterface, array): PromiseInterface $handler The
    handler.` lost its text, and `@return callable(callable): callable Returns a function…`
    read "Callable(callable): callable Returns…"."""
    found = summaries("src/Middleware.php", """\
        <?php
        class Middleware
        {
            /**
             * Middleware that throws exceptions for 4xx or 5xx responses.
             *
             * @param callable(RequestInterface, array): PromiseInterface $handler The handler.
             * @return callable(callable): callable Returns a function that accepts the next one.
             */
            public static function httpErrors($handler)
            {
                return $handler;
            }
        }
        """)["Middleware.httpErrors"]
    assert [(p.name, p.type, p.description) for p in found.parameters] == [
        ("handler", "callable(RequestInterface, array): PromiseInterface", "The handler.")]
    assert found.returns == (
        "`callable(callable): callable` — Returns a function that accepts the next one.")


def test_a_go_interface_method_does_not_do_nothing() -> None:
    """go-retryablehttp's `Logger.Printf(string, ...interface{})` and `LeveledLogger`'s four
    read "Do nothing": an interface's method has no body; an empty method does nothing."""
    found = one_liners("client.go", """\
        package retryablehttp

        // Logger is a logger.
        type Logger interface {
        \tPrintf(string, ...interface{})
        }

        type nop struct{}

        func (nop) Printf(string, ...interface{}) {}
        """)
    assert (found["Logger.Printf"], found["nop.Printf"]) == ("Printf", "Do nothing")


def test_an_entity_s_possessive_is_no_subject_to_drop() -> None:
    """rest-client's "This module's static methods are the entry point for using the REST
    client." read "'s static methods are the entry point…" once "This module" was dropped."""
    found = one_liners("lib/restclient.rb", """\
        # This module's static methods are the entry point for using the REST client.
        module RestClient
          def self.get(url)
            url
          end
        end
        """)
    assert found["RestClient"] == (
        "This module's static methods are the entry point for using the REST client")


def test_a_module_s_docstring_is_not_its_private_namesake_s() -> None:
    """requests-toolbelt's `tee.py` says "Tee function implementations." and defines `tee`,
    documented, and the private `_tee`, whose one-liner became the module's docstring."""
    assert one_liners("requests_toolbelt/downloadutils/tee.py", '''\
        """Tee function implementations."""


        def _tee(response, callback):
            for chunk in response:
                callback(chunk)
                yield chunk


        def tee(response, fileobject):
            """Stream the response both to the generator and a file."""
            return _tee(response, fileobject.write)
        ''') == {"_tee": "Yield the tee for `response` and `callback`",
                 "tee": "Stream the response both to the generator and a file"}


def test_a_testing_tool_s_own_class_is_no_tests() -> None:
    """mockery's `TestListenerTrait`, a PHPUnit listener, read "Tests for `ListenerTrait`" and
    came first for five questions; `TestParser` still holds tests for `Parser`."""
    assert one_liners("library/Mockery/Adapter/Phpunit/TestListenerTrait.php", """\
        <?php
        namespace Mockery\\Adapter\\Phpunit;

        trait TestListenerTrait
        {
            public function endTest($test, $time) { return $time; }
        }
        """)["TestListenerTrait"] == "Test listener trait"
    assert one_liners("parser_tests.py", """\
        class TestParser:
            def test_one(self):
                assert 1
        """)["TestParser"] == "Tests for `Parser`"


def test_a_ruby_method_that_only_raises_a_message_always_raises_a_runtime_error() -> None:
    """dry-types' `Enum#default(*)` and `Hash#weak(*)` only `raise '… is not supported'` (a
    `RuntimeError`, a string its message) and read "Return the default" and "Return the weak";
    `fail` is Ruby's `raise`."""
    found = summaries("lib/dry/types/enum.rb", """\
        module Types
          class Enum
            def default(*)
              raise '.enum(*values).default(value) is not supported. Call '\\
                    '.default(value).enum(*values) instead'
            end

            def weak(*)
              fail("Support for old hash schemas was removed")
            end

            def strict(*)
              fail ArgumentError, "no strict"
            end

            def check(value)
              raise "bad value" unless value
              value
            end
          end
        end
        """)
    assert {symbol: summary.description for symbol, summary in found.items()
            if "." in symbol[6:]} == {
        "Types.Enum.default": "Always raise `RuntimeError`",
        "Types.Enum.weak": "Always raise `RuntimeError`",
        "Types.Enum.strict": "Always raise `ArgumentError`",
        "Types.Enum.check": "Check `value`"}
    assert found["Types.Enum.check"].notes == ("Raises `RuntimeError`",)


def test_a_factory_s_from_method_creates_what_it_returns() -> None:
    """ramsey/uuid's `UuidFactory::fromBytes(string $bytes): UuidInterface` read "Create
    `UuidFactory` from bytes", and its converters' `fromHex(string $hex): string` "Create
    `BigNumberConverter` from a hex"; a static `fromArray(): static` still makes its class."""
    assert one_liners("src/UuidFactory.php", """\
        <?php
        namespace Ramsey\\Uuid;

        class UuidFactory
        {
            public function fromBytes(string $bytes): UuidInterface
            {
                return $this->codec->decodeBytes($bytes);
            }

            public function fromHex(string $hex): string
            {
                return $this->converter->fromHex($hex);
            }

            public static function fromArray(array $fields): static
            {
                return new static($fields);
            }
        }
        """) == {"UuidFactory": "UUID factory",
                 "UuidFactory.fromBytes": "Create `UuidInterface` from bytes",
                 "UuidFactory.fromHex": "Convert `hex` from a hex",
                 "UuidFactory.fromArray": "Create `UuidFactory` from an array"}


def test_a_return_tag_that_says_only_when_makes_no_one_liner() -> None:
    """dry-types' `Schema#try` documents `@return [Logic::Result]`, then `@return [Object] if
    coercion fails and a block is given`: its one-liner read "Return if coercion fails and a
    block is given", and its Returns "`Logic::Result` — If coercion fails…"."""
    found = summaries("lib/dry/types/schema.rb", """\
        module Types
          class Schema
            # @param [Hash] hash
            #
            # @return [Logic::Result]
            # @return [Object] if coercion fails and a block is given
            def try(input)
              input
            end

            # @return [Object] if block given and try fails
            def attempt(input)
              input
            end
          end
        end
        """)
    assert (found["Types.Schema.try"].description, found["Types.Schema.try"].returns) == (
        "Try `input`", "`Logic::Result` — Or `Object` if coercion fails and a block is given")
    assert found["Types.Schema.attempt"].description == "Attempt `input`"


def test_a_method_named_new_creates_a_new_instance() -> None:
    """urllib3's `Retry.new(self, **kw)`, a copy of the policy with some values changed, read
    "New the `Retry`"."""
    assert one_liners("src/urllib3/util/retry.py", """\
        class Retry:
            def new(self, **kw):
                params = dict(total=self.total)
                params.update(kw)
                return type(self)(**params)
        """)["Retry.new"] == "Create a new `Retry`"


def test_a_predicate_named_by_a_verb_as_its_subject_s_says_so() -> None:
    """dry-types' `Function#yields_block?` read "Check whether the `Function` is a yields
    block"."""
    assert one_liners("lib/dry/types/fn.rb", """\
        module Types
          class Function
            def yields_block?
              @yields
            end

            def responds_to_call?
              @callable
            end
          end
        end
        """) == {"Types": "`Types` module", "Types.Function": "`Function` class",
                 "Types.Function.yields_block?": "Check whether the `Function` yields a block",
                 "Types.Function.responds_to_call?": (
                     "Check whether the `Function` responds to call")}


def test_a_doc_that_opens_with_how_it_may_be_used_takes_its_return_tag_s_line() -> None:
    """p-queue's `onEmpty` opens "Can be called multiple times", its one-liner, above `@returns
    A promise that settles when the queue becomes empty`; without a return tag the sentence
    stays. The index's line (`describe`) is the page's."""
    from rk_action.summarize.static import describe

    text = textwrap.dedent("""\
        class PQueue {
            /**
            Can be called multiple times. Useful if you add items later.

            @returns A promise that settles when the queue becomes empty.
            */
            async onEmpty() {
                await this.x();
            }

            /**
            Can be called multiple times.
            */
            async onIdle() {
                await this.x();
            }
        }
        """)
    found = {e.symbol: (summarize(e).description, describe(e))
             for e in extract_file("dist/index.js", text)}
    assert found["PQueue.onEmpty"] == (
        ("Return a promise that settles when the queue becomes empty",) * 2)
    assert found["PQueue.onIdle"] == ("Can be called multiple times",) * 2


def test_what_an_async_closure_throws_rejects_its_promise_not_the_function() -> None:
    """ky's `Ky.create` said "Throws `RangeError`", thrown in the `const function_ = async ()
    => {…}` it hands to its retries: the returned promise rejects, `create` throws nothing; a
    closure it calls at once (axios' `setHeader`) and an `async` function's own await keep
    theirs."""
    found = summaries("core/Ky.js", """\
        export class Ky {
            static create(input, options) {
                const ky = new Ky(input, options);
                const function_ = async () => {
                    if (ky.timeout > 10) {
                        throw new RangeError('too long');
                    }
                    return ky.fetch();
                };
                return ky.retry(function_);
            }

            set(name, value) {
                const setHeader = (v) => {
                    if (!v) { throw new TypeError('no'); }
                    this.h = v;
                };
                setHeader(value);
            }

            async run() {
                const go = async () => { throw new Error('x'); };
                await go();
            }
        }
        """)
    assert found["Ky.create"].notes == ("Static: called on the type, without an instance",)
    assert found["Ky.set"].notes == ("Throws `TypeError`",)
    assert found["Ky.run"].notes == ("Asynchronous: call it with `await`", "Throws `Error`")


def test_a_go_doc_s_verb_in_capitals_after_the_name_is_the_verb() -> None:
    """xid's `// IsNil Returns true if this is a "nil" ID` kept its name in its one-liner,
    unlike its neighbours' "IsZero returns…"; a capitalized word that is no verb stays."""
    assert one_liners("id.go", """\
        package xid

        type ID [12]byte

        // IsNil Returns true if this is a "nil" ID
        func (id ID) IsNil() bool {
            return id == nilID
        }

        // Format Strings are not what it does.
        func (id ID) Format() int {
            return 1
        }
        """) == {"ID": "`ID` type (a `[12]byte`)",
                 "ID.IsNil": 'Return true if this is a "nil" ID',
                 "ID.Format": "Format Strings are not what it does"}


def test_an_arrow_whose_body_goes_on_past_its_parameter_changes_it() -> None:
    """superjson's `stringifyPath = (path) => path` goes on with `.map(String)` and `.join('.')`
    on the lines below: it read "Return `path` unchanged"."""
    assert one_liners("lib/pathstringifier.js", """\
        export const stringifyPath = (path) => path
            .map(String)
            .join('.');
        export const same = (x) => x
        export const other = 1;
        """) == {"stringifyPath": "Stringify `path` as a path",
                 "same": "Return `x` unchanged"}


def test_a_parameter_assigned_anew_is_no_value_handed_back() -> None:
    """superjson's `getDeep(object, path)` walks `object` down `path` and returns it: its page
    said "Returns `object`", as if it gave back the argument it was handed."""
    found = summaries("lib/accessDeep.js", """\
        export const getDeep = (object, path) => {
            for (let i = 0; i < path.length; i++) {
                object = object[path[i]];
            }
            return object;
        };
        export const keep = (object, path) => {
            check(object == path);
            return object;
        };
        """)
    assert "Returns" not in found["getDeep"].what_it_does
    assert "Returns `object`." in found["keep"].what_it_does


def test_a_for_each_runs_its_callback_over_the_other_parameter() -> None:
    """superjson's `forEach(record, run)` read "Run `record` for each item"."""
    assert one_liners("lib/util.js", """\
        export function forEach(record, run) {
            Object.entries(record).forEach(([key, value]) => run(value, key));
        }
        export function forEachKey(fn) { return keys.map(fn); }
        export function forEachValue(callback, thisArg) { values.forEach(callback, thisArg); }
        export function forEachHeader(headers, name) { return headers[name]; }
        """) == {"forEach": "Run `run` for each item of `record`",
                 "forEachKey": "Run `fn` for each key",
                 "forEachValue": "Run `callback` for each value",  # `thisArg` is its `this`
                 "forEachHeader": "Run `headers` for each header"}  # no callback: as before


def test_a_compiled_module_alias_is_left_out_of_a_wrapped_call() -> None:
    """inversify's compiled `when` read "Wrap a call to `binding_on_syntax_1.BindingOnSyntax`":
    `binding_on_syntax_1` is the name TypeScript's CommonJS output gives the module."""
    assert one_liners("lib/syntax/binding_when_syntax.js", """\
        var binding_on_syntax_1 = require("./binding_on_syntax");
        var BindingWhenSyntax = (function () {
            function BindingWhenSyntax(binding) {
                this._binding = binding;
            }
            BindingWhenSyntax.prototype.when = function (constraint) {
                this._binding.constraint = constraint;
                return new binding_on_syntax_1.BindingOnSyntax(this._binding);
            };
            return BindingWhenSyntax;
        }());
        """)["BindingWhenSyntax.when"] == "Wrap a call to `BindingOnSyntax`"


def test_an_instance_s_from_method_that_makes_no_instance_converts() -> None:
    """peewee's `Database.from_timestamp(self, date_field)` makes an SQL expression of a
    column, and read "Create `Database` from a timestamp"; a class method, or a method that
    makes its own class, still creates one."""
    assert one_liners("peewee.py", """\
        class Database:
            def from_timestamp(self, date_field):
                return fn.datetime(date_field, "unixepoch")

            @classmethod
            def from_url(cls, url):
                return cls(url)

            def from_dict(self, d):
                return type(self)(**d)
        """) == {"Database": "`Database` class",
                 "Database.from_timestamp": "Convert `date_field` from a timestamp",
                 "Database.from_url": "Create `Database` from a URL",
                 "Database.from_dict": "Create `Database` from a dict"}


def test_a_noop_that_returns_a_value_does_something() -> None:
    """peewee's `Model.noop` returns a `NoopModelSelect`, a query that does nothing, and read
    "Do nothing"."""
    found = one_liners("peewee.py", """\
        class Model:
            @classmethod
            def noop(cls):
                return NoopModelSelect(cls, [])

        def noop(*args):
            return None
        """)
    assert found["Model.noop"] != "Do nothing"
    assert found["noop"] == "Do nothing"


def test_a_plural_noun_of_a_verb_is_no_verb_and_its_object() -> None:
    """The mail gem's `PartsList#attachments` read "Attach the ments"."""
    assert one_liners("lib/mail/parts_list.rb", """\
        module Mail
          class PartsList
            def attachments
              Mail::AttachmentsList.new(@parts)
            end
          end
        end
        """)["Mail.PartsList.attachments"] == "Return attachments"


def test_an_otherwise_inside_a_check_s_sentence_is_no_other_answer() -> None:
    """bstr's "Returns true if and only if the given byte is either a valid leading UTF-8
    byte, or is otherwise an invalid byte…" read "…leading UTF-8 byte, or is"."""
    assert one_liners("src/utf8.rs", """\
        /// Returns true if and only if the given byte is either a valid leading UTF-8
        /// byte, or is otherwise an invalid byte that can never appear anywhere in a
        /// valid UTF-8 sequence.
        fn is_leading_or_invalid_utf8_byte(b: u8) -> bool {
            (b & 0b1100_0000) != 0b1000_0000
        }

        /// Returns true if the path exists otherwise false.
        fn exists(p: u8) -> bool { true }
        """) == {"is_leading_or_invalid_utf8_byte": (
                     "Check whether the given byte is either a valid leading UTF-8 byte"),
                 "exists": "Check whether the path exists"}


def test_a_go_type_embedding_a_pointer_says_so() -> None:
    """negroni's `Logger` embeds `*log.Logger`, and its page said "Embeds `log.Logger`"."""
    found = summaries("logger.go", """\
        package negroni

        // Logger is a middleware handler that logs the request.
        type Logger struct {
            *log.Logger
            sync.Mutex
            dateFormat string
        }
        """)
    assert "Embeds `*log.Logger` and `sync.Mutex`." in found["Logger"].what_it_does


def test_a_php_method_returning_its_parameter_returns_it_unchanged() -> None:
    """doctrine/inflector's `NoopWordInflector::inflect(string $word)` is `return $word;`, and
    read "Return the inflect for `word`" (nor was "inflect" a verb)."""
    assert one_liners("src/NoopWordInflector.php", """\
        <?php
        namespace Doctrine\\Inflector;

        class NoopWordInflector implements WordInflector
        {
            public function inflect(string $word): string
            {
                return $word;
            }

            public function inflectAll(string $word): string
            {
                return $this->other->inflect($word);
            }
        }
        """) == {"NoopWordInflector": "Noop word inflector (implements `WordInflector`)",
                 "NoopWordInflector.inflect": "Return `word` unchanged",
                 "NoopWordInflector.inflectAll": "Inflect all `word`"}


def test_a_php_class_lists_its_public_constants() -> None:
    """doctrine/inflector's `Language` is six `public const` names and a private constructor:
    its page listed none of them (asked "which languages can it inflect?")."""
    found = summaries("src/Language.php", """\
        <?php
        namespace Doctrine\\Inflector;

        final class Language
        {
            public const ENGLISH          = 'english';
            /** The Norwegian Bokmal language. */
            public const NORWEGIAN_BOKMAL = 'norwegian-bokmal';
            private const SECRET = '{';
            const PLAIN = 1;

            private function __construct()
            {
            }
        }
        """)
    assert found["Language"].what_it_does.endswith(
        "Constants:\n\n- `ENGLISH`\n- `NORWEGIAN_BOKMAL` — The Norwegian Bokmal language\n"
        "- `PLAIN`")


def test_a_method_named_async_is_no_asynchronous_one() -> None:
    """concurrent-ruby's `Async#async`, a plain Ruby method, said "Asynchronous: call it with
    `await`"; a JavaScript `async async()` is asynchronous."""
    ruby = summaries("lib/concurrent/async.rb", """\
        module Concurrent
          module Async
            # Causes the chained method call to be performed asynchronously.
            def async
              @__async_delegator__
            end
          end
        end
        """)
    assert ruby["Concurrent.Async.async"].notes == ()
    js = summaries("lib/a.js", """\
        class A {
          async async() { return 1; }
        }
        """)
    assert js["A.async"].notes == ("Asynchronous: call it with `await`",)


def test_a_with_method_that_ignores_or_adds_to_its_value_says_so() -> None:
    """logr's `discardLogSink.WithName(string)` read "Set the name to" (its parameter has no
    name: it is not used), and `fnlogger.WithCallDepth(depth)`, `l.depth += depth`, "Set the
    call depth to `depth`"."""
    assert one_liners("discard.go", """\
        package logr

        type discardLogSink struct{}

        func (l discardLogSink) WithName(string) LogSink {
            return l
        }

        func (l fnlogger) WithCallDepth(depth int) LogSink {
            l.depth += depth
            return &l
        }

        func (l fnlogger) WithPrefix(prefix string) LogSink {
            l.prefix = prefix
            return &l
        }
        """) == {"discardLogSink": "Discard log sink",
                 "discardLogSink.WithName": "Ignore the name",
                 "fnlogger.WithCallDepth": "Add `depth` to the call depth",
                 "fnlogger.WithPrefix": "Set the prefix to `prefix`"}


def test_what_a_function_it_returns_throws_is_not_its_throw() -> None:
    """zustand's `createContext` returns its hooks, whose `throw new Error(…)` its page said it
    threw; a function it names and calls (axios' `setHeader`) throws for it."""
    found = summaries("context.js", """\
        function createContext() {
          var useContextStore = function useContextStore(selector) {
            var store = useContext(ZustandContext);
            if (!store) {
              throw new Error('Seems like you have not used zustand provider as an ancestor.');
            }
            return store;
          };
          return { useStore: useContextStore };
        }

        function run(x) {
          var check = function check(y) { if (!y) throw new RangeError('y'); };
          check(x);
        }
        """)
    assert found["createContext"].notes == ()
    assert found["run"].notes == ("Throws `RangeError`",)


def test_a_bundler_s_numbered_name_reads_as_its_name() -> None:
    """zustand's `shallow$1`, a bundler's second `shallow`, read "Return the shallow 1 for…"."""
    assert one_liners("shallow.js", """\
        function shallow$1(objA, objB) {
          if (Object.is(objA, objB)) { return true; }
          return false;
        }
        """) == {"shallow$1": "Return the shallow for `objA` and `objB`"}


def test_an_exception_documented_by_its_full_name_is_not_listed_again() -> None:
    """phpseclib's `SFTP::put` documents `@throws \\phpseclib3\\Exception\\
    FileNotFoundException` and throws `FileNotFoundException`: its page listed both."""
    found = summaries("src/SFTP.php", """\
        <?php
        namespace phpseclib3\\Net;

        class SFTP
        {
            /**
             * Uploads a file.
             *
             * @throws \\phpseclib3\\Exception\\FileNotFoundException if the file doesn't exist
             */
            public function put($remote, $data)
            {
                if (!$data) {
                    throw new FileNotFoundException("no");
                }
                throw new \\RuntimeException("x");
            }
        }
        """)
    assert found["SFTP.put"].notes == (
        "Throws `phpseclib3\\Exception\\FileNotFoundException`: if the file doesn't exist",
        "Throws `RuntimeException`")


def test_a_rust_deprecation_says_since_when_and_what_replaces_it() -> None:
    """clap's 18 `#[cfg_attr(feature = "deprecated", deprecated(since = "4.0.0", note =
    "Replaced with `Arg::num_args`"))]` read "Decorated with `#[cfg_attr(…, deprecated(since =
    "4.…"))]`", the replacement cut off."""
    found = summaries("src/builder/arg.rs", """\
        pub struct Arg;

        impl Arg {
            /// Deprecated, replaced with [`Arg::num_args`]
            #[cfg_attr(
                feature = "deprecated",
                deprecated(since = "4.0.0", note = "Replaced with `Arg::num_args`")
            )]
            pub fn number_of_values(self, qty: usize) -> Self {
                self
            }

            /// Old.
            #[deprecated = "gone"]
            pub fn old(self) -> Self {
                self
            }
        }
        """)
    assert "Deprecated since 4.0.0: Replaced with `Arg::num_args`" in found[
        "Arg.number_of_values"].notes
    assert "Deprecated: gone" in found["Arg.old"].notes


def test_a_boolean_function_named_by_a_verb_as_its_subject_s_is_a_check() -> None:
    """envconfig's `implementsInterface(t reflect.Type) bool` read "Return the implements
    interface for `t`"."""
    assert one_liners("usage.go", """\
        package envconfig

        func implementsInterface(t reflect.Type) bool {
            return t.Implements(decoderType)
        }
        """) == {"implementsInterface": "Check whether `t` implements an interface"}


def test_a_membership_check_says_what_is_in_what() -> None:
    """gojsonschema's `isStringInSlice(s []string, what string) bool` read "Check whether `s`
    is a string in slice": `what` is, in `s`."""
    assert one_liners("utils.go", """\
        package gojsonschema

        func isStringInSlice(s []string, what string) bool {
            for i := range s {
                if s[i] == what {
                    return true
                }
            }
            return false
        }
        """) == {"isStringInSlice": "Check whether `what` is in `s`"}


def test_a_with_or_without_function_returns_its_first_parameter_changed() -> None:
    """ufo's `withTrailingSlash(input)`, `withoutBase(input, base)`, `withHttps(input)` read
    "Wrap `input` with trailing slash", "Return the without base for `input` and `base`": they
    return the URL changed; flask's `with_appcontext(f)` still wraps its function."""
    assert one_liners("index.js", """\
        function withTrailingSlash(input = "", respectQueryAndFragment) {
          return input.endsWith("/") ? input : input + "/";
        }
        function withoutBase(input, base) {
          return input.slice(base.length);
        }
        function withQuery(input, query) {
          const parsed = parseURL(input);
          parsed.search = stringifyQuery({ ...parseQuery(parsed.search), ...query });
          return stringifyParsedURL(parsed);
        }
        function withHttps(input) {
          return withProtocol(input, "https://");
        }
        function withoutFragment(input) {
          return stringifyParsedURL({ ...parseURL(input), hash: "" });
        }
        function withRetries(handler) {
          return (...args) => handler(...args);
        }
        """) == {
        "withTrailingSlash": "Return `input` with a trailing slash",
        "withoutBase": "Return `input` without the base `base`",
        "withQuery": "Return `input` with the query `query`",
        "withHttps": "Return `input` with HTTPS",
        "withoutFragment": "Return `input` without the fragment",
        "withRetries": "Wrap `handler` with retries",
    }
    assert one_liners("cli.py", """\
        def with_appcontext(f):
            @functools.wraps(f)
            def decorator(*args, **kwargs):
                return f(*args, **kwargs)
            return decorator
        """) == {"with_appcontext": "Wrap `f` with appcontext"}


def test_a_has_check_takes_its_option_as_a_qualifier_and_same_compares_two() -> None:
    """ufo's `hasTrailingSlash(input, respectQueryAndFragment)` read "Check whether `input` has
    trailing slash `respectQueryAndFragment`", `isSamePath(p1, p2)` "Check whether `p1` is a
    same path"; cobra's `hasAllFlags(fs, flagnames)` keeps what it names."""
    assert one_liners("index.js", """\
        function hasTrailingSlash(input = "", respectQueryAndFragment) {
          return input.endsWith("/");
        }
        function hasProtocol(inputString, opts) {
          return PROTOCOL_REGEX.test(inputString);
        }
        function isSamePath(p1, p2) {
          return decode(withoutTrailingSlash(p1)) === decode(withoutTrailingSlash(p2));
        }
        """) == {
        "hasTrailingSlash": "Check whether `input` has a trailing slash, given "
                            "`respectQueryAndFragment`",
        "hasProtocol": "Check whether `inputString` has protocol, given `opts`",
        "isSamePath": "Check whether `p1` and `p2` are the same path",
    }
    assert one_liners("flags.go", """\
        package cobra

        func hasAllFlags(fs *flag.FlagSet, flagnames ...string) bool {
            return fs != nil && len(flagnames) > 0
        }
        """) == {"hasAllFlags": "Check whether `fs` has all flags `flagnames`"}


def test_a_class_summary_that_only_names_it_goes_on_to_the_next_paragraph() -> None:
    """malkusch/lock's `TimeoutException`, documented "Timeout exception." and then what it
    means, read "Timeout exception"; a method's ("Get the locale.") stays as it is, and a
    lead-in to an example is no summary."""
    assert one_liners("TimeoutException.php", """\
        <?php
        /**
         * Timeout exception.
         *
         * A timeout has been exceeded exception. Should only be used in contexts where
         * the lock is being acquired.
         *
         * @author Someone
         */
        class TimeoutException extends LockAcquireException
        {
        }
        /**
         * Elasticsearch handler
         *
         * Simple usage example:
         *
         *    $handler = new ElasticsearchHandler($client);
         */
        class ElasticsearchHandler extends AbstractProcessingHandler
        {
            /**
             * Get the locale.
             *
             * This locale is used to control localization.
             */
            public function getLocale() { return $this->locale; }
        }
        """) == {
        "TimeoutException": "Timeout exception: a timeout has been exceeded exception",
        "ElasticsearchHandler": "Elasticsearch handler",
        "ElasticsearchHandler.getLocale": "Get the locale",
    }


def test_a_function_declared_never_to_return_always_raises() -> None:
    """jsonpath-ng's `p_error(self, t) -> typing.Never`, which raises one error on either of
    two paths, read "Return the p error for `t`"."""
    found = one_liners("parser.py", """\
        import typing

        def p_error(t) -> typing.Never:
            if t is None:
                raise JsonPathParserError("Parse error near the end of string!")
            raise JsonPathParserError("Parse error at %s" % t)

        def fail(t) -> typing.NoReturn:
            if t:
                raise ValueError(t)
            raise KeyError(t)
        """)
    assert found["p_error"] == "Always raise `JsonPathParserError`"
    assert not found["fail"].startswith("Always raise")  # one of two errors, by its argument


def test_a_ply_rule_reads_as_its_production_or_its_token_s_pattern() -> None:
    """jsonpath-ng's PLY rules, whose docstrings are grammar productions and token patterns,
    read "Sort : sort", "\\\\" and "Return the t NUMBER"."""
    found = one_liners("parser.py", '''\
        class Parser:
            def p_sorts_sort(self, p):
                "sorts : sort"
                p[0] = [p[1]]

            def p_jsonpath_binop(self, p):
                """jsonpath : jsonpath '.' jsonpath
                | jsonpath DOUBLEDOT jsonpath"""
                p[0] = p[1]

            def p_empty(self, p):
                """empty :"""
                pass

            def p_note(self, p):
                """Note: keep this rule last."""
                p[0] = None

            def t_NUMBER(self, t):
                r"-?\\d+"
                t.value = int(t.value)
                return t
        ''')
    assert not found.pop("Parser.p_note").startswith("Grammar rule")  # "Note:" names no symbol
    assert found == {
        "Parser": "`Parser` class",
        "Parser.p_sorts_sort": "Grammar rule `sorts : sort`",
        "Parser.p_jsonpath_binop": "Grammar rule `jsonpath : jsonpath '.' jsonpath` (and 1 more)",
        "Parser.p_empty": "Grammar rule `empty :`",
        "Parser.t_NUMBER": "Lexer rule `NUMBER`: `-?\\d+`",
    }


def test_members_that_share_a_one_liner_each_add_their_next_sentence() -> None:
    """pypika's `Query` listed eleven entry points as "Query builder entry point", though each
    doc's next sentence says what it starts."""
    path = "queries.py"
    text = textwrap.dedent('''\
        class Query:
            @classmethod
            def from_(cls, table):
                """Query builder entry point.  Initializes query building and sets the table to
                select from."""
                return cls._builder().from_(table)

            @classmethod
            def into(cls, table):
                """Query builder entry point.  Initializes query building and sets the table to
                insert into."""
                return cls._builder().into(table)

            @classmethod
            def update(cls, table):
                """Query builder entry point."""
                return cls._builder().update(table)

            @classmethod
            def select(cls, *terms):
                """Start a SELECT query."""
                return cls._builder().select(*terms)
        ''')
    entities = extract_file(path, text)
    query = next(e for e in entities if e.symbol == "Query")
    members = tuple(e for e in entities if e.parent == "Query")
    listed = summarize(query, members).what_it_does
    assert ("- `from_(table)` — Query builder entry point: initializes query building and "
            "sets the table to select from\n") in listed
    assert ("- `into(table)` — Query builder entry point: initializes query building and "
            "sets the table to insert into\n") in listed
    assert "- `update(table)` — Query builder entry point\n" in listed
    assert "- `select(*terms)` — Start a SELECT query" in listed


def test_a_default_in_brackets_does_not_open_a_list() -> None:
    """indicatif's `set_tab_width`, "Sets the tab width (default: 8). All tabs will be
    expanded to this many spaces.", read "Set the tab width (default": `: 8)` was taken for a
    numbered list's opening."""
    assert one_liners("lib.rs", """\
        impl ProgressBar {
            /// Sets the tab width (default: 8). All tabs will be expanded to this many spaces.
            pub fn set_tab_width(&mut self, tab_width: usize) {
                self.tab_width = tab_width;
            }
        }
        """)["ProgressBar.set_tab_width"] == "Set the tab width (default: 8)"


def test_a_line_saying_when_it_fails_is_a_sentence_of_its_own() -> None:
    """indicatif's `width`, "finds the unicode-aware width of the passed grapheme cluters" over
    "panics on an empty parameter, or if…", both without full stops, read as one sentence."""
    assert one_liners("style.rs", """\
        /// finds the unicode-aware width of the passed grapheme cluters
        /// panics on an empty parameter, or if the characters are not equal-width
        fn width(c: &[Box<str>]) -> usize {
            c.len()
        }
        """) == {"width": "Find the unicode-aware width of the passed grapheme cluters"}


def test_a_ruby_rule_builder_that_returns_itself_sets_what_it_names() -> None:
    """ice_cube's `day(*days)`, `count(max)`-style builders end on `self`, and read "Return
    the day for `days`": they set their rule's days and return the rule, to chain; `until`
    sets no "until"."""
    found = one_liners("day.rb", """\
        module Validations
          module Day
            def day(*days)
              days = days.flatten
              return self if days.empty?
              validations_for(:day) << Validation.new(days)
              self
            end

            def until(time)
              replace_validations_for(:until, [Validation.new(time)])
              self
            end
          end
        end
        """)
    assert found["Validations.Day.day"] == "Set the day to `days`, for chaining"
    assert not found["Validations.Day.until"].startswith("Set the until")


def test_a_label_that_names_the_type_below_it_is_its_doc() -> None:
    """jinzhu/copier's `// Tag Flags` over `type flags struct` was dropped as a label naming a
    group of definitions, and the page said "Undocumented"; over two constants it still is."""
    assert one_liners("copier.go", """\
        package copier

        // Tag Flags
        type flags struct {
            BitFlags map[string]uint8
        }

        // Error flags
        type Mode int
        """) == {"flags": "Tag Flags", "Mode": "`Mode` type (an `int`)"}


def test_a_rust_trait_s_required_method_is_no_empty_body() -> None:
    """colored's `Colorize` declares `fn bold(self) -> ColoredString;`, whose page said "Its body
    is empty: calling it does nothing": every type that implements the trait defines it."""
    found = summaries("lib.rs", """\
        pub trait Colorize {
            fn bold(self) -> ColoredString;
            fn red(self) -> ColoredString {
                self.color(Color::Red)
            }
        }
        """)
    assert "Its body is empty" not in found["Colorize.bold"].what_it_does
    assert ("A required method of the trait: each type that implements `Colorize` defines it."
            in found["Colorize.bold"].what_it_does)
    assert "required method" not in found["Colorize.red"].what_it_does


def test_an_undocumented_class_says_what_its_one_documented_method_does() -> None:
    """myclabs/deep-copy's `KeepFilter` read "Keep filter (implements `Filter`)", though its one
    method's doc says what it is for: "Keeps the value of the object property"."""
    path = "KeepFilter.php"
    text = textwrap.dedent("""\
        <?php
        class KeepFilter implements Filter
        {
            /**
             * Keeps the value of the object property.
             */
            public function apply($object, $property, $objectCopier)
            {
            }
        }
        """)
    entities = extract_file(path, text)
    keep = next(e for e in entities if e.symbol == "KeepFilter")
    members = tuple(e for e in entities if e.parent == "KeepFilter")
    assert summarize(keep, members).description == (
        "Keep filter (implements `Filter`), whose `apply` keeps the value of the object property")


def test_a_section_heading_alone_is_no_summary() -> None:
    """minisearch's constructor, documented "@param options  Configuration options" then
    "### Examples:" and code, read "Examples"."""
    assert one_liners("MiniSearch.ts", """\
        export default class MiniSearch {
          /**
           * @param options  Configuration options
           *
           * ### Examples:
           *
           * ```javascript
           * const miniSearch = new MiniSearch({ fields: ['title', 'text'] })
           * ```
           */
          constructor (options: Options) {
            this._options = options
          }
        }
        """)["MiniSearch.constructor"] == "Initialize a `MiniSearch`"


def test_a_comment_naming_rules_or_actions_heads_a_group() -> None:
    """Arpeggio's "# PEG syntax rules" over `def peggrammar(): return OneOrMore(rule), EOF`
    and "# Common semantic actions" over a class were their one-liners."""
    found = one_liners("peg.py", """\
        # PEG syntax rules
        def peggrammar():       return OneOrMore(rule), EOF

        # Common semantic actions
        class SemanticActionSingleChild(SemanticAction):
            def first_pass(self, parser, node, children):
                return children[0]
        """)
    assert found["peggrammar"] != "PEG syntax rules"
    assert found["SemanticActionSingleChild"] != "Common semantic actions"


def test_a_base_doc_of_a_return_tag_alone_gives_the_override_its_one_liner() -> None:
    """huey's `FileStorage.schedule_size` takes `BaseStorage.schedule_size`'s doc, only
    ":return: The number of tasks currently in the schedule.", and read "(The doc of
    `BaseStorage.schedule_size`, which it implements or overrides.)"."""
    assert one_liners("storage.py", '''\
        class BaseStorage:
            def schedule_size(self):
                """
                :return: The number of tasks currently in the schedule.
                """
                raise NotImplementedError


        class FileStorage(BaseStorage):
            def schedule_size(self):
                return len(self._get_sorted_filenames(self.schedule_path))
        ''')["FileStorage.schedule_size"] == "Return the number of tasks currently in the schedule"


def test_a_python_decorator_factory_says_what_its_decorator_does() -> None:
    """huey's `Huey.task(retries=0, …)`, `on_startup(name=None)` and `pre_execute(name=None)`
    each return a nested `decorator(fn)`, and read "Return the task for `retries`…", "Handle
    the startup event", "Return the pre execute for `name`"; click's `_make_cached_stream_func`
    returns a function of no parameter, no decorator."""
    found = one_liners("api.py", """\
        class Huey:
            def task(self, retries=0, retry_delay=0, **kwargs):
                def decorator(func):
                    return TaskWrapper(self, func, retries=retries, **kwargs)
                return decorator

            def on_startup(self, name=None):
                def decorator(fn):
                    self._startup[name or fn.__name__] = fn
                    return fn
                return decorator

            def pre_execute(self, name=None):
                def decorator(fn):
                    self._pre_execute[name or fn.__name__] = fn
                    return fn
                return decorator


        def make_cached_stream_func(src_func, wrapper_func):
            cache = {}

            def func():
                return wrapper_func(src_func())

            return func
        """)
    assert found["Huey.task"] == "Return a decorator that makes a task of a function"
    assert found["Huey.on_startup"] == (
        "Return a decorator that registers a function to handle the startup event")
    assert found["Huey.pre_execute"] == (
        "Return a decorator that registers a function as a pre execute hook")
    assert not found["make_cached_stream_func"].startswith("Return a decorator")


def test_an_editor_s_non_phpdoc_marker_is_no_summary() -> None:
    """christianriesen/otp's `Otp::hotp`, documented "(non-PHPdoc)" and "@see
    Otp.OtpInterface::hotp()" (Eclipse's marker over an implementation), read "(non-PHPdoc)";
    over a method of its interface in the same file, it takes that doc."""
    found = one_liners("Otp.php", """\
        <?php
        interface OtpInterface
        {
            /**
             * Returns OTP using the HOTP algorithm
             */
            public function hotp($secret, $counter);
        }
        class Otp implements OtpInterface
        {
            /**
             * (non-PHPdoc)
             * @see Otp.OtpInterface::hotp()
             */
            public function hotp($secret, $counter)
            {
                return $this->truncate($secret, $counter);
            }

            /**
             * (non-PHPdoc)
             * @see Otp.OtpInterface::checkTotp()
             */
            public function checkTotp($secret, $key)
            {
                return $this->totp($secret) === $key;
            }
        }
        """)
    assert found["Otp.hotp"] == "Return OTP using the HOTP algorithm"
    assert "PHPdoc" not in found["Otp.checkTotp"]


def test_a_class_one_liner_counts_the_members_its_page_lists() -> None:
    """rack-cors' `Result` listed 7 members and read "`hit?`, `preflight?` and 4 more" (its
    `miss` and class method `self.miss` one name); `Resource` named its nested error class's
    `message` first."""
    path = "cors.rb"
    text = textwrap.dedent("""\
        class Result
          def hit?
            hit
          end

          def preflight?
            preflight
          end

          def miss(reason)
            self.hit = false
          end

          def self.miss(env, reason)
            new.miss(reason)
          end

          def append_header(headers)
            headers
          end
        end

        class Resource
          class CorsMisconfigurationError < StandardError
            def message
              'bad'
            end
          end

          def matches_path?(path)
            path
          end
        end
        """)
    entities = extract_file(path, text)
    result = next(e for e in entities if e.symbol == "Result")
    resource = next(e for e in entities if e.symbol == "Resource")
    assert summarize(result, tuple(e for e in entities if e.parent == "Result")).description == (
        "`Result` class with `hit?`, `preflight?` and 3 more")
    members = tuple(e for e in entities if e.parent.startswith("Resource"))
    assert summarize(resource, members).description == (
        "`Resource` class with `matches_path?`")

"""The doc-comment parser: one test per convention, then markup and summaries."""

from __future__ import annotations

from rk_action.summarize import docstrings
from rk_action.summarize.docstrings import DocParam, parse, parse_summary


def test_rest_field_list() -> None:
    doc = parse(
        """Parse a port number.

        Accepts strings like ``"8080"``; see :func:`~net.util.check`.

        :param value: the text to parse
            over two lines
        :type value: str
        :param int base: the base
        :returns: the port
        :rtype: int
        :raises ValueError: if out of range
        """,
        "python",
    )
    assert doc.summary == "Parse a port number"
    assert doc.body == 'Parse a port number.\n\nAccepts strings like `"8080"`; see `check`.'
    assert doc.params == (
        DocParam("value", "str", "the text to parse over two lines"),
        DocParam("base", "int", "the base"),
    )
    assert (doc.returns, doc.returns_type) == ("the port", "int")
    assert doc.raises == (DocParam("ValueError", "", "if out of range"),)


def test_a_lead_in_to_what_has_a_section_of_its_own_is_left_out() -> None:
    """dateutil's `rruleset` ended its prose on "The type constructor takes the following
    keyword arguments:", its `:param cache:` shown under Parameters; "For example:" before the
    doctest that is the usage example. A lead-in that is all the prose stays."""
    doc = ("The rruleset type allows more complex recurrence setups, mixing\nmultiple rules. "
           "The type\nconstructor takes the following keyword arguments:\n\n"
           ":param cache: If True, caching of results will be enabled.")
    assert parse(doc).body == (
        "The rruleset type allows more complex recurrence setups, mixing multiple rules.")
    assert parse("Make one.\n\nFor example:\n\n>>> make(1)\n1").body == "Make one."
    assert parse("It takes these arguments:\n\n:param x: The x.").body == (
        "It takes these arguments:")
    assert parse("Return the shape.\n\nimg:").body == "Return the shape.\n\nimg:"


def test_a_field_s_examples_are_not_flattened_into_its_text() -> None:
    """dateutil's `parse` documents `tzinfos` and `fuzzy_with_tokens` with a `.. doctest::`
    block each, which read ".. doctest:: :options: +NORMALIZE_WHITESPACE >>> from …" in the
    parameter's line."""
    doc = ("Parse it.\n\n:param tzinfos:\n    Additional time zone names.\n\n"
           "    .. doctest::\n       :options: +NORMALIZE_WHITESPACE\n\n"
           "        >>> parse(\"x\", tzinfos=t)\n        datetime(2012)\n\n"
           "    This parameter is ignored if ``ignoretz`` is set.\n\n"
           ":param fuzzy:\n    The portions ignored:\n\n    >>> parse(\"y\")\n    (1, 2)\n")
    assert parse(doc).params == (
        DocParam("tzinfos", "", "Additional time zone names. This parameter is ignored if "
                 "`ignoretz` is set."),
        DocParam("fuzzy", "", "The portions ignored."))


def test_google_sections() -> None:
    doc = parse(
        """Fetch rows from a table.

        Args:
            table (str): The table name.
            keys (list[str], optional): Keys to fetch.
                Continued here.
            *args: Extra values.

        Returns:
            dict: A mapping of keys to rows.

        Raises:
            IOError: When the database fails.

        Example:
            >>> fetch("t", ["a"])
            {}

        Note:
            Slow on big tables.
        """,
        "python",
    )
    assert doc.params == (
        DocParam("table", "str", "The table name."),
        DocParam("keys", "list[str]", "Keys to fetch. Continued here."),
        DocParam("args", "", "Extra values."),
    )
    assert (doc.returns_type, doc.returns) == ("dict", "A mapping of keys to rows.")
    assert doc.raises == (DocParam("IOError", "", "When the database fails."),)
    assert doc.examples == ('>>> fetch("t", ["a"])\n{}',)
    assert doc.notes == ("Slow on big tables.",)
    assert doc.body == "Fetch rows from a table."


def test_a_google_return_type_alone_or_with_what_else_it_may_be() -> None:
    """humanize's `metric` documents `Returns: str:` and nothing more ("`str` — Str:" on its
    page), `naturaldelta` `str (str or `value`): A natural representation…` ("`str` — Str
    (str or `value`): A natural…"): the type is what comes before the colon, either way."""
    alone = parse("Format a number.\n\nReturns:\n    str:\n", "python")
    assert (alone.returns_type, alone.returns) == ("str", "")
    widened = parse("Describe a delta.\n\nReturns:\n    str (str or `value`): A natural "
                    "representation of\n        the time elapsed.\n", "python")
    assert (widened.returns_type, widened.returns) == (
        "str", "A natural representation of the time elapsed.")
    prose = parse("Get it.\n\nReturns:\n    The value: as it was stored.\n", "python")
    assert (prose.returns_type, prose.returns) == ("", "The value: as it was stored.")


def test_numpy_sections() -> None:
    doc = parse(
        """Compute the mean.

        Parameters
        ----------
        x : array_like
            Input values.
        axis, dim : int, optional
            Axis.

        Returns
        -------
        float
            The mean.

        Warnings
        --------
        Slow for object arrays.

        Examples
        --------
        >>> mean([1, 2])
        1.5
        """,
        "python",
    )
    assert doc.params == (
        DocParam("x", "array_like", "Input values."),
        DocParam("axis", "int", "Axis."),
        DocParam("dim", "int", "Axis."),
    )
    assert (doc.returns_type, doc.returns) == ("float", "The mean.")
    assert doc.notes == ("Warning: Slow for object arrays.",)
    assert doc.examples == (">>> mean([1, 2])\n1.5",)


def test_jsdoc_tags() -> None:
    doc = parse(
        """Validate a JWT token.
        @param {string} token - The token.
        @param {Object} [opts={}] Options.
        @param {number} opts.leeway Seconds of leeway.
        @returns {Promise<boolean>} Whether it is valid.
        @throws {TypeError} If token is not a string.
        @example
        validate("abc").then(ok => console.log(ok));
        @deprecated Use verify() instead.
        @since 2.1""",
        "javascript",
    )
    assert doc.summary == "Validate a JWT token"
    assert doc.params == (
        DocParam("token", "string", "The token."),
        DocParam(
            "opts", "Object", "Options. Defaults to `{}`. `leeway` (`number`): Seconds of leeway."
        ),
    )
    assert (doc.returns_type, doc.returns) == ("Promise<boolean>", "Whether it is valid.")
    assert doc.raises == (DocParam("TypeError", "", "If token is not a string."),)
    assert doc.examples == ('validate("abc").then(ok => console.log(ok));',)
    assert doc.notes == ("Deprecated: Use verify() instead.",)


def test_jsdoc_optional_defaults_that_hold_brackets() -> None:
    """lodash's `[result=[]]`: the default ends at its own bracket, not the first `]`."""
    doc = parse(
        """Flatten an array.
        @param {Array} [result=[]] The initial result value.
        @param {Function} [predicate=isFlattenable(x)] The function invoked per iteration.
        @param {string} [sep Unclosed.""",
        "javascript",
    )
    assert doc.params == (
        DocParam("result", "Array", "The initial result value. Defaults to `[]`."),
        DocParam("predicate", "Function",
                 "The function invoked per iteration. Defaults to `isFlattenable(x)`."),
        DocParam("sep", "string", "Unclosed."),
    )


def test_jsdoc_object_types_keep_their_braces() -> None:
    doc = parse("Output help.\n@param {{ error: boolean } | Function} [context] - where to"
                " write\n@param {{a: number}} point A point.", "javascript")
    assert doc.params == (DocParam("context", "{ error: boolean } | Function", "where to write"),
                          DocParam("point", "{a: number}", "A point."))


def test_a_raises_item_may_name_its_exception_without_a_colon() -> None:
    doc = parse("Translate a path.\n\nRaises: IndexError if too many '..' occur.", "python")
    assert doc.raises == (DocParam("IndexError", "", "if too many '..' occur."),)
    doc = parse("Check.\n\nRaises:\n    If the two are set, a ValueError.", "python")
    assert doc.raises == (DocParam("If the two are set, a ValueError.", "", ""),)  # as written


def test_javadoc_html_and_inline_tags() -> None:
    doc = parse(
        "Returns the user with the given {@code id}.\n"
        "<p>Looks it up in the {@link UserRepository cache} first, see {@link Users#find}.\n"
        "@param id the user id\n"
        "@return the user, or {@code null}\n"
        "@throws IOException when the store fails",
        "java",
    )
    assert doc.summary == "Returns the user with the given `id`"
    assert doc.body.endswith("Looks it up in the cache first, see `Users.find`.")
    assert doc.params == (DocParam("id", "", "the user id"),)
    assert doc.returns == "the user, or `null`"
    assert doc.raises == (DocParam("IOException", "", "when the store fails"),)
    # a link whose reference's parameters hold a space, a superscript (java.util.concurrent's
    # TimeUnit read "Equivalent to TimeUnit) NANOSECONDS.convert(…)", ThreadLocalRandom
    # "period 264")
    doc = parse("Equivalent to {@link #convert(long, TimeUnit) NANOSECONDS.convert(d, this)}, "
                "see {@link Thread#sleep(long, int)}; a period of 2<sup>64</sup>.", "java")
    assert doc.summary == ("Equivalent to NANOSECONDS.convert(d, this), see "
                           "`Thread.sleep(long, int)`; a period of 2^64")


def test_javadoc_notes_read_whole_under_their_title() -> None:
    """`Stream.reduce`'s `@apiNote Summing can be expressed as:` lost its first paragraph and
    example, and kept the "or:" and the example after them as orphans (18 of
    java.util.stream's pages); `@implSpec` said nothing at all."""
    doc = parse("Performs a reduction.\n\n@apiNote Summing can be expressed as:\n"
                "<pre>{@code\n    integers.reduce(0, Integer::sum);\n}</pre>\n\nor:\n\n"
                "<pre>{@code\n    integers.reduce(0, (a, b) -> a+b);\n}</pre>\n\n@implSpec\n"
                "Single threaded.\n\n@param identity the identity value", "java")
    assert doc.body == ("Performs a reduction.\n\nAPI Note: Summing can be expressed as:\n\n"
                        "```\nintegers.reduce(0, Integer::sum);\n```\n\nor:\n\n"
                        "```\nintegers.reduce(0, (a, b) -> a+b);\n```\n\n"
                        "Implementation Requirements: Single threaded.")
    assert doc.params == (DocParam("identity", "", "the identity value"),)


def test_a_rustdoc_arguments_heading_holds_its_list_only() -> None:
    """nom's `# Arguments` list, then a "*Note*" paragraph and an example, all under the
    heading: the list was not read as parameters, and the note and example were lost with
    it (20 pages)."""
    doc = parse("Repeats the parser.\n\n# Arguments\n* `f` The parser to apply.\n"
                "* `g` - Another one,\n  over two lines.\n\n*Note*: it fails on empty input.\n\n"
                "```rust\nlet p = many0(f);\n```", "rust")
    assert doc.params == (DocParam("f", "", "The parser to apply."),
                          DocParam("g", "", "Another one, over two lines."))
    assert doc.body == "Repeats the parser.\n\n*Note*: it fails on empty input."
    assert doc.examples == ("let p = many0(f);",)
    prose = parse("Runs.\n\n# Arguments\n\nAll of them are passed on.", "rust")
    assert prose.body == "Runs.\n\nArguments:\n\nAll of them are passed on."


def test_rdoc_parameters_name_their_type_in_angle_brackets() -> None:
    """Thor's `=== Parameters` then `meth<Symbol>:: name of the default command`: not read
    as parameters, and lost with the heading."""
    doc = parse("Sets the default command.\n\n=== Parameters\n"
                "meth<Symbol>:: name of the default command\noptions<Hash>\n", "ruby")
    assert doc.params == (DocParam("meth", "Symbol", "name of the default command"),
                          DocParam("options", "Hash", ""))
    assert doc.body == "Sets the default command."


def test_rdoc_code_after_the_first_line_stays_code_when_nothing_else_follows() -> None:
    """ActiveSupport's `Duration#in_days` doc is a sentence, then only its indented example
    (`12.hours.in_days # => 0.5`): dedented with the rest of the doc, it read as prose, its
    `# Given …` comments as bold headings (28 pages)."""
    doc = parse("Returns the amount of days a duration covers as a float\n\n"
                "  # Given a day\n  12.hours.in_days # => 0.5", "ruby")
    assert doc.body == ("Returns the amount of days a duration covers as a float\n\n```\n"
                        "# Given a day\n12.hours.in_days # => 0.5\n```")


def test_a_bold_example_title_leaves_with_its_code() -> None:
    """Effect's `**Example** (Creating an empty Option)` over a fenced example stayed in the
    text, a title over nothing, when its code moved to the examples (2,514 pages). Bold
    prose that is no title stays."""
    doc = parse("Creates an empty Option.\n\n**Example** (Creating an empty Option)\n\n"
                "```ts\nconst none = Option.none()\n```\n\n**Examples**\n\n```ts\nf()\n```\n\n"
                "**Example** of the rule holds.\n\n```ts\ng()\n```", "typescript")
    assert doc.body == "Creates an empty Option.\n\n**Example** of the rule holds."
    assert doc.examples == ("const none = Option.none()", "f()", "g()")


def test_javadoc_return_opening_with_a_code_value_keeps_it() -> None:
    """java.util.concurrent's 218 `@return {@code false} unless given collection is empty`:
    the value was read as a JSDoc `{Type}` and dropped ("Unless given collection is empty",
    the opposite); a JSDoc type in braces is still a type."""
    assert parse("Checks.\n\n@return {@code false} unless given collection is empty",
                 "java").returns == "`false` unless given collection is empty"
    assert parse("Peeks.\n\n@return {@code null}", "java").returns == "`null`"
    typed = parse("Reads.\n\n@returns {string} the text", "javascript")
    assert (typed.returns_type, typed.returns) == ("string", "the text")


def test_javadoc_see_shows_its_label_or_its_reference_as_code() -> None:
    """java.util.stream's 68 "See also: #toMap(Function, Function)" and "See also:
    Stream#mapMulti Stream.mapMulti" read as Javadoc shows them."""
    doc = parse("Collects.\n\n@see #toMap(Function, Function)\n"
                "@see Stream#mapMulti Stream.mapMulti\n@see java.util.Spliterator\n"
                "@see \"The Java Language Specification\"\n"
                "@see <a href=\"https://example.com\">the guide</a>\n@see the guide", "java")
    assert doc.notes == ("See also: `toMap(Function, Function)`", "See also: Stream.mapMulti",
                         "See also: `java.util.Spliterator`",
                         'See also: "The Java Language Specification"',
                         "See also: the guide", "See also: the guide")


def test_phpdoc_types_before_names() -> None:
    doc = parse(
        "Get a user.\n@param int $id The id.\n@param string|null $name\n"
        "@return User|null The user.",
        "php",
    )
    assert doc.params == (DocParam("id", "int", "The id."), DocParam("name", "string|null", ""))
    assert (doc.returns_type, doc.returns) == ("User|null", "The user.")
    # aligned columns (symfony/yaml's Inline::parse)
    doc = parse("Parse.\n@param string      $value      A YAML string\n"
                "@param int         $flags      A bit field of PARSE_* constants\n", "php")
    assert doc.params == (DocParam("value", "string", "A YAML string"),
                          DocParam("flags", "int", "A bit field of PARSE_* constants"))
    # a generic type holds spaces (symfony/http-foundation's HeaderBag: the Returns read
    # "`\ArrayIterator<string,` — List<string|null>>")
    doc = parse("Headers.\n@param array<string, string> $extra The extra headers\n"
                "@return \\ArrayIterator<string, list<string|null>> An iterator", "php")
    assert doc.params == (DocParam("extra", "array<string, string>", "The extra headers"),)
    assert (doc.returns_type, doc.returns) == (
        "\\ArrayIterator<string, list<string|null>>", "An iterator")


def test_yard_types_after_names() -> None:
    doc = parse(
        "Sends a message.\n@param to [String] the recipient\n@return [Boolean] true when sent\n"
        "@raise [ArgumentError] if empty\n@example Send a greeting\n  send_message('bob', 'hi')",
        "ruby",
    )
    assert doc.params == (DocParam("to", "String", "the recipient"),)
    assert (doc.returns_type, doc.returns) == ("Boolean", "true when sent")
    assert doc.raises == (DocParam("ArgumentError", "", "if empty"),)
    assert doc.examples == ("send_message('bob', 'hi')",)


def test_rustdoc_headings() -> None:
    doc = parse(
        """Creates a new [`Config`] from `path`.

# Arguments

* `path` - Where the file is.
* `strict` - Fail on unknown keys.

# Errors

Returns an error when the file is missing.

# Panics

Panics if `path` is empty.

# Safety

Call it once.

# Examples

```
# use cfg::Config;
let c = Config::load("a.toml")?;
```
""",
        "rust",
    )
    assert doc.summary == "Creates a new `Config` from `path`"
    assert doc.params == (
        DocParam("path", "", "Where the file is."),
        DocParam("strict", "", "Fail on unknown keys."),
    )
    assert doc.errors == "Returns an error when the file is missing."
    assert doc.notes == ("Panics if `path` is empty.", "Safety: Call it once.")
    assert doc.examples == ('let c = Config::load("a.toml")?;',)


def test_rustdoc_links_leave_code_spans_alone() -> None:
    """A slice type in a code span is code, not an intra-doc link; a reference link reads as its
    text (serde's `BytesDeserializer`, itertools' `chain`)."""
    doc = parse(
        """A deserializer holding a `&[u8]`. Always calls [`Visitor::visit_bytes`].

[Chain][`chain`] zero or more iterators; see [the list][crate::de] and `x[i][j]`.
""",
        "rust",
    )
    assert doc.summary == "A deserializer holding a `&[u8]`"
    assert doc.body == (
        "A deserializer holding a `&[u8]`. Always calls `Visitor::visit_bytes`.\n\n"
        "Chain zero or more iterators; see the list and `x[i][j]`."
    )


def test_a_rust_slice_or_index_in_prose_is_no_intra_doc_link() -> None:
    """bytes' "Copies bytes from src into &[u8]" read "…into &`u8`", and "text[i]" "text`i`"."""
    doc = parse("Write the bytes of &[u8] into text[i], then see [Buf] and [crate::Bytes].",
                "rust")
    assert doc.summary == "Write the bytes of &[u8] into text[i], then see `Buf` and `crate::Bytes`"


def test_a_bracket_in_a_code_span_opens_no_link() -> None:
    """axios' `encode` lists the characters it escapes, `[` and `]` among them: read as the link
    "[`, and `]", they left two empty code spans."""
    doc = parse("Replace the characters `+`, `[`, and `]` with their URI encoded counterparts. "
                "See [`Foo`] and [`bar`][b].", "javascript")
    assert doc.body == ("Replace the characters `+`, `[`, and `]` with their URI encoded "
                        "counterparts. See `Foo` and `bar`.")


def test_a_link_whose_text_is_code_reads_as_the_code_whatever_its_target() -> None:
    """lodash's "[`SameValueZero`](http://…) comparison" read "`SameValueZero`(http://…)
    comparison", and rustdoc's ``[`Bytes`](struct.Bytes.html)`` "`Bytes`(struct.Bytes.html)"."""
    assert parse("Perform a [`SameValueZero`](http://ecma-international.org/#sec-svz) "
                 "comparison.", "javascript").summary == "Perform a `SameValueZero` comparison"
    assert parse("A cheap clone of a [`Bytes`](struct.Bytes.html), see [`Buf`][buf] (and "
                 "`f(x)`).", "rust").summary == "A cheap clone of a `Bytes`, see `Buf` (and `f(x)`)"


def test_gnu_quotes_are_code_but_a_rust_lifetime_is_no_quote() -> None:
    assert parse("Use `setup' first, then `f('x')`, by `mode's value.", "python").summary == (
        "Use `setup` first, then `f('x')`, by `mode`s value")
    assert parse("A `swap extent' maps pages, as `it's` and `f'` say; an `ls -l'-like list.",
                 "c").summary == ("A `swap extent` maps pages, as `it's` and `f'` say; an "
                                  "`ls -l`-like list")
    assert parse("Deserialize into a `&'a str`, a `&'s str` or a `Cow<'a, str>`.", "rust"
                 ).summary == "Deserialize into a `&'a str`, a `&'s str` or a `Cow<'a, str>`"


def test_markdown_images_read_as_their_alt_text() -> None:
    """An image's path is the source's, which the knowledge base does not hold (rxjs's marble
    diagrams): a reader would get a broken image."""
    doc = parse("Maps each value.\n\n![](concatMap.png)\n\nSee ![the diagram](a.png) and "
                "[the guide](https://x.test/g).", "typescript")
    assert doc.body == "Maps each value.\n\nSee the diagram and the guide."


def test_markdown_reference_links_read_as_their_text() -> None:
    """Only a label that a definition names is a link (httpx's `[Authentication][0]`)."""
    doc = parse("""Send a request.

See also [Authentication][0], [the guide][] and [Usage], not `x[0][1]` nor a[i][0] or [draft].

[0]: /quickstart/#authentication
[the guide]: https://x.test/guide
[usage]: /usage
""", "python")
    assert doc.body == ("Send a request.\n\nSee also Authentication, the guide and Usage, not "
                        "`x[0][1]` nor a[i][0] or [draft].")


def test_a_typing_optional_type_keeps_its_name() -> None:
    """attrs' `:param Optional[bool] auto_attribs:` was typed `[bool]`: NumPy's `, optional`
    marker was taken out of it."""
    doc = parse("Define.\n\n:param Optional[bool] auto_attribs: Whether to guess.\n\n"
                "Parameters\n----------\nx : int, optional\n    The x.", "python")
    assert doc.params == (DocParam("auto_attribs", "Optional[bool]", "Whether to guess."),
                          DocParam("x", "int", "The x."))


def test_rest_escape_after_a_role_joins_its_word() -> None:
    doc = parse("Either :class:`Option`\\s or :class:`Argument`\\ s, or ``\\n``.", "python")
    assert doc.summary == "Either `Option`s or `Argument`s, or `\\n`"
    # attrs: the escape after default-role text, a labelled cross-reference, PEP and RFC
    # numbers, and a dunder, which is no emphasis
    doc = parse("Collect :pep:`526`-annotated `attrs.Attribute`\\ s for "
                "`static type checking <types>`, as ``__repr__`` and __init__ do.", "python")
    assert doc.summary == ("Collect PEP 526-annotated `attrs.Attribute`s for static type "
                           "checking, as `__repr__` and __init__ do")


def test_doxygen_commands() -> None:
    doc = parse(
        "@brief Open a device.\n\\param[in] path Device path, see \\c dev_t.\n"
        "\\param flags Open flags.\n\\return A handle, or -1 on error.\n@note Not thread-safe.",
        "c",
    )
    assert doc.summary == "Open a device"
    assert doc.params == (
        DocParam("path", "", "Device path, see `dev_t`."),
        DocParam("flags", "", "Open flags."),
    )
    assert doc.returns == "A handle, or -1 on error."
    assert doc.notes == ("Not thread-safe.",)


def test_doxygen_return_values_and_symbol_links() -> None:
    """mbedtls' headers: `\\retval <value> <what it means>`, and `#NAME` linking a symbol. A
    `#` name that opened a line read as a Markdown heading on the site; `-1` lost its sign."""
    doc = parse(
        "\\brief Set the key.\n\\return \\c 0 on success.\n"
        "\\return #MBEDTLS_ERR_AES_INVALID_KEY_LENGTH on failure.\n"
        "\\retval -1 on a bad argument\n\nSee #mbedtls_aes_free(); #include <aes.h> first.",
        "c",
    )
    assert doc.returns == ("`0` on success.\n\n`MBEDTLS_ERR_AES_INVALID_KEY_LENGTH` on failure."
                           "\n\n`-1` on a bad argument")
    assert doc.body.endswith("See `mbedtls_aes_free()`; #include <aes.h> first.")


def test_kernel_doc() -> None:
    """kernel-doc (the Linux kernel's convention, common in C): `name() - summary` opens the
    comment, `@arg: text` documents a parameter, `Return:` the result."""
    doc = parse(
        "kstrtoull() - convert a string to an unsigned long long\n"
        "@s: The start of the string. The string must be\n null-terminated.\n"
        "@base: The number base to use.\n@...: more values\n\n"
        "Preferred over simple_strtoull().\n\nContext: any context.\nReturn: 0 on success.",
        "c",
    )
    assert doc.summary == "Convert a string to an unsigned long long"
    assert doc.params == (
        DocParam("s", "", "The start of the string. The string must be null-terminated."),
        DocParam("base", "", "The number base to use."),
    )
    assert doc.returns == "0 on success."
    assert doc.body == ("Convert a string to an unsigned long long\n\n"
                        "Preferred over simple_strtoull().\n\nContext: any context.")
    assert parse("struct list_head - a node of a list\n@next: the next node", "c").params == (
        DocParam("next", "", "the next node"),)
    assert parse("struct list_head - a node of a list", "cpp").summary == "A node of a list"
    # only the first line's leading name is the convention's, and only in C and C++
    assert parse("Map keys - values to their owners", "c").summary == (
        "Map keys - values to their owners")
    assert parse("fetch - get a page", "python").summary == "fetch - get a page"
    assert parse("@param s the string\n@return its length", "c").params == (
        DocParam("s", "", "the string"),)


def test_kernel_doc_references_and_doxygen_inline_commands() -> None:
    """In kernel-doc, `@name` (and `@name->member`) is a parameter, `%NAME` a constant and
    `&struct name` a type: code, never a tag, even opening a line; a known tag opening a line
    stays one. In Doxygen, a line that begins with a command used within sentences (`@a`, `@p`)
    goes on with the text."""
    doc = parse("swap() - swap two nodes\n@a: one\n@b: the other\n\nPuts @a where\n"
                "@b was, unless @a->next is %NULL, %-EINVAL or &struct page.\n"
                "@return: %true", "c")
    assert doc.body == ("Swap two nodes\n\nPuts `a` where `b` was, unless `a->next` is `NULL`, "
                        "`-EINVAL` or `struct page`.")
    assert doc.params == (DocParam("a", "", "one"), DocParam("b", "", "the other"))
    assert doc.returns == "`true`"
    doc = parse("acct() - record a latency\n@tsk - the task hitting\n  the latency\n\n"
                "Asks @work->func() to run.", "c")
    assert doc.params == (DocParam("tsk", "", "the task hitting the latency"),)
    assert doc.body == "Record a latency\n\nAsks `work->func()` to run."
    assert parse("put() - copy out\n@p: where\n\nConverts to &struct\nold_spec, then\n@p is"
                 " freed.", "c").body == (
        "Copy out\n\nConverts to `struct old_spec`, then `p` is freed.")
    # not kernel-doc (no name line, no `@name:` line): `%` and `@` are left to Doxygen's rules
    doc = parse("Compute the sum.\n@a count must be positive and\n@p flags holds 100%.\n"
                "@param count the count", "c")
    assert doc.body == "Compute the sum. count must be positive and `flags` holds 100%."
    assert doc.params == (DocParam("count", "", "the count"),)
    assert parse("Mail me at a@b.org.\n@priv: data", "c").body == "Mail me at a@b.org."
    # a plain comment names parameters so too; Doxygen's commands stay its own
    assert parse("Adjust *@size so that (@base + *@size) fits.\n@ingroup mm\n@retval 0 ok",
                 "c") == parse("Adjust *`size` so that (`base` + *`size`) fits.\n@retval 0 ok",
                               "c")
    assert parse("Interleave at offset @n; see @ref mm.", "c").body == (
        "Interleave at offset @n; see `mm`.")
    assert parse("Move @page to %LRU_LIST.", "cpp").body == "Move `page` to %LRU_LIST."
    # opening a line of such a comment, an unknown `@word` is a project's own command
    assert parse("Iterate over values.\n\n@requirement The class is a range.", "cpp").body == (
        "Iterate over values.")
    assert parse("Parse crashkernel=size[@offset] for @cmdline.", "c").body == (
        "Parse crashkernel=size[@offset] for `cmdline`.")


def test_doxygen_exclamation_opener_is_not_the_summary() -> None:
    """Doxygen reads a Python docstring or C comment that opens with `!`; the mark is not text."""
    doc = parse("! @brief Extract a value from a bitfield.\n@param value The word.", "python")
    assert doc.summary == "Extract a value from a bitfield"
    assert doc.params == (DocParam("value", "", "The word."),)
    assert parse("! Iterate over subkeys of a key", "python").summary == (
        "Iterate over subkeys of a key"
    )
    assert parse("!\n    Compute the checksum.", "c").summary == "Compute the checksum"
    assert parse("!important: keep it", "python").summary == "!important: keep it"


def test_go_doc_comment_and_deprecation() -> None:
    doc = parse(
        "NewServer returns a new Server listening on addr.\nIt does not start it.\n\n"
        "Deprecated: use Listen.",
        "go",
    )
    assert doc.summary == "NewServer returns a new Server listening on addr"
    assert doc.body == "NewServer returns a new Server listening on addr. It does not start it."
    assert doc.notes == ("Deprecated: use Listen.",)
    assert doc.params == ()


def test_rest_directives_and_literal_example() -> None:
    doc = parse(
        """Load settings.

        .. deprecated:: 2.0
           Use :func:`load_config`.

        .. versionadded:: 1.4

        .. note::
           Reads the environment too.

        .. code-block:: python

            settings = load()
        """,
        "python",
    )
    assert doc.notes == (
        "Deprecated: since version 2.0 Use `load_config`.",
        "Added in version 1.4",
        "Reads the environment too.",
    )
    assert doc.examples == ("settings = load()",)


def test_rest_literal_blocks_stay_code() -> None:
    """A paragraph ending with `::` introduces the indented lines under it as code (its
    `::` reads `:`, or goes after a space or alone); they are fenced, not reflowed."""
    doc = parse(
        """Check that a line is unreachable.

        Example::

            def pick(arg: int | str) -> None:
                match arg:
                    case _:
                        unreachable(arg)

        The grammar ::

            key = value
              ; comment ``x``

        ::

            run(`cmd`)

        Then prose again,
        over two lines.
        """,
        "python",
    )
    assert doc.body == (
        "Check that a line is unreachable.\n\nExample:\n\n"
        "```\ndef pick(arg: int | str) -> None:\n    match arg:\n        case _:\n"
        "            unreachable(arg)\n```\n\n"
        "The grammar\n\n```\nkey = value\n  ; comment ``x``\n```\n\n"
        "```\nrun(`cmd`)\n```\n\nThen prose again, over two lines."
    )
    assert doc.summary == "Check that a line is unreachable"


def test_indented_code_in_go_rdoc_and_markdown_docs() -> None:
    """Go's doc comments, RDoc and PHPDoc make code of any indented lines after a blank line,
    Markdown (rustdoc, JSDoc) of lines four spaces in; never a list or its continuation."""
    go = parse(
        "Headers adds a matcher. For example:\n\n    r := NewRouter()\n"
        "    r.Headers(\"A\", \"b\",\n              \"C\", \"d\")\n\nThe route matches both.\n\n"
        "  - a listed point\n    over two lines\n",
        "go",
    )
    assert go.body == (
        "Headers adds a matcher. For example:\n\n```\nr := NewRouter()\n"
        "r.Headers(\"A\", \"b\",\n          \"C\", \"d\")\n```\n\nThe route matches both.\n\n"
        "- a listed point over two lines"
    )
    rust = parse("Parse it.\n\n- an item\n\n    that goes on\n\nThen:\n\n    let x = parse();\n",
                 "rust")
    assert rust.body == ("Parse it.\n\n- an item\n\nthat goes on\n\nThen:\n\n"
                         "```\nlet x = parse();\n```")
    php = parse("Marks a section as reusable.\n\n {% block head %}\n   <title>x</title>\n"
                " {% endblock %}\n\n@internal", "php")
    assert php.body == ("Marks a section as reusable.\n\n```\n{% block head %}\n"
                        "  <title>x</title>\n{% endblock %}\n```")
    shallow = parse("Parse it.\n\n  not code in Markdown\n", "javascript")
    assert shallow.body == "Parse it.\n\nnot code in Markdown"
    python = parse("Parse it.\n\n    a quoted paragraph,\n    not code\n", "python")
    assert python.body == "Parse it.\n\na quoted paragraph, not code"


def test_rdoc_code_words_and_headings() -> None:
    """RDoc's `+word+` is code, its `= Title` a heading: a title is passed over for the
    summary, and is the summary of a doc that holds nothing else."""
    doc = parse("Evaluate the given +builder_script+ in a +Rack::Builder+ (a + b stays).", "ruby")
    assert doc.summary == "Evaluate the given `builder_script` in a `Rack::Builder` (a + b stays)"
    titled = parse("== The Environment\n\nThe environment must be a +Hash+.", "ruby")
    assert titled.summary == "The environment must be a `Hash`"
    assert titled.body == "**The Environment**\n\nThe environment must be a `Hash`."
    assert parse("=== The Content-Length", "ruby").summary == "The Content-Length"
    assert parse("Build it.\n\n= Examples\n\n  run app\n", "ruby").examples == ("run app",)
    assert parse("# Overview\n\nDoes things.", "rust").summary == "Does things"
    included = parse("Needs the header.\n#include <x.h> first.", "c")
    assert included.body == "Needs the header. #include <x.h> first."


def test_doctest_and_fenced_blocks_are_examples() -> None:
    doc = parse(
        "Add numbers.\n\n>>> add(1, 2)\n3\n\nMore prose.\n\n```js\nadd(1, 2)\n```",
        "python",
    )
    assert doc.examples == (">>> add(1, 2)\n3", "add(1, 2)")
    assert doc.body == "Add numbers.\n\nMore prose."


def test_code_a_sentence_introduces_stays_where_it_stands() -> None:
    """Example code introduced by a sentence ending with a colon stays in the text, fenced
    (the sentence would read as cut short); a label alone ("Usage:", "For example:") goes
    with its code to the examples."""
    doc = parse(
        "Open a resource.\n\nIf the file is next to the app, it can be opened with:\n\n"
        ".. code-block:: python\n\n    with open_resource(\"a.sql\") as f:\n        read(f)\n\n"
        "Convert them into a dict:\n\n>>> parse('a=1')\n{'a': '1'}\n\n"
        "For example:\n\n>>> parse('')\n{}\n\nUsage::\n\n    >>> parse('b')\n",
        "python",
    )
    assert doc.body == (
        "Open a resource.\n\nIf the file is next to the app, it can be opened with:\n\n"
        "```\nwith open_resource(\"a.sql\") as f:\n    read(f)\n```\n\n"
        "Convert them into a dict:\n\n```\n>>> parse('a=1')\n{'a': '1'}\n```"
    )
    assert doc.examples == (">>> parse('')\n{}", ">>> parse('b')")
    rust = parse("Implement it directly:\n\n```\n# use x::Y;\nimpl Y for Z {}\n```\n", "rust")
    assert rust.body == "Implement it directly:\n\n```\nimpl Y for Z {}\n```"
    assert rust.examples == () and rust.summary == "Implement it directly:"
    java = parse("Loads a table.\n\n<p>It must have this declaration:\n<pre>{@code\n"
                 "<!DOCTYPE p SYSTEM \"p.dtd\">\n}</pre>\nThen it is read.", "java")
    assert java.body == ("Loads a table.\n\nIt must have this declaration:\n\n"
                         "```\n<!DOCTYPE p SYSTEM \"p.dtd\">\n```\n\nThen it is read.")
    example = parse("Sorts.\n\n<p>Example:\n<pre> {@code\nsort(list);}</pre>", "java")
    assert example.body == "Sorts." and example.examples == ("sort(list);",)
    # PHPDoc's block of code: `<code>` and `</code>` on lines of their own; inline stays
    php = parse("Log registry.\n\nUse it with <code>get()</code> anywhere.\n\n<code>\n"
                "$a = new L('a');\n\nfunction t()\n{\n    R::a()->error('x');\n}\n</code>\n", "php")
    assert php.examples == ("$a = new L('a');\n\nfunction t()\n{\n    R::a()->error('x');\n}",)
    assert php.body == "Log registry.\n\nUse it with `get()` anywhere."
    # an opening line with no closing line of its own is no block
    assert parse("Call\n<code>\nfoo()</code> first.", "php").examples == ()


def test_first_sentence_respects_abbreviations_and_dotted_names() -> None:
    doc = parse("Wrap os.path.join, e.g. for URLs. Second sentence.")
    assert doc.summary == "Wrap os.path.join, e.g. for URLs"
    assert parse("Compute a > b. Then more.").summary == "Compute a > b"
    # a path's `.` and `..` stand alone: no sentence ends there (gorilla/mux's cleanPath)
    assert parse("Return the canonical path, eliminating . and .. elements. Then more.",
                 "go").summary == "Return the canonical path, eliminating . and .. elements"


def test_yard_directives_are_tags_not_prose() -> None:
    """`# @!visibility private` (mustermann's private classes) was the whole one-liner."""
    assert parse("@!visibility private", "ruby").summary == ""
    doc = parse("Loop through the nodes.\n\n@!visibility private\n@param x [Integer] the x", "ruby")
    assert (doc.summary, doc.body) == ("Loop through the nodes", "Loop through the nodes.")
    assert [p.name for p in doc.params] == ["x"]


def test_summary_ends_where_a_line_opens_a_sentence_after_one_left_open() -> None:
    """A doc that forgot its full stop: the next line's sentence is not the summary's."""
    doc = parse("SetIn sets the source for input data\nIf newIn is nil, os.Stdin is used.", "go")
    assert doc.summary == "SetIn sets the source for input data"
    # a wrapped line goes on with the sentence, whatever its first word
    assert parse("Write the file in an efficient\nway, then close it.").summary == (
        "Write the file in an efficient way, then close it")
    assert parse("Compare with the value of\nThe Answer.").summary == (
        "Compare with the value of The Answer")


def test_a_rest_field_goes_on_across_an_empty_line_while_indented() -> None:
    """dateutil's `:param tzinfos:` has a second indented paragraph ("This parameter is
    ignored if `ignoretz` is set."), which read as the doc's body; flask's `:param rv:` holds
    the definition list of the types it takes. Text back at the field's indentation is the
    body again."""
    doc = parse("Parse a string.\n\n:param tzinfos:\n    Names of time zones.\n\n"
                "    This parameter is ignored if ``ignoretz`` is set.\n\n"
                ":param x: the x\n\nMore body.\n", "python")
    assert doc.params == (
        DocParam("tzinfos", "", "Names of time zones. This parameter is ignored if "
                                "`ignoretz` is set."),
        DocParam("x", "", "the x"))
    assert doc.body == "Parse a string.\n\nMore body."


def test_a_doxygen_verbatim_block_is_shown_where_it_stands() -> None:
    """tinyxml2's "For this XML:" `@verbatim <foo>Hullaballoo!</foo> @endverbatim` "the call
    returns…": the block and the sentence after it were dropped (~17 of its pages)."""
    doc = parse("Get the text.\nFor this XML:\n@verbatim\n\t<foo>Hi!</foo>\n@endverbatim\n"
                "the call returns \"Hi!\".", "cpp")
    assert doc.body == ("Get the text. For this XML:\n\n```\n<foo>Hi!</foo>\n```\n\n"
                        'the call returns "Hi!".')


def test_an_example_written_in_the_prose_stays_prose() -> None:
    """googletest's "Example: FilePath("path/to/file").RemoveFileName() returns" went on on
    flush lines with the rest of the doc, which became a code block; an example set off below
    its header, or alone on its line, is still one."""
    doc = parse("Returns the directory.\nExample: FilePath(\"a/b\").Dir() returns\n"
                "\"a/\". If there is none, it returns itself.", "cpp")
    assert (doc.body, doc.examples) == (
        'Returns the directory. Example: FilePath("a/b").Dir() returns "a/". If there is '
        "none, it returns itself.", ())
    assert parse("Do it.\n\nExample:\n    do_it(1)\n").examples == ("do_it(1)",)
    assert parse("Do it.\n\nExample: do_it(1)\n").examples == ("do_it(1)",)


def test_a_short_lead_in_is_completed_by_the_line_of_code_below_it() -> None:
    """koa's and express's "Shorthand for:" over `this.protocol == 'https'` read "Shorthand
    for" alone; a lead-in over a block of code, or over prose, stays as it is."""
    lead = "Shorthand for:\n\n   http.createServer(app.callback()).listen(...)\n\n@return {Server}"
    assert parse(lead, "javascript").summary == (
        "Shorthand for `http.createServer(app.callback()).listen(...)`")
    assert docstrings.parse_summary(lead, "javascript") == parse(lead, "javascript").summary
    assert parse("Equivalent to:\n\n    a = f(x)\n    g(a)\n").summary == "Equivalent to:"
    assert parse("It does this:\n\nAnd more.").summary == "It does this:"


def test_summary_joins_wrapped_lines_and_drops_emphasis() -> None:
    doc = parse("Return the **current**\nsetting as a [tuple](https://x.y).\n\nDetails.")
    assert doc.summary == "Return the current setting as a tuple"


def test_sections_only_doc_has_no_summary() -> None:
    doc = parse(":param x: the value\n:returns: twice x", "python")
    assert doc.summary == ""
    assert doc.params == (DocParam("x", "", "the value"),)


def test_python_decorator_in_prose_is_not_a_tag() -> None:
    doc = parse("Register a route.\n\n@app.route is the usual way.", "python")
    assert "@app.route is the usual way." in doc.body


def test_free_form_argument_section_stays_in_the_prose() -> None:
    doc = parse(
        "Add a shape.\n\nArguments:\n(1) name is a gif file.\n(2) name is a string.\n"
        "\nExample (for a screen):\n>>> add_shape('x')",
        "python",
    )
    assert doc.params == ()
    assert doc.body == "Add a shape.\n\nArguments: (1) name is a gif file. (2) name is a string."
    assert doc.examples == (">>> add_shape('x')",)


def test_empty_doc() -> None:
    assert parse("   ").summary == ""
    assert parse("").params == ()


def test_a_paragraph_said_twice_in_a_row_is_said_once() -> None:
    """date-fns gives each function the same sentence as `@summary` and as `@description`."""
    doc = parse("@name addDays\n@summary Add the specified number of days to the given date."
                "\n\n@description\nAdd the specified number of days to the given date.\n\n"
                "It keeps the time.", "javascript")
    assert doc.body == ("Add the specified number of days to the given date.\n\n"
                        "It keeps the time.")
    # code is kept as written, even twice
    assert docstrings._said_once("A.\n\n```\nx()\n```\n\n```\nx()\n```") == (
        "A.\n\n```\nx()\n```\n\n```\nx()\n```")


def test_a_summary_may_open_with_emphasis_and_pass_over_a_label() -> None:
    """attrs' `*Read-only* representation of an attribute.` had no summary (a line opening
    with `*` was read as a list); CPython's `imp` docs open with a `**DEPRECATED**` label."""
    assert parse("*Read-only* representation of an attribute.\n\nMore.").summary == (
        "Read-only representation of an attribute")
    assert parse("**DEPRECATED**\n\nReturn the magic number for .pyc files.").summary == (
        "Return the magic number for .pyc files")
    assert parse("**DEPRECATED**").summary == ""
    assert parse("* an item\n* another").summary == ""


def test_an_alias_and_doxygen_conditions_are_notes() -> None:
    """lodash's `@alias each` (forEach) and nlohmann/json's `@pre` (38 tags) were dropped; a
    kernel-doc parameter named `@alias:` is still a parameter."""
    assert parse("Iterates.\n\n@alias each\n@param {Array} c The collection.",
                 "javascript").notes == ("Also named: each",)
    assert parse("Replaces.\n\n@pre The string must not be empty.\n@post Nothing changed.",
                 "cpp").notes == ("Precondition: The string must not be empty.",
                                  "Postcondition: Nothing changed.")
    kernel = parse("crypto_register_alg - register it\n@alias: the other name\n", "c")
    assert kernel.params == (DocParam("alias", "", "the other name"),) and not kernel.notes


def test_html_in_example_code_is_the_code_s_text() -> None:
    """lodash's `_.wrap` example returns `'<p>' + func(text) + '</p>'` (shown as blank lines),
    Effect's XML example holds `<br/>` in a fence: code, not markup to convert."""
    doc = parse("Wraps it.\n\n<p>More text.</p>\n@example\n\nvar p = _.wrap(_.escape, "
                "function(func, text) {\n  return '<p>' + func(text) + '</p>';\n});\n@since 1.0",
                "javascript")
    assert doc.examples == ("var p = _.wrap(_.escape, function(func, text) {\n"
                            "  return '<p>' + func(text) + '</p>';\n});",)
    assert doc.body == "Wraps it.\n\nMore text."
    fenced = parse("Decodes.\n\n```ts\nStream.make(\"<note>Hi<br/></note>\")\n```", "typescript")
    assert fenced.examples == ('Stream.make("<note>Hi<br/></note>")',)


def test_a_parameter_type_in_sphinx_markup_reads_as_its_name() -> None:
    """attrs' `converter (~typing.Callable | None)` and `(:class:`~attr.Attribute`)` showed
    the markup (7 pages)."""
    doc = parse("Do it.\n\nArgs:\n    converter (~typing.Callable | None): A callable.\n"
                "    x (:class:`~attr.Attribute`): An attribute.\n"
                "    y (:class:`attr.Attribute`): Another.\n", "python")
    assert [(p.name, p.type) for p in doc.params] == [
        ("converter", "Callable | None"), ("x", "Attribute"), ("y", "attr.Attribute")]


def test_a_doxygen_code_block_with_its_language_is_code_alone() -> None:
    """nlohmann/json's `@code {.cpp} … @endcode` examples began with `{.cpp}` and ended with
    `@endcode`."""
    doc = parse("Get a value.\n\nIt does:\n@code {.cpp}\nValueType ret;\nreturn ret;\n@endcode\n\n"
                "@return the value", "cpp")
    assert "{.cpp}" not in doc.body and "endcode" not in doc.body + "".join(doc.examples)
    assert "ValueType ret;\nreturn ret;" in doc.body + "".join(doc.examples)


def test_a_doxygen_group_line_takes_no_text_with_it() -> None:
    """xxHash's `@ingroup xxh32_family` line, then the doc: its first sentence was read as
    the group's and lost."""
    found = parse("@ingroup xxh32_family\nThe default return values are unsigned 32 and 64 "
                  "bit\nintegers.\n\nThe canonical representation uses big endian.", "c")
    assert found.summary == "The default return values are unsigned 32 and 64 bit integers"
    assert "ingroup" not in found.body


def test_numpy_see_also_references_and_optional_types() -> None:
    """networkx: See Also entries ran together into one line, References read "See also: ..
    [1] Hopcroft…", a link target `.. _PADS: http://…` and citations `[1]_` stayed raw, and
    `bool (optional)` became `bool ()`."""
    found = parse(
        "Return the condensation of G [1]_.\n\nParameters\n----------\n"
        "scc : list or generator (optional, default=None)\n    Components.\n"
        "copy : bool (optional)\n    Copy it.\n\nSee Also\n--------\nadd_edge : add a single edge\n"
        "add_edges_from : add many edges\n    at once\ncondensation\n\nReferences\n----------\n"
        ".. [1] Hopcroft, J.; Tarjan, R. (1973).\n   Efficient algorithms.\n\nNotes\n-----\n"
        "See the PADS_ page.\n\n.. _PADS: http://www.ics.uci.edu/~eppstein/PADS\n", "python")
    assert [(p.name, p.type) for p in found.params] == [
        ("scc", "list or generator (default=None)"), ("copy", "bool")]
    assert found.body == "Return the condensation of G [1]."
    assert found.notes == (
        "See also: `add_edge` — add a single edge",
        "See also: `add_edges_from` — add many edges at once",
        "See also: `condensation`",
        "Reference: [1] Hopcroft, J.; Tarjan, R. (1973). Efficient algorithms.",
        "See the PADS page.")


def test_a_php_variadic_or_reference_parameter_tag_names_its_parameter() -> None:
    """Symfony Dotenv's `@param string ...$extraPaths A list of additional files to load` lost
    its text: `...$extraPaths` named no parameter."""
    assert parse("Loads.\n\n@param string ...$extraPaths A list of additional files to load\n"
                 "@param array &$values The values", "php").params == (
        DocParam("extraPaths", "string", "A list of additional files to load"),
        DocParam("values", "array", "The values"))


def test_a_php_array_shape_is_a_return_type() -> None:
    """Symfony Filesystem's `Path::split` returns `array{string, string} an array with the
    root directory…`: the shape was read as the text's first word ("Array{string, …")."""
    found = parse("Splits a path.\n\n@return array{string, string} an array with the root "
                  "directory and the remaining relative path", "php")
    assert (found.returns_type, found.returns) == (
        "array{string, string}", "an array with the root directory and the remaining relative path")


def test_emphasis_marks_inside_code_are_code() -> None:
    """glob's "`*`, `?`, `**`, or `[...]` will not match" read "``, `?`, `*`, or …": the
    stars inside the code spans were taken for emphasis."""
    from rk_action.summarize._markup import plain_line

    assert plain_line("a leading dot; `*`, `?`, `**`, or `[...]` will not match, **bold** "
                      "and *it*", "rust") == (
        "a leading dot; `*`, `?`, `**`, or `[...]` will not match, bold and it")


def test_a_rest_role_s_relative_target_shows_its_name() -> None:
    """itsdangerous' "Works like the regular :class:`.Signer`" read "`.Signer`": the dot asks
    Sphinx to look the name up, and it shows the name."""
    assert parse("Works like the regular :class:`.Signer` and raises "
                 ":exc:`~itsdangerous.exc.BadSignature`.").body == (
        "Works like the regular `Signer` and raises `BadSignature`.")


def test_a_see_also_name_ending_its_sentence_leaves_the_full_stop_out() -> None:
    """go-humanize's "See also: ParseBytes." read "See also: `ParseBytes.`"."""
    found = parse("Bytes produces a human readable size.\n\nSee also: ParseBytes.\n", "go")
    assert found.notes == ("See also: `ParseBytes`",)
    assert parse("Do it.\n\nSee Also\n--------\nstop : halt it\nrun.\n", "python").notes == (
        "See also: `stop` — halt it", "See also: `run`")


def test_a_lower_case_at_name_opens_prose_in_go_and_rust() -> None:
    """Go and Rust have no tags: gjson's modifiers are documented `// @pretty modifier makes
    the json look nice.`, and eleven of its pages lost their doc to a dropped tag. Go tools'
    capitalized annotations (swaggo's `@Router`) still drop, and JSDoc's tags still open."""
    for language in ("go", "rust"):
        doc = parse("@pretty modifier makes the json look nice.", language)
        assert doc.summary == "@pretty modifier makes the json look nice"
    doc = parse("GetPet returns a pet.\n@Router /pets/{id} [get]", "go")
    assert (doc.summary, doc.body) == ("GetPet returns a pet", "GetPet returns a pet.")
    assert parse("@pretty modifier makes the json look nice.", "javascript").summary == ""


def test_tsdoc_linkcode_and_jsdoc_pipe_labels_show_their_label() -> None:
    """true-myth writes `{@linkcode Task Task<T, unknown>}` (its label shown as code) and
    `{@link mapOr|`mapOr`}`: the pages showed "Task Task<T, unknown>" and "mapOr|`mapOr`"."""
    doc = parse("Return a {@linkcode Task Task<T, unknown>} of {@linkcode Maybe}.\n\n"
                "Use {@link mapOr|`mapOr`} or {@link mapOrElse | the lazy one}.", "typescript")
    assert doc.body == ("Return a `Task<T, unknown>` of `Maybe`.\n\n"
                        "Use `mapOr` or the lazy one.")


def test_a_python_example_indented_under_a_colon_is_code() -> None:
    """Python-Markdown's `Registry` shows its examples as Markdown does, indented under "For
    example:" (no reST `::`): its page ran them into the prose and made `# Get the item by
    index` a heading. A link a code span holds is code too (its `getLink`: "between `()` of
    `[Text]()`" read "of `Text`")."""
    doc = parse("A registry.\n\nGet an item by index or name. For example:\n\n"
                "    registry = Registry()\n    # Get the item by index\n"
                "    item = registry[0]\n\nMore text.", "python")
    assert doc.body == ("A registry.\n\nGet an item by index or name. For example:\n\n"
                        "```\nregistry = Registry()\n# Get the item by index\n"
                        "item = registry[0]\n```\n\nMore text.")
    link = parse("Parse data between `()` of `[Text]()`, see [the docs](http://x).", "python")
    assert link.body == "Parse data between `()` of `[Text]()`, see the docs."


def test_a_python_list_indented_under_a_colon_is_a_list() -> None:
    """boltons' `AtomicSaver` "serves a few purposes:", then its bullets indented under the
    line: its page fenced them as code. A reST `::` over them keeps them literal."""
    doc = parse("Save atomically.\n\nIt serves a few purposes:\n\n"
                "  * Avoiding overwriting a valid file with a partially\n    written one.\n"
                "  * Optional recovery.\n\nMore text.", "python")
    assert doc.body == ("Save atomically.\n\nIt serves a few purposes:\n\n"
                        "* Avoiding overwriting a valid file with a partially written one.\n"
                        "* Optional recovery.\n\nMore text.")
    literal = parse("Save atomically.\n\nThe output::\n\n  * one\n  * two\n", "python")
    assert literal.body == "Save atomically.\n\nThe output:\n\n```\n* one\n* two\n```"


def test_a_label_over_an_example_is_no_summary() -> None:
    """hashie's `StrictKeyAccess#[]`: its notes went to the Notes, and "Normal:", the label
    over its first example, became its one-liner. A sentence ending with a colon stays one."""
    doc = parse("NOTE: When key lookup fails a KeyError is raised.\n\nNormal:\n\n"
                "    >> a = Hash.new(123)\n    => {}\n", "ruby")
    assert doc.summary == ""
    assert parse("Usage:\n\n```\nrun()\n```\n", "rust").summary == ""
    assert parse("Normal use:\nit runs.", "ruby").summary == "Normal use: it runs"


def test_a_comparison_opening_a_line_is_no_quote() -> None:
    """semver's `higherGT`, "// >=1.2.3 is lower than >1.2.3", showed "> =1.2.3 is lower…",
    read as a blockquote; Markdown would quote it too, so the page escapes its `>`."""
    doc = parse(">=1.2.3 is lower than >1.2.3", "javascript")
    assert (doc.summary, doc.body) == (">=1.2.3 is lower than >1.2.3",
                                       "\\>=1.2.3 is lower than >1.2.3")
    assert parse("> quoted text", "javascript").body == "> quoted text"


def test_a_jsdoc_labelled_link_shows_its_label() -> None:
    """async writes "The same as [`every`]{@link module:Collections.every}": its pages read
    "The same as `every``module:Collections.every`"."""
    doc = parse("The same as [`every`]{@link module:Collections.every} but runs a maximum of "
                "`limit` [async functions]{@link AsyncFunction} at a time.", "javascript")
    assert doc.body == ("The same as `every` but runs a maximum of `limit` async functions at "
                        "a time.")


def test_a_blockquote_stays_one_with_its_lines_and_an_alert_gets_a_label() -> None:
    """true-myth's `> [!WARNING]` alerts and toml's quoted RFC text with a fenced example were
    joined into the paragraph, every `>` left in the prose and the fence broken (` ``toml `).
    A doctest's `>>>` is no quote."""
    doc = parse("Get the reason.\n\n> [!WARNING]\n> It is an error to access this on a\n"
                "> pending task.\n\nMore text.", "typescript")
    assert doc.body == ("Get the reason.\n\n> **Warning:** It is an error to access this on a "
                        "pending task.\n\nMore text.")
    doc = parse("A date.\n\n> RFC 3339 allows\n> a space:\n>\n> ```toml\n> odt1 = 1979-05-27\n"
                "> ```\n", "rust")
    assert doc.body == ("A date.\n\n> RFC 3339 allows a space:\n>\n> ```toml\n"
                        "> odt1 = 1979-05-27\n> ```")
    assert parse("Add.\n\n>>> add(1, 2)\n3\n", "python").examples == (">>> add(1, 2)\n3",)


def test_a_rest_reference_to_a_section_reads_as_words_not_code() -> None:
    """pluggy's "see :ref:`calling`" showed `calling` as if it were code: a `:ref:` or `:doc:`
    names a section or a page, whose title the doc does not hold."""
    doc = parse("Call the hook, see :ref:`calling`, :ref:`call_extra`, :doc:`guide/how-to`,\n"
                ":ref:`the docs <calling>` and :meth:`Hook.call`.", "python")
    assert doc.body == ("Call the hook, see calling, call extra, how to, the docs and "
                        "`Hook.call`.")


def test_a_markdown_examples_heading_ends_at_the_next_tag() -> None:
    """true-myth writes `## Examples`, its code, then `@param` and `@returns`: the heading's
    section took them all, and 24 pages lost their parameters' text."""
    doc = parse("Map over a Maybe.\n\n## Examples\n\n```ts\nmap(x => x + 1, just(1));\n```\n\n"
                "@param mapFn The function to apply.\n@returns A new Maybe.\n", "typescript")
    assert doc.examples == ("map(x => x + 1, just(1));",)
    assert doc.params == (DocParam("mapFn", "", "The function to apply."),)
    assert doc.returns == "A new Maybe."


def test_a_google_attributes_section_reads_as_a_list() -> None:
    """Python-Markdown's `Markdown` class lists 19 attributes under `Attributes:`, which read as
    one paragraph; each is now a line, its type left to the code."""
    doc = parse("Convert Markdown to HTML.\n\nAttributes:\n"
                "    Markdown.doc_tag (str): Element used to wrap document.\n"
                "    output_formats (dict[str, Callable]): A mapping of known output formats\n"
                "        by name and their serializers.\n\nArguments:\n"
                "    extensions: A list of extensions.\n", "python")
    assert doc.body == ("Convert Markdown to HTML.\n\nAttributes:\n\n"
                        "- `Markdown.doc_tag` — Element used to wrap document.\n"
                        "- `output_formats` — A mapping of known output formats by name and "
                        "their serializers.")
    assert [p.name for p in doc.params] == ["extensions"]


def test_a_title_underlined_in_a_doc_is_a_heading_not_prose() -> None:
    """toolz's `reduceby` has reST titles ("Simple Examples" over a line of dashes) that read
    "Simple Examples ---------------" on its page."""
    doc = parse("Group and reduce.\n\nSimple Examples\n---------------\n\nCount them.\n\n"
                "Notes on use\n============\nRight under it.\n\nA paragraph\nthat wraps ---\n",
                "python")
    assert doc.body == ("Group and reduce.\n\n**Simple Examples**\n\nCount them.\n\n"
                        "**Notes on use**\n\nRight under it.\n\nA paragraph that wraps ---")


def test_an_irb_session_in_a_ruby_doc_is_code_not_a_quote() -> None:
    """mustache's `Generator` shows `>> puts Mustache::Generator.new.compile(tokens)` and its
    result, unindented: the page made a quote of a quote of it ("> > puts …"). A Markdown
    quote stays one."""
    doc = parse("Hand that to the Generator:\n\n>> puts Generator.new.compile(tokens)\n"
                "\"Hi!\"\n\nYou can see it.\n\n> A real quote\n> goes on.\n", "ruby")
    assert doc.body == ("Hand that to the Generator:\n\n```\n>> puts Generator.new.compile("
                        "tokens)\n\"Hi!\"\n```\n\nYou can see it.\n\n> A real quote goes on.")


def test_an_entity_in_a_code_span_or_a_plain_text_doc_is_what_it_says() -> None:
    """lodash's `unescape` "converts the HTML entities `&amp;`, `&lt;` …": its page read
    "`&`, `<`", the characters `escape` converts. Outside code, JSDoc's HTML entity is its
    character; a Python docstring is no HTML, its `&amp;` is one."""
    js = parse("Convert the HTML entities `&amp;` and `&lt;` in `string` to &quot;characters"
               "&quot;.", "javascript")
    assert js.summary == ('Convert the HTML entities `&amp;` and `&lt;` in `string` to '
                          '"characters"')
    python = parse("Replace &amp; with &.", "python")
    assert python.summary == "Replace &amp; with &"


def test_a_link_whose_target_holds_brackets_reads_as_its_text() -> None:
    """lodash's `deburr`: "[Latin-1 Supplement](https://en.wikipedia.org/wiki/
    Latin-1_Supplement_(Unicode_block)#Character_table)" read "Latin-1
    Supplement#Character_table)"."""
    doc = parse("Deburr `string` by converting [Latin-1 Supplement](https://en.wikipedia.org/"
                "wiki/Latin-1_Supplement_(Unicode_block)#Character_table) letters.",
                "javascript")
    assert doc.summary == "Deburr `string` by converting Latin-1 Supplement letters"


def test_a_tag_in_a_python_docstring_is_text() -> None:
    """markdown-it-py's "Use '/' to close single tags (<br />)" read "… single tags ()": a
    Python docstring holds no HTML. A Javadoc's tags are markup still."""
    assert parse("Use '/' to close single tags (<br />).", "python").summary == (
        "Use '/' to close single tags (<br />)")
    assert parse("Returns the <b>first</b> element.", "java").summary == (
        "Returns the first element")


def test_a_rust_doctest_hides_its_hidden_lines_in_every_section() -> None:
    """time's `Date::checked_add` kept `# use time::{…};` in its Notes' example, which its
    Usage Example dropped: rustdoc hides such lines wherever the doctest stands. An attribute
    (`#[derive]`) stays, and so does a `text` block's `#`."""
    doc = parse("Add a duration.\n\n# Panics\n\n```rust\n# use time::Date;\n#\n"
                "#[derive(Debug)]\nstruct X;\nassert!(x);\n```\n\n```text\n# a heading\n```\n",
                "rust")
    assert doc.notes == ("Panics: ```rust\n#[derive(Debug)]\nstruct X;\nassert!(x);\n```\n\n"
                         "```text\n# a heading\n```",)


def test_a_ruby_doc_of_yard_overloads_alone_is_read_from_them() -> None:
    """Faraday's `Connection#options` is documented only by two `@overload`s, each with its
    text indented under it: its page said its doc comment gives no summary. A doc with text of
    its own keeps it."""
    doc = parse("@overload options\n  Returns current Connection options.\n\n"
                "@overload options(url, params = nil)\n"
                "  Makes an OPTIONS HTTP request to the given URL.\n"
                "  @param url [String] The URL.\n  @return [Faraday::Response]", "ruby")
    assert doc.summary == "Returns current Connection options"
    assert doc.body == ("Returns current Connection options.\n\n"
                        "Makes an OPTIONS HTTP request to the given URL.")
    assert [p.name for p in doc.params] == ["url"]
    own = parse("Sets the adapter.\n\n@overload adapter(name)\n  Uses the named adapter.", "ruby")
    assert own.body == "Sets the adapter."


def test_numpy_attributes_are_listed_and_a_noted_doctest_is_an_example() -> None:
    """natsort's `ns` lists its options in a NumPy `Attributes` section, `INT, I (default)` over
    its text: they read as one paragraph behind a stray colon; the doctest in its Notes read
    as prose, its `>>>` escaped."""
    doc = parse(
        "Enum to control the `natsort` algorithm.\n\n"
        "Attributes\n----------\n"
        "INT, I (default)\n    The default - parse numbers as integers.\n"
        "FLOAT, F\n    Tell `natsort` to parse numbers as floats.\n"
        "name : str\n    Its name.\n\n"
        "Notes\n-----\n"
        "The options are top-level imports.\n\n"
        "    >>> import natsort as ns\n    >>> ns.REAL == ns.ns.REAL\n    True\n", "python")
    assert doc.body == (
        "Enum to control the `natsort` algorithm.\n\nAttributes:\n\n"
        "- `INT`, `I` (default) — The default - parse numbers as integers.\n"
        "- `FLOAT`, `F` — Tell `natsort` to parse numbers as floats.\n"
        "- `name` (str) — Its name.")
    assert doc.notes == ("The options are top-level imports.",)
    assert doc.examples == (">>> import natsort as ns\n>>> ns.REAL == ns.ns.REAL\nTrue",)


def test_an_included_file_and_a_referenced_example_are_no_text_and_no_code() -> None:
    """pathvalidate's `platform` parameter ends `.. include:: platform.txt` (read "…of the
    filename. platform.txt"), and its functions' Example sections hold only
    `:ref:`example-sanitize-filename``, which seven pages showed as their code example."""
    doc = parse(
        "Make a valid filename.\n\n"
        "Args:\n    platform:\n        Target platform name of the filename.\n\n"
        "        .. include:: platform.txt\n\n"
        "Example:\n    :ref:`example-sanitize-filename`\n", "python")
    assert doc.params == (DocParam("platform", "", "Target platform name of the filename."),)
    assert doc.examples == ()
    assert doc.notes == ("See also: example sanitize filename",)


def test_yard_options_are_said_under_the_hash_parameter_they_are_keys_of() -> None:
    """excon's `Connection#initialize(params = {})` documents its 17 connection options with
    YARD's `@option params [String] :body …`: its page kept only "One or more optional
    params", the one list of what a connection takes lost."""
    doc = parse(
        "Initializes a new Connection instance\n"
        "@param [Hash<Symbol, >] params One or more optional params\n"
        "@option params [String] :body Default text to be sent over a socket.\n"
        "@option params [Fixnum] :retry_limit Set how many times we'll retry a failed\n"
        "  request.  (Default 4)\n"
        "@option unknown [String] :x Not a parameter's.\n", "ruby")
    assert doc.params == (DocParam(
        "params", "Hash<Symbol, >", "One or more optional params. `body` (`String`): Default "
        "text to be sent over a socket. `retry_limit` (`Fixnum`): Set how many times we'll "
        "retry a failed request. (Default 4)."),)


def test_a_google_item_whose_type_a_comma_follows() -> None:
    """semantic_version documents `version_string (str), the version string to parse`: its
    parameter read ", the version string to parse"."""
    doc = parse("Parse a version string.\n\nArgs:\n"
                "    version_string (str), the version string to parse\n"
                "    partial (bool), whether to accept incomplete input\n", "python")
    assert doc.params == (DocParam("version_string", "str", "the version string to parse"),
                          DocParam("partial", "bool", "whether to accept incomplete input"))


def test_lines_each_of_a_name_and_its_meaning_stay_lines() -> None:
    """texttable's `set_deco` lists its four flags one a line, `Texttable.BORDER: Border around
    the table`: they read as one sentence; `_str` says `i - index of …` and `x - cell data`
    the same way. A line of prose that happens to hold a colon is left in its paragraph."""
    doc = parse("Set the table decoration\n\n- 'deco' can be a combination of:\n\n"
                "    Texttable.BORDER: Border around the table\n"
                "    Texttable.HEADER: Horizontal line below the header\n\n"
                "   All of them are enabled by default\n", "python")
    assert doc.body == ("Set the table decoration\n\n- 'deco' can be a combination of:\n\n"
                        "- Texttable.BORDER: Border around the table\n"
                        "- Texttable.HEADER: Horizontal line below the header\n\n"
                        "All of them are enabled by default")
    doc = parse("Handles string formatting of cell data\n\n    i - index of the cell datatype\n"
                "    x - cell data to format\n\nThe value is kept as the\n"
                "note: it says so.\n", "python")
    assert doc.body == ("Handles string formatting of cell data\n\n"
                        "- i - index of the cell datatype\n- x - cell data to format\n\n"
                        "The value is kept as the note: it says so.")


def test_an_atx_heading_s_closing_hashes_are_not_its_text() -> None:
    """intervaltree's debugging methods open `## FOR DEBUGGING ONLY ##`: the page showed
    "**FOR DEBUGGING ONLY ##**"."""
    doc = parse("## FOR DEBUGGING ONLY ##\nChecks the table.\n", "python")
    assert doc.body == "**FOR DEBUGGING ONLY**\nChecks the table."


def test_a_rust_examples_section_of_prose_stays_prose() -> None:
    """semver's `Prerelease` doc has an `# Examples` section of prose, a list of crates'
    pre-release idioms: its page showed it as a block of Rust code."""
    doc = parse("Optional pre-release identifier.\n\n# Examples\n\n"
                "Some real world pre-release idioms:\n\n- **mio** 0.7.0-alpha.1, the most common "
                "style.\n", "rust")
    assert (doc.body, doc.examples) == (
        "Optional pre-release identifier.\n\nExamples:\n\nSome real world pre-release idioms:"
        "\n\n- **mio** 0.7.0-alpha.1, the most common style.", ())
    doc = parse("Parse.\n\n# Examples\n\n```\nlet v = Version::parse(\"1.0.0\")?;\n```\n", "rust")
    assert doc.examples == ('let v = Version::parse("1.0.0")?;',)


def test_a_table_of_labels_and_values_stays_a_list() -> None:
    """appdirs lists each platform's folder as `Win XP (not roaming):   C:\\…`, a table of
    labels and values: its rows ran into one sentence."""
    doc = parse("Return the user data dir.\n\nTypical user data directories are:\n"
                "    Mac OS X:               ~/Library/Application Support/<AppName>\n"
                "    Win 7  (not roaming):   C:\\Users\\<username>\\AppData\\Local\n", "python")
    assert doc.body == ("Return the user data dir.\n\nTypical user data directories are:\n"
                        "- Mac OS X: ~/Library/Application Support/<AppName>\n"
                        "- Win 7 (not roaming): C:\\Users\\<username>\\AppData\\Local")


def test_a_section_whose_list_is_set_off_by_an_empty_line() -> None:
    """distro writes "Parameters:", an empty line, then flush bullets "* ``attribute``
    (string): …", and so its "Returns:" and "Raises:": its parameters had no text, the
    returned value read as a second parameter, and "Raises `*`: py`ValueError`"."""
    doc = parse(
        """
        Return a single named information item from the os-release file data source
        of the current OS distribution.

        Parameters:

        * ``attribute`` (string): Key of the information item.

        Returns:

        * (string): Value of the information item, if the item exists.
          The empty string, if the item does not exist.

        Raises:

        * :py:exc:`ValueError`: Initialization parameters combination is not
           supported.

        See `os-release file`_ for details about these information items.
        """,
        "python",
    )
    assert doc.params == (DocParam("attribute", "string", "Key of the information item."),)
    assert (doc.returns_type, doc.returns) == (
        "string", "Value of the information item, if the item exists. The empty string, if "
        "the item does not exist.")
    assert doc.raises == (
        DocParam("ValueError", "", "Initialization parameters combination is not supported."),)
    assert doc.body == (
        "Return a single named information item from the os-release file data source of the "
        "current OS distribution.\n\nSee `os-release file` for details about these information "
        "items.")


def test_rdoc_directives_escapes_and_instance_variables_in_ruby_prose() -> None:
    """kramdown's `# :doc:` over a protected method's doc was its one-liner, `\\Base` (kept
    from being linked) read "**\\Base class…**", and a line of prose opening with `@stack`
    read as a tag, its sentence cut at "…are instance variable"."""
    directive = parse(":doc:\n\nUpdate the parser specific link definitions.", "ruby")
    assert directive.summary == "Update the parser specific link definitions"
    escaped = parse("== \\Base class for converters\n\nServes as base class.", "ruby")
    assert escaped.body == "**Base class for converters**\n\nServes as base class."
    prose = parse(
        "Contains the parsing methods. The only thing that must be provided are instance variable\n"
        "@stack for storing the needed state and @src for the actual\nparsing.\n\n"
        "@param src [String] the source", "ruby")
    assert prose.body == (
        "Contains the parsing methods. The only thing that must be provided are instance "
        "variable @stack for storing the needed state and @src for the actual parsing.")
    assert prose.params == (DocParam("src", "String", "the source"),)


def test_a_javascript_tag_whose_type_has_no_braces() -> None:
    """node-fetch writes `@param   String  message  Error message for human` and `@return
    Promise`: its parameters read "`message` — String message Error message for human"."""
    doc = parse(
        "Create FetchError instance\n\n"
        "@param   String      message      Error message for human\n"
        "@param   Object  opts  Response options\n"
        "@param   url   The url to fetch\n"
        "@return  FetchError", "javascript")
    assert doc.params == (
        DocParam("message", "String", "Error message for human"),
        DocParam("opts", "Object", "Response options"),
        DocParam("url", "", "The url to fetch"))
    assert (doc.returns_type, doc.returns) == ("FetchError", "")


def test_a_glossary_of_abbreviations_is_no_summary() -> None:
    """ruby-progressbar's `Bar` read "UPA = Unknown Progress Animation", its file's header."""
    assert parse("UPA = Unknown Progress Animation", "ruby").summary == ""
    assert parse("OOB = 'Out of Bounds'", "ruby").summary == ""
    assert parse("API: Returns the value.", "python").summary == "API: Returns the value"


def test_a_credit_or_a_line_of_code_set_aside_is_no_summary() -> None:
    """coderay's SQL scanner read "By Josh Goebel", its main module "Encoding.default_internal
    = 'UTF-8'" (a line commented out above it)."""
    assert parse("By Josh Goebel", "ruby").summary == ""
    assert parse("Encoding.default_internal = 'UTF-8'", "ruby").summary == ""
    assert parse("By default, the value is cached.", "ruby").summary == (
        "By default, the value is cached")


def test_a_numpy_title_with_an_aside() -> None:
    """tqdm's `cli.main` documents "Parameters (internal use only)" over an underline: its
    one-liner read "Parameters (internal use only) --------- fp : …"."""
    doc = parse("Parameters (internal use only)\n---------\nfp  : file-like object for tqdm\n"
                "argv  : list (default: sys.argv[1:])\n", "python")
    assert doc.summary == ""
    assert [param.name for param in doc.params] == ["fp", "argv"]


def test_rest_attribute_directives_are_a_list_of_fields() -> None:
    """h11's `Request` lists its fields as `.. attribute:: method` directives, each over its
    indented text: the page kept "Fields:" and dropped all four."""
    doc = parse('''The beginning of an HTTP request.

        Fields:

        .. attribute:: method

           An HTTP method, e.g. ``b"GET"`` or ``b"POST"``. Always a byte
           string. :term:`Bytes-like objects <bytes-like object>` are converted.

        .. attribute:: target

           The target of an HTTP request.

        .. data:: http_version

        Anything else.
        ''', "python")
    assert doc.body == (
        'The beginning of an HTTP request.\n\nFields:\n\n'
        '- `method` — An HTTP method, e.g. `b"GET"` or `b"POST"`. Always a byte string. '
        'Bytes-like objects are converted.\n'
        '- `target` — The target of an HTTP request.\n'
        '- `http_version`\n\nAnything else.')


def test_a_rest_attribute_s_type_option_is_its_type_and_its_paragraphs_sentences() -> None:
    """typeguard's `TypeCheckConfiguration` lists its settings as `.. attribute::` directives
    with a `:type:` option: its fields read ":type: bool If set to `True`, … is done Requires
    Python 3.9 or newer. Default: `False`"."""
    doc = parse('''You can change the behaviour with these settings.

        .. attribute:: debug_instrumentation
           :type: bool

             If set to ``True``, the code is printed after the instrumentation is done

             Requires Python 3.9 or newer.

             Default: ``False``

        .. attribute:: forward_ref_policy
           :type: :class:`ForwardRefPolicy`

             Specifies what to do: see :type: below.
        ''', "python")
    assert doc.body == (
        "You can change the behaviour with these settings.\n\n"
        "- `debug_instrumentation` (`bool`) — If set to `True`, the code is printed after the "
        "instrumentation is done. Requires Python 3.9 or newer. Default: `False`\n"
        "- `forward_ref_policy` (`ForwardRefPolicy`) — Specifies what to do: see :type: below.")


def test_an_example_header_over_a_fenced_block_with_blank_lines_holds_it_all() -> None:
    """@tanstack/pacer's `Queuer` shows "Example usage:" over a ```` ```ts ```` block of two
    examples set apart by a blank line: the example kept the fence line and stopped at the
    blank, and the second example ran into the prose, its comments swallowing its code."""
    doc = parse("""A flexible queue.

        Example usage:
        ```ts
        // Auto queue
        const a = new Queuer(fn);

        // Manual queue
        const m = new Queuer(fn, { started: false });
        ```
        """, "typescript")
    assert doc.body == "A flexible queue."
    assert doc.examples == ("// Auto queue\nconst a = new Queuer(fn);\n\n// Manual queue\n"
                            "const m = new Queuer(fn, { started: false });",)


def test_an_example_line_destructuring_an_object_is_code() -> None:
    """@tanstack/react-pacer's 19 hook examples end `const { isPending } = debouncer.state;`,
    which read as big.js's untagged `name {type} text` parameter line: each example stopped
    short of it, its fence shown inside the code; big.js's own lines still read so."""
    doc = parse("""Use a debouncer.

        @example
        ```tsx
        const d = useDebouncer(fn, { wait: 500 });

        // Access the state
        const { isPending } = d.state;
        ```
        """, "typescript")
    assert doc.examples == ("const d = useDebouncer(fn, { wait: 500 });\n\n// Access the state\n"
                            "const { isPending } = d.state;",)
    assert doc.params == ()
    big = parse("Round a number.\n\nn {number|string} A numeric value.\n", "javascript")
    assert big.params == (DocParam("n", "number|string", "A numeric value."),)


def test_a_first_paragraph_that_is_only_a_signature_is_no_text() -> None:
    """APScheduler's `add_job` docstring opens with its signature over three lines, then says
    what it does: the one-liner was read from its name ("Add a job from `func`, `trigger` and
    10 more"), and the page opened with the signature as prose."""
    doc = parse("""add_job(func, trigger=None, args=None, \\\\
            name=None, replace_existing=False, **trigger_args)

        Adds the given job to the job list and wakes up the scheduler if it's already running.

        Any option that defaults to ``undefined`` is replaced.
        """, "python")
    assert doc.summary == ("Adds the given job to the job list and wakes up the scheduler if "
                           "it's already running")
    assert doc.body.startswith("Adds the given job")


def test_rest_items_numbered_as_they_go_get_their_numbers() -> None:
    """fuzzywuzzy's `WRatio` lists its steps `#. Run full_process…`, `#. Short circuit…`: the
    page ran them as one line, "#. Run full_process from utils on both strings #. Short…"."""
    doc = parse('Return a measure of similarity.\n\n'
                '    #. Run full_process on both strings\n'
                '    #. Short circuit if either is empty\n\n'
                '    Then:\n\n    #. Take the highest value\n', "python")
    assert doc.body == ("Return a measure of similarity.\n\n"
                        "1. Run full_process on both strings\n"
                        "2. Short circuit if either is empty\n\nThen:\n\n1. Take the highest value")


def test_a_docstring_opened_with_four_quotes_has_no_stray_quote() -> None:
    """fuzzywuzzy's `partial_ratio` opens `\"\"\"\"Return the ratio…`: its one-liner began
    with a `"`; a quoted opening is kept."""
    assert parse('"Return the ratio of the most similar substring.', "python").summary == (
        "Return the ratio of the most similar substring")
    assert parse('"Hello" is what it says.', "python").summary == '"Hello" is what it says'


def test_a_rest_rfc_role_in_capitals_names_its_rfc() -> None:
    """pyrfc3339's ":RFC:`3339`" read "an `3339`-formatted timestamp" on ten pages."""
    assert parse("Generate an :RFC:`3339`-formatted timestamp from a datetime.",
                 "python").summary == "Generate an RFC 3339-formatted timestamp from a datetime"


def test_phpdoc_s_escaped_at_is_an_at() -> None:
    """reflection-docblock's 17 tag classes read "Reflection class for a {@}author tag":
    `{@}` is PHPDoc's escape of `@` in prose, where a bare one would open a tag."""
    assert parse("Reflection class for a {@}author tag in a Docblock.", "php").summary == (
        "Reflection class for a @author tag in a Docblock")


def test_tags_inside_an_example_s_fence_are_its_code() -> None:
    """angular-query's `@example` fences hold `@Component({…})` and a template's `@if (…)` and
    `<div>`: they ended the example, its code and its template leaking into the page's text."""
    doc = parse("Injects a signal.\n\n@param filters - The filters.\n@example\n```angular-ts\n"
                "@Component({\n  template: `\n    @if (busy()) {\n      <div>Loading...</div>\n"
                "    }\n  `,\n})\nexport class Spinner {}\n```\n\n@example\nA second one:\n"
                "```ts\n@NgModule({})\nclass M {}\n```", "typescript")
    assert doc.body == "Injects a signal."
    assert doc.examples[0] == ("@Component({\n  template: `\n    @if (busy()) {\n"
                               "      <div>Loading...</div>\n    }\n  `,\n})\n"
                               "export class Spinner {}")
    assert "@NgModule({})\nclass M {}" in doc.examples[-1]
    assert [p.name for p in doc.params] == ["filters"]


def test_a_sentence_left_open_at_a_line_s_end_is_ended_in_the_body_too() -> None:
    """validator's `// RequiredWithout is the validation function` / `// The field under
    validation must be present…` read "…the validation function The field under…" on its page
    (its one-liner stopped at the line already), and p-queue's "Port of lower_bound from
    https://…" ran into "Used to compute insertion index…"; a line that leads on stays open."""
    doc = parse("RequiredWithout is the validation function\nThe field under validation must "
                "be present.\n\nPort of lower_bound from https://example.com/lower_bound\n"
                "Used to compute insertion index\n\nCompares the value with\nThe other one.",
                "go")
    assert doc.summary == "RequiredWithout is the validation function"
    assert doc.body == (
        "RequiredWithout is the validation function. The field under validation must be "
        "present.\n\nPort of lower_bound from https://example.com/lower_bound. Used to compute "
        "insertion index\n\nCompares the value with The other one.")
    assert parse("CustomTypeFunc allows adding custom field type handler functions\n"
                 "field = field value of the type to return", "go").summary == (
        "CustomTypeFunc allows adding custom field type handler functions")
    assert parse("Keeps time. (We may remove a second, but it never happened.)\nThe leap "
                 "second follows.", "rust").body == (
        "Keeps time. (We may remove a second, but it never happened.) The leap second follows.")
    assert parse('Adds.\n\nUsage:\n\nq = httpx.QueryParams("a=123")\nq = q.add("a", "456")\n'
                 'assert q == httpx.QueryParams("a=123&a=456")', "python").body == (
        'Adds.\n\nq = httpx.QueryParams("a=123") q = q.add("a", "456") assert q == '
        'httpx.QueryParams("a=123&a=456")')  # code as text, as before: no stop inside


def test_a_credit_above_what_a_doc_says_is_passed_over() -> None:
    """ramsey/uuid's `UnixTimeGenerator::increment` opens "Special thanks to Nicolas Grekas for
    sharing the following information:", its one-liner, over what the method does; coderay's
    "By Josh Goebel" over its scanner's text left the one-liner to the name."""
    assert parse_summary("Special thanks to Nicolas Grekas for sharing the following "
                         "information:\n\nWithin the same ms, we increment the rand part by a "
                         "random 24-bit number.\n\nInstead of…", "php") == (
        "Within the same ms, we increment the rand part by a random 24-bit number")
    assert parse("By Josh Goebel\n\nScans SQL.", "ruby").summary == "Scans SQL"
    assert parse_summary("Thanks to the cache, this is fast.", "php") == (
        "Thanks to the cache, this is fast")


def test_a_psalm_type_of_words_is_a_php_return_s_type() -> None:
    """ramsey/uuid's `@return non-empty-string Version 1 UUID as a string` read "Non-empty-
    string Version 1 UUID as a string"; a hyphenated word that is no type stays text."""
    doc = parse("Returns a UUID.\n\n@return non-empty-string Version 1 UUID as a string", "php")
    assert (doc.returns_type, doc.returns) == ("non-empty-string", "Version 1 UUID as a string")
    doc = parse("Returns a key.\n\n@return array-key The key", "php")
    assert (doc.returns_type, doc.returns) == ("array-key", "The key")
    doc = parse("Returns words.\n\n@return well-known words", "php")
    assert (doc.returns_type, doc.returns) == ("", "well-known words")


def test_a_notes_section_that_is_a_list_is_a_note_an_item() -> None:
    """validator's `RegisterValidation` lists its `NOTES:` as `- …` lines: its page's Notes read
    "- - if the key already exists…", the second item indented under the first."""
    doc = parse("RegisterValidation adds a validation with the given tag\n\nNOTES:\n"
                "- if the key already exists, the previous function will be replaced.\n"
                "- this method is not thread-safe it is intended that these all be registered\n"
                "  prior to any validation", "go")
    assert doc.notes == ("if the key already exists, the previous function will be replaced.",
                         "this method is not thread-safe it is intended that these all be "
                         "registered prior to any validation")


def test_a_quoted_first_paragraph_is_a_summary_without_its_markers() -> None:
    """toml_edit's `Offset::Z` quotes RFC 3339: its line on the enum's page read "> A suffix
    which…; > often spoken "Zulu"…"."""
    doc = parse('> A suffix which denotes a UTC offset of 00:00;\n> often spoken "Zulu".\n\n'
                "More.", "rust")
    assert doc.summary == 'A suffix which denotes a UTC offset of 00:00; often spoken "Zulu"'
    assert parse(">>> f(1)\n2\n\nDoubles.", "python").summary == "Doubles"


def test_a_rest_role_over_two_backticks_is_still_a_role() -> None:
    """urllib3's `HTTPResponse.tell` writes ":meth:``urllib3.response.HTTPResponse.read``",
    which Sphinx shows as the method's name; its page showed the markup."""
    doc = parse("May differ from what :meth:``urllib3.response.HTTPResponse.read`` returns;\n"
                "see :class:`~a.B`.", "python")
    assert doc.body == ("May differ from what `urllib3.response.HTTPResponse.read` returns; "
                        "see `B`.")


def test_a_yard_hash_type_with_its_arrow_is_a_type() -> None:
    """dry-types' `Schema#apply` documents `@return [Hash{Symbol => Object}]`: its `=>` read
    as a default's `=`, and its Returns showed "[Hash=> Object]"."""
    doc = parse("Apply.\n\n@param [Hash] hash\n@return [Hash{Symbol => Object}] the result",
                "ruby")
    assert (doc.returns_type, doc.returns) == ("Hash{Symbol => Object}", "the result")


def test_a_fence_of_data_or_a_shell_session_stays_in_the_text() -> None:
    """toml_edit's `Key` shows TOML in a ```` ```notrust ```` block under `# Examples`: its page
    showed it as the Rust code of its Usage Example, and the prose of the section after it (the
    three kinds of keys) was gone; a shell session is no example of the API either."""
    doc = parse("Key as part of a Key/Value Pair.\n\n# Examples\n\n```notrust\n"
                '[dependencies."nom"]\nversion = "5.0"\n```\n\nThere are 3 types of keys:\n\n'
                "1. Bare keys\n\nTo parse a key use `FromStr`.", "rust")
    assert doc.body == ('Key as part of a Key/Value Pair.\n\nExamples:\n\n```notrust\n'
                        '[dependencies."nom"]\nversion = "5.0"\n```\n\nThere are 3 types of '
                        "keys:\n\n1. Bare keys\n\nTo parse a key use `FromStr`.")
    assert doc.examples == ()
    doc = parse("Provides `context`.\n\n# Example\n\n```\nit.context(\"x\")?;\n```\n\n"
                "When printed, the outermost context\ncomes first.\n\n```console\n"
                "Error: Failed to read\n```", "rust")
    assert doc.body == ("Provides `context`.\n\nExample:\n\nWhen printed, the outermost "
                        "context comes first.\n\n```console\nError: Failed to read\n```")
    assert doc.examples == ('it.context("x")?;',)
    doc = parse("Install it.\n\n```bash\npip install x\n```\n\nRun it.\n\n```python\n"
                "x.run()\n```", "python")
    assert doc.body == "Install it.\n\n```bash\npip install x\n```\n\nRun it."
    assert doc.examples == ("x.run()",)
    assert parse("Run it.\n\n```,ignore\nrun();\n```", "rust").examples == ("run();",)


def test_a_literal_block_in_a_rest_field_is_a_code_span_of_its_line() -> None:
    """urllib3's `Retry` documents `backoff_factor` with a formula under "will sleep for::": its
    parameter read "will sleep for:: {backoff factor} * (2 ** ({number of previous retries}))
    seconds"."""
    doc = parse("Retry configuration.\n\n:param float backoff_factor:\n"
                "    A backoff factor. urllib3 will sleep for::\n\n"
                "        {backoff factor} * (2 ** ({number of previous retries}))\n\n"
                "    seconds. Extended by ::\n\n        random.uniform(0, 1)\n\n    at most.\n"
                ":param bool raise_on_redirect: Whether to raise.\n", "python")
    assert doc.params[0] == DocParam(
        "backoff_factor", "float", "A backoff factor. urllib3 will sleep for: `{backoff "
        "factor} * (2 ** ({number of previous retries}))` seconds. Extended by "
        "`random.uniform(0, 1)` at most.")


def test_a_bare_internal_tag_is_a_note() -> None:
    """symfony/filesystem's `Filesystem::handleError` is `@internal`: its page read as public
    API; TSDoc's `@internal` before the summary stays the summary."""
    doc = parse("Handles errors.\n\n@internal", "php")
    assert (doc.summary, doc.notes) == (
        "Handles errors",
        ("Internal: its doc comment marks it `@internal`, no API for other code to use",))
    doc = parse("@internal Builds the injection key.", "typescript")
    assert (doc.summary, doc.notes) == ("Builds the injection key", ())


def test_rdoc_headings_without_a_blank_and_numbered_titles_are_titles() -> None:
    """The mail gem's `Message#initialize` opens `==Making an email` (its one-liner), and its
    `Header#[]` quotes RFC 2822's "3.6. Field definitions" (its one-liner "3.6")."""
    assert parse("==Making an email\n\nCreates a mail.", "ruby").summary == "Creates a mail"
    assert parse("3.6. Field definitions\n\nAs per RFC, many fields can appear more than "
                 "once.", "ruby").summary == "As per RFC, many fields can appear more than once"


def test_yard_s_include_directive_and_page_links_are_no_raw_markup() -> None:
    """concurrent-ruby's `TVar` opens `{include:file:docs-source/tvar.md}` (six pages' one-
    liners) and its `Agent` links pages as `{http://… the text}`: both showed raw."""
    doc = parse("{include:file:docs-source/tvar.md}\n\nA transactional variable.", "ruby")
    assert (doc.summary, doc.body) == ("A transactional variable", "A transactional variable.")
    assert parse("See {http://x.org the site} or {https://y.org}.", "ruby").body == (
        "See the site or https://y.org.")


def test_a_reference_link_whose_text_holds_code_is_its_text() -> None:
    """rayon's docs link "[the `plumbing` README][r]": 28 pages showed the link raw; a label
    inside a code span stays code."""
    doc = parse("See [the `plumbing` README][r] and [plain][p], or `x = [r]`.\n\n"
                "[r]: https://example.com/README.md\n[p]: https://example.com/", "rust")
    assert doc.body == "See the `plumbing` README and plain, or `x = [r]`."
    doc = parse("This macro is equivalent to `return Err(`[`anyhow!($args...)`][anyhow!]`)`."
                "\n\n[anyhow!]: crate::anyhow", "rust")  # one code of three parts, joined
    assert doc.body == "This macro is equivalent to `return Err(anyhow!($args...))`."


def test_a_ruby_interpolation_in_a_doc_is_no_yard_link() -> None:
    """haml's `StringSplitter` splits `"foo#{bar}"`, which its one-liner showed as
    "foo#`bar`"; `{identifier}` is still YARD's link."""
    assert parse('Splits "foo#{bar}" into parts; see {identifier}.', "ruby").body == (
        'Splits "foo#{bar}" into parts; see `identifier`.')

"""What the model answers, checked and made inert before it becomes a `Summary`.

The answer itself is read defensively (`usage_of`, `tool_input`): any field may be missing,
null or of another type, and a missing piece costs only that answer's pages.

The `write_docs` input is untrusted: items with an unknown or repeated id, a missing
description or a field of the wrong type are dropped (their pages keep the static summary);
text fields are cut to a length, stripped of control characters and of Markdown that could
change the page around them (headings, rules, attribute lists, images, unclosed fences), and
redacted like code (the model may put together a key the code holds in pieces).
`render` then escapes HTML and disarms script links as it does for every summary.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from rk_action.model import ParamDoc, Summary
from rk_action.redact import redact
from rk_action.render import map_prose
from rk_action.summarize._markup import with_default
from rk_action.summarize.pricing import Usage, usage_cost
from rk_action.summarize.prompt import Job
from rk_action.summarize.static import listed_blocks

DESCRIPTION_LIMIT = 160
PROSE_LIMIT = 2400
SENTENCE_LIMIT = 600
EXAMPLE_LIMIT = 3000
MAX_NOTES = 5
MAX_TOKENS_REPORTED = 10**9
"""More tokens than one request can use: a `usage` claiming more is not believed."""

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_HEADING = re.compile(r"^( {0,3})(#|!!!|\?\?\?|:::)", re.MULTILINE)
_RULE = re.compile(r"^ {0,3}([-=*_])(?:[ \t]*\1){2,}[ \t]*$\n?", re.MULTILINE)
_TAG = re.compile(r"</?[A-Za-z][^<>]*>")
_SNIPPET = re.compile(r"^(\s*-+8)<", re.MULTILINE)


class Malformed(ValueError):
    """An item of the tool input that does not follow the schema."""


def usage_of(usage: Any, model: str, batch: bool) -> Usage | None:
    """The `Usage` an answer reports, or None when its token counts are not plain counts."""
    counts = [getattr(usage, name, None) for name in (
        "input_tokens", "output_tokens", "cache_creation_input_tokens",
        "cache_read_input_tokens")]
    counts[2:] = [count or 0 for count in counts[2:]]  # absent where no cache was involved
    plain = [count for count in counts
             if type(count) is int and 0 <= count < MAX_TOKENS_REPORTED]
    if len(plain) < len(counts):
        return None
    return usage_cost(model, *plain, batch=batch)


def tool_input(message: Any, tool: str = "write_docs") -> object:
    """The input of the answer's call of `tool`, if it has one (of any shape)."""
    content = getattr(message, "content", None)
    if not isinstance(content, list):
        return None
    return next((getattr(block, "input", None) for block in content
                 if getattr(block, "type", None) == "tool_use"
                 and getattr(block, "name", None) == tool), None)


def summaries(tool_input: object, jobs: list[Job], model: str) -> dict[int, Summary]:
    """The valid items of one `write_docs` input, by position of their job in the request."""
    docs = tool_input.get("docs") if isinstance(tool_input, dict) else None
    if not isinstance(docs, list):
        return {}
    ids = [item.get("id") if isinstance(item, dict) else None for item in docs]
    # counted once (`ids.count` per item took minutes over 300,000 items of one id)
    counted = Counter(item_id for item_id in ids if isinstance(item_id, str))
    found: dict[int, Summary] = {}
    for item, item_id in zip(docs, ids, strict=True):
        position = _position(item_id, len(jobs))
        if position is None or counted[str(item_id)] > 1:
            continue  # unknown, or answered twice (one answer may be an injected one)
        try:
            found[position] = to_summary(item, jobs[position], model)
        except Malformed:
            continue
    return found


def _position(item_id: object, count: int) -> int | None:
    if not isinstance(item_id, str) or not re.fullmatch(r"e[1-9][0-9]{0,3}", item_id):
        return None
    position = int(item_id[1:]) - 1
    return position if position < count else None


def to_summary(item: dict[str, Any], job: Job, model: str) -> Summary:
    """One item as a `Summary` of `job`'s page; raises `Malformed` when it breaks the schema."""
    description = clean_description(_string(item, "description"))
    if not description:
        raise Malformed("empty description")
    what = clean_prose(_string(item, "what_it_does"), PROSE_LIMIT) or description + "."
    entity = job.unit.entity
    if entity.kind == "class":  # the lists a static page has, under the model's text
        what = "\n\n".join([what, *listed_blocks(entity, job.unit.members, job.unit.overview)])
    return Summary(
        description=description,
        what_it_does=what,
        parameters=_parameters(item.get("parameters"), job),
        returns="" if entity.kind == "class" else clean_prose(_string(item, "returns"),
                                                               SENTENCE_LIMIT),
        example=clean_example(_string(item, "example")),
        notes=tuple(clean_prose(note, SENTENCE_LIMIT) for note in _notes(item.get("notes"))
                    if note.strip()),
        summarizer=f"anthropic:{model}",
    )


def _string(item: dict[str, Any], key: str) -> str:
    value = item.get(key, "")
    if value is None:
        return ""
    if not isinstance(value, str):
        raise Malformed(f"{key} is not a string")
    return clean_text(value.replace("\r\n", "\n").replace("\r", "\n"))


def clean_text(value: str) -> str:
    """A text the model wrote, without control characters or secrets."""
    return redact(_CONTROL.sub("", value))


def _notes(value: object) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(note, str) for note in value):
        raise Malformed("notes is not a list of strings")
    return [clean_text(note) for note in value[:MAX_NOTES]]


def _parameters(value: object, job: Job) -> tuple[ParamDoc, ...]:
    """The page's declared parameters (names and types from the code), described by the model
    where it said something about them, else as the static summary does."""
    if value is None:
        value = []
    if not isinstance(value, list):
        raise Malformed("parameters is not a list")
    said: dict[str, str] = {}
    for param in value:
        if not isinstance(param, dict):
            raise Malformed("a parameter is not an object")
        name, text = param.get("name"), param.get("description", "")
        if not isinstance(name, str) or not isinstance(text, str):
            raise Malformed("a parameter's name or description is not a string")
        said[name.strip().lstrip("*&$")] = clean_text(text)
    defaults = {p.name: p.default for p in job.unit.entity.params}
    result = []
    for param in job.fallback.parameters:
        text = clean_prose(said.get(param.name, ""), SENTENCE_LIMIT)
        default = defaults.get(param.name, "")
        if text:
            text = with_default(text, default)
        result.append(ParamDoc(param.name, param.type, text or param.description))
    return tuple(result)


def clean_description(text: str) -> str:
    """One plain line: no HTML, no link syntax, at most `DESCRIPTION_LIMIT` characters."""
    line = " ".join(_TAG.sub("", text).split()).replace("<", "").replace(">", "")
    line = line.replace("](", "] (")
    line = line.replace("{", "(").replace("}", ")")
    return _cut(line, DESCRIPTION_LIMIT).rstrip(" .:;,")


def clean_prose(text: str, limit: int) -> str:
    """Markdown prose that stays inside its section: see the module docstring."""
    text = _balance_fences(_cut(text.strip(), limit))
    return map_prose(text, _neutralise).strip()


def _neutralise(prose: str) -> str:
    prose = _RULE.sub("", prose)
    prose = _HEADING.sub(lambda m: m.group(1) + "\\" + m.group(2), prose)
    return prose.replace("{", "\\{").replace("![", "!\\[")


def clean_example(code: str) -> str:
    """Example code without the fences a model may wrap around it, cut to a length."""
    lines = code.strip("\n").split("\n")
    if len(lines) >= 2 and _FENCE.match(lines[0]) and _FENCE.match(lines[-1]):
        lines = lines[1:-1]
    text = "\n".join(lines).rstrip()
    if len(text) > EXAMPLE_LIMIT:
        text = text[:EXAMPLE_LIMIT].rsplit("\n", 1)[0]
    # a line `--8<-- "file"` would make a snippets extension paste a file into the page
    return _SNIPPET.sub(r"\1 <", text)


def _cut(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    cut = text[:limit]
    for stop in ("\n\n", ". ", " "):
        at = cut.rfind(stop)
        if at > limit // 2:
            return cut[: at + (1 if stop == ". " else 0)].rstrip() + " …"
    return cut + "…"


def _balance_fences(text: str) -> str:
    """Close a fenced block the text leaves open, so it cannot swallow the next sections."""
    opened = ""
    for line in text.split("\n"):
        match = _FENCE.match(line)
        if not match:
            continue
        fence = match.group(1)
        if not opened:
            opened = fence
        elif fence[0] == opened[0] and len(fence) >= len(opened) and not line.strip(fence[0]):
            opened = ""
    return f"{text}\n{opened}" if opened else text

"""The knowledge base on disk (DESIGN §2): the only package that knows the file formats.

One module per file: `meta` (`_meta.md`, and the frontmatter of doc pages), `index` (`_index.md`),
`registry` (`_registry.md`); `files` holds the paths and the writing. Everything is written
through `write_atomic` (temp file in the same folder + rename), so a killed run leaves either the
old file or the new one, never half of one. Reading then writing an unchanged file gives the
same bytes. Callers use the names below as `store.<name>`.
"""

from rk_action.store.files import (
    PENDING,
    check_project_name,
    doc_files,
    inside,
    is_project_name,
    project_name_from_source,
    read_file,
    remove_doc,
    remove_links,
    remove_temp_files,
    resolve_home,
    write_atomic,
    write_if_changed,
    write_new,
)
from rk_action.store.index import (
    ALIAS_LINE,
    MAX_ALIASES,
    IndexEntry,
    IndexText,
    edit_index,
    format_entry,
    format_index,
    index_aliases,
    merge_aliases,
    normalize_alias,
    parse_index,
    read_index,
)
from rk_action.store.meta import (
    META_KEYS,
    doc_lines,
    format_meta,
    one_line,
    parse_doc_meta,
    parse_meta,
    read_meta,
    total_docs,
    yaml_str,
)
from rk_action.store.registry import (
    REGISTRY_HEADER,
    RegistryRow,
    format_registry,
    known_project,
    parse_registry,
    read_registry,
    recover_registry,
    remove_from_registry,
    sync_registry,
    upsert_registry,
)

__all__ = [
    "ALIAS_LINE", "MAX_ALIASES", "META_KEYS", "PENDING", "REGISTRY_HEADER", "IndexEntry",
    "IndexText", "RegistryRow", "check_project_name", "doc_files", "doc_lines", "edit_index",
    "format_entry", "format_index", "format_meta", "format_registry", "index_aliases", "inside",
    "is_project_name",
    "known_project", "merge_aliases",
    "normalize_alias", "one_line", "parse_doc_meta", "parse_index", "parse_meta",
    "parse_registry", "project_name_from_source", "read_file", "read_index", "read_meta",
    "read_registry", "recover_registry", "remove_doc", "remove_from_registry", "remove_links",
    "remove_temp_files", "resolve_home", "sync_registry", "total_docs",
    "upsert_registry", "write_atomic", "write_if_changed", "write_new", "yaml_str",
]

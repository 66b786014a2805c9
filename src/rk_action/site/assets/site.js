// The header search box of the site, answered by the bundled searcher (engine.js).
// The index's head (index/head.json) is fetched the first time the box is used, then the parts
// of index/ a query's words and results need (parts.js); the source files only when a query
// reaches layer 4, and only the parts of code/ its words need. Every text shown comes from
// files anyone may edit or from the query itself, so results are built with textContent, never
// as HTML, and links only ever point inside this site.

const ROOT = new URL("../../", import.meta.url);
const TOP = 10;
const SOURCE_DELAY_MS = 300;
const FETCH_DELAY_MS = 120; // parts are fetched for what the reader typed, not every keystroke
const LAYERS = {
  1: "a remembered answer", 2: "ranked, none verified", 3: "the first verified",
  4: "found in the source",
};

const box = document.querySelector("[data-rk-search]");
const input = box && box.querySelector("input.md-search__input");
const meta = box && box.querySelector(".md-search-result__meta");
const list = box && box.querySelector(".md-search-result__list");
const toggle = document.getElementById("__search");

let loaded = null;
let latest = 0;
// Layer 4's source files: those of the parts loaded so far (keys are file paths, so the object
// has no prototype a path could reach).
const code = { files: Object.create(null), entries: Object.create(null) };
const code_parts = new Map();

// A page opened from disk (file://) may not fetch, but may run a script of its own site: each
// data file is loaded as its script twin (`index/head.json.js`), which leaves the JSON's text in
// window.rkActionData[its file name] (see rk_action/site/search_data.py).
function fetch_json(name) {
  const key = name.slice(name.lastIndexOf("/") + 1);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = new URL(`${name}.js`, import.meta.url).href;
    script.onload = () => resolve(window.rkActionData && window.rkActionData[key]);
    script.onerror = () => reject(new Error(`${name}.js could not be loaded`));
    document.head.append(script);
  }).then((text) => {
    if (typeof text !== "string") throw new Error(`${name}.js holds no data`);
    delete window.rkActionData[key]; // parsed once, not kept twice
    return JSON.parse(text);
  });
}

function storage_key(project) {
  return `rk-action:aliases:${project}`;
}

/** The reader's remembered answers for this project: normalized query → doc. */
function remembered(project) {
  const out = new Map();
  try {
    const saved = JSON.parse(window.localStorage.getItem(storage_key(project)) || "{}");
    for (const [query, doc] of Object.entries(saved)) {
      if (typeof doc === "string") out.set(query, doc);
    }
  } catch (error) {
    // unreadable or disabled storage: no remembered answers
  }
  return out;
}

function load() {
  if (loaded === null) {
    loaded = Promise.all([import("./engine.js"), import("./parts.js"),
                          fetch_json("index/head.json")])
      .then(([engine, parts, head]) => {
        const index = new parts.SiteIndex(head, (name) => fetch_json(`index/${name}`));
        return { engine, head, search: new engine.ProjectSearch(index, remembered(head.project)) };
      });
  }
  return loaded;
}

/** What `SiteIndex.complete` asks before it fetches parts for query number `ticket`: wait
 * once for the reader to stop typing, then go on only if this is still the latest query. */
function fetch_gate(ticket) {
  let waited = false;
  return async () => {
    if (!waited) {
      waited = true;
      await new Promise((resolve) => setTimeout(resolve, FETCH_DELAY_MS));
    }
    return ticket === latest;
  };
}

function code_part(name) {
  if (!code_parts.has(name)) code_parts.set(name, fetch_json(`code/${name}`));
  return code_parts.get(name);
}

/** The source files layer 4 needs for `query`: for each word it looks for (and each stem), the
 * word shard of its first trigram names the chunks whose files hold it; those are loaded. A
 * file holding none of the words answers nothing, so the find is that of all the files. */
async function load_code(state, query) {
  const { engine, head } = state;
  const counts = head.code || {};
  if (!(counts.shards > 0)) return code;
  const needles = engine.source_needles(query);
  const shards = await Promise.all(needles.map((needle) => code_part(
    `words-${engine.trigram_shard(needle.slice(0, 3), counts.shards)}.json`)));
  const chunks = new Set();
  needles.forEach((needle, i) => {
    for (const [run, held] of Object.entries(shards[i])) {
      if (run.includes(needle) && Array.isArray(held)) {
        for (const chunk of held) if (Number.isInteger(chunk)) chunks.add(chunk);
      }
    }
  });
  const parts = await Promise.all([...chunks].sort((a, b) => a - b)
    .filter((chunk) => chunk >= 0 && chunk < counts.chunks)
    .map((chunk) => code_part(`chunk-${chunk}.json`)));
  for (const part of parts) {
    for (const [path, text] of Object.entries(part.files || {})) {
      if (typeof text === "string") code.files[path] = text;
    }
    for (const [path, held] of Object.entries(part.entries || {})) {
      if (Array.isArray(held)) code.entries[path] = held;
    }
  }
  return code;
}

/** The site URL of a result; null unless it stays inside this site. */
function link(relative) {
  if (!relative) return null;
  const url = new URL(relative, ROOT);
  return url.origin === ROOT.origin && url.href.startsWith(ROOT.href) ? url.href : null;
}

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function remember(state, query, doc, button) {
  const key = state.engine.normalize_query(query);
  if (!key) return;
  state.search.personal.set(key, doc);
  try {
    const saved = Object.fromEntries(state.search.personal);
    window.localStorage.setItem(storage_key(state.head.project), JSON.stringify(saved));
  } catch (error) {
    // storage full or disabled: remembered for this page only
  }
  button.textContent = "Remembered";
  button.disabled = true;
}

function result_item(state, answer, hit) {
  const item = element("li", "md-search-result__item rk-result");
  const href = link(hit.url);
  const anchor = element("a", "md-search-result__link");
  if (href) anchor.href = href;
  const article = element("article", "md-search-result__article md-typeset");
  // The label says what the result is (verified, ranked, source, fallback), as the terminal
  // and the JSON do; the description's code spans become <code> elements holding text.
  const description = element("p", "rk-result__description");
  description.append(...state.engine.code_spans(hit.description).map(([piece, code]) => (
    code ? element("code", "", piece) : document.createTextNode(piece))));
  article.append(
    element("span", `rk-result__label rk-result__label--${hit.label}`, hit.label),
    element("div", "rk-result__name", hit.symbol || hit.name),
    description,
    element("p", "rk-result__where", `${hit.source}:${hit.lines[0]}-${hit.lines[1]}`),
  );
  anchor.append(article);
  const button = element("button", "rk-remember md-button", "Remember");
  button.type = "button";
  button.title = "This answers my question: answer it with this result next time";
  button.addEventListener("click", () => remember(state, answer.query, hit.doc, button));
  item.append(anchor, button);
  return item;
}

function show(state, answer) {
  list.replaceChildren(...answer.results.map((hit) => result_item(state, answer, hit)));
  const count = answer.results.length;
  meta.textContent = count
    ? `${count} result${count === 1 ? "" : "s"} · ${
      answer.last_resort ? "nothing matched: the largest entity" : LAYERS[answer.layer]}`
    : "No results";
  box.dataset.rkLayer = String(answer.layer);
}

async function run(query) {
  const ticket = ++latest;
  if (!query.trim()) {
    list.replaceChildren();
    meta.textContent = "Type a question or a name";
    return;
  }
  const state = await load();
  if (ticket !== latest) return;
  const started = performance.now();
  const answer = await state.search.indexed(query, TOP, fetch_gate(ticket));
  if (answer === null || ticket !== latest) return;
  box.dataset.rkMs = String(performance.now() - started);
  show(state, answer);
  if (answer.layer === 2 && !answer.ranked.length) {
    // Layer 4 reads every source file (and answers only when the ranking found nothing):
    // only once the reader stops typing.
    await new Promise((resolve) => setTimeout(resolve, SOURCE_DELAY_MS));
    if (ticket !== latest) return;
    const files = await load_code(state, query);
    if (ticket !== latest) return;
    const found = await state.search.from_source(answer, TOP, files, fetch_gate(ticket));
    if (ticket !== latest) return;
    if (found) show(state, answer);
  }
  box.dataset.rkDone = query;
}

function open_search() {
  if (toggle && !toggle.checked) toggle.click();
  load().catch(failed);
}

function close_search() {
  if (toggle && toggle.checked) toggle.click();
  input.blur();
}

function failed(error) {
  meta.textContent = `Search unavailable: ${error.message}`;
}

function focusables() {
  return [input, ...list.querySelectorAll("a.md-search-result__link[href]")];
}

function on_key(event) {
  const targets = focusables();
  const at = targets.indexOf(document.activeElement);
  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    const step = event.key === "ArrowDown" ? 1 : -1;
    targets[(Math.max(at, 0) + step + targets.length) % targets.length].focus();
    event.preventDefault();
  } else if (event.key === "Enter" && document.activeElement === input) {
    const first = targets[1];
    if (first) first.click();
    event.preventDefault();
  } else if (event.key === "Escape") {
    close_search();
    event.preventDefault();
  }
}

function on_global_key(event) {
  const typing = document.activeElement && /^(INPUT|TEXTAREA|SELECT)$/.test(
    document.activeElement.tagName);
  if (!typing && !event.ctrlKey && !event.metaKey && (event.key === "/" || event.key === "s")) {
    open_search();
    input.focus();
    event.preventDefault();
  }
}

if (input && list && meta) {
  input.form.addEventListener("submit", (event) => event.preventDefault());
  input.form.addEventListener("reset", () => run(""));
  input.addEventListener("focus", open_search);
  input.addEventListener("input", () => run(input.value).catch(failed));
  box.addEventListener("keydown", on_key);
  document.addEventListener("keydown", on_global_key);
}

import("./highlight.js").then((module) => module.highlight_page());

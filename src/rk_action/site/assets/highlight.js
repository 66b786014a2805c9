// Code highlighting in the browser, block by block as blocks scroll into view. Highlighting
// 20,000 blocks with Pygments at build time was most of the build (DESIGN §6 keeps it near a
// minute); here a small tokenizer per language family marks comments, strings, numbers,
// keywords, constants, decorators and the names being defined, with Pygments' class names so
// Material's colours (light and dark) apply. Text goes into the page as text nodes only.

const NUMBER = String.raw`\b(?:0[xX][\da-fA-F_]+|0[oObB][0-7_]+|\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][+-]?\d+)?)[a-zA-Z]*\b`;
const DQ = String.raw`"(?:\\.|[^"\\\n])*"`;
const SQ = String.raw`'(?:\\.|[^'\\\n])*'`;
const CHAR = String.raw`'(?:\\.|[^'\\\n])'`;
const BACKTICK = "`(?:\\\\.|[^`\\\\])*`";
const SLASH_COMMENTS = String.raw`\/\/[^\n]*|\/\*[\s\S]*?\*\/`;
const IDENTIFIER = String.raw`[A-Za-z_$][\w$]*`;

function family(comments, strings, keywords, constants, defining, decorator = "@[\\w.]+") {
  const pattern = new RegExp(
    `(${comments})|(${strings})|(${NUMBER})|(${decorator})|(${IDENTIFIER})`, "g");
  const set = (text) => new Set(text.split(/\s+/).filter(Boolean));
  return { pattern, keywords: set(keywords), constants: set(constants), defining: set(defining) };
}

const C_KEYWORDS = `auto break case char const continue default do double else enum extern
  float for goto if inline int long register restrict return short signed sizeof static struct
  switch typedef union unsigned void volatile while`;
const LANGUAGES = {
  python: family("#[^\\n]*", `"""[\\s\\S]*?"""|'''[\\s\\S]*?'''|${DQ}|${SQ}`,
    `and as assert async await break class continue def del elif else except finally for from
     global if import in is lambda nonlocal not or pass raise return try while with yield match
     case self cls`, "True False None", "def class"),
  javascript: family(SLASH_COMMENTS, `${DQ}|${SQ}|${BACKTICK}`,
    `async await break case catch class const continue debugger default delete do else export
     extends finally for function if import in instanceof let new of return static super switch
     this throw try typeof var void while with yield get set`,
    "true false null undefined NaN Infinity", "function class"),
  typescript: family(SLASH_COMMENTS, `${DQ}|${SQ}|${BACKTICK}`,
    `abstract as async await break case catch class const continue declare default delete do
     else enum export extends finally for function if implements import in instanceof interface
     keyof let namespace new of private protected public readonly return static super switch
     this throw try type typeof var void while yield`,
    "true false null undefined", "function class interface type enum"),
  go: family(SLASH_COMMENTS, `${DQ}|${CHAR}|${BACKTICK}`,
    `break case chan const continue default defer else fallthrough for func go goto if import
     interface map package range return select struct switch type var`,
    "true false nil iota", "func type", "(?!)"),
  rust: family(SLASH_COMMENTS, `${DQ}|${CHAR}`,
    `as async await break const continue crate dyn else enum extern fn for if impl in let loop
     match mod move mut pub ref return self Self static struct super trait type unsafe use where
     while`, "true false None Some Ok Err", "fn struct enum trait mod type", "#!?\\[[^\\]\\n]*\\]"),
  java: family(SLASH_COMMENTS, `${DQ}|${CHAR}`,
    `abstract assert boolean break byte case catch char class const continue default do double
     else enum extends final finally float for if implements import instanceof int interface
     long native new package private protected public return short static super switch
     synchronized this throw throws transient try void volatile while var record`,
    "true false null", "class interface enum record"),
  c: family(SLASH_COMMENTS, `${DQ}|${CHAR}`, C_KEYWORDS, "NULL true false", "struct union enum",
    "#\\s*\\w+"),
  cpp: family(SLASH_COMMENTS, `${DQ}|${CHAR}`,
    `${C_KEYWORDS} bool catch class constexpr delete explicit friend mutable namespace new
     noexcept nullptr operator override private protected public template this throw try
     typename using virtual`, "true false nullptr NULL", "class struct union enum namespace",
    "#\\s*\\w+"),
  ruby: family("#[^\\n]*", `${DQ}|${SQ}`,
    `alias and begin break case class def defined do else elsif end ensure for if in module
     next not or redo rescue retry return self super then undef unless until when while yield`,
    "true false nil", "def class module", ":[A-Za-z_]\\w*"),
  php: family(`${SLASH_COMMENTS}|#[^\\n]*`, `${DQ}|${SQ}`,
    `abstract and array as break case catch class clone const continue declare default do echo
     else elseif empty enum extends final finally fn for foreach function global if implements
     include instanceof interface isset list match namespace new or print private protected
     public readonly require return static switch throw trait try unset use var while yield`,
    "true false null TRUE FALSE NULL", "function class interface trait enum", "\\$\\w+"),
};

function span(kind, text) {
  const node = document.createElement("span");
  node.className = kind;
  node.textContent = text;
  return node;
}

/** The nodes of one code block's text, highlighted for `language`. */
export function tokens(text, language) {
  const rules = LANGUAGES[language];
  if (!rules) return [document.createTextNode(text)];
  const nodes = [];
  let last = 0;
  let defining = false;
  rules.pattern.lastIndex = 0;
  for (let match = rules.pattern.exec(text); match; match = rules.pattern.exec(text)) {
    if (match.index > last) nodes.push(document.createTextNode(text.slice(last, match.index)));
    const [whole, comment, string, number, decorator, word] = match;
    let kind = "";
    if (comment) kind = "c";
    else if (string) kind = "s";
    else if (number) kind = "mi";
    else if (decorator) kind = language === "php" || language === "ruby" ? "nv" : "nd";
    else if (word && rules.keywords.has(word)) kind = "k";
    else if (word && rules.constants.has(word)) kind = "kc";
    else if (word && defining) kind = "nf";
    if (word) defining = rules.defining.has(word);
    nodes.push(kind ? span(kind, whole) : document.createTextNode(whole));
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(document.createTextNode(text.slice(last)));
  return nodes;
}

function highlight(code) {
  if (code.dataset.rkHighlighted) return;
  code.dataset.rkHighlighted = "1";
  const language = (code.className.match(/language-(\w+)/) || [])[1];
  code.replaceChildren(...tokens(code.textContent, language));
}

/** Highlight every code block of the page as it comes near the screen. */
export function highlight_page() {
  const blocks = document.querySelectorAll("pre.highlight > code[class*='language-']");
  if (!("IntersectionObserver" in window)) {
    blocks.forEach(highlight);
    return;
  }
  const observer = new IntersectionObserver((seen) => {
    for (const item of seen) {
      if (item.isIntersecting) {
        highlight(item.target);
        observer.unobserve(item.target);
      }
    }
  }, { rootMargin: "400px 0px" });
  blocks.forEach((block) => observer.observe(block));
}

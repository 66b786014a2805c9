// A page opened from disk (file://) would show a folder's listing for a link to the folder
// (`src/app.py/`, a page's URL on this site), not the folder's page. There, such links are sent
// to the folder's `index.html`: the page's own links at once, and links made later (the search
// results) as they are followed, by mouse or keyboard. Served over HTTP, nothing changes.

/** `href` (absolute) with `index.html` after its path's final `/`, for file:// URLs only. */
export function file_page(href) {
  let url;
  try {
    url = new URL(href);
  } catch {
    return href;  // not a URL this page can follow: left as it is
  }
  if (url.protocol !== "file:" || !url.pathname.endsWith("/")) return href;
  url.pathname += "index.html";
  return url.href;
}

/** The absolute target of a link: an SVG link (a folder diagram's box) has no string `href`. */
function target(anchor) {
  if (typeof anchor.href === "string") return anchor.href;
  try {
    return new URL(anchor.getAttribute("href") || "", document.baseURI).href;
  } catch {
    return "";
  }
}

function to_page(anchor) {
  const href = target(anchor);
  const page = file_page(href);
  if (page !== href) anchor.setAttribute("href", page);
}

function on_follow(event) {
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (anchor) to_page(anchor);
}

if (window.location.protocol === "file:") {
  document.querySelectorAll("a[href]").forEach(to_page);
  document.addEventListener("click", on_follow, true);
  document.addEventListener("auxclick", on_follow, true);
}

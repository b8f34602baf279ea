"""What a busy server answers (docs/web.md, "Load"): to a browser opening a page, a page
saying why and when to try again, in its visitor's language; to anything else (the API, a
page's script), a short JSON error. Both are 503 with Retry-After."""

from __future__ import annotations

import html
import json
from functools import lru_cache
from string import Template

from starlette.datastructures import Headers
from starlette.responses import HTMLResponse, JSONResponse, Response

from .words import framework_text, served

# The language picked on an earlier visit (both pages keep it) is shown where the server
# has it; the page asks again once the wait is up.
PAGE = Template("""<!doctype html>
<html lang="$lang" dir="$dir">
<head><meta charset="utf-8"><meta http-equiv="refresh" content="$retry">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>$title</title></head>
<body style="font-family: sans-serif; margin: 2em">
<h1 id="busy-title">$title</h1>
<p id="busy">$message</p>
<script type="application/json" id="busy-words">$words</script>
<script>
"use strict";
try {
  const lang = localStorage.getItem("naqala-lang");
  const words = JSON.parse(document.getElementById("busy-words").textContent)[lang];
  if (words) {
    document.documentElement.lang = lang;
    document.documentElement.dir = words.dir;
    document.title = document.getElementById("busy-title").textContent = words.title;
    document.getElementById("busy").textContent = words.message;
  }
} catch (err) {}  // no storage: the language the browser asks for stays
</script>
</body></html>
""")


def answer(scope, default: str, retry: int, why: str) -> Response:
    """503 with Retry-After `retry` to a request the server cannot take now: to a browser
    opening a page (it asks for HTML), the busy page in the first language it asks for that
    the server has, else in `default`; to anything else, `why` as JSON."""
    headers = Headers(scope=scope)
    # closed once answered: a request whose body never comes holds no file descriptor
    later = {"Retry-After": str(retry), "Connection": "close"}
    if "text/html" not in headers.get("accept", ""):
        return JSONResponse({"error": why}, status_code=503, headers=later)
    said = said_busy(retry)
    lang = wanted(headers.get("accept-language", ""), said, default)
    return HTMLResponse(page(lang, retry), status_code=503, headers=later)


@lru_cache(maxsize=4)
def said_busy(retry: int) -> dict[str, dict[str, str]]:
    """The busy page's words (title, message, dir) in each language the pages are shown in."""
    found = {}
    for lang, words in served()[0].items():
        text = framework_text(lang)
        found[lang] = {"title": text("web-busy-title"), "message": text("web-busy", n=retry),
                       "dir": words["dir"]}
    return found


@lru_cache(maxsize=16)
def page(lang: str, retry: int) -> str:
    """The busy page in `lang` (a language of `said_busy`, or the server's own)."""
    said = said_busy(retry)
    words = said.get(lang) or said.get("en") or next(iter(said.values()))
    return PAGE.substitute(
        lang=lang, dir=words["dir"], retry=retry, title=html.escape(words["title"]),
        message=html.escape(words["message"]),
        words=json.dumps(said, ensure_ascii=False).replace("</", "<\\/"))


def wanted(header: str, langs, default: str) -> str:
    """The language of an Accept-Language header (`fa-IR,fa;q=0.9,en;q=0.8`) that `langs`
    has, the most wanted first (`fa-IR` is taken as `fa`); `default` where it has none."""
    asked = []
    for place, part in enumerate(header.split(",")):
        tag, *params = (piece.strip() for piece in part.split(";"))
        weight = next((param[2:] for param in params if param.startswith("q=")), "1")
        try:
            asked.append((-float(weight), place, tag.lower()))
        except ValueError:
            continue
    served = {lang.lower(): lang for lang in langs}
    for weight, _, tag in sorted(asked):
        for lang in (tag, tag.split("-")[0]):
            if weight < 0 and lang in served:
                return served[lang]
    return default

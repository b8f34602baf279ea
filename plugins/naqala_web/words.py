"""The web table's own words, in every language with a pack. They live in the framework's
text packs (`web.ftl`, messages `web-*`), so a translator's language reaches the browser with
the rest of the text; the game's words come from the ruleset's packs."""

from __future__ import annotations

from functools import lru_cache

from naqala import NaqalaError, Text, languages
from naqala.text import right_to_left

# The words the pages show, by key (message `web-<key>`, with '-' for '_').
KEYS = ("title", "new_game", "ruleset", "players", "seat", "person", "seed_field", "create",
        "links", "spectator", "waiting", "play", "notation", "log", "scores", "draw", "hand",
        "hidden_cards", "board", "offline", "you", "replay", "step", "tracks", "round",
        "settings", "busy", "create_seed", "create_no_answer", "create_not_a_game")


@lru_cache(maxsize=16)
def framework_text(lang: str) -> Text:
    """The framework's messages in `lang` (the web's among them), built once."""
    return Text(None, lang)


def refusal(lang: str, reason: str, args: dict) -> str:
    """The words of refusal `reason` (message `web-refused-<reason>`) with `args` in `lang`,
    or in English where `lang`'s pack cannot be read; a `player` argument is a seat."""
    try:
        text = framework_text(lang)
    except NaqalaError:
        text = framework_text("en")
    if "player" in args:
        args = {**args, "player": text("ui-player", n=args["player"] + 1)}
    return text(f"web-refused-{reason}", **args)


@lru_cache(maxsize=16)
def words(lang: str) -> dict[str, str]:
    """Every word of the table in `lang`; `{player}`, `{n}` and `{move}` stay for the page
    to fill.
    `language` is the language's own name: its code where its pack does not say (English's
    name would pass for it); `dir` its direction (`rtl` or `ltr`)."""
    text = framework_text(lang)
    found = {key: text("web-" + key.replace("_", "-"), player="{player}", n="{n}",
                       move="{move}")
             for key in KEYS}
    found["language"] = text("web-language") if text.bundle.has_message("web-language") \
        else lang
    found["dir"] = "rtl" if right_to_left(lang) else "ltr"
    return found


def served() -> tuple[dict[str, dict[str, str]], dict[str, NaqalaError]]:
    """The words of every language the pages are shown in (those whose framework pack can
    be read), and the fault of each pack that cannot be read (its language is left out)."""
    found, faults = {}, {}
    for lang in languages():
        try:
            found[lang] = words(lang)
        except NaqalaError as err:
            faults[lang] = err
    return found, faults

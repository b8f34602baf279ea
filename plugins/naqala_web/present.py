"""What one seat's browser receives: its view, its events in sentences, its prompt.

Everything here starts from `game.view(seat)` and `game.events(since, seat)` (None: a
spectator), so hidden information never reaches a message: other seats' secret counters,
face-down piles (counts only), the seed and the generator stay on the server. The prompt and
options go to the chooser alone; the others read whose turn it is.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict

from naqala import Game, NaqalaError, Text, label, load_ruleset, prompt, sentence
from naqala.engine.observation import board_shape
from naqala.text import right_to_left
from naqala.text.render import settings_lines

from .words import served, words

FEW = 8  # events said on the loop at once; more are said in a worker thread
KEPT_TEXTS = 64  # (ruleset, language) pairs whose text is kept, the used last
_texts: OrderedDict[tuple[str, str], Text] = OrderedDict()  # touched on the loop alone


async def text_for(ruleset: str, lang: str) -> Text:
    """The rule text of a ruleset in one language (shared by every table of that ruleset).
    One not kept is built in a worker thread (30 to 70 ms, and the ruleset's compilation
    when its options are set otherwise): every other table is served meanwhile."""
    key = (ruleset, lang)
    if key not in _texts:
        text = await asyncio.get_running_loop().run_in_executor(None, _built, ruleset, lang)
        _texts.setdefault(key, text)  # another connection may have built it meanwhile
        while len(_texts) > KEPT_TEXTS:
            _texts.popitem(last=False)
    _texts.move_to_end(key)
    return _texts[key]


def _built(ruleset: str, lang: str) -> Text:
    words(lang)  # the table's own words in the language too (kept for good), some 0.1 s
    return Text(load_ruleset(ruleset), lang)


def player_name(text: Text, seat: int) -> str:
    return text("ui-player", n=seat + 1)


async def served_words() -> tuple[dict[str, dict[str, str]], dict[str, NaqalaError]]:
    """`words.served()`, read in a worker thread (a language not used yet takes some
    0.1 s)."""
    return await asyncio.get_running_loop().run_in_executor(None, served)


def layout(game: Game, text: Text, shown: dict[str, dict[str, str]]) -> dict:
    """The fixed facts of a ruleset a table needs to draw it (its board's size, how its
    tiles touch: `adjacency`, and a graph's `edges` by tile names), with names in the
    language, and the menu of the languages `shown` (each language's words, by code)."""
    rs = game.rs
    name = text.name
    return {
        **board_shape(rs), "colours": dict(rs.piece_colours),
        "names": {
            "tiles": {k: name("tiles", k) for k in rs.tile_kinds},
            "pieces": {k: name("pieces", k) for k in rs.piece_ids},
            "tokens": {k: name("tokens", k) for k in rs.token_ids},
            "counters": {k: name("counters", k) for k in rs.counters},
            "tracks": {k: name("tracks", k) for k in rs.tracks},
            "decks": {k: name("decks", k) for k in rs.decks},
            "cards": {k: name("cards", k) for k in rs.card_deck},
            "players": [player_name(text, s) for s in range(game.players)],
        },
        "words": shown[text.lang],
        "settings": settings_lines(text),
        "lang": text.lang, "dir": "rtl" if right_to_left(text.lang) else "ltr",
        "languages": [[lang, found["language"]] for lang, found in shown.items()],
    }


def seed_note(text: Text, chosen: bool | None) -> str | None:
    """The line telling every seat that the game's creator chose its seed (and so may know
    what it draws at random), or may have (None: a game begun before it was noted)."""
    if chosen is False:
        return None
    return text("web-seed-chosen" if chosen else "web-seed-unknown")


def option_data(text: Text, option) -> dict:
    """An option as the browser shows it: id, words, and the tiles it names (for clicks)."""
    return {"id": option.id, "label": label(text, option),
            "tiles": option.label.places() if option.label is not None else []}


def decision_data(game: Game, text: Text, seat: int | None) -> dict | None:
    """The pending decision: in full for its chooser, only whose turn it is for the rest."""
    decision = game.decision
    if decision is None:
        return None
    waiting = text("web-waiting", player=player_name(text, decision.player))
    if decision.player != seat:
        return {"player": decision.player, "mine": False, "prompt": waiting}
    notation = decision.kind == "move.start"
    return {"player": decision.player, "mine": True, "kind": decision.kind,
            "prompt": prompt(text, decision),
            "options": [option_data(text, o) for o in decision.options],
            "notation": notation, "example": _example(game) if notation else None}


def _example(game: Game) -> str | None:
    """A whole move the chooser may type now, in the board's own step names (the first
    listed; None where none is)."""
    moves = game.moves(limit=1)
    return moves[0] if moves else None


def scores_data(game: Game, text: Text) -> dict | None:
    """The final score table and the winners, once the game is over."""
    if not game.over:
        return None
    scores = game.scores()
    terms = list(scores[0]["terms"]) if scores else []
    return {"terms": [text(f"scoring-{t}-name") for t in terms],
            "rows": [{"player": player_name(text, s), "terms": [row["terms"][t] for t in terms],
                      "total": row["total"]} for s, row in enumerate(scores)],
            "total": text("ui-total"),
            "winners": text("ui-winners", names=text.join(
                [player_name(text, s) for s in game.winners()]))}


class Sentences:
    """Events in words, each rendered once per language however many seats read it."""

    def __init__(self):
        self.said: dict[tuple[str, int], str] = {}

    def __call__(self, text: Text, event) -> str:
        key = (text.lang, id(event))  # a game's log keeps its events alive
        if key not in self.said:
            self.said[key] = sentence(text, event)
        return self.said[key]

    async def prepare(self, text: Text, events: list) -> None:
        """Say beforehand the events not yet said in the language, in a worker thread when
        they are more than FEW (a long game drawn anew takes some 0.2 s): every other table
        is served meanwhile."""
        new = [event for event in events if (text.lang, id(event)) not in self.said]
        if len(new) > FEW:
            await asyncio.get_running_loop().run_in_executor(None, self._say_all, text, new)

    def _say_all(self, text: Text, events: list) -> None:
        for event in events:
            self(text, event)


def state_message(game: Game, text: Text, seat: int | None, since: int,
                  say: Sentences) -> dict:
    """Everything a seat's browser shows, with the events after log position `since`."""
    return {"type": "state", "step": len(game.history), "seat": seat,
            "view": game.view(seat),
            "events": [say(text, e) for e in game.events(since, seat)],
            "decision": decision_data(game, text, seat),
            "scores": scores_data(game, text)}

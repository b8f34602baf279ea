"""Rulesets that load but could never be played: found when the ruleset is checked.

Each check names the entry at fault, so that a broken ruleset or overlay ends in a located
problem instead of a failure in play (docs/decisions.md, hardening).
"""

from __future__ import annotations

from ..dsl.verbs import ANY_TRACK
from ..errors import quoted
from .raw import Loc


def check_soundness(b, rs) -> None:
    """Add a problem to `b` (the build under way) for each unplayable part of `rs`."""
    broken = bool(b.problems)  # a snippet that failed to compile may be the one seating
    _sections(b)
    _letters(b)
    _steps(b)
    if not broken:
        _seating(b, rs)
        _spots(b, rs)


def _sections(b) -> None:
    """Player counts, turn markers, phases and table values that a game needs."""
    manifest = Loc(str(b.raw.folders[-1] / "manifest.yaml"), 1, 1) if b.raw.folders else None
    if not b.col("players") and manifest:
        b.problem(manifest, "R127", "no player counts: the ruleset needs 'players' entries")
    for k, e in b.col("players").items():
        if e.get("markers", 1) == 0:
            b.problem(e.at("markers"), "R127", f"players '{k}' have no turn markers "
                                               "(markers: 0)")
    if not b.col("phases") and manifest:
        b.problem(manifest, "R127", "no phases: the ruleset needs 'phases' to play a round")
    for k, e in b.col("tables").items():
        if not e.get("values"):
            b.problem(e.at("values"), "R127", f"table '{k}' has no values")


def _letters(b) -> None:
    """Each piece's letter one word, and no two pieces with one letter (moves name pieces
    by letter)."""
    seen: dict[str, object] = {}
    pieces = b.col("pieces")
    for k, e in pieces.items():
        letter = e.get("letter")
        if letter is not None and not str(letter).strip():
            b.problem(e.at("letter"), "R131", f"the letter of pieces '{k}' is empty: moves "
                                              "name a piece by its letter")
        elif letter is not None and any(c.isspace() for c in str(letter)):
            b.problem(e.at("letter"), "R131", f"the letter {quoted(letter)} of pieces '{k}' "
                      "holds a space or a line end: it is one word (moves name a piece by "
                      "its letter)")
        elif letter in seen:
            b.problem(b.latest(pieces[seen[letter]].at("letter"), e.at("letter")), "R127",
                      f"pieces '{seen[letter]}' and '{k}' have the same letter '{letter}'")
        seen.setdefault(letter, k)


def _steps(b) -> None:
    """No two steps of one phase with one id (overlays and saves name steps by id)."""
    for k, e in b.col("phases").items():
        seen: set[str] = set()
        for i, step in enumerate(e.get("steps") or []):
            if step["id"] in seen:
                b.problem(e.at(f"steps.{i}.do"), "R128", f"phase '{k}' has two steps "
                                                          f"'{step['id']}'")
            seen.add(step["id"])


def _seating(b, rs) -> None:
    """A phase in the order of a track with costs needs something that seats markers there
    (told at the `op: remove` of a phase, that may have seated them, when an overlay wrote
    one after the `order:`)."""
    removed = b.raw.removals.get("phases", {}).values()
    for k, e in b.col("phases").items():  # a track with costs starts empty
        order = e.get("order")
        if rs.tracks.get(order, {}).get("costs") and not rs.names.seated & {order, ANY_TRACK}:
            b.problem(b.latest(e.at("order"), *removed), "R127", f"phase '{k}' plays in the "
                      f"order of track '{order}', but nothing puts a turn marker on it (bid "
                      f"on {order}, move marker to {order})")


def _spots(b, rs) -> None:
    """Every turn marker of a player count needs a spot of each track with costs that
    markers are seated on (by a bid or a move): with more markers than spots, a marker
    would find none free in play."""
    seated = rs.names.seated
    tracks = [(t, len(info["costs"])) for t, info in rs.tracks.items()
              if info.get("costs") and (t in seated or ANY_TRACK in seated)]
    for k, e in b.col("players").items():
        each = e.get("markers", 1)
        for track, spots in tracks:
            if int(k) * each > spots:
                loc = b.latest(e.at("markers"), b.col("tracks")[track].at("costs"))
                b.problem(loc, "R127", f"players '{k}' have {int(k) * each} turn "
                          f"markers ({each} each), but track '{track}', where they are "
                          f"seated, has {spots} spots")
                break

"""Words for decisions and options, from their kinds, ids and fields."""

from __future__ import annotations

from . import Text


def prompt(text: Text, decision) -> str:
    """The question a decision asks, in the text's language."""
    return text("decision-" + decision.kind.replace(".", "-"))


def _id_name(text: Text, value: str) -> str:
    rs = text.rs
    for section, ids in (("pieces", rs.piece_ids), ("cards", rs.card_deck),
                         ("tiles", rs.tile_kinds), ("tokens", rs.token_ids)):
        if value in ids:
            return text.name(section, value)
    return value


def label(text: Text, option) -> str:
    """How an option reads: names of cards, pieces and powers; numbers in the language."""
    oid = option.id
    if oid.startswith("power:"):
        return text("option-power", name=text.name("cards", oid[6:]))
    if oid in ("yes", "no", "done", "sell"):
        return text(f"option-{oid}")
    if "spot" in option.fields:
        return text("option-spot", spot=option.fields["spot"], cost=option.fields["cost"])
    if oid.startswith("+"):
        return "+ " + _id_name(text, oid[1:])
    if "@" in oid:
        card, _, slot = oid.rpartition("@")
        return f"{_id_name(text, card)} ({text('option-number', n=int(slot))})"
    if "cost" in option.fields:
        return " + ".join(f"{text('option-number', n=n)} {_id_name(text, key[1])}"
                          for key, n in option.fields["cost"].items())
    if oid.isdigit():
        return text("option-number", n=int(oid))
    return _id_name(text, oid)

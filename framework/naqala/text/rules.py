"""The rules summary of a ruleset in one language, assembled from its messages."""

from __future__ import annotations

from . import Text


def rules_summary(text: Text) -> str:
    """Every rule of the ruleset in words: setup, the turn, tiles, pieces, cards, scoring."""
    rs, t = text.rs, text
    lines = [t("ui-rules-title", name=rs.name), "", t("rules-intro"), "", t("rules-setup"), "",
             t("ui-rules-turn"), t("rules-turn")]
    for phase, _order, _own, steps in rs.phases:
        lines.append(f"  {t.name('phases', phase)}: " +
                     t.join([t(f"steps-{step}") for step, _ in steps]))
    lines += ["", t("ui-rules-tiles")]
    for kind in rs.tile_kinds:
        lines.append(f"  {t.entry('tiles', kind)}: {t.entry('tiles', kind, 'action')}")
    lines += ["", t("ui-rules-pieces")]
    for piece in rs.piece_ids:
        if piece in rs.actions:
            lines.append(f"  {t.entry('pieces', piece)}: {t.entry('pieces', piece, 'action')}")
    lines += ["", t("ui-rules-cards")]
    for card, entry in rs.raw.collections.get("cards", {}).items():
        parts = [t.entry("cards", card, part) for part in ("power", "on", "grants")
                 if entry.get(part)]
        if parts:
            lines.append(f"  {t.entry('cards', card)}: {' '.join(parts)}")
    lines += ["", t("rules-end"), "", t("rules-scoring")]
    lines += [f"  {t.entry('scoring', term)}" for term, _ in rs.scoring]
    return "\n".join(lines)

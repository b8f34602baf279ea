"""Render what the engine says (prompts, option labels, events) in one language.

A `Message` names its most specific id (a ruleset's own words for one place) and a default
id (the framework's words for that kind of thing); the first one a pack holds is used. Its
arguments are rendered in turn: seats as player names, tiles as kind and coordinate, entries
by their names, amounts with their plural, lists joined the language's way.
"""

from __future__ import annotations

from ..engine.decisions import Amount, Decision, Message, Option, Place, Ref, Seat
from ..engine.events import Event
from ..errors import NaqalaError
from . import Text


def render(text: Text, message: Message) -> str:
    """The message in the text's language."""
    _given(text, Text, "render takes a Text")
    _given(message, Message, "render takes a Message")
    mid = message.id
    if not text.has(mid) and message.default is not None:
        mid = message.default
    args = {k: value(text, v) for k, v in message.args.items() if v is not None}
    return text(mid, **args)


def value(text: Text, v):
    """One message argument as text (numbers stay numbers, for plural rules)."""
    if isinstance(v, Ref):
        if v.part is None and v.section in ("steps", "directions"):
            return text(f"{v.section}-{v.key}")
        return text.entry(v.section, v.key, v.part) if v.part else text.name(v.section, v.key)
    if isinstance(v, Seat):
        return text("ui-player", n=v.seat + 1)
    if isinstance(v, Place):
        return text("ui-tile", kind=text.name("tiles", v.kind), at=v.name)
    if isinstance(v, Amount):
        return text.quantity(v.section, v.key, v.n)
    if isinstance(v, (list, tuple)):
        return text.join([str(value(text, x)) for x in v]) if v else text("ui-nothing")
    return v


def _given(value, kind: type, what: str) -> None:
    """A NaqalaError saying `what` when `value` is not a `kind`."""
    if not isinstance(value, kind):
        over = " (the game is over: game.decision is None)" if kind is Decision and \
            value is None else ""
        raise NaqalaError(f"{what}, not {type(value).__name__}{over}")


def label(text: Text, option: Option) -> str:
    """How an option reads."""
    _given(text, Text, "a label takes a Text")
    _given(option, Option, "a label is that of an Option")
    return render(text, option.label) if option.label is not None else text("ui-unnamed")


def prompt(text: Text, decision: Decision) -> str:
    """The question a decision asks."""
    _given(text, Text, "a prompt takes a Text")
    _given(decision, Decision, "a prompt is the question of a Decision")
    if decision.prompt is not None:
        return render(text, decision.prompt)
    return text("prompt-choose-id", entry=text("ui-unnamed"))


def sentence(text: Text, event: Event) -> str:
    """An event as a sentence of the game's log."""
    _given(text, Text, "a sentence takes a Text")
    _given(event, Event, "a sentence tells an Event")
    return render(text, Message(f"event-{event.kind}", event.args, "event-other"))


def option_sentence(text: Text, option: str) -> str:
    """What a ruleset option does, in the text's language (its id where the packs say
    nothing)."""
    return text(f"options-{option}") if text.has(f"options-{option}") else option


def settings_lines(text: Text) -> list[str]:
    """The options the text's ruleset was loaded with set otherwise, each as its sentence
    and value in the text's language, so that a table says which rules it plays."""
    return [f"{option_sentence(text, o)} ({setting_value(text, value)})"
            for o, value in sorted(text.rs.raw.chosen.items())]


def setting_value(text: Text, value: str) -> str:
    """An option's value as the loader reads it (yes, no or a whole number), in words."""
    if value in ("yes", "no"):
        return text(f"option-{value}")
    return text.number(int(value)) if value.lstrip("-").isdigit() else value

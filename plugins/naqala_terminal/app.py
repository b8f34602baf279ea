"""A terminal game with rich: the board, the players, the rows and tracks, numbered choices.

Works in a real terminal and with piped input (tests script whole games this way).
Commands at every prompt: a number, an option id, a whole move in notation, `help`,
`undo`, `save FILE`, `lang CODE`, `quit`.
"""

from __future__ import annotations

from collections import Counter

from rich.console import Console
from rich.table import Table

from naqala.errors import IllegalChoice, NaqalaError
from naqala.text import Text
from naqala.text.render import label, prompt, sentence
from naqala.text.scores import final_report

# Persian players may type Persian digits.
FROM_PERSIAN_DIGITS = str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")


def board_table(game, obs, text: Text) -> Table:
    rs = game.rs
    table = Table(show_header=True, header_style="bold", show_lines=True)
    table.add_column("")
    for c in range(rs.columns):
        table.add_column(chr(97 + c), justify="center")
    letters = dict(zip(rs.piece_ids, rs.piece_letters))
    for r in range(rs.rows):
        cells = []
        for c in range(rs.columns):
            t = obs["board"][r * rs.columns + c]
            colour = "blue" if t["colour"] == "blue" else "red"
            pieces = "".join(letters[k] * n for k, n in t["pieces"].items()) or "."
            owner = f" [bold]@p{t['owner'] + 1}[/bold]" if t["owner"] is not None else ""
            extra = text.join([text.quantity("tokens", k, n) for k, n in t["tokens"].items()])
            value = text.number(t["value"])
            cells.append(f"{text.name('tiles', t['kind'])}\n[{colour}]{value}[/{colour}]"
                         f"{owner}\n{pieces}" + (f"\n{extra}" if extra else ""))
        table.add_row(text.number(r + 1), *cells)
    return table


def show(console: Console, game, player: int, text: Text) -> None:
    """The board and what `player` may see of everyone (hot seat: only their own gold)."""
    obs = game.view(player)
    console.print(board_table(game, obs, text))
    if obs["walls"]:
        console.print(f"{text('ui-walls')}: {text.join(obs['walls'])}")
    for p in obs["players"]:
        counters = text.join([text.quantity("counters", k, v) for k, v in p["counters"].items()])
        pieces = text.join([text.quantity("pieces", k, v) for k, v in p["pieces"].items()]) or "-"
        cards = text.join([text.quantity("cards", c, n)
                           for c, n in Counter(p["cards"]).items()]) or "-"
        me = f" ({text('ui-you')})" if p["seat"] == player else ""
        console.print(f"{text('ui-player', n=p['seat'] + 1)}{me}: "
                      f"{text.join([counters, pieces, cards], groups=True)}")
    for d, deck in obs["decks"].items():
        row = text.join([text.name("cards", c) if c else "_" for c in deck["row"]])
        console.print(f"{text('ui-row', deck=text.name('decks', d), cards=row)} "
                      f"({text('ui-draw-pile', n=deck['draw'])})")
    for t, spots in obs["tracks"].items():
        marks = " ".join("." if m is None else f"p{obs['markers'][m] + 1}" for m in spots)
        console.print(f"{text.name('tracks', t)}: {marks}")


def run(game, seats: dict, args, input_fn=input) -> int:
    """Play until the game ends or a human quits; bots take their seats' decisions."""
    console = Console(highlight=False)
    text = Text(game.rs, getattr(args, "lang", "en") or "en")
    shown = None
    humans = [p for p in range(game.players) if p not in seats]
    viewer = humans[0] if humans else None
    said = len(game.log)

    def tell() -> None:
        """The game's log since last time, as the viewing seat may see it."""
        nonlocal said
        for event in game.events(said, viewer):
            console.print(f"  [dim]{sentence(text, event)}[/dim]")
        said = len(game.log)
    tell()
    while not game.over:
        decision = game.decision
        if decision.player in seats:
            game.apply(seats[decision.player].choose(game.seat_view(decision.player), decision))
            tell()
            continue
        viewer = decision.player
        if shown != (decision.player, len(game.history), text.lang):
            show(console, game, decision.player, text)
            shown = (decision.player, len(game.history), text.lang)
        console.print(f"[bold]{text('ui-player', n=decision.player + 1)}[/bold]: "
                      f"{prompt(text, decision)}")
        for n, option in enumerate(decision.options, 1):
            number = text("option-number", n=n)
            console.print(f"  {number}. {label(text, option)}")
        try:
            line = input_fn("> ").strip()
        except EOFError:
            console.print(text("ui-left-unfinished"))
            return 0
        if not line:
            continue
        word, _, rest = line.partition(" ")
        try:
            line = line.translate(FROM_PERSIAN_DIGITS)
            if word == "help":
                console.print(text("ui-help"))
            elif word == "lang":
                text = Text(game.rs, rest.strip())
            elif word == "quit":
                return 0
            elif word == "save":
                if not rest.strip():
                    raise NaqalaError(text("error-save-needs-file"))
                game.save(rest.strip())
                console.print(text("ui-saved", file=rest.strip()))
            elif word == "undo":
                if not game.choosers or game.choosers[-1] != decision.player:
                    raise NaqalaError(text("error-nothing-to-undo"))
                if not game.can_undo():
                    raise NaqalaError(text("error-undo-hidden"))
                game.undo()
                said = len(game.log)
                console.print(text("ui-undone"))
            elif line.isdigit():
                n = int(line)
                if not 1 <= n <= len(decision.options):
                    raise NaqalaError(text("error-number-range", n=len(decision.options)))
                game.apply(decision.options[n - 1].id)
                tell()
            elif " " in line and decision.kind == "move.start":
                game.apply_move(line)
                tell()
            else:
                game.apply(line)
                tell()
        except IllegalChoice as err:  # in the player's language, with the engine's detail
            reason = f"{text('error-not-an-option')} ({err})"
            console.print(f"[red]{text('ui-refused', reason=reason)}[/red]")
        except NaqalaError as err:
            console.print(f"[red]{text('ui-refused', reason=str(err))}[/red]")
    console.print(final_report(text, game.scores(), game.winners()))
    return 0

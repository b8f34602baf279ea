"""A terminal game with rich: the board, the players, the rows and tracks, numbered choices.

Works in a real terminal and with piped input (tests script whole games this way).
Commands at every prompt: a number, an option id, a whole move in notation, `help`,
`undo`, `save FILE`, `quit`.
"""

from __future__ import annotations

from naqala.errors import NaqalaError
from rich.console import Console
from rich.table import Table

HELP = ("Type the number or the id of an option. At the start of a move you may type the "
        "whole move, e.g. 'b3 Eg Ey Sb'. Commands: help, undo, save FILE, quit.")


def board_table(game, obs) -> Table:
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
            extra = " ".join(f"{k}{n}" for k, n in t["tokens"].items())
            owner = f" [bold]@p{t['owner'] + 1}[/bold]" if t["owner"] is not None else ""
            cells.append(f"{t['kind']}\n[{colour}]{t['value']}[/{colour}]{owner}\n{pieces}"
                         + (f"\n{extra}" if extra else ""))
        table.add_row(str(r + 1), *cells)
    return table


def show(console: Console, game, player: int) -> None:
    obs = game.observation(player)
    console.print(board_table(game, obs))
    for p in obs["players"]:
        counters = ", ".join(f"{k} {v}" for k, v in p["counters"].items())
        pieces = ", ".join(f"{k} {v}" for k, v in p["pieces"].items()) or "-"
        cards = ", ".join(p["cards"]) or "-"
        me = " (you)" if p["seat"] == player else ""
        console.print(f"p{p['seat'] + 1}{me}: {counters}; pieces: {pieces}; cards: {cards}")
    for d, deck in obs["decks"].items():
        row = ", ".join(c or "_" for c in deck["row"])
        console.print(f"{d} row: {row} (draw {deck['draw']})")
    for t, spots in obs["tracks"].items():
        marks = " ".join("." if m is None else f"p{obs['markers'][m] + 1}" for m in spots)
        console.print(f"{t}: {marks}")


def run(game, seats: dict, args, input_fn=input) -> int:
    """Play until the game ends or a human quits; bots take their seats' decisions."""
    console = Console(highlight=False)
    shown = None
    while not game.over:
        decision = game.decision
        if decision.player in seats:
            option = seats[decision.player].choose(game, decision)
            game.apply(option)
            console.print(f"p{decision.player + 1} chose {option}")
            continue
        if shown != (decision.player, len(game.history)):
            show(console, game, decision.player)
            shown = (decision.player, len(game.history))
        console.print(f"[bold]p{decision.player + 1}[/bold], {decision.kind}:")
        for n, option in enumerate(decision.options, 1):
            console.print(f"  {n}. {option.id}")
        try:
            line = input_fn("> ").strip()
        except EOFError:
            console.print("end of input: game left unfinished")
            return 0
        if not line:
            continue
        word, _, rest = line.partition(" ")
        try:
            if word == "help":
                console.print(HELP)
            elif word == "quit":
                return 0
            elif word == "save":
                if not rest.strip():
                    raise NaqalaError("save needs a file name: save FILE")
                game.save(rest.strip())
                console.print(f"saved to {rest.strip()}")
            elif word == "undo":
                if not game.choosers or game.choosers[-1] != decision.player:
                    raise NaqalaError("nothing of yours to undo since the last player acted")
                game.undo()
                console.print("undone")
            elif line.isdigit():
                n = int(line)
                if not 1 <= n <= len(decision.options):
                    raise NaqalaError(f"choose a number from 1 to {len(decision.options)}")
                game.apply(decision.options[n - 1].id)
            elif " " in line and decision.kind == "move.start":
                game.apply_move(line)
            else:
                game.apply(line)
        except NaqalaError as err:
            console.print(f"[red]refused:[/red] {err}")
    from naqala.cli import score_table
    console.print(score_table(game.engine, game.scores()))
    console.print("winner(s): " + ", ".join(f"p{p + 1}" for p in game.engine.winners(game.state)))
    return 0

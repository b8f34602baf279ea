"""Screenshots of a game in the middle, one SVG per language: `python -m
naqala_terminal.screenshots DIR` writes DIR/terminal-<lang>.svg (the README's tour shows them).
"""

from __future__ import annotations

import asyncio
import random
import sys
from pathlib import Path

from naqala import Game
from naqala.text import LANGUAGES
from naqala_bots import RandomBot

from .session import Session
from .tui import NaqalaApp

SIZE = (100, 32)


def mid_game(lang: str, autosave: str | None = None, choices: int = 120) -> Session:
    """Three players (you and two random bots), some rounds in, at the start of your move."""
    game = Game("five_tribes", 3, 7)
    rng = random.Random(7)
    while len(game.history) < choices or game.decision.kind != "move.start" \
            or game.decision.player != 0:
        game.apply(rng.choice(game.decision.options).id)
    return Session(game, {1: RandomBot(1), 2: RandomBot(2)}, lang, autosave)


async def shoot(lang: str, folder: Path, size: tuple[int, int] = SIZE) -> Path:
    """The screen after choosing the start tile with Enter: the drops are offered."""
    app = NaqalaApp(mid_game(lang))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        name = f"terminal-{lang}.svg"
        app.save_screenshot(name, str(folder))
    return folder / name


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m naqala_terminal.screenshots DIR", file=sys.stderr)
        return 2
    folder = Path(argv[0])
    folder.mkdir(parents=True, exist_ok=True)
    for lang in LANGUAGES:
        print(asyncio.run(shoot(lang, folder)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
